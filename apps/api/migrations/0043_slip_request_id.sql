-- A slip carries the id of the request that placed it, so a refusal stored under its
-- Idempotency-Key names that request on every replay (decision 048). Added at the end: the
-- context is read by name (jsonb_populate_recordset), and a NULL is a slip sent before.
ALTER TYPE bet_slip_context ADD ATTRIBUTE request_id text;
