import { fixtureSchema, indiaInstant, playerChannel, type BetSlipLine } from '@furlong/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { queryRows } from '../../db/query-rows';
import * as ledger from '../../ledger/post-transfer';
import { bets } from '../bets/bets.schema';
import { declareResult } from '../race-control/declare-result';
import { publishRace } from '../race-control/publish-race';
import { fixtures } from '../races/races.schema';
import { declareOfficial, setResultEnquiry } from '../race-control/result-state';
import { scratchRunner } from '../race-control/scratch-runner';
import { suspendRace } from '../race-control/suspend-race';
import { voidRace } from '../race-control/void-race';
import { getWallet } from '../wallet/get-wallet';
import { settleRace } from './settle-race';

vi.mock('../../ledger/post-transfer', { spy: true });

describe('settling a race', () => {
  let subject: TestApp;
  const clock = createManualClock(new Date());
  let raceNumber = 0;

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
  });
  afterEach(async () => {
    vi.mocked(ledger.postTransfer).mockRestore?.();
    vi.mocked(ledger.postTransfers).mockRestore?.();
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  /** A published race an hour away, with two funded players' bets on it. */
  async function raceWithBets() {
    raceNumber += 1;
    // 1 July 2025: GST 28% (decision 028), the rate the figures below are worked at.
    const off = indiaInstant('2025-07-01', '14:00');
    clock.set(new Date(off.getTime() - 60 * 60 * 1000));
    const id = await addRace(subject, new Date(off.getTime() + raceNumber * 60_000), {
      raceNumber,
      runnerCount: 8,
    });
    await publishRace(raceDeps(subject), id);
    const race = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${id}` })).json(),
    );
    const line = (
      horseNo: number,
      market: BetSlipLine['market'],
      ticketPrice: number,
    ): BetSlipLine => {
      const odds = race.participants
        .find((runner) => runner.horseNumber === horseNo)
        ?.odds.find((price) => price.market === market);
      if (!odds) throw new Error('no price');
      return {
        venue: 'BLR',
        raceNumber,
        market,
        horseNo,
        horse: `Runner ${horseNo}`,
        odds: odds.price,
        ticketPrice,
        sportFixture: id,
        selection: odds.selection,
      };
    };
    const players = [];
    for (const lines of [
      [line(1, 'WIN', 100), line(2, 'PLACE', 200)],
      [line(3, 'WIN', 300), line(1, 'SHP', 100)],
    ]) {
      const player = await signedInPlayer(subject);
      await fundPlayer(subject, player.session.uid, 100_000);
      const placed = await subject.app.inject({
        method: 'POST',
        url: '/api/customer/self/sports/betslip',
        headers: { ...player.auth, 'idempotency-key': `slip-${id}-${players.length}` },
        payload: lines,
      });
      expect(placed.statusCode).toBe(201);
      players.push(player);
    }
    clock.set(new Date(off.getTime() + raceNumber * 60_000));
    await suspendRace(raceDeps(subject), id);
    return { id, players };
  }

  const cash = async (player: { session: { uid: string } }) =>
    (await getWallet(subject.database.db, player.session.uid)).pockets.cash.amount;
  const count = async (query: SQL) =>
    (await queryRows<{ n: number }>(subject.database.db, query))[0]?.n;
  const entryCount = () => count(sql`select count(*)::int as n from ledger_entries`);

  it('tells each player with a decided bet, on their private channel, after the commit', async () => {
    const { id, players } = await raceWithBets();
    const heard: { player: string; data: unknown }[] = [];
    const stops = players.map((player) =>
      subject.hub.subscribe(playerChannel(player.session.uid), (event) =>
        heard.push({ player: player.session.uid, data: event.data }),
      ),
    );
    await declareResult(raceDeps(subject), id, {
      official: true,
      standings: [
        { place: 1, horseNumber: 1 },
        { place: 2, horseNumber: 2 },
        { place: 3, horseNumber: 3 },
      ],
    });
    await settleRace(raceDeps(subject), id);
    await settleRace(raceDeps(subject), id);
    stops.forEach((stop) => stop());

    // The second run decides nothing, so it says nothing.
    expect(heard).toHaveLength(players.length);
    expect(heard).toEqual(
      expect.arrayContaining(
        players.map((player) => ({
          player: player.session.uid,
          data: { reason: 'BET_SETTLED', fixture: id },
        })),
      ),
    );
  });

  it('pays winners into winnings, once, however often it runs', async () => {
    const { id, players } = await raceWithBets();
    await declareResult(raceDeps(subject), id, {
      official: true,
      standings: [
        { place: 1, horseNumber: 1 },
        { place: 2, horseNumber: 2 },
        { place: 3, horseNumber: 3 },
      ],
    });
    const first = await settleRace(raceDeps(subject), id);
    expect(first).toMatchObject({ settled: 4, refunded: 0, corrected: false });
    // Player 1: ₹100 WIN on 1 at 2-1 pays 78.125 x 3 = 234.37; ₹200 PLACE on 2 at 3-4 pays 156.25 x 1.75 = 273.43.
    expect(await cash(players[0]!)).toBe(1207.8);
    // Player 2: WIN on 3 loses; SHP on 1 (it won) loses.
    expect(await cash(players[1]!)).toBe(1000 - 400);
    const again = await settleRace(raceDeps(subject), id);
    expect(again).toMatchObject({ settled: 0, refunded: 0, corrected: false });
    expect(await cash(players[0]!)).toBe(1207.8);
  });

  it('moves no money on a provisional result, amended or under enquiry, until it is official', async () => {
    const { id, players } = await raceWithBets();
    const deps = raceDeps(subject);
    const entries = await entryCount();
    await declareResult(deps, id, {
      standings: [
        { place: 1, horseNumber: 1 },
        { place: 2, horseNumber: 2 },
        { place: 3, horseNumber: 3 },
      ],
    });
    expect(await settleRace(deps, id)).toMatchObject({ settled: 0, refunded: 0 });
    // Amended before it is official: still nothing moves, nothing to reverse later.
    await declareResult(deps, id, {
      standings: [
        { place: 1, horseNumber: 3 },
        { place: 2, horseNumber: 1 },
        { place: 3, horseNumber: 2 },
      ],
    });
    await setResultEnquiry(deps, id, 'OBJECTION');
    expect(await settleRace(deps, id)).toMatchObject({ settled: 0, refunded: 0 });
    expect(await entryCount()).toBe(entries);
    expect(await cash(players[0]!)).toBe(1000 - 300);

    const official = await declareOfficial(deps, id);
    expect(official.settlementRequestedAt).toEqual(clock.now());
    expect(await settleRace(deps, id)).toMatchObject({ settled: 4, corrected: false });
    expect(await cash(players[1]!)).toBe(1928.12);
    expect(await cash(players[0]!)).toBe(973.43);
    // Settled: the settlement outbox is cleared with it.
    const [race] = await subject.database.db.select().from(fixtures).where(eq(fixtures.id, id));
    expect(race?.settlementRequestedAt).toBeNull();
  });

  it('is safe with two workers at once', async () => {
    const { id, players } = await raceWithBets();
    await declareResult(raceDeps(subject), id, {
      official: true,
      standings: [
        { place: 1, horseNumber: 3 },
        { place: 2, horseNumber: 1 },
        { place: 3, horseNumber: 2 },
      ],
    });
    const reports = await Promise.all([
      settleRace(raceDeps(subject), id),
      settleRace(raceDeps(subject), id),
    ]);
    expect(reports.map((report) => report.settled).sort()).toEqual([0, 4]);
    // Player 2: ₹300 WIN on 3 at 4-1 pays 234.375 x 5 = 1171.87; ₹100 SHP on 1 (second) at evens pays 156.25.
    expect(await cash(players[1]!)).toBe(1928.12);
  });

  it('corrects a changed result by reversing the first settlement and settling again', async () => {
    const { id, players } = await raceWithBets();
    const deps = raceDeps(subject);
    await declareResult(deps, id, {
      official: true,
      standings: [
        { place: 1, horseNumber: 1 },
        { place: 2, horseNumber: 2 },
        { place: 3, horseNumber: 3 },
      ],
    });
    await settleRace(deps, id);
    await declareResult(deps, id, {
      official: true,
      standings: [
        { place: 1, horseNumber: 3 },
        { place: 2, horseNumber: 1 },
        { place: 3, horseNumber: 2 },
      ],
    });
    const corrected = await settleRace(deps, id);
    expect(corrected.corrected).toBe(true);
    // Player 1: WIN on 1 now loses; PLACE on 2 (third of 8) still pays 273.43.
    expect(await cash(players[0]!)).toBe(973.43);
    expect(await cash(players[1]!)).toBe(1928.12);
    expect(
      await count(
        sql`select count(*)::int as n from ledger_transfers where kind = 'SETTLEMENT_REVERSAL'`,
      ),
    ).toBeGreaterThanOrEqual(2);
  });

  it('refunds every bet of a void race', async () => {
    const { id, players } = await raceWithBets();
    await voidRace(raceDeps(subject), id);
    expect(await settleRace(raceDeps(subject), id)).toMatchObject({ refunded: 4 });
    expect(await cash(players[0]!)).toBe(1000);
    expect(await cash(players[1]!)).toBe(1000);
  });

  it('refunds bets on a scratched runner at once', async () => {
    raceNumber += 1;
    const { id, players } = await raceWithBets();
    // The race is suspended at the off; scratches are allowed until the result.
    await scratchRunner(raceDeps(subject), id, 3);
    const report = await settleRace(raceDeps(subject), id);
    expect(report.refunded).toBe(1);
    expect(await cash(players[1]!)).toBe(1000 - 100);
    const [refunded] = await subject.database.db
      .select()
      .from(bets)
      .where(eq(bets.status, 'REFUNDED'));
    expect(refunded?.horseNumber).toBe(3);
  });

  it('leaves nothing partial when a transfer fails before the last one', async () => {
    const { id, players } = await raceWithBets();
    await declareResult(raceDeps(subject), id, {
      official: true,
      standings: [
        { place: 1, horseNumber: 1 },
        { place: 2, horseNumber: 2 },
        { place: 3, horseNumber: 3 },
      ],
    });
    const before = await entryCount();
    // The first transfer of the batch is posted, then the process fails before the rest.
    const actual = await vi.importActual<typeof ledger>('../../ledger/post-transfer');
    let posted = 0;
    vi.mocked(ledger.postTransfers).mockImplementation(async (tx, inputs) => {
      expect(inputs.length).toBeGreaterThan(1);
      posted += (await actual.postTransfers(tx, inputs.slice(0, 1))).length;
      throw new Error('injected fault before the last leg');
    });
    await expect(settleRace(raceDeps(subject), id)).rejects.toThrow('injected fault');
    expect(posted).toBe(1);
    vi.mocked(ledger.postTransfers).mockReset();
    expect(await cash(players[0]!)).toBe(1000 - 300);
    const open = await subject.database.db.select().from(bets).where(eq(bets.fixtureId, id));
    expect(open.every((bet) => bet.status === 'CONFIRMED')).toBe(true);
    expect(await entryCount()).toBe(before);
    expect((await settleRace(raceDeps(subject), id)).settled).toBe(4);
  });
});
