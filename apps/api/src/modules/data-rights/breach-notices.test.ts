import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { signedInOperator } from '../../../test/operators';
import { queryRows } from '../../db/query-rows';

const draft = (affectedPlayers: string[]) => ({
  occurredAt: '2026-11-25T22:10:00.000Z',
  detectedAt: '2026-11-26T06:00:00.000Z',
  description: 'A copy of the sign-in log was readable by a misconfigured backup job.',
  extent: 'Email addresses and sign-in times of 2 players; no passwords, PANs or bank details.',
  consequences: 'You may receive phishing emails that name Furlong.',
  mitigation: 'The backup was deleted and its access revoked within an hour.',
  playerSteps: 'Ignore emails asking for your password; Furlong never asks for it.',
  contact: 'Data Protection Officer, dpo@furlong.example, 1800 000 000',
  cause: 'A storage permission widened during a migration of the backup job.',
  prevention: 'Backups are now checked daily for public access.',
  affectedPlayers,
});

/** A breach notice: drafted by an ADMIN, sent by email and SMS once, the Board's 72 hours. */
describe('breach notices (DPDP Rules 2025, rule 7)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  it('goes to each affected player by email and SMS once, and records when each went', async () => {
    const admin = await signedInOperator(subject, 'ADMIN');
    const compliance = await signedInOperator(subject, 'COMPLIANCE');
    const players = [await freshPlayer(subject), await freshPlayer(subject)];
    const bystander = await freshPlayer(subject);
    const ids = await queryRows<{ id: string }>(
      subject.database.db,
      sql`select id from players where email in (${players[0]!.email}, ${players[1]!.email})`,
    );
    const post = (url: string, headers: Record<string, string>, payload?: object) =>
      subject.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

    const notAdmin = await post('/api/operator/breach-notices', compliance.auth, draft([]));
    expect(notAdmin.statusCode).toBe(403);
    const backwards = await post('/api/operator/breach-notices', admin.auth, {
      ...draft(ids.map((row) => row.id)),
      detectedAt: '2026-11-20T00:00:00.000Z',
    });
    expect(backwards.statusCode).toBe(400);

    const drafted = await post(
      '/api/operator/breach-notices',
      admin.auth,
      draft(ids.map((r) => r.id)),
    );
    expect(drafted.statusCode).toBe(201);
    const notice = drafted.json();
    expect(notice).toMatchObject({
      affectedPlayers: 2,
      sentAt: null,
      boardDueAt: '2026-11-29T06:00:00.000Z',
      deliveries: [],
    });
    const early = await post(
      `/api/operator/breach-notices/${notice.uid}/board-report`,
      admin.auth,
      {
        reference: 'DPB/2026/0042',
      },
    );
    expect(early.statusCode).toBe(409);

    const sent = await post(`/api/operator/breach-notices/${notice.uid}/send`, admin.auth);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().sentAt).not.toBeNull();
    expect(sent.json().deliveries).toHaveLength(4);
    expect(
      (await post(`/api/operator/breach-notices/${notice.uid}/send`, admin.auth)).statusCode,
    ).toBe(409);

    const messages = await queryRows<{ to: string; channel: string; body: string }>(
      subject.database.db,
      sql`select "to", channel, body from outbox_messages where purpose = 'BREACH_NOTICE'`,
    );
    expect(messages.map((m) => m.to).sort()).toEqual(
      [players[0]!.email, players[0]!.mobile, players[1]!.email, players[1]!.mobile].sort(),
    );
    expect(messages.map((m) => m.to)).not.toContain(bystander.email);
    expect(messages.find((m) => m.channel === 'EMAIL')!.body).toContain('dpo@furlong.example');

    const reported = await post(
      `/api/operator/breach-notices/${notice.uid}/board-report`,
      admin.auth,
      {
        reference: 'DPB/2026/0042',
      },
    );
    expect(reported.json()).toMatchObject({ boardReference: 'DPB/2026/0042' });
    expect(reported.json().boardReportedAt).not.toBeNull();
    const audit = await queryRows<{ action: string }>(
      subject.database.db,
      sql`select action from audit_log where subject_id = ${notice.uid} order by at, id`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      'BREACH_NOTICE_DRAFTED',
      'BREACH_NOTICE_SENT',
      'BREACH_BOARD_REPORTED',
    ]);
  });
});
