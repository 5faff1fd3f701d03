-- Places a slip of single bets, all or none, inside the caller's transaction (place_bet_slip_once).
-- TypeScript (apps/api/src/modules/bets/slip-context.ts) has priced every line at the price the
-- player saw, with the contract's slip arithmetic, and built the slip's context (the type
-- bet_slip_context, decision 040); this checks, under the races' shared betting locks (decision
-- 014), that each race is open at the slip's placed_at (check_bet_races) and each price is still
-- that price, locks the player's pockets and applies the player's protections (take_bet_stakes),
-- then debits the stake (deposits first, then winnings) to the book and the GST account through
-- ledger_post_transfer and stores the bets. The context's lines: [{id, selection, fixture, market, horseNo, priceHundredths,
-- stake, faceValue, cgst, sgst, roundOff, status}], amounts in paise. Answers the bets' tickets
-- and what the reply needs: horse names, where each stake came from, the races' names, the
-- pockets after.
-- Refusals are raised with our own SQLSTATEs:
--   FB001 a race of the slip is closed (DETAIL: {"sportFixture"})
--   FB002 a selection is not available (DETAIL: {"selection"})
--   FB003 prices changed (DETAIL: {"prices":[{"selection","priceHundredths"}],"changed":[...]})
--   FB004 the player's cash does not cover the slip
--   FB005 the runner or the market is suspended (DETAIL: {"selection","horseNo","market","suspended":"RUNNER"|"MARKET"})
--   FB006 a liability limit would be passed (DETAIL: {"horseNo","horseName","limitPaise","liabilityPaise"})
--   FB007 a stake is over the player's largest on the runner (DETAIL: {"selection","horseNo","horseName","market","maxStakePaise"})
--   FB008 a counter-offer cannot be taken (DETAIL: {"offerId","reason":"TAKEN"|"EXPIRED"|"UNKNOWN"})
--   FS001 the player's state is not LIVE (enforce_state_live, decision 063; DETAIL: {"state","mode"})
-- Liability limits (decision 035): a line that would take a limited runner past its limit is
-- held for review or refused, decided with the runner's liability lock held (exclusive, in
-- runner id order, after the races' betting locks and before the player's pockets).
-- Stake factors (decision 072): the slip's stakes on one selection may total at most the market's
-- base limit x the player's stake factor, in whole rupees, or the counter-offer the line takes
-- (counterOffer: its id), which is then taken once, its row locked, before the player's pockets.
-- Each bet records whether the race's best-of-price-and-tote promise applies to it (decision 066).
CREATE OR REPLACE FUNCTION place_bet_slip(p_context bet_slip_context) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_row record;
	v_races jsonb := '[]';
	v_prices jsonb := '[]';
	v_changed jsonb := '[]';
	v_lines jsonb := '[]';
	v_pockets jsonb;
	v_transfer uuid;
	v_tickets jsonb;
	v_limit record;
	v_used bigint;
	v_stake record;
	v_offer record;
