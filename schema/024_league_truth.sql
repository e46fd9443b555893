-- 024_league_truth.sql - a league that publishes only the truth (issue 37).
--
-- fed_results.incomplete  the reason the division leader gave for
--                         releasing a venue group with missing games
--                         (league result release --incomplete --reason);
--                         NULL: released complete.  Every public file
--                         marks such a group.
-- leagues.publish_stale   1 when a change to what is public committed but
--                         the public files could not be written; 0 again
--                         once they are (league result list shows it).
ALTER TABLE fed_results ADD COLUMN incomplete TEXT
    CHECK (incomplete IS NULL OR length(incomplete) BETWEEN 1 AND 400);
ALTER TABLE leagues ADD COLUMN publish_stale INTEGER NOT NULL DEFAULT 0
    CHECK (publish_stale IN (0, 1));
