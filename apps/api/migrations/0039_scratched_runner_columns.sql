-- One word per thing: a runner taken out of a race is scratched (cash is withdrawn). The
-- runner's scratch time and the WIN price its Rule 4 deduction is read from are named so.
ALTER TABLE participants RENAME COLUMN withdrawn_at TO scratched_at;
--> statement-breakpoint
ALTER TABLE participants RENAME COLUMN withdrawn_price_hundredths TO scratched_price_hundredths;
