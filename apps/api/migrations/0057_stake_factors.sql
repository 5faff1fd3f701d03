-- Per-player stake factors and counter-offers (decision 072). The largest single stake a player
-- may put on one runner in one market is the market's base limit x the player's stake factor,
-- in whole rupees. place_bet_slip (apps/api/src/db/functions) answers a slip over it with a
-- counter-offer, which place_bet_slip_once records here: the largest stake accepted, which the
-- player may take once, within 30 seconds (app clock), by sending the slip again with the
-- offer's id on the line. New refusals, which leave nothing behind but the offer:
--   FB007 a stake is over the player's largest (DETAIL: {"selection","horseNo","horseName","market","maxStakePaise"})
--   FB008 a counter-offer cannot be taken (DETAIL: {"offerId","reason":"TAKEN"|"EXPIRED"|"UNKNOWN"})
ALTER TABLE players ADD COLUMN stake_factor_hundredths integer NOT NULL DEFAULT 100
	CONSTRAINT players_stake_factor CHECK (stake_factor_hundredths BETWEEN 1 AND 1000);
--> statement-breakpoint
ALTER TABLE markets ADD COLUMN base_stake_limit_paise bigint NOT NULL DEFAULT 1000000
	CONSTRAINT markets_base_stake_limit CHECK (base_stake_limit_paise > 0);
--> statement-breakpoint
CREATE TABLE counter_offers (
	id uuid PRIMARY KEY,
	player_id uuid NOT NULL REFERENCES players(id),
	selection_id uuid NOT NULL REFERENCES selections(id),
	max_stake_paise bigint NOT NULL CHECK (max_stake_paise > 0),
	offered_at timestamptz NOT NULL,
	expires_at timestamptz NOT NULL,
	-- Set once, by the one slip that took the offer (its row locked meanwhile).
	taken_at timestamptz,
	taken_slip_id uuid
);
--> statement-breakpoint
CREATE INDEX counter_offers_player ON counter_offers (player_id, offered_at);
