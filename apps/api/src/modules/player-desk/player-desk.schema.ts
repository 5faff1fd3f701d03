import type { AdjustmentRequestKind } from '@furlong/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { ledgerTransfers } from '../../ledger/ledger.schema';
import { players } from '../customers/customers.schema';
import { operators } from '../operators/operators.schema';

/**
 * Maker-checker for large adjustments: the maker's request waits here and money moves only
 * when a different operator approves it (then `transfer_id` names the one ledger transfer).
 */
export const adjustmentRequests = pgTable(
  'adjustment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    makerId: uuid('maker_id')
      .notNull()
      .references(() => operators.id),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    pocket: varchar('pocket', { length: 8 }).$type<'cash' | 'bonus'>().notNull(),
    reason: text('reason').notNull(),
    /** Which verb an approval runs: an adjustment against the book, or a retail cash-in. */
    kind: varchar('kind', { length: 16 })
      .$type<AdjustmentRequestKind>()
      .notNull()
      .default('ADJUSTMENT'),
    /** A cash-in's counter receipt; null for an adjustment. */
    reference: text('reference'),
    status: varchar('status', { length: 16 })
      .$type<'PENDING' | 'APPROVED' | 'REJECTED'>()
      .notNull()
      .default('PENDING'),
    checkerId: uuid('checker_id').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    transferId: uuid('transfer_id').references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('adjustment_requests_status').on(table.status, table.createdAt),
    check('adjustment_requests_status', sql`${table.status} in ('PENDING','APPROVED','REJECTED')`),
    check('adjustment_requests_pocket', sql`${table.pocket} in ('cash','bonus')`),
    check('adjustment_requests_amount', sql`${table.amountPaise} <> 0`),
    check('adjustment_requests_kind', sql`${table.kind} in ('ADJUSTMENT','RETAIL_CASH_IN')`),
    check(
      'adjustment_requests_cash_in',
      sql`(${table.kind} = 'RETAIL_CASH_IN') = (${table.reference} is not null) and (${table.kind} = 'ADJUSTMENT' or (${table.amountPaise} > 0 and ${table.pocket} = 'cash'))`,
    ),
    check(
      'adjustment_requests_four_eyes',
      sql`${table.checkerId} is null or ${table.checkerId} <> ${table.makerId}`,
    ),
    check(
      'adjustment_requests_decided',
      sql`(${table.status} = 'PENDING') = (${table.checkerId} is null)`,
    ),
    check(
      'adjustment_requests_moved_once',
      sql`(${table.status} = 'APPROVED') = (${table.transferId} is not null)`,
    ),
  ],
);
