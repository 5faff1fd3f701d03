-- Multi-race pools (issue 28, decision 065): a Treble, Mini Jackpot or Jackpot over 3, 4 or 5
-- consecutive races of one venue's day, set by the operator (and the demo race days), and its
-- tickets. A ticket keeps its selections per leg; lines are their product, never stored one by one.
CREATE TABLE "multi_race_pools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"race_day" date NOT NULL,
	"venue_code" varchar(8) NOT NULL REFERENCES "venues"("code"),
	"pool" varchar(12) NOT NULL,
	"sequence" smallint DEFAULT 1 NOT NULL,
	"legs" jsonb NOT NULL,
	"commission_bp" smallint NOT NULL,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"gross_paise" bigint DEFAULT 0 NOT NULL,
	"carry_in_paise" bigint DEFAULT 0 NOT NULL,
	"outcome" jsonb,
	"result_signature" text,
	"carried_to_pool_id" uuid,
	"settlement_transfer_id" uuid,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "multi_race_pools_day_venue_pool" UNIQUE ("race_day","venue_code","pool","sequence"),
	CONSTRAINT "multi_race_pools_pool" CHECK ("pool" in ('TREBLE','MINI_JACKPOT','JACKPOT')),
	CONSTRAINT "multi_race_pools_status" CHECK ("status" in ('OPEN','CLOSED','FINAL','REFUNDED','CARRIED')),
	CONSTRAINT "multi_race_pools_commission" CHECK ("commission_bp" between 0 and 5000),
	CONSTRAINT "multi_race_pools_money" CHECK ("gross_paise" >= 0 and "carry_in_paise" >= 0)
);--> statement-breakpoint
CREATE INDEX "multi_race_pools_legs" ON "multi_race_pools" USING gin ("legs");--> statement-breakpoint
CREATE TABLE "multi_race_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_number" text NOT NULL UNIQUE,
	"player_id" uuid NOT NULL REFERENCES "players"("id"),
	"pool_id" uuid NOT NULL REFERENCES "multi_race_pools"("id"),
	"legs" jsonb NOT NULL,
	"units" integer NOT NULL,
	"lines" integer NOT NULL,
	"pool_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"gst_rate_bp" smallint NOT NULL,
	"stake_from_deposits_paise" bigint NOT NULL,
	"stake_from_winnings_paise" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'ACCEPTED' NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"stake_transfer_id" uuid NOT NULL,
	"total_win_paise" bigint,
	"tds_paise" bigint,
	"payout_paise" bigint,
	"settled_at" timestamp with time zone,
	"settlement_transfer_id" uuid,
	CONSTRAINT "multi_race_tickets_units" CHECK ("units" > 0 and "lines" > 0 and "pool_paise" > 0),
	CONSTRAINT "multi_race_tickets_status" CHECK ("status" in ('ACCEPTED','WON','LOST','REFUNDED'))
);--> statement-breakpoint
CREATE INDEX "multi_race_tickets_player_placed" ON "multi_race_tickets" USING btree ("player_id","placed_at");--> statement-breakpoint
CREATE INDEX "multi_race_tickets_pool" ON "multi_race_tickets" USING btree ("pool_id");
