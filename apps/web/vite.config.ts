import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import type { CodeSplittingGroup } from 'rolldown';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { FIRST_SCREEN_MODULES, PAGE_MODULES, preloadFirstScreen } from './preload.config';
import { lazySchemas } from './lazy-schemas.config';
import { isLaterMessage } from './src/i18n/later-messages';
import { pwaOptions } from './pwa.config';

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
  // With the switch that must run before any schema is built (src/lib/zod-without-eval.ts).
  ['zod', /\/node_modules\/zod\/|\/src\/lib\/zod-without-eval\.ts$/],
  ['intl', /\/node_modules\/(react-intl|@formatjs|intl-messageformat)\//],
];

const normalize = (id: string): string => id.replaceAll('\\', '/');

/**
 * The chunks a first visit downloads, as few as they can be: the vendor libraries above, then
 * one chunk with everything else the entry loads up front and the first screen's parts
 * (FIRST_SCREEN_MODULES with their imports). Left to itself the bundler cut these into some 30
 * files of a few hundred bytes each, shared with other screens, and a phone on a slow network
 * waits for each round trip. Other screens still get their own chunks.
 */
const CHUNK_GROUPS: CodeSplittingGroup[] = [
  ...VENDOR_CHUNKS.map(([name, pattern], index) => ({
    name,
    test: (id: string) => pattern.test(normalize(id)),
    priority: 100 - index,
  })),
  {
    name: 'first-screen',
    test: (id: string) => FIRST_SCREEN_MODULES.some((pattern) => pattern.test(normalize(id))),
    priority: 20,
  },
  { name: 'first-screen', tags: ['$initial'], priority: 10 },
  // The race card with what it alone needs: one request, preloaded on race card addresses.
  ...PAGE_MODULES.map(({ name, module }) => ({
    name,
    test: (id: string) => module.test(normalize(id)),
    priority: 5,
  })),
];

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/** Below this a compressed copy saves less than the bytes of its own headers. */
const MIN_COMPRESS_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` and `.gz` beside every text asset once the bundle is on disk, so the server sends
 * them as they are (@fastify/static `preCompressed`) instead of compressing on each request or,
 * as before, not at all. Brotli at its highest quality: it runs once per build, not per request.
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'furlong:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const path = join(outDir, file);
            const content = await readFile(path);
            if (content.length < MIN_COMPRESS_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: zlibConstants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
          }),
      );
    },
  };
}

const CATALOGUE = /\/src\/i18n\/messages\/([^/]+)\.json(\?later)?$/;

/**
 * The message catalogues ship parsed (ICU syntax trees), so the app carries no ICU parser: the
 * build parses each message once, and the parser module is swapped for FormatJS's parser-free
 * build (decision 042). A message that does not parse fails the build.
 *
 * English is cut in two (decision 088): `en-IN.json` without the LATER_NAMESPACES, which ship
 * as `en-IN.json?later`, a chunk of their own that lazy screens wait for.
 */
function precompileMessages(): Plugin {
  return {
    name: 'furlong:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      const match = CATALOGUE.exec(id.replaceAll('\\', '/'));
      if (!match) return null;
      const [, language, later] = match;
      const messages = Object.entries(JSON.parse(code) as Record<string, string>).filter(
        ([key]) => language !== 'en-IN' || isLaterMessage(key) === Boolean(later),
      );
      const parsed = Object.fromEntries(
        messages.map(([key, message]) => [key, parseMessage(message)]),
      );
      // A string for JSON.parse rather than an object literal: the engine reads JSON faster
      // than the same object as script, and a catalogue is the largest object the entry builds.
      return {
        code: `export default JSON.parse(${JSON.stringify(JSON.stringify(parsed))});`,
        map: null,
        moduleType: 'js',
      };
    },
  };
}

export default defineConfig({
  plugins: [
    precompileMessages(),
    lazySchemas(),
    react(),
    preloadFirstScreen(),
    VitePWA(pwaOptions(join(import.meta.dirname, 'dist'))),
    precompressAssets(),
  ],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // scripts/page-weight.ts reads the exact chunk graph from the manifest.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
});
