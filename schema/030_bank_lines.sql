-- 030_bank_lines.sql - the bank statement's lines booked (issue 39,
-- `cashier import`): a credit transfer matched to a registration by its
-- code.  Each booked line is remembered by its bank reference (CAMT's
-- AcctSvcrRef, or a hash of date, amount and purpose), so a second import
-- of an overlapping statement books nothing twice.
--
-- ref     the bank's reference of the line (at most 200 characters)
-- booked  the booking date, YYYY-MM-DD
-- ct      the amount credited, 1 ct to 1,000,000 euros
CREATE TABLE bank_lines (
    id              INTEGER PRIMARY KEY,
    tournament_id   INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    registration_id INTEGER NOT NULL REFERENCES registrations(id) ON DELETE CASCADE,
    ref             TEXT NOT NULL CHECK (length(ref) BETWEEN 1 AND 200),
    booked          TEXT NOT NULL CHECK (length(booked) = 10),
    ct              INTEGER NOT NULL CHECK (ct BETWEEN 1 AND 100000000),
    name            TEXT NOT NULL CHECK (length(name) <= 200),
    purpose         TEXT NOT NULL CHECK (length(purpose) <= 500),
    at              TEXT NOT NULL CHECK (length(at) = 20),
    UNIQUE (tournament_id, ref)
) STRICT;
CREATE INDEX bank_lines_tournament ON bank_lines(tournament_id, id);
