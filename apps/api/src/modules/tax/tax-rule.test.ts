import { indiaInstant, type TaxRuleResponse } from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator } from '../../../test/operators';
import { insertVenues } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { bets } from '../bets/bets.schema';
import { openRace, placeBet, raceAction, signInAgain, walletOf } from '../debts/debts.test-kit';
import { taxRules } from './tax.schema';

/** Decision 028: GST 40% from 22 September 2025; a bet settles under the rule it was struck under. */
describe('the tax rule in force', () => {
  let subject: TestApp;
  const clock = createManualClock(indiaInstant('2025-09-21', '12:00'));
  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });
  const served = async (query = '') => {
    const response = await subject.app.inject({ url: `/api/mc/tax-rule${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TaxRuleResponse>();
  };
  const betsOf = (playerId: string) =>
    subject.database.db.select().from(bets).where(eq(bets.playerId, playerId));

  it('serves 28% up to 21 September 2025 and 40% from 22 September (India dates)', async () => {
    expect(await served()).toMatchObject({
      rule: { effectiveFrom: '2025-04-01', gstRateBp: 2800 },
      next: { effectiveFrom: '2025-09-22', gstRateBp: 4000 },
    });
    // 23:59 on the 21st in India is 18:29 UTC; midnight in India is 18:30 UTC.
    expect((await served('?at=2025-09-21T18:29:59Z')).rule.gstRateBp).toBe(2800);
    expect(await served('?at=2025-09-21T18:30:00Z')).toMatchObject({
      rule: { effectiveFrom: '2025-09-22', gstRateBp: 4000, tdsRateBp: 3000 },
    });
    const bad = await subject.app.inject({ url: '/api/mc/tax-rule?at=yesterday' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 before the first dated rule and 400 for an instant before 1900', async () => {
    const before = await subject.app.inject({
      url: '/api/mc/tax-rule?at=1950-01-01T00:00:00%2B05:30',
    });
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ code: 'NOT_FOUND' });
    const ancient = await subject.app.inject({
      url: '/api/mc/tax-rule?at=0001-01-01T00:00:00%2B05:30',
    });
    expect(ancient.statusCode).toBe(400);
  });

  it('debits 40% GST on a bet struck on 22 September, and 28% on one struck the day before', async () => {
    clock.set(indiaInstant('2025-09-21', '20:00'));
    const race = await openRace(subject, indiaInstant('2025-09-22', '15:00'));
    const player = await freshPlayer(subject);
    await fundPlayer(subject, player.session.uid, 200_00);
    await placeBet(subject, player, race, { horseNo: 1, rupees: 100 });
    clock.set(indiaInstant('2025-09-22', '09:00'));
    await placeBet(subject, await signInAgain(subject, player), race, { horseNo: 1, rupees: 100 });

    const [before, after] = (await betsOf(player.session.uid)).sort(
      (a, b) => a.placedAt.getTime() - b.placedAt.getTime(),
    );
    // ₹100 at 28%: face value 100 / 1.28 = 78.12, CGST = SGST = 10.93, round-off 0.02.
    expect(before).toMatchObject({ gstRateBp: 2800, faceValuePaise: 78_12, cgstPaise: 10_93 });
    // ₹100 at 40%: face value 100 / 1.40 = 71.42, CGST = SGST = 14.28, round-off 0.02.
    expect(after).toMatchObject({
      gstRateBp: 4000,
      faceValuePaise: 71_42,
      cgstPaise: 14_28,
      sgstPaise: 14_28,
      roundOffPaise: 2,
    });

    // Both win at 2-1, settled on the 22nd: each under the rule it was struck under.
    clock.set(indiaInstant('2025-09-22', '15:10'));
    const operator = (await signedInOperator(subject)).auth;
    await raceAction(subject, operator, race, 'suspend');
    await raceAction(subject, operator, race, 'result', 1);
    const settled = await betsOf(player.session.uid);
    expect(settled.map((bet) => bet.payoutPaise).sort()).toEqual([214_28, 234_37]);
    expect((await walletOf(subject, player)).cash).toBe(448.65);
  });

  it('withholds TDS by the rule of the day the bet was struck, not the day it settles', async () => {
    // Test rules with a ₹100 threshold, so a small bet (no trader review) is taxed.
    await subject.database.db.insert(taxRules).values([
      { effectiveFrom: '2030-12-01', gstRateBp: 4000, tdsRateBp: 3000, tdsThresholdPaise: 100_00 },
      { effectiveFrom: '2031-01-01', gstRateBp: 4000, tdsRateBp: 2000, tdsThresholdPaise: 100_00 },
    ]);
    clock.set(indiaInstant('2030-12-31', '20:00'));
    const race = await openRace(subject, indiaInstant('2030-12-31', '23:30'));
    const player = await freshPlayer(subject);
    await fundPlayer(subject, player.session.uid, 100_00);
    await placeBet(subject, player, race, { horseNo: 3, rupees: 100 });

    clock.set(indiaInstant('2031-01-01', '00:10'));
    const operator = (await signedInOperator(subject)).auth;
    await raceAction(subject, operator, race, 'suspend');
    await raceAction(subject, operator, race, 'result', 3);
    const [bet] = await betsOf(player.session.uid);
    // ₹100 at 4-1 under 40%: 71.428 x 5 = 357.14; net 257.14; TDS at 30% (struck 2030) = 77.14.
    expect(bet).toMatchObject({ totalWinPaise: 357_14, tdsPaise: 77_14, payoutPaise: 280_00 });
  });
});
