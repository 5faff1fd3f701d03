import { VIDEO_ASPECT_RATIO } from '@furlong/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The picture's box, live or replayed: the stream's proportions, dark until it plays. */
export function VideoFrame({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Box
      data-testid={testId}
      style={{ aspectRatio: String(VIDEO_ASPECT_RATIO) }}
      sx={{
        width: '100%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'grey.900',
        color: 'grey.100',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {children}
    </Box>
  );
}

/** A word in place of the picture (too early, no recording, a failed load). */
export function VideoNotice({ text }: { text: string }) {
  return (
    <Typography role="alert" sx={{ p: 2, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}
