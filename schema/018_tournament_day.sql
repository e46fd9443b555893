-- 018_tournament_day.sql - the tournament day from the door to the prize
-- table (issue 31): personal check-in codes, check-in with seating, the
-- entry fee taken at the door, the round clock, the second entry of a
-- table's games, prizes, and the payee of the GiroCode.  Every rule is in
-- app/core (dayset, seatbox, prize, iban, clock); the CHECKs here are the
-- backstop.  Times are UTC "YYYY-MM-DDTHH:MM:SSZ", computed in C.

-- A registration's personal code (entrycode.h form; made by the program,
-- never typed in), the federation member number given with it and the
-- prize groups (lady, year of birth) the organiser needs; a transfer
-- received before the day (cashier pay).
ALTER TABLE registrations ADD COLUMN code TEXT CHECK (code IS NULL OR length(code) = 8);
ALTER TABLE registrations ADD COLUMN member_no TEXT
    CHECK (member_no IS NULL OR length(member_no) BETWEEN 1 AND 20);
ALTER TABLE registrations ADD COLUMN lady INTEGER NOT NULL DEFAULT 0 CHECK (lady IN (0, 1));
ALTER TABLE registrations ADD COLUMN born INTEGER CHECK (born IS NULL OR born BETWEEN 1900 AND 2100);
ALTER TABLE registrations ADD COLUMN prepaid_ct INTEGER NOT NULL DEFAULT 0
    CHECK (prepaid_ct BETWEEN 0 AND 100000000);
CREATE UNIQUE INDEX registrations_code ON registrations(code);

-- What the prize groups and the door need to know of a player.
CREATE TABLE player_info (
    player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
    member_no TEXT UNIQUE CHECK (member_no IS NULL OR length(member_no) BETWEEN 1 AND 20),
    lady      INTEGER NOT NULL DEFAULT 0 CHECK (lady IN (0, 1)),
    born      INTEGER CHECK (born IS NULL OR born BETWEEN 1900 AND 2100)
) STRICT;

-- The day's settings of a tournament (app/core/dayset.h: keys, values,
-- defaults), one row per key that differs from its default.
CREATE TABLE day_settings (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    key           TEXT NOT NULL CHECK (length(key) BETWEEN 1 AND 40),
    value         TEXT NOT NULL CHECK (length(value) BETWEEN 1 AND 200),
    PRIMARY KEY (tournament_id, key)
) STRICT;

-- Who came through the door, in order of arrival.
CREATE TABLE checkins (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    player_id     INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    arrival       INTEGER NOT NULL CHECK (arrival >= 1),
    from_series   INTEGER NOT NULL CHECK (from_series BETWEEN 1 AND 99),
    at            TEXT NOT NULL CHECK (length(at) = 20),
    how           TEXT NOT NULL CHECK (how IN ('code', 'member', 'desk')),
    PRIMARY KEY (tournament_id, player_id),
    UNIQUE (tournament_id, arrival)
) STRICT;

-- The entry fee of each player: paid, owed or waived, with the amount.
CREATE TABLE fees (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    player_id     INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    state         TEXT NOT NULL CHECK (state IN ('paid', 'owed', 'waived')),
    ct            INTEGER NOT NULL CHECK (ct BETWEEN 0 AND 100000000),
    method        TEXT CHECK (method IS NULL OR method IN ('cash', 'transfer')),
    changed       TEXT NOT NULL CHECK (length(changed) = 20),
    PRIMARY KEY (tournament_id, player_id)
) STRICT;

-- Prizes by group and place: money (ct) or goods (a text), never both.
CREATE TABLE prizes (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    grp           TEXT NOT NULL CHECK (grp IN ('overall', 'lady', 'youth', 'guest', 'member')),
    place         INTEGER NOT NULL CHECK (place BETWEEN 1 AND 999),
    ct            INTEGER CHECK (ct IS NULL OR ct BETWEEN 1 AND 100000000),
    goods         TEXT CHECK (goods IS NULL OR length(goods) BETWEEN 1 AND 200),
    CHECK ((ct IS NULL AND goods IS NOT NULL) OR (ct IS NOT NULL AND goods IS NULL)),
    PRIMARY KEY (tournament_id, grp, place)
) STRICT;

