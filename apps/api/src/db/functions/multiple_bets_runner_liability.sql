-- Keeps the limited runners' running figures (runner_liabilities, decision 078) with the
-- multiples: a statement trigger on multiple_bets (migration 0067). A bet whose status
-- changes (settled, voided, rejected, confirmed, reopened by a correction) moves every runner
-- of its running legs by what multiple_runner_liabilities makes of it now less what it made of
-- it before, under the runners' liability locks.
CREATE OR REPLACE FUNCTION multiple_bets_runner_liability() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM add_runner_liabilities((
		SELECT jsonb_agg(jsonb_build_object('participant', changes.participant_id, 'paise', changes.paise))
		FROM (
			SELECT participant_id, liability_paise AS paise FROM multiple_runner_liabilities((
				SELECT jsonb_agg(jsonb_build_object('bet', b.id, 'status', b.status, 'stake', b.stake_paise,
					'gstRateBp', b.gst_rate_bp, 'faceValue', b.face_value_paise, 'maxPayout', b.max_payout_paise,
					'legIndex', l.leg_index, 'legStatus', l.status, 'price', l.price_hundredths, 'participant', l.participant_id))
				FROM new_rows b JOIN multiple_bet_legs l ON l.bet_id = b.id))
			UNION ALL
			SELECT participant_id, -liability_paise FROM multiple_runner_liabilities((
				SELECT jsonb_agg(jsonb_build_object('bet', b.id, 'status', b.status, 'stake', b.stake_paise,
					'gstRateBp', b.gst_rate_bp, 'faceValue', b.face_value_paise, 'maxPayout', b.max_payout_paise,
					'legIndex', l.leg_index, 'legStatus', l.status, 'price', l.price_hundredths, 'participant', l.participant_id))
				FROM old_rows b JOIN multiple_bet_legs l ON l.bet_id = b.id))
		) AS changes), true);
	RETURN NULL;
END
$$;
