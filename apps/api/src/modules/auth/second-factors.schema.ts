import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One authenticator (TOTP) per operator or player (decision 052). `operator_id` and `player_id`
 * reference their principals' tables in the migration; the sign-in engine knows neither, so
 * the columns are plain here (decision 082).
 */
export const secondFactors = pgTable(
  'second_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id'),
    playerId: uuid('player_id'),
    /** The base32 secret, sealed by the field cipher. */
    secretSealed: text('secret_sealed').notNull(),
    /** NULL while enrolment waits for its first code. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The last time step whose code was accepted: each code signs in once. */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    /** HMAC-SHA256 of each unused recovery code (security/totp.ts). */
    recoveryCodeHashes: text('recovery_code_hashes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('second_factors_operator').on(table.operatorId),
    uniqueIndex('second_factors_player').on(table.playerId),
    check(
      'second_factors_one_owner',
      sql`(${table.operatorId} is null) <> (${table.playerId} is null)`,
    ),
  ],
);