BEGIN
	-- The player's state, the races' betting locks and each race open (check_bet_races).
	v_races := check_bet_races(p_context.player,
		ARRAY(SELECT (line->>'fixture')::uuid FROM jsonb_array_elements(p_context.lines) AS line),
		p_context.betting_lock, p_context.channel, p_context.open_statuses, p_context.placed_at);

	FOR v_row IN
		SELECT line, s.id AS selection_id, s.price_hundredths, s.status AS selection_status, mk.type AS market_type,
			mk.status AS market_status, mk.fixture_id, p.id AS participant_id, p.horse_number, p.name AS horse_name, p.scratched_at
		FROM jsonb_array_elements(p_context.lines) WITH ORDINALITY AS l(line, ord)
		-- By primary key, a line at a time (as check_bet_races reads the races).
		LEFT JOIN LATERAL (SELECT * FROM selections WHERE id = (l.line->>'selection')::uuid OFFSET 0) AS s ON true
		LEFT JOIN markets mk ON mk.id = s.market_id
		LEFT JOIN participants p ON p.id = s.participant_id
		ORDER BY l.ord
	LOOP
		IF v_row.selection_id IS NOT NULL AND v_row.scratched_at IS NULL
			AND v_row.fixture_id = (v_row.line->>'fixture')::uuid
			AND (v_row.selection_status = 'SUSPENDED' OR v_row.market_status = 'SUSPENDED') THEN
			RAISE EXCEPTION USING ERRCODE = 'FB005', MESSAGE = 'selection suspended',
				DETAIL = jsonb_build_object('selection', v_row.line->>'selection', 'horseNo', v_row.horse_number,
					'market', v_row.market_type,
					'suspended', CASE WHEN v_row.market_status = 'SUSPENDED' THEN 'MARKET' ELSE 'RUNNER' END)::text;
		END IF;
		IF v_row.selection_id IS NULL
			OR v_row.fixture_id IS DISTINCT FROM (v_row.line->>'fixture')::uuid
			OR v_row.market_type IS DISTINCT FROM v_row.line->>'market'
			OR v_row.horse_number IS DISTINCT FROM (v_row.line->>'horseNo')::integer
			OR v_row.scratched_at IS NOT NULL
			OR v_row.selection_status IS DISTINCT FROM 'OPEN'
			OR v_row.market_status IS DISTINCT FROM 'OPEN' THEN
			RAISE EXCEPTION USING ERRCODE = 'FB002', MESSAGE = 'selection unavailable',
				DETAIL = jsonb_build_object('selection', v_row.line->>'selection')::text;
		END IF;
		v_prices := v_prices || jsonb_build_object('selection', v_row.selection_id, 'priceHundredths', v_row.price_hundredths);
		IF v_row.price_hundredths <> (v_row.line->>'priceHundredths')::integer THEN
			v_changed := v_changed || jsonb_build_object('selection', v_row.line->>'selection', 'priceHundredths', v_row.price_hundredths);
		END IF;
		v_lines := v_lines || (v_row.line || jsonb_build_object('participantId', v_row.participant_id, 'horseName', v_row.horse_name));
	END LOOP;
	IF jsonb_array_length(v_changed) > 0 THEN
		RAISE EXCEPTION USING ERRCODE = 'FB003', MESSAGE = 'prices changed',
			DETAIL = jsonb_build_object('prices', v_prices, 'changed', v_changed)::text;
	END IF;

	-- Stake factors (decision 072): each selection's stakes against the player's largest stake.
	FOR v_stake IN
		SELECT n.selection, n.horse_no, n.horse_name, n.market, n.stake, n.offer,
			mk.base_stake_limit_paise * pl.stake_factor_hundredths / 10000 * 100 AS max_stake
		FROM (
			SELECT (line->>'selection')::uuid AS selection, min((line->>'horseNo')::integer) AS horse_no,
				min(line->>'horseName') AS horse_name, min(line->>'market') AS market, sum((line->>'stake')::bigint) AS stake,
				max(line->>'counterOffer') AS offer, min(ord) AS first
			FROM jsonb_array_elements(v_lines) WITH ORDINALITY AS l(line, ord)
			GROUP BY 1
		) AS n
		JOIN LATERAL (SELECT market_id FROM selections WHERE id = n.selection OFFSET 0) AS s ON true
		JOIN markets mk ON mk.id = s.market_id
		JOIN players pl ON pl.id = p_context.player
		ORDER BY n.first
	LOOP
		IF v_stake.offer IS NOT NULL THEN
			-- The offer's row locked: of two slips taking it, the second reads it taken.
			SELECT id, max_stake_paise, expires_at, taken_at INTO v_offer FROM counter_offers
			WHERE id = v_stake.offer::uuid AND player_id = p_context.player AND selection_id = v_stake.selection
				AND bet_id IS NULL -- a trader's offer on a held bet is taken by its own route (decision 080)
			FOR UPDATE;
			IF v_offer.id IS NULL OR v_offer.taken_at IS NOT NULL OR p_context.placed_at >= v_offer.expires_at THEN
				RAISE EXCEPTION USING ERRCODE = 'FB008', MESSAGE = 'counter-offer unavailable',
					DETAIL = jsonb_build_object('offerId', v_stake.offer, 'reason', CASE WHEN v_offer.id IS NULL THEN 'UNKNOWN'
						WHEN v_offer.taken_at IS NOT NULL THEN 'TAKEN' ELSE 'EXPIRED' END)::text;
			END IF;
			UPDATE counter_offers SET taken_at = p_context.placed_at, taken_slip_id = p_context.slip WHERE id = v_offer.id;
			v_stake.max_stake := greatest(v_stake.max_stake, v_offer.max_stake_paise);
		END IF;
		IF v_stake.stake > v_stake.max_stake THEN
			RAISE EXCEPTION USING ERRCODE = 'FB007', MESSAGE = 'over the largest stake',
				DETAIL = jsonb_build_object('selection', v_stake.selection, 'horseNo', v_stake.horse_no,
					'horseName', v_stake.horse_name, 'market', v_stake.market, 'maxStakePaise', v_stake.max_stake)::text;
		END IF;
	END LOOP;

	-- Liability limits: each limited runner of the slip, its lock taken in runner id order, then
	-- its open liability read: the running figure of its singles and multiples (decision 078),
	-- read after the lock was granted, so it holds every bet on the runner committed before.
	FOR v_limit IN
		SELECT n.participant_id, n.horse_no, n.horse_name, n.liability,
			coalesce(own.limit_paise, fallback.limit_paise) AS limit_paise, coalesce(own.action, fallback.action) AS action
		FROM (
			SELECT (line->>'participantId')::uuid AS participant_id, (line->>'fixture')::uuid AS fixture_id,
				min((line->>'horseNo')::integer) AS horse_no, min(line->>'horseName') AS horse_name,
				sum(bet_liability_paise((line->>'stake')::bigint, (line->>'priceHundredths')::integer, p_context.gst_rate_bp,
					(line->>'faceValue')::bigint)) AS liability
			FROM jsonb_array_elements(v_lines) AS line
			GROUP BY 1, 2
		) AS n
		LEFT JOIN liability_limits own ON own.participant_id = n.participant_id
		LEFT JOIN liability_limits fallback ON fallback.fixture_id = n.fixture_id AND fallback.participant_id IS NULL
		WHERE own.limit_paise IS NOT NULL OR fallback.limit_paise IS NOT NULL
		ORDER BY n.participant_id
	LOOP
		PERFORM pg_advisory_xact_lock(7240315, hashtext(v_limit.participant_id::text));
		v_used := runner_liability_held(v_limit.participant_id);
		IF v_used + v_limit.liability > v_limit.limit_paise THEN
			IF v_limit.action = 'REFUSE' THEN
				RAISE EXCEPTION USING ERRCODE = 'FB006', MESSAGE = 'liability limit',
					DETAIL = jsonb_build_object('horseNo', v_limit.horse_no, 'horseName', v_limit.horse_name,
						'limitPaise', v_limit.limit_paise, 'liabilityPaise', v_used)::text;
			END IF;
			SELECT jsonb_agg(CASE WHEN (line->>'participantId')::uuid = v_limit.participant_id
				THEN line || jsonb_build_object('status', 'ACCEPTED') ELSE line END ORDER BY ord) INTO v_lines
			FROM jsonb_array_elements(v_lines) WITH ORDINALITY AS l(line, ord);
		END IF;
	END LOOP;

	-- The player's protections and pockets, each stake from deposits first, then winnings, in
	-- slip order (take_bet_stakes).
	v_pockets := take_bet_stakes(p_context.player, v_lines, p_context.placed_at);
	v_lines := v_pockets->'stakes';
	v_transfer := ledger_post_transfer('BET_STAKE', p_context.slip::text,
		format('Bet slip of %s line(s)', (v_pockets->>'count')::integer), '{}'::jsonb, NULL,
		ARRAY[(v_pockets->>'depositsId')::uuid, (v_pockets->>'winningsId')::uuid, p_context.book_account, p_context.gst_account],
		ARRAY[-(v_pockets->>'fromDeposits')::bigint, -(v_pockets->>'fromWinnings')::bigint, (v_pockets->>'book')::bigint,
			(v_pockets->>'gst')::bigint]);

	WITH placed AS (
		INSERT INTO bets (id, ticket_number, player_id, slip_id, fixture_id, selection_id, participant_id, market, horse_number,
			horse_name, price_hundredths, stake_paise, face_value_paise, cgst_paise, sgst_paise, round_off_paise, gst_rate_bp,
			stake_from_deposits_paise, stake_from_winnings_paise, status, placed_at, stake_transfer_id, best_of_tote)
		SELECT (line->>'id')::uuid, 'T' || nextval('bet_ticket_seq')::text, p_context.player, p_context.slip, (line->>'fixture')::uuid,
			(line->>'selection')::uuid, (line->>'participantId')::uuid, line->>'market', (line->>'horseNo')::integer,
			line->>'horseName', (line->>'priceHundredths')::integer, (line->>'stake')::bigint, (line->>'faceValue')::bigint,
			(line->>'cgst')::bigint, (line->>'sgst')::bigint, (line->>'roundOff')::bigint, p_context.gst_rate_bp,
			(line->>'fromDeposits')::bigint, (line->>'stake')::bigint - (line->>'fromDeposits')::bigint, line->>'status', p_context.placed_at, v_transfer,
			-- Best of price and tote (decision 066): a WIN bet struck on race day (India time) while
			-- the race's switch is on, read under the race's betting lock as the switch is set.
			line->>'market' = 'WIN' AND coalesce((SELECT f.best_of_tote
				AND india_period_start('day', p_context.placed_at) = india_period_start('day', f.start_at)
				FROM fixtures f WHERE f.id = (line->>'fixture')::uuid), false)
		FROM jsonb_array_elements(v_lines) WITH ORDINALITY AS l(line, ord)
		ORDER BY l.ord
		RETURNING id, ticket_number
	)
	SELECT jsonb_object_agg(id, ticket_number) INTO v_tickets FROM placed;

	RETURN jsonb_build_object(
		'transferId', v_transfer,
		'tickets', v_tickets,
		'lines', v_lines,
		'races', v_races,
		'balances', v_pockets->'balances');
END
$$;
