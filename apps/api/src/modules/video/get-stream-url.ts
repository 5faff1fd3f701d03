import {
  STREAM_OPENS_BEFORE_OFF_MS,
  STREAM_TOO_EARLY_MESSAGE,
  type StreamUrl,
} from '@furlong/contract';
import { AppError, notFound } from '../../app-error';
import type { Executor } from '../../db/client';
import type { StreamProvider } from './stream-provider';
import { findRaceForStream, type RaceForStream } from './video.queries';

/** Pictures run from 5 minutes before the off until the race completes (or is voided). */
export function isInStreamWindow(
  race: Pick<RaceForStream, 'startAt' | 'status' | 'resultVoided'>,
  now: Date,
): boolean {
  const opensAt = race.startAt.getTime() - STREAM_OPENS_BEFORE_OFF_MS;
  return now.getTime() >= opensAt && race.status !== 'COMPLETE' && !race.resultVoided;
}

/** The address of a race's live pictures, or STREAM_NOT_LIVE outside its window. */
export async function getStreamUrl(
  db: Executor,
  provider: StreamProvider,
  fixtureId: string,
  now: Date,
): Promise<StreamUrl> {
  const race = await findRaceForStream(db, fixtureId);
  if (!race) throw notFound('Race');
  // The spec has one message for every moment outside the window (section 8).
  if (!isInStreamWindow(race, now)) throw new AppError('STREAM_NOT_LIVE', STREAM_TOO_EARLY_MESSAGE);
  const streamKey = race.videoCode ?? race.venueCode.toLowerCase();
  return { hlsUrl: provider.streamUrlFor({ venueCode: race.venueCode, streamKey }, now) };
}
