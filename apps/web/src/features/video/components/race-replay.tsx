import { VIDEO_LOAD_ERROR_MESSAGE } from '@furlong/contract';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../i18n/use-t';
import { useReplayUrl } from '../api/get-replay-url';
import { HlsPlayer } from './hls-player';
import { VideoFrame, VideoNotice } from './video-frame';

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
      <VideoNotice
        text={
          error instanceof ApiError && error.statusCode === 404
            ? refusal(error)
            : words(VIDEO_LOAD_ERROR_MESSAGE)
        }
      />
    );
  } else if (replay.data.hlsUrl === failedSrc) {
    content = <VideoNotice text={words(VIDEO_LOAD_ERROR_MESSAGE)} />;
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
  return <VideoFrame testId="replay-frame">{content}</VideoFrame>;
}
