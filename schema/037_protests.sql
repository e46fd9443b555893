-- 037_protests.sql - a league that publishes only the truth (issue 37,
-- part 4): protests.  A team's captain files a protest against a released
-- venue group's result within the protest period (the later of the match
-- day and the release, plus leagues.protest_days); the result stays
-- released but cannot become binding, and is published as "protest
-- pending", until the division leader upholds the protest (the correction
-- itself goes through the review queue) or rejects it.
--
-- fed_protests        one row per protest: the group, who filed it (the
--                     captain's code and team), when, why; its decision
-- fed_result_log.step also 'protested', 'protest upheld', 'protest rejected'
CREATE TABLE fed_protests (
    id         INTEGER PRIMARY KEY,
    group_id   INTEGER NOT NULL REFERENCES league_venues(id) ON DELETE CASCADE,
    code_id    INTEGER REFERENCES fed_codes(id) ON DELETE SET NULL,
    team_id    INTEGER REFERENCES league_teams(id) ON DELETE SET NULL,
    by_who     TEXT NOT NULL CHECK (length(by_who) BETWEEN 1 AND 300),
    filed      TEXT NOT NULL CHECK (length(filed) BETWEEN 19 AND 32),
    reason     TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 400),
    state      TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'upheld', 'rejected')),
    decided    TEXT,
    decided_by TEXT CHECK (decided_by IS NULL OR length(decided_by) BETWEEN 1 AND 300),
    decision   TEXT CHECK (decision IS NULL OR length(decision) BETWEEN 1 AND 400),
    CHECK (state = 'open' OR (decided IS NOT NULL AND decided_by IS NOT NULL))
) STRICT;
CREATE INDEX fed_protests_group ON fed_protests(group_id, state);

-- The log's steps: SQLite changes a CHECK by rebuilding the table,
-- PostgreSQL alters the CHECK.
-- @sqlite
CREATE TABLE fed_result_log_new (
    id       INTEGER PRIMARY KEY,
    group_id INTEGER NOT NULL REFERENCES league_venues(id) ON DELETE CASCADE,
    at       TEXT NOT NULL,
    step     TEXT NOT NULL
             CHECK (step IN ('reported', 'confirmed', 'released', 'binding', 'corrected',
                             'protested', 'protest upheld', 'protest rejected')),
    by_who   TEXT NOT NULL,
    code_id  INTEGER REFERENCES fed_codes(id) ON DELETE SET NULL,
    reason   TEXT
) STRICT;
INSERT INTO fed_result_log_new (id, group_id, at, step, by_who, code_id, reason)
    SELECT id, group_id, at, step, by_who, code_id, reason FROM fed_result_log;
DROP TABLE fed_result_log;
ALTER TABLE fed_result_log_new RENAME TO fed_result_log;
CREATE INDEX fed_result_log_group ON fed_result_log(group_id, id);
-- @pg
ALTER TABLE fed_result_log DROP CONSTRAINT IF EXISTS fed_result_log_step_check;
ALTER TABLE fed_result_log ADD CONSTRAINT fed_result_log_step_check
    CHECK (step IN ('reported', 'confirmed', 'released', 'binding', 'corrected',
                    'protested', 'protest upheld', 'protest rejected'));
-- @end
