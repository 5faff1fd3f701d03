import { PRIVACY_NOTICE_VERSION, type DataExport } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator } from '../../../test/operators';
import { STRONG_PASSWORD } from '../../../test/players';
import { expectLedgerHolds, fundPlayer } from '../../../test/wallet-factory';
import { queryRows } from '../../db/query-rows';
import { checkLedger } from '../../ledger/check-ledger';
import { ensurePlayerAccounts, houseAccountId } from '../../ledger/ledger-accounts';
import { postTransfer } from '../../ledger/post-transfer';
import { clearMarketingContact } from '../protections/clear-betting-contact';

type Player = Awaited<ReturnType<typeof freshPlayer>>;

describe("the player's data rights (decision 070)", () => {
  let subject: TestApp;
  let compliance: Awaited<ReturnType<typeof signedInOperator>>;
  beforeAll(async () => {
    subject = await buildTestApp();
    compliance = await signedInOperator(subject, 'COMPLIANCE');
  });
  afterEach(async () => {
    await expectLedgerHolds(subject);
  });
  afterAll(async () => {
    await subject.close();
  });

  const idOf = async (player: Player) => {
    const [row] = await queryRows<{ id: string }>(
      subject.database.db,
      sql`select id from players where email = ${player.email}`,
    );
    return row!.id;
  };
  const call = (player: Player, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    subject.app.inject({ method, url, headers: player.auth, ...(payload ? { payload } : {}) });
  const consent = (player: Player, purposes: string[], noticeVersion = PRIVACY_NOTICE_VERSION) =>
    call(player, 'PUT', '/api/customer/self/consent', {
      noticeVersion,
      purposes,
      screen: 'MY_DATA',
    });

  it('asks for the notice in force, and withdrawing marketing is as easy as giving it', async () => {
    const player = await freshPlayer(subject);
    const playerId = await idOf(player);
    // Registering answered the notice in force, for the account's purpose only.
    const registered = await call(player, 'GET', '/api/customer/self/consent');
    expect(registered.json()).toMatchObject({
      needsAnswer: false,
      current: {
        noticeVersion: PRIVACY_NOTICE_VERSION,
        purposes: ['ACCOUNT'],
        screen: 'REGISTRATION',
      },
    });
    expect(await clearMarketingContact(subject.database.db, playerId, new Date())).toBeUndefined();
    // A player who answered an earlier notice is asked again.
    await subject.database.db.execute(
      sql`update player_consents set notice_version = '2020-01-01' where player_id = ${playerId}`,
    );
    const first = await call(player, 'GET', '/api/customer/self/consent');
    expect(first.json()).toMatchObject({
      needsAnswer: true,
      current: { noticeVersion: '2020-01-01' },
    });
    // The registration screen is the registration's own: a signed-in answer names another.
    const claimed = await call(player, 'PUT', '/api/customer/self/consent', {
      noticeVersion: PRIVACY_NOTICE_VERSION,
      purposes: ['ACCOUNT'],
      screen: 'REGISTRATION',
    });
    expect(claimed.statusCode).toBe(400);

    expect((await consent(player, ['ACCOUNT', 'MARKETING'], '2020-01-01')).statusCode).toBe(409);
    expect((await consent(player, ['MARKETING'])).statusCode).toBe(400);

    const given = await consent(player, ['ACCOUNT', 'MARKETING']);
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({
      needsAnswer: false,
      current: { noticeVersion: PRIVACY_NOTICE_VERSION, purposes: ['ACCOUNT', 'MARKETING'] },
    });
    const now = new Date();
    expect(await clearMarketingContact(subject.database.db, playerId, now)).toBeDefined();

    const withdrawn = await consent(player, ['ACCOUNT']);
    expect(withdrawn.json().history).toHaveLength(3);
    expect(await clearMarketingContact(subject.database.db, playerId, now)).toBeUndefined();

    // The settings screen's switch is the same consent, and joins the record.
    const settings = await call(player, 'PUT', '/api/customer/self/protections/settings', {
      realityCheckMinutes: null,
      priceChangePolicy: 'ASK',
      marketingConsent: true,
    });
    expect(settings.statusCode).toBe(200);
    const after = (await call(player, 'GET', '/api/customer/self/consent')).json();
    expect(after.current).toMatchObject({ screen: 'SETTINGS', purposes: ['ACCOUNT', 'MARKETING'] });
    expect(await clearMarketingContact(subject.database.db, playerId, now)).toBeDefined();
  });

  it('exports the player data as JSON and CSV, and only to the player', async () => {
    const player = await freshPlayer(subject);
    const other = await freshPlayer(subject);
    await consent(player, ['ACCOUNT']);
    const json = await call(player, 'GET', '/api/customer/self/data-export?format=json');
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toMatch(/attachment; filename="furlong-my-data-/);
    const data = JSON.parse(json.body) as DataExport;
    expect(data.tables.players!.rows).toEqual([
      expect.objectContaining({ email: player.email, mobile: player.mobile }),
    ]);
    // The registration's answer and this one.
    expect(data.tables.player_consents!.rows).toHaveLength(2);
    expect(data.tables.sessions!.rows.length).toBeGreaterThan(0);
    expect(json.body).not.toContain(other.email);
    expect(json.body).not.toContain('password_hash');

    const csv = await call(player, 'GET', '/api/customer/self/data-export?format=csv');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe('table,row,column,value');
    expect(csv.body).toContain(`players,1,email,${player.email}`);

    expect(
      (await call(player, 'GET', '/api/customer/self/data-export?format=xml')).statusCode,
    ).toBe(400);
    expect(
      (await subject.app.inject({ method: 'GET', url: '/api/customer/self/data-export' }))
        .statusCode,
    ).toBe(401);

    const summary = (await call(player, 'GET', '/api/customer/self/data')).json();
    expect(summary.categories).toContainEqual(
      expect.objectContaining({
        category: 'KYC',
        sharedWith: ['KYC_REVIEWERS'],
        isLegallyHeld: true,
      }),
    );
    expect(summary.categories).toContainEqual(
      expect.objectContaining({ category: 'CONSENTS', records: 2 }),
    );
  });

  it('erases what the law lets go, keeps the money records on hold, and the ledger check passes', async () => {
    const player = await freshPlayer(subject);
    const playerId = await idOf(player);
    await consent(player, ['ACCOUNT', 'MARKETING']);
    await fundPlayer(subject, playerId, 50_000);

    const asked = () =>
      call(player, 'POST', '/api/customer/self/data-requests', {
        kind: 'ERASURE',
        details: 'Please erase my data',
      });
    const unproved = await asked();
    expect(unproved.statusCode).toBe(403);
    expect(unproved.json().code).toBe('STEP_UP_REQUIRED');
    await call(player, 'POST', '/api/aic/identity/self/step-up', { password: STRONG_PASSWORD });
    const created = await asked();
    expect(created.statusCode).toBe(201);
    const request = created.json();
    expect(new Date(request.dueAt).getTime() - new Date(request.requestedAt).getTime()).toBe(
      90 * 86_400_000,
    );
    expect((await asked()).statusCode).toBe(409);

    const act = (action: string, note: string) =>
      subject.app.inject({
        method: 'POST',
        url: `/api/operator/data-requests/${request.uid}/actions`,
        headers: compliance.auth,
        payload: { action, note },
      });
    expect((await act('START', 'Checked the identity')).statusCode).toBe(200);
    // Money still in the account: nobody could withdraw it once the contact details go.
    const refused = await act('COMPLETE', 'Erased');
    expect(refused.statusCode).toBe(409);

    await subject.database.db.transaction(async (tx) => {
      const accounts = await ensurePlayerAccounts(tx, playerId);
      await postTransfer(tx, {
        kind: 'RETAIL_CASH_IN',
        memo: 'Test: the balance paid back at the counter',
        legs: [
          { accountId: accounts['cash-deposits'], amount: -50_000n },
          { accountId: houseAccountId('retail-cash-in', 0), amount: 50_000n },
        ],
      });
    });
    const done = await act('COMPLETE', 'Erased; KYC and money records held');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'DONE',
      outcome: 'Erased; KYC and money records held',
    });
    expect(done.json().history.map((event: { action: string }) => event.action)).toEqual([
      'REQUESTED',
      'STARTED',
      'DONE',
    ]);

    const db = subject.database.db;
    const [row] = await queryRows<Record<string, unknown>>(
      db,
      sql`select email, mobile, firstname, erased_at, legal_hold_until from players where id = ${playerId}`,
    );
    expect(row!.email).not.toBe(player.email);
    expect(row!.mobile).not.toBe(player.mobile);
    // Money moved through the account: the identity the records rest on stays, under hold.
    expect(row!.firstname).toBe(player.body.customer.traits.firstname);
    const holdYears =
      new Date(row!.legal_hold_until as string).getUTCFullYear() -
      new Date(row!.erased_at as string).getUTCFullYear();
    expect(holdYears).toBe(5);
    for (const table of ['sessions', 'player_follows', 'idempotency_keys', 'second_factors'])
      expect(
        await queryRows(
          db,
          sql`select 1 from ${sql.identifier(table)} where player_id = ${playerId}`,
        ),
      ).toEqual([]);
    expect(
      await queryRows(
        db,
        sql`select 1 from outbox_messages where "to" in (${player.email}, ${player.mobile})`,
      ),
    ).toEqual([]);
    const entries = await queryRows(
      db,
      sql`select e.id from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.player_id = ${playerId}`,
    );
    expect(entries).toHaveLength(2);
    expect(await checkLedger(db)).toEqual([]);
    const [guard] = await queryRows<{ marketing_consent: boolean; closed_at: unknown }>(
      db,
      sql`select marketing_consent, closed_at from player_protections where player_id = ${playerId}`,
    );
    expect(guard).toMatchObject({ marketing_consent: false });
    expect(guard!.closed_at).not.toBeNull();
    // Signed out everywhere: the sessions went.
    expect((await call(player, 'GET', '/api/customer/self/data')).statusCode).toBe(401);
    expect((await act('NOTE', 'Too late')).statusCode).toBe(409);
  });

  it('keeps the queue to COMPLIANCE and ADMIN, the earliest due first, with its clock', async () => {
    const player = await freshPlayer(subject);
    const created = await call(player, 'POST', '/api/customer/self/data-requests', {
      kind: 'CORRECTION',
      details: 'My city is Pune, not Mumbai',
    });
    expect(created.statusCode).toBe(201);
    const trader = await signedInOperator(subject, 'TRADER');
    const forbidden = await subject.app.inject({
      method: 'GET',
      url: '/api/operator/data-requests',
      headers: trader.auth,
    });
    expect(forbidden.statusCode).toBe(403);
    const queue = await subject.app.inject({
      method: 'GET',
      url: '/api/operator/data-requests',
      headers: compliance.auth,
    });
    const mine = queue.json().find((r: { uid: string }) => r.uid === created.json().uid);
    expect(mine).toMatchObject({ kind: 'CORRECTION', status: 'OPEN', daysLeft: 90 });
    const dues = queue.json().map((r: { dueAt: string }) => r.dueAt);
    expect(dues).toEqual([...dues].sort());
    const audit = await queryRows<{ action: string }>(
      subject.database.db,
      sql`select action from audit_log where subject_id = ${created.json().uid}`,
    );
    expect(audit.map((a) => a.action)).toContain('DATA_REQUESTED');
  });
});
