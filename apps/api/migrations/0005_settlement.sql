CREATE TABLE "race_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fixture_id" uuid NOT NULL,
	"signature" text NOT NULL,
	"bets_settled" integer NOT NULL,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "settlement_transfer_id" uuid;--> statement-breakpoint
ALTER TABLE "race_settlements" ADD CONSTRAINT "race_settlements_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "race_settlements_fixture" ON "race_settlements" USING btree ("fixture_id","settled_at");