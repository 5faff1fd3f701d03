import type { DebtWrittenOffResponse, PlayerDebtsResponse } from '@furlong/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator } from '../../../test/operators';
import { expectLedgerHolds } from '../../../test/wallet-factory';
import { houseAccountId } from '../../ledger/ledger-accounts';
import { ledgerEntries } from '../../ledger/ledger.schema';
import { auditLog } from '../audit/audit.schema';
import { recordDebt } from './debts.test-kit';

describe('GET /api/operator/debts and POST /api/operator/debts/{uid}/write-off', () => {
  let subject: TestApp;
  let operator: { authorization: string };
  beforeAll(async () => {
    subject = await buildTestApp();
    operator = (await signedInOperator(subject)).auth;
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });
  const listDebts = async () => {
    const response = await subject.app.inject({ url: '/api/operator/debts', headers: operator });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PlayerDebtsResponse>().debts;
  };
  const writeOff = (uid: string, payload: object, key = `wo-${uid}`) =>
    subject.app.inject({
      method: 'POST',
      url: `/api/operator/debts/${uid}/write-off`,
      headers: { ...operator, 'idempotency-key': key },
      payload,
    });

  it('lists each open debt with its cause and history, and writes one off with a reason', async () => {
    const player = await freshPlayer(subject);
    const uid = player.session.uid;
    await recordDebt(subject, uid, 200_00);
    const credit = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/players/${uid}/cash-in`,
      headers: { ...operator, 'idempotency-key': `cash-${uid}` },
      payload: { amount: 50, reference: 'R-9' },
    });
    expect(credit.statusCode).toBe(201);

    const debt = (await listDebts()).find((entry) => entry.playerUid === uid);
    expect(debt).toMatchObject({
      owed: 150,
      playerName: 'Asha Rao',
      cause: 'Result corrected: ticket T-test',
    });
    expect(debt?.history.map((event) => [event.kind, event.amount])).toEqual([
      ['SETTLEMENT_REVERSAL', -200],
      ['RETAIL_CASH_IN', 50],
    ]);

    const tooShort = await writeOff(uid, { reason: 'x' });
    expect(tooShort.statusCode).toBe(400);

    const response = await writeOff(uid, { reason: 'Player deceased; estate closed' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<DebtWrittenOffResponse>();
    expect(body).toMatchObject({ playerUid: uid, writtenOff: 150 });
    expect((await listDebts()).some((entry) => entry.playerUid === uid)).toBe(false);

    const [badDebt] = await subject.database.db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.transferId, body.transferId),
          eq(ledgerEntries.accountId, houseAccountId('bad-debt', 0)),
        ),
      );
    expect(badDebt?.amount).toBe(-150_00n);
    const audits = await subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, uid), eq(auditLog.action, 'DEBT_WRITTEN_OFF')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({
      amountPaise: 150_00,
      reason: 'Player deceased; estate closed',
    });

    // The same key replays; a new key finds nothing owed.
    const replay = await writeOff(uid, { reason: 'Player deceased; estate closed' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await writeOff(uid, { reason: 'Again' }, 'another-key')).statusCode).toBe(409);
  });

  it('replays a stored refusal with the id of the request that was refused', async () => {
    const uid = (await freshPlayer(subject)).session.uid;
    const send = (requestId: string) =>
      subject.app.inject({
        method: 'POST',
        url: `/api/operator/debts/${uid}/write-off`,
        headers: {
          ...operator,
          'idempotency-key': `nothing-owed-${uid}`,
          'x-request-id': requestId,
        },
        payload: { reason: 'Nothing is owed here' },
      });
    const first = await send('write-off-refused-1');
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ statusCode: 409, requestId: 'write-off-refused-1' });
    const replay = await send('write-off-replay-2');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
  });

  it('is for staff only', async () => {
    const player = await freshPlayer(subject);
    const response = await subject.app.inject({ url: '/api/operator/debts', headers: player.auth });
    expect(response.statusCode).toBe(403);
  });
});
