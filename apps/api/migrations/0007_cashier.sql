CREATE TABLE "beneficiaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"type" varchar(8) NOT NULL,
	"account_number" varchar(18),
	"ifsc" varchar(11),
	"vpa" text,
	"destination" text NOT NULL,
	"connector" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beneficiaries_type" CHECK ("beneficiaries"."type" in ('BANK','VPA'))
);
--> statement-breakpoint
CREATE TABLE "payout_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"withdrawal_id" uuid NOT NULL,
	"status" varchar(8) NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" varchar(8) NOT NULL,
	"connector" varchar(40),
	"hold_transfer_id" uuid NOT NULL,
	"final_transfer_id" uuid,
	"provider_reference" text,
	"failure_reason" text,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"reviewed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('REVIEW','PENDING','SUCCESS','FAILED')),
	CONSTRAINT "withdrawals_amount" CHECK ("withdrawals"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_events" ADD CONSTRAINT "payout_events_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_player_destination" ON "beneficiaries" USING btree ("player_id","destination");--> statement-breakpoint
CREATE INDEX "withdrawals_player_created" ON "withdrawals" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status" ON "withdrawals" USING btree ("status","created_at");