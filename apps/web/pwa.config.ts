import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VitePWAOptions } from 'vite-plugin-pwa';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The modules whose code is fetched ahead, on install: the race day and the race card open
 * offline from the first visit, and so does the card's slip (its own lazy chunk), which then
 * says it will not place. Every other chunk (the operator console, live video, account
 * screens) is kept only once a player has used it, so installing costs a weak signal the race
 * day's bytes, not the whole app's.
 */
const SHELL_ROUTES = ['race-day-screen', 'fixture-screen', 'bet-slip'];

/** The entry, the shell's chunks and everything they import statically, from Vite's manifest. */
export function shellFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  Object.keys(manifest)
    .filter(
      (key) =>
        manifest[key]?.isEntry ||
        SHELL_ROUTES.some((route) => new RegExp(`/${route}\\.[jt]sx?$`).test(key)),
    )
    .forEach(visit);
  return files;
}

export function pwaOptions(outDir: string): Partial<VitePWAOptions> {
  return {
    // Registered by the app itself once the page is idle (src/lib/register-service-worker.ts).
    injectRegister: false,
    registerType: 'autoUpdate',
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.svg', 'silks/fallback.svg'],
    manifest: {
      id: '/',
      name: 'Furlong: horse racing',
      short_name: 'Furlong',
      description: 'Fixed-odds horse-race betting for players in India.',
      lang: 'en-IN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#ffffff',
      theme_color: '#0b4d36',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      // Web Push: shows a push as a notification and opens its page on a tap (decision 081).
      importScripts: ['/push-sw.js'],
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The shell only (see SHELL_ROUTES), plus the page and the app's own icons.
      manifestTransforms: [
        (entries) => {
          const manifestPath = join(outDir, '.vite', 'manifest.json');
          if (!existsSync(manifestPath)) return { manifest: entries, warnings: [] };
          const shell = shellFiles(
            JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>,
          );
          const manifest = entries.filter(
            (entry) =>
              shell.has(entry.url) ||
              !entry.url.startsWith('assets/') ||
              entry.url.endsWith('.css'),
          );
          return {
            manifest: manifest.filter(
              (entry) =>
                !entry.url.startsWith('content/') &&
                !entry.url.startsWith('flags/') &&
                (!entry.url.startsWith('silks/') || entry.url === 'silks/fallback.svg'),
            ),
            warnings: [],
          };
        },
      ],
      // Any page address opens the app's shell; the API and the console's own files are no pages.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          // Public race data (race days, cards, price history, form, reference): the network
          // first, the last answer seen when it fails. Never a player's own data, never a POST:
          // a bet is placed online or not at all.
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin && request.method === 'GET' && url.pathname.startsWith('/api/mc/'),
          handler: 'NetworkFirst',
          method: 'GET',
          options: {
            cacheName: 'race-data',
            networkTimeoutSeconds: 6,
            expiration: { maxEntries: 80, maxAgeSeconds: 2 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Chunks of screens beyond the shell, once used: fingerprinted, so never stale.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          method: 'GET',
          options: {
            cacheName: 'app-chunks',
            expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && /^\/(silks|flags)\//.test(url.pathname),
          handler: 'StaleWhileRevalidate',
          method: 'GET',
          options: {
            cacheName: 'race-images',
            expiration: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 },
          },
        },
      ],
    },
  };
}
