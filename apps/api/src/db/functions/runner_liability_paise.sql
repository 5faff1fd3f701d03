-- A runner's open liability recomputed from the bets (decision 078): what its open singles
-- lose if it wins (bet_liability_paise) and what the open multiples with a leg running on it
-- pay if it and every other open leg win (multiple_runner_liabilities). runner_liabilities
-- keeps this as a running figure for each limited runner; this is its definition and the
-- figure a row starts from.
CREATE OR REPLACE FUNCTION runner_liability_paise(p_participant uuid) RETURNS bigint LANGUAGE sql STABLE AS $$
	SELECT coalesce((SELECT sum(bet_liability_paise(stake_paise, price_hundredths, gst_rate_bp, face_value_paise))
			FROM bets WHERE participant_id = p_participant AND status IN ('ACCEPTED', 'CONFIRMED')), 0)::bigint
		+ coalesce((SELECT m.liability_paise FROM multiple_runner_liabilities((
			SELECT jsonb_agg(jsonb_build_object('bet', b.id, 'status', b.status, 'stake', b.stake_paise, 'gstRateBp', b.gst_rate_bp,
				'faceValue', b.face_value_paise, 'maxPayout', b.max_payout_paise, 'legIndex', l.leg_index, 'legStatus', l.status,
				'price', l.price_hundredths, 'participant', l.participant_id))
			FROM multiple_bets b JOIN multiple_bet_legs l ON l.bet_id = b.id
			WHERE b.status IN ('ACCEPTED', 'CONFIRMED') AND b.id IN (
				SELECT bet_id FROM multiple_bet_legs WHERE participant_id = p_participant AND status = 'ACCEPTED'))) AS m
			WHERE m.participant_id = p_participant), 0)::bigint
$$;
