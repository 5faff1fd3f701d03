import { CAROUSEL_INTERVAL_MS, type Banner } from '@furlong/contract';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { useDataSaver } from '../../../lib/data-saver';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { usePageSettled } from '../hooks/use-video-start';
import { BannerSlide } from './banner-slide';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  PauseIcon,
  PlayArrowIcon,
} from '../../../components/icons';
import { useT } from '../../../i18n/use-t';

interface BannerCarouselProps {
  banners: Banner[];
  intervalMs?: number;
}

const controlSx = {
  bgcolor: 'rgba(0, 0, 0, 0.55)',
  color: '#fff',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.75)' },
} as const;

/**
 * Advances every 2000 ms (spec section 9), from the moment the page has loaded and settled
 * (decision 067: a slide shown during the load would be its last, largest paint). It holds still while the pointer is over it, while
 * keyboard focus is inside it, when the player prefers reduced motion, or after Pause: a
 * moving slide must never be pulled from under someone reading or using it (WCAG 2.2.2).
 */
export function BannerCarousel({
  banners,
  intervalMs = CAROUSEL_INTERVAL_MS,
}: BannerCarouselProps) {
  const { t } = useT();
  const [index, setIndex] = useState(0);
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const [isPausedByPlayer, setPausedByPlayer] = useState(false);
  const isDataSaverOn = useDataSaver();
  const [hasAskedForMedia, setAskedForMedia] = useState(false);
  // Asked for once, banners show; a saved video still never plays by itself.
  const isSavingData = isDataSaverOn && !hasAskedForMedia;
  const isMotionReduced = usePrefersReducedMotion() || isDataSaverOn;
  const isPageSettled = usePageSettled();
  const count = banners.length;
  const isRotating =
    isPageSettled && count > 1 && !isHovered && !isFocused && !isPausedByPlayer && !isMotionReduced;
  const current = count === 0 ? 0 : index % count;

  useEffect(() => {
    if (!isRotating) return undefined;
    const timer = setInterval(() => setIndex((shown) => (shown + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [isRotating, count, intervalMs]);

  const banner = banners[current];
  if (!banner) return null;
  const show = (next: number) => setIndex((next + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('home.featured')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      sx={{ position: 'relative', mb: 2, borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.900' }}
    >
      <Box
        role="group"
        aria-roledescription="slide"
        aria-label={t('home.bannerOf', { number: current + 1, count, title: banner.title })}
        // Announced only when the player moves it; a rotating carousel would talk over everything.
        aria-live={isRotating ? 'off' : 'polite'}
        sx={{ aspectRatio: '3 / 1', width: '100%' }}
      >
        <BannerSlide
          key={banner.uid}
          banner={banner}
          isMotionReduced={isMotionReduced}
          isSavingData={isSavingData}
          onShowMedia={() => setAskedForMedia(true)}
        />
      </Box>
      {count > 1 && (
        <Box
          sx={{
            position: 'absolute',
            bottom: 8,
            right: 8,
            display: 'flex',
            gap: 0.5,
            alignItems: 'center',
          }}
        >
          <IconButton
            size="small"
            sx={controlSx}
            onClick={() => setPausedByPlayer((paused) => !paused)}
            aria-label={isPausedByPlayer ? t('home.playBanners') : t('home.pauseBanners')}
          >
            {isPausedByPlayer ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
          </IconButton>
          <IconButton
            size="small"
            sx={controlSx}
            onClick={() => show(current - 1)}
            aria-label={t('home.previousBanner')}
          >
            <ChevronLeftIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            sx={controlSx}
            onClick={() => show(current + 1)}
            aria-label={t('home.nextBanner')}
          >
            <ChevronRightIcon fontSize="small" />
          </IconButton>
          <Box
            component="span"
            sx={{ ...controlSx, px: 1, borderRadius: 1, fontSize: 12 }}
            aria-hidden
          >
            {current + 1} / {count}
          </Box>
        </Box>
      )}
    </Box>
  );
}
