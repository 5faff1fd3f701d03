import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { freshPlayer } from '../../../test/fresh-player';
import { databaseRefusal } from '../../ledger/post-transfer';
import { PROTECTION_REFUSALS } from './protection-refusal';
import { isSelfExcluded } from './protection-rules';

const NOW = new Date('2031-06-01T10:00:00Z');
const SECOND = 1000;
/** Each moment an exclusion's end or return can sit at: unset, before, at and after now. */
const MOMENTS = [
  null,
  new Date(NOW.getTime() - SECOND),
  NOW,
  new Date(NOW.getTime() + SECOND),
] as const;
const CASES = MOMENTS.flatMap((until) => MOMENTS.map((returnAt) => ({ until, returnAt })));

/**
 * Self-exclusion is decided twice: by isSelfExcluded (protection-rules.ts) for contact,
 * marketing and deposits, and by enforce_player_protections (db/functions) for every stake.
 * The same cases go through both and must get the same answer (decision 085).
 */
describe('self-exclusion, in TypeScript and in the bet transaction', () => {
  let subject: TestApp;
  let playerId: string;
  beforeAll(async () => {
    subject = await buildTestApp();
    playerId = (await freshPlayer(subject)).session.uid;
  });
  afterAll(async () => {
    await subject.close();
  });

  /** Whether enforce_player_protections refuses a stake as self-excluded at NOW. */
  async function isExcludedInSql(until: Date | null, returnAt: Date | null): Promise<boolean> {
    const db = subject.database.db;
    await db.execute(sql`
      insert into player_protections (player_id, self_excluded_until, self_exclusion_return_at)
      values (${playerId}, ${until?.toISOString() ?? null}::timestamptz,
        ${returnAt?.toISOString() ?? null}::timestamptz)
      on conflict (player_id) do update set self_excluded_until = excluded.self_excluded_until,
        self_exclusion_return_at = excluded.self_exclusion_return_at`);
    try {
      await db.execute(
        sql`select enforce_player_protections(${playerId}::uuid, 0, ${NOW.toISOString()}::timestamptz)`,
      );
      return false;
    } catch (error) {
      const refusal = databaseRefusal(error);
      if (refusal?.code === PROTECTION_REFUSALS.selfExcluded) return true;
      throw error;
    }
  }

  it('agrees on every end and return, before, at and after now', async () => {
    const answers: string[] = [];
    for (const { until, returnAt } of CASES) {
      const inTypescript = isSelfExcluded(
        {
          selfExcludedUntil: until,
          selfExclusionReturnAt: returnAt,
          closedAt: null,
          marketingConsent: false,
        },
        NOW,
      );
      const inSql = await isExcludedInSql(until, returnAt);
      const name = `until ${until?.toISOString() ?? 'unset'}, return ${returnAt?.toISOString() ?? 'unset'}`;
      expect(inSql, name).toBe(inTypescript);
      answers.push(String(inTypescript));
    }
    // Both answers occur, so agreement is not agreement on a constant.
    expect(new Set(answers)).toEqual(new Set(['true', 'false']));
  });
});
