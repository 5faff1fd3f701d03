-- The actual off of a race, recorded by
-- the operator or the race clock. Recording it moves start_at to the off, so betting closes and
-- bets struck at or after it are void by the rules already keyed on start_at.
ALTER TABLE "fixtures" ADD COLUMN "off_at" timestamp with time zone;
