-- Issue 30: find a horse, jockey, trainer or venue by name, misspelt or not (decision 075).
-- Trigram indexes answer both the word-similarity operator (<%) and a substring ILIKE.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "participants_name_trgm" ON "participants" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "participants_jockey_trgm" ON "participants" USING gin (lower("jockey") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "participants_trainer_trgm" ON "participants" USING gin (lower("trainer") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venues_name_trgm" ON "venues" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
-- Whole-name and start-of-name lookups (a horse's races, a two-letter search) use a b-tree.
CREATE INDEX "participants_name_lower" ON "participants" (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "participants_jockey_lower" ON "participants" (lower("jockey") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "participants_trainer_lower" ON "participants" (lower("trainer") text_pattern_ops);
