/**
 * The words of the server's first screen, in English (the catalogue's default language): the
 * app replaces the screen, in the player's language, as soon as its code has run. Each is the
 * English catalogue's entry of the same key (first-screen-words.test.ts holds them equal).
 */
export const FIRST_SCREEN_WORDS = {
  'raceDay.heading': 'Races on {date}',
  'raceDay.upcoming': 'Upcoming Races',
  'raceDay.results': 'Race Results',
  'raceDay.none':
    'No races available to play on {day} at the moment. Please try again later or check upcoming races.',
  'race.heading': 'Race {number}: {name}',
  'race.runners': 'Runners',
  'race.oddsNote': 'SHP: Second Horse Pool, THP: Third Horse Pool.',
  'race.distance': '{metres} m',
  'price.noteToOne':
    'Prices are “to 1”, and GST ({percent}%) is inside the ticket: a {amount100} ticket at {price} returns {amount} if it wins, because {face} of it is staked and the winnings come with it.',
} as const;

export type FirstScreenWord = keyof typeof FIRST_SCREEN_WORDS;

/** A word with its {placeholders} filled in (values are escaped by the caller's template). */
export function wordOf(key: FirstScreenWord, values: Record<string, string | number> = {}): string {
  return FIRST_SCREEN_WORDS[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
