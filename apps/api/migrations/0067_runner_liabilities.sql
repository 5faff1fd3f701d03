-- Issue 32 (decision 078): each limited runner's open liability as a running figure, so a bet
-- on it costs the same at the first and the ten-thousandth bet. A row per runner that has a
-- liability limit in force (its own or its race's default), made by the first bet that reads it
-- (runner_liability_held, under the runner's liability lock) and removed when the runner's
-- limit goes. The triggers below keep it equal to runner_liability_paise (what its open
-- singles and multiples would cost if it wins) in the transaction of every change of a bet or
-- a leg; their bodies are source files in apps/api/src/db/functions.
CREATE TABLE runner_liabilities (
	participant_id uuid PRIMARY KEY REFERENCES participants(id),
	liability_paise bigint NOT NULL
);
--> statement-breakpoint
-- Placeholders, replaced by their source files after the migrations.
CREATE FUNCTION bets_runner_liability() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
--> statement-breakpoint
CREATE FUNCTION multiple_bets_runner_liability() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
--> statement-breakpoint
CREATE FUNCTION multiple_bet_legs_runner_liability() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER bets_runner_liability_insert AFTER INSERT ON bets
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bets_runner_liability();
--> statement-breakpoint
CREATE TRIGGER bets_runner_liability_update AFTER UPDATE ON bets
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bets_runner_liability();
--> statement-breakpoint
CREATE TRIGGER bets_runner_liability_delete AFTER DELETE ON bets
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bets_runner_liability();
--> statement-breakpoint
CREATE TRIGGER multiple_bets_runner_liability_update AFTER UPDATE ON multiple_bets
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION multiple_bets_runner_liability();
--> statement-breakpoint
CREATE TRIGGER multiple_bet_legs_runner_liability_insert AFTER INSERT ON multiple_bet_legs
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION multiple_bet_legs_runner_liability();
--> statement-breakpoint
CREATE TRIGGER multiple_bet_legs_runner_liability_update AFTER UPDATE ON multiple_bet_legs
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION multiple_bet_legs_runner_liability();
--> statement-breakpoint
-- A multiple may take a counter-offer (decision 078), as a slip's line does (decision 072).
ALTER TYPE multiple_context ADD ATTRIBUTE counter_offer uuid;
