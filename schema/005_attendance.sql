-- 005_attendance.sql - club evenings: who is here, which tournament, corrections.
--
-- attendance: who plays in a tournament, per series.  A player present from
-- series from_series (a latecomer: > 1) up to to_series (NULL: to the end;
-- a leaver: the last series played).  A tournament without attendance rows
-- keeps the old rule (the draw seats every active player).
--
-- tournaments.closed: a finished tournament (no writes; never the default).
-- tournaments.chosen: the default tournament chosen with `tournament use`
-- (at most one row).
--
-- games_audit gains the action 'restore' (the version put back by
-- `game restore`; the version it replaced is kept as an 'edit').

CREATE TABLE attendance (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    player_id     INTEGER NOT NULL REFERENCES players(id),
    from_series   INTEGER NOT NULL DEFAULT 1 CHECK (from_series BETWEEN 1 AND 99),
    to_series     INTEGER CHECK (to_series IS NULL OR to_series BETWEEN from_series AND 99),
    PRIMARY KEY (tournament_id, player_id)
) STRICT;
CREATE INDEX attendance_player ON attendance(player_id);

ALTER TABLE tournaments ADD COLUMN closed INTEGER NOT NULL DEFAULT 0 CHECK (closed IN (0, 1));
ALTER TABLE tournaments ADD COLUMN chosen INTEGER NOT NULL DEFAULT 0 CHECK (chosen IN (0, 1));
CREATE UNIQUE INDEX tournaments_chosen ON tournaments(chosen) WHERE chosen = 1;

CREATE TABLE games_audit_new (
    audit_id   INTEGER PRIMARY KEY,
    action     TEXT NOT NULL CHECK (action IN ('edit', 'delete', 'restore')),
    changed    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    game_id    INTEGER NOT NULL,
    table_id   INTEGER NOT NULL REFERENCES tables(id) ON DELETE CASCADE,
    game_no    INTEGER NOT NULL,
    passed     INTEGER NOT NULL,
    declarer   INTEGER,
    contract   TEXT,
    matadors   INTEGER,
    hand       INTEGER NOT NULL,
    ouvert     INTEGER NOT NULL,
    announce   TEXT,
    bid        INTEGER,
    points     INTEGER,
    schneider  INTEGER NOT NULL,
    schwarz    INTEGER NOT NULL,
    result     TEXT,
    real_value INTEGER,
    value      INTEGER,
    won        INTEGER,
    overbid    INTEGER,
    score      INTEGER,
    seeger     INTEGER,
    entered    TEXT NOT NULL
) STRICT;
INSERT INTO games_audit_new SELECT * FROM games_audit;
DROP TABLE games_audit;
ALTER TABLE games_audit_new RENAME TO games_audit;
CREATE INDEX games_audit_table ON games_audit(table_id, game_no);
