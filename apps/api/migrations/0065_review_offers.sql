-- A trader's offer on a bet held for review (issue 31, decision 080): part of the stake and/or a
-- shorter price, which the player takes or declines once, before it expires. The offer is a row
-- of counter_offers (decision 072), the one record of "the book takes this much, once, until
-- then": bet_id names the held bet (null for a slip's counter-offer, which place_bet_slip alone
-- takes), max_stake_paise is the stake offered, price_hundredths the price offered (null: the
-- bet's own). declined_at is set by the player's decline; taken_at by the acceptance. The
-- unique index keeps one offer per bet, however often a trader clicks.
ALTER TABLE counter_offers ADD COLUMN bet_id uuid REFERENCES bets(id);
--> statement-breakpoint
ALTER TABLE counter_offers ADD COLUMN price_hundredths integer
	CONSTRAINT counter_offers_price CHECK (price_hundredths BETWEEN 1 AND 99900);
--> statement-breakpoint
ALTER TABLE counter_offers ADD COLUMN offered_by uuid REFERENCES operators(id);
--> statement-breakpoint
ALTER TABLE counter_offers ADD COLUMN declined_at timestamptz;
--> statement-breakpoint
CREATE UNIQUE INDEX counter_offers_bet ON counter_offers (bet_id) WHERE bet_id IS NOT NULL;
