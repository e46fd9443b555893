-- 031_mail.sql - `register mail` (issue 39 part 7): a registration's mail
-- address, the club's SMTP server in `config` (smtp_url, smtp_user,
-- smtp_password, smtp_tls, mail_from), and the log of what was sent (a
-- registration's code is mailed once unless asked again).
ALTER TABLE registrations ADD COLUMN mail TEXT
    CHECK (mail IS NULL OR length(mail) BETWEEN 3 AND 254);
-- SQLite changes a CHECK by rebuilding the table; PostgreSQL alters the
-- CHECKs (named by 029).
-- @sqlite
CREATE TABLE settings_new (
    key   TEXT PRIMARY KEY CHECK (key IN ('lang', 'tz', 'payee', 'iban', 'bic', 'smtp_url',
                                          'smtp_user', 'smtp_password', 'smtp_tls', 'mail_from')),
    value TEXT NOT NULL CHECK (
        (key = 'lang' AND value IN ('de', 'en'))
        OR (key = 'tz' AND length(value) BETWEEN 1 AND 64)
        OR (key = 'payee' AND length(value) BETWEEN 1 AND 70)
        OR (key = 'iban' AND length(value) BETWEEN 15 AND 34)
        OR (key = 'bic' AND length(value) IN (8, 11))
        OR (key = 'smtp_url' AND length(value) BETWEEN 8 AND 300)
        OR (key IN ('smtp_user', 'smtp_password') AND length(value) BETWEEN 1 AND 300)
        OR (key = 'smtp_tls' AND value IN ('required', 'try'))
        OR (key = 'mail_from' AND length(value) BETWEEN 3 AND 254))
) STRICT;
INSERT INTO settings_new(key, value) SELECT key, value FROM settings;
DROP TABLE settings;
ALTER TABLE settings_new RENAME TO settings;
-- @pg
ALTER TABLE settings DROP CONSTRAINT IF EXISTS settings_key_check;
ALTER TABLE settings DROP CONSTRAINT IF EXISTS settings_value_check;
ALTER TABLE settings ADD CONSTRAINT settings_key_check
    CHECK (key IN ('lang', 'tz', 'payee', 'iban', 'bic', 'smtp_url', 'smtp_user',
                   'smtp_password', 'smtp_tls', 'mail_from'));
ALTER TABLE settings ADD CONSTRAINT settings_value_check CHECK (
    (key = 'lang' AND value IN ('de', 'en'))
    OR (key = 'tz' AND length(value) BETWEEN 1 AND 64)
    OR (key = 'payee' AND length(value) BETWEEN 1 AND 70)
    OR (key = 'iban' AND length(value) BETWEEN 15 AND 34)
    OR (key = 'bic' AND length(value) IN (8, 11))
    OR (key = 'smtp_url' AND length(value) BETWEEN 8 AND 300)
    OR (key IN ('smtp_user', 'smtp_password') AND length(value) BETWEEN 1 AND 300)
    OR (key = 'smtp_tls' AND value IN ('required', 'try'))
    OR (key = 'mail_from' AND length(value) BETWEEN 3 AND 254));
-- @end
CREATE TABLE mail_log (
    id              INTEGER PRIMARY KEY,
    tournament_id   INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    registration_id INTEGER NOT NULL REFERENCES registrations(id) ON DELETE CASCADE,
    address         TEXT NOT NULL CHECK (length(address) BETWEEN 3 AND 254),
    sent            TEXT NOT NULL CHECK (length(sent) = 24),
    attachments     INTEGER NOT NULL CHECK (attachments BETWEEN 1 AND 2)
) STRICT;
CREATE INDEX mail_log_reg ON mail_log(registration_id, id);
