-- Money moved by hand (decision 046): a retail cash-in past an operator's limits waits for a
-- second operator in adjustment_requests, as a large adjustment does; kind says which verb an
-- approval runs, and a cash-in keeps its counter receipt as the reference.
ALTER TABLE adjustment_requests ADD COLUMN kind varchar(16) NOT NULL DEFAULT 'ADJUSTMENT';
--> statement-breakpoint
ALTER TABLE adjustment_requests ADD COLUMN reference text;
--> statement-breakpoint
ALTER TABLE adjustment_requests ADD CONSTRAINT adjustment_requests_kind CHECK (kind IN ('ADJUSTMENT', 'RETAIL_CASH_IN'));
--> statement-breakpoint
-- A cash-in has a receipt, credits and lands in cash; an adjustment has no receipt.
ALTER TABLE adjustment_requests ADD CONSTRAINT adjustment_requests_cash_in CHECK (
	(kind = 'RETAIL_CASH_IN') = (reference IS NOT NULL)
	AND (kind = 'ADJUSTMENT' OR (amount_paise > 0 AND pocket = 'cash'))
);
--> statement-breakpoint
-- What one operator moved alone in one India day is summed from the ledger's own transfers:
-- this index finds them by operator and time.
CREATE INDEX ledger_transfers_by_hand ON ledger_transfers ((details ->> 'operatorId'), created_at)
	WHERE kind IN ('ADJUSTMENT', 'RETAIL_CASH_IN');
