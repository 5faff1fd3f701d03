-- Keeps every price a selection has had in price_changes (the triggers selections_opening_price
-- and selections_price_moved call it, migration 0024), so every path that sets a price records it.
CREATE OR REPLACE FUNCTION record_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO price_changes (selection_id, price_hundredths) VALUES (NEW.id, NEW.price_hundredths);
	RETURN NULL;
END
$$;
