-- The prologue of every bet placement (place_bet_slip, place_multiple), in this order: the
-- player's state LIVE (enforce_state_live, decision 063), before anything of the bet is read, so
-- a player of a state in WIND_DOWN or OFF hears that, not why a race or a price would refuse;
-- then the races' betting locks (p_betting_lock, decision 014), shared, in id order: a race
-- change (exclusive) waits for the bets in flight, and the caller's reads after this see each
-- race as it now is; then each race open to p_channel, in one of p_open_statuses, and not off at
-- p_placed_at by the server's clock, or FB001 (DETAIL: {"sportFixture"}) for the first, in id
-- order, that is not. Answers the races in id order: [{id, venueName, raceName, raceNumber}].
CREATE OR REPLACE FUNCTION check_bet_races(p_player uuid, p_fixtures uuid[], p_betting_lock integer, p_channel text,
	p_open_statuses text[], p_placed_at timestamptz) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_race record;
	v_races jsonb := '[]';
BEGIN
	PERFORM enforce_state_live(p_player);

	PERFORM pg_advisory_xact_lock_shared(p_betting_lock, hashtext(fx.id::text))
	FROM (SELECT DISTINCT id FROM unnest(p_fixtures) AS fixture(id) ORDER BY 1) AS fx;

	FOR v_race IN
		SELECT fx.id, f.status, f.start_at, f.allowed_channels, f.name, f.race_number, v.name AS venue_name
		FROM (SELECT DISTINCT id FROM unnest(p_fixtures) AS fixture(id)) AS fx
		-- By primary key, a race at a time (OFFSET 0 keeps it so): a bet's few races, which the
		-- planner counts as 100, would otherwise hash-join a scan of every race ever run.
		LEFT JOIN LATERAL (SELECT * FROM fixtures WHERE id = fx.id OFFSET 0) AS f ON true
		LEFT JOIN meetings m ON m.id = f.meeting_id
		LEFT JOIN venues v ON v.code = m.venue_code
		ORDER BY fx.id
	LOOP
		IF v_race.status IS NULL OR NOT (p_channel = ANY (v_race.allowed_channels))
			OR NOT (v_race.status = ANY (p_open_statuses)) OR p_placed_at >= v_race.start_at THEN
			RAISE EXCEPTION USING ERRCODE = 'FB001', MESSAGE = 'race closed',
				DETAIL = jsonb_build_object('sportFixture', v_race.id)::text;
		END IF;
		v_races := v_races || jsonb_build_object('id', v_race.id, 'venueName', coalesce(v_race.venue_name, ''),
			'raceName', v_race.name, 'raceNumber', v_race.race_number);
	END LOOP;
	RETURN v_races;
END
$$;
