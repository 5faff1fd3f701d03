import { defineConfig } from 'vitest/config';

/**
 * `npm test` at the root: every workspace's own vitest config, run as one suite. Each project
 * keeps its own environment (node for contract and API, jsdom for web) and is named after its
 * package, so `vitest run --project @furlong/api` runs one of them. Browser journeys are not
 * here: they need a built app and Chromium (`npm run test:e2e`).
 */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web'],
  },
});
