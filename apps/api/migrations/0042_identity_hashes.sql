-- One person, one account (decision 047): keyed hashes (HMAC-SHA256 under DATA_KEY, never the
-- value in clear) of each player's PAN and of each beneficiary's bank account or VPA, so an
-- account can be compared with every other. Rows written before this are hashed at boot.
ALTER TABLE players ADD COLUMN tax_number_hash text;
--> statement-breakpoint
CREATE UNIQUE INDEX players_tax_number_hash ON players (tax_number_hash);
--> statement-breakpoint
ALTER TABLE beneficiaries ADD COLUMN identity_hash text;
--> statement-breakpoint
CREATE INDEX beneficiaries_identity_hash ON beneficiaries (identity_hash);
--> statement-breakpoint
-- Maker-checker for a KYC approval of an account linked to another: the first operator's
-- approval waits here for a different one. It names the PAN it approved.
CREATE TABLE kyc_approval_requests (
	player_id uuid PRIMARY KEY REFERENCES players (id),
	operator_id uuid NOT NULL REFERENCES operators (id),
	tax_number_hash text NOT NULL,
	requested_at timestamptz NOT NULL DEFAULT now()
);
