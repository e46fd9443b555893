-- 012_settings: defaults stored in the database, one row per key, set with
-- `skatsheet config KEY VALUE` (today: lang, the language when neither
-- --lang nor SKATSHEET_LANG is given).
CREATE TABLE settings (
    key   TEXT PRIMARY KEY CHECK (key IN ('lang')),
    value TEXT NOT NULL CHECK (
        (key = 'lang' AND value IN ('de', 'en')))
) STRICT;
