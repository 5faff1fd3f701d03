/** The server's clock; tests replace it to place a moment exactly (bets at the off). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
