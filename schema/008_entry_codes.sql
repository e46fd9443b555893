-- 008_entry_codes.sql - entry from the table (issue 20): the random code
-- of each table of a drawn series (app/core/entrycode.h: 8 characters
-- without look-alikes), created at the draw or on demand by
-- `series codes N`, renewed by the organiser.  A table drawn again or
-- undrawn takes its code with it (ON DELETE CASCADE).
CREATE TABLE entry_codes (
    table_id INTEGER PRIMARY KEY REFERENCES tables(id) ON DELETE CASCADE,
    code     TEXT NOT NULL
             CHECK (length(code) = 8 AND code NOT GLOB '*[^23456789ABCDEFGHJKMNPQRSTUVWXYZ]*'),
    created  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) STRICT;

-- Settings of the web front end for this database: base_url, the address
-- phones reach `skatsheet serve` at ("http://192.168.1.20:8080"), used for
-- the QR codes on the seating plan and the blank score sheets.
CREATE TABLE web_settings (
    name  TEXT PRIMARY KEY CHECK (name IN ('base_url')),
    value TEXT NOT NULL CHECK (length(value) BETWEEN 1 AND 200)
) STRICT;
