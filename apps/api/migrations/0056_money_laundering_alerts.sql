-- Money-laundering alerts (PMLA 2002, decision 071): one alert per player, rule and period,
-- found by the aml-scan job; COMPLIANCE dismisses one with a reason or escalates it to a
-- suspicious transaction report, which holds the player's withdrawals until it is closed.
CREATE TABLE aml_alerts (
	id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	player_id uuid NOT NULL REFERENCES players (id),
	rule varchar(24) NOT NULL,
	-- An India calendar month (2031-03) for the money rules; the shared identifier's keyed hash
	-- for the sharing rules, so one shared account alerts once.
	period text NOT NULL,
	figures jsonb NOT NULL DEFAULT '{}'::jsonb,
	status varchar(10) NOT NULL DEFAULT 'OPEN',
	created_at timestamptz NOT NULL DEFAULT now(),
	decided_by uuid REFERENCES operators (id),
	decided_at timestamptz,
	reason text,
	CONSTRAINT aml_alerts_status CHECK (status IN ('OPEN', 'DISMISSED', 'ESCALATED')),
	CONSTRAINT aml_alerts_rule CHECK (rule IN ('CASH_IN_ABOVE_LIMIT', 'CASH_OUT_ABOVE_LIMIT',
		'LITTLE_BETTING', 'SHARED_BANK_ACCOUNT', 'SHARED_VPA', 'SHARED_DEVICE', 'STRUCTURING'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX aml_alerts_once ON aml_alerts (player_id, rule, period);
--> statement-breakpoint
CREATE INDEX aml_alerts_status_created ON aml_alerts (status, created_at);
--> statement-breakpoint
CREATE TABLE suspicious_transaction_reports (
	id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	alert_id uuid NOT NULL UNIQUE REFERENCES aml_alerts (id),
	player_id uuid NOT NULL REFERENCES players (id),
	grounds text NOT NULL,
	status varchar(8) NOT NULL DEFAULT 'OPEN',
	created_by uuid NOT NULL REFERENCES operators (id),
	created_at timestamptz NOT NULL DEFAULT now(),
	closed_by uuid REFERENCES operators (id),
	closed_at timestamptz,
	close_reason text,
	-- FIU-IND's acknowledgement number once the report is filed on FINnet.
	fiu_reference text,
	CONSTRAINT suspicious_transaction_reports_status CHECK (status IN ('OPEN', 'CLOSED'))
);
--> statement-breakpoint
CREATE INDEX suspicious_transaction_reports_open ON suspicious_transaction_reports (player_id)
	WHERE status = 'OPEN';
--> statement-breakpoint
-- The device a session was signed in from: a keyed hash of the random id the web app keeps on
-- the device (never the id in clear), to find players who share one.
ALTER TABLE sessions ADD COLUMN device_hash text;
--> statement-breakpoint
CREATE INDEX sessions_device_hash ON sessions (device_hash) WHERE device_hash IS NOT NULL;
