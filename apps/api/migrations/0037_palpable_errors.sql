-- Palpable errors (decision 035): a trader asks to void or re-price one confirmed bet struck at
-- an obvious wrong price, with a reason; a second operator approves it (maker-checker, as
-- adjustment_requests in 0026), and only then does the bet or the money change.
CREATE TABLE palpable_error_requests (
	id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	bet_id uuid NOT NULL REFERENCES bets(id),
	kind varchar(8) NOT NULL CHECK (kind IN ('VOID', 'REPRICE')),
	-- The price the bet was struck at, and for REPRICE the price it should have been.
	struck_price_hundredths integer NOT NULL,
	price_hundredths integer CHECK (price_hundredths > 0),
	reason text NOT NULL,
	maker_id uuid NOT NULL REFERENCES operators(id),
	status varchar(16) NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
	checker_id uuid REFERENCES operators(id),
	decided_at timestamptz,
	rejection_reason text,
	created_at timestamptz NOT NULL,
	CHECK ((kind = 'REPRICE') = (price_hundredths IS NOT NULL)),
	CHECK (checker_id IS NULL OR checker_id <> maker_id),
	CHECK ((status = 'PENDING') = (checker_id IS NULL))
);
--> statement-breakpoint
-- One request in the air per bet.
CREATE UNIQUE INDEX palpable_error_requests_pending ON palpable_error_requests (bet_id) WHERE status = 'PENDING';
