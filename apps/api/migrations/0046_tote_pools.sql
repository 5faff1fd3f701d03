-- The totalisator (issue 27): a race's pools, the units on each combination (kept by every
-- ticket so approximates never re-read tickets) and the tickets themselves. A race without a
-- row for a pool runs it at the default commission; see modules/tote and decisions 058-060.
CREATE SEQUENCE "public"."tote_ticket_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 500001 CACHE 1;--> statement-breakpoint
CREATE TABLE "tote_pools" (
	"fixture_id" uuid NOT NULL REFERENCES "fixtures"("id"),
	"pool" varchar(10) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"commission_bp" smallint NOT NULL,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"gross_paise" bigint DEFAULT 0 NOT NULL,
	"outside_gross_paise" bigint DEFAULT 0 NOT NULL,
	"carry_in_paise" bigint DEFAULT 0 NOT NULL,
	"outcome" jsonb,
	"result_signature" text,
	"carried_to_fixture_id" uuid,
	"settlement_transfer_id" uuid,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tote_pools_fixture_id_pool_pk" PRIMARY KEY("fixture_id","pool"),
	CONSTRAINT "tote_pools_pool" CHECK ("pool" in ('WIN','PLACE','SHP','THP','FORECAST','QUINELLA','TANALA')),
	CONSTRAINT "tote_pools_status" CHECK ("status" in ('OPEN','CLOSED','FINAL','REFUNDED','CARRIED')),
	CONSTRAINT "tote_pools_commission" CHECK ("commission_bp" between 0 and 5000),
	CONSTRAINT "tote_pools_money" CHECK ("gross_paise" >= 0 and "carry_in_paise" >= 0)
);--> statement-breakpoint
CREATE TABLE "tote_pool_units" (
	"fixture_id" uuid NOT NULL,
	"pool" varchar(10) NOT NULL,
	"combination" varchar(16) NOT NULL,
	"units" bigint NOT NULL,
	CONSTRAINT "tote_pool_units_fixture_id_pool_combination_pk" PRIMARY KEY("fixture_id","pool","combination"),
	CONSTRAINT "tote_pool_units_positive" CHECK ("units" >= 0)
);--> statement-breakpoint
CREATE TABLE "tote_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_number" text NOT NULL UNIQUE,
	"player_id" uuid NOT NULL REFERENCES "players"("id"),
	"fixture_id" uuid NOT NULL REFERENCES "fixtures"("id"),
	"pool" varchar(10) NOT NULL,
	"selections" jsonb NOT NULL,
	"box" boolean NOT NULL,
	"units" integer NOT NULL,
	"combinations" jsonb NOT NULL,
	"pool_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"gst_rate_bp" smallint NOT NULL,
	"stake_from_deposits_paise" bigint NOT NULL,
	"stake_from_winnings_paise" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'ACCEPTED' NOT NULL,
	"host" varchar(16) NOT NULL,
	"host_reference" text,
	"placed_at" timestamp with time zone NOT NULL,
	"stake_transfer_id" uuid NOT NULL,
	"total_win_paise" bigint,
	"tds_paise" bigint,
	"payout_paise" bigint,
	"refund_paise" bigint,
	"settled_at" timestamp with time zone,
	"settlement_transfer_id" uuid,
	CONSTRAINT "tote_tickets_units" CHECK ("units" > 0 and "pool_paise" > 0),
	CONSTRAINT "tote_tickets_status" CHECK ("status" in ('ACCEPTED','WON','LOST','REFUNDED'))
);--> statement-breakpoint
CREATE INDEX "tote_tickets_player_placed" ON "tote_tickets" USING btree ("player_id","placed_at");--> statement-breakpoint
CREATE INDEX "tote_tickets_fixture_pool" ON "tote_tickets" USING btree ("fixture_id","pool");
