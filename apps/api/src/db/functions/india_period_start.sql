-- The start of the India-time day, week (Monday) or month holding p_now. India keeps
-- UTC+05:30 all year, so a fixed offset does (as packages/contract's india-time.ts).
CREATE OR REPLACE FUNCTION india_period_start(p_period text, p_now timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE AS $$
	SELECT (date_trunc(lower(p_period), (p_now AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')
		- interval '5 hours 30 minutes') AT TIME ZONE 'UTC'
$$;
