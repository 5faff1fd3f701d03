/**
 * STORM_SIZE=full runs the storms at the sizes of the load plan (10,000 attempts and more:
 * minutes on two cores); unset, each storm keeps the same shape at a size that lets the whole
 * suite stay fast in CI.
 */
export const isFullStorm = process.env.STORM_SIZE === 'full';

export const stormSize = <T>(quick: T, full: T): T => (isFullStorm ? full : quick);

/** Each storm test's time limit: generous for the quick size, ample for the full one. */
export const STORM_TIMEOUT_MS = stormSize(120_000, 900_000);
