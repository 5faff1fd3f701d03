ALTER TABLE "operators" ADD COLUMN "roles" varchar(16)[];--> statement-breakpoint
UPDATE "operators" SET "roles" = ARRAY["role"]::varchar(16)[];--> statement-breakpoint
ALTER TABLE "operators" ALTER COLUMN "roles" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" DROP CONSTRAINT "operators_role";--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "role";--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_roles" CHECK (cardinality("operators"."roles") >= 1 and "operators"."roles" <@ ARRAY['ADMIN','TRADER','CASHIER','CONTENT','SUPPORT']::varchar(16)[]);--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_by" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_first_approved_by_operators_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "adjustment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"maker_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"pocket" varchar(8) NOT NULL,
	"reason" text NOT NULL,
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"checker_id" uuid,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adjustment_requests_status" CHECK ("adjustment_requests"."status" in ('PENDING','APPROVED','REJECTED')),
	CONSTRAINT "adjustment_requests_pocket" CHECK ("adjustment_requests"."pocket" in ('cash','bonus')),
	CONSTRAINT "adjustment_requests_amount" CHECK ("adjustment_requests"."amount_paise" <> 0),
	CONSTRAINT "adjustment_requests_four_eyes" CHECK ("adjustment_requests"."checker_id" is null or "adjustment_requests"."checker_id" <> "adjustment_requests"."maker_id"),
	CONSTRAINT "adjustment_requests_decided" CHECK (("adjustment_requests"."status" = 'PENDING') = ("adjustment_requests"."checker_id" is null)),
	CONSTRAINT "adjustment_requests_moved_once" CHECK (("adjustment_requests"."status" = 'APPROVED') = ("adjustment_requests"."transfer_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "adjustment_requests" ADD CONSTRAINT "adjustment_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_requests" ADD CONSTRAINT "adjustment_requests_maker_id_operators_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_requests" ADD CONSTRAINT "adjustment_requests_checker_id_operators_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_requests" ADD CONSTRAINT "adjustment_requests_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adjustment_requests_status" ON "adjustment_requests" USING btree ("status","created_at");
