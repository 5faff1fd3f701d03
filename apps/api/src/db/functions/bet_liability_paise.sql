-- What the book loses on a bet if its runner wins (or places): the payout settlement makes
-- (face value x (1 + price), as winningPayoutPaise in packages/contract) less the face value taken.
CREATE OR REPLACE FUNCTION bet_liability_paise(p_stake bigint, p_price_hundredths integer, p_gst_rate_bp integer, p_face_value bigint)
RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
	SELECT (p_stake * (100 + p_price_hundredths) * 100) / (10000 + p_gst_rate_bp) - p_face_value
$$;
