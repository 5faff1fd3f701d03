-- Trading (decision 035): per-runner liability limits and suspending one runner or one market.
-- A trader sets a limit on a runner's liability (what the book pays out less the face value
-- taken, over every open bet on the runner in every market), or a default for each runner of
-- a race; a slip line that would take the runner past it is held for review (ACCEPTED) or
-- refused. place_bet_slip (apps/api/src/db/functions) decides it with the runner's liability lock held (exclusive, taken
-- in runner id order after the races' betting locks and before the player's pockets), so
-- parallel slips on one runner are serialised and cannot pass a limit together. Runners
-- without a limit take no lock. New refusals, which (like the protections) leave nothing
-- behind, not even the Idempotency-Key, so a retry is checked afresh:
--   FB005 the runner or the market is suspended (DETAIL: {"selection","horseNo","market","suspended":"RUNNER"|"MARKET"})
--   FB006 a liability limit would be passed (DETAIL: {"horseNo","horseName","limitPaise","liabilityPaise"})
CREATE TABLE liability_limits (
	fixture_id uuid NOT NULL REFERENCES fixtures(id),
	-- NULL: the race's default, for each runner without its own limit.
	participant_id uuid REFERENCES participants(id),
	limit_paise bigint NOT NULL CHECK (limit_paise >= 0),
	action varchar(8) NOT NULL CHECK (action IN ('REVIEW', 'REFUSE')),
	set_by uuid NOT NULL,
	set_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX liability_limits_one ON liability_limits (fixture_id, coalesce(participant_id, '00000000-0000-0000-0000-000000000000'::uuid));
--> statement-breakpoint
CREATE INDEX bets_open_by_runner ON bets (participant_id) WHERE status IN ('ACCEPTED', 'CONFIRMED');
