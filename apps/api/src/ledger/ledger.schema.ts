import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * A ledger account. Player pockets keep a running balance, changed only by guarded
 * updates inside a transfer. House accounts keep none: their balance is the sum of their
 * entries, so no single operator row is written by every bet.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** e.g. player:{uid}:cash-deposits, house:book:3, house:gst:7. */
    code: text('code').notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    playerId: uuid('player_id'),
    /** Running balance in paise; null for house accounts (derived from entries). */
    balance: bigint('balance', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_code').on(table.code),
    index('ledger_accounts_player').on(table.playerId),
    // A receivable (what a player owes) never goes above zero; every other running balance never below.
    check(
      'ledger_accounts_balance',
      sql`${table.balance} IS NULL OR CASE WHEN ${table.kind} = 'receivable' THEN ${table.balance} <= 0 ELSE ${table.balance} >= 0 END`,
    ),
  ],
);

/** One movement of money: its entries sum to zero. Corrections are new, reversing transfers. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 32 }).notNull(),
    /** What caused it: a bet, a settlement, an adjustment, a withdrawal. */
    reference: text('reference'),
    reversesTransferId: uuid('reverses_transfer_id'),
    memo: text('memo'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_transfers_reference').on(table.reference),
    uniqueIndex('ledger_transfers_reverses').on(table.reversesTransferId),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed paise: positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_created_at_brin').using('brin', table.createdAt),
    index('ledger_entries_account').on(table.accountId, table.id),
    index('ledger_entries_transfer').on(table.transferId),
    check('ledger_entries_nonzero', sql`${table.amount} <> 0`),
  ],
);
