import {
  bannerBodySchemaFor,
  bannerListSchema,
  bannerSchema,
  contentUidParamsSchema,
  promotionBodySchemaFor,
  promotionListSchema,
  promotionSchema,
  tipBodySchemaFor,
  tipListSchema,
  tipSchema,
  type ContentLinkPolicy,
} from '@furlong/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-responses';
import { currentOperator } from '../../plugins/signed-in';
import { requires } from '../../plugins/operator-route-schema';
import { bannerStore } from './banner-store';
import type { ContentEditor } from './content-editor';
import type { ContentStore } from './content-store';
import { createContentItem } from './create-content-item';
import { deleteContentItem } from './delete-content-item';
import { promotionStore } from './promotion-store';
import { tipStore } from './tip-store';
import { updateContentItem } from './update-content-item';

type ContentApp = Parameters<FastifyPluginAsyncZod>[0];

interface CrudConfig<Body, Item> {
  /** Plural path segment: banners, tips, promotions. */
  collection: string;
  store: ContentStore<Body, Item>;
  bodySchema: z.ZodType<Body, unknown>;
  /** Typed loosely so one generic route set fits every kind; the store's Item is the real type. */
  itemSchema: z.ZodType;
  listSchema: z.ZodType;
}

const tags = ['operator', 'content'];
const errors = errorResponses(400, 401, 403, 404);

/** List, add, replace and delete for one kind of content; every write is audited. */
function registerCrud<Body, Item extends { uid: string }>(
  app: ContentApp,
  config: CrudConfig<Body, Item>,
) {
  const { collection, store, bodySchema, itemSchema, listSchema } = config;
  const base = `/content/${collection}`;
  const editorOf = (request: FastifyRequest): ContentEditor => ({
    operatorId: currentOperator(request).id,
    ip: request.ip,
    now: app.clock.now(),
  });

  app.get(
    base,
    {
      schema: {
        tags,
        security: requires('content:view'),
        summary: `Every ${store.kind}, active or not`,
        response: { 200: listSchema, ...errors },
      },
    },
    async () => store.listAll(app.database.db),
  );
  app.post(
    base,
    {
      schema: {
        tags,
        security: requires('content:edit'),
        summary: `Add a ${store.kind}`,
        body: bodySchema,
        response: { 201: itemSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createContentItem(app.database.db, store, request.body, editorOf(request))),
  );
  app.put(
    `${base}/:uid`,
    {
      schema: {
        tags,
        security: requires('content:edit'),
        summary: `Replace a ${store.kind}`,
        params: contentUidParamsSchema,
        body: bodySchema,
        response: { 200: itemSchema, ...errors },
      },
    },
    async (request) =>
      updateContentItem(
        app.database.db,
        store,
        request.params.uid,
        request.body,
        editorOf(request),
      ),
  );
  app.delete(
    `${base}/:uid`,
    {
      schema: {
        tags,
        security: requires('content:edit'),
        summary: `Delete a ${store.kind}`,
        params: contentUidParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteContentItem(app.database.db, store, request.params.uid, editorOf(request));
      return reply.status(204).send(null);
    },
  );
}

/** Registered inside the requireOperator scope of operators.routes.ts. */
export const operatorContentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Links lead to the site's own pages or to https hosts on the allow-list (decision 048).
  const linkPolicy: ContentLinkPolicy = {
    siteOrigin: new URL(app.env.PUBLIC_URL).origin,
    allowedHosts: app.env.CONTENT_LINK_HOSTS,
  };
  registerCrud(app, {
    collection: 'banners',
    store: bannerStore,
    bodySchema: bannerBodySchemaFor(linkPolicy),
    itemSchema: bannerSchema,
    listSchema: bannerListSchema,
  });
  registerCrud(app, {
    collection: 'tips',
    store: tipStore,
    bodySchema: tipBodySchemaFor(linkPolicy),
    itemSchema: tipSchema,
    listSchema: tipListSchema,
  });
  registerCrud(app, {
    collection: 'promotions',
    store: promotionStore,
    bodySchema: promotionBodySchemaFor(linkPolicy),
    itemSchema: promotionSchema,
    listSchema: promotionListSchema,
  });
};
