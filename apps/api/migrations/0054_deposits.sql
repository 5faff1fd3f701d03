-- Issue 29: deposits through a payment provider, where DEPOSITS=on and the player's state is
-- LIVE (decision 069). A deposit is an order with the provider; it is credited once, to the
-- player's deposits pocket, by the provider's signed webhook or the reconciliation job,
-- whichever comes first.
ALTER TABLE player_limits DROP CONSTRAINT player_limits_kind_check;--> statement-breakpoint
ALTER TABLE player_limits ADD CONSTRAINT player_limits_kind_check CHECK (kind IN ('STAKE', 'LOSS', 'DEPOSIT'));--> statement-breakpoint
CREATE TABLE deposits (
	id uuid PRIMARY KEY,
	player_id uuid NOT NULL REFERENCES players(id),
	amount_paise bigint NOT NULL CHECK (amount_paise > 0),
	method varchar(12) NOT NULL CHECK (method IN ('UPI_INTENT', 'UPI_COLLECT', 'NETBANKING')),
	-- The payer's UPI handle for a collect request; null otherwise.
	vpa text,
	-- PENDING with the provider; SUCCESS credited; FAILED (nothing moved).
	status varchar(8) NOT NULL CHECK (status IN ('PENDING', 'SUCCESS', 'FAILED')),
	provider varchar(20) NOT NULL,
	provider_order_id text,
	provider_reference text,
	-- Where the payer goes: a upi:// intent, or the bank's page for net banking.
	payment_url text,
	credit_transfer_id uuid,
	-- WEBHOOK or RECONCILE: which of the two settled it first.
	settled_by varchar(10) CHECK (settled_by IN ('WEBHOOK', 'RECONCILE')),
	failure_reason text,
	last_checked_at timestamptz,
	created_at timestamptz NOT NULL DEFAULT now(),
	updated_at timestamptz NOT NULL DEFAULT now(),
	CONSTRAINT deposits_credit CHECK ((status = 'SUCCESS') = (credit_transfer_id IS NOT NULL))
);--> statement-breakpoint
CREATE INDEX deposits_player_created ON deposits (player_id, created_at);--> statement-breakpoint
CREATE INDEX deposits_pending ON deposits (created_at) WHERE status = 'PENDING';--> statement-breakpoint
-- Once only, at the ledger too: a second credit of one deposit cannot be written.
CREATE UNIQUE INDEX ledger_transfers_deposit_credit ON ledger_transfers (reference) WHERE kind = 'DEPOSIT_CREDIT';--> statement-breakpoint
-- Every provider webhook applied, by the provider's event id: a replay is recognised here.
CREATE TABLE deposit_events (
	event_id text PRIMARY KEY,
	deposit_id uuid NOT NULL REFERENCES deposits(id),
	status varchar(8) NOT NULL,
	payload jsonb NOT NULL,
	received_at timestamptz NOT NULL DEFAULT now()
);
