-- Refuses a stake the player's protections forbid at p_now. Called by take_bet_stakes after it
-- has locked the player's pockets: a second slip of the same player waits there, and then sees
-- the first one's bets.
-- A break, an exclusion or a lowered limit races the bet (decision 049): every change of a
-- player's protections holds the protections row FOR UPDATE (lockProtections) and takes its
-- start only once it holds it, and the bet reads the row FOR SHARE. So either the bet holds the
-- row first and the change starts after the bet's placed_at, or the bet waits and then sees the
-- change (its limits are read by a later statement, so they are the committed ones too).
-- take_bet_stakes makes the row before it locks the pockets; a caller that did not gets it made
-- here (a change creating it at the same moment makes this insert wait). Lock order: pockets,
-- then this row; a change takes only this row, so the two cannot deadlock.
CREATE OR REPLACE FUNCTION enforce_player_protections(p_player uuid, p_stake_paise bigint, p_now timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	v_guard record;
	v_limit record;
	v_used bigint;
BEGIN
	SELECT * INTO v_guard FROM player_protections WHERE player_id = p_player FOR SHARE;
	IF NOT FOUND THEN
		INSERT INTO player_protections (player_id) VALUES (p_player) ON CONFLICT DO NOTHING;
		SELECT * INTO v_guard FROM player_protections WHERE player_id = p_player FOR SHARE;
	END IF;
	IF FOUND THEN
		IF v_guard.closed_at IS NOT NULL THEN
			RAISE EXCEPTION USING ERRCODE = 'FP004', MESSAGE = 'account closed';
		END IF;
		-- An ended exclusion still holds until the player asked to return and 24 hours passed: the
		-- rule of isSelfExcluded (protection-rules.ts); self-exclusion-agreement.test.ts holds them equal.
		IF v_guard.self_excluded_until IS NOT NULL AND (p_now < v_guard.self_excluded_until
			OR v_guard.self_exclusion_return_at IS NULL OR p_now < v_guard.self_exclusion_return_at) THEN
			RAISE EXCEPTION USING ERRCODE = 'FP001', MESSAGE = 'self-excluded',
				DETAIL = jsonb_build_object('until', greatest(v_guard.self_excluded_until, v_guard.self_exclusion_return_at))::text;
		END IF;
		IF v_guard.time_out_until > p_now THEN
			RAISE EXCEPTION USING ERRCODE = 'FP002', MESSAGE = 'timed out',
				DETAIL = jsonb_build_object('until', v_guard.time_out_until)::text;
		END IF;
	END IF;
	-- One person, one account (decision 047): a closed or self-excluded account's PAN, bank
	-- account or VPA bets on no other account.
	PERFORM enforce_linked_accounts(p_player, p_now);
	FOR v_limit IN
		-- Deposit limits are checked where a deposit starts (start-deposit.ts), not on a stake.
		SELECT kind, period, amount_paise FROM player_limits WHERE player_id = p_player AND kind <> 'DEPOSIT'
		ORDER BY array_position(ARRAY['DAY', 'WEEK', 'MONTH']::varchar[], period), kind DESC
	LOOP
		v_used := player_limit_used(p_player, v_limit.kind, v_limit.period, p_now);
		IF v_used + p_stake_paise > v_limit.amount_paise THEN
			RAISE EXCEPTION USING ERRCODE = 'FP003', MESSAGE = 'limit reached',
				DETAIL = jsonb_build_object('kind', v_limit.kind, 'period', v_limit.period,
					'amountPaise', v_limit.amount_paise, 'usedPaise', greatest(v_used, 0),
					'leftPaise', greatest(v_limit.amount_paise - v_used, 0))::text;
		END IF;
	END LOOP;
END
$$;
