import { randomUUID } from 'node:crypto';
import { indiaInstant, transactionSchema, type TotePool } from '@furlong/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { signedInPlayer } from '../../../test/players';
import { addRace, insertVenues, raceDeps } from '../../../test/race-factory';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { ensurePlayerAccounts, houseAccountId } from '../../ledger/ledger-accounts';
import { postTransfer } from '../../ledger/post-transfer';
import { declareResult } from '../race-control/declare-result';
import { publishRace } from '../race-control/publish-race';
import { suspendRace } from '../race-control/suspend-race';
import { voidRace } from '../race-control/void-race';
import { settleRace } from '../settlement/settle-race';
import { findTaxRule } from '../tax/find-tax-rule';
import { buyTicketOnce } from '../tote/buy-ticket';
import { createOwnHost } from '../tote/own-host';
import { TOTE_TRANSFER_KINDS } from '../tote/pool-ledger';
import { describeTransfer, listTransactions } from './list-transactions';

/** The player's history of tote tickets: each movement in `sports`, named by its ticket. */
describe("the player's transaction history", () => {
  let subject: TestApp;
  const clock = createManualClock(new Date());
  let raceNumber = 0;
  const host = createOwnHost();

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

  async function openRace() {
    raceNumber += 1;
    const startAt = new Date(indiaInstant('2025-10-01', '14:00').getTime() + raceNumber * 60_000);
    clock.set(new Date(startAt.getTime() - 60 * 60 * 1000));
    const id = await addRace(subject, startAt, { raceNumber, runnerCount: 8 });
    await publishRace(raceDeps(subject), id);
    return { id, startAt };
  }

  async function buy(playerId: string, fixtureId: string, pool: TotePool, horse: number) {
    const answer = await buyTicketOnce(
      db(),
      {
        playerId,
        key: randomUUID(),
        ticket: { sportFixture: fixtureId, pool, selections: [[horse]], box: false, units: 10 },
        now: clock.now(),
        requestId: 'test',
      },
      { host, findTaxRule },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return (answer.body as { ticketNumber: string }).ticketNumber;
  }

  async function history(playerId: string) {
    const rows = await listTransactions(db(), playerId, 0, 20);
    for (const row of rows) transactionSchema.parse(row);
    return rows;
  }

  it('shows a tote ticket, its dividend and a refund in sports, each naming the ticket', async () => {
    const won = await openRace();
    const { session } = await signedInPlayer(subject);
    await fundPlayer(subject, session.uid, 1_000_000);
    const winner = await buy(session.uid, won.id, 'WIN', 1);
    clock.set(new Date(won.startAt.getTime() + 60_000));
    await suspendRace(raceDeps(subject), won.id);
    await declareResult(raceDeps(subject), won.id, {
      official: true,
      standings: [1, 2, 3].map((place) => ({ place, horseNumber: place })),
    });
    await settleRace(raceDeps(subject), won.id);

    const voided = await openRace();
    const refunded = await buy(session.uid, voided.id, 'WIN', 2);
    clock.set(new Date(voided.startAt.getTime() + 60_000));
    await voidRace(raceDeps(subject), voided.id);
    await settleRace(raceDeps(subject), voided.id);

    const rows = await history(session.uid);
    const tote = rows.filter((row) => row.description.startsWith('Tote'));
    expect(tote.map((row) => [row.txnType, row.txnGroup, row.description])).toEqual([
      ['CREDIT', 'sports', `Tote ticket ${refunded} refunded`],
      ['DEBIT', 'sports', `Tote ticket ${refunded}`],
      ['CREDIT', 'sports', `Tote dividend on ticket ${winner}`],
      ['DEBIT', 'sports', `Tote ticket ${winner}`],
    ]);
    // ₹10 a unit, 10 units, GST 40% on top: ₹140 a ticket, the refund all of it.
    expect(tote[0]?.amount).toBe(140);
    expect(tote[1]?.amount).toBe(140);
    expect(tote[3]?.amount).toBe(140);
  });

  it('names a movement posted without a memo by its kind, never blank nor a code', async () => {
    const { session } = await signedInPlayer(subject);
    const accounts = await ensurePlayerAccounts(db(), session.uid);
    for (const [kind, amount] of [
      [TOTE_TRANSFER_KINDS.settlement, 500n],
      ['TOTE_STAKE', -100n],
      [TOTE_TRANSFER_KINDS.refund, 100n],
      ['SOMETHING_NEW', 1n],
    ] as const)
      await postTransfer(db(), {
        kind,
        memo: kind === 'SOMETHING_NEW' ? '  ' : undefined,
        legs: [
          { accountId: accounts['cash-winnings'], amount },
          { accountId: houseAccountId('book', 1), amount: -amount },
        ],
      });
    const rows = await history(session.uid);
    expect(rows.map((row) => `${row.txnGroup}: ${row.description}`).sort()).toEqual([
      'adjustment: Adjustment',
      'sports: Tote dividend',
      'sports: Tote ticket',
      'sports: Tote ticket refunded',
    ]);
  });

  it('describes every kind in words: a memo first, then the kind, then its group', () => {
    expect(describeTransfer('BET_STAKE', 'Multiple T100200: Accumulator of 1 bet')).toBe(
      'Multiple T100200: Accumulator of 1 bet',
    );
    expect(describeTransfer('BET_SETTLEMENT', null)).toBe('Winnings');
    expect(describeTransfer('TOTE_REFUND', '')).toBe('Tote ticket refunded');
    expect(describeTransfer('UNHEARD_OF', null)).toBe('Adjustment');
  });
});
