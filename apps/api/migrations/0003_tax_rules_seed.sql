-- GST on online betting at 28% of the stake since 1 October 2023. Before 1 April 2025 TDS was
-- 30% of net winnings per financial year; settlement applies it per bet with the same
-- threshold, the closest per-bet reading of that rule.
INSERT INTO "tax_rules" ("effective_from", "gst_rate_bp", "tds_rate_bp", "tds_threshold_paise", "note")
VALUES ('2023-10-01', 2800, 3000, 1000000, 'GST 28% of stake; TDS 30% of net winnings (applied per bet above Rs 10,000)')
ON CONFLICT ("effective_from") DO NOTHING;
--> statement-breakpoint
-- The rule stated by the product from 1 April 2025: TDS 30% of a single bet's net winnings
-- when they exceed Rs 10,000. Later changes are new dated rows.
INSERT INTO "tax_rules" ("effective_from", "gst_rate_bp", "tds_rate_bp", "tds_threshold_paise", "note")
VALUES ('2025-04-01', 2800, 3000, 1000000, 'GST 28% of stake; TDS 30% of net winnings above Rs 10,000 in a single transaction')
ON CONFLICT ("effective_from") DO NOTHING;
