import { bannerListSchema, promotionListSchema, tipListSchema } from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bannerStore } from './banner-store';
import type { ContentStore } from './content-store';
import { listActiveContent } from './list-active-content';
import { promotionStore } from './promotion-store';
import { tipStore } from './tip-store';

/**
 * Browsers and shared caches may keep a list a minute; after that they revalidate with the
 * ETag and usually get a 304. So an operator's edit shows everywhere within a minute.
 */
const CACHE_CONTROL = 'public, max-age=60';

type ContentApp = Parameters<FastifyPluginAsyncZod>[0];

function registerPublicList<Item>(
  app: ContentApp,
  path: string,
  store: ContentStore<never, Item>,
  schema: z.ZodType<Item[]>,
  summary: string,
): void {
  app.get(
    path,
    {
      schema: {
        tags: ['content'],
        summary,
        response: { 200: schema, 304: z.null().describe('Not modified since the ETag') },
      },
    },
    async (request, reply) => {
      const listing = await listActiveContent(app.database.db, store, app.clock.now());
      void reply.header('cache-control', CACHE_CONTROL).header('etag', listing.etag);
      if (request.headers['if-none-match'] === listing.etag) return reply.status(304).send(null);
      // Serialised once (the ETag is its hash); a string body is sent as it is.
      return reply.type('application/json; charset=utf-8').send(listing.body as unknown as Item[]);
    },
  );
}

/** Public reads of the home-page content: only what is active at the server's now. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  registerPublicList(
    app,
    '/content/banners',
    bannerStore,
    bannerListSchema,
    'Active carousel banners, in order',
  );
  registerPublicList(
    app,
    '/content/tips',
    tipStore,
    tipListSchema,
    "Tips for today's and the coming race days",
  );
  registerPublicList(
    app,
    '/content/promotions',
    promotionStore,
    promotionListSchema,
    'Active promotions, in order',
  );
};
