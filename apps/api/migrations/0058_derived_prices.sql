-- Derived prices (decision 073): a Place, SHP or THP market with a margin has its prices derived
-- from the race's Win prices by Harville's model; a selection the trader priced by hand in such a
-- market keeps that price (overridden) until the override is cleared.
ALTER TABLE markets ADD COLUMN derived_margin_bp integer;
--> statement-breakpoint
ALTER TABLE markets ADD CONSTRAINT markets_derived_margin CHECK (derived_margin_bp IS NULL OR (type <> 'WIN' AND derived_margin_bp BETWEEN 0 AND 5000));
--> statement-breakpoint
ALTER TABLE selections ADD COLUMN price_overridden boolean NOT NULL DEFAULT false;
