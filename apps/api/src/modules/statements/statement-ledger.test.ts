import {
  activityStatementSchema,
  dayReportSchema,
  fixtureSchema,
  indiaDayOf,
  indiaInstant,
  placedBetsSchema,
  type MultipleLeg,
} from '@furlong/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator } from '../../../test/operators';
import { insertVenues } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { queryRows } from '../../db/query-rows';
import { bets } from '../bets/bets.schema';
import { openRace, placeBet, raceAction, signInAgain } from '../debts/debts.test-kit';

const FUNDS = 50_000_00;

/**
 * The activity statement of a player with every kind of bet, against the ledger: a won and a
 * lost single, a single a trader rejected, a void race's refund, an open single, a won and a
 * lost tote ticket, a won and an open multiple (decision 074).
 */
describe('activity statement against the ledger', () => {
  let subject: TestApp;
  let player: Awaited<ReturnType<typeof freshPlayer>>;
  let operator: { authorization: string };
  // Ten in the morning, India time, today: the races a few hours on are still on today's
  // India day, which the day report counts, whatever the hour the suite runs.
  const clock = createManualClock(indiaInstant(indiaDayOf(Date.now()), '10:00'));
  const hourFromStart = (hours: number) => new Date(clock.now().getTime() + hours * 3_600_000);
  let keys = 0;

  async function legOf(raceId: string, horseNo: number): Promise<MultipleLeg> {
    const race = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${raceId}` })).json(),
    );
    const win = race.participants
      .find((runner) => runner.horseNumber === horseNo)
      ?.odds.find((price) => price.market === 'WIN');
    if (!win) throw new Error('no price');
    return { sportFixture: raceId, selection: win.selection, market: 'WIN', odds: win.price };
  }
  const post = async (url: string, payload: unknown, status = 201) => {
    const response = await subject.app.inject({
      method: 'POST',
      url,
      headers: { ...player.auth, 'idempotency-key': `statement-ledger-${(keys += 1)}` },
      payload: payload as Record<string, unknown>,
    });
    expect(response.statusCode, response.body).toBe(status);
    return response;
  };
  const double = async (first: string, second: string) =>
    post('/api/customer/self/sports/multiples', {
      kind: 'ACCUMULATOR',
      eachWay: false,
      unitStake: 100,
      legs: [await legOf(first, 1), await legOf(second, 1)],
    });
  const tote = async (raceId: string, horseNo: number) =>
    post('/api/customer/self/tote/tickets', {
      sportFixture: raceId,
      pool: 'WIN',
      box: false,
      selections: [[horseNo]],
      units: 10,
    });

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
    operator = (await signedInOperator(subject)).auth;
    player = await freshPlayer(subject);
    await fundPlayer(subject, player.session.uid, FUNDS);

    const run = await openRace(subject, hourFromStart(1));
    const held = await openRace(subject, hourFromStart(1.25));
    const voided = await openRace(subject, hourFromStart(1.5));
    const later = await openRace(subject, hourFromStart(6));
    await placeBet(subject, player, run, { horseNo: 1, rupees: 100 });
    await placeBet(subject, player, run, { horseNo: 2, rupees: 100 });
    await placeBet(subject, player, held, { horseNo: 1, rupees: 10_000 });
    await placeBet(subject, player, voided, { horseNo: 1, rupees: 200 });
    await placeBet(subject, player, later, { horseNo: 1, rupees: 300 });
    await tote(run, 1);
    await tote(run, 5);
    await double(run, held);
    await double(run, later);

    // The ₹10,000 bet is held for a trader (its liability); the trader refuses it.
    const [big] = await subject.database.db
      .select({ id: bets.id, status: bets.status })
      .from(bets)
      .where(eq(bets.stakePaise, 10_000_00));
    expect(big?.status).toBe('ACCEPTED');
    const rejected = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/review-queue/${big!.id}/reject`,
      headers: operator,
      payload: { reason: 'Liability limit on this runner' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    clock.set(hourFromStart(2));
    operator = (await signedInOperator(subject)).auth;
    player = { ...player, ...(await signInAgain(subject, player)) };
    for (const race of [run, held]) {
      await raceAction(subject, operator, race, 'suspend');
      await raceAction(subject, operator, race, 'result', 1);
    }
    await raceAction(subject, operator, voided, 'void');
  }, 120_000);
  afterAll(async () => {
    await expectLedgerHolds(subject);
    await subject.close();
  });

  /** What the ledger moved on the player's accounts: all debits and all credits, in rupees. */
  const ledgerOfPlayer = async () => {
    const [row] = await queryRows<{ debits: string; credits: string }>(
      subject.database.db,
      sql`SELECT coalesce(-sum(e.amount) FILTER (WHERE e.amount < 0), 0) AS debits,
                 coalesce(sum(e.amount) FILTER (WHERE e.amount > 0
                   AND t.kind <> 'RETAIL_CASH_IN'), 0) AS credits
          FROM ledger_entries e
          JOIN ledger_transfers t ON t.id = e.transfer_id
          JOIN ledger_accounts a ON a.id = e.account_id
          WHERE a.player_id = ${player.session.uid}::uuid
            AND t.id NOT IN (SELECT e2.transfer_id FROM ledger_entries e2
                             JOIN ledger_accounts a2 ON a2.id = e2.account_id
                             WHERE a2.player_id = ${player.session.uid}::uuid
                             GROUP BY e2.transfer_id HAVING sum(e2.amount) = 0)`,
    );
    return { debits: Number(row!.debits) / 100, credits: Number(row!.credits) / 100 };
  };
  const balanceOfPlayer = async () => {
    const [row] = await queryRows<{ total: string }>(
      subject.database.db,
      sql`SELECT coalesce(sum(e.amount), 0) AS total FROM ledger_entries e
          JOIN ledger_accounts a ON a.id = e.account_id
          WHERE a.player_id = ${player.session.uid}::uuid`,
    );
    return Number(row!.total);
  };

  it('agrees with the ledger to the paisa for every kind of bet', async () => {
    const response = await subject.app.inject({
      url: '/api/customer/self/statement',
      headers: player.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { totals, days } = activityStatementSchema.parse(response.json());
    const ledger = await ledgerOfPlayer();
    const toPaise = (rupees: number) => Math.round(rupees * 100);

    // Refunded: the rejected ₹10,000 and the void race's ₹200; neither is a stake or a return.
    expect(totals.refunds).toBe(10_200);
    // Open: the ₹300 single and the ₹100 double whose second race has not run.
    expect(totals.openStakes).toBe(400);
    // Stood and settled: ₹200 of singles, ₹280 of tote tickets, a ₹100 double.
    expect(totals.stakes).toBe(580);
    expect(totals.returns).toBeGreaterThan(0);
    expect(totals.net).toBeCloseTo(totals.returns - totals.stakes, 2);

    expect(toPaise(totals.stakes + totals.openStakes + totals.refunds)).toBe(
      toPaise(ledger.debits),
    );
    expect(toPaise(totals.returns + totals.refunds)).toBe(toPaise(ledger.credits));
    expect((await balanceOfPlayer()) - FUNDS).toBe(toPaise(totals.net - totals.openStakes));
    const sum = (key: 'stakes' | 'returns' | 'openStakes' | 'refunds') =>
      toPaise(days.reduce((total, day) => total + day[key], 0));
    for (const key of ['stakes', 'returns', 'openStakes', 'refunds'] as const)
      expect(sum(key)).toBe(toPaise(totals[key]));
  });

  it('tells the player why the trader refused the bet', async () => {
    const response = await subject.app.inject({
      url: '/api/customer/self/sports/bets',
      headers: player.auth,
    });
    const placed = placedBetsSchema.parse(response.json());
    const refused = placed.filter((bet) => bet.betStatus === 'REJECTED');
    expect(refused.map((bet) => [bet.totalBetAmount, bet.rejectionReason])).toEqual([
      [10_000, 'Liability limit on this runner'],
    ]);
    expect(placed.filter((bet) => bet.rejectionReason !== undefined)).toHaveLength(1);
  });

  it("counts the day's tote tickets in the operator day report", async () => {
    const day = indiaDayOf(clock.now());
    const response = await subject.app.inject({
      url: `/api/operator/reports/day?day=${day}`,
      headers: operator,
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = dayReportSchema.parse(response.json());
    // 5 singles, 2 tote tickets, 2 multiples.
    expect(report.totals.bets).toBe(9);
    expect(report.totals.stakes).toBe(11_180);
  });
});
