-- Slips placed at most once per Idempotency-Key, many in one statement and one transaction
-- (group commit, decision 041; a slip alone is a batch of one). Each slip follows the one
-- idempotency protocol (decision 023): its key held by take_idempotency_key, its work and its
-- stored answer (store_idempotency_answer) committed together or not at all. Called by
-- apps/api/src/modules/bets/slip-batcher.ts. Answers a jsonb array, in p_slips' order, of:
--   {"state":"IN_FLIGHT"}                             the key is being used right now
--   {"state":"STORED","requestHash","status","body"}  the key was used: its answer
--   {"state":"ANSWERED","body"}                       this call placed or refused the slip
--   {"state":"UNSTORED","refusal","detail"}           refused, with nothing kept, not even the key
--                                                     (FB007: but the counter-offer, whose offerId and
--                                                     expiresAt the detail then carries; decision 072)
-- where body is {"slip": <place_bet_slip's answer> + placedAt, gstRateBp} or
-- {"refusal": <SQLSTATE>, "detail": <DETAIL>, "requestId"}; the HTTP status is TypeScript's to decide.
-- Each slip runs in its own exception block (a savepoint), so one refusal never undoes its
-- neighbours. Locks are taken in one order for the whole batch, as a slip alone takes them:
-- the races' betting locks (shared), the limited runners' liability locks, then the slips in
-- player order (each locks its player's pockets), so two batches cannot deadlock.
CREATE OR REPLACE FUNCTION place_bet_slip_once(p_slips bet_slip_context[]) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_slip bet_slip_context;
	v_index integer;
	v_taken jsonb;
	v_body jsonb;
	v_code text;
	v_detail text;
	v_offer_id uuid;
	v_answers jsonb[] := array_fill(NULL::jsonb, ARRAY[cardinality(p_slips)]);
BEGIN
	PERFORM pg_advisory_xact_lock_shared(fx.namespace, hashtext(fx.id::text))
	FROM (
		SELECT DISTINCT s.betting_lock AS namespace, (line->>'fixture')::uuid AS id
		FROM unnest(p_slips) AS s, jsonb_array_elements(s.lines) AS line ORDER BY 2, 1
	) AS fx;
	PERFORM pg_advisory_xact_lock(7240315, hashtext(runner.id::text))
	FROM (
		SELECT DISTINCT sel.participant_id AS id
		FROM unnest(p_slips) AS s, jsonb_array_elements(s.lines) AS line
		-- By primary key, a line at a time (OFFSET 0 keeps it so), not a hash join over every selection.
		JOIN LATERAL (SELECT participant_id FROM selections WHERE id = (line->>'selection')::uuid OFFSET 0) AS sel ON true
		JOIN participants p ON p.id = sel.participant_id
		WHERE EXISTS (SELECT 1 FROM liability_limits l WHERE l.participant_id = p.id
			OR (l.fixture_id = p.fixture_id AND l.participant_id IS NULL))
		ORDER BY 1
	) AS runner;

	FOR v_index IN SELECT i FROM generate_subscripts(p_slips, 1) AS i ORDER BY (p_slips[i]).player, i LOOP
		v_slip := p_slips[v_index];
		v_taken := take_idempotency_key(v_slip.player, v_slip.key);
		IF v_taken IS NOT NULL THEN
			v_answers[v_index] := v_taken;
			CONTINUE;
		END IF;
		BEGIN
			v_body := jsonb_build_object('slip', place_bet_slip(v_slip)
				|| jsonb_build_object('placedAt', v_slip.placed_at, 'gstRateBp', v_slip.gst_rate_bp));
			IF NOT store_idempotency_answer(v_slip.player, v_slip.key, v_slip.scope, v_slip.request_hash, NULL, v_body,
				v_slip.placed_at) THEN
				RAISE EXCEPTION USING ERRCODE = 'FI001', MESSAGE = 'idempotency key claimed by another request';
			END IF;
			v_answers[v_index] := jsonb_build_object('state', 'ANSWERED', 'body', v_body);
		EXCEPTION
			WHEN SQLSTATE 'FB001' OR SQLSTATE 'FB002' OR SQLSTATE 'FB003' OR SQLSTATE 'FB004' OR SQLSTATE 'FL001' THEN
				-- A refusal that is the key's answer: nothing of the slip is left, the refusal is stored.
				GET STACKED DIAGNOSTICS v_code = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL;
				-- With the refused request's id, which every replay then names (decision 048).
				v_body := jsonb_build_object('refusal', v_code, 'detail', v_detail, 'requestId', v_slip.request_id);
				IF store_idempotency_answer(v_slip.player, v_slip.key, v_slip.scope, v_slip.request_hash, NULL, v_body,
					v_slip.placed_at) THEN
					v_answers[v_index] := jsonb_build_object('state', 'ANSWERED', 'body', v_body);
				ELSE
					v_answers[v_index] := jsonb_build_object('state', 'IN_FLIGHT');
				END IF;
			WHEN SQLSTATE 'FB007' THEN
				-- Over the player's largest stake (decision 072): nothing of the slip is kept, not even
				-- the key; the counter-offer is recorded, to be taken once within 30 seconds.
				GET STACKED DIAGNOSTICS v_code = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL;
				v_offer_id := gen_random_uuid();
				INSERT INTO counter_offers (id, player_id, selection_id, max_stake_paise, offered_at, expires_at)
				VALUES (v_offer_id, v_slip.player, (v_detail::jsonb->>'selection')::uuid, (v_detail::jsonb->>'maxStakePaise')::bigint,
					v_slip.placed_at, v_slip.placed_at + interval '30 seconds');
				v_answers[v_index] := jsonb_build_object('state', 'UNSTORED', 'refusal', v_code, 'detail',
					(v_detail::jsonb || jsonb_build_object('offerId', v_offer_id,
						'expiresAt', v_slip.placed_at + interval '30 seconds'))::text);
			WHEN SQLSTATE 'FB005' OR SQLSTATE 'FB006' OR SQLSTATE 'FB008' OR SQLSTATE 'FI001' OR SQLSTATE 'FP001' OR SQLSTATE 'FP002'
				OR SQLSTATE 'FP003' OR SQLSTATE 'FP004' OR SQLSTATE 'FS001' THEN
				-- Suspended, over a liability limit (decision 035), a counter-offer gone (decision 072), a player protection (decision 033) or
				-- a state not LIVE (decision 063): nothing is kept, not even the key, so a retry is
				-- checked afresh.
				GET STACKED DIAGNOSTICS v_code = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL;
				v_answers[v_index] := jsonb_build_object('state', 'UNSTORED', 'refusal', v_code, 'detail', v_detail);
		END;
	END LOOP;
	RETURN to_jsonb(v_answers);
END
$$;
