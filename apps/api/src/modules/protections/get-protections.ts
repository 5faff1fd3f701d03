import type { Protections } from '@furlong/contract';
import type { Executor } from '../../db/client';
import { findLimitsWithUse, findProtections } from './protections.queries';
import { toProtections } from './to-protections';

/** A player's protections as they stand at `now`, with what is used of each limit. */
export async function getProtections(
  db: Executor,
  playerId: string,
  now: Date,
): Promise<Protections> {
  const [row, limits] = await Promise.all([
    findProtections(db, playerId),
    findLimitsWithUse(db, playerId, now),
  ]);
  return toProtections(row, limits);
}
