-- 040_seat_subs.sql - a seat's player changed from a given game on
-- (issue 40, `game sub`; docs/leagues.md "Substitutions").
--
-- seat_subs  from game from_game on (up to the seat's next substitution,
--            or the series' end) player_id plays seat `seat` of the table;
--            the games before the seat's first substitution are the
--            seating's player's (seats.player_id).
CREATE TABLE seat_subs (
    id        INTEGER PRIMARY KEY,
    table_id  INTEGER NOT NULL REFERENCES tables(id) ON DELETE CASCADE,
    series_id INTEGER NOT NULL REFERENCES series(id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),
    from_game INTEGER NOT NULL CHECK (from_game BETWEEN 2 AND 9999),
    player_id INTEGER NOT NULL REFERENCES players(id),
    UNIQUE (table_id, seat, from_game)
) STRICT;
CREATE INDEX seat_subs_series ON seat_subs (series_id, player_id);
