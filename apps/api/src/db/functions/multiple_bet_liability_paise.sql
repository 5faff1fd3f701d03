-- What the book loses on one bet of a multiple (decision 078) if every leg still counted wins:
-- its payout, face value x the product of (1 + price) over its legs that are not void (exact,
-- floored to the paisa once, capped at the bet's most), less the face value taken. A leg won
-- counts at the price struck, before any Rule 4 deduction or dead heat (both only lower it). 0
-- for a bet no longer open or with a lost leg. With one leg and no cap it is
-- bet_liability_paise; the TypeScript side (multiple-context.ts potentialPayoutPaise) is tested
-- against it. p_leg_statuses and p_leg_prices are the bet's legs in one order.
CREATE OR REPLACE FUNCTION multiple_bet_liability_paise(p_status text, p_stake bigint, p_gst_rate_bp integer,
	p_face_value bigint, p_max_payout bigint, p_leg_statuses text[], p_leg_prices integer[])
RETURNS bigint LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
	v_numerator numeric := p_stake::numeric * 10000;
	v_denominator numeric := 10000 + p_gst_rate_bp;
	v_index integer;
BEGIN
	IF p_status NOT IN ('ACCEPTED', 'CONFIRMED') OR 'LOST' = ANY (p_leg_statuses) THEN
		RETURN 0;
	END IF;
	FOR v_index IN 1 .. coalesce(array_length(p_leg_prices, 1), 0) LOOP
		IF p_leg_statuses[v_index] IS DISTINCT FROM 'VOID' THEN
			v_numerator := v_numerator * (100 + p_leg_prices[v_index]);
			v_denominator := v_denominator * 100;
		END IF;
	END LOOP;
	RETURN least(div(v_numerator, v_denominator), p_max_payout)::bigint - p_face_value;
END
$$;
