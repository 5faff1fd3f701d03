-- The bet slip's database functions take one typed context instead of long positional lists
-- (decision 040), and place_bet_slip_once takes a batch of them (decision 041). CREATE OR
-- REPLACE with new arguments would add overloads, so the old signatures are dropped here and
-- the sources (apps/api/src/db/functions) create the new ones after the migrations.
DROP FUNCTION IF EXISTS place_bet_slip_once(uuid, text, text, text, timestamptz, integer, jsonb, uuid, timestamptz, jsonb,
	integer, uuid, uuid, integer, text[], text);
--> statement-breakpoint
DROP FUNCTION IF EXISTS place_bet_slip(uuid, uuid, timestamptz, jsonb, integer, uuid, uuid, integer, text[], text);
--> statement-breakpoint
-- One slip as the database places it: who, under which Idempotency-Key (and the hash of the
-- request it names), the lines priced in TypeScript (a jsonb array, see place_bet_slip), the
-- tax rate and house shards chosen for it, and what the rules depend on that lives in
-- TypeScript (the races' betting-lock namespace, the open statuses, the channel).
CREATE TYPE bet_slip_context AS (
	player uuid,
	key text,
	scope text,
	request_hash text,
	slip uuid,
	placed_at timestamptz,
	lines jsonb,
	gst_rate_bp integer,
	book_account uuid,
	gst_account uuid,
	betting_lock integer,
	open_statuses text[],
	channel text
);
--> statement-breakpoint
-- Idempotency keys now have one protocol (decision 023, for every route): the key is held by an
-- advisory lock for the request's transaction and stored only with its answer. A claim row left
-- unanswered by the previous protocol (a request that died) is of no use to anyone.
DELETE FROM idempotency_keys WHERE response_status IS NULL;
