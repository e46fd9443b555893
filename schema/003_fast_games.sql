-- 003_fast_games.sql - the same rules for games, cheaper to check (bench/README.md).
--
-- In SQLite 3.40 `x IN (list of 3 or more constants)` in a CHECK
-- constraint costs ~5 us a row (it appears to build its look-up b-tree per
-- row): the bid check (63 game values) and the contract check cost more
-- than all the other constraints together (200,000 rows: 2.0 s with them,
-- 0.74 s written as OR chains).  The games table is rebuilt with those two
-- checks written as OR chains of the same values (nothing else changes:
-- same columns, same order, same other constraints), and without the index
-- games_table, which duplicated the UNIQUE (table_id, game_no) index.  The
-- per-row trigger looks the table, series and tournament up once instead of
-- three times (same three refusals, same messages).

CREATE TABLE games_new (
    id        INTEGER PRIMARY KEY,
    table_id  INTEGER NOT NULL REFERENCES tables(id),
    game_no   INTEGER NOT NULL CHECK (game_no >= 1),
    passed    INTEGER NOT NULL CHECK (passed IN (0, 1)),
    -- as entered
    declarer  INTEGER CHECK (declarer BETWEEN 1 AND 4),
    contract  TEXT CHECK (contract = 'clubs' OR contract = 'spades' OR contract = 'hearts'
                           OR contract = 'diamonds' OR contract = 'grand' OR contract = 'null'),
    matadors  INTEGER,                    -- +n with, -n without; NULL for null/passed
    hand      INTEGER NOT NULL DEFAULT 0 CHECK (hand IN (0, 1)),
    ouvert    INTEGER NOT NULL DEFAULT 0 CHECK (ouvert IN (0, 1)),
    announce  TEXT CHECK (announce IN ('schneider', 'schwarz')),
    bid       INTEGER CHECK (bid = 18 OR bid = 20 OR bid = 22 OR bid = 23 OR bid = 24 OR bid = 27 OR bid = 30
                     OR bid = 33 OR bid = 35 OR bid = 36 OR bid = 40 OR bid = 44 OR bid = 45 OR bid = 46
                     OR bid = 48 OR bid = 50 OR bid = 54 OR bid = 55 OR bid = 59 OR bid = 60 OR bid = 63
                     OR bid = 66 OR bid = 70 OR bid = 72 OR bid = 77 OR bid = 80 OR bid = 81 OR bid = 84
                     OR bid = 88 OR bid = 90 OR bid = 96 OR bid = 99 OR bid = 100 OR bid = 108 OR bid = 110
                     OR bid = 117 OR bid = 120 OR bid = 121 OR bid = 126 OR bid = 130 OR bid = 132 OR bid = 135
                     OR bid = 140 OR bid = 143 OR bid = 144 OR bid = 150 OR bid = 153 OR bid = 154 OR bid = 156
                     OR bid = 160 OR bid = 162 OR bid = 165 OR bid = 168 OR bid = 170 OR bid = 176 OR bid = 180
                     OR bid = 187 OR bid = 192 OR bid = 198 OR bid = 204 OR bid = 216 OR bid = 240 OR bid = 264),
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

INSERT INTO games_new SELECT * FROM games;
DROP TABLE games;
ALTER TABLE games_new RENAME TO games;

-- the table-level rules (rules.md 6/8): declarer a seat of the table, not
-- the dealer at a 4-table, game number within the series length.
CREATE TRIGGER games_table_rules_insert BEFORE INSERT ON games
BEGIN
    SELECT CASE
        WHEN NEW.game_no > (CASE t.size WHEN 4 THEN u.games4 ELSE u.games3 END)
            THEN RAISE(ABORT, 'game number outside the series length')
        WHEN NEW.declarer > t.size
            THEN RAISE(ABORT, 'declarer is not a seat of this table')
        WHEN t.size = 4 AND NEW.declarer = (u.first_dealer - 1 + (NEW.game_no - 1) % 4) % 4 + 1
            THEN RAISE(ABORT, 'declarer deals this game: at a 4-table the dealer sits out')
        END
      FROM tables t JOIN series s ON s.id = t.series_id JOIN tournaments u ON u.id = s.tournament_id
     WHERE t.id = NEW.table_id;
END;

CREATE TRIGGER games_table_rules_update BEFORE UPDATE ON games
BEGIN
    SELECT CASE
        WHEN NEW.game_no > (CASE t.size WHEN 4 THEN u.games4 ELSE u.games3 END)
            THEN RAISE(ABORT, 'game number outside the series length')
        WHEN NEW.declarer > t.size
            THEN RAISE(ABORT, 'declarer is not a seat of this table')
        WHEN t.size = 4 AND NEW.declarer = (u.first_dealer - 1 + (NEW.game_no - 1) % 4) % 4 + 1
            THEN RAISE(ABORT, 'declarer deals this game: at a 4-table the dealer sits out')
        END
      FROM tables t JOIN series s ON s.id = t.series_id JOIN tournaments u ON u.id = s.tournament_id
     WHERE t.id = NEW.table_id;
END;
