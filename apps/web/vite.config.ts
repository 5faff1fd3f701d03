import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption, type ProxyOptions } from 'vite';

/** The API in development (`npm start` at the root); the built app is served by it directly. */
const API_ORIGIN = 'http://localhost:8080';

const apiProxy: Record<string, ProxyOptions> = {
  // ws: true carries the realtime WebSocket (/api/realtime) through the same proxy.
  '/api': { target: API_ORIGIN, changeOrigin: true, ws: true },
};

/**
 * Libraries that every screen needs get their own long-lived chunks, so a release that only
 * changes app code keeps them cached on a player's phone. Anything not listed (hls.js later)
 * stays with the lazy route that imports it instead of inflating the first load.
 */
const VENDOR_CHUNKS: ReadonlyArray<readonly [string, RegExp]> = [
  ['react', /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//],
  // The styling engine only: MUI components stay with the screens that use them.
  [
    'mui-engine',
    /\/node_modules\/(@emotion|@mui\/(system|styled-engine|utils|private-theming)|stylis)\//,
  ],
  ['query', /\/node_modules\/@tanstack\//],
  ['zod', /\/node_modules\/zod\//],
];

function chooseVendorChunk(id: string): string | undefined {
  const normalized = id.replaceAll('\\', '/');
  return VENDOR_CHUNKS.find(([, pattern]) => pattern.test(normalized))?.[0];
}

// The workspace root hoists Vite 8 (for vitest) while this app builds with Vite 7, and the React
// plugin's types resolve against the root copy. The plugin supports both at run time; only the
// declared types differ, hence the cast. Drop it once the root resolves a single Vite.
const reactPlugin = react() as unknown as PluginOption;

export default defineConfig({
  plugins: [reactPlugin],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // scripts/page-weight.ts reads the exact chunk graph from the manifest.
    manifest: true,
    rollupOptions: { output: { manualChunks: chooseVendorChunk } },
  },
});
