import {
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Who did what, when. Never holds a secret (password, OTP, token, full PAN). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorType: varchar('actor_type', { length: 16 }).notNull(),
    actorId: uuid('actor_id'),
    action: varchar('action', { length: 48 }).notNull(),
    subjectId: uuid('subject_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_log_subject').on(table.subjectId, table.at),
    index('audit_log_action').on(table.action, table.at),
  ],
);
