import {
  betSlipSchema,
  idempotencyHeadersSchema,
  placeBetsResponseSchema,
  placedBetsSchema,
  placeMultipleRequestSchema,
  placeMultipleResponseSchema,
} from '@furlong/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Histogram } from 'prom-client';
import { AppError } from '../../app-error';
import { replyOnce } from '../../idempotency/reply-once';
import type { Metrics } from '../../metrics/metrics';
import { errorResponses } from '../../plugins/error-responses';
import { currentPlayer } from '../../plugins/signed-in';
import { announceAccountChange } from '../../realtime/announce-account-change';
import { createTaxRuleCache } from '../tax/tax-rule-cache';
import { findPlayerBets, findPlayerMultipleBets, findRacesOfBets } from './bets.queries';
import { placeMultipleOnce } from './place-multiple-once';
import { placeSlipOnce } from './place-slip-once';
import { createSlipBatcher } from './slip-batcher';
import { toPlacedBet } from './to-placed-bet';
import { toPlacedMultipleBet } from './to-placed-multiple-bet';

const tags = ['bets'];
const security = [{ bearer: [] }];
const MY_BETS_LIMIT = 200;
/** Most slips in one transaction: each is a subtransaction, and a backend caches 64 cheaply. */
const SLIP_BATCH_MAX = 32;
/** Batches in flight at once on PostgreSQL, each on a pool connection (the pool holds 20). */
const SLIP_BATCHES_IN_FLIGHT = 4;

export const betsRoutes: FastifyPluginAsyncZod = async (app) => {
  const taxRule = createTaxRuleCache(app.clock);
  const batchSizes = new Histogram({
    name: 'furlong_bet_slip_batch_size',
    help: 'Slips placed together in one transaction (group commit, decision 041)',
    buckets: [1, 2, 4, 8, 16, 32],
    registers: [app.metrics.registry],
  });
  // The embedded database has one connection: one batch at a time, the rest queue behind it.
  const slipBatcher = createSlipBatcher(app.database.db, {
    maxBatch: SLIP_BATCH_MAX,
    maxInFlight: app.database.kind === 'postgres' ? SLIP_BATCHES_IN_FLIGHT : 1,
    onBatch: (size) => batchSizes.observe(size),
  });
  app.post(
    '/customer/self/sports/betslip',
    {
      onRequest: app.requirePlayer,
      // Refusals thrown before or inside the handler (bad input, sign-in, a key in use).
      onError: async (_request, _reply, error) => {
        app.metrics.betsRefused.inc({ reason: refusalReason(error) });
      },
      schema: {
        tags,
        security,
        summary: 'Place a slip of single bets, all or none (Idempotency-Key required)',
        headers: idempotencyHeadersSchema,
        body: betSlipSchema,
        response: {
          201: placeBetsResponseSchema,
          ...errorResponses(400, 401, 402, 403, 409, 422, 503),
        },
      },
    },
    async (request, reply) => {
      const player = currentPlayer(request);
      const now = app.clock.now();
      return replyOnce(
        reply,
        placeSlipOnce(
          app.database.db,
          slipBatcher,
          {
            playerId: player.id,
            key: request.headers['idempotency-key'],
            lines: request.body,
            now,
            requestId: request.id,
          },
          {
            reviewLiabilityPaise: app.env.TRADER_REVIEW_LIABILITY_RUPEES * 100,
            findTaxRule: taxRule,
          },
        ),
        (answer) => {
          // A replay answers the same slip again: it was counted the first time.
          countSlipAnswer(app.metrics, answer);
          // The player's other tabs and devices refresh their balance and bets.
          if (answer.status === 201)
            void announceAccountChange(app.hub, [player.id], { reason: 'BET_PLACED' });
        },
      );
    },
  );

  app.get(
    '/customer/self/sports/bets',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary: 'Your bets, newest first',
        response: { 200: placedBetsSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const playerId = currentPlayer(request).id;
      const placed = await findPlayerBets(app.database.db, playerId, MY_BETS_LIMIT);
      const multiples = await findPlayerMultipleBets(app.database.db, playerId, MY_BETS_LIMIT);
      const races = await findRacesOfBets(app.database.db, [
        ...placed.map((bet) => bet.fixtureId),
        ...multiples.flatMap(({ legs }) => legs.map((leg) => leg.fixtureId)),
      ]);
      // Singles and multiples' bets in one list, newest first.
      return [
        ...placed.map((bet) => ({
          placedAt: bet.placedAt,
          ticketNumber: bet.ticketNumber,
          reply: toPlacedBet(
            bet,
            races.get(bet.fixtureId) ?? { venueName: '', raceName: '', raceNumber: 0 },
          ),
        })),
        ...multiples.map(({ bet, legs }) => ({
          placedAt: bet.placedAt,
          ticketNumber: bet.ticketNumber,
          reply: toPlacedMultipleBet(bet, legs, races),
        })),
      ]
        .sort(
          (a, b) =>
            b.placedAt.getTime() - a.placedAt.getTime() ||
            b.ticketNumber.localeCompare(a.ticketNumber),
        )
        .slice(0, MY_BETS_LIMIT)
        .map((item) => item.reply);
    },
  );

  app.post(
    '/customer/self/sports/multiples',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags,
        security,
        summary:
          'Place a multiple (Accumulator or Kenchi, each-way or not), all its bets or none (Idempotency-Key required)',
        headers: idempotencyHeadersSchema,
        body: placeMultipleRequestSchema,
        response: {
          201: placeMultipleResponseSchema,
          ...errorResponses(400, 401, 402, 403, 409, 422, 503),
        },
      },
    },
    async (request, reply) => {
      const player = currentPlayer(request);
      return replyOnce(
        reply,
        placeMultipleOnce(
          app.database.db,
          {
            playerId: player.id,
            key: request.headers['idempotency-key'],
            body: request.body,
            now: app.clock.now(),
            requestId: request.id,
          },
          {
            reviewPayoutPaise: app.env.MULTIPLE_REVIEW_LIABILITY_RUPEES * 100,
            maxPayoutPaise: app.env.MULTIPLE_MAX_PAYOUT_RUPEES * 100,
            findTaxRule: taxRule,
          },
        ),
        (answer) => {
          if (answer.status === 201)
            void announceAccountChange(app.hub, [player.id], { reason: 'BET_PLACED' });
        },
      );
    },
  );
};

function countSlipAnswer(metrics: Metrics, answer: { status: number; body: unknown }): void {
  const body = answer.body as { bets?: unknown[]; code?: string };
  if (answer.status === 201) metrics.betsPlaced.inc(body.bets?.length ?? 0);
  else metrics.betsRefused.inc({ reason: body.code ?? String(answer.status) });
}

function refusalReason(error: FastifyError): string {
  if (error instanceof AppError) return error.code;
  return error.validation ? 'VALIDATION_FAILED' : 'INTERNAL';
}
