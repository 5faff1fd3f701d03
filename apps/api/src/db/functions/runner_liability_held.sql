-- A limited runner's open liability, read for a bet (decision 078): takes the runner's
-- liability lock (exclusive, held to the end of the transaction; the caller takes these in
-- runner id order) and answers its running figure, making the row from runner_liability_paise
-- the first time. Every change of an open bet or leg on the runner moves the figure by trigger
-- in the same transaction (add_runner_liabilities).
CREATE OR REPLACE FUNCTION runner_liability_held(p_participant uuid) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
	v_liability bigint;
BEGIN
	PERFORM pg_advisory_xact_lock(7240315, hashtext(p_participant::text));
	SELECT liability_paise INTO v_liability FROM runner_liabilities WHERE participant_id = p_participant;
	IF NOT FOUND THEN
		v_liability := runner_liability_paise(p_participant);
		INSERT INTO runner_liabilities (participant_id, liability_paise) VALUES (p_participant, v_liability);
	END IF;
	RETURN v_liability;
END
$$;
