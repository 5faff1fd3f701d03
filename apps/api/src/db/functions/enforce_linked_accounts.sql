-- One person, one account (decision 047): refuses a bet of a player who shares a PAN, a bank
-- account or a VPA (matched by their keyed hashes, players.tax_number_hash and
-- beneficiaries.identity_hash) with a closed or self-excluded account, with that protection's
-- code and `linked` in the DETAIL. Called by enforce_player_protections. The exclusion rule is
-- the player's own one there: it holds until the return the excluded player asked for.
CREATE OR REPLACE FUNCTION enforce_linked_accounts(p_player uuid, p_now timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
	v_guard record;
BEGIN
	FOR v_guard IN
		SELECT g.closed_at, g.self_excluded_until, g.self_exclusion_return_at
		FROM player_protections g
		WHERE g.player_id IN (
			SELECT other.id FROM players self
			JOIN players other ON other.tax_number_hash = self.tax_number_hash
			WHERE self.id = p_player AND other.id <> p_player
			UNION
			SELECT other.player_id FROM beneficiaries own
			JOIN beneficiaries other ON other.identity_hash = own.identity_hash
			WHERE own.player_id = p_player AND other.player_id <> p_player
		)
		ORDER BY g.closed_at IS NULL, g.player_id
	LOOP
		IF v_guard.closed_at IS NOT NULL THEN
			RAISE EXCEPTION USING ERRCODE = 'FP004', MESSAGE = 'linked account closed',
				DETAIL = jsonb_build_object('linked', true)::text;
		END IF;
		IF v_guard.self_excluded_until IS NOT NULL AND (p_now < v_guard.self_excluded_until
			OR v_guard.self_exclusion_return_at IS NULL OR p_now < v_guard.self_exclusion_return_at) THEN
			RAISE EXCEPTION USING ERRCODE = 'FP001', MESSAGE = 'linked account self-excluded',
				DETAIL = jsonb_build_object('until', greatest(v_guard.self_excluded_until,
					v_guard.self_exclusion_return_at), 'linked', true)::text;
		END IF;
	END LOOP;
END
$$;
