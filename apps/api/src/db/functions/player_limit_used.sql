-- What a player has used of a limit in the period holding p_now: stakes of the bets placed in
-- it (singles and multiples' bets alike, decision 061) and of tote tickets (a ticket's stake is
-- what it cost, GST included, as a bet's), or their net loss (stakes less what settled ones
-- paid, open stakes counted as lost). Rejected, refunded and void bets and refunded tickets
-- gave the stake back and count for nothing. A DEPOSIT limit counts the deposits started in
-- the period that were not refused: pending ones too, so parallel orders cannot pass it
-- (decision 069).
CREATE OR REPLACE FUNCTION player_limit_used(p_player uuid, p_kind text, p_period text, p_now timestamptz) RETURNS bigint
LANGUAGE sql STABLE AS $$
	SELECT CASE WHEN p_kind = 'DEPOSIT' THEN (
		SELECT coalesce(sum(amount_paise), 0)::bigint FROM deposits
		WHERE player_id = p_player AND created_at >= india_period_start(p_period, p_now)
			AND status IN ('PENDING', 'SUCCESS')
	) ELSE (
		SELECT coalesce(sum(stake_paise - CASE WHEN p_kind = 'LOSS' THEN coalesce(payout_paise, 0) ELSE 0 END), 0)::bigint
		FROM (
			SELECT stake_paise, payout_paise FROM bets
			WHERE player_id = p_player AND placed_at >= india_period_start(p_period, p_now)
				AND status IN ('ACCEPTED', 'CONFIRMED', 'WON', 'LOST')
			UNION ALL
			SELECT stake_paise, payout_paise FROM multiple_bets
			WHERE player_id = p_player AND placed_at >= india_period_start(p_period, p_now)
				AND status IN ('ACCEPTED', 'CONFIRMED', 'WON', 'LOST')
			UNION ALL
			SELECT pool_paise + cgst_paise + sgst_paise, payout_paise FROM tote_tickets
			WHERE player_id = p_player AND placed_at >= india_period_start(p_period, p_now)
				AND status IN ('ACCEPTED', 'WON', 'LOST')
		) AS placed
	) END
$$;
