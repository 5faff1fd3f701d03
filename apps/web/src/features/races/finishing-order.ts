import type { Participant, RaceResult } from '@furlong/contract';

const PLACE_LABELS = ['1st', '2nd', '3rd'] as const;

export interface PlaceLine {
  place: number;
  label: string;
  /** "1. Star Dancer", or every runner of a dead heat: "1. Star Dancer, 4. Moon River". */
  runners: string;
  isDeadHeat: boolean;
}

/** The first three home, one line a place; a dead heat puts two runners on one line. */
export function placeLinesOf(result: RaceResult | null): PlaceLine[] {
  if (!result || result.voided) return [];
  return PLACE_LABELS.flatMap((label, index) => {
    const place = index + 1;
    const placed = result.standings
      .filter((standing) => standing.place === place)
      .sort((a, b) => a.horseNumber - b.horseNumber);
    if (placed.length === 0) return [];
    return [
      {
        place,
        label,
        runners: placed.map((standing) => `${standing.horseNumber}. ${standing.name}`).join(', '),
        isDeadHeat: placed.length > 1,
      },
    ];
  });
}

/**
 * A race card's running order: by number before the result; after it, the placed runners by
 * finishing position, then the rest by number, scratched runners last.
 */
export function sortRunners(
  runners: readonly Participant[],
  result: RaceResult | null,
): Participant[] {
  const byNumber = (a: Participant, b: Participant) => a.horseNumber - b.horseNumber;
  if (!result || result.voided || result.standings.length === 0) {
    return [...runners].sort(byNumber);
  }
  const placeOf = new Map(
    result.standings.map((standing) => [standing.participant, standing.place]),
  );
  const rank = (runner: Participant) =>
    placeOf.get(runner.uid) ?? (runner.isRunner ? PLACE_LABELS.length + 1 : Infinity);
  return [...runners].sort((a, b) => rank(a) - rank(b) || byNumber(a, b));
}
