import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendNotFound } from './error-handler';
import {
  FIRST_SCREEN_ROUTES,
  readFirstScreenAssets,
  renderFirstScreenDocument,
} from './first-screen/first-screen';

const SAFE_ASSET = /^\/assets\/[\w.-]+\.js$/;

/** Written by the web build (apps/web/preload.config.ts): chunks a page needs, per address. */
const PAGE_PRELOADS_FILE = 'page-preloads.json';
const pagePreloadsSchema = z.array(
  z.object({
    pathPrefix: z.string().startsWith('/'),
    files: z.array(z.string().regex(SAFE_ASSET)),
  }),
);

/**
 * `Link` headers per address prefix, so a phone opening a race card fetches its screen's code
 * with the page instead of after the entry has run. `crossorigin` matches the module scripts'
 * own requests, so the preloaded copy is the one used.
 */
function readPagePreloads(root: string): ReadonlyArray<{ pathPrefix: string; link: string }> {
  const file = resolve(root, PAGE_PRELOADS_FILE);
  if (!existsSync(file)) return [];
  const parsed = pagePreloadsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) return [];
  return parsed.data
    .filter(({ files }) => files.length > 0)
    .map(({ pathPrefix, files }) => ({
      pathPrefix,
      link: files.map((href) => `<${href}>; rel=modulepreload; as=script; crossorigin`).join(', '),
    }));
}

/**
 * Serves the built React app from the same origin as the API. Any GET outside /api that
 * is not a file falls back to index.html so client-side routes survive a reload; a missing
 * file under /assets/ is a 404 (a stale chunk must fail loudly, not load a page as script).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const root = resolve(webDist);
  const hasWebApp = existsSync(resolve(root, 'index.html'));
  const pagePreloads = hasWebApp ? readPagePreloads(root) : [];
  // Read once: a new web build comes with a restart, as its assets do.
  const firstScreen = hasWebApp ? readFirstScreenAssets(root) : undefined;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each text asset: sent as they are, never
      // compressed per request (falls back to the plain file for clients that take neither).
      preCompressed: true,
      // Our own cache-control below: fingerprinted assets forever, everything else revalidated.
      cacheControl: false,
      setHeaders: (res, path) => {
        // Vite fingerprints everything under /assets, so those can be cached for good.
        const immutable = path.includes(`${resolve(root, 'assets')}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDist: root }, 'web app not built: serving the API only');
  }

  /** The app's page for a client route: its first screen drawn in where it has one. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const preload = pagePreloads.find(({ pathPrefix }) => path.startsWith(pathPrefix));
    if (preload) void reply.header('link', preload.link);
    void reply.header('cache-control', 'no-cache');
    const page =
      request.method === 'GET' && firstScreen
        ? await renderFirstScreenDocument(app, firstScreen, path).catch((error: unknown) => {
            // The shell alone still works: the app fetches what the page would have carried.
            request.log.warn({ err: error }, 'first screen not drawn');
            return undefined;
          })
        : undefined;
    if (!page) return reply.sendFile('index.html');
    void reply.header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  };

  if (hasWebApp) {
    // The first-screen pages are routes of their own, so the response compression (a route
    // hook) applies to their HTML; any other client route is the not-found fallback below.
    for (const url of FIRST_SCREEN_ROUTES) {
      app.get(url, { schema: { hide: true } }, (request, reply) =>
        sendPage(request, reply, request.url.split('?')[0] ?? '/'),
      );
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const isFile = path.startsWith('/assets/');
    if (!hasWebApp || !wantsPage || isFile || path === '/api' || path.startsWith('/api/')) {
      sendNotFound(request, reply);
      return;
    }
    return sendPage(request, reply, path);
  });
}
