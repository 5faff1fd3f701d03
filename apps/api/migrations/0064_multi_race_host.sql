-- Multi-race tickets go through the tote host as single-race ones do (decision 079): the host
-- that took the ticket and the reference it answered (null when the pool is our own). Tickets
-- sold before were all our own pools'.
ALTER TABLE "multi_race_tickets" ADD COLUMN "host" varchar(16) DEFAULT 'own' NOT NULL;--> statement-breakpoint
ALTER TABLE "multi_race_tickets" ALTER COLUMN "host" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "multi_race_tickets" ADD COLUMN "host_reference" text;
