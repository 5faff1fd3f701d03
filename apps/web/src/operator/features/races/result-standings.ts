import type { ResultBody } from '@furlong/contract';

export type PlaceChoice = '' | '1' | '2' | '3';
/** The place chosen for each horse number ('' for unplaced). */
export type PlaceChoices = Record<number, PlaceChoice>;

export const RESULT_RULE =
  'Place 1 needs at least one horse; a dead heat puts two or more horses on one place.';

/** The standings to send, by place then horse number; null when no winner is chosen. */
export function toStandings(choices: PlaceChoices): ResultBody['standings'] | null {
  const standings = Object.entries(choices)
    .filter(([, place]) => place !== '')
    .map(([horseNo, place]) => ({ place: Number(place) as 1 | 2 | 3, horseNo: Number(horseNo) }))
    .sort((a, b) => a.place - b.place || a.horseNo - b.horseNo);
  return standings.some((standing) => standing.place === 1) ? standings : null;
}

/** "1st: 4 (dead heat with 7)" lines for the confirmation. */
export function describeStandings(
  standings: ResultBody['standings'],
  nameOf: (horseNo: number) => string,
): string[] {
  const ordinals = ['1st', '2nd', '3rd'];
  return [1, 2, 3].flatMap((place) => {
    const horses = standings.filter((standing) => standing.place === place);
    if (horses.length === 0) return [];
    const names = horses.map((horse) => `${horse.horseNo} ${nameOf(horse.horseNo)}`).join(', ');
    return [`${ordinals[place - 1]}: ${names}${horses.length > 1 ? ' (dead heat)' : ''}`];
  });
}
