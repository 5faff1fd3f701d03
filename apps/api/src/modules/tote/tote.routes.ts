import {
  fixtureIdParamsSchema,
  idempotencyHeadersSchema,
  RACE_NOT_FOUND_MESSAGE,
  racePoolsSchema,
  SPORTS_CHANNEL,
  type PoolChangedData,
  toteTicketPlacedSchema,
  toteTicketRequestSchema,
  toteTicketsSchema,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import { replyOnce } from '../../idempotency/reply-once';
import { errorResponses } from '../../plugins/error-responses';
import { currentPlayer } from '../../plugins/signed-in';
import { announceAccountChange } from '../../realtime/announce-account-change';
import { createTaxRuleCache } from '../tax/tax-rule-cache';
import { buyTicketOnce } from './buy-ticket';
import { listToteTickets } from './list-tickets';
import { getRacePools } from './pool-approximates';
import { createPoolChangeAnnouncer } from './pool-changed';

const tags = ['tote'];
const security = [{ bearer: [] }];
const MY_TICKETS_LIMIT = 200;

/**
 * The tote for players (issue 27, decision 059): a race's pools with their approximates, buying
 * a ticket (Idempotency-Key required) and the player's tickets. Pools are run by the host
 * TOTE_HOST names (app.toteHost).
 */
export const toteRoutes: FastifyPluginAsyncZod = async (app) => {
  const taxRule = createTaxRuleCache(app.clock);
  const minDividendPaise = Math.round(app.env.TOTE_MIN_DIVIDEND_RUPEES * 100);
  const announcer = createPoolChangeAnnouncer<PoolChangedData>((data) =>
    app.hub.publish({ channel: SPORTS_CHANNEL, event: 'pool_changed', data }),
  );
  app.addHook('onClose', async () => announcer.close());

  app.get(
    '/mc/sport-fixture/:id/pools',
    {
      schema: {
        tags,
        summary:
          "A race's tote pools: status, commission, money in, carry-forward, approximates and declared dividends (rupees per ₹10 unit)",
        params: fixtureIdParamsSchema,
        response: { 200: racePoolsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const pools = await getRacePools(
        app.database.db,
        app.toteHost,
        request.params.id,
        app.clock.now(),
        minDividendPaise,
      );
      if (!pools) throw new AppError('NOT_FOUND', RACE_NOT_FOUND_MESSAGE);
      // Public and the same for everyone; pool_changed tells clients when to read it again.
      void reply.header('cache-control', 'public, max-age=2');
      return pools;
    },
  );

  app.post(
    '/customer/self/tote/tickets',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Buy a tote ticket: straight, box or banker (Idempotency-Key required)',
        headers: idempotencyHeadersSchema,
        body: toteTicketRequestSchema,
        response: {
          201: toteTicketPlacedSchema,
          ...errorResponses(400, 401, 402, 403, 404, 409, 422, 503),
        },
      },
    },
    async (request, reply) => {
      const player = currentPlayer(request);
      const answer = await buyTicketOnce(
        app.database.db,
        {
          playerId: player.id,
          key: request.headers['idempotency-key'],
          ticket: request.body,
          now: app.clock.now(),
          requestId: request.id,
        },
        { host: app.toteHost, findTaxRule: taxRule },
      );
      return replyOnce(reply, Promise.resolve(answer), () => {
        const sold = answer.sold;
        if (!sold) return;
        void announceAccountChange(app.hub, [player.id], {
          reason: 'BET_PLACED',
          fixture: sold.fixtureId,
        });
        announcer.noteSale({
          key: `${sold.fixtureId}:${sold.pool}`,
          data: { sportFixture: sold.fixtureId, pool: sold.pool, version: sold.poolUnits },
          isOpen: () => app.clock.now().getTime() < sold.startAt.getTime(),
        });
      });
    },
  );

  app.get(
    '/customer/self/tote/tickets',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Your tote tickets, newest first',
        response: { 200: toteTicketsSchema, ...errorResponses(401) },
      },
    },
    async (request) =>
      listToteTickets(app.database.db, currentPlayer(request).id, MY_TICKETS_LIMIT),
  );
};
