import { BET_MESSAGES, fixtureSchema, indiaInstant, type BetSlipLine } from '@furlong/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { eq } from 'drizzle-orm';
import { ensurePlayerAccounts, houseAccountId } from '../../ledger/ledger-accounts';
import { postTransfer } from '../../ledger/post-transfer';
import { publishRace } from '../race-control/publish-race';
import { scratchRunner } from '../race-control/scratch-runner';
import { suspendRace } from '../race-control/suspend-race';
import { updatePrices } from '../race-control/update-prices';
import { idempotencyKeys } from '../../idempotency/idempotency.schema';
import { requestHashOf } from '../../idempotency/run-idempotent';
import { bets } from './bets.schema';

// 10 April 2025: GST 28% (decision 028), the rate the figures below are worked at.
const OFF = indiaInstant('2025-04-10', '15:00');

describe('POST /api/customer/self/sports/betslip', () => {
  let subject: TestApp;
  let raceId: string;
  const clock = createManualClock(new Date(OFF.getTime() - 60 * 60 * 1000));
  let keySequence = 0;

  beforeAll(async () => {
    subject = await buildTestApp({ clock });
    await insertVenues(subject);
    raceId = await addRace(subject, OFF);
    await publishRace(raceDeps(subject), raceId);
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  async function lineFor(
    horseNo: number,
    ticketPrice: number,
    market: BetSlipLine['market'] = 'WIN',
  ): Promise<BetSlipLine> {
    const race = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${raceId}` })).json(),
    );
    const runner = race.participants.find((participant) => participant.horseNumber === horseNo);
    const odds = runner?.odds.find((price) => price.market === market);
    if (!runner || !odds) throw new Error('no such runner');
    return {
      venue: 'BLR',
      raceNumber: 1,
      market,
      horseNo,
      horse: runner.name,
      odds: odds.price,
      ticketPrice,
      sportFixture: raceId,
      selection: odds.selection,
    };
  }

  const place = (
    auth: Record<string, string>,
    lines: unknown,
    key = `test-key-${(keySequence += 1)}`,
  ) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/betslip',
      headers: { ...auth, 'idempotency-key': key },
      payload: lines as object,
    });
  const wallet = async (auth: Record<string, string>) =>
    (await subject.app.inject({ url: '/api/customer/self/wallet', headers: auth })).json();

  it('places a slip, debits the stake and splits out the GST', async () => {
    const { auth, session } = await signedInPlayer(subject);
    await fundPlayer(subject, session.uid, 50_000);
    const response = await place(auth, [await lineFor(1, 100), await lineFor(2, 200, 'PLACE')]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(BET_MESSAGES.success);
    expect(body.bets).toHaveLength(2);
    expect(body.bets[0]).toMatchObject({
      betStatus: 'CONFIRMED',
      totalBetAmount: 100,
      faceValue: 78.12,
      cgstAmount: 10.93,
      sgstAmount: 10.93,
      taxes: { CGST: 14, SGST: 14 },
    });
    expect(body.wallet.pockets.cash.amount).toBe(200);
    const bets = (
      await subject.app.inject({ url: '/api/customer/self/sports/bets', headers: auth })
    ).json();
    expect(bets).toHaveLength(2);
    const history = (
      await subject.app.inject({
        url: '/api/customer/self/transactions?page=0&size=10',
        headers: auth,
      })
    ).json();
    expect(history[0]).toMatchObject({
      txnType: 'DEBIT',
      txnGroup: 'sports',
      amount: 300,
      status: 'SUCCESS',
    });
  });

  it('refuses a slip the cash cannot cover, changing nothing', async () => {
    const { auth, session } = await signedInPlayer(subject);
    await fundPlayer(subject, session.uid, 15_000);
    const response = await place(auth, [await lineFor(1, 200)]);
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(BET_MESSAGES.insufficientBalance);
    expect((await wallet(auth)).pockets.cash.amount).toBe(150);
  });

  it('answers 409 with the current prices when the odds changed', async () => {
    const { auth, session } = await signedInPlayer(subject);
    await fundPlayer(subject, session.uid, 50_000);
    const stale = await lineFor(3, 100);
    await updatePrices(raceDeps(subject), raceId, [{ horseNumber: 3, market: 'WIN', price: 9.5 }]);
    const response = await place(auth, [stale]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ODDS_CHANGED',
      message: BET_MESSAGES.oddsChanged,
      details: { prices: [{ selection: stale.selection, odds: 9.5 }] },
    });
    expect((await wallet(auth)).pockets.cash.amount).toBe(500);
  });

  it('replays the stored answer for the same key and body; 422 for another body', async () => {
    const { auth, session } = await signedInPlayer(subject);
    await fundPlayer(subject, session.uid, 50_000);
    const lines = [await lineFor(4, 100)];
    const first = await place(auth, lines, 'same-key-0001');
    const again = await place(auth, lines, 'same-key-0001');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().bets[0].uid).toBe(first.json().bets[0].uid);
    expect((await wallet(auth)).pockets.cash.amount).toBe(400);
    const other = await place(auth, [await lineFor(4, 150)], 'same-key-0001');
    expect(other.statusCode).toBe(422);
  });

  it('replays a stored refusal with the id of the request that was refused', async () => {
    const { auth, session } = await signedInPlayer(subject);
    await fundPlayer(subject, session.uid, 50_000);
    const stale = await lineFor(3, 100);
    const price = stale.odds === 8.5 ? 9 : 8.5;
    await updatePrices(raceDeps(subject), raceId, [{ horseNumber: 3, market: 'WIN', price }]);
    const send = (requestId: string) =>
      place({ ...auth, 'x-request-id': requestId }, [stale], 'refused-key-0001');
    const first = await send('slip-refused-0001');
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ code: 'ODDS_CHANGED', requestId: 'slip-refused-0001' });
    const again = await send('slip-replay-0002');
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('keys are per player', async () => {
    const a = await signedInPlayer(subject);
    const b = await signedInPlayer(subject);
    await fundPlayer(subject, a.session.uid, 50_000);
    await fundPlayer(subject, b.session.uid, 50_000);
    const lines = [await lineFor(5, 100)];
    expect((await place(a.auth, lines, 'shared-key-01')).statusCode).toBe(201);
    const second = await place(b.auth, lines, 'shared-key-01');
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
  });

  it('needs an Idempotency-Key and a signed-in player', async () => {
    const { auth } = await signedInPlayer(subject);
    const noKey = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/betslip',
      headers: auth,
      payload: [await lineFor(1, 100)],
    });
    expect(noKey.statusCode).toBe(400);
    const anonymous = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/betslip',
      headers: { 'idempotency-key': 'anon-key-1' },
      payload: [await lineFor(1, 100)],
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('accepts a bet 1 ms before the off and refuses one at the off', async () => {
    clock.set(new Date(OFF.getTime() - 60_000));
    const { auth, session } = await signedInPlayer(subject);
    await fundPlayer(subject, session.uid, 50_000);
    const line = await lineFor(6, 100);
    clock.set(new Date(OFF.getTime() - 1));
    expect((await place(auth, [line])).statusCode).toBe(201);
    clock.set(OFF);
    const late = await place(auth, [line]);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('RACE_CLOSED');
    clock.set(new Date(OFF.getTime() - 60 * 60 * 1000));
  });

  it('shows a player only their own wallet, bets and history', async () => {
    const a = await signedInPlayer(subject);
    const b = await signedInPlayer(subject);
    await fundPlayer(subject, a.session.uid, 50_000);
    await place(a.auth, [await lineFor(7, 100)]);
    expect(
      (await subject.app.inject({ url: '/api/customer/self/sports/bets', headers: b.auth })).json(),
    ).toEqual([]);
    expect(
      (
        await subject.app.inject({ url: '/api/customer/self/transactions', headers: b.auth })
      ).json(),
    ).toEqual([]);
    expect((await wallet(b.auth)).pockets.cash.amount).toBe(0);
  });

  it('spends deposits first, then winnings, line by line in slip order', async () => {
    const { auth, session } = await signedInPlayer(subject);
    await fundPlayer(subject, session.uid, 15_000);
    const accounts = await ensurePlayerAccounts(subject.database.db, session.uid);
    await postTransfer(subject.database.db, {
      kind: 'TEST_WINNINGS',
      legs: [
        { accountId: accounts['cash-winnings'], amount: 20_000n },
        { accountId: houseAccountId('book', 1), amount: -20_000n },
      ],
    });
    const response = await place(auth, [
      await lineFor(1, 100),
      await lineFor(2, 100),
      await lineFor(3, 100),
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().wallet.pockets.cash.amount).toBe(50);
    const placed = await subject.database.db
      .select({
        ticket: bets.ticketNumber,
        fromDeposits: bets.stakeFromDepositsPaise,
        fromWinnings: bets.stakeFromWinningsPaise,
      })
      .from(bets)
      .where(eq(bets.playerId, session.uid));
    const byTicket = new Map(
      placed.map((bet) => [bet.ticket, [bet.fromDeposits, bet.fromWinnings]]),
    );
    expect(
      response.json().bets.map((bet: { ticketNumber: string }) => byTicket.get(bet.ticketNumber)),
    ).toEqual([
      [10_000, 0],
      [5_000, 5_000],
      [0, 10_000],
    ]);
  });

  it('refuses a scratched runner or a line that does not match its selection, naming the selection', async () => {
    const { auth, session } = await signedInPlayer(subject);
    await fundPlayer(subject, session.uid, 50_000);
    const mismatched = { ...(await lineFor(2, 100)), horseNo: 3 };
    const wrongMarket = { ...(await lineFor(2, 100)), market: 'PLACE' as const };
    const scratched = await lineFor(8, 100);
    await scratchRunner(raceDeps(subject), raceId, 8);
    for (const line of [mismatched, wrongMarket, scratched]) {
      const response = await place(auth, [await lineFor(1, 100), line]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        message: BET_MESSAGES.selectionUnavailable,
        details: { selection: line.selection },
      });
    }
    expect((await wallet(auth)).pockets.cash.amount).toBe(500);
  });

  it('takes ids in any letter case and answers the race by name', async () => {
    const { auth, session } = await signedInPlayer(subject);
    await fundPlayer(subject, session.uid, 50_000);
    const line = await lineFor(4, 100);
    const response = await place(auth, [
      {
        ...line,
        sportFixture: line.sportFixture.toUpperCase(),
        selection: line.selection.toUpperCase(),
      },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().bets[0].betLineItems[0]).toMatchObject({
      sportFixture: raceId,
      sportFixtureName: 'The Test Plate',
      raceNumber: 1,
    });
  });

  it('refuses every line of a slip on a race that is no longer open, naming the race', async () => {
    const otherRace = await addRace(subject, new Date(OFF.getTime() + 60 * 60 * 1000), {
      raceNumber: 2,
    });
    await publishRace(raceDeps(subject), otherRace);
    const { auth, session } = await signedInPlayer(subject);
    await fundPlayer(subject, session.uid, 50_000);
    const open = await lineFor(1, 100);
    const race = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${otherRace}` })).json(),
    );
    const runner = race.participants[0];
    const price = runner?.odds.find((odds) => odds.market === 'WIN');
    if (!runner || !price) throw new Error('no runner');
    await suspendRace(raceDeps(subject), otherRace);
    const closed = {
      ...open,
      raceNumber: 2,
      horseNo: runner.horseNumber,
      horse: runner.name,
      odds: price.price,
      sportFixture: otherRace,
      selection: price.selection,
    };
    const response = await place(auth, [open, closed]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'RACE_CLOSED',
      message: BET_MESSAGES.raceClosed,
      details: { sportFixture: otherRace },
    });
    expect((await wallet(auth)).pockets.cash.amount).toBe(500);
  });

  it('never takes over a claim an older version left unanswered: 409 for its body, 422 for another', async () => {
    const { auth, session } = await signedInPlayer(subject);
    await fundPlayer(subject, session.uid, 50_000);
    const line = await lineFor(5, 100);
    const claim = (key: string, requestHash: string) =>
      subject.database.db.insert(idempotencyKeys).values({
        playerId: session.uid,
        key,
        scope: 'betslip',
        requestHash,
        lockedAt: new Date(clock.now().getTime() - 31_000),
      });
    await claim('left-behind-01', requestHashOf('betslip', [line]));
    await claim('left-behind-02', 'a request that never answered');
    const sameBody = await place(auth, [line], 'left-behind-01');
    expect(sameBody.statusCode).toBe(409);
    expect(sameBody.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_FLIGHT' });
    expect((await place(auth, [line], 'left-behind-02')).statusCode).toBe(422);
    expect((await place(auth, [line], 'a-fresh-key-01')).statusCode).toBe(201);
    expect((await wallet(auth)).pockets.cash.amount).toBe(400);
  });
});
