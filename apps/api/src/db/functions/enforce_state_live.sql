-- Refuses unless the player's state is LIVE (decision 063): the one guard of every path that
-- takes new money at risk (a bet slip, a tote ticket, a multiple, a deposit, a promotion). Call
-- it inside the path's own transaction, before it moves money: PERFORM enforce_state_live(player).
-- The player's state is the one given at registration; a state with no row counts as OFF.
-- The state's lock is taken shared (namespace 7240316, hashtext of the state's name), and a
-- change of mode takes it exclusive (apps/api/src/modules/legal/legal-lock.ts) before it writes:
-- a change waits for the bets in flight, and a bet after it reads the committed mode.
-- Raises FS001 with DETAIL {"state", "mode"}; TypeScript turns it into STATE_NOT_LIVE (403).
CREATE OR REPLACE FUNCTION enforce_state_live(p_player uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v_state text;
	v_mode text;
BEGIN
	SELECT state INTO v_state FROM players WHERE id = p_player;
	PERFORM pg_advisory_xact_lock_shared(7240316, hashtext(coalesce(v_state, '')));
	SELECT mode INTO v_mode FROM legal_states WHERE state = v_state;
	IF v_mode IS DISTINCT FROM 'LIVE' THEN
		RAISE EXCEPTION USING ERRCODE = 'FS001', MESSAGE = 'state not live',
			DETAIL = jsonb_build_object('state', coalesce(v_state, ''), 'mode', coalesce(v_mode, 'OFF'))::text;
	END IF;
END
$$;
