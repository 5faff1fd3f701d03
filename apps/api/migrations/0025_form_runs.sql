-- A runner's recent runs as the card's form feed gives them (issue: form guide), newest first
-- (run_index 0). Kept per participant, as a card is a snapshot of each horse's form on the day.
CREATE TABLE form_runs (
	participant_id uuid NOT NULL REFERENCES participants(id),
	run_index smallint NOT NULL CHECK (run_index >= 0),
	run_on date NOT NULL,
	venue_code varchar(8) NOT NULL REFERENCES venues(code),
	distance_metres integer NOT NULL CHECK (distance_metres > 0),
	going text NOT NULL,
	position integer NOT NULL,
	field_size integer NOT NULL,
	jockey text NOT NULL,
	weight_kg numeric(4, 1) NOT NULL,
	-- Lengths: to the winner when beaten, to the second when it won.
	margin_lengths numeric(5, 2) NOT NULL CHECK (margin_lengths >= 0),
	starting_price_hundredths integer NOT NULL CHECK (starting_price_hundredths > 0),
	PRIMARY KEY (participant_id, run_index),
	CHECK (position BETWEEN 1 AND field_size)
);
