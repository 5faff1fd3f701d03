import { REPLAY_NOT_AVAILABLE_MESSAGE, type StreamUrl } from '@furlong/contract';
import { AppError, notFound } from '../../app-error';
import type { Executor } from '../../db/client';
import { replayUrlOf } from './replays';
import type { StreamProvider } from './stream-provider';
import { findRaceForStream } from './video.queries';

/** The address of a race's recording; 404 when the race or its recording does not exist. */
export async function getReplayUrl(
  db: Executor,
  provider: StreamProvider,
  fixtureId: string,
  now: Date,
): Promise<StreamUrl> {
  const race = await findRaceForStream(db, fixtureId);
  if (!race) throw notFound('Race');
  const hlsUrl = replayUrlOf(provider, { id: fixtureId, ...race }, now);
  if (hlsUrl === undefined) throw new AppError('NOT_FOUND', REPLAY_NOT_AVAILABLE_MESSAGE);
  return { hlsUrl };
}
