-- The follow list: a player follows horses, jockeys and trainers by the name the race card
-- shows (the feeds give no lasting ids for them), matched case- and space-insensitively.
CREATE TABLE player_follows (
	player_id uuid NOT NULL REFERENCES players(id),
	kind varchar(8) NOT NULL CHECK (kind IN ('HORSE', 'JOCKEY', 'TRAINER')),
	name text NOT NULL,
	name_key text NOT NULL,
	created_at timestamptz NOT NULL DEFAULT now(),
	PRIMARY KEY (player_id, kind, name_key)
);
--> statement-breakpoint
CREATE INDEX player_follows_kind_name ON player_follows (kind, name_key);
--> statement-breakpoint
-- Whether the follow list's notices also go by email (in the page they always show).
ALTER TABLE players ADD COLUMN follow_emails boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- One row per player, runner and moment (declared, 30 minutes before, result): the primary
-- key makes each notice happen once, however many instances or job runs find it.
CREATE TABLE follow_notices (
	id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	player_id uuid NOT NULL REFERENCES players(id),
	participant_id uuid NOT NULL REFERENCES participants(id),
	fixture_id uuid NOT NULL REFERENCES fixtures(id),
	moment varchar(16) NOT NULL CHECK (moment IN ('DECLARED', 'STARTING_SOON', 'RESULT')),
	message text NOT NULL,
	created_at timestamptz NOT NULL DEFAULT now(),
	UNIQUE (player_id, participant_id, moment)
);
--> statement-breakpoint
CREATE INDEX follow_notices_player_created ON follow_notices (player_id, created_at DESC);
