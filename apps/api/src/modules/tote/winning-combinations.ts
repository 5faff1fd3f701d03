import { combinationKey, POOL_SHAPES, type TotePool } from '@furlong/contract';
import { payingPositions } from '../settlement/settlement-rules';

/** Finishing order: placings[0] are the horses placed first (2+ = dead heat), placings[1] next... */
export type Finish = readonly (readonly number[])[];

/** The number of horses the Place pool pays: 3 with 8+ starters, 2 with 4-7 (the spec). */
export function placesPaid(starters: number): number {
  return payingPositions('PLACE', starters)?.length ?? 0;
}

/**
 * The winning combinations of a pool for a finish (exported for settlement and results).
 * A dead heat of k horses at rank r covers positions r..r+k-1; a combination wins when its
 * i-th horse covers position i (each horse once). A pool that does not run with this many
 * starters has none.
 */
export function winningCombinations(pool: TotePool, finish: Finish, starters: number): number[][] {
  const shape = POOL_SHAPES[pool];
  if (starters < shape.minStarters) return [];
  // byPosition[i]: the horses covering position i + 1.
  const byPosition: (readonly number[])[] = finish.flatMap((group) => group.map(() => group));
  const covering = (position: number): number[] => [...(byPosition[position - 1] ?? [])];
  switch (pool) {
    case 'WIN':
      return covering(1).map((horse) => [horse]);
    case 'SHP':
      return covering(2).map((horse) => [horse]);
    case 'THP':
      return covering(3).map((horse) => [horse]);
    case 'PLACE': {
      const placed = byPosition.slice(0, placesPaid(starters)).flat();
      return [...new Set(placed)].map((horse) => [horse]);
    }
    case 'FORECAST':
    case 'QUINELLA':
    case 'TANALA': {
      let partial: number[][] = [[]];
      for (let position = 1; position <= shape.positions; position += 1) {
        partial = partial.flatMap((prefix) =>
          covering(position)
            .filter((horse) => !prefix.includes(horse))
            .map((horse) => [...prefix, horse]),
        );
      }
      if (!shape.unordered) return partial;
      const unordered = new Map<string, number[]>();
      for (const combination of partial) {
        const sorted = [...combination].sort((a, b) => a - b);
        unordered.set(combinationKey(sorted), sorted);
      }
      return [...unordered.values()];
    }
  }
}
