-- The device a session was opened on, as the player's list of signed-in devices shows it: the
-- browser and operating system read from the User-Agent at sign-in, and a coarse place derived
-- from the address ('LOCAL' for a private network, else the address masked to /24 or /48). The
-- full address stays in the audit log only (decision 053).
ALTER TABLE "sessions" ADD COLUMN "browser" varchar(40);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "os" varchar(40);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "place" varchar(64);
