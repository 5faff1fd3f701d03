import { VENUES_WITHOUT_LIVE } from '@furlong/contract';
import type { Executor } from '../../db/client';
import type { StreamProvider } from './stream-provider';
import { findReplayRaces } from './video.queries';

/** What decides whether a race has a replay. */
export interface ReplayRace {
  id: string;
  venueCode: string;
  videoCode: string | null;
  status: string;
  resultVoided: boolean;
}

/** A race was run once it has a result; a void race's pictures show nothing to study. */
const RUN_STATUSES = new Set(['RESULT', 'PAID', 'COMPLETE']);

/**
 * The address of a race's recording, or undefined: only a race that has been run, at a venue
 * that licenses its pictures (not MYS, MAD), and only when the provider keeps a recording.
 */
export function replayUrlOf(
  provider: StreamProvider,
  race: ReplayRace,
  now: Date,
): string | undefined {
  if (!RUN_STATUSES.has(race.status) || race.resultVoided) return undefined;
  if ((VENUES_WITHOUT_LIVE as readonly string[]).includes(race.venueCode)) return undefined;
  return provider.recordingUrlFor(
    {
      fixtureId: race.id,
      venueCode: race.venueCode,
      streamKey: race.videoCode ?? race.venueCode.toLowerCase(),
    },
    now,
  );
}

export const hasReplay = (provider: StreamProvider, race: ReplayRace, now: Date) =>
  replayUrlOf(provider, race, now) !== undefined;

/** Which of these races have a replay. */
export async function racesWithReplay(
  db: Executor,
  provider: StreamProvider,
  fixtureIds: string[],
  now: Date,
): Promise<Set<string>> {
  const races = await findReplayRaces(db, fixtureIds);
  return new Set(races.filter((race) => hasReplay(provider, race, now)).map((race) => race.id));
}
