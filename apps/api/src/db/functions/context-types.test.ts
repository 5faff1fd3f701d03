import type { PlaceMultipleRequest } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { multipleContextOf } from '../../modules/bets/multiple-context';
import { slipContextOf } from '../../modules/bets/slip-context';
import { queryRows } from '../query-rows';
import { ADVISORY_LOCKS } from './contract';

const PLAYER = '6f1c2c7e-2f0a-4a7e-9b1e-0b5d2a1c3d4e';
const NOW = new Date('2031-06-01T10:00:00Z');
const request = { playerId: PLAYER, key: 'k', now: NOW, requestId: 'req-1' };

/**
 * The typed parameter each placement function takes (decision 040) is a composite type in the
 * database and an interface in TypeScript: the object TypeScript builds must have exactly the
 * type's fields, or jsonb_populate_record drops a field or leaves one null without a word.
 */
describe('the SQL functions’ context types', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  const fieldsOf = async (type: string) =>
    (
      await queryRows<{ name: string }>(
        subject.database.db,
        sql`select attname as name from pg_attribute
            where attrelid = ${type}::regclass and attnum > 0 and not attisdropped`,
      )
    )
      .map((row) => row.name)
      .sort();

  it('builds a slip’s context with exactly bet_slip_context’s fields', async () => {
    const context = slipContextOf({ ...request, lines: [] }, [], 1800);
    expect(Object.keys(context).sort()).toEqual(await fieldsOf('bet_slip_context'));
    expect(context.betting_lock).toBe(ADVISORY_LOCKS.raceBetting.key);
  });

  it('builds a multiple’s context with exactly multiple_context’s fields', async () => {
    const body = { kind: 'DOUBLE', legs: [] } as unknown as PlaceMultipleRequest;
    const context = multipleContextOf(
      { ...request, body },
      { legs: [], bets: [], status: 'CONFIRMED', potentialPayoutPaise: 0, maxPayoutPaise: 0 },
      1800,
    );
    expect(Object.keys(context).sort()).toEqual(await fieldsOf('multiple_context'));
    expect(context.betting_lock).toBe(ADVISORY_LOCKS.raceBetting.key);
  });
});
