import { transactionsPageSchema, transactionsQuerySchema, walletSchema } from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import { currentPlayer } from '../../plugins/signed-in';
import { getWallet } from './get-wallet';
import { listTransactions } from './list-transactions';

const tags = ['wallet'];
const security = [{ bearer: [] }];

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer/self/wallet',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Your cash and bonus pockets, in rupees',
        response: { 200: walletSchema, ...errorResponses(401) },
      },
    },
    async (request) => getWallet(app.database.db, currentPlayer(request).id),
  );

  app.get(
    '/customer/self/transactions',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'A page of your money movements, newest first',
        querystring: transactionsQuerySchema,
        response: { 200: transactionsPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      listTransactions(
        app.database.db,
        currentPlayer(request).id,
        request.query.page,
        request.query.size,
      ),
  );
};
