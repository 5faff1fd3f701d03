import { dayReportSchema, indiaDayOf, type DayReport } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator } from '../../../test/operators';
import { insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { bets } from '../bets/bets.schema';
import { openRace, placeBet, raceAction, signInAgain } from '../debts/debts.test-kit';
import { scratchRunner } from '../race-control/scratch-runner';
import { winningFigures } from '../settlement/settlement-rules';
import { findTaxRule } from '../tax/find-tax-rule';

/** The day report gives what Rule 4 deductions took off winnings, in rupees, not only a count. */
describe('Rule 4 deductions in the day report', () => {
  let subject: TestApp;
  let operator: { authorization: string };
  let raceId: string;
  // Ledger transfers are stamped by the database's clock: the race runs on today's.
  const start = new Date();
  const clock = createManualClock(start);
  const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  const day = indiaDayOf(start);

  const dayReport = async (): Promise<DayReport> => {
    const response = await subject.app.inject({
      url: `/api/operator/reports/day?day=${day}`,
      headers: operator,
    });
    expect(response.statusCode, response.body).toBe(200);
    return dayReportSchema.parse(response.json());
  };

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
    operator = (await signedInOperator(subject)).auth;
    const player = await freshPlayer(subject);
    await fundPlayer(subject, player.session.uid, 5_000_00);
    raceId = await openRace(subject, later(120));
    await placeBet(subject, player, raceId, { horseNo: 3, rupees: 100 });
    await placeBet(subject, player, raceId, { horseNo: 5, rupees: 100 });
    // Horse 2 (3-1 in WIN) is scratched after both bets were struck.
    clock.set(later(60));
    await scratchRunner(raceDeps(subject), raceId, 2);
    clock.set(later(130));
    operator = (await signedInOperator(subject)).auth;
    await signInAgain(subject, player);
  });

  afterAll(async () => {
    await subject.close();
  });

  it('sums the amount each winning bet lost to the deduction, and takes it back on a correction', async () => {
    await raceAction(subject, operator, raceId, 'suspend');
    await raceAction(subject, operator, raceId, 'result', 3);
    const [winner] = await subject.database.db.select().from(bets).where(eq(bets.horseNumber, 3));
    if (!winner) throw new Error('no bet on horse 3');
    expect(winner.deductionBp).toBeGreaterThan(0);
    // The same bet paid without a deduction, less what it was paid: the deduction's amount.
    const undeducted = winningFigures({
      stakePaise: winner.stakePaise,
      priceHundredths: winner.priceHundredths,
      gstRateBp: winner.gstRateBp,
      share: [1, 1],
      deductionBp: 0,
      tax: await findTaxRule(subject.database.db, winner.placedAt),
    });
    const deductedPaise = undeducted.totalWinPaise - (winner.totalWinPaise ?? 0);
    expect(deductedPaise).toBeGreaterThan(0);

    const settled = await dayReport();
    expect(settled.totals.deductedBets).toBe(1);
    expect(settled.totals.deductions).toBe(deductedPaise / 100);
    expect(settled.races[0]?.deductions).toBe(deductedPaise / 100);
    const csv = await subject.app.inject({
      url: `/api/operator/reports/day/csv?day=${day}`,
      headers: operator,
    });
    expect(csv.body).toContain(`,1,${(deductedPaise / 100).toFixed(2)},`);

    // Corrected so that horse 5 wins: the deduction on horse 3's bet is taken back, and
    // horse 5's winning bet carries its own.
    await raceAction(subject, operator, raceId, 'result', 5);
    const [second] = await subject.database.db.select().from(bets).where(eq(bets.horseNumber, 5));
    const corrected = await dayReport();
    expect(corrected.totals.deductedBets).toBe(1);
    const secondUndeducted = winningFigures({
      stakePaise: second?.stakePaise ?? 0,
      priceHundredths: second?.priceHundredths ?? 0,
      gstRateBp: second?.gstRateBp ?? 0,
      share: [1, 1],
      deductionBp: 0,
      tax: await findTaxRule(subject.database.db, second?.placedAt ?? clock.now()),
    });
    expect(corrected.totals.deductions).toBe(
      (secondUndeducted.totalWinPaise - (second?.totalWinPaise ?? 0)) / 100,
    );
    await expectLedgerHolds(subject);
  });
});
