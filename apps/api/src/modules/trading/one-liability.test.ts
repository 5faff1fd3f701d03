import {
  betLiabilityPaise,
  breakDownLine,
  fixtureSchema,
  type Fixture,
  type RaceExposure,
  type ReviewQueueResponse,
} from '@furlong/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps, slipLineFor } from '../../../test/race-factory';
import { fundPlayer } from '../../../test/wallet-factory';
import { queryRows } from '../../db/query-rows';
import { potentialPayoutPaise } from '../bets/multiple-context';
import { publishRace } from '../race-control/publish-race';

describe('one liability for review, limits and exposure', () => {
  let subject: TestApp;
  let trader: { authorization: string };

  beforeAll(async () => {
    // A single whose liability is over ₹100 waits for a trader.
    subject = await buildTestApp({ env: { TRADER_REVIEW_LIABILITY_RUPEES: '100' } });
    await insertVenues(subject);
    trader = (await signedInOperator(subject, 'TRADER')).auth;
  });
  afterAll(async () => {
    await subject.close();
  });

  it("the database's bet_liability_paise is the contract's betLiabilityPaise, to the paisa", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            ticket: fc.integer({ min: 1, max: 9_999_900 }),
            price: fc.integer({ min: 1, max: 99_900 }),
            gst: fc.integer({ min: 0, max: 5000 }),
          }),
          { minLength: 1, maxLength: 50 },
        ),
        async (cases) => {
          const rows = await queryRows<{ liability: string }>(
            subject.database.db,
            sql`select bet_liability_paise(c.ticket, c.price, c.gst, (c.ticket * 10000) / (10000 + c.gst))::text as liability
              from rows from (jsonb_to_recordset(${JSON.stringify(cases)}::jsonb) as (ticket bigint, price integer, gst integer))
                with ordinality as c(ticket, price, gst, ord)
              order by c.ord`,
          );
          expect(rows.map((row) => Number(row.liability))).toEqual(
            cases.map((c) => betLiabilityPaise(c.ticket, c.price, c.gst)),
          );
        },
      ),
      { numRuns: 20 },
    );
  });

  it("a multiple's bet costs its runners in the database what the slip's potential payout says, less its face value", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          stake: fc.integer({ min: 100, max: 1_000_000 }),
          gst: fc.constantFrom(2800, 4000),
          prices: fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 2, maxLength: 6 }),
          cap: fc.integer({ min: 1, max: 50_000_000 }),
        }),
        async ({ stake, gst, prices, cap }) => {
          const face = breakDownLine(stake, 0, gst).faceValuePaise;
          const legs = prices.map((priceHundredths, index) => ({
            index,
            part: null,
            priceHundredths,
          }));
          const expected =
            potentialPayoutPaise(
              [{ stake, legs: legs.map((leg) => leg.index), part: null }],
              legs,
              gst,
              cap,
            ) - face;
          const [row] = await queryRows<{ liability: string }>(
            subject.database.db,
            sql`select multiple_bet_liability_paise('CONFIRMED', ${stake}, ${gst}, ${face}, ${cap},
                array_fill('ACCEPTED'::text, array[${prices.length}::integer]), ${`{${prices.join(',')}}`}::integer[])::text as liability`,
          );
          expect(Number(row?.liability)).toBe(expected);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('the review queue and the exposure screen show one figure for one bet', async () => {
    const id = await addRace(subject, new Date(Date.now() + 24 * 3600_000), { raceNumber: 1 });
    await publishRace(raceDeps(subject), id);
    const race: Fixture = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${id}` })).json(),
    );
    const player = await signedInPlayer(subject);
    await fundPlayer(subject, player.session.uid, 1_000_000);
    const line = slipLineFor(race, 1, 'WIN', 100);
    const placed = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/betslip',
      headers: { ...player.auth, 'idempotency-key': 'one-liability-1' },
      payload: [line],
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().bets[0].betStatus).toBe('ACCEPTED');
    const gstRateBp = Math.round(placed.json().bets[0].taxes.CGST * 200);
    const priceHundredths = Math.round((line.odds as number) * 100);
    const liability = betLiabilityPaise(10_000, priceHundredths, gstRateBp);
    // A case where the slip's potential payout less face value is a paisa short of it.
    const split = breakDownLine(10_000, priceHundredths, gstRateBp);
    expect(split.potentialPayoutPaise - split.faceValuePaise).not.toBe(liability);

    const queue = (
      await subject.app.inject({ url: '/api/operator/review-queue', headers: trader })
    ).json<ReviewQueueResponse>();
    const held = queue.bets.find((bet) => bet.race.uid === id);
    const exposure = (
      await subject.app.inject({ url: `/api/operator/races/${id}/exposure`, headers: trader })
    ).json<RaceExposure>();
    const runner = exposure.runners.find((each) => each.horseNo === 1);
    const cell = runner?.cells.find((each) => each.market === 'WIN');
    expect(held?.liability).toBe(liability / 100);
    expect(cell?.liability).toBe(liability / 100);
    expect(runner?.liability).toBe(liability / 100);
  });
});
