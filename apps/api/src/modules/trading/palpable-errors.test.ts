import {
  fixtureSchema,
  indiaInstant,
  type ErrorBody,
  type Fixture,
  type PalpableErrorRequest,
} from '@furlong/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInOperator } from '../../../test/operators';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { findPlayerAccounts, houseAccountId } from '../../ledger/ledger-accounts';
import { ledgerAccounts } from '../../ledger/ledger.schema';
import { postTransfer } from '../../ledger/post-transfer';
import { bets } from '../bets/bets.schema';
import { outboxMessages } from '../notifications/notifications.schema';
import { publishRace } from '../race-control/publish-race';
import { getWallet } from '../wallet/get-wallet';

describe('palpable errors: void or re-price one bet with a second operator’s approval', () => {
  let subject: TestApp;
  const off = indiaInstant('2026-03-09', '16:00');
  const clock = createManualClock(new Date(off.getTime() - 60 * 60 * 1000));
  let raceNumber = 0;

  beforeAll(async () => {
    subject = await buildTestApp({ clock, env: { TRADER_REVIEW_LIABILITY_RUPEES: '10000000' } });
    await insertVenues(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  async function raceWithBet(ticketPrice: number) {
    raceNumber += 1;
    const id = await addRace(subject, new Date(off.getTime() + raceNumber * 60_000), {
      raceNumber,
    });
    await publishRace({ ...raceDeps(subject), clock }, id);
    const race: Fixture = fixtureSchema.parse(
      (await subject.app.inject({ url: `/api/mc/sport-fixture/cached/${id}` })).json(),
    );
    const odds = race.participants[0]?.odds.find((price) => price.market === 'WIN');
    const player = await signedInPlayer(subject);
    await fundPlayer(subject, player.session.uid, 1_000_000);
    const placed = await subject.app.inject({
      method: 'POST',
      url: '/api/customer/self/sports/betslip',
      headers: { ...player.auth, 'idempotency-key': `palpable-${raceNumber}` },
      payload: [
        {
          venue: 'BLR',
          raceNumber,
          market: 'WIN',
          horseNo: 1,
          horse: 'Runner 1',
          odds: odds?.price,
          ticketPrice,
          sportFixture: id,
          selection: odds?.selection,
        },
      ],
    });
    expect(placed.statusCode).toBe(201);
    return { id, player, betId: placed.json().bets[0].uid as string };
  }
  const operator = (auth: { authorization: string }, url: string, payload?: object) =>
    subject.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/operator${url}`,
      headers: auth,
      ...(payload ? { payload } : {}),
    });
  const approve = (auth: { authorization: string }, uid: string) =>
    subject.app.inject({
      method: 'POST',
      url: `/api/operator/palpable-errors/${uid}/approve`,
      headers: auth,
    });
  const cash = async (playerId: string) =>
    (await getWallet(subject.database.db, playerId)).pockets.cash.amount;
  /** The player's cash spent to nothing (a transfer to the book stands in for a withdrawal). */
  const spendAll = (playerId: string, reference: string) =>
    subject.database.db.transaction(async (tx) => {
      const accounts = await findPlayerAccounts(tx, playerId);
      const pockets = await tx
        .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, [accounts['cash-deposits'], accounts['cash-winnings']]));
      const total = pockets.reduce((sum, pocket) => sum + (pocket.balance ?? 0n), 0n);
      await postTransfer(tx, {
        kind: 'TEST_SPEND',
        reference,
        memo: 'Spent',
        legs: [
          ...pockets.map((pocket) => ({ accountId: pocket.id, amount: -(pocket.balance ?? 0n) })),
          { accountId: houseAccountId('book', 0), amount: total },
        ],
      });
    });
  const declareOfficial = (auth: { authorization: string }, id: string, horses: number[]) =>
    operator(auth, `/races/${id}/result`, {
      official: true,
      standings: horses.map((horseNo, index) => ({ place: index + 1, horseNo })),
    });
  /** The race goes off and horse 1 wins, officially: a steward's headers are returned. */
  const runAndResult = async (id: string) => {
    clock.set(new Date(off.getTime() + raceNumber * 60_000 + 1000));
    const steward = (await signedInOperator(subject, 'TRADER')).auth;
    await operator(steward, `/races/${id}/off`, {});
    expect((await declareOfficial(steward, id, [1, 2, 3])).statusCode).toBe(200);
    return steward;
  };
  const betOf = async (betId: string) =>
    (await subject.database.db.select().from(bets).where(eq(bets.id, betId)))[0];
  const toldAbout = async (email: string) =>
    subject.database.db
      .select({ subject: outboxMessages.subject, body: outboxMessages.body })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, email), eq(outboxMessages.purpose, 'BET_CORRECTED')));

  it('voids an open bet only once a second operator approves: stake refunded, player told', async () => {
    const { player, betId } = await raceWithBet(1000);
    const maker = (await signedInOperator(subject, 'TRADER')).auth;
    const checker = (await signedInOperator(subject, 'ADMIN')).auth;
    const before = await cash(player.session.uid);

    expect(
      (
        await operator(maker, `/bets/${betId}/palpable-error`, {
          kind: 'VOID',
          price: 3,
          reason: 'Price 30 shown as 3',
        })
      ).statusCode,
    ).toBe(400);
    const asked = await operator(maker, `/bets/${betId}/palpable-error`, {
      kind: 'VOID',
      reason: 'Price 2.00 was meant to be 0.20',
    });
    expect(asked.statusCode).toBe(201);
    const request = asked.json<PalpableErrorRequest>();
    expect(request).toMatchObject({ status: 'PENDING', kind: 'VOID', betStatus: 'CONFIRMED' });
    // Nothing moves on the maker's word alone.
    expect(await cash(player.session.uid)).toBe(before);
    const queue = (await operator(checker, '/palpable-errors')).json<{
      requests: PalpableErrorRequest[];
    }>();
    expect(queue.requests.map((listed) => listed.uid)).toContain(request.uid);
    const own = await approve(maker, request.uid);
    expect(own.statusCode).toBe(403);
    expect(own.json<ErrorBody>().code).toBe('OWN_APPROVAL_FORBIDDEN');

    const approved = await approve(checker, request.uid);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<PalpableErrorRequest>()).toMatchObject({
      status: 'APPROVED',
      betStatus: 'VOID',
    });
    expect(await cash(player.session.uid)).toBe(before + 1000);
    expect((await betOf(betId))?.status).toBe('VOID');
    expect((await approve(checker, request.uid)).statusCode).toBe(409);
    const told = await toldAbout(player.email);
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toMatch(/made void: its stake is refunded/);
    await expectLedgerHolds(subject);
  });

  it('re-prices an open bet: it settles at the corrected price', async () => {
    const { id, player, betId } = await raceWithBet(1000);
    const maker = (await signedInOperator(subject, 'TRADER')).auth;
    const checker = (await signedInOperator(subject, 'TRADER')).auth;
    const asked = await operator(maker, `/bets/${betId}/palpable-error`, {
      kind: 'REPRICE',
      price: 0.5,
      reason: 'Evens-money favourite shown at 2-1',
    });
    expect(asked.json<PalpableErrorRequest>()).toMatchObject({ odds: 2, newOdds: 0.5 });
    expect((await approve(checker, asked.json<PalpableErrorRequest>().uid)).statusCode).toBe(200);
    expect((await betOf(betId))?.priceHundredths).toBe(50);
    expect((await toldAbout(player.email))[0]?.body).toMatch(/now stands at 0.50 instead of 2.00/);

    await runAndResult(id);
    const settled = await betOf(betId);
    expect(settled?.status).toBe('WON');
    // ₹1,000 at 0.50 (GST 40%): face value ₹714.28 x 1.5, not x 3.
    expect(settled?.totalWinPaise).toBe(Math.floor((100_000 * 150 * 100) / 14_000));
    await expectLedgerHolds(subject);
    clock.set(new Date(off.getTime() - 60 * 60 * 1000));
  });

  it('voids a settled winning bet: the payout is taken back, the stake refunded, any shortfall owed', async () => {
    const { id, player, betId } = await raceWithBet(1000);
    const steward = await runAndResult(id);
    const won = await betOf(betId);
    expect(won?.status).toBe('WON');
    const start = 10_000;
    expect(await cash(player.session.uid)).toBe(start - 1000 + (won?.payoutPaise ?? 0) / 100);
    const maker = (await signedInOperator(subject, 'TRADER')).auth;
    const checker = (await signedInOperator(subject, 'ADMIN')).auth;
    const asked = await operator(maker, `/bets/${betId}/palpable-error`, {
      kind: 'VOID',
      reason: 'Runner 1 price was a typing error',
    });
    expect(asked.statusCode).toBe(201);
    expect((await approve(checker, asked.json<PalpableErrorRequest>().uid)).statusCode).toBe(200);
    expect((await betOf(betId))?.status).toBe('VOID');
    // As if the bet had never been struck.
    expect(await cash(player.session.uid)).toBe(start);
    await expectLedgerHolds(subject);

    // A later correction of the result leaves the void bet void and its refund in place.
    await declareOfficial(steward, id, [2, 1, 3]);
    expect((await betOf(betId))?.status).toBe('VOID');
    expect(await cash(player.session.uid)).toBe(start);
    await expectLedgerHolds(subject);
    clock.set(new Date(off.getTime() - 60 * 60 * 1000));
  });

  it('re-prices a paid winning bet: settled again at the correct price, what is spent owed', async () => {
    const { id, player, betId } = await raceWithBet(5000);
    const steward = await runAndResult(id);
    const won = await betOf(betId);
    expect(won?.status).toBe('WON');
    // The player spends everything, the winnings included.
    await spendAll(player.session.uid, betId);
    const maker = (await signedInOperator(subject, 'TRADER')).auth;
    const checker = (await signedInOperator(subject, 'ADMIN')).auth;
    const asked = await operator(maker, `/bets/${betId}/palpable-error`, {
      kind: 'REPRICE',
      price: 0.5,
      reason: 'Runner 1 was priced 5-1 for 1-2',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await betOf(betId))?.status).toBe('WON');
    expect((await approve(checker, asked.json<PalpableErrorRequest>().uid)).statusCode).toBe(200);

    const repriced = await betOf(betId);
    expect(repriced).toMatchObject({ status: 'WON', priceHundredths: 50 });
    const newPayout = repriced?.payoutPaise ?? 0;
    expect(newPayout).toBeGreaterThan(0);
    expect(newPayout).toBeLessThan(won?.payoutPaise ?? 0);
    // The first payout was spent: the difference is owed, nothing is in the wallet.
    const debts = (await operator(checker, '/debts')).json<{
      debts: { playerUid: string; owed: number }[];
    }>();
    expect(debts.debts.find((debt) => debt.playerUid === player.session.uid)?.owed).toBe(
      ((won?.payoutPaise ?? 0) - newPayout) / 100,
    );
    expect(await cash(player.session.uid)).toBe(0);
    expect((await toldAbout(player.email)).length).toBeGreaterThan(0);
    await expectLedgerHolds(subject);

    // A later correction of the result takes back the re-priced payout, not the first one.
    await declareOfficial(steward, id, [2, 1, 3]);
    expect((await betOf(betId))?.status).toBe('LOST');
    expect(
      (await operator(checker, '/debts'))
        .json<{ debts: { playerUid: string; owed: number }[] }>()
        .debts.find((debt) => debt.playerUid === player.session.uid)?.owed,
    ).toBe((won?.payoutPaise ?? 0) / 100);
    await expectLedgerHolds(subject);
    clock.set(new Date(off.getTime() - 60 * 60 * 1000));
  });

  it('voids a bet paid out and spent: what the player no longer has is owed', async () => {
    const { id, player, betId } = await raceWithBet(5000);
    await runAndResult(id);
    const won = await betOf(betId);
    expect(won?.status).toBe('WON');
    // The player's cash is spent to zero (a hand debit stands in for a withdrawal).
    const spent = await cash(player.session.uid);
    await spendAll(player.session.uid, betId);
    expect(await cash(player.session.uid)).toBe(0);
    const maker = (await signedInOperator(subject, 'TRADER')).auth;
    const checker = (await signedInOperator(subject, 'ADMIN')).auth;
    const asked = await operator(maker, `/bets/${betId}/palpable-error`, {
      kind: 'VOID',
      reason: 'Runner 1 price was a typing error',
    });
    expect((await approve(checker, asked.json<PalpableErrorRequest>().uid)).statusCode).toBe(200);
    // Owed: the payout less the stake refunded, which paid the debt first.
    const owed = (won?.payoutPaise ?? 0) - 500_000;
    const debts = (await operator(checker, '/debts')).json<{
      debts: { playerUid: string; owed: number }[];
    }>();
    expect(debts.debts.find((debt) => debt.playerUid === player.session.uid)?.owed).toBe(
      owed / 100,
    );
    expect(await cash(player.session.uid)).toBe(0);
    expect(spent).toBeGreaterThan(0);
    await expectLedgerHolds(subject);
    clock.set(new Date(off.getTime() - 60 * 60 * 1000));
  });
});
