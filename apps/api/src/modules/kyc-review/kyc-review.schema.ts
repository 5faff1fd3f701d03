import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from '../customers/customers.schema';
import { operators } from '../operators/operators.schema';

/**
 * Maker-checker for the KYC approval of an account linked to another by PAN, bank account or
 * VPA (decision 047): the first operator's approval waits here until a different operator
 * approves the same PAN.
 */
export const kycApprovalRequests = pgTable('kyc_approval_requests', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id),
  operatorId: uuid('operator_id')
    .notNull()
    .references(() => operators.id),
  taxNumberHash: text('tax_number_hash').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});
