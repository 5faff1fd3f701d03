/** Query keys of race data; realtime reloads invalidate by these, so they live in one place. */
export const raceKeys = {
  all: ['races'] as const,
  days: () => [...raceKeys.all, 'day'] as const,
  day: (day: string) => [...raceKeys.days(), day] as const,
  resultDays: () => [...raceKeys.all, 'results'] as const,
  /** A day's results with winning prices: reloaded with the race days (realtime). */
  results: (day: string) => [...raceKeys.resultDays(), day] as const,
  fixture: (fixtureUid: string) => [...raceKeys.all, 'fixture', fixtureUid] as const,
  priceHistory: (fixtureUid: string, version: number) =>
    [...raceKeys.all, 'price-history', fixtureUid, version] as const,
  formGuide: (participantUid: string) => [...raceKeys.all, 'form', participantUid] as const,
};
