-- Issue 30: the player's notices (a race settled: won, lost or refunded), the newest 50 kept.
CREATE TABLE "player_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL REFERENCES "players"("id"),
	"kind" varchar(24) NOT NULL,
	"fixture_id" uuid REFERENCES "fixtures"("id"),
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "player_notices_kind" CHECK ("kind" in ('RACE_SETTLED'))
);--> statement-breakpoint
CREATE INDEX "player_notices_newest" ON "player_notices" ("player_id", "created_at" DESC, "id");
