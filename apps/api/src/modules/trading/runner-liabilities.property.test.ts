import { breakDownLine, fixtureSchema, winningPayoutPaise, type Fixture } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps, slipLineFor } from '../../../test/race-factory';
import { fundPlayer } from '../../../test/wallet-factory';
import { queryRows } from '../../db/query-rows';
import { declareResult, type ResultInput } from '../race-control/declare-result';
import { publishRace } from '../race-control/publish-race';
import { suspendRace } from '../race-control/suspend-race';
import { voidRace } from '../race-control/void-race';
import { settleRace } from '../settlement/settle-race';
import { multipleReturnPaise, type LegOutcome } from '../settlement/multiple-return';

/** What a runner's open bets cost if it wins, worked in TypeScript from the rows alone. */
async function expectedLiabilities(subject: TestApp): Promise<Map<string, number>> {
  const expected = new Map<string, number>();
  const add = (participant: string, paise: number) =>
    expected.set(participant, (expected.get(participant) ?? 0) + paise);
  const singles = await queryRows<{
    participant_id: string;
    stake_paise: string;
    price_hundredths: number;
    gst_rate_bp: number;
  }>(
    subject.database.db,
    sql`select participant_id, stake_paise::text, price_hundredths, gst_rate_bp from bets
      where status in ('ACCEPTED', 'CONFIRMED')`,
  );
  for (const bet of singles) {
    const stake = Number(bet.stake_paise);
    add(
      bet.participant_id,
      winningPayoutPaise(stake, bet.price_hundredths, bet.gst_rate_bp) -
        breakDownLine(stake, 0, bet.gst_rate_bp).faceValuePaise,
    );
  }
  const legs = await queryRows<{
    bet_id: string;
    stake_paise: string;
    gst_rate_bp: number;
    max_payout_paise: string;
    participant_id: string;
    status: string;
    price_hundredths: number;
  }>(
    subject.database.db,
    sql`select b.id as bet_id, b.stake_paise::text, b.gst_rate_bp, b.max_payout_paise::text,
        l.participant_id, l.status, l.price_hundredths
      from multiple_bets b join multiple_bet_legs l on l.bet_id = b.id
      where b.status in ('ACCEPTED', 'CONFIRMED') order by b.id, l.leg_index`,
  );
  const byBet = new Map<string, typeof legs>();
  for (const leg of legs) byBet.set(leg.bet_id, [...(byBet.get(leg.bet_id) ?? []), leg]);
  for (const betLegs of byBet.values()) {
    if (betLegs.some((leg) => leg.status === 'LOST')) continue;
    const bet = betLegs[0] as (typeof legs)[number];
    const stake = Number(bet.stake_paise);
    // Every leg not void taken as won at the price struck, no deduction or dead heat.
    const outcomes = betLegs.map((leg): LegOutcome =>
      leg.status === 'VOID'
        ? { kind: 'VOID' }
        : { kind: 'WON', priceHundredths: leg.price_hundredths, share: [1, 1], deductionBp: 0 },
    );
    const payout = Number(
      multipleReturnPaise(
        { stakePaise: stake, gstRateBp: bet.gst_rate_bp },
        outcomes,
        Number(bet.max_payout_paise),
        false,
      ),
    );
    const liability = payout - breakDownLine(stake, 0, bet.gst_rate_bp).faceValuePaise;
    for (const leg of betLegs) if (leg.status === 'ACCEPTED') add(leg.participant_id, liability);
  }
  return expected;
}

/** Every runner's running figure against the recomputed one and the TypeScript one. */
async function expectRunningFiguresHold(subject: TestApp): Promise<number> {
  const rows = await queryRows<{ participant_id: string; running: string; recomputed: string }>(
    subject.database.db,
    sql`select participant_id, liability_paise::text as running,
        runner_liability_paise(participant_id)::text as recomputed from runner_liabilities`,
  );
  const expected = await expectedLiabilities(subject);
  // Every runner of the races is limited, and bets on it made its row.
  for (const participant of expected.keys())
    expect(rows.map((row) => row.participant_id)).toContain(participant);
  for (const row of rows) {
    expect(Number(row.running), row.participant_id).toBe(Number(row.recomputed));
    expect(Number(row.running), row.participant_id).toBe(expected.get(row.participant_id) ?? 0);
  }
  return rows.length;
}

/** Limits every runner of the race, far above what these bets reach (a race default). */
async function limitEveryRunner(subject: TestApp, raceId: string) {
  const trader = (await signedInOperator(subject, 'TRADER')).auth;
  const set = await subject.app.inject({
    method: 'PUT',
    url: `/api/operator/races/${raceId}/liability-limits`,
    headers: trader,
    payload: { horseNo: null, amount: 10_000_000, action: 'REFUSE' },
  });
  expect(set.statusCode).toBe(200);
}

