-- What open multiples cost each runner (decision 078): for each bet, multiple_bet_liability_paise
-- counted against every runner on which it has a leg still running (ACCEPTED), since that is
-- what the bet pays if that runner and every other open leg win. p_legs is the legs to weigh,
-- each with its bet's figures: [{"bet","status","stake","gstRateBp","faceValue","maxPayout",
-- "legIndex","legStatus","price","participant"}]. Answers one row per runner.
CREATE OR REPLACE FUNCTION multiple_runner_liabilities(p_legs jsonb)
RETURNS TABLE (participant_id uuid, liability_paise bigint) LANGUAGE sql IMMUTABLE AS $$
	WITH legs AS (
		SELECT leg->>'bet' AS bet, leg->>'status' AS status, (leg->>'stake')::bigint AS stake,
			(leg->>'gstRateBp')::integer AS gst_rate_bp, (leg->>'faceValue')::bigint AS face_value,
			(leg->>'maxPayout')::bigint AS max_payout, (leg->>'legIndex')::integer AS leg_index,
			leg->>'legStatus' AS leg_status, (leg->>'price')::integer AS price, (leg->>'participant')::uuid AS participant
		FROM jsonb_array_elements(coalesce(p_legs, '[]')) AS leg
	), per_bet AS (
		SELECT bet, multiple_bet_liability_paise(min(status), min(stake), min(gst_rate_bp), min(face_value), min(max_payout),
			array_agg(leg_status ORDER BY leg_index), array_agg(price ORDER BY leg_index)) AS liability
		FROM legs GROUP BY bet
	)
	SELECT legs.participant, sum(per_bet.liability)::bigint
	FROM legs JOIN per_bet USING (bet)
	WHERE legs.leg_status = 'ACCEPTED'
	GROUP BY legs.participant
$$;
