-- The ledger's one money mover (decision 022): posts one balanced transfer. Legs are merged per
-- account, zero legs dropped, and applied in account-id order, so concurrent transfers lock
-- pockets in the same order. A player pocket changes by a guarded update (balance + amount >= 0,
-- checked here, never read-check-write); house accounts keep no running balance (balance is
-- null): their entries are their balance. Refusal: FL001, a debit would take a player pocket
-- below zero (DETAIL: the account id); read by apps/api/src/ledger/post-transfer.ts.
-- Debts (decision 030): a credit to a player's cash pocket first pays what that player owes, in
-- the same transfer (the pocket gets the rest, the receivable the payment), whoever posts it:
-- settlement, refund, adjustment, cash-in. The player's accounts are locked in id order (as
-- every transfer takes them) before the debt is read, so a debt recorded meanwhile is seen. The
-- receivable's guard is the mirror of a pocket's: never above 0.
CREATE OR REPLACE FUNCTION ledger_post_transfer(
	p_kind text,
	p_reference text,
	p_memo text,
	p_details jsonb,
	p_reverses uuid,
	p_accounts uuid[],
	p_amounts bigint[]
) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
	v_leg record;
	v_accounts uuid[] := '{}';
	v_amounts bigint[] := '{}';
	v_extra_accounts uuid[] := '{}';
	v_extra_amounts bigint[] := '{}';
	v_receivables uuid[];
	v_owed bigint;
	v_pay bigint;
	v_paid bigint := 0;
	v_details jsonb := coalesce(p_details, '{}'::jsonb);
	v_sum numeric := 0;
	v_transfer uuid;
BEGIN
	IF cardinality(p_accounts) IS DISTINCT FROM cardinality(p_amounts) THEN
		RAISE EXCEPTION 'transfer %: % accounts for % amounts', p_kind, cardinality(p_accounts), cardinality(p_amounts);
	END IF;
	SELECT coalesce(array_agg(account_id ORDER BY account_id), '{}'), coalesce(array_agg(amount ORDER BY account_id), '{}')
	INTO v_accounts, v_amounts
	FROM (SELECT leg.account_id, sum(leg.amount)::bigint AS amount
		FROM unnest(p_accounts, p_amounts) AS leg(account_id, amount)
		GROUP BY leg.account_id HAVING sum(leg.amount) <> 0) AS merged;

	-- Debts first: the receivables of players whose cash this transfer credits.
	SELECT coalesce(array_agg(DISTINCT r.id), '{}') INTO v_receivables
	FROM unnest(v_accounts, v_amounts) AS leg(account_id, amount)
	JOIN ledger_accounts p ON p.id = leg.account_id AND p.kind IN ('cash-deposits', 'cash-winnings')
	JOIN ledger_accounts r ON r.player_id = p.player_id AND r.kind = 'receivable'
	WHERE leg.amount > 0;
	IF cardinality(v_receivables) > 0 THEN
		PERFORM 1 FROM ledger_accounts
		WHERE (id = ANY (v_accounts) AND balance IS NOT NULL) OR id = ANY (v_receivables)
		ORDER BY id FOR UPDATE;
		FOR v_leg IN
			SELECT leg.account_id, leg.amount, r.id AS receivable_id
			FROM unnest(v_accounts, v_amounts) WITH ORDINALITY AS leg(account_id, amount, ord)
			JOIN ledger_accounts p ON p.id = leg.account_id AND p.kind IN ('cash-deposits', 'cash-winnings')
			JOIN ledger_accounts r ON r.player_id = p.player_id AND r.kind = 'receivable'
			WHERE leg.amount > 0 AND r.balance < 0
			ORDER BY leg.ord
		LOOP
			SELECT -(r.balance + coalesce((SELECT sum(x.amount) FROM unnest(v_accounts || v_extra_accounts,
				v_amounts || v_extra_amounts) AS x(account_id, amount) WHERE x.account_id = r.id), 0))
			INTO v_owed FROM ledger_accounts r WHERE r.id = v_leg.receivable_id;
			v_pay := least(v_leg.amount, greatest(v_owed, 0));
			IF v_pay > 0 THEN
				v_extra_accounts := v_extra_accounts || v_leg.receivable_id || v_leg.account_id;
				v_extra_amounts := v_extra_amounts || v_pay || -v_pay;
				v_paid := v_paid + v_pay;
			END IF;
		END LOOP;
		IF v_paid > 0 THEN
			SELECT array_agg(account_id ORDER BY account_id), array_agg(amount ORDER BY account_id)
			INTO v_accounts, v_amounts
			FROM (SELECT leg.account_id, sum(leg.amount)::bigint AS amount
				FROM unnest(v_accounts || v_extra_accounts, v_amounts || v_extra_amounts) AS leg(account_id, amount)
				GROUP BY leg.account_id HAVING sum(leg.amount) <> 0) AS merged;
			v_details := v_details || jsonb_build_object('debtPaidPaise', v_paid);
		END IF;
	END IF;

	FOR i IN 1 .. cardinality(v_accounts) LOOP
		v_sum := v_sum + v_amounts[i];
	END LOOP;
	IF v_sum <> 0 OR cardinality(v_accounts) < 2 THEN
		RAISE EXCEPTION 'unbalanced transfer %: % legs sum to %', p_kind, cardinality(v_accounts), v_sum;
	END IF;

	FOR i IN 1 .. cardinality(v_accounts) LOOP
		UPDATE ledger_accounts SET balance = balance + v_amounts[i]
		WHERE id = v_accounts[i]
			AND CASE WHEN kind = 'receivable' THEN balance + v_amounts[i] <= 0 ELSE balance + v_amounts[i] >= 0 END;
		IF NOT FOUND AND NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE id = v_accounts[i] AND balance IS NULL) THEN
			RAISE EXCEPTION USING ERRCODE = 'FL001', MESSAGE = 'insufficient funds', DETAIL = v_accounts[i]::text;
		END IF;
	END LOOP;

	INSERT INTO ledger_transfers (kind, reference, memo, details, reverses_transfer_id)
	VALUES (p_kind, p_reference, p_memo, v_details, p_reverses)
	RETURNING id INTO v_transfer;
	INSERT INTO ledger_entries (transfer_id, account_id, amount)
	SELECT v_transfer, leg.account_id, leg.amount FROM unnest(v_accounts, v_amounts) AS leg(account_id, amount);
	RETURN v_transfer;
END
$$;
