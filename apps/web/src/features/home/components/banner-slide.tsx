import type { Banner } from '@furlong/contract';
import Box from '@mui/material/Box';
import { ContentLink } from './content-link';

const mediaSx = { display: 'block', width: '100%', height: '100%', objectFit: 'cover' } as const;

/** One banner: an image, or a muted looping video (still when the player asks for less motion). */
export function BannerSlide({
  banner,
  isMotionReduced,
}: {
  banner: Banner;
  isMotionReduced: boolean;
}) {
  const media =
    banner.banner_type === 'VIDEO' ? (
      <Box
        component="video"
        src={banner.url}
        aria-label={banner.alt_text}
        muted
        loop
        playsInline
        autoPlay={!isMotionReduced}
        preload="metadata"
        sx={mediaSx}
      />
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
