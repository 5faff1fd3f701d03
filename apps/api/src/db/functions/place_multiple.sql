-- Places a multiple (decision 061), all its bets or none, inside the caller's transaction
-- (place_multiple_once). TypeScript (apps/api/src/modules/bets/multiple-context.ts) has priced
-- every bet with the contract's slip arithmetic at the unit stake and built the context (the
-- type multiple_context); this checks the legs as place_bet_slip checks a slip's lines, with the
-- same refusals (FB001 race closed, FB002 selection unavailable, FB003 prices changed, FB004
-- insufficient funds, FB005 suspended): the legs' races' shared betting locks in id order
-- (decision 014), each race open at placed_at by the server's clock (check_bet_races, as a slip),
-- each leg part's runner and price as shown (a PLACE part of an each-way leg on the same runner's
-- Place selection). Then it locks the player's pockets, applies the player's protections to the
-- ticket price (take_bet_stakes, as a slip), debits the ticket price (deposits first, then
-- winnings) to the book and the GST account in one balanced transfer (ledger_post_transfer) and
-- stores the bets and their legs. Answers the ticket, each bet's ticket and where its stake
-- came from, the resolved legs, the races' names and the pockets after.
CREATE OR REPLACE FUNCTION place_multiple(p_context multiple_context) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_row record;
	v_races jsonb := '[]';
	v_prices jsonb := '[]';
	v_changed jsonb := '[]';
	v_legs jsonb := '[]';
	v_bets jsonb;
	v_pockets jsonb;
	v_count integer;
	v_transfer uuid;
	v_ticket text;
	v_status text := p_context.status;
	v_limit record;
	v_used bigint;
	v_stake record;
	v_offer record;
