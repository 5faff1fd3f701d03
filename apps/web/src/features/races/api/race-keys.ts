/** Query keys of race data; realtime reloads invalidate by these, so they live in one place. */
export const raceKeys = {
  all: ['races'] as const,
  days: () => [...raceKeys.all, 'day'] as const,
  day: (day: string) => [...raceKeys.days(), day] as const,
  fixture: (fixtureUid: string) => [...raceKeys.all, 'fixture', fixtureUid] as const,
  priceHistory: (fixtureUid: string, version: number) =>
    [...raceKeys.all, 'price-history', fixtureUid, version] as const,
  formGuide: (participantUid: string) => [...raceKeys.all, 'form', participantUid] as const,
};
