-- Multiples (decision 061): Accumulators and Kenchis, each-way or not. One submission is a
-- multiple with one ticket; it places one or more bets (an Accumulator one, a Kenchi every
-- double and larger combination, each-way doubled), and each bet has its legs, one per race
-- it spans, each leg struck at the price the player saw. The bets live beside singles, not in
-- `bets`: a single's race, runner and price are columns there that every race-level query
-- (settlement, liability, exposure, review, palpable errors) reads as the bet's own, and a
-- multiple has several. Legs are kept per bet, so a leg row carries its part's market (an
-- each-way bet's place part is on the Place market) and settles on its own.
CREATE TABLE multiple_bets (
	id uuid PRIMARY KEY,
	-- The bet's own ticket: the multiple's ticket and the bet's number in it (T100123-2).
	ticket_number text NOT NULL UNIQUE,
	multiple_ticket text NOT NULL,
	-- Bets placed by one submission share it.
	multiple_id uuid NOT NULL,
	player_id uuid NOT NULL REFERENCES players(id),
	kind varchar(16) NOT NULL CHECK (kind IN ('ACCUMULATOR', 'KENCHI')),
	-- NULL: not each-way; else the part of the each-way pair this bet is.
	each_way_part varchar(8) CHECK (each_way_part IN ('WIN', 'PLACE')),
	stake_paise bigint NOT NULL CHECK (stake_paise > 0),
	face_value_paise bigint NOT NULL,
	cgst_paise bigint NOT NULL,
	sgst_paise bigint NOT NULL,
	round_off_paise bigint NOT NULL,
	gst_rate_bp smallint NOT NULL,
	-- The most the bet returns before tax (MULTIPLE_MAX_PAYOUT_RUPEES when it was struck).
	max_payout_paise bigint NOT NULL,
	stake_from_deposits_paise bigint NOT NULL,
	stake_from_winnings_paise bigint NOT NULL,
	status varchar(16) NOT NULL DEFAULT 'ACCEPTED'
		CHECK (status IN ('ACCEPTED', 'CONFIRMED', 'REJECTED', 'WON', 'LOST', 'VOID', 'REFUNDED')),
	placed_at timestamptz NOT NULL,
	stake_transfer_id uuid NOT NULL,
	total_win_paise bigint,
	tds_paise bigint,
	payout_paise bigint,
	settled_at timestamptz,
	-- The transfer that settled or refunded the bet; a correction reverses it.
	settlement_transfer_id uuid
);
--> statement-breakpoint
CREATE INDEX multiple_bets_player_placed ON multiple_bets (player_id, placed_at);
--> statement-breakpoint
CREATE INDEX multiple_bets_multiple ON multiple_bets (multiple_id);
--> statement-breakpoint
CREATE TABLE multiple_bet_legs (
	bet_id uuid NOT NULL REFERENCES multiple_bets(id),
	-- The leg's place in the multiple as the player listed it (0-based).
	leg_index smallint NOT NULL,
	fixture_id uuid NOT NULL REFERENCES fixtures(id),
	selection_id uuid NOT NULL REFERENCES selections(id),
	participant_id uuid NOT NULL REFERENCES participants(id),
	market varchar(8) NOT NULL,
	horse_number integer NOT NULL,
	horse_name text NOT NULL,
	price_hundredths integer NOT NULL,
	-- ACCEPTED while its race runs; then WON, LOST or VOID (a void leg counts as 1).
	status varchar(16) NOT NULL DEFAULT 'ACCEPTED' CHECK (status IN ('ACCEPTED', 'WON', 'LOST', 'VOID')),
	-- A dead heat: the share of the paying places the runner earned, paid/of (1/1 without one).
	share_paid smallint,
	share_of smallint,
	-- Rule 4 deduction applied to the leg, basis points.
	deduction_bp integer,
	settled_at timestamptz,
	PRIMARY KEY (bet_id, leg_index)
);
--> statement-breakpoint
CREATE INDEX multiple_bet_legs_fixture ON multiple_bet_legs (fixture_id);
--> statement-breakpoint
CREATE INDEX multiple_bet_legs_runner ON multiple_bet_legs (participant_id);
--> statement-breakpoint
-- One multiple as the database places it (place_multiple, decision 040's typed context): the
-- legs to check, each part priced in TypeScript ([{index, part, fixture, selection, market,
-- priceHundredths}], part WIN or PLACE, a PLACE part's selection NULL: the same runner's Place
-- selection) and the bets ([{id, number, part, legs: [index...], stake, faceValue, cgst, sgst,
-- roundOff}], amounts in paise).
CREATE TYPE multiple_context AS (
	player uuid,
	key text,
	scope text,
	request_hash text,
	multiple uuid,
	placed_at timestamptz,
	kind text,
	-- CONFIRMED, or ACCEPTED to wait for a trader (its potential payout is over the review line).
	status text,
	potential_payout_paise bigint,
	max_payout_paise bigint,
	legs jsonb,
	bets jsonb,
	gst_rate_bp integer,
	book_account uuid,
	gst_account uuid,
	betting_lock integer,
	open_statuses text[],
	channel text,
	request_id text
);