type Action =
  | { kind: 'single'; race: number; horse: number; rupees: number }
  | { kind: 'multiple'; races: number[]; horses: number[]; eachWay: boolean; kenchi: boolean }
  | { kind: 'leg'; pick: number; status: 'WON' | 'LOST' | 'VOID' | 'ACCEPTED' }
  | { kind: 'race-legs'; race: number; status: 'VOID' | 'ACCEPTED' }
  | { kind: 'bet'; pick: number; status: string }
  | { kind: 'multiple-bet'; pick: number; status: string };

const RACES = 3;
const STATUSES = ['ACCEPTED', 'CONFIRMED', 'REJECTED', 'WON', 'LOST', 'VOID'];
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('single' as const),
    race: fc.nat(RACES - 1),
    horse: fc.integer({ min: 1, max: 4 }),
    rupees: fc.integer({ min: 100, max: 900 }),
  }),
  fc.record({
    kind: fc.constant('multiple' as const),
    races: fc.shuffledSubarray([0, 1, 2], { minLength: 2 }),
    horses: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 3, maxLength: 3 }),
    eachWay: fc.boolean(),
    kenchi: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('leg' as const),
    pick: fc.nat(),
    status: fc.constantFrom('WON' as const, 'LOST' as const, 'VOID' as const, 'ACCEPTED' as const),
  }),
  fc.record({
    kind: fc.constant('race-legs' as const),
    race: fc.nat(RACES - 1),
    status: fc.constantFrom('VOID' as const, 'ACCEPTED' as const),
  }),
  fc.record({
    kind: fc.constant('bet' as const),
    pick: fc.nat(),
    status: fc.constantFrom(...STATUSES),
  }),
  fc.record({
    kind: fc.constant('multiple-bet' as const),
    pick: fc.nat(),
    status: fc.constantFrom(...STATUSES),
  }),
);

