-- Recent proof of identity (decision 025): when this session last proved who it is, and for
-- what (ANY action, or only the CHANGE_PASSWORD a forgotten-password sign-in leads to).
ALTER TABLE "sessions" ADD COLUMN "proved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "proof_scope" varchar(16);--> statement-breakpoint
-- A player who followed a "not you?" link: no sign-in but by a forgotten-password code.
ALTER TABLE "players" ADD COLUMN "frozen_at" timestamp with time zone;
