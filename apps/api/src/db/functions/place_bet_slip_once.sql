-- A slip placed at most once per Idempotency-Key, in one statement: the key, the slip and its
-- stored answer commit together or not at all (decision 023). Called by
-- apps/api/src/modules/bets/place-slip-once.ts, which renders the stored answer into the reply.
-- Answers one of:
--   {"state":"IN_FLIGHT"}                                    the key is being used right now
--   {"state":"STORED","requestHash","status","body"}         the key was used: its answer
--   {"state":"ANSWERED","status","body"}                     this call placed or refused the slip
-- where body is {"slip": <place_bet_slip's answer> + placedAt, gstRateBp} or
-- {"refusal": <SQLSTATE>, "detail": <DETAIL>}.
-- Raises FI001 when the key was claimed meanwhile by a request to another route. An
-- unanswered claim (runIdempotent's, from another route or an earlier version) locked before
-- p_abandoned_before belonged to a request that died: the key is taken over, as runIdempotent
-- does.
CREATE OR REPLACE FUNCTION place_bet_slip_once(
	p_player uuid,
	p_key text,
	p_scope text,
	p_request_hash text,
	p_abandoned_before timestamptz,
	p_key_lock_namespace integer,
	p_refusal_statuses jsonb,
	p_slip uuid,
	p_now timestamptz,
	p_lines jsonb,
	p_gst_rate_bp integer,
	p_book_account uuid,
	p_gst_account uuid,
	p_lock_namespace integer,
	p_open_statuses text[],
	p_channel text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_stored record;
	v_status integer;
	v_body jsonb;
	v_code text;
	v_detail text;
BEGIN
	-- Held until this statement's transaction ends: a second request with the key meanwhile
	-- is told it is in flight; once this commits, it finds the stored answer.
	IF NOT pg_try_advisory_xact_lock(p_key_lock_namespace, hashtext(p_player::text || ':' || p_key)) THEN
		RETURN jsonb_build_object('state', 'IN_FLIGHT');
	END IF;
	SELECT request_hash, response_status, response_body, locked_at INTO v_stored
	FROM idempotency_keys WHERE player_id = p_player AND key = p_key;
	IF FOUND THEN
		IF v_stored.response_status IS NULL AND v_stored.locked_at < p_abandoned_before THEN
			DELETE FROM idempotency_keys
			WHERE player_id = p_player AND key = p_key AND response_status IS NULL;
		ELSE
			RETURN jsonb_build_object('state', 'STORED', 'requestHash', v_stored.request_hash,
				'status', v_stored.response_status, 'body', v_stored.response_body);
		END IF;
	END IF;

	BEGIN
		v_body := jsonb_build_object('slip', place_bet_slip(p_player, p_slip, p_now, p_lines, p_gst_rate_bp, p_book_account,
			p_gst_account, p_lock_namespace, p_open_statuses, p_channel)
			|| jsonb_build_object('placedAt', p_now, 'gstRateBp', p_gst_rate_bp));
		v_status := 201;
	EXCEPTION WHEN SQLSTATE 'FB001' OR SQLSTATE 'FB002' OR SQLSTATE 'FB003' OR SQLSTATE 'FB004' OR SQLSTATE 'FL001' THEN
		-- A refusal: nothing of the slip is left (the block rolled back); the refusal is the answer.
		GET STACKED DIAGNOSTICS v_code = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL;
		v_body := jsonb_build_object('refusal', v_code, 'detail', v_detail);
		v_status := (p_refusal_statuses->>v_code)::integer;
	END;

	INSERT INTO idempotency_keys (player_id, key, scope, request_hash, response_status, response_body, locked_at)
	VALUES (p_player, p_key, p_scope, p_request_hash, v_status, v_body, p_now)
	ON CONFLICT DO NOTHING;
	IF NOT FOUND THEN
		RAISE EXCEPTION USING ERRCODE = 'FI001', MESSAGE = 'idempotency key claimed by another request';
	END IF;
	RETURN jsonb_build_object('state', 'ANSWERED', 'status', v_status, 'body', v_body);
END
$$;
