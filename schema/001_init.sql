-- 001_init.sql - the skatsheet schema, version 1.
-- STRICT tables; CHECK constraints and triggers mirror the rules engine
-- (app/rules.c, app/game.c) so that even a hand-written INSERT cannot store
-- an impossible game.  The application sets PRAGMA application_id and
-- user_version; see db/db.c.

CREATE TABLE players (
    id      INTEGER PRIMARY KEY,
    name    TEXT NOT NULL UNIQUE
            CHECK (length(name) BETWEEN 1 AND 200 AND name = trim(name)),
    number  INTEGER UNIQUE CHECK (number IS NULL OR number BETWEEN 1 AND 999999),
    club    TEXT CHECK (club IS NULL OR (length(club) BETWEEN 1 AND 200 AND club = trim(club))),
    active  INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
    created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE tournaments (
    id           INTEGER PRIMARY KEY,   -- creation order
    name         TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 200 AND name = trim(name)),
    date         TEXT CHECK (date IS NULL OR (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
                                              AND date(date) IS date)),
    series_count INTEGER NOT NULL DEFAULT 1 CHECK (series_count BETWEEN 1 AND 99),
    games4       INTEGER NOT NULL DEFAULT 48 CHECK (games4 BETWEEN 4 AND 400 AND games4 % 4 = 0),
    games3       INTEGER NOT NULL DEFAULT 36 CHECK (games3 BETWEEN 3 AND 300 AND games3 % 3 = 0),
    -- seat dealing game 1; 4 applies to 4-tables only (3-tables then start at seat 1)
    first_dealer INTEGER NOT NULL DEFAULT 1 CHECK (first_dealer BETWEEN 1 AND 4),
    created      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE series (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    series_no     INTEGER NOT NULL CHECK (series_no >= 1),
    method        TEXT NOT NULL CHECK (method IN ('random', 'seeded', 'manual')),
    seed          INTEGER,             -- the draw's seed (NULL for manual seating)
    created       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (tournament_id, series_no)
) STRICT;

CREATE TABLE tables (
    id        INTEGER PRIMARY KEY,
    series_id INTEGER NOT NULL REFERENCES series(id) ON DELETE CASCADE,
    table_no  INTEGER NOT NULL CHECK (table_no >= 1),
    size      INTEGER NOT NULL CHECK (size IN (3, 4)),
    UNIQUE (series_id, table_no)
) STRICT;

CREATE TABLE seats (
    table_id  INTEGER NOT NULL REFERENCES tables(id) ON DELETE CASCADE,
    series_id INTEGER NOT NULL REFERENCES series(id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),
    player_id INTEGER NOT NULL REFERENCES players(id),
    PRIMARY KEY (table_id, seat),
    UNIQUE (series_id, player_id)          -- seated at most once per series
) STRICT;

CREATE TABLE games (
    id        INTEGER PRIMARY KEY,
    table_id  INTEGER NOT NULL REFERENCES tables(id),
    game_no   INTEGER NOT NULL CHECK (game_no >= 1),
    passed    INTEGER NOT NULL CHECK (passed IN (0, 1)),
    -- as entered
    declarer  INTEGER CHECK (declarer BETWEEN 1 AND 4),
    contract  TEXT CHECK (contract IN ('clubs', 'spades', 'hearts', 'diamonds', 'grand', 'null')),
    matadors  INTEGER,                    -- +n with, -n without; NULL for null/passed
    hand      INTEGER NOT NULL DEFAULT 0 CHECK (hand IN (0, 1)),
    ouvert    INTEGER NOT NULL DEFAULT 0 CHECK (ouvert IN (0, 1)),
    announce  TEXT CHECK (announce IN ('schneider', 'schwarz')),
    bid       INTEGER CHECK (bid IN (18,20,22,23,24,27,30,33,35,36,40,44,45,46,48,50,54,55,59,60,
                                     63,66,70,72,77,80,81,84,88,90,96,99,100,108,110,117,120,121,
                                     126,130,132,135,140,143,144,150,153,154,156,160,162,165,168,
                                     170,176,180,187,192,198,204,216,240,264)),
    points    INTEGER CHECK (points BETWEEN 0 AND 120 AND points NOT IN (1, 119)),
    schneider INTEGER NOT NULL DEFAULT 0 CHECK (schneider IN (0, 1)),
    schwarz   INTEGER NOT NULL DEFAULT 0 CHECK (schwarz IN (0, 1)),
    result    TEXT CHECK (result IN ('won', 'lost')),
    -- computed by the rules engine
    real_value INTEGER,
    value      INTEGER,
    won        INTEGER CHECK (won IN (0, 1)),
    overbid    INTEGER CHECK (overbid IN (0, 1)),
    score      INTEGER,
    seeger     INTEGER,
    entered    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (table_id, game_no),
    -- a passed game is a row with no game fields
    CHECK ((passed = 1 AND declarer IS NULL AND contract IS NULL AND matadors IS NULL
            AND hand = 0 AND ouvert = 0 AND announce IS NULL AND bid IS NULL
            AND points IS NULL AND schneider = 0 AND schwarz = 0 AND result IS NULL
            AND real_value IS NULL AND value IS NULL AND won IS NULL AND overbid IS NULL
            AND score IS NULL AND seeger IS NULL)
        OR (passed = 0 AND declarer IS NOT NULL AND contract IS NOT NULL AND bid IS NOT NULL
            AND real_value IS NOT NULL AND value IS NOT NULL AND won IS NOT NULL
            AND overbid IS NOT NULL AND score IS NOT NULL AND seeger IS NOT NULL)),
    -- points or a result
    CHECK (passed = 1 OR points IS NOT NULL OR result IS NOT NULL),
    -- null games: no matadors, announcements, schneider/schwarz or points; a result
    CHECK (contract IS NOT 'null'
        OR (matadors IS NULL AND announce IS NULL AND schneider = 0 AND schwarz = 0
            AND points IS NULL AND result IS NOT NULL
            AND real_value = CASE WHEN ouvert = 1 THEN (CASE WHEN hand = 1 THEN 59 ELSE 46 END)
                                  ELSE (CASE WHEN hand = 1 THEN 35 ELSE 23 END) END
            AND value = real_value
            AND overbid = (real_value < bid)
            AND won = (result = 'won' AND real_value >= bid))),
    -- suit and grand: matadors by contract, ouvert => hand, announce only with hand
    CHECK (contract IS NULL OR contract = 'null'
        OR (matadors IS NOT NULL AND matadors <> 0
            AND abs(matadors) <= (CASE contract WHEN 'grand' THEN 4 ELSE 11 END)
            AND (ouvert = 0 OR hand = 1)
            AND (announce IS NULL OR hand = 1)
            AND (schwarz = 0 OR points IS NULL OR points = 120 OR points <= 22)
            AND (schneider = 0 OR points IS NULL OR points <= 30 OR points >= 90))),
    -- suit and grand: value = base x multiplier, overbid raise, won/lost
    CHECK (contract IS NULL OR contract = 'null'
        OR (real_value % (CASE contract WHEN 'clubs' THEN 12 WHEN 'spades' THEN 11
                          WHEN 'hearts' THEN 10 WHEN 'diamonds' THEN 9 ELSE 24 END) = 0
            AND real_value / (CASE contract WHEN 'clubs' THEN 12 WHEN 'spades' THEN 11
                              WHEN 'hearts' THEN 10 WHEN 'diamonds' THEN 9 ELSE 24 END)
                BETWEEN abs(matadors) + 1 + hand + (CASE WHEN ouvert = 1 THEN 5
                    WHEN announce = 'schwarz' THEN 4 WHEN announce = 'schneider' THEN 2 ELSE 0 END)
                    AND abs(matadors) + 7
            AND overbid = (real_value < bid)
            AND (CASE WHEN overbid = 1
                      THEN won = 0 AND value >= bid
                           AND value - (CASE contract WHEN 'clubs' THEN 12 WHEN 'spades' THEN 11
                               WHEN 'hearts' THEN 10 WHEN 'diamonds' THEN 9 ELSE 24 END) < bid
                           AND value % (CASE contract WHEN 'clubs' THEN 12 WHEN 'spades' THEN 11
                               WHEN 'hearts' THEN 10 WHEN 'diamonds' THEN 9 ELSE 24 END) = 0
                      ELSE value = real_value END)
            AND (overbid = 1 OR points IS NULL
                 OR won = (CASE WHEN ouvert = 1 OR announce = 'schwarz' THEN points = 120 AND schwarz = 1
                                WHEN announce = 'schneider' THEN points >= 90
                                ELSE points >= 61 END))
            AND (overbid = 1 OR points IS NOT NULL OR won = (result = 'won')))),
    -- an entered result agrees with the points
    CHECK (result IS NULL OR points IS NULL OR won = (result = 'won')),
    -- score and Seeger points
    CHECK (passed = 1
        OR (score = (CASE WHEN won = 1 THEN value ELSE -2 * value END)
            AND seeger = score + (CASE WHEN won = 1 THEN 50 ELSE -50 END)))
) STRICT;

-- the table-level rules (rules.md 6/8): declarer a seat of the table, not
-- the dealer at a 4-table, game number within the series length.
CREATE TRIGGER games_table_rules_insert BEFORE INSERT ON games
BEGIN
    SELECT RAISE(ABORT, 'game number outside the series length')
      FROM tables t JOIN series s ON s.id = t.series_id JOIN tournaments u ON u.id = s.tournament_id
     WHERE t.id = NEW.table_id
       AND NEW.game_no > (CASE t.size WHEN 4 THEN u.games4 ELSE u.games3 END);
    SELECT RAISE(ABORT, 'declarer is not a seat of this table')
      FROM tables t WHERE t.id = NEW.table_id AND NEW.declarer > t.size;
    SELECT RAISE(ABORT, 'declarer deals this game: at a 4-table the dealer sits out')
      FROM tables t JOIN series s ON s.id = t.series_id JOIN tournaments u ON u.id = s.tournament_id
     WHERE t.id = NEW.table_id AND t.size = 4
       AND NEW.declarer = (u.first_dealer - 1 + (NEW.game_no - 1) % 4) % 4 + 1;
END;

CREATE TRIGGER games_table_rules_update BEFORE UPDATE ON games
BEGIN
    SELECT RAISE(ABORT, 'game number outside the series length')
      FROM tables t JOIN series s ON s.id = t.series_id JOIN tournaments u ON u.id = s.tournament_id
     WHERE t.id = NEW.table_id
       AND NEW.game_no > (CASE t.size WHEN 4 THEN u.games4 ELSE u.games3 END);
    SELECT RAISE(ABORT, 'declarer is not a seat of this table')
      FROM tables t WHERE t.id = NEW.table_id AND NEW.declarer > t.size;
    SELECT RAISE(ABORT, 'declarer deals this game: at a 4-table the dealer sits out')
      FROM tables t JOIN series s ON s.id = t.series_id JOIN tournaments u ON u.id = s.tournament_id
     WHERE t.id = NEW.table_id AND t.size = 4
       AND NEW.declarer = (u.first_dealer - 1 + (NEW.game_no - 1) % 4) % 4 + 1;
END;

-- seats: within the table size, on a table of the same series
CREATE TRIGGER seats_rules BEFORE INSERT ON seats
BEGIN
    SELECT RAISE(ABORT, 'seat number larger than the table')
      FROM tables t WHERE t.id = NEW.table_id AND NEW.seat > t.size;
    SELECT RAISE(ABORT, 'seat and table belong to different series')
      FROM tables t WHERE t.id = NEW.table_id AND t.series_id <> NEW.series_id;
END;

-- series: within the tournament's number of series
CREATE TRIGGER series_rules BEFORE INSERT ON series
BEGIN
    SELECT RAISE(ABORT, 'series number above the tournament''s number of series')
      FROM tournaments u WHERE u.id = NEW.tournament_id AND NEW.series_no > u.series_count;
END;

-- the old version of an edited or deleted game (same columns as games)
CREATE TABLE games_audit (
    audit_id   INTEGER PRIMARY KEY,
    action     TEXT NOT NULL CHECK (action IN ('edit', 'delete')),
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
CREATE INDEX games_audit_table ON games_audit(table_id, game_no);

-- teams (leagues, --separate team)
CREATE TABLE teams (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    name          TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200 AND name = trim(name)),
    UNIQUE (tournament_id, name)
) STRICT;

CREATE TABLE team_members (
    team_id       INTEGER NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    player_id     INTEGER NOT NULL REFERENCES players(id),
    PRIMARY KEY (team_id, player_id),
    UNIQUE (tournament_id, player_id)      -- one team per player and tournament
) STRICT;

-- lots drawn by the organiser for players still equal after the tie-break
-- (rules.md 10): series NULL = the tournament ranking, else series N.
CREATE TABLE standings_lots (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    series_no     INTEGER CHECK (series_no IS NULL OR series_no >= 1),
    player_id     INTEGER NOT NULL REFERENCES players(id),
    lot           INTEGER NOT NULL CHECK (lot >= 1)
) STRICT;
CREATE UNIQUE INDEX standings_lots_key ON standings_lots(tournament_id, coalesce(series_no, 0), player_id);

CREATE INDEX seats_player ON seats(player_id);
CREATE INDEX games_table ON games(table_id, game_no);
