import {
  paiseToRupees,
  type OperatorRaceSummary,
  type OperatorRacesResponse,
} from '@furlong/contract';
import type { Executor } from '../../db/client';
import { findParticipants } from '../races/races.queries';
import { findRaceBooks, findRaceHeadsOfDay, type RaceHead } from './race-admin.queries';

/** The race day board: every meeting's races on one India-time day, with their books. */
export async function listRaceDay(db: Executor, day: string): Promise<OperatorRacesResponse> {
  return { day, races: await summarizeRaces(db, await findRaceHeadsOfDay(db, day)) };
}

/** Board rows for race heads, in their order: the field, non-runners, bets, stakes, reviews. */
export async function summarizeRaces(
  db: Executor,
  heads: readonly RaceHead[],
): Promise<OperatorRaceSummary[]> {
  const ids = heads.map((head) => head.fixture.id);
  const [runners, books] = await Promise.all([findParticipants(db, ids), findRaceBooks(db, ids)]);
  return heads.map(({ fixture, venueCode, venueName, country }) => {
    const field = runners.filter((runner) => runner.fixtureId === fixture.id);
    const nonRunners = field.filter((runner) => runner.scratchedAt !== null).length;
    const book = books.get(fixture.id);
    return {
      uid: fixture.id,
      meetingUid: fixture.meetingId,
      venue: venueCode,
      venueName,
      country,
      raceNumber: fixture.raceNumber,
      name: fixture.name,
      label: fixture.label,
      distance: fixture.distanceMetres,
      startDate: fixture.startAt.toISOString(),
      status: fixture.status as OperatorRaceSummary['status'],
      resultVoided: fixture.resultVoided,
      noOfHorses: field.length,
      nonRunners,
      betCount: book?.betCount ?? 0,
      stakeTotal: paiseToRupees(book?.stakePaise ?? 0),
      pendingReview: book?.pendingReview ?? 0,
    };
  });
}
