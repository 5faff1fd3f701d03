-- Moves the running figures of the runners named by what their open liability changed by
-- (decision 078): p_changes is [{"participant","paise"}], summed per runner. Only runners
-- with a row (a limit in force) have a figure to move. With p_lock the runners' liability
-- locks are taken first, in id order, so a row being made (runner_liability_held, under the
-- same lock) reads this change or is moved by it, never neither; a bet being placed already
-- holds the lock of every limited runner it touches.
CREATE OR REPLACE FUNCTION add_runner_liabilities(p_changes jsonb, p_lock boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v_change record;
BEGIN
	FOR v_change IN
		SELECT (c->>'participant')::uuid AS participant, sum((c->>'paise')::bigint) AS paise
		FROM jsonb_array_elements(coalesce(p_changes, '[]')) AS c
		GROUP BY 1 HAVING sum((c->>'paise')::bigint) <> 0 ORDER BY 1
	LOOP
		IF p_lock THEN
			PERFORM pg_advisory_xact_lock(7240315, hashtext(v_change.participant::text));
		END IF;
		UPDATE runner_liabilities SET liability_paise = liability_paise + v_change.paise
		WHERE participant_id = v_change.participant;
	END LOOP;
END
$$;
