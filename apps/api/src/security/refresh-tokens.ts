import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: refresh tokens are opaque, single-use, and stored only as a hash. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');

/** SHA-256 is enough for 256-bit random tokens: there is nothing to brute-force. */
export const hashRefreshToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
