-- 006_schafkopf.sql - Schafkopf tournaments and their lists (issue 18;
-- rules-house-schafkopf.md Part A).
--
-- A tournament plays one game: Skat (every tournament before this version),
-- Wendischer Schafskopf or Bavarian Schafkopf.  A Schafkopf tournament keeps
-- its settings as the canonical text of app/core/schset.c ("key=value,...",
-- fixed once created) and its games in sch_games: four players at every
-- table, all play every game, results per seat as computed by the core
-- (zero-sum unless the list writes winners only).
ALTER TABLE tournaments ADD COLUMN game TEXT NOT NULL DEFAULT 'skat'
    CHECK (game IN ('skat', 'schafkopf-wendisch', 'schafkopf'));
ALTER TABLE tournaments ADD COLUMN rules TEXT
    CHECK (rules IS NULL OR (length(rules) BETWEEN 1 AND 4000));

CREATE TABLE sch_games (
    id        INTEGER PRIMARY KEY,
    table_id  INTEGER NOT NULL REFERENCES tables(id) ON DELETE CASCADE,
    game_no   INTEGER NOT NULL CHECK (game_no >= 1),
    -- as entered
    contract  TEXT NOT NULL CHECK (contract IN ('alte', 'gerufen', 'solo', 'ruf', 'wenz', 'geier',
                                   'farbwenz', 'hochzeit', 'bettel', 'ramsch', 'thrown-in')),
    suit      TEXT CHECK (suit IN ('eichel', 'gras', 'herz', 'schellen')),
    called    TEXT CHECK (called IS NULL OR contract = 'gerufen' OR contract = 'solo'),
    declarer  INTEGER CHECK (declarer BETWEEN 1 AND 4),     -- soloist, caller, first Alte
    partner   INTEGER CHECK (partner BETWEEN 1 AND 4 AND partner <> declarer),
    augen     INTEGER CHECK (augen BETWEEN 0 AND 120 AND augen NOT IN (1, 119)),
    result    TEXT CHECK (result IN ('won', 'lost')),
    schneider INTEGER NOT NULL DEFAULT 0 CHECK (schneider IN (0, 1)),
    schwarz   INTEGER NOT NULL DEFAULT 0 CHECK (schwarz IN (0, 1)),
    tout      INTEGER NOT NULL DEFAULT 0 CHECK (tout IN (0, 1)),
    sie       INTEGER NOT NULL DEFAULT 0 CHECK (sie IN (0, 1) AND (sie = 0 OR tout = 0)),
    laufende  INTEGER NOT NULL DEFAULT 0 CHECK (laufende BETWEEN 0 AND 14),
    lauf_side TEXT CHECK (lauf_side IN ('mit', 'ohne')),
    klopfer   INTEGER NOT NULL DEFAULT 0 CHECK (klopfer BETWEEN 0 AND 4),
    kontra    INTEGER NOT NULL DEFAULT 0 CHECK (kontra BETWEEN 0 AND 4),
    doubled   INTEGER NOT NULL DEFAULT 0 CHECK (doubled IN (0, 1)),
    doublings INTEGER NOT NULL DEFAULT 0 CHECK (doublings BETWEEN 0 AND 8),
    losers    INTEGER NOT NULL DEFAULT 0 CHECK (losers BETWEEN 0 AND 15),     -- Ramsch: bit per seat
    jungfrau  INTEGER NOT NULL DEFAULT 0 CHECK (jungfrau BETWEEN 0 AND 15),
    durchmarsch INTEGER CHECK (durchmarsch BETWEEN 1 AND 4),
    -- computed by the core
    p1 INTEGER NOT NULL, p2 INTEGER NOT NULL, p3 INTEGER NOT NULL, p4 INTEGER NOT NULL,
    zero_sum  INTEGER NOT NULL CHECK (zero_sum IN (0, 1)),  -- 0 only in a plus-only list
    won       INTEGER NOT NULL CHECK (won IN (0, 1)),
    solo_won_by INTEGER CHECK (solo_won_by BETWEEN 1 AND 4),
    entered   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (table_id, game_no),
    CHECK (zero_sum = 0 OR p1 + p2 + p3 + p4 = 0),
    CHECK (contract IN ('ramsch', 'thrown-in') OR declarer IS NOT NULL),
    CHECK (contract NOT IN ('ramsch', 'thrown-in')
           OR (declarer IS NULL AND partner IS NULL AND augen IS NULL AND result IS NULL)),
    CHECK (partner IS NULL OR contract IN ('alte', 'gerufen', 'ruf', 'hochzeit')),
    CHECK (contract NOT IN ('alte', 'ruf', 'hochzeit') OR partner IS NOT NULL),
    CHECK (schwarz = 0 OR augen IS NULL OR augen IN (0, 120))
) STRICT;

CREATE INDEX sch_games_table ON sch_games(table_id, game_no);

