import { paiseToRupees, type OperatorRace } from '@furlong/contract';
import { notFound } from '../../app-error';
import type { Executor } from '../../db/client';
import { findMarketsWithSelections, findParticipants, findResults } from '../races/races.queries';
import { toFixture } from '../races/serialize-fixture';
import { allowedActions } from './allowed-actions';
import { findRaceBooks, findRaceHead } from './race-admin.queries';

/** The race card as players see it, plus the book on the race and what may be done next. */
export async function getOperatorRace(
  db: Executor,
  fixtureId: string,
  now: Date,
): Promise<OperatorRace> {
  const head = await findRaceHead(db, fixtureId);
  if (!head) throw notFound('Race');
  const [runners, results, marketRows, books] = await Promise.all([
    findParticipants(db, [fixtureId]),
    findResults(db, [fixtureId]),
    findMarketsWithSelections(db, fixtureId),
    findRaceBooks(db, [fixtureId]),
  ]);
  const book = books.get(fixtureId);
  return {
    ...toFixture(head, runners, results, marketRows),
    betCount: book?.betCount ?? 0,
    stakeTotal: paiseToRupees(book?.stakePaise ?? 0),
    pendingReview: book?.pendingReview ?? 0,
    allowedActions: allowedActions(head.fixture, now),
  };
}
