ALTER TABLE "players" ALTER COLUMN "tax_number" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "tax_number_masked" varchar(10);