-- The second factor at sign-in (decision 052): one authenticator (TOTP) per operator or player.
-- The secret is sealed with the field cipher; confirmed_at is NULL until the first code proves
-- the app holds it; last_used_step refuses a code a second time; recovery codes are HMACs.
CREATE TABLE "second_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid REFERENCES "operators"("id"),
	"player_id" uuid REFERENCES "players"("id"),
	"secret_sealed" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" bigint,
	"recovery_code_hashes" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "second_factors_one_owner" CHECK (("operator_id" IS NULL) <> ("player_id" IS NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX "second_factors_operator" ON "second_factors" ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "second_factors_player" ON "second_factors" ("player_id");
