import {
  combinationKey,
  POOL_SHAPES,
  ticketCombinations,
  TOTE_POOLS,
  toteTicketCost,
} from '@furlong/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundPool, settlePool, type Finish, type PoolBook } from './pool-dividends';
import { poolTransfer, ticketFigures, ticketTransfer } from './pool-ledger';
import { totePoolAccountId } from './tote-accounts';

const TAX = { tdsRateBp: 3_000, tdsThresholdPaise: 1_000_000 };
const GST_BP = 4_000;
const ACCOUNTS = {
  'cash-deposits': '00000000-0000-4000-8000-000000000001',
  'cash-winnings': '00000000-0000-4000-8000-000000000002',
  bonus: '00000000-0000-4000-8000-000000000003',
};

/**
 * Whatever tickets, scratches and finish: the tickets' dividends and refunds add up to the
 * pool's payout and refunds to the paisa, every transfer balances, and the pool account's legs
 * (tickets in, tickets and pool transfer out) sum to zero.
 */
describe('paying a pool’s tickets', () => {
  const drawn = fc
    .record({ pool: fc.constantFrom(...TOTE_POOLS), field: fc.integer({ min: 4, max: 10 }) })
    .chain(({ pool, field }) => {
      const horses = Array.from({ length: field }, (_, index) => index + 1);
      return fc.record({
        pool: fc.constant(pool),
        field: fc.constant(field),
        scratched: fc.subarray(horses, { maxLength: 2 }),
        order: fc.shuffledSubarray(horses, { minLength: field, maxLength: field }),
        deadHeat: fc.boolean(),
        voided: fc.boolean(),
        carryIn: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000 })),
        tickets: fc.array(
          fc.record({
            box: fc.boolean(),
            picks: fc.array(fc.subarray(horses, { minLength: 1, maxLength: 3 }), {
              minLength: 3,
              maxLength: 3,
            }),
            units: fc.integer({ min: 1, max: 700 }),
          }),
          { minLength: 1, maxLength: 25 },
        ),
      });
    });

  it('conserves the pool to the paisa, ticket by ticket', () => {
    fc.assert(
      fc.property(drawn, (draw) => {
        const shape = POOL_SHAPES[draw.pool];
        const tickets = draw.tickets
          .map((ticket, index) => {
            const box = ticket.box && shape.positions > 1;
            const selections = box
              ? [[...new Set(ticket.picks.flat())]]
              : ticket.picks.slice(0, shape.positions);
            const combinations = ticketCombinations(draw.pool, selections, box).map(combinationKey);
            const cost = toteTicketCost(combinations.length, ticket.units, GST_BP);
            return {
              id: `t${index}`,
              ticketNumber: `P${index}`,
              fixtureId: '00000000-0000-4000-8000-0000000000ff',
              pool: draw.pool,
              combinations,
              units: ticket.units,
              poolPaise: cost.poolPaise,
              cgstPaise: cost.cgstPaise,
              sgstPaise: cost.sgstPaise,
              gstRateBp: GST_BP,
              stakeFromDepositsPaise: cost.totalPaise,
            };
          })
          .filter((ticket) => ticket.combinations.length > 0);
        const units = new Map<string, number>();
        for (const ticket of tickets)
          for (const key of ticket.combinations)
            units.set(key, (units.get(key) ?? 0) + ticket.units);
        const starters = draw.order.filter((horse) => !draw.scratched.includes(horse));
        const book: PoolBook = {
          pool: draw.pool,
          commissionBp: shape.defaultCommissionBp,
          carryInPaise: draw.carryIn,
          minDividendPaise: 1_100,
          unitsByCombination: units,
          starters,
        };
        const placed = starters.slice(0, 3);
        const finish: Finish =
          draw.deadHeat && placed.length >= 2
            ? [placed.slice(0, 2), ...placed.slice(2).map((horse) => [horse])]
            : placed.map((horse) => [horse]);
        const outcome = draw.voided ? refundPool(book) : settlePool(book, finish);
        const starting = new Set(starters);
        let paid = 0;
        let refunded = 0;
        let poolLegs = 0n;
        for (const ticket of tickets) {
          const figures = ticketFigures(ticket, outcome, starting, TAX);
          paid += figures.totalWinPaise;
          refunded += figures.refundPoolPaise;
          expect(figures.refundGstPaise).toBeLessThanOrEqual(ticket.cgstPaise + ticket.sgstPaise);
          expect(figures.payoutPaise + figures.tdsPaise).toBe(figures.totalWinPaise);
          poolLegs += BigInt(ticket.poolPaise);
          const transfer = ticketTransfer(ticket, ACCOUNTS, figures);
          if (!transfer) continue;
          expect(transfer.legs.reduce((sum, leg) => sum + leg.amount, 0n)).toBe(0n);
          for (const leg of transfer.legs)
            if (leg.accountId === totePoolAccountId(ticket.fixtureId, draw.pool))
              poolLegs += leg.amount;
        }
        expect(paid).toBe(outcome.payoutPaise);
        expect(refunded).toBe(outcome.refundPaise);
        const moves = poolTransfer(tickets[0]?.fixtureId ?? '', draw.pool, outcome);
        const fromPool = moves?.legs[0]?.amount ?? 0n;
        expect(poolLegs + BigInt(draw.carryIn) + fromPool).toBe(0n);
      }),
      { numRuns: 2_000 },
    );
  });
});
