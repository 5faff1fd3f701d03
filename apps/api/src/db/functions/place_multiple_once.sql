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
	v_offer_id uuid;
BEGIN
	v_taken := take_idempotency_key(p_context.player, p_context.key);
	IF v_taken IS NOT NULL THEN
		RETURN v_taken;
	END IF;
	BEGIN
		-- The status is place_multiple's: a liability limit may hold the multiple for review.
		v_body := jsonb_build_object('multiple', jsonb_build_object('placedAt', p_context.placed_at,
			'gstRateBp', p_context.gst_rate_bp, 'kind', p_context.kind, 'status', p_context.status,
			'potentialPayoutPaise', p_context.potential_payout_paise) || place_multiple(p_context));
		IF NOT store_idempotency_answer(p_context.player, p_context.key, p_context.scope, p_context.request_hash, NULL, v_body,
			p_context.placed_at) THEN
			RAISE EXCEPTION USING ERRCODE = 'FI001', MESSAGE = 'idempotency key claimed by another request';
		END IF;
		RETURN jsonb_build_object('state', 'ANSWERED', 'body', v_body);
	EXCEPTION
		WHEN SQLSTATE 'FB007' THEN
			-- Over the player's largest stake (decisions 072, 078): nothing is kept, not even the
			-- key; the counter-offer (the largest unit stake) is recorded, to be taken once within
			-- 30 seconds by the multiple sent again naming it.
			GET STACKED DIAGNOSTICS v_code = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL;
			v_offer_id := gen_random_uuid();
			INSERT INTO counter_offers (id, player_id, selection_id, max_stake_paise, offered_at, expires_at)
			VALUES (v_offer_id, p_context.player, (v_detail::jsonb->>'selection')::uuid, (v_detail::jsonb->>'maxStakePaise')::bigint,
				p_context.placed_at, p_context.placed_at + interval '30 seconds');
			RETURN jsonb_build_object('state', 'UNSTORED', 'refusal', v_code, 'detail', (v_detail::jsonb
				|| jsonb_build_object('offerId', v_offer_id, 'expiresAt', p_context.placed_at + interval '30 seconds'))::text);
		WHEN SQLSTATE 'FB008' THEN
			-- A counter-offer gone (decision 072): nothing is kept, so a retry is checked afresh.
			GET STACKED DIAGNOSTICS v_code = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL;
			RETURN jsonb_build_object('state', 'UNSTORED', 'refusal', v_code, 'detail', v_detail);
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
