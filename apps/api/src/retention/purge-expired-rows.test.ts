import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInOperator } from '../../test/operators';
import { signedInPlayer } from '../../test/players';
import { idempotencyKeys } from '../idempotency/idempotency.schema';
import { refreshTokens, sessions } from '../modules/identity/identity.schema';
import { outboxMessages } from '../modules/notifications/notifications.schema';
import { operatorRefreshTokens, operatorSessions } from '../modules/operators/operators.schema';
import { purgeExpiredRows } from './purge-expired-rows';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('purging what the portal no longer needs', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  it('drops Idempotency-Keys after 24 h, ended sessions after a week and delivered messages after a week', async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const { db } = subject.database;
    const player = await signedInPlayer(subject);
    const playerId = player.session.uid;
    const key = (name: string, createdAt: Date) => ({
      playerId,
      key: name,
      scope: 'bet-slip',
      requestHash: 'hash',
      responseStatus: 201,
      responseBody: {},
      lockedAt: createdAt,
      createdAt,
    });
    await db
      .insert(idempotencyKeys)
      .values([key('day-old', ago(DAY + HOUR)), key('fresh', ago(23 * HOUR))]);

    // Two sessions of this player: one ended (expired) eight days ago, one still current.
    const second = await subject.app.inject({
      method: 'POST',
      url: '/api/aic/auth/login',
      payload: { identifier: player.email, value: 'Derby@2031', type: 'PASSWORD' },
    });
    expect(second.statusCode).toBe(200);
    const playerSessions = await db.select().from(sessions).where(eq(sessions.playerId, playerId));
    expect(playerSessions).toHaveLength(2);
    const [ended, current] = playerSessions;
    await db
      .update(sessions)
      .set({ expiresAt: ago(8 * DAY) })
      .where(eq(sessions.id, ended?.id ?? ''));
    const operator = await signedInOperator(subject);
    await db
      .update(operatorSessions)
      .set({ revokedAt: ago(8 * DAY) })
      .where(eq(operatorSessions.operatorId, operator.operator.id));

    const message = (to: string, deliveredAt: Date | null) => ({
      to,
      channel: 'EMAIL',
      purpose: 'TEST',
      body: 'hello',
      carrier: 'SMTP' as const,
      createdAt: ago(9 * DAY),
      deliveredAt,
    });
    const oldDelivered = `old.${randomUUID()}@example.in`;
    const oldUndelivered = `stuck.${randomUUID()}@example.in`;
    const recent = `recent.${randomUUID()}@example.in`;
    await db
      .insert(outboxMessages)
      .values([
        message(oldDelivered, ago(8 * DAY)),
        message(oldUndelivered, null),
        message(recent, ago(DAY)),
      ]);

    const report = await purgeExpiredRows(db, now);

    expect(report).toMatchObject({ idempotencyKeys: 1, sessions: 1, operatorSessions: 1 });
    expect(report.outboxMessages).toBeGreaterThanOrEqual(1);
    const keys = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.playerId, playerId));
    expect(keys).toEqual([{ key: 'fresh' }]);
    expect(
      (await db.select().from(sessions).where(eq(sessions.playerId, playerId))).map((s) => s.id),
    ).toEqual([current?.id]);
    expect(
      await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.sessionId, ended?.id ?? '')),
    ).toEqual([]);
    const operatorLeft = await db
      .select()
      .from(operatorSessions)
      .where(eq(operatorSessions.operatorId, operator.operator.id));
    expect(operatorLeft).toEqual([]);
    expect(await db.select().from(operatorRefreshTokens)).toEqual([]);
    const outboxLeft = await db
      .select({ to: outboxMessages.to })
      .from(outboxMessages)
      .where(inArray(outboxMessages.to, [oldDelivered, oldUndelivered, recent]));
    expect(outboxLeft.map((row) => row.to).sort()).toEqual([oldUndelivered, recent].sort());
    // The player's current session still works.
    const wallet = await subject.app.inject({
      method: 'GET',
      url: '/api/customer/self/wallet',
      headers: { authorization: `Bearer ${second.json<{ accessToken: string }>().accessToken}` },
    });
    expect(wallet.statusCode).not.toBe(401);
  });

  it('tells API clients how long an Idempotency-Key is kept', () => {
    const document = subject.app.swagger() as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; description?: string }[] }>
      >;
    };
    const header = document.paths['/api/customer/self/sports/betslip']?.post?.parameters?.find(
      (parameter) => parameter.name === 'idempotency-key',
    );
    expect(header?.description).toContain('kept for 24 hours');
  });
});
