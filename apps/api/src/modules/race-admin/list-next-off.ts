import { NEXT_OFF_LIMIT, type NextOffResponse } from '@furlong/contract';
import type { Executor } from '../../db/client';
import { getRaceBook } from '../trading/get-race-book';
import { summarizeRaces } from './list-race-day';
import { findNextOffRaceHeads } from './race-admin.queries';

/**
 * The next-off board: the races still to run across every venue, soonest first, each with its
 * stakes, pending reviews and the book's worst case (the same figure as the race's book).
 */
export async function listNextOff(db: Executor, now: Date): Promise<NextOffResponse> {
  const heads = await findNextOffRaceHeads(db, NEXT_OFF_LIMIT);
  const summaries = await summarizeRaces(db, heads);
  const races: NextOffResponse['races'] = [];
  // One race's book at a time: a board of thirty should not take thirty pool connections.
  for (const summary of summaries) {
    const book = await getRaceBook(db, summary.uid);
    races.push({ ...summary, worstCase: book.worstCase });
  }
  return { asOf: now.toISOString(), races };
}
