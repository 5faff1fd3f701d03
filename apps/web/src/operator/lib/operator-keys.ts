/** Query keys of the console, all under 'operator' so signing out can drop them at once. */
export const operatorKeys = {
  all: ['operator'] as const,
  me: () => [...operatorKeys.all, 'me'] as const,
  boards: () => [...operatorKeys.all, 'board'] as const,
  board: (day: string) => [...operatorKeys.boards(), day] as const,
  nextOff: () => [...operatorKeys.boards(), 'next-off'] as const,
  races: () => [...operatorKeys.all, 'race'] as const,
  race: (uid: string) => [...operatorKeys.races(), uid] as const,
  /** Under the race's key: whatever reloads the race reloads its book too. */
  exposure: (uid: string) => [...operatorKeys.race(uid), 'exposure'] as const,
  book: (uid: string) => [...operatorKeys.race(uid), 'book'] as const,
  priceModel: (uid: string) => [...operatorKeys.race(uid), 'price-model'] as const,
  reviewQueue: () => [...operatorKeys.all, 'review-queue'] as const,
  palpableErrors: () => [...operatorKeys.all, 'palpable-errors'] as const,
  playerSearch: (query: string) => [...operatorKeys.all, 'player-search', query] as const,
  player: (uid: string) => [...operatorKeys.all, 'player', uid] as const,
  audit: () => [...operatorKeys.all, 'audit'] as const,
  adjustmentRequests: () => [...operatorKeys.all, 'adjustment-requests'] as const,
  legal: () => [...operatorKeys.all, 'legal'] as const,
  dataRequests: () => [...operatorKeys.all, 'data-requests'] as const,
  breachNotices: () => [...operatorKeys.all, 'breach-notices'] as const,
};
