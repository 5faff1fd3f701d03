import {
  idempotencyHeadersSchema,
  multiRacePoolsSchema,
  multiRaceTicketPlacedSchema,
  multiRaceTicketRequestSchema,
  multiRaceTicketsSchema,
  raceDayParamsSchema,
  SPORTS_CHANNEL,
  type MultiRacePoolChangedData,
} from '@furlong/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyOnce } from '../../idempotency/reply-once';
import { errorResponses } from '../../plugins/error-responses';
import { currentPlayer } from '../../plugins/signed-in';
import { announceAccountChange } from '../../realtime/announce-account-change';
import { createTaxRuleCache } from '../tax/tax-rule-cache';
import { buyMultiRaceTicketOnce } from './buy-multi-race-ticket';
import { getMultiRacePools, listMultiRaceTickets } from './multi-race-pools';
import { createPoolChangeAnnouncer } from './pool-changed';

const tags = ['tote'];
const security = [{ bearer: [] }];
const MY_TICKETS_LIMIT = 200;

/**
 * Multi-race pools for players (issue 28, decision 065): a day's Trebles, Mini Jackpots and
 * Jackpots with will-pays, buying a ticket (Idempotency-Key required) and the player's tickets.
 */
export const multiRaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const taxRule = createTaxRuleCache(app.clock);
  const minDividendPaise = Math.round(app.env.TOTE_MIN_DIVIDEND_RUPEES * 100);
  const announcer = createPoolChangeAnnouncer<MultiRacePoolChangedData>((data) =>
    app.hub.publish({ channel: SPORTS_CHANNEL, event: 'multi_race_pool_changed', data }),
  );
  app.addHook('onClose', async () => announcer.close());

  app.get(
    '/mc/race-days/:day/multi-race-pools',
    {
      schema: {
        tags,
        summary:
          "A day's multi-race pools (India date): legs, money in, carry-forward in, will-pays before the last leg and declared dividends (rupees per ₹10 line)",
        params: raceDayParamsSchema,
        response: { 200: multiRacePoolsSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      // Will-pays and dividends change the moment a leg is official, and the screen refetches on
      // that leg's change: a cached answer would show the pool as it was before it.
      void reply.header('cache-control', 'no-cache');
      return getMultiRacePools(
        app.database.db,
        request.params.day,
        app.clock.now(),
        minDividendPaise,
        app.toteHost,
      );
    },
  );

  app.post(
    '/customer/self/tote/multi-race-tickets',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Buy a Treble, Mini Jackpot or Jackpot ticket (Idempotency-Key required)',
        headers: idempotencyHeadersSchema,
        body: multiRaceTicketRequestSchema,
        response: {
          201: multiRaceTicketPlacedSchema,
          ...errorResponses(400, 401, 402, 403, 404, 409, 422, 503),
        },
      },
    },
    async (request, reply) => {
      const player = currentPlayer(request);
      const answer = await buyMultiRaceTicketOnce(
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
        void announceAccountChange(app.hub, [player.id], { reason: 'BET_PLACED' });
        announcer.noteSale({
          key: sold.poolId,
          data: { pool: sold.poolId, raceDay: sold.raceDay, version: sold.poolUnits },
          isOpen: () => app.clock.now().getTime() < sold.closesAt.getTime(),
        });
      });
    },
  );

  app.get(
    '/customer/self/tote/multi-race-tickets',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary:
          'Your multi-race tickets, newest first: legs, substitutes, legs won so far and whether still alive',
        response: { 200: multiRaceTicketsSchema, ...errorResponses(401) },
      },
    },
    async (request) =>
      listMultiRaceTickets(
        app.database.db,
        currentPlayer(request).id,
        MY_TICKETS_LIMIT,
        app.clock.now(),
      ),
  );
};
