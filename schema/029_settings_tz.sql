-- 029_settings_tz.sql - `config tz` (issue 36): the time zone the times a
-- person reads are shown in (app/io/tzsetup.h); the database itself keeps
-- UTC.  A zone name of the system's time zone database (Europe/Berlin).
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
