-- Issue 29 section 3: the player's data rights under the DPDP Act 2023 and Rules 2025 (decision 070).
-- A consent record: each notice version the player accepted, the purposes, when and on which screen.
CREATE TABLE "player_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL REFERENCES "players"("id"),
	"notice_version" varchar(32) NOT NULL,
	"purposes" varchar(32)[] NOT NULL,
	"screen" varchar(32) NOT NULL,
	"given_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "player_consents_player" ON "player_consents" ("player_id", "given_at");--> statement-breakpoint
-- Correction and erasure requests, each answered within 90 days.
CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL REFERENCES "players"("id"),
	"kind" varchar(16) NOT NULL,
	"details" text NOT NULL,
	"status" varchar(16) DEFAULT 'OPEN' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "data_requests_kind" CHECK ("kind" in ('CORRECTION','ERASURE')),
	CONSTRAINT "data_requests_status" CHECK ("status" in ('OPEN','IN_PROGRESS','DONE','REFUSED'))
);--> statement-breakpoint
CREATE INDEX "data_requests_queue" ON "data_requests" ("status", "due_at");--> statement-breakpoint
CREATE INDEX "data_requests_player" ON "data_requests" ("player_id", "requested_at");--> statement-breakpoint
CREATE TABLE "data_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL REFERENCES "data_requests"("id"),
	"at" timestamp with time zone NOT NULL,
	"actor_type" varchar(16) NOT NULL,
	"actor_id" uuid,
	"action" varchar(24) NOT NULL,
	"note" text
);--> statement-breakpoint
CREATE INDEX "data_request_events_request" ON "data_request_events" ("request_id", "at");--> statement-breakpoint
-- Erasure: when the personal data outside the legal hold went, and until when the hold lasts.
ALTER TABLE "players" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "legal_hold_until" timestamp with time zone;--> statement-breakpoint
-- A personal-data breach: the notice to the players and the report to the Data Protection Board.
CREATE TABLE "breach_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"drafted_by" uuid NOT NULL REFERENCES "operators"("id"),
	"drafted_at" timestamp with time zone NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"extent" text NOT NULL,
	"consequences" text NOT NULL,
	"mitigation" text NOT NULL,
	"player_steps" text NOT NULL,
	"cause" text NOT NULL,
	"prevention" text NOT NULL,
	"contact" text NOT NULL,
	"affected_player_ids" uuid[] NOT NULL,
	"sent_by" uuid REFERENCES "operators"("id"),
	"sent_at" timestamp with time zone,
	"board_reported_at" timestamp with time zone,
	"board_reference" text
);--> statement-breakpoint
CREATE TABLE "breach_notice_deliveries" (
	"notice_id" uuid NOT NULL REFERENCES "breach_notices"("id"),
	"player_id" uuid NOT NULL REFERENCES "players"("id"),
	"channel" varchar(8) NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("notice_id", "player_id", "channel")
);
