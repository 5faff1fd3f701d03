-- Database functions now live as source files in apps/api/src/db/functions/, applied after the
-- migrations whenever their text changes (decision 039). This table remembers what was applied.
CREATE TABLE function_sources (
	name text PRIMARY KEY,
	sha256 text NOT NULL,
	applied_at timestamptz NOT NULL
);
