-- A declared result is first provisional (a stewards' enquiry or an objection may follow) and
-- bets settle only once it is official ("weighed in"). Results declared before this change
-- were settled at once: they are official.
ALTER TABLE "fixtures" ADD COLUMN "result_state" varchar(16);
--> statement-breakpoint
UPDATE "fixtures" SET "result_state" = 'OFFICIAL' WHERE "status" IN ('RESULT', 'PAID', 'COMPLETE');
--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_result_state" CHECK ("result_state" IN ('PROVISIONAL', 'ENQUIRY', 'OBJECTION', 'OFFICIAL'));
--> statement-breakpoint
-- The settlement outbox: set in the transaction of the change that needs the race's bets
-- settled (an official result, a correction, a void, a scratch, the off), cleared by the
-- settlement that brings them in line. The settlement job runs it; a request whose job was
-- lost (a crash between the commit and the enqueue) is found by the race clock's sweep.
ALTER TABLE "fixtures" ADD COLUMN "settlement_requested_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "fixtures_settlement_requested" ON "fixtures" ("settlement_requested_at") WHERE "settlement_requested_at" IS NOT NULL;
