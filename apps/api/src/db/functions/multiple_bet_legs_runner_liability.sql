-- Keeps the limited runners' running figures (runner_liabilities, decision 078) with the
-- multiples' legs: a statement trigger on multiple_bet_legs (migration 0067). The legs of a
-- bet are stored together when it is placed (place_multiple holds the runners' locks): each
-- runner of a running leg gains multiple_runner_liabilities' figure. A leg settled, voided or
-- corrected moves every runner of its bet's running legs by the bet's figure after less before
-- (the other legs as they stand, the changed legs as they were), under the runners' locks.
CREATE OR REPLACE FUNCTION multiple_bet_legs_runner_liability() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM add_runner_liabilities((
			SELECT jsonb_agg(jsonb_build_object('participant', participant_id, 'paise', liability_paise))
			FROM multiple_runner_liabilities((
				SELECT jsonb_agg(jsonb_build_object('bet', b.id, 'status', b.status, 'stake', b.stake_paise,
					'gstRateBp', b.gst_rate_bp, 'faceValue', b.face_value_paise, 'maxPayout', b.max_payout_paise,
					'legIndex', l.leg_index, 'legStatus', l.status, 'price', l.price_hundredths, 'participant', l.participant_id))
				FROM new_rows l JOIN multiple_bets b ON b.id = l.bet_id))), false);
		RETURN NULL;
	END IF;
	PERFORM add_runner_liabilities((
		SELECT jsonb_agg(jsonb_build_object('participant', changes.participant_id, 'paise', changes.paise))
		FROM (
			SELECT participant_id, liability_paise AS paise FROM multiple_runner_liabilities((
				SELECT jsonb_agg(jsonb_build_object('bet', b.id, 'status', b.status, 'stake', b.stake_paise,
					'gstRateBp', b.gst_rate_bp, 'faceValue', b.face_value_paise, 'maxPayout', b.max_payout_paise,
					'legIndex', l.leg_index, 'legStatus', l.status, 'price', l.price_hundredths, 'participant', l.participant_id))
				FROM multiple_bets b JOIN multiple_bet_legs l ON l.bet_id = b.id
				WHERE b.id IN (SELECT bet_id FROM new_rows)))
			UNION ALL
			SELECT participant_id, -liability_paise FROM multiple_runner_liabilities((
				SELECT jsonb_agg(jsonb_build_object('bet', b.id, 'status', b.status, 'stake', b.stake_paise,
					'gstRateBp', b.gst_rate_bp, 'faceValue', b.face_value_paise, 'maxPayout', b.max_payout_paise,
					'legIndex', l.leg_index, 'legStatus', l.status, 'price', l.price_hundredths, 'participant', l.participant_id))
				FROM multiple_bets b
				JOIN (
					SELECT bet_id, leg_index, status, price_hundredths, participant_id FROM old_rows
					UNION ALL
					SELECT bet_id, leg_index, status, price_hundredths, participant_id FROM multiple_bet_legs
					WHERE bet_id IN (SELECT bet_id FROM old_rows)
						AND (bet_id, leg_index) NOT IN (SELECT bet_id, leg_index FROM old_rows)
				) AS l ON l.bet_id = b.id
				WHERE b.id IN (SELECT bet_id FROM old_rows)))
		) AS changes), true);
	RETURN NULL;
END
$$;
