import type { PlaceMultipleRequest } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { multipleContextOf } from '../../modules/bets/multiple-context';
import { slipContextOf } from '../../modules/bets/slip-context';
import { queryRows } from '../query-rows';
import { ADVISORY_LOCKS, type BetSlipContext, type MultipleContext } from './contract';

const PLAYER = '6f1c2c7e-2f0a-4a7e-9b1e-0b5d2a1c3d4e';
const NOW = new Date('2031-06-01T10:00:00Z');
const request = { playerId: PLAYER, key: 'k', now: NOW, requestId: 'req-1' };

/**
 * Each contract interface's fields as a value the test can compare: the typecheck fails if a
 * field of the interface is missing here or one here is not the interface's.
 */
const SLIP_FIELDS = {
  player: true,
  key: true,
  scope: true,
  request_hash: true,
  slip: true,
  placed_at: true,
  lines: true,
  gst_rate_bp: true,
  book_account: true,
  gst_account: true,
  betting_lock: true,
  open_statuses: true,
  channel: true,
  request_id: true,
} as const satisfies Record<keyof BetSlipContext, true>;
const MULTIPLE_FIELDS = {
  player: true,
  key: true,
  scope: true,
  request_hash: true,
  multiple: true,
  placed_at: true,
  kind: true,
  status: true,
  potential_payout_paise: true,
  max_payout_paise: true,
  legs: true,
  bets: true,
  gst_rate_bp: true,
  book_account: true,
  gst_account: true,
  betting_lock: true,
  open_statuses: true,
  channel: true,
  request_id: true,
  counter_offer: true,
} as const satisfies Record<keyof MultipleContext, true>;

/**
 * The typed parameter each placement function takes (decision 040) is a composite type in the
 * database and an interface in TypeScript: the object TypeScript builds must have exactly the
 * type's fields, or jsonb_populate_record drops a field or leaves one null without a word.
 * The interfaces live in the contract (contract.ts); the builders in the bets module.
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

  it('declares in the contract exactly the fields of bet_slip_context and multiple_context', async () => {
    expect(Object.keys(SLIP_FIELDS).sort()).toEqual(await fieldsOf('bet_slip_context'));
    expect(Object.keys(MULTIPLE_FIELDS).sort()).toEqual(await fieldsOf('multiple_context'));
  });

  it('builds a slip’s context with exactly bet_slip_context’s fields', async () => {
    const context: BetSlipContext = slipContextOf({ ...request, lines: [] }, [], 1800);
    expect(Object.keys(context).sort()).toEqual(await fieldsOf('bet_slip_context'));
    expect(context.betting_lock).toBe(ADVISORY_LOCKS.raceBetting.key);
  });

  it('builds a multiple’s context with exactly multiple_context’s fields', async () => {
    const body = { kind: 'DOUBLE', legs: [] } as unknown as PlaceMultipleRequest;
    const context: MultipleContext = multipleContextOf(
      { ...request, body },
      { legs: [], bets: [], status: 'CONFIRMED', potentialPayoutPaise: 0, maxPayoutPaise: 0 },
      1800,
    );
    expect(Object.keys(context).sort()).toEqual(await fieldsOf('multiple_context'));
    expect(context.betting_lock).toBe(ADVISORY_LOCKS.raceBetting.key);
  });
});
