import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: tests need no proxy or chunking, and JSX is compiled from tsconfig.
export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
