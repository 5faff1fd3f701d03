-- Deposits first: of a cash debit of p_amount with p_deposits in the deposits pocket, the part
-- taken from deposits; the rest comes from winnings, so only winnings stay withdrawable. The
-- one statement of the rule: take_bet_stakes takes each stake so (in slip order, p_deposits
-- being what the earlier lines left), and an operator's cash debit (adjust-player-balance.ts
-- through ledger/cash-debit.ts) the same. Numeric in, as a running sum of stakes is numeric.
CREATE OR REPLACE FUNCTION cash_from_deposits(p_deposits numeric, p_amount numeric) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
	SELECT least(greatest(p_deposits, 0), p_amount)::bigint
$$;
