import type { RunnerInput } from '../../modules/races/create-race';
import { derivePrices, snapToLadder } from './odds-ladder';
import type { PeoplePool } from './word-lists';
import { HORSE_FIRST_WORDS, HORSE_SECOND_WORDS, HORSE_SINGLE_NAMES } from './word-lists';
import type { SeededRandom } from './seeded-random';

const SILKS = 12;
/** A bookmaker's book adds up to more than 100%: the margin. */
const OVERROUND = 1.2;

function nameHorses(random: SeededRandom, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) {
    names.add(
      random.chance(0.15)
        ? random.pick(HORSE_SINGLE_NAMES)
        : `${random.pick(HORSE_FIRST_WORDS)} ${random.pick(HORSE_SECOND_WORDS)}`,
    );
  }
  return [...names];
}

/**
 * Win chances of a field summing to 1: random strengths, then sharpened or flattened
 * until the favourite holds a believable share (a price of about 2-1 to 3-1 after margin).
 */
function shareChances(random: SeededRandom, count: number): number[] {
  const strengths = Array.from({ length: count }, () => Math.exp(random.normal()));
  const favouriteShare = 0.21 + random.next() * 0.07;
  const sharesAt = (power: number) => {
    const weights = strengths.map((strength) => strength ** power);
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    return weights.map((weight) => weight / total);
  };
  // The favourite's share grows with the power: bisect for the wanted one.
  let [low, high] = [0, 6];
  for (let step = 0; step < 30; step += 1) {
    const middle = (low + high) / 2;
    if (Math.max(...sharesAt(middle)) < favouriteShare) low = middle;
    else high = middle;
  }
  return sharesAt((low + high) / 2);
}

/** Recent finishing positions, newest first; 0 is tenth or worse. Better horses show better form. */
function formFigures(random: SeededRandom, chance: number): string[] {
  const strength = Math.min(1, chance * 3);
  return Array.from({ length: random.int(3, 6) }, () => {
    const position = 1 + Math.floor(random.next() ** (1 + 3 * strength) * 10);
    return String(position >= 10 ? 0 : position);
  });
}

const personOf = (random: SeededRandom, people: PeoplePool) => ({
  first: random.pick(people.firstNames),
  surname: random.pick(people.surnames),
});

/**
 * A field of runners with a plausible book: WIN prices from seeded chances with a margin,
 * capped at 40-1, and the shorter place-type prices derived from them.
 */
export function buildRunners(
  random: SeededRandom,
  count: number,
  people: PeoplePool,
): RunnerInput[] {
  const names = nameHorses(random, count);
  const chances = shareChances(random, count);
  const draws = random.shuffle(Array.from({ length: count }, (_, index) => index + 1));
  return names.map((name, index) => {
    const chance = chances[index] as number;
    const winPrice = snapToLadder(1 / (chance * OVERROUND) - 1, 0.5, 40);
    const jockey = personOf(random, people);
    return {
      horseNumber: index + 1,
      name,
      cageNumber: draws[index] as number,
      jerseyUrl: `/silks/silk-${random.int(1, SILKS)}.svg`,
      lastRuns: formFigures(random, chance),
      weightKg: 50 + random.int(0, 24) * 0.5,
      jockey: `${jockey.first.charAt(0)}. ${jockey.surname}`,
      trainer: `${random.pick(people.firstNames)} ${random.pick(people.surnames)}`,
      prices: derivePrices(winPrice, count),
    };
  });
}

/** The card's tip: usually the favourite, sometimes a horse near the top of the market. */
export function writeTip(random: SeededRandom, runners: readonly RunnerInput[]): string {
  const byPrice = [...runners].sort((a, b) => a.prices.WIN - b.prices.WIN);
  const [pick, danger] = random.chance(0.6) ? byPrice : random.shuffle(byPrice.slice(0, 4));
  if (!pick || !danger) return '';
  return `Our tip: ${pick.horseNumber} - ${pick.name}. The danger: ${danger.horseNumber} - ${danger.name}.`;
}
