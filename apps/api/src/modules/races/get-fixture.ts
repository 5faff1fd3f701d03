import type { Fixture } from '@furlong/contract';
import type { Executor } from '../../db/client';
import {
  findDigitalFixture,
  findMarketsWithSelections,
  findParticipants,
  findResults,
} from './races.queries';
import { toFixture } from './serialize-fixture';

/** One digital race with runners, prices and markets; undefined when there is none. */
export async function getFixture(db: Executor, id: string): Promise<Fixture | undefined> {
  const head = await findDigitalFixture(db, id);
  if (!head) return undefined;
  const [runners, results, marketRows] = await Promise.all([
    findParticipants(db, [id]),
    findResults(db, [id]),
    findMarketsWithSelections(db, id),
  ]);
  return toFixture(head, runners, results, marketRows);
}
