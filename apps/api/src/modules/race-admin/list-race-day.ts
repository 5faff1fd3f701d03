import { paiseToRupees, type OperatorRacesResponse } from '@furlong/contract';
import type { Executor } from '../../db/client';
import { findParticipants } from '../races/races.queries';
import { findRaceBooks, findRaceHeadsOfDay } from './race-admin.queries';

/** The race day board: every meeting's races on one India-time day, with their books. */
export async function listRaceDay(db: Executor, day: string): Promise<OperatorRacesResponse> {
  const heads = await findRaceHeadsOfDay(db, day);
  const ids = heads.map((head) => head.fixture.id);
  const [runners, books] = await Promise.all([findParticipants(db, ids), findRaceBooks(db, ids)]);
  return {
    day,
    races: heads.map(({ fixture, venueCode, venueName, country }) => {
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
        status: fixture.status as OperatorRacesResponse['races'][number]['status'],
        resultVoided: fixture.resultVoided,
        noOfHorses: field.length,
        nonRunners,
        betCount: book?.betCount ?? 0,
        stakeTotal: paiseToRupees(book?.stakePaise ?? 0),
        pendingReview: book?.pendingReview ?? 0,
      };
    }),
  };
}
