-- 019_fed_ids.sql - global identities for what travels between databases
-- (issue 27; docs/exchange-format.md).
--
-- Integer row ids are local to one database: two venues' player 17 are two
-- people.  Whatever leaves a database (an export, the match day a venue
-- pulls, the results it pushes) is named by a global identity instead:
--  - uid: 32 lower-case hex digits (128 random bits), given to every
--    player, tournament, league and league team when it is created here
--    (the triggers below) and carried along when it is imported or
--    pulled, so the same row has the same uid in every database;
--  - the federation's member number, player_info.member_no (schema 018;
--    the form of member_no_check, app/core/scan.h): where a player has one
--    it is the player's identity, whatever the uid says.
-- players.publish: the player agreed to appear by name in published
-- results (skatsheet publish); 0 = initials only.
ALTER TABLE players ADD COLUMN uid TEXT CHECK (uid IS NULL OR length(uid) = 32);
ALTER TABLE players ADD COLUMN publish INTEGER NOT NULL DEFAULT 0 CHECK (publish IN (0, 1));
ALTER TABLE tournaments ADD COLUMN uid TEXT CHECK (uid IS NULL OR length(uid) = 32);
ALTER TABLE leagues ADD COLUMN uid TEXT CHECK (uid IS NULL OR length(uid) = 32);
ALTER TABLE league_teams ADD COLUMN uid TEXT CHECK (uid IS NULL OR length(uid) = 32);

-- A uid: SQLite's 16 random bytes in hex; PostgreSQL's gen_random_uuid()
-- (PostgreSQL 13 and later; 122 random bits) without its dashes.
-- @sqlite
UPDATE players SET uid = lower(hex(randomblob(16)));
UPDATE tournaments SET uid = lower(hex(randomblob(16)));
UPDATE leagues SET uid = lower(hex(randomblob(16)));
UPDATE league_teams SET uid = lower(hex(randomblob(16)));
-- @pg
CREATE FUNCTION sk_new_uid() RETURNS text LANGUAGE sql VOLATILE
    AS $$ SELECT replace(gen_random_uuid()::text, '-', '') $$;

UPDATE players SET uid = sk_new_uid();
UPDATE tournaments SET uid = sk_new_uid();
UPDATE leagues SET uid = sk_new_uid();
UPDATE league_teams SET uid = sk_new_uid();
-- @end

CREATE UNIQUE INDEX players_uid ON players(uid);
CREATE UNIQUE INDEX tournaments_uid ON tournaments(uid);
CREATE UNIQUE INDEX leagues_uid ON leagues(uid);
CREATE UNIQUE INDEX league_teams_uid ON league_teams(uid);

-- A new row's uid where the writer gives none: SQLite's AFTER INSERT
-- triggers set it by an UPDATE, PostgreSQL's BEFORE INSERT into NEW.
-- @sqlite
CREATE TRIGGER players_uid_new AFTER INSERT ON players WHEN NEW.uid IS NULL
BEGIN
    UPDATE players SET uid = lower(hex(randomblob(16))) WHERE id = NEW.id;
END;
CREATE TRIGGER tournaments_uid_new AFTER INSERT ON tournaments WHEN NEW.uid IS NULL
BEGIN
    UPDATE tournaments SET uid = lower(hex(randomblob(16))) WHERE id = NEW.id;
END;
CREATE TRIGGER leagues_uid_new AFTER INSERT ON leagues WHEN NEW.uid IS NULL
BEGIN
    UPDATE leagues SET uid = lower(hex(randomblob(16))) WHERE id = NEW.id;
END;
CREATE TRIGGER league_teams_uid_new AFTER INSERT ON league_teams WHEN NEW.uid IS NULL
BEGIN
    UPDATE league_teams SET uid = lower(hex(randomblob(16))) WHERE id = NEW.id;
END;
-- @pg
CREATE FUNCTION sk_uid_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.uid IS NULL THEN
        NEW.uid := sk_new_uid();
    END IF;
    RETURN NEW;
END;
$$;
CREATE TRIGGER players_uid_new BEFORE INSERT ON players
    FOR EACH ROW EXECUTE FUNCTION sk_uid_new();
CREATE TRIGGER tournaments_uid_new BEFORE INSERT ON tournaments
    FOR EACH ROW EXECUTE FUNCTION sk_uid_new();
CREATE TRIGGER leagues_uid_new BEFORE INSERT ON leagues
    FOR EACH ROW EXECUTE FUNCTION sk_uid_new();
CREATE TRIGGER league_teams_uid_new BEFORE INSERT ON league_teams
    FOR EACH ROW EXECUTE FUNCTION sk_uid_new();
-- @end
