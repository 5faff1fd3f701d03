-- The first half of the one idempotency protocol (decisions 010 and 023), for every route: holds
-- an Idempotency-Key for the caller's transaction with an advisory lock, then reads what is
-- stored under it. Called by runIdempotent (apps/api/src/idempotency/run-idempotent.ts) and by
-- place_bet_slip_once. Answers one of:
--   {"state":"IN_FLIGHT"}                             another transaction holds the key right now
--   {"state":"STORED","requestHash","status","body"}  the key was used: its stored answer
--   NULL                                              the key is free, and now held
-- The lock is released when the transaction ends, so a slow request keeps its key for as long
-- as it works, and a dead one (its session ended) releases it: no claim row, no time-out. A
-- transaction that takes the same key again (two slips of one batch) holds it already. The
-- namespace 7240313 is the key lock's alone; the key is a 32-bit hash of owner and key, so two
-- keys in flight at once may share a lock (one answers 409, its client retries): never money
-- twice, as the stored key's primary key is the real guard (store_idempotency_answer).
CREATE OR REPLACE FUNCTION take_idempotency_key(p_owner uuid, p_key text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_stored record;
BEGIN
	IF NOT pg_try_advisory_xact_lock(7240313, hashtext(p_owner::text || ':' || p_key)) THEN
		RETURN jsonb_build_object('state', 'IN_FLIGHT');
	END IF;
	-- A new statement, so it sees the answer of whoever held the key before and committed.
	SELECT request_hash, response_status, response_body INTO v_stored
	FROM idempotency_keys WHERE player_id = p_owner AND key = p_key;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	RETURN jsonb_build_object('state', 'STORED', 'requestHash', v_stored.request_hash,
		'status', v_stored.response_status, 'body', v_stored.response_body);
END
$$;
