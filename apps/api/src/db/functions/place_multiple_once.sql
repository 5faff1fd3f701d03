-- A multiple placed at most once per Idempotency-Key (decision 061), by the one idempotency
-- protocol (decision 023) as place_bet_slip_once places a slip: the key held by
-- take_idempotency_key, the multiple placed (place_multiple) and its answer stored
-- (store_idempotency_answer) together or not at all. Answers one outcome, in the shape
-- place_bet_slip_once answers each slip ({"state":"IN_FLIGHT"|"STORED"|"ANSWERED"|"UNSTORED"}),
-- where an ANSWERED body is {"multiple": <place_multiple's answer> + placedAt, gstRateBp} or a
-- stored refusal {"refusal", "detail", "requestId"}. A suspended runner or a player protection
-- keeps nothing, not even the key (decisions 033, 035).
CREATE OR REPLACE FUNCTION place_multiple_once(p_context multiple_context) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_taken jsonb;
	v_body jsonb;
	v_code text;
	v_detail text;
BEGIN
	v_taken := take_idempotency_key(p_context.player, p_context.key);
	IF v_taken IS NOT NULL THEN
		RETURN v_taken;
	END IF;
	BEGIN
		v_body := jsonb_build_object('multiple', place_multiple(p_context)
			|| jsonb_build_object('placedAt', p_context.placed_at, 'gstRateBp', p_context.gst_rate_bp, 'kind', p_context.kind,
				'status', p_context.status, 'potentialPayoutPaise', p_context.potential_payout_paise));
		IF NOT store_idempotency_answer(p_context.player, p_context.key, p_context.scope, p_context.request_hash, NULL, v_body,
			p_context.placed_at) THEN
			RAISE EXCEPTION USING ERRCODE = 'FI001', MESSAGE = 'idempotency key claimed by another request';
		END IF;
		RETURN jsonb_build_object('state', 'ANSWERED', 'body', v_body);
	EXCEPTION
		WHEN SQLSTATE 'FB001' OR SQLSTATE 'FB002' OR SQLSTATE 'FB003' OR SQLSTATE 'FB004' OR SQLSTATE 'FL001' THEN
			GET STACKED DIAGNOSTICS v_code = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL;
			v_body := jsonb_build_object('refusal', v_code, 'detail', v_detail, 'requestId', p_context.request_id);
			IF store_idempotency_answer(p_context.player, p_context.key, p_context.scope, p_context.request_hash, NULL, v_body,
				p_context.placed_at) THEN
				RETURN jsonb_build_object('state', 'ANSWERED', 'body', v_body);
			END IF;
			RETURN jsonb_build_object('state', 'IN_FLIGHT');
		WHEN SQLSTATE 'FB005' OR SQLSTATE 'FB006' OR SQLSTATE 'FI001' OR SQLSTATE 'FP001' OR SQLSTATE 'FP002'
			OR SQLSTATE 'FP003' OR SQLSTATE 'FP004' OR SQLSTATE 'FS001' THEN
			GET STACKED DIAGNOSTICS v_code = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL;
			RETURN jsonb_build_object('state', 'UNSTORED', 'refusal', v_code, 'detail', v_detail);
	END;
END
$$;
