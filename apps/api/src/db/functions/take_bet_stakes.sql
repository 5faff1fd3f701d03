-- The money side of every bet placement (place_bet_slip, place_multiple), after the bet's own
-- checks and liability locks: makes the player's protections row if missing before the pockets
-- are locked (decision 049: making it takes a key-share lock on the player row, which a
-- withdrawal holds FOR UPDATE before it locks the pockets; enforce_player_protections then reads
-- it FOR SHARE), locks the player's pockets in id order (as every transfer takes them), applies
-- the player's protections to the total stake (enforce_player_protections, decision 033; before
-- the funds check, so a timed-out player hears why), refuses with FB004 a total over the cash (a
-- player without pockets has never been funded), and takes each stake from deposits first, then
-- winnings, in the order given (cash_from_deposits). p_stakes: [{stake, faceValue, roundOff,
-- cgst, sgst, ...}], amounts in paise. Answers the stakes, each with fromDeposits added; the
-- pockets' ids (depositsId, winningsId); the transfer's legs: fromDeposits, fromWinnings, book
-- (face values and round-offs), gst; their count; and the pockets' balances after.
CREATE OR REPLACE FUNCTION take_bet_stakes(p_player uuid, p_stakes jsonb, p_placed_at timestamptz)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_row record;
	v_deposits_id uuid;
	v_winnings_id uuid;
	v_deposits bigint;
	v_winnings bigint;
	v_bonus bigint;
	v_total bigint;
	v_stakes jsonb;
	v_sum_deposits bigint;
	v_book bigint;
	v_gst bigint;
	v_count integer;
BEGIN
	INSERT INTO player_protections (player_id) VALUES (p_player) ON CONFLICT DO NOTHING;

	FOR v_row IN
		SELECT id, kind, balance FROM ledger_accounts
		WHERE player_id = p_player AND kind IN ('cash-deposits', 'cash-winnings', 'bonus')
		ORDER BY id FOR UPDATE
	LOOP
		IF v_row.kind = 'cash-deposits' THEN v_deposits_id := v_row.id; v_deposits := v_row.balance;
		ELSIF v_row.kind = 'cash-winnings' THEN v_winnings_id := v_row.id; v_winnings := v_row.balance;
		ELSE v_bonus := v_row.balance;
		END IF;
	END LOOP;
	SELECT coalesce(sum((item->>'stake')::bigint), 0) INTO v_total FROM jsonb_array_elements(p_stakes) AS item;
	PERFORM enforce_player_protections(p_player, v_total, p_placed_at);
	IF v_deposits_id IS NULL OR v_winnings_id IS NULL OR v_total > v_deposits + v_winnings THEN
		RAISE EXCEPTION USING ERRCODE = 'FB004', MESSAGE = 'insufficient funds';
	END IF;

	SELECT jsonb_agg(item || jsonb_build_object('fromDeposits', from_deposits) ORDER BY ord) INTO v_stakes
	FROM (
		SELECT s.item, s.ord, cash_from_deposits(v_deposits - (sum((s.item->>'stake')::bigint) OVER w - (s.item->>'stake')::bigint),
			(s.item->>'stake')::bigint) AS from_deposits
		FROM jsonb_array_elements(p_stakes) WITH ORDINALITY AS s(item, ord)
		WINDOW w AS (ORDER BY s.ord ROWS UNBOUNDED PRECEDING)
	) AS split;
	SELECT sum((item->>'fromDeposits')::bigint), sum((item->>'faceValue')::bigint + (item->>'roundOff')::bigint),
		sum((item->>'cgst')::bigint + (item->>'sgst')::bigint), count(*)
	INTO v_sum_deposits, v_book, v_gst, v_count
	FROM jsonb_array_elements(v_stakes) AS item;

	RETURN jsonb_build_object(
		'stakes', v_stakes,
		'depositsId', v_deposits_id,
		'winningsId', v_winnings_id,
		'fromDeposits', v_sum_deposits,
		'fromWinnings', v_total - v_sum_deposits,
		'book', v_book,
		'gst', v_gst,
		'count', v_count,
		'balances', jsonb_build_object('cash-deposits', (v_deposits - v_sum_deposits)::text,
			'cash-winnings', (v_winnings - (v_total - v_sum_deposits))::text, 'bonus', coalesce(v_bonus, 0)::text));
END
$$;
