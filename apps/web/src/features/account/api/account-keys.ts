/**
 * Every query about the signed-in player sits under ['account']: signing out removes them all
 * at once, so the next player on the device never sees the last one's details or balance.
 */
export const accountKeys = {
  all: ['account'] as const,
  self: ['account', 'self'] as const,
  wallet: ['account', 'wallet'] as const,
  sessions: ['account', 'sessions'] as const,
  secondFactor: ['account', 'second-factor'] as const,
};
