-- Every price a selection has had (issue: price history). Kept by triggers on selections so
-- every path that sets a price (race creation, an added runner, the operator's price grid, the
-- simulator, the seed) records it with no code of its own: the opening price on insert, each
-- move on update. A selection's existing price becomes its first known point.
CREATE TABLE price_changes (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	selection_id uuid NOT NULL REFERENCES selections(id),
	price_hundredths integer NOT NULL CHECK (price_hundredths > 0),
	changed_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX price_changes_selection ON price_changes (selection_id, id);
--> statement-breakpoint
CREATE FUNCTION record_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO price_changes (selection_id, price_hundredths) VALUES (NEW.id, NEW.price_hundredths);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER selections_opening_price AFTER INSERT ON selections
	FOR EACH ROW EXECUTE FUNCTION record_price_change();
--> statement-breakpoint
CREATE TRIGGER selections_price_moved AFTER UPDATE OF price_hundredths ON selections
	FOR EACH ROW WHEN (OLD.price_hundredths IS DISTINCT FROM NEW.price_hundredths)
	EXECUTE FUNCTION record_price_change();
--> statement-breakpoint
INSERT INTO price_changes (selection_id, price_hundredths)
SELECT id, price_hundredths FROM selections ORDER BY id;
