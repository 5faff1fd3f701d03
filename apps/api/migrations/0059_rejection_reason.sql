-- Issue 30: a rejected bet shows the player the reason the trader typed.
ALTER TABLE "bets" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "multiple_bets" ADD COLUMN "rejection_reason" text;
