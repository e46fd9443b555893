-- 029_settings_tz.sql - `config tz` (issue 36): the time zone the times a
-- person reads are shown in (app/io/tzsetup.h); the database itself keeps
-- UTC.  A zone name of the system's time zone database (Europe/Berlin).
-- SQLite changes a CHECK by rebuilding the table; PostgreSQL alters the
-- CHECKs (018 made the table as settings_new: its CHECKs keep that name).
-- @sqlite
CREATE TABLE settings_new (
    key   TEXT PRIMARY KEY CHECK (key IN ('lang', 'tz', 'payee', 'iban', 'bic')),
    value TEXT NOT NULL CHECK (
        (key = 'lang' AND value IN ('de', 'en'))
        OR (key = 'tz' AND length(value) BETWEEN 1 AND 64)
        OR (key = 'payee' AND length(value) BETWEEN 1 AND 70)
        OR (key = 'iban' AND length(value) BETWEEN 15 AND 34)
        OR (key = 'bic' AND length(value) IN (8, 11)))
) STRICT;
INSERT INTO settings_new(key, value) SELECT key, value FROM settings;
DROP TABLE settings;
ALTER TABLE settings_new RENAME TO settings;
-- @pg
ALTER TABLE settings DROP CONSTRAINT IF EXISTS settings_new_key_check;
ALTER TABLE settings DROP CONSTRAINT IF EXISTS settings_new_value_check;
ALTER TABLE settings DROP CONSTRAINT IF EXISTS settings_new_check;
ALTER TABLE settings DROP CONSTRAINT IF EXISTS settings_key_check;
ALTER TABLE settings DROP CONSTRAINT IF EXISTS settings_value_check;
ALTER TABLE settings ADD CONSTRAINT settings_key_check
    CHECK (key IN ('lang', 'tz', 'payee', 'iban', 'bic'));
ALTER TABLE settings ADD CONSTRAINT settings_value_check CHECK (
    (key = 'lang' AND value IN ('de', 'en'))
    OR (key = 'tz' AND length(value) BETWEEN 1 AND 64)
    OR (key = 'payee' AND length(value) BETWEEN 1 AND 70)
    OR (key = 'iban' AND length(value) BETWEEN 15 AND 34)
    OR (key = 'bic' AND length(value) IN (8, 11)));
-- @end
