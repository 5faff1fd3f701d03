import { VIDEO_LOAD_ERROR_MESSAGE, STREAM_TOO_EARLY_MESSAGE } from '@furlong/contract';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isTooEarly, useStreamUrl } from '../api/get-stream-url';
import { HlsPlayer } from './hls-player';
import { VideoFrame, VideoNotice } from './video-frame';
import { useT } from '../../../i18n/use-t';

interface LiveVideoProps {
  fixtureUid: string;
  /** The off: an early press waits for the stream window instead of asking again and again. */
  startDate: string;
  /** e.g. "Kolkata R3", for the video's accessible name. */
  raceLabel: string;
}

/** The race's live pictures, height = width / 1.77 (spec section 9), with the spec's errors. */
export function LiveVideo({ fixtureUid, startDate, raceLabel }: LiveVideoProps) {
  const stream = useStreamUrl(fixtureUid, startDate);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { t, words } = useT();

  let content;
  if (stream.isPending) {
    content = <CircularProgress aria-label={t('video.loading')} sx={{ color: 'grey.100' }} />;
  } else if (stream.isError) {
    content = (
      <VideoNotice
        text={words(isTooEarly(stream.error) ? STREAM_TOO_EARLY_MESSAGE : VIDEO_LOAD_ERROR_MESSAGE)}
      />
    );
  } else {
    const { hlsUrl } = stream.data;
    content =
      hlsUrl === failedSrc ? (
        <VideoNotice text={words(VIDEO_LOAD_ERROR_MESSAGE)} />
      ) : (
        <HlsPlayer
          src={hlsUrl}
          label={t('video.named', { race: raceLabel })}
          onFailure={() => setFailedSrc(hlsUrl)}
        />
      );
  }

  return (
    <Box component="section" aria-label={t('video.title')} sx={{ mb: 2 }}>
      <VideoFrame testId="live-video-frame">{content}</VideoFrame>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('video.delayNote')}
      </Typography>
    </Box>
  );
}
