import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * `npm test` at the root: every workspace's own vitest config, run as one suite. Each project
 * keeps its own environment (node for contract and API, jsdom for web) and is named after its
 * package, so `vitest run --project @furlong/api` runs one of them. Browser journeys are not
 * here: they need a built app and Chromium (`npm run test:e2e`).
 *
 * At least two files at once: vitest's default (one fewer than the cores) runs a 2-core
 * machine's suite one file at a time, while most files spend much of their time waiting on a
 * database, a socket or a timer. Every file has its own database and rate-limit keys.
 */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