-- The round clock of a series: started by the organiser.
CREATE TABLE series_clock (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    series_no     INTEGER NOT NULL CHECK (series_no BETWEEN 1 AND 99),
    started       TEXT NOT NULL CHECK (length(started) = 20),
    minutes       INTEGER NOT NULL CHECK (minutes BETWEEN 1 AND 1440),
    warn_minutes  INTEGER NOT NULL CHECK (warn_minutes BETWEEN 0 AND 1440),
    stopped       TEXT CHECK (stopped IS NULL OR length(stopped) = 20),
    PRIMARY KEY (tournament_id, series_no)
) STRICT;

-- Seating at check-in (app/core/seatbox.h): the planned tables and the
-- seed, and the seat each arrival drew, until the door closes and the
-- seating is stored as the series' tables.
CREATE TABLE checkin_plans (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    series_no     INTEGER NOT NULL CHECK (series_no BETWEEN 1 AND 99),
    tables        INTEGER NOT NULL CHECK (tables BETWEEN 1 AND 9999),
-- @sqlite
    seed          INTEGER NOT NULL,
-- @pg
    seed          BIGINT NOT NULL,
-- @end
    separate      TEXT CHECK (separate IS NULL OR separate IN ('club', 'team')),
    closed        INTEGER NOT NULL DEFAULT 0 CHECK (closed IN (0, 1)),
    PRIMARY KEY (tournament_id, series_no)
) STRICT;

CREATE TABLE checkin_seats (
    tournament_id INTEGER NOT NULL,
    series_no     INTEGER NOT NULL,
    table_no      INTEGER NOT NULL CHECK (table_no BETWEEN 1 AND 9999),
    seat          INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),
    player_id     INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    arrival       INTEGER NOT NULL CHECK (arrival >= 1),
    PRIMARY KEY (tournament_id, series_no, table_no, seat),
    UNIQUE (tournament_id, series_no, player_id),
    FOREIGN KEY (tournament_id, series_no)
        REFERENCES checkin_plans(tournament_id, series_no) ON DELETE CASCADE
) STRICT;

-- The second entry of a table's games (the table's second phone, or the
-- paper list typed at the desk): each game as its import CSV row, compared
-- with the first entry game by game.  It never writes the games table.
CREATE TABLE second_games (
    table_id INTEGER NOT NULL REFERENCES tables(id) ON DELETE CASCADE,
    game_no  INTEGER NOT NULL CHECK (game_no BETWEEN 1 AND 9999),
    entry    TEXT NOT NULL CHECK (length(entry) BETWEEN 1 AND 400),
    source   TEXT NOT NULL CHECK (source IN ('phone', 'desk')),
    entered  TEXT NOT NULL CHECK (length(entered) = 20),
    PRIMARY KEY (table_id, game_no)
) STRICT;

-- The organiser's key to the desk pages of `serve` (check-in, cashier).
CREATE TABLE desk_keys (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments(id) ON DELETE CASCADE,
    code          TEXT NOT NULL CHECK (length(code) = 8)
) STRICT;

-- The payee of the GiroCode (config payee, iban, bic).
CREATE TABLE settings_new (
    key   TEXT PRIMARY KEY CHECK (key IN ('lang', 'payee', 'iban', 'bic')),
    value TEXT NOT NULL CHECK (
        (key = 'lang' AND value IN ('de', 'en'))
        OR (key = 'payee' AND length(value) BETWEEN 1 AND 70)
        OR (key = 'iban' AND length(value) BETWEEN 15 AND 34)
        OR (key = 'bic' AND length(value) IN (8, 11)))
) STRICT;
INSERT INTO settings_new(key, value) SELECT key, value FROM settings;
DROP TABLE settings;
-- (PostgreSQL keeps the old names of the index and the CHECKs through a
-- rename: the index renamed here, the CHECKs by 029)
-- @sqlite
ALTER TABLE settings_new RENAME TO settings;
-- @pg
ALTER TABLE settings_new RENAME TO settings;
ALTER INDEX settings_new_pkey RENAME TO settings_pkey;
-- @end
