-- Best of price and tote (decision 066): a race's switch, set by a TRADER or ADMIN before the
-- off; each single records at placement whether the promise applies to it (a WIN bet struck on
-- race day, India time, while the switch was on), and at settlement which price it was paid at
-- and what the promise cost over the struck price.
ALTER TABLE fixtures ADD COLUMN best_of_tote boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE bets ADD COLUMN best_of_tote boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE bets ADD COLUMN paid_price_source varchar(5);
--> statement-breakpoint
ALTER TABLE bets ADD COLUMN paid_price_hundredths integer;
--> statement-breakpoint
ALTER TABLE bets ADD COLUMN best_of_tote_extra_paise bigint;
--> statement-breakpoint
ALTER TABLE bets ADD CONSTRAINT bets_paid_price_source CHECK (paid_price_source IN ('PRICE', 'TOTE'));
