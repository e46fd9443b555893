-- 032_clock_pause.sql - the clock and the room (issue 39): the organiser
-- pauses and resumes the round clock of a series (paused: since when;
-- paused_sec: the seconds of the pauses before, added to the end), and
-- gives one table more time with a reason (clock_extensions, one row per
-- extension; the table's end is the series' end plus their minutes).
ALTER TABLE series_clock ADD COLUMN paused TEXT CHECK (paused IS NULL OR length(paused) = 20);
ALTER TABLE series_clock ADD COLUMN paused_sec INTEGER NOT NULL DEFAULT 0
    CHECK (paused_sec BETWEEN 0 AND 31536000);
CREATE TABLE clock_extensions (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    series_no     INTEGER NOT NULL CHECK (series_no BETWEEN 1 AND 99),
    table_no      INTEGER NOT NULL CHECK (table_no BETWEEN 1 AND 9999),
    seq           INTEGER NOT NULL CHECK (seq BETWEEN 1 AND 999),
    minutes       INTEGER NOT NULL CHECK (minutes BETWEEN 1 AND 120),
    reason        TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
    at            TEXT NOT NULL CHECK (length(at) = 20),
    PRIMARY KEY (tournament_id, series_no, table_no, seq)
) STRICT;
