import { VIDEO_ASPECT_RATIO, VIDEO_LOAD_ERROR_MESSAGE } from '@furlong/contract';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../i18n/use-t';
import { useReplayUrl } from '../api/get-replay-url';
import { HlsPlayer } from './hls-player';

/** A run race's recording at the live player's proportions (spec section 9). */
export function RaceReplay({ fixtureUid, raceLabel }: { fixtureUid: string; raceLabel: string }) {
  const replay = useReplayUrl(fixtureUid);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { t, words, refusal } = useT();

  let content;
  if (replay.isPending) {
    content = <CircularProgress aria-label={t('replay.loading')} sx={{ color: 'grey.100' }} />;
  } else if (replay.isError) {
    const error = replay.error;
    content = (
      <Notice
        text={
          error instanceof ApiError && error.statusCode === 404
            ? refusal(error)
            : words(VIDEO_LOAD_ERROR_MESSAGE)
        }
      />
    );
  } else if (replay.data.hlsUrl === failedSrc) {
    content = <Notice text={words(VIDEO_LOAD_ERROR_MESSAGE)} />;
  } else {
    const { hlsUrl } = replay.data;
    content = (
      <HlsPlayer
        src={hlsUrl}
        label={t('replay.named', { race: raceLabel })}
        onFailure={() => setFailedSrc(hlsUrl)}
      />
    );
  }
  return (
    <Box
      data-testid="replay-frame"
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
      {content}
    </Box>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <Typography role="alert" sx={{ p: 2, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}
