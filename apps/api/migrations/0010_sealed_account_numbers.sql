ALTER TABLE "beneficiaries" ALTER COLUMN "account_number" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "masked_account" varchar(18);