describe("a limited runner's running liability", () => {
  let subject: TestApp;
  const races: Fixture[] = [];
  let auth: Record<string, string>;
  let keys = 0;

  beforeAll(async () => {
    subject = await buildTestApp({
      env: {
        TRADER_REVIEW_LIABILITY_RUPEES: '10000000',
        MULTIPLE_REVIEW_LIABILITY_RUPEES: '10000000',
      },
    });
    await insertVenues(subject);
    for (let race = 1; race <= RACES; race += 1) {
      const id = await addRace(subject, new Date(Date.now() + 24 * 3600_000 + race * 60_000), {
        raceNumber: race,
      });
      await publishRace(raceDeps(subject), id);
      await limitEveryRunner(subject, id);
      races.push(
        fixtureSchema.parse(
          (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${id}` })).json(),
        ),
      );
    }
    const player = await signedInPlayer(subject);
    await fundPlayer(subject, player.session.uid, 1_000_000_000);
    auth = player.auth;
  });
  afterAll(async () => {
    await subject.close();
  });

  async function apply(step: Action): Promise<void> {
    const db = subject.database.db;
    const headers = { ...auth, 'idempotency-key': `running-${(keys += 1)}` };
    switch (step.kind) {
      case 'single': {
        const race = races[step.race] as Fixture;
        const placed = await subject.app.inject({
          method: 'POST',
          url: '/api/customer/self/sports/betslip',
          headers,
          payload: [slipLineFor(race, step.horse, 'WIN', step.rupees)],
        });
        expect(placed.statusCode).toBe(201);
        return;
      }
      case 'multiple': {
        const legs = step.races.map((index, at) => {
          const line = slipLineFor(races[index] as Fixture, step.horses[at] ?? 1, 'WIN');
          return {
            sportFixture: line.sportFixture,
            selection: line.selection,
            market: 'WIN',
            odds: line.odds,
          };
        });
        const placed = await subject.app.inject({
          method: 'POST',
          url: '/api/customer/self/sports/multiples',
          headers,
          payload: {
            kind: step.kenchi && legs.length > 2 ? 'KENCHI' : 'ACCUMULATOR',
            eachWay: step.eachWay,
            unitStake: 100,
            legs,
          },
        });
        expect(placed.statusCode).toBe(201);
        return;
      }
      case 'leg': {
        // One leg settled (a dead heat and a deduction with a win), voided or corrected back.
        const won = step.status === 'WON';
        await db.execute(sql`update multiple_bet_legs set status = ${step.status},
            share_paid = ${won ? 1 : null}, share_of = ${won ? 2 : null}, deduction_bp = ${won ? 1500 : null}
          where (bet_id, leg_index) = (select bet_id, leg_index from multiple_bet_legs
            order by bet_id, leg_index offset ${step.pick} % greatest(1, (select count(*) from multiple_bet_legs)) limit 1)`);
        return;
      }
      case 'race-legs':
        // Many legs of many bets in one statement (a race voided, or its result corrected).
        await db.execute(sql`update multiple_bet_legs set status = ${step.status}
          where fixture_id = ${(races[step.race] as Fixture).uid}::uuid`);
        return;
      case 'bet':
        await db.execute(sql`update bets set status = ${step.status}
          where id = (select id from bets order by id
            offset ${step.pick} % greatest(1, (select count(*) from bets)) limit 1)`);
        return;
      case 'multiple-bet':
        // A whole multiple at once (its each-way pair or Kenchi combinations), as review decides.
        await db.execute(sql`update multiple_bets set status = ${step.status}
          where multiple_id = (select multiple_id from multiple_bets order by id
            offset ${step.pick} % greatest(1, (select count(*) from multiple_bets)) limit 1)`);
        return;
    }
  }

  it('equals the figure recomputed from the bets after any mix of singles, multiples, settlements, voids and corrections', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const step of steps) await apply(step);
        await expectRunningFiguresHold(subject);
      }),
      { numRuns: 12 },
    );
  });
});

const first = (horseNumber: number): ResultInput => ({
  official: true,
  standings: [
    { place: 1, horseNumber },
    { place: 2, horseNumber: horseNumber === 7 ? 6 : 7 },
    { place: 3, horseNumber: 8 },
  ],
});

describe("a limited runner's running liability through settlement", () => {
  const start = new Date(Date.now() + 60_000);
  const clock = createManualClock(start);
  let subject: TestApp;
  const races: Fixture[] = [];

  beforeAll(async () => {
    subject = await buildTestApp({
      clock,
      env: {
        TRADER_REVIEW_LIABILITY_RUPEES: '10000000',
        MULTIPLE_REVIEW_LIABILITY_RUPEES: '10000000',
      },
    });
    await insertVenues(subject);
    for (let race = 1; race <= 3; race += 1) {
      const id = await addRace(subject, new Date(start.getTime() + race * 3600_000), {
        raceNumber: race,
      });
      await publishRace(raceDeps(subject), id);
      await limitEveryRunner(subject, id);
      races.push(
        fixtureSchema.parse(
          (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${id}` })).json(),
        ),
      );
    }
  });
  afterAll(async () => {
    await subject.close();
  });

  it('follows settlement, a void race and a corrected result', async () => {
    const player = await signedInPlayer(subject);
    await fundPlayer(subject, player.session.uid, 10_000_000);
    let keys = 0;
    const post = async (url: string, payload: object) => {
      const answer = await subject.app.inject({
        method: 'POST',
        url,
        headers: { ...player.auth, 'idempotency-key': `settled-${(keys += 1)}` },
        payload,
      });
      expect(answer.statusCode).toBe(201);
    };
    const [a, b, c] = races as [Fixture, Fixture, Fixture];
    const leg = (race: Fixture, horse: number) => {
      const line = slipLineFor(race, horse, 'WIN');
      return { sportFixture: race.uid, selection: line.selection, market: 'WIN', odds: line.odds };
    };
    await post('/api/customer/self/sports/betslip', [
      slipLineFor(a, 1, 'WIN', 300),
      slipLineFor(a, 2, 'PLACE', 200),
      slipLineFor(b, 2, 'WIN', 400),
      slipLineFor(c, 3, 'WIN', 100),
    ]);
    await post('/api/customer/self/sports/multiples', {
      kind: 'KENCHI',
      eachWay: true,
      unitStake: 100,
      legs: [leg(a, 1), leg(b, 2), leg(c, 3)],
    });
    await post('/api/customer/self/sports/multiples', {
      kind: 'ACCUMULATOR',
      eachWay: false,
      unitStake: 250,
      legs: [leg(a, 2), leg(b, 2)],
    });
    expect(await expectRunningFiguresHold(subject)).toBeGreaterThanOrEqual(4);

    clock.set(new Date(start.getTime() + 4 * 3600_000));
    for (const race of races) await suspendRace(raceDeps(subject), race.uid);
    await declareResult(raceDeps(subject), a.uid, first(1));
    await settleRace(raceDeps(subject), a.uid);
    await expectRunningFiguresHold(subject);
    await voidRace(raceDeps(subject), c.uid);
    await settleRace(raceDeps(subject), c.uid);
    await expectRunningFiguresHold(subject);
    // A correction of race A: horse 2 won, so the Kenchi's bets with a leg on horse 1 lose.
    await declareResult(raceDeps(subject), a.uid, first(2));
    await settleRace(raceDeps(subject), a.uid);
    await expectRunningFiguresHold(subject);
    await declareResult(raceDeps(subject), b.uid, first(2));
    await settleRace(raceDeps(subject), b.uid);
    await expectRunningFiguresHold(subject);
    const [open] = await queryRows<{ total: string }>(
      subject.database.db,
      sql`select coalesce(sum(liability_paise), 0)::text as total from runner_liabilities`,
    );
    // Every race settled or void: nothing is open.
    expect(Number(open?.total)).toBe(0);
  });
});
