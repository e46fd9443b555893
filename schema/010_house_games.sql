-- 010_house_games.sql - the house-rule fields of Skat games (issue 17;
-- rules-house-schafkopf.md B.2 Kontra/Re, B.4.4 what the list records per
-- Ramsch).  A side table keyed by the game: a game without house fields has
-- no row.  A Ramsch has no declarer, so it is stored as a passed games row
-- (ISkO views count it as passed, no Seeger points: B.0) plus a row here
-- with ramsch = 1.  game_house_audit keeps the fields of the versions in
-- games_audit, so history and restore keep them.  Seats are 1..4.
CREATE TABLE game_house (
    game_id     INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    kontra      INTEGER NOT NULL DEFAULT 0 CHECK (kontra BETWEEN 0 AND 4),
    kontra_by   INTEGER CHECK (kontra_by BETWEEN 1 AND 4),
    ramsch      INTEGER NOT NULL DEFAULT 0 CHECK (ramsch IN (0, 1)),
    augen1      INTEGER CHECK (augen1 BETWEEN 0 AND 120 AND augen1 NOT IN (1, 119)),
    augen2      INTEGER CHECK (augen2 BETWEEN 0 AND 120 AND augen2 NOT IN (1, 119)),
    augen3      INTEGER CHECK (augen3 BETWEEN 0 AND 120 AND augen3 NOT IN (1, 119)),
    augen4      INTEGER CHECK (augen4 BETWEEN 0 AND 120 AND augen4 NOT IN (1, 119)),
    skat        INTEGER CHECK (skat BETWEEN 0 AND 22 AND skat NOT IN (1, 9, 16, 17, 18, 19)),
    last_trick  INTEGER CHECK (last_trick BETWEEN 1 AND 4),
    jungfrau    INTEGER NOT NULL DEFAULT 0 CHECK (jungfrau BETWEEN 0 AND 15),  -- bit per seat
    durchmarsch INTEGER CHECK (durchmarsch BETWEEN 1 AND 4),
    schieben    INTEGER NOT NULL DEFAULT 0 CHECK (schieben BETWEEN 0 AND 3),
    -- a Ramsch: no Kontra (B.4.5), its Augen and skat adding up to 120
    CHECK (ramsch = 0 OR (kontra = 0 AND kontra_by IS NULL AND augen1 IS NOT NULL
           AND augen2 IS NOT NULL AND augen3 IS NOT NULL AND augen4 IS NOT NULL
           AND skat IS NOT NULL AND augen1 + augen2 + augen3 + augen4 + skat = 120)),
    -- a played game: only Kontra
    CHECK (ramsch = 1 OR (augen1 IS NULL AND augen2 IS NULL AND augen3 IS NULL
           AND augen4 IS NULL AND skat IS NULL AND last_trick IS NULL AND jungfrau = 0
           AND durchmarsch IS NULL AND schieben = 0)),
    CHECK (ramsch = 1 OR kontra > 0)
) STRICT;

-- a Ramsch is a passed games row; Kontra belongs to a played game
CREATE TRIGGER game_house_rules_insert BEFORE INSERT ON game_house
BEGIN
    SELECT RAISE(ABORT, 'a Ramsch is stored as a passed game, Kontra needs a played game')
      FROM games g WHERE g.id = NEW.game_id AND g.passed <> NEW.ramsch;
END;
CREATE TRIGGER game_house_rules_update BEFORE UPDATE ON game_house
BEGIN
    SELECT RAISE(ABORT, 'a Ramsch is stored as a passed game, Kontra needs a played game')
      FROM games g WHERE g.id = NEW.game_id AND g.passed <> NEW.ramsch;
END;

-- the house fields of an old version (games_audit), same columns
CREATE TABLE game_house_audit (
    audit_id    INTEGER PRIMARY KEY REFERENCES games_audit(audit_id) ON DELETE CASCADE,
    kontra      INTEGER NOT NULL,
    kontra_by   INTEGER,
    ramsch      INTEGER NOT NULL,
    augen1      INTEGER,
    augen2      INTEGER,
    augen3      INTEGER,
    augen4      INTEGER,
    skat        INTEGER,
    last_trick  INTEGER,
    jungfrau    INTEGER NOT NULL,
    durchmarsch INTEGER,
    schieben    INTEGER NOT NULL
) STRICT;
