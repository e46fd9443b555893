-- 024_league_truth.sql - a league that publishes only the truth
-- (schema/024_league_truth.sql).
ALTER TABLE fed_results ADD COLUMN incomplete TEXT COLLATE "C"
    CHECK (incomplete IS NULL OR length(incomplete) BETWEEN 1 AND 400);
ALTER TABLE leagues ADD COLUMN publish_stale INTEGER NOT NULL DEFAULT 0
    CHECK (publish_stale IN (0, 1));
