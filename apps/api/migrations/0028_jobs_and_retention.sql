-- Notifications leave through a transactional outbox (decision 029): the row is written in the
-- same transaction as what caused it and a job delivers it at least once. Rows written before
-- this migration were handed over already.
-- carrier: OUTBOX (no channel configured: the row is the message, the dev outbox reads it),
-- SMTP or SMS_API.
ALTER TABLE "outbox_messages" ADD COLUMN "carrier" varchar(8) DEFAULT 'OUTBOX' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "outbox_messages" SET "delivered_at" = "created_at";--> statement-breakpoint
CREATE INDEX "outbox_messages_undelivered" ON "outbox_messages" USING btree ("created_at") WHERE "delivered_at" IS NULL;--> statement-breakpoint
-- Retention (docs/partitioning.md): the purge job deletes by age. Rows arrive in created_at
-- order, so a BRIN index finds a day's rows for the price of a few pages, where a b-tree on
-- the hottest insert path would cost every bet a second index write. The same indexes are
-- the first step of the partitioning plan: they find the rows a partition will later hold.
CREATE INDEX "idempotency_keys_created_at_brin" ON "idempotency_keys" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "bets_placed_at_brin" ON "bets" USING brin ("placed_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_at_brin" ON "ledger_entries" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_at" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "operator_sessions_expires_at" ON "operator_sessions" USING btree ("expires_at");
