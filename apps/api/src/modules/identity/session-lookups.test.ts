import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInPlayer } from '../../../test/players';
import { sessions } from './identity.schema';
import { createSessionLookups } from './session-lookups';

describe('session reads batched for the bearer check', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  it('answers each lookup of a batch with its own session, and a bad id fails only itself', async () => {
    await signedInPlayer(subject);
    await signedInPlayer(subject);
    const rows = await subject.database.db
      .select({ id: sessions.id, playerId: sessions.playerId })
      .from(sessions);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // One slot: the first read goes alone, the rest queue behind it and go as one batch.
    const findSession = createSessionLookups(subject.database.db, { maxBatch: 64, maxInFlight: 1 });
    const [first, ...rest] = rows;
    const asked = [first, ...rest, first].map((row) => findSession(row!.id));
    const unknown = findSession(randomUUID());
    const malformed = findSession('not-a-uuid').then(
      () => 'answered',
      () => 'failed',
    );
    const found = await Promise.all(asked);
    expect(found.map((row) => row?.session.playerId)).toEqual(
      [first, ...rest, first].map((row) => row!.playerId),
    );
    expect(await unknown).toBeUndefined();
    expect(await malformed).toBe('failed');
  });

  it('reads a session as it is when asked: one revoked before is seen revoked', async () => {
    await signedInPlayer(subject);
    const open = await subject.database.db.select().from(sessions);
    const mine = open.find((candidate) => candidate.revokedAt === null);
    if (!mine) throw new Error('no open session');
    const findSession = createSessionLookups(subject.database.db, { maxBatch: 64, maxInFlight: 1 });
    expect((await findSession(mine.id))?.session.revokedAt).toBeNull();
    await subject.database.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: 'LOGOUT' })
      .where(eq(sessions.id, mine.id));
    expect((await findSession(mine.id))?.session.revokedAt).not.toBeNull();
  });
});
