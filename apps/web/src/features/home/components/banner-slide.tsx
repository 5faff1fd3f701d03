import type { Banner } from '@furlong/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useVideoStart, VIDEO_POSTER } from '../hooks/use-video-start';
import { ContentLink } from './content-link';
import { useT } from '../../../i18n/use-t';

const mediaSx = { display: 'block', width: '100%', height: '100%', objectFit: 'cover' } as const;

/**
 * A video banner: a small poster of fixed size at first, the muted looping video once the page
 * has loaded and the phone is idle, never while the browser saves data (decision 067). The
 * video starts still, with its controls, when the player asks for less motion.
 */
function BannerVideo({ banner, isMotionReduced }: { banner: Banner; isMotionReduced: boolean }) {
  const mayStart = useVideoStart();
  if (!mayStart) {
    // A plain element: Box would take width and height for styles, and the page needs them as
    // the image's own size, known before it loads.
    return (
      <img
        src={VIDEO_POSTER.src}
        width={VIDEO_POSTER.width}
        height={VIDEO_POSTER.height}
        alt={banner.alt_text}
        style={mediaSx}
      />
    );
  }
  return (
    <Box
      component="video"
      src={banner.url}
      poster={VIDEO_POSTER.src}
      aria-label={banner.alt_text}
      muted
      loop
      playsInline
      autoPlay={!isMotionReduced}
      // Held still, the player can start it.
      controls={isMotionReduced}
      preload={isMotionReduced ? 'none' : 'metadata'}
      sx={mediaSx}
    />
  );
}

/** One banner: an image, or a muted looping video (still when the player asks for less motion). */
export function BannerSlide({
  banner,
  isMotionReduced,
  isSavingData = false,
  onShowMedia,
}: {
  banner: Banner;
  isMotionReduced: boolean;
  /** The data saver holds the image or video back until the player asks for it. */
  isSavingData?: boolean;
  onShowMedia?: () => void;
}) {
  const { t } = useT();
  if (isSavingData) {
    return (
      <Box
        data-testid="banner-held"
        sx={{
          ...mediaSx,
          display: 'grid',
          placeItems: 'center',
          gap: 1,
          p: 1,
          color: '#fff',
          textAlign: 'center',
        }}
      >
        <Box>
          <Box sx={{ fontWeight: 700, mb: 1 }}>{banner.title}</Box>
          <Button variant="contained" color="secondary" onClick={onShowMedia}>
            {banner.banner_type === 'VIDEO' ? t('home.showVideo') : t('home.showImage')}
          </Button>
        </Box>
      </Box>
    );
  }
  const media =
    banner.banner_type === 'VIDEO' ? (
      <BannerVideo banner={banner} isMotionReduced={isMotionReduced} />
    ) : (
      <Box component="img" src={banner.url} alt={banner.alt_text} sx={mediaSx} />
    );
  return banner.link ? (
    <ContentLink href={banner.link} label={banner.title}>
      {media}
    </ContentLink>
  ) : (
    media
  );
}
