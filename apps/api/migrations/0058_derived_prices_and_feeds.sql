-- Derived prices (decision 073): a Place, SHP or THP market with a margin has its prices derived
-- from the race's Win prices by Harville's model; a selection the trader priced by hand in such a
-- market keeps that price (overridden) until the override is cleared.
ALTER TABLE markets ADD COLUMN derived_margin_bp integer;
--> statement-breakpoint
ALTER TABLE markets ADD CONSTRAINT markets_derived_margin CHECK (derived_margin_bp IS NULL OR (type <> 'WIN' AND derived_margin_bp BETWEEN 0 AND 5000));
--> statement-breakpoint
ALTER TABLE selections ADD COLUMN price_overridden boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- Price feeds (decision 073): a feed pushes prices, status and results for the races it follows;
-- when it has sent nothing for its stale time (its own, or FEED_STALE_SECONDS), the race clock
-- suspends the open races it feeds.
CREATE TABLE price_feeds (
  id varchar(40) PRIMARY KEY,
  stale_after_seconds integer CHECK (stale_after_seconds IS NULL OR stale_after_seconds BETWEEN 5 AND 3600),
  last_message_at timestamptz NOT NULL
);
--> statement-breakpoint
ALTER TABLE fixtures ADD COLUMN feed_id varchar(40) REFERENCES price_feeds(id);
--> statement-breakpoint
CREATE INDEX fixtures_feed ON fixtures (feed_id) WHERE feed_id IS NOT NULL;
