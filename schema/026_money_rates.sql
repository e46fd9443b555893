-- 026_money_rates.sql - the rate periods of a house-rules tournament's money
-- (issue 36): a change of money_rate after games were played applies from
-- the next game on (or, chosen, from game N), the games before keep the
-- rate they were played at.  A row says: the games of the tournament with
-- an id up to until_game_id (and above the previous row's) were played at
-- rate_num/rate_den cents per point; the games after the last row are at
-- the tournament's rate in force (its settings).  No row: every game at
-- the rate in force.  Game ids grow in the order games are recorded (an
-- edit keeps its id).
CREATE TABLE money_rates (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    until_game_id INTEGER NOT NULL CHECK (until_game_id >= 1),
    rate_num      INTEGER NOT NULL CHECK (rate_num >= 0),
    rate_den      INTEGER NOT NULL CHECK (rate_den >= 1),
    UNIQUE (tournament_id, until_game_id)
) STRICT;
