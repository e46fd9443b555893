-- 022_fed_results.sql - the life of a venue group's result at the hub
-- (issue 27, item 5): reported (a venue pushed it) -> confirmed (a second
-- party: another team's captain or the division leader, as the league
-- says) -> released (by the division leader) -> binding (after the
-- protest period).  Only released results count in the published table.
-- Each step is logged: who, when, with which code; a correction after the
-- release needs the division leader and is logged with its reason.
--
-- leagues.protest_days   days from the release until a result is binding
-- leagues.confirm_by     who confirms: 'captain' (another team's captain
--                        or the leader) or 'leader' (the leader only)
-- leagues.publish_dir    where the hub writes the league's public files on
--                        each release (skatsheet publish), NULL = nowhere
ALTER TABLE leagues ADD COLUMN protest_days INTEGER NOT NULL DEFAULT 14
    CHECK (protest_days BETWEEN 0 AND 365);
ALTER TABLE leagues ADD COLUMN confirm_by TEXT NOT NULL DEFAULT 'captain'
    CHECK (confirm_by IN ('captain', 'leader'));
ALTER TABLE leagues ADD COLUMN publish_dir TEXT
    CHECK (publish_dir IS NULL OR length(publish_dir) BETWEEN 1 AND 400);

CREATE TABLE fed_results (
    group_id  INTEGER PRIMARY KEY REFERENCES league_venues(id) ON DELETE CASCADE,
    state     TEXT NOT NULL CHECK (state IN ('reported', 'confirmed', 'released', 'binding')),
    reported  TEXT NOT NULL,
    confirmed TEXT,
    released  TEXT,
    binding   TEXT,
    CHECK (state = 'reported' OR confirmed IS NOT NULL),
    CHECK (state IN ('reported', 'confirmed') OR released IS NOT NULL),
    CHECK (state <> 'binding' OR binding IS NOT NULL)
) STRICT;

CREATE TABLE fed_result_log (
    id       INTEGER PRIMARY KEY,
    group_id INTEGER NOT NULL REFERENCES league_venues(id) ON DELETE CASCADE,
    at       TEXT NOT NULL,
    step     TEXT NOT NULL
             CHECK (step IN ('reported', 'confirmed', 'released', 'binding', 'corrected')),
    by_who   TEXT NOT NULL,
    code_id  INTEGER REFERENCES fed_codes(id) ON DELETE SET NULL,
    reason   TEXT
) STRICT;
CREATE INDEX fed_result_log_group ON fed_result_log(group_id, id);