BEGIN
	-- The player's state, the races' betting locks and each race open (check_bet_races).
	v_races := check_bet_races(p_context.player,
		ARRAY(SELECT (leg->>'fixture')::uuid FROM jsonb_array_elements(p_context.legs) AS leg),
		p_context.betting_lock, p_context.channel, p_context.open_statuses, p_context.placed_at);

	-- Each leg part: a WIN part (or a leg's one part) on the selection named, a PLACE part of an
	-- each-way leg on the Place selection of the runner named.
	FOR v_row IN
		SELECT l.leg, l.ord, s.id AS selection_id, s.price_hundredths, s.status AS selection_status, mk.type AS market_type,
			mk.status AS market_status, mk.fixture_id, p.id AS participant_id, p.horse_number, p.name AS horse_name, p.scratched_at
		FROM jsonb_array_elements(p_context.legs) WITH ORDINALITY AS l(leg, ord)
		LEFT JOIN selections named ON named.id = (l.leg->>'named')::uuid
		-- One index lookup per leg part: a join on a CASE would read every selection for each leg.
		LEFT JOIN LATERAL (
			SELECT sel.id, sel.price_hundredths, sel.status, sel.market_id, sel.participant_id
			FROM selections sel
			WHERE l.leg->>'selection' IS NOT NULL AND sel.id = (l.leg->>'selection')::uuid
			UNION ALL
			SELECT sel.id, sel.price_hundredths, sel.status, sel.market_id, sel.participant_id
			FROM selections sel
			WHERE l.leg->>'selection' IS NULL AND sel.participant_id = named.participant_id
				AND sel.market_id = (SELECT id FROM markets WHERE fixture_id = (l.leg->>'fixture')::uuid AND type = 'PLACE' LIMIT 1)
		) AS s ON true
		LEFT JOIN markets mk ON mk.id = s.market_id
		LEFT JOIN participants p ON p.id = s.participant_id
		ORDER BY l.ord
	LOOP
		IF v_row.selection_id IS NOT NULL AND v_row.scratched_at IS NULL
			AND v_row.fixture_id = (v_row.leg->>'fixture')::uuid
			AND (v_row.selection_status = 'SUSPENDED' OR v_row.market_status = 'SUSPENDED') THEN
			RAISE EXCEPTION USING ERRCODE = 'FB005', MESSAGE = 'selection suspended',
				DETAIL = jsonb_build_object('selection', v_row.leg->>'named', 'horseNo', v_row.horse_number,
					'market', v_row.market_type,
					'suspended', CASE WHEN v_row.market_status = 'SUSPENDED' THEN 'MARKET' ELSE 'RUNNER' END)::text;
		END IF;
		IF v_row.selection_id IS NULL
			OR v_row.fixture_id IS DISTINCT FROM (v_row.leg->>'fixture')::uuid
			OR v_row.market_type IS DISTINCT FROM v_row.leg->>'market'
			OR v_row.scratched_at IS NOT NULL
			OR v_row.selection_status IS DISTINCT FROM 'OPEN'
			OR v_row.market_status IS DISTINCT FROM 'OPEN' THEN
			RAISE EXCEPTION USING ERRCODE = 'FB002', MESSAGE = 'selection unavailable',
				DETAIL = jsonb_build_object('selection', v_row.leg->>'named')::text;
		END IF;
		v_prices := v_prices || jsonb_build_object('selection', v_row.selection_id, 'priceHundredths', v_row.price_hundredths);
		IF v_row.price_hundredths <> (v_row.leg->>'priceHundredths')::integer THEN
			v_changed := v_changed || jsonb_build_object('selection', v_row.selection_id, 'priceHundredths', v_row.price_hundredths);
		END IF;
		v_legs := v_legs || (v_row.leg || jsonb_build_object('selection', v_row.selection_id,
			'participantId', v_row.participant_id, 'horseNo', v_row.horse_number, 'horseName', v_row.horse_name));
	END LOOP;
	IF jsonb_array_length(v_changed) > 0 THEN
		RAISE EXCEPTION USING ERRCODE = 'FB003', MESSAGE = 'prices changed',
			DETAIL = jsonb_build_object('prices', v_prices, 'changed', v_changed)::text;
	END IF;

	-- Stake factors (decision 072, for multiples decision 078): on each leg part's selection, the
	-- unit stake against the player's largest stake shared by the bets on that leg (base limit x
	-- factor, divided by those bets, in whole rupees), or the counter-offer the multiple takes.
	FOR v_stake IN
		SELECT (leg->>'selection')::uuid AS selection, (leg->>'horseNo')::integer AS horse_no, leg->>'horseName' AS horse_name,
			leg->>'market' AS market, on_leg.bets, on_leg.unit_stake,
			mk.base_stake_limit_paise * pl.stake_factor_hundredths / 10000 / on_leg.bets * 100 AS max_stake
		FROM jsonb_array_elements(v_legs) WITH ORDINALITY AS l(leg, ord)
		CROSS JOIN LATERAL (
			SELECT count(*) AS bets, max((bet->>'stake')::bigint) AS unit_stake
			FROM jsonb_array_elements(p_context.bets) AS bet
			WHERE (bet->>'part') IS NOT DISTINCT FROM (leg->>'part') AND bet->'legs' @> to_jsonb((leg->>'index')::integer)
		) AS on_leg
		JOIN selections s ON s.id = (leg->>'selection')::uuid
		JOIN markets mk ON mk.id = s.market_id
		JOIN players pl ON pl.id = p_context.player
		ORDER BY l.ord
	LOOP
		IF p_context.counter_offer IS NOT NULL THEN
			SELECT id, max_stake_paise, expires_at, taken_at INTO v_offer FROM counter_offers
			WHERE id = p_context.counter_offer AND player_id = p_context.player AND selection_id = v_stake.selection
			FOR UPDATE;
			IF v_offer.id IS NOT NULL THEN
				IF v_offer.taken_at IS NOT NULL OR p_context.placed_at >= v_offer.expires_at THEN
					RAISE EXCEPTION USING ERRCODE = 'FB008', MESSAGE = 'counter-offer unavailable',
						DETAIL = jsonb_build_object('offerId', p_context.counter_offer,
							'reason', CASE WHEN v_offer.taken_at IS NOT NULL THEN 'TAKEN' ELSE 'EXPIRED' END)::text;
				END IF;
				UPDATE counter_offers SET taken_at = p_context.placed_at, taken_slip_id = p_context.multiple WHERE id = v_offer.id;
				v_stake.max_stake := greatest(v_stake.max_stake, v_offer.max_stake_paise);
			END IF;
		END IF;
		IF v_stake.unit_stake > v_stake.max_stake THEN
			RAISE EXCEPTION USING ERRCODE = 'FB007', MESSAGE = 'over the largest stake',
				DETAIL = jsonb_build_object('selection', v_stake.selection, 'horseNo', v_stake.horse_no,
					'horseName', v_stake.horse_name, 'market', v_stake.market, 'maxStakePaise', v_stake.max_stake)::text;
		END IF;
	END LOOP;
	IF p_context.counter_offer IS NOT NULL AND NOT EXISTS (SELECT 1 FROM counter_offers
		WHERE id = p_context.counter_offer AND taken_slip_id = p_context.multiple) THEN
		RAISE EXCEPTION USING ERRCODE = 'FB008', MESSAGE = 'counter-offer unavailable',
			DETAIL = jsonb_build_object('offerId', p_context.counter_offer, 'reason', 'UNKNOWN')::text;
	END IF;

	-- Liability limits (decision 035; multiples decision 078): each limited runner of the legs,
	-- its lock taken in runner id order (after the races' betting locks, before the player's
	-- pockets, as a slip takes them), against its running figure plus what this multiple's bets
	-- with a leg on it pay if it and every other leg win (multiple_runner_liabilities). Over the
	-- limit the multiple is refused or, whole, held for review.
	FOR v_limit IN
		SELECT n.participant_id, n.liability_paise AS liability, runner.horse_no, runner.horse_name,
			coalesce(own.limit_paise, fallback.limit_paise) AS limit_paise, coalesce(own.action, fallback.action) AS action
		FROM multiple_runner_liabilities((
			SELECT jsonb_agg(jsonb_build_object('bet', bet->>'id', 'status', 'ACCEPTED', 'stake', bet->'stake',
				'gstRateBp', p_context.gst_rate_bp, 'faceValue', bet->'faceValue', 'maxPayout', p_context.max_payout_paise,
				'legIndex', leg->'index', 'legStatus', 'ACCEPTED', 'price', leg->'priceHundredths', 'participant', leg->'participantId'))
			FROM jsonb_array_elements(p_context.bets) AS bet
			CROSS JOIN LATERAL jsonb_array_elements_text(bet->'legs') AS idx(value)
			JOIN jsonb_array_elements(v_legs) AS leg ON (leg->>'index')::integer = idx.value::integer
				AND (leg->>'part') IS NOT DISTINCT FROM (bet->>'part'))) AS n
		JOIN LATERAL (
			SELECT min((leg->>'horseNo')::integer) AS horse_no, min(leg->>'horseName') AS horse_name, min(leg->>'fixture') AS fixture
			FROM jsonb_array_elements(v_legs) AS leg WHERE (leg->>'participantId')::uuid = n.participant_id
		) AS runner ON true
		LEFT JOIN liability_limits own ON own.participant_id = n.participant_id
		LEFT JOIN liability_limits fallback ON fallback.fixture_id = runner.fixture::uuid AND fallback.participant_id IS NULL
		WHERE own.limit_paise IS NOT NULL OR fallback.limit_paise IS NOT NULL
		ORDER BY n.participant_id
	LOOP
		v_used := runner_liability_held(v_limit.participant_id);
		IF v_used + v_limit.liability > v_limit.limit_paise THEN
			IF v_limit.action = 'REFUSE' THEN
				RAISE EXCEPTION USING ERRCODE = 'FB006', MESSAGE = 'liability limit',
					DETAIL = jsonb_build_object('horseNo', v_limit.horse_no, 'horseName', v_limit.horse_name,
						'limitPaise', v_limit.limit_paise, 'liabilityPaise', v_used)::text;
			END IF;
			v_status := 'ACCEPTED';
		END IF;
	END LOOP;

	-- The player's protections and pockets, each bet's stake from deposits first, then winnings,
	-- in bet order (take_bet_stakes).
	v_pockets := take_bet_stakes(p_context.player, p_context.bets, p_context.placed_at);
	v_bets := v_pockets->'stakes';
	v_count := (v_pockets->>'count')::integer;

	v_ticket := 'T' || nextval('bet_ticket_seq')::text;
	v_transfer := ledger_post_transfer('BET_STAKE', p_context.multiple::text,
		format('Multiple %s: %s of %s %s', v_ticket, initcap(p_context.kind), v_count,
			CASE WHEN v_count = 1 THEN 'bet' ELSE 'bets' END), '{}'::jsonb, NULL,
		ARRAY[(v_pockets->>'depositsId')::uuid, (v_pockets->>'winningsId')::uuid, p_context.book_account, p_context.gst_account],
		ARRAY[-(v_pockets->>'fromDeposits')::bigint, -(v_pockets->>'fromWinnings')::bigint, (v_pockets->>'book')::bigint,
			(v_pockets->>'gst')::bigint]);

	INSERT INTO multiple_bets (id, ticket_number, multiple_ticket, multiple_id, player_id, kind, each_way_part, stake_paise,
		face_value_paise, cgst_paise, sgst_paise, round_off_paise, gst_rate_bp, max_payout_paise, stake_from_deposits_paise,
		stake_from_winnings_paise, status, placed_at, stake_transfer_id)
	SELECT (bet->>'id')::uuid, v_ticket || '-' || (bet->>'number'), v_ticket, p_context.multiple, p_context.player,
		p_context.kind, bet->>'part', (bet->>'stake')::bigint, (bet->>'faceValue')::bigint, (bet->>'cgst')::bigint,
		(bet->>'sgst')::bigint, (bet->>'roundOff')::bigint, p_context.gst_rate_bp, p_context.max_payout_paise, (bet->>'fromDeposits')::bigint,
		(bet->>'stake')::bigint - (bet->>'fromDeposits')::bigint, v_status, p_context.placed_at, v_transfer
	FROM jsonb_array_elements(v_bets) AS bet;

	-- A bet's legs: its leg indexes, each on the part the bet is (a bet that is not each-way has
	-- one part per leg).
	INSERT INTO multiple_bet_legs (bet_id, leg_index, fixture_id, selection_id, participant_id, market, horse_number,
		horse_name, price_hundredths)
	SELECT (bet->>'id')::uuid, (leg->>'index')::smallint, (leg->>'fixture')::uuid, (leg->>'selection')::uuid,
		(leg->>'participantId')::uuid, leg->>'market', (leg->>'horseNo')::integer, leg->>'horseName',
		(leg->>'priceHundredths')::integer
	FROM jsonb_array_elements(v_bets) AS bet
	CROSS JOIN LATERAL jsonb_array_elements_text(bet->'legs') AS idx(value)
	JOIN jsonb_array_elements(v_legs) AS leg ON (leg->>'index')::integer = idx.value::integer
		AND (leg->>'part') IS NOT DISTINCT FROM (bet->>'part');

	RETURN jsonb_build_object(
		'transferId', v_transfer,
		'ticket', v_ticket,
		'status', v_status,
		'bets', v_bets,
		'legs', v_legs,
		'races', v_races,
		'balances', v_pockets->'balances');
END
$$;