-- a Schafkopf game: at a 4-table of a Schafkopf tournament, within the
-- series length
CREATE TRIGGER sch_games_table_rules_insert BEFORE INSERT ON sch_games
BEGIN
    SELECT RAISE(ABORT, 'a Schafkopf game belongs to a Schafkopf tournament')
      FROM tables t JOIN series s ON s.id = t.series_id JOIN tournaments u ON u.id = s.tournament_id
     WHERE t.id = NEW.table_id AND u.game = 'skat';
    SELECT RAISE(ABORT, 'Schafkopf is played by four at every table')
      FROM tables t WHERE t.id = NEW.table_id AND t.size <> 4;
    SELECT RAISE(ABORT, 'game number outside the series length')
      FROM tables t JOIN series s ON s.id = t.series_id JOIN tournaments u ON u.id = s.tournament_id
     WHERE t.id = NEW.table_id AND NEW.game_no > u.games4;
END;

CREATE TRIGGER sch_games_table_rules_update BEFORE UPDATE ON sch_games
BEGIN
    SELECT RAISE(ABORT, 'game number outside the series length')
      FROM tables t JOIN series s ON s.id = t.series_id JOIN tournaments u ON u.id = s.tournament_id
     WHERE t.id = NEW.table_id AND NEW.game_no > u.games4;
END;

-- a Skat game only in a Skat tournament
CREATE TRIGGER games_skat_only BEFORE INSERT ON games
BEGIN
    SELECT RAISE(ABORT, 'a Skat game belongs to a Skat tournament')
      FROM tables t JOIN series s ON s.id = t.series_id JOIN tournaments u ON u.id = s.tournament_id
     WHERE t.id = NEW.table_id AND u.game <> 'skat';
END;

-- the old version of an edited or deleted Schafkopf game
CREATE TABLE sch_games_audit (
    audit_id  INTEGER PRIMARY KEY,
    action    TEXT NOT NULL CHECK (action IN ('edit', 'delete')),
    changed   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    game_id   INTEGER NOT NULL,
    table_id  INTEGER NOT NULL REFERENCES tables(id) ON DELETE CASCADE,
    game_no   INTEGER NOT NULL,
    contract  TEXT NOT NULL, suit TEXT, called TEXT, declarer INTEGER, partner INTEGER,
    augen INTEGER, result TEXT, schneider INTEGER, schwarz INTEGER, tout INTEGER, sie INTEGER,
    laufende INTEGER, lauf_side TEXT, klopfer INTEGER, kontra INTEGER, doubled INTEGER,
    doublings INTEGER, losers INTEGER, jungfrau INTEGER, durchmarsch INTEGER,
    p1 INTEGER, p2 INTEGER, p3 INTEGER, p4 INTEGER, entered TEXT
) STRICT;

CREATE TRIGGER sch_games_audit_update AFTER UPDATE ON sch_games
BEGIN
    INSERT INTO sch_games_audit(action, game_id, table_id, game_no, contract, suit, called,
        declarer, partner, augen, result, schneider, schwarz, tout, sie, laufende, lauf_side,
        klopfer, kontra, doubled, doublings, losers, jungfrau, durchmarsch, p1, p2, p3, p4, entered)
    VALUES ('edit', OLD.id, OLD.table_id, OLD.game_no, OLD.contract, OLD.suit, OLD.called,
        OLD.declarer, OLD.partner, OLD.augen, OLD.result, OLD.schneider, OLD.schwarz, OLD.tout,
        OLD.sie, OLD.laufende, OLD.lauf_side, OLD.klopfer, OLD.kontra, OLD.doubled, OLD.doublings,
        OLD.losers, OLD.jungfrau, OLD.durchmarsch, OLD.p1, OLD.p2, OLD.p3, OLD.p4, OLD.entered);
END;

CREATE TRIGGER sch_games_audit_delete AFTER DELETE ON sch_games
BEGIN
    INSERT INTO sch_games_audit(action, game_id, table_id, game_no, contract, suit, called,
        declarer, partner, augen, result, schneider, schwarz, tout, sie, laufende, lauf_side,
        klopfer, kontra, doubled, doublings, losers, jungfrau, durchmarsch, p1, p2, p3, p4, entered)
    VALUES ('delete', OLD.id, OLD.table_id, OLD.game_no, OLD.contract, OLD.suit, OLD.called,
        OLD.declarer, OLD.partner, OLD.augen, OLD.result, OLD.schneider, OLD.schwarz, OLD.tout,
        OLD.sie, OLD.laufende, OLD.lauf_side, OLD.klopfer, OLD.kontra, OLD.doubled, OLD.doublings,
        OLD.losers, OLD.jungfrau, OLD.durchmarsch, OLD.p1, OLD.p2, OLD.p3, OLD.p4, OLD.entered);
END;

-- every recorded game's table, Skat or Schafkopf: what "the series has
-- games" and "the player has games" count
CREATE VIEW game_tables AS
    SELECT table_id FROM games UNION ALL SELECT table_id FROM sch_games;

-- a table with Schafkopf games is never deleted by a re-draw or an undraw
-- (only with its tournament, whose removal deletes the games first)
CREATE TRIGGER tables_keep_sch_games BEFORE DELETE ON tables
WHEN EXISTS (SELECT 1 FROM sch_games WHERE table_id = OLD.id)
BEGIN
    SELECT RAISE(ABORT, 'the table has recorded Schafkopf games');
END;
