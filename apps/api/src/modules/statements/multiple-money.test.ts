import {
  financialYearOf,
  fixtureSchema,
  indiaDayOf,
  indiaInstant,
  paiseToRupees,
  quarterOf,
  type MultipleLeg,
} from '@furlong/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { multipleBets } from '../bets/multiple-bets.schema';
import { declareResult } from '../race-control/declare-result';
import { publishRace } from '../race-control/publish-race';
import { suspendRace } from '../race-control/suspend-race';
import { voidRace } from '../race-control/void-race';
import { settleRace } from '../settlement/settle-race';
import { getActivityStatement } from './get-activity-statement';
import { getDayReport, getTdsReport } from './get-money-reports';
import { getTaxPassbook } from './get-tax-passbook';
import { getTdsCertificate } from './tds-certificate';

// 1 July 2025: GST 28%. Runner n is priced n + 1 to win.
const OFF = indiaInstant('2025-07-01', '14:00');

/**
 * Multiples in the statement, the day report, the tax passbook, the TDS report and the TDS
 * certificate: each bet of a multiple counted as a single is, in the race of its first leg.
 */
describe("multiples' money in the statements and reports", () => {
  let subject: TestApp;
  const clock = createManualClock(new Date(OFF.getTime() - 60 * 60 * 1000));
  let raceNumber = 0;
  let keys = 0;

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
  const db = () => subject.database.db;

  async function legOf(raceId: string, horseNo: number): Promise<MultipleLeg> {
    const race = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${raceId}` })).json(),
    );
    const odds = race.participants.find((runner) => runner.horseNumber === horseNo)?.odds;
    const win = odds?.find((price) => price.market === 'WIN');
    if (!win) throw new Error('no price');
    return { sportFixture: raceId, selection: win.selection, market: 'WIN', odds: win.price };
  }

  /** A double of horse 5 (6.0) in race A and horse 6 (7.0) in race B; both races then off. */
  async function double(unitStake: number) {
    clock.set(new Date(OFF.getTime() - 60 * 60 * 1000));
    const races: { id: string }[] = [];
    for (let index = 0; index < 2; index += 1) {
      raceNumber += 1;
      const id = await addRace(subject, new Date(OFF.getTime() + raceNumber * 60_000), {
        raceNumber,
      });
      await publishRace(raceDeps(subject), id);
      races.push({ id });
    }
    const [raceA, raceB] = races as [{ id: string }, { id: string }];
    const player = await signedInPlayer(subject);
    await fundPlayer(subject, player.session.uid, 1_000_000);
    const placed = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/multiples',
      headers: { ...player.auth, 'idempotency-key': `multiple-money-${(keys += 1)}` },
      payload: {
        kind: 'ACCUMULATOR',
        eachWay: false,
        unitStake,
        legs: [await legOf(raceA.id, 5), await legOf(raceB.id, 6)],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    clock.set(new Date(OFF.getTime() + (raceNumber + 1) * 60_000));
    await suspendRace(raceDeps(subject), raceA.id);
    await suspendRace(raceDeps(subject), raceB.id);
    const [bet] = await db()
      .select()
      .from(multipleBets)
      .where(eq(multipleBets.playerId, player.session.uid));
    return { raceA: raceA.id, raceB: raceB.id, playerId: player.session.uid, betId: bet!.id };
  }

  const won = async (raceId: string, horseNumber: number) => {
    await declareResult(raceDeps(subject), raceId, {
      official: true,
      standings: [
        { place: 1, horseNumber },
        { place: 2, horseNumber: horseNumber === 1 ? 2 : 1 },
        { place: 3, horseNumber: 8 },
      ],
    });
    await settleRace(raceDeps(subject), raceId);
  };
  const betOf = async (betId: string) =>
    (await db().select().from(multipleBets).where(eq(multipleBets.id, betId)))[0]!;

  // Stakes are dated by the bet (the test clock); results by when the ledger posted them (the
  // database's clock, today), as every report reads them.
  const today = () => indiaDayOf(new Date());
  const paidIn = () => financialYearOf(new Date());

  it('counts a won multiple: stake, GST, winnings and TDS in every report', async () => {
    // ₹500 / 1.28 = ₹390.625 x (1 + 6) x (1 + 7) = ₹21,875: over the TDS line of ₹10,000 net.
    const { raceA, raceB, playerId, betId } = await double(500);
    await won(raceA, 5);
    await won(raceB, 6);
    const bet = await betOf(betId);
    expect(bet).toMatchObject({ status: 'WON', totalWinPaise: 2_187_500 });
    expect(bet.tdsPaise).toBeGreaterThan(0);
    const gst = bet.cgstPaise + bet.sgstPaise;

    const bought = await getTaxPassbook(db(), playerId, financialYearOf(OFF), clock.now());
    expect(bought.bets).toEqual([
      expect.objectContaining({
        ticketNumber: bet.ticketNumber,
        stake: 500,
        gst: paiseToRupees(gst),
      }),
    ]);
    expect(bought.bets[0]?.race).toMatch(/ \(Accumulator of 2 legs\)$/);
    const paid = await getTaxPassbook(db(), playerId, paidIn(), clock.now());
    expect(paid.bets).toEqual([
      expect.objectContaining({
        ticketNumber: bet.ticketNumber,
        winnings: paiseToRupees(bet.totalWinPaise!),
        tds: paiseToRupees(bet.tdsPaise!),
      }),
    ]);
    expect(paid.totals.tds).toBe(paiseToRupees(bet.tdsPaise!));

    const report = await getTdsReport(db(), subject.app.secrets.fieldCipher, paidIn());
    expect(report.players.find((row) => row.uid === playerId)).toMatchObject({
      winnings: paiseToRupees(bet.totalWinPaise!),
      tds: paiseToRupees(bet.tdsPaise!),
    });

    const certificate = await getTdsCertificate(
      db(),
      subject.app.secrets.fieldCipher,
      playerId,
      paidIn(),
      quarterOf(new Date()),
    );
    expect(certificate.lines).toEqual([
      expect.objectContaining({
        ticketNumber: bet.ticketNumber,
        creditedPaise: bet.totalWinPaise,
        tdsPaise: bet.tdsPaise,
      }),
    ]);

    const staked = await getActivityStatement(db(), playerId, financialYearOf(OFF), clock.now());
    expect(staked.totals).toMatchObject({ stakes: 500 });
    const returned = await getActivityStatement(db(), playerId, paidIn(), clock.now());
    expect(returned.totals).toMatchObject({ returns: paiseToRupees(bet.payoutPaise!) });

    const placedDay = await getDayReport(db(), indiaDayOf(OFF));
    const placedRow = placedDay.races.find((race) => race.fixtureUid === raceA);
    expect(placedRow).toMatchObject({
      bets: 1,
      stakes: 500,
      gst: paiseToRupees(gst),
      openStakes: 0,
      houseResult: paiseToRupees(500 * 100 - gst),
    });
    expect(placedRow?.race).not.toMatch(/Accumulator/);
    expect(placedDay.races.find((race) => race.fixtureUid === raceB)).toBeUndefined();
    const paidDay = await getDayReport(db(), today());
    expect(paidDay.races.find((race) => race.fixtureUid === raceA)).toMatchObject({
      bets: 0,
      returns: paiseToRupees(bet.payoutPaise!),
      tds: paiseToRupees(bet.tdsPaise!),
      houseResult: -paiseToRupees(bet.totalWinPaise!),
    });
  });

  it('counts an open multiple as an open stake, and a void one as a refund with its GST back', async () => {
    const open = await double(100);
    const openBet = await betOf(open.betId);
    const gst = openBet.cgstPaise + openBet.sgstPaise;
    const before = await getDayReport(db(), indiaDayOf(OFF));
    expect(before.races.find((race) => race.fixtureUid === open.raceA)).toMatchObject({
      bets: 1,
      stakes: 100,
      openStakes: paiseToRupees(10_000 - gst),
      houseResult: 0,
    });

    await voidRace(raceDeps(subject), open.raceA);
    await settleRace(raceDeps(subject), open.raceA);
    await voidRace(raceDeps(subject), open.raceB);
    await settleRace(raceDeps(subject), open.raceB);
    expect((await betOf(open.betId)).status).toBe('VOID');
    const placedDay = await getDayReport(db(), indiaDayOf(OFF));
    expect(placedDay.races.find((race) => race.fixtureUid === open.raceA)).toMatchObject({
      openStakes: 0,
      houseResult: paiseToRupees(10_000 - gst),
    });
    const refundDay = await getDayReport(db(), today());
    expect(refundDay.races.find((race) => race.fixtureUid === open.raceA)).toMatchObject({
      refunds: 100,
      gst: -paiseToRupees(gst),
      houseResult: -paiseToRupees(10_000 - gst),
    });
    const refunded = await getTaxPassbook(db(), open.playerId, paidIn(), clock.now());
    expect(refunded.bets).toEqual([
      expect.objectContaining({ stake: 0, gst: -paiseToRupees(gst), winnings: 0 }),
    ]);
  });
});
