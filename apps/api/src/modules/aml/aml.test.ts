import {
  AML_MESSAGES,
  DEVICE_ID_HEADER,
  indiaInstant,
  type AmlAlert,
  type OperatorRole,
  type SuspiciousReportExport,
} from '@furlong/contract';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createManualClock, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator } from '../../../test/operators';
import { STRONG_PASSWORD } from '../../../test/players';
import { expectLedgerHolds } from '../../../test/wallet-factory';
import { ensurePlayerAccounts, houseAccountId } from '../../ledger/ledger-accounts';
import { postTransfer } from '../../ledger/post-transfer';
import { bankAccountHash, vpaHash } from '../../security/identity-hash';
import { auditLog } from '../audit/audit.schema';
import { withdraw, withdrawingPlayer, winningsOf } from '../cashier/cashier.test-kit';
import { beneficiaries, withdrawals } from '../cashier/cashier.schema';
import { amlAlerts } from './aml.schema';

type Staff = Awaited<ReturnType<typeof signedInOperator>>;

/** The scan runs on 5 April 2031 (India time): it reads March and April. */
const NOW = indiaInstant('2031-04-05', '12:00');
const MARCH = indiaInstant('2031-03-15', '12:00');
const LAKH = 100_000;

describe('money-laundering alerts (decision 071)', () => {
  let subject: TestApp;
  let officer: Staff;

  beforeAll(async () => {
    subject = await buildTestApp({
      clock: createManualClock(NOW),
      env: { WITHDRAWAL_REVIEW_RUPEES: '10000', ADJUSTMENT_APPROVAL_RUPEES: '50000' },
    });
    officer = await signedInOperator(subject, 'COMPLIANCE');
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  const db = () => subject.database.db;
  const newPlayer = async () => (await freshPlayer(subject)).session.uid;

  /** A ledger transfer dated `at` (the ledger dates its rows itself; hand-made data moves them). */
  async function postDated(
    playerId: string,
    kind: 'RETAIL_CASH_IN' | 'BET_STAKE',
    rupees: number,
    at: Date,
  ) {
    const paise = BigInt(Math.round(rupees * 100));
    await db().transaction(async (tx) => {
      const accounts = await ensurePlayerAccounts(tx, playerId);
      const [player, house] =
        kind === 'RETAIL_CASH_IN'
          ? [paise, houseAccountId('retail-cash-in', 0)]
          : [-paise, houseAccountId('book', 0)];
      const transferId = await postTransfer(tx, {
        kind,
        legs: [
          { accountId: accounts['cash-deposits'], amount: player },
          { accountId: house, amount: -player },
        ],
      });
      await tx.execute(
        sql`update ledger_transfers set created_at = ${at.toISOString()}::timestamptz where id = ${transferId}::uuid`,
      );
      await tx.execute(
        sql`update ledger_entries set created_at = ${at.toISOString()}::timestamptz where transfer_id = ${transferId}::uuid`,
      );
    });
  }
  const paidIn = (playerId: string, rupees: number, at = MARCH) =>
    postDated(playerId, 'RETAIL_CASH_IN', rupees, at);
  const staked = (playerId: string, rupees: number, at = MARCH) =>
    postDated(playerId, 'BET_STAKE', rupees, at);

  async function beneficiaryOf(
    playerId: string,
    identity: { bank?: string; vpa?: string } = {},
  ): Promise<string> {
    const cipher = subject.app.secrets.fieldCipher;
    const [row] = await db()
      .insert(beneficiaries)
      .values({
        playerId,
        type: identity.vpa ? 'VPA' : 'BANK',
        vpa: identity.vpa ?? null,
        destination: randomUUID(),
        identityHash: identity.vpa
          ? vpaHash(cipher, identity.vpa)
          : bankAccountHash(cipher, identity.bank ?? randomUUID().slice(0, 12), 'HDFC0001234'),
      })
      .returning({ id: beneficiaries.id });
    return row!.id;
  }

  /** A withdrawal as a row, dated `at`: the rules read withdrawals, not how they were paid. */
  async function withdrew(playerId: string, rupees: number, at = MARCH, status = 'SUCCESS') {
    const [existing] = await db()
      .select({ id: beneficiaries.id })
      .from(beneficiaries)
      .where(eq(beneficiaries.playerId, playerId));
    await db()
      .insert(withdrawals)
      .values({
        playerId,
        beneficiaryId: existing?.id ?? (await beneficiaryOf(playerId)),
        amountPaise: BigInt(Math.round(rupees * 100)),
        status,
        holdTransferId: randomUUID(),
        createdAt: at,
        updatedAt: at,
      });
  }

  const scan = async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/operator/aml/scan',
      headers: officer.auth,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ raised: number }>().raised;
  };
  const alertsOf = async (playerId: string) =>
    db()
      .select({ rule: amlAlerts.rule, period: amlAlerts.period, figures: amlAlerts.figures })
      .from(amlAlerts)
      .where(eq(amlAlerts.playerId, playerId));
  const rulesOf = async (playerId: string) =>
    (await alertsOf(playerId)).map((alert) => `${alert.rule} ${alert.period}`).sort();

  it('cash in above ₹10 lakh in an India calendar month alerts; ₹10 lakh exactly, or split across a month end, does not', async () => {
    const [above, exactly, split] = await Promise.all([newPlayer(), newPlayer(), newPlayer()]);
    await paidIn(above, 6 * LAKH);
    await paidIn(above, 4 * LAKH + 0.01);
    await paidIn(exactly, 10 * LAKH);
    // 31 March 23:00 and 1 April 01:00 in India are both 31 March in UTC.
    await paidIn(split, 6 * LAKH, indiaInstant('2031-03-31', '23:00'));
    await paidIn(split, 6 * LAKH, indiaInstant('2031-04-01', '01:00'));
    await scan();
    expect(await rulesOf(above)).toEqual(['CASH_IN_ABOVE_LIMIT 2031-03']);
    expect((await alertsOf(above))[0]?.figures).toMatchObject({ paidIn: 1_000_000.01 });
    expect(await rulesOf(exactly)).toEqual([]);
    expect(await rulesOf(split)).toEqual([]);
  });

  it('cash out above ₹10 lakh in a month alerts; ₹10 lakh and a failed withdrawal do not', async () => {
    const [above, under] = await Promise.all([newPlayer(), newPlayer()]);
    await withdrew(above, 5 * LAKH);
    await withdrew(above, 5 * LAKH + 1);
    await withdrew(under, 10 * LAKH);
    await withdrew(under, 1 * LAKH, MARCH, 'FAILED');
    await scan();
    expect(await rulesOf(above)).toEqual(['CASH_OUT_ABOVE_LIMIT 2031-03']);
    expect(await rulesOf(under)).toEqual([]);
  });

  it('paid in and withdrawn with stakes under half of it alerts; half staked, or under half withdrawn, does not', async () => {
    const [little, half, kept] = await Promise.all([newPlayer(), newPlayer(), newPlayer()]);
    for (const player of [little, half, kept]) await paidIn(player, LAKH);
    await staked(little, 49_999);
    await withdrew(little, 50_000);
    await staked(half, 50_000);
    await withdrew(half, 50_000);
    await withdrew(kept, 49_999);
    await scan();
    expect(await rulesOf(little)).toEqual(['LITTLE_BETTING 2031-03']);
    expect((await alertsOf(little))[0]?.figures).toEqual({
      paidIn: 100_000,
      withdrawn: 50_000,
      staked: 49_999,
    });
    expect(await rulesOf(half)).toEqual([]);
    expect(await rulesOf(kept)).toEqual([]);
  });

  it('three withdrawals or cash-ins just under their maker-checker thresholds alert; one below 90% spoils it', async () => {
    const [withdrawing, spoilt, cashing] = await Promise.all([
      newPlayer(),
      newPlayer(),
      newPlayer(),
    ]);
    for (const rupees of [9_500, 9_999, 10_000]) await withdrew(withdrawing, rupees);
    for (const rupees of [9_900, 9_900, 8_999, 10_000.01]) await withdrew(spoilt, rupees);
    for (const rupees of [45_000, 49_000, 50_000]) await paidIn(cashing, rupees);
    await scan();
    expect(await rulesOf(withdrawing)).toEqual(['STRUCTURING 2031-03']);
    expect((await alertsOf(withdrawing))[0]?.figures).toMatchObject({
      withdrawalsNearThreshold: 3,
      withdrawalThreshold: 10_000,
    });
    expect(await rulesOf(spoilt)).toEqual([]);
    expect(await rulesOf(cashing)).toEqual(['STRUCTURING 2031-03']);
  });

  it('two players paid to one bank account or one VPA alert, each once; an account of its own does not', async () => {
    const [first, second, alone, vpaOne, vpaTwo] = await Promise.all([
      newPlayer(),
      newPlayer(),
      newPlayer(),
      newPlayer(),
      newPlayer(),
    ]);
    await beneficiaryOf(first, { bank: '998877665544' });
    await beneficiaryOf(second, { bank: '998877665544' });
    await beneficiaryOf(alone, { bank: '112233445566' });
    await beneficiaryOf(vpaOne, { vpa: 'Shared@okaxis' });
    await beneficiaryOf(vpaTwo, { vpa: 'shared@OKAXIS' });
    await scan();
    expect((await alertsOf(first)).map((alert) => alert.rule)).toEqual(['SHARED_BANK_ACCOUNT']);
    expect((await alertsOf(first))[0]?.figures).toEqual({ players: 2, sharedWith: [second] });
    expect((await alertsOf(second)).map((alert) => alert.rule)).toEqual(['SHARED_BANK_ACCOUNT']);
    expect(await rulesOf(alone)).toEqual([]);
    expect((await alertsOf(vpaOne)).map((alert) => alert.rule)).toEqual(['SHARED_VPA']);
    expect((await alertsOf(vpaTwo)).map((alert) => alert.rule)).toEqual(['SHARED_VPA']);
  });

  it('a device signed in to three accounts alerts for each; two accounts on one device do not', async () => {
    const device = `device-${randomUUID()}`;
    const players = await Promise.all([1, 2, 3].map(() => freshPlayer(subject)));
    const signInOn = (email: string) =>
      subject.app.inject({
        method: 'POST',
        url: '/api/aic/auth/login',
        headers: { [DEVICE_ID_HEADER]: device },
        payload: { identifier: email, value: STRONG_PASSWORD, type: 'PASSWORD', tenant: 'furlong' },
      });
    for (const player of players.slice(0, 2))
      expect((await signInOn(player.email)).statusCode).toBe(200);
    await scan();
    for (const player of players) expect(await rulesOf(player.session.uid)).toEqual([]);
    expect((await signInOn(players[2]!.email)).statusCode).toBe(200);
    await scan();
    for (const player of players) {
      const alerts = await alertsOf(player.session.uid);
      expect(alerts.map((alert) => alert.rule)).toEqual(['SHARED_DEVICE']);
      expect(alerts[0]?.figures).toMatchObject({ players: 3 });
      // The period is the keyed hash, never the device id the browser sent.
      expect(alerts[0]?.period).not.toContain(device);
    }
  });

  it('a re-run raises nothing new: each alert once per player, rule and period', async () => {
    const player = await newPlayer();
    await paidIn(player, 11 * LAKH);
    await withdrew(player, 11 * LAKH);
    expect(await scan()).toBeGreaterThanOrEqual(3);
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(amlAlerts);
    expect(await scan()).toBe(0);
    await Promise.all([scan(), scan()]);
    expect(
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(amlAlerts),
    ).toEqual(before);
    expect(await rulesOf(player)).toEqual([
      'CASH_IN_ABOVE_LIMIT 2031-03',
      'CASH_OUT_ABOVE_LIMIT 2031-03',
      'LITTLE_BETTING 2031-03',
    ]);
  });

  async function openAlertFor(playerId: string): Promise<string> {
    const [alert] = await db()
      .insert(amlAlerts)
      .values({ playerId, rule: 'LITTLE_BETTING', period: '2031-03', figures: { paidIn: 60_000 } })
      .returning({ id: amlAlerts.id });
    return alert!.id;
  }
  const act = (staff: Staff, url: string, payload?: object) =>
    subject.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/operator/aml${url}`,
      headers: staff.auth,
      ...(payload ? { payload } : {}),
    });
  const auditOf = async (playerId: string) =>
    (
      await db()
        .select({ action: auditLog.action, actorId: auditLog.actorId })
        .from(auditLog)
        .where(and(eq(auditLog.subjectId, playerId), sql`${auditLog.action} like 'AML_%'`))
        .orderBy(auditLog.id)
    ).map((entry) => `${entry.action} by ${entry.actorId === officer.operator.id}`);

  it('escalation holds withdrawals with their own code until the report is closed; the report exports as JSON and CSV', async () => {
    const player = await withdrawingPlayer(subject, 500_000);
    const alertId = await openAlertFor(player.session.uid);
    expect(
      (await act(officer, `/alerts/${alertId}/escalate`, { grounds: 'short' })).json(),
    ).toMatchObject({
      statusCode: 400,
      issues: [{ path: 'body.grounds', message: AML_MESSAGES.grounds }],
    });
    const escalated = await act(officer, `/alerts/${alertId}/escalate`, {
      grounds: 'Cash paid in at three counters and withdrawn within the week, hardly any bets.',
    });
    expect(escalated.statusCode).toBe(200);
    const alert = escalated.json<AmlAlert>();
    expect(alert).toMatchObject({ status: 'ESCALATED', decidedBy: { uid: officer.operator.id } });
    expect(alert.reportUid).toEqual(expect.any(String));
    expect(
      (await act(officer, `/alerts/${alertId}/escalate`, { grounds: 'Once more, please.' }))
        .statusCode,
    ).toBe(409);

    const held = await withdraw(subject, player, {
      amount: 1000,
      beneficiaryId: player.beneficiaryId,
    });
    expect(held.statusCode).toBe(403);
    expect(held.json()).toMatchObject({
      code: 'WITHDRAWALS_HELD',
      message: AML_MESSAGES.withdrawalsHeld,
    });
    expect(held.json().details).toBeUndefined();
    expect(await winningsOf(subject, player)).toBe(5000);

    const exported = await act(officer, `/reports/${alert.reportUid}/export`);
    expect(exported.statusCode).toBe(200);
    const data = exported.json<SuspiciousReportExport>();
    expect(data).toMatchObject({
      reportUid: alert.reportUid,
      person: { playerUid: player.session.uid, pan: 'ABCDE1234F', kycStatus: 'VERIFIED' },
      alert: { rule: 'LITTLE_BETTING', period: '2031-03' },
      grounds: expect.stringContaining('three counters'),
    });
    const csv = await act(officer, `/reports/${alert.reportUid}/export/csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, first] = csv.body.trim().split('\r\n');
    expect(header).toContain('report_uid,reporting_entity,player_uid,name,date_of_birth,pan');
    expect(first).toContain('ABCDE1234F');
    expect(first).toContain('LITTLE_BETTING');

    const listed = await act(officer, '/reports');
    expect(listed.json().reports.map((report: { uid: string }) => report.uid)).toContain(
      alert.reportUid,
    );
    expect((await act(officer, `/reports/${alert.reportUid}/close`, {})).statusCode).toBe(400);
    const closed = await act(officer, `/reports/${alert.reportUid}/close`, {
      reason: 'Filed with FIU-IND on FINnet',
      fiuReference: 'STR-2031-000017',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'CLOSED', fiuReference: 'STR-2031-000017' });
    expect(
      (await act(officer, `/reports/${alert.reportUid}/close`, { reason: 'Again' })).statusCode,
    ).toBe(409);

    const paid = await withdraw(subject, player, {
      amount: 1000,
      beneficiaryId: player.beneficiaryId,
    });
    expect(paid.statusCode).toBe(201);
    expect(await auditOf(player.session.uid)).toEqual([
      'AML_ALERT_ESCALATED by true',
      'AML_REPORT_EXPORTED by true',
      'AML_REPORT_EXPORTED by true',
      'AML_REPORT_CLOSED by true',
    ]);
  });

  it('a withdrawal waiting for two operators cannot be approved while a report is open', async () => {
    const player = await withdrawingPlayer(subject, 2_000_000);
    const asked = await withdraw(subject, player, {
      amount: 15_000,
      beneficiaryId: player.beneficiaryId,
    });
    expect(asked.json().transfer.status).toBe('PENDING');
    const [waiting] = await db()
      .select({ id: withdrawals.id, status: withdrawals.status })
      .from(withdrawals)
      .where(eq(withdrawals.playerId, player.session.uid));
    expect(waiting?.status).toBe('REVIEW');
    const alertId = await openAlertFor(player.session.uid);
    await act(officer, `/alerts/${alertId}/escalate`, { grounds: 'Large winnings, new account.' });
    const cashier = await signedInOperator(subject, 'CASHIER');
    const approve = await subject.app.inject({
      method: 'POST',
      url: `/api/operator/withdrawals/${waiting!.id}/approve`,
      headers: cashier.auth,
    });
    expect(approve.statusCode).toBe(403);
    expect(approve.json().code).toBe('WITHDRAWALS_HELD');
  });

  it('dismissal needs a reason, is audited, and happens once', async () => {
    const player = await newPlayer();
    const alertId = await openAlertFor(player);
    expect((await act(officer, `/alerts/${alertId}/dismiss`, {})).statusCode).toBe(400);
    expect(
      (await act(officer, `/alerts/${alertId}/dismiss`, { reason: ' a ' })).json(),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body.reason', message: AML_MESSAGES.reason }],
    });
    expect((await act(officer, `/alerts/${alertId}`)).json()).toMatchObject({ status: 'OPEN' });
    const open = await act(officer, '/alerts');
    expect(open.json().alerts.map((alert: AmlAlert) => alert.uid)).toContain(alertId);
    const dismissed = await act(officer, `/alerts/${alertId}/dismiss`, {
      reason: 'Winnings of a known owner, paid by cheque at the club',
    });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({
      status: 'DISMISSED',
      reason: 'Winnings of a known owner, paid by cheque at the club',
      decidedBy: { uid: officer.operator.id },
      reportUid: null,
    });
    expect(
      (await act(officer, `/alerts/${alertId}/dismiss`, { reason: 'Again, please' })).statusCode,
    ).toBe(409);
    const listedDismissed = await act(officer, '/alerts?status=DISMISSED');
    expect(listedDismissed.json().alerts.map((alert: AmlAlert) => alert.uid)).toContain(alertId);
    expect(await auditOf(player)).toEqual(['AML_ALERT_DISMISSED by true']);
  });

  it('only COMPLIANCE and ADMIN work the queue', async () => {
    const alertId = await openAlertFor(await newPlayer());
    const roles: OperatorRole[] = [
      'CASHIER',
      'SUPPORT',
      'TRADER',
      'CONTENT',
      'COMPLIANCE',
      'ADMIN',
    ];
    for (const role of roles) {
      const staff = await signedInOperator(subject, role);
      const allowed = role === 'COMPLIANCE' || role === 'ADMIN';
      expect((await act(staff, '/alerts')).statusCode, role).toBe(allowed ? 200 : 403);
      expect((await act(staff, `/alerts/${alertId}`)).statusCode, role).toBe(allowed ? 200 : 403);
      if (!allowed)
        expect(
          (await act(staff, `/alerts/${alertId}/dismiss`, { reason: 'Not mine to dismiss' }))
            .statusCode,
          role,
        ).toBe(403);
    }
    const [alert] = await db()
      .select({ status: amlAlerts.status })
      .from(amlAlerts)
      .where(inArray(amlAlerts.id, [alertId]));
    expect(alert?.status).toBe('OPEN');
  });
});
