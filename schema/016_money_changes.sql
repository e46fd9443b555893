-- 016_money_changes.sql - money settings change at any time (issue 29;
-- rules-house-schafkopf.md B.6): rates, fees, prizes, the price of a
-- Lachs and the Schafkopf cents per point change no list entry, so unlike
-- the scoring rules they may be changed after the first game.  Each change
-- is kept: when, the values it replaced and the values it set (the keys as
-- in `tournament show`).  The time is written by the program (UTC, ISO,
-- db_now).
CREATE TABLE money_changes (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    changed       TEXT NOT NULL CHECK (length(changed) BETWEEN 10 AND 40),
    before        TEXT NOT NULL CHECK (length(before) <= 4000),
    after         TEXT NOT NULL CHECK (length(after) BETWEEN 1 AND 4000)
) STRICT;

CREATE INDEX money_changes_tournament ON money_changes(tournament_id, id);
