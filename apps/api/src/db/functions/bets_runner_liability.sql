-- Keeps the limited runners' running figures (runner_liabilities, decision 078) with their
-- singles: a statement trigger on bets (migration 0067) that moves each runner's figure by
-- the bet_liability_paise its open bets gained or lost. A bet placed moves it without taking
-- the lock again (place_bet_slip holds it); any other change (settled, voided, rejected,
-- reinstated) takes it.
CREATE OR REPLACE FUNCTION bets_runner_liability() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE runner_liabilities r SET liability_paise = r.liability_paise + added.paise
		FROM (
			SELECT participant_id, sum(bet_liability_paise(stake_paise, price_hundredths, gst_rate_bp, face_value_paise)) AS paise
			FROM new_rows WHERE status IN ('ACCEPTED', 'CONFIRMED') GROUP BY 1
		) AS added
		WHERE r.participant_id = added.participant_id AND added.paise <> 0;
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM add_runner_liabilities((
			SELECT jsonb_agg(jsonb_build_object('participant', participant_id, 'paise', paise))
			FROM (
				SELECT participant_id, bet_liability_paise(stake_paise, price_hundredths, gst_rate_bp, face_value_paise) AS paise
				FROM new_rows WHERE status IN ('ACCEPTED', 'CONFIRMED')
				UNION ALL
				SELECT participant_id, -bet_liability_paise(stake_paise, price_hundredths, gst_rate_bp, face_value_paise)
				FROM old_rows WHERE status IN ('ACCEPTED', 'CONFIRMED')
			) AS changes), true);
	ELSE
		PERFORM add_runner_liabilities((
			SELECT jsonb_agg(jsonb_build_object('participant', participant_id,
				'paise', -bet_liability_paise(stake_paise, price_hundredths, gst_rate_bp, face_value_paise)))
			FROM old_rows WHERE status IN ('ACCEPTED', 'CONFIRMED')), true);
	END IF;
	RETURN NULL;
END
$$;
