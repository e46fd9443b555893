-- 019_fed_ids.sql - global identities for what travels between databases
-- (schema/019_fed_ids.sql).  A new row's uid: 32 lower-case hex digits of
-- gen_random_uuid() (PostgreSQL 13 and later; 122 random bits), set by a
-- BEFORE INSERT trigger where the writer gives none, as SQLite's AFTER
-- INSERT triggers do.
ALTER TABLE players ADD COLUMN uid TEXT COLLATE "C" CHECK (uid IS NULL OR length(uid) = 32);
ALTER TABLE players ADD COLUMN publish INTEGER NOT NULL DEFAULT 0 CHECK (publish IN (0, 1));
ALTER TABLE tournaments ADD COLUMN uid TEXT COLLATE "C" CHECK (uid IS NULL OR length(uid) = 32);
ALTER TABLE leagues ADD COLUMN uid TEXT COLLATE "C" CHECK (uid IS NULL OR length(uid) = 32);
ALTER TABLE league_teams ADD COLUMN uid TEXT COLLATE "C" CHECK (uid IS NULL OR length(uid) = 32);

CREATE FUNCTION sk_new_uid() RETURNS text LANGUAGE sql VOLATILE
    AS $$ SELECT replace(gen_random_uuid()::text, '-', '') $$;

UPDATE players SET uid = sk_new_uid();
UPDATE tournaments SET uid = sk_new_uid();
UPDATE leagues SET uid = sk_new_uid();
UPDATE league_teams SET uid = sk_new_uid();

CREATE UNIQUE INDEX players_uid ON players(uid);
CREATE UNIQUE INDEX tournaments_uid ON tournaments(uid);
CREATE UNIQUE INDEX leagues_uid ON leagues(uid);
CREATE UNIQUE INDEX league_teams_uid ON league_teams(uid);

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
