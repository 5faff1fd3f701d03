CREATE SEQUENCE "public"."bet_ticket_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" varchar(32) NOT NULL,
	"player_id" uuid,
	"balance" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_balance" CHECK ("ledger_accounts"."balance" is null or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(32) NOT NULL,
	"reference" text,
	"reverses_transfer_id" uuid,
	"memo" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_number" text NOT NULL,
	"player_id" uuid NOT NULL,
	"slip_id" uuid NOT NULL,
	"fixture_id" uuid NOT NULL,
	"selection_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"market" varchar(8) NOT NULL,
	"horse_number" integer NOT NULL,
	"horse_name" text NOT NULL,
	"price_hundredths" integer NOT NULL,
	"stake_paise" bigint NOT NULL,
	"face_value_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"round_off_paise" bigint NOT NULL,
	"gst_rate_bp" smallint NOT NULL,
	"stake_from_deposits_paise" bigint NOT NULL,
	"stake_from_winnings_paise" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'ACCEPTED' NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"stake_transfer_id" uuid NOT NULL,
	"total_win_paise" bigint,
	"tds_paise" bigint,
	"payout_paise" bigint,
	"deduction_bp" integer,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_ticket_number_unique" UNIQUE("ticket_number"),
	CONSTRAINT "bets_stake" CHECK ("bets"."stake_paise" > 0),
	CONSTRAINT "bets_status" CHECK ("bets"."status" in ('ACCEPTED','CONFIRMED','REJECTED','WON','LOST','VOID','REFUNDED'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"player_id" uuid NOT NULL,
	"key" varchar(100) NOT NULL,
	"scope" varchar(32) NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"locked_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_player_id_key_pk" PRIMARY KEY("player_id","key")
);
--> statement-breakpoint
CREATE TABLE "tax_rules" (
	"effective_from" date PRIMARY KEY NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"tds_rate_bp" integer NOT NULL,
	"tds_threshold_paise" bigint NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code" ON "ledger_accounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ledger_accounts_player" ON "ledger_accounts" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_reference" ON "ledger_transfers" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_reverses" ON "ledger_transfers" USING btree ("reverses_transfer_id");--> statement-breakpoint
CREATE INDEX "bets_player_placed" ON "bets" USING btree ("player_id","placed_at");--> statement-breakpoint
CREATE INDEX "bets_fixture" ON "bets" USING btree ("fixture_id");