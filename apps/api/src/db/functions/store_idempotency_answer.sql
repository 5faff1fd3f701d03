-- The second half of the one idempotency protocol (decisions 010 and 023): stores a request's
-- answer under its key, in the transaction that did the work, so a committed movement always
-- has its answer. The caller holds the key (take_idempotency_key). p_status is the HTTP status
-- of an answer stored as its reply (runIdempotent); NULL for an answer stored as what the reply
-- is rendered from (a slip: {"slip"} or {"refusal","detail"}), whose status TypeScript decides.
-- Answers false when the key is stored already by a request that did not hold the lock: a
-- claim of the version before this protocol, still in flight during a rolling deploy.
CREATE OR REPLACE FUNCTION store_idempotency_answer(
	p_owner uuid,
	p_key text,
	p_scope text,
	p_request_hash text,
	p_status integer,
	p_body jsonb,
	p_at timestamptz
) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO idempotency_keys (player_id, key, scope, request_hash, response_status, response_body, locked_at)
	VALUES (p_owner, p_key, p_scope, p_request_hash, p_status, p_body, p_at)
	ON CONFLICT DO NOTHING;
	RETURN FOUND;
END
$$;
