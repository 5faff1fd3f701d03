import type { StandingInput } from '../races/standings';

export interface Contender {
  horseNumber: number;
  /** Current WIN price ("to 1"): shorter prices finish in front more often. */
  winPrice: number;
}

/** Draws horses in finishing order, each pick weighted by its implied chance. */
function drawOrder(
  contenders: readonly Contender[],
  random: () => number,
  places: number,
): number[] {
  const pool = contenders.map((runner) => ({
    horseNumber: runner.horseNumber,
    weight: 1 / (runner.winPrice + 1),
  }));
  const order: number[] = [];
  while (order.length < places && pool.length > 0) {
    const total = pool.reduce((sum, runner) => sum + runner.weight, 0);
    let ticket = random() * total;
    let index = pool.findIndex((runner) => (ticket -= runner.weight) < 0);
    if (index < 0) index = pool.length - 1;
    order.push((pool[index] as { horseNumber: number }).horseNumber);
    pool.splice(index, 1);
  }
  return order;
}

/**
 * A made-up but valid finish: places 1 to 3 with competition ranking. About one race in
 * twelve has a dead heat, for first (1, 1, 3), second (1, 2, 2) or third (1, 2, 3, 3).
 */
export function pickFinish(
  contenders: readonly Contender[],
  random: () => number,
): StandingInput[] {
  const order = drawOrder(contenders, random, 4);
  const [first, second, third, fourth] = order;
  if (first === undefined) return [];
  const roll = random();
  if (second !== undefined && third !== undefined) {
    if (roll < 0.03)
      return [
        { place: 1, horseNumber: first },
        { place: 1, horseNumber: second },
        { place: 3, horseNumber: third },
      ];
    if (roll < 0.06)
      return [
        { place: 1, horseNumber: first },
        { place: 2, horseNumber: second },
        { place: 2, horseNumber: third },
      ];
    if (roll < 0.08 && fourth !== undefined) {
      return [
        { place: 1, horseNumber: first },
        { place: 2, horseNumber: second },
        { place: 3, horseNumber: third },
        { place: 3, horseNumber: fourth },
      ];
    }
  }
  return order.slice(0, 3).map((horseNumber, index) => ({ place: index + 1, horseNumber }));
}
