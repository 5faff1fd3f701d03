-- Where the product may run (decision 063): each state and union territory of the
-- registration's list has a mode, OFF, WIND_DOWN or LIVE. Every state starts OFF: a production
-- install opens none until two ADMINs set it; demo mode opens the states no operator has set
-- (changed_at null) at boot. A state missing here counts as OFF (enforce_state_live).
CREATE TABLE legal_states (
	state text PRIMARY KEY,
	mode varchar(10) NOT NULL DEFAULT 'OFF',
	reason text,
	reference text,
	changed_at timestamptz,
	change_id uuid,
	CONSTRAINT legal_states_mode CHECK (mode IN ('OFF', 'WIND_DOWN', 'LIVE'))
);
--> statement-breakpoint
INSERT INTO legal_states (state) VALUES
	('Andhra Pradesh'),
	('Arunachal Pradesh'),
	('Assam'),
	('Bihar'),
	('Chhattisgarh'),
	('Delhi'),
	('Goa'),
	('Gujarat'),
	('Haryana'),
	('Himachal Pradesh'),
	('Jammu and Kashmir'),
	('Jharkhand'),
	('Karnataka'),
	('Kerala'),
	('Madhya Pradesh'),
	('Maharashtra'),
	('Manipur'),
	('Meghalaya'),
	('Mizoram'),
	('Nagaland'),
	('Odisha'),
	('Puducherry'),
	('Punjab'),
	('Rajasthan'),
	('Sikkim'),
	('Tamil Nadu'),
	('Telangana'),
	('Tripura'),
	('Uttar Pradesh'),
	('Uttarakhand'),
	('West Bengal')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Maker-checker on a mode (decision 063): one ADMIN asks, another approves; scope is a state
-- or ALL (every state to WIND_DOWN). One change waits per scope at a time.
CREATE TABLE legal_mode_changes (
	id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	scope text NOT NULL,
	mode varchar(10) NOT NULL,
	reason text NOT NULL,
	reference text NOT NULL,
	status varchar(10) NOT NULL DEFAULT 'PENDING',
	maker_id uuid NOT NULL REFERENCES operators(id),
	checker_id uuid REFERENCES operators(id),
	created_at timestamptz NOT NULL DEFAULT now(),
	decided_at timestamptz,
	rejection_reason text,
	CONSTRAINT legal_mode_changes_mode CHECK (mode IN ('OFF', 'WIND_DOWN', 'LIVE')),
	CONSTRAINT legal_mode_changes_status CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT legal_mode_changes_checker CHECK (checker_id IS NULL OR checker_id <> maker_id)
);
--> statement-breakpoint
CREATE UNIQUE INDEX legal_mode_changes_one_pending ON legal_mode_changes (scope) WHERE status = 'PENDING';
--> statement-breakpoint
-- A state's players, for its pay-out.
CREATE INDEX players_by_state ON players (state);
