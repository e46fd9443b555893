-- 028_cash_moves.sql - the cash desk's own steps beside the fees (issue
-- 39): money given back (a refund) and an overpayment the organiser keeps
-- as a donation.  A refund is no waived fee: the fee stays what it was,
-- the money leaves the Kasse.  Each row names a player or a registration
-- not checked in (its transfer).
--
-- kind    'refund' (money given back) or 'donation' (an overpayment kept)
-- ct      the amount, 1 ct to 1,000,000 euros
-- method  how it moved: 'cash' (from the box) or 'transfer'
CREATE TABLE cash_moves (
    id              INTEGER PRIMARY KEY,
    tournament_id   INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    player_id       INTEGER REFERENCES players(id) ON DELETE CASCADE,
    registration_id INTEGER REFERENCES registrations(id) ON DELETE CASCADE,
    kind            TEXT NOT NULL CHECK (kind IN ('refund', 'donation')),
    ct              INTEGER NOT NULL CHECK (ct BETWEEN 1 AND 100000000),
    method          TEXT NOT NULL CHECK (method IN ('cash', 'transfer')),
    at              TEXT NOT NULL CHECK (length(at) = 20),
    CHECK (player_id IS NOT NULL OR registration_id IS NOT NULL)
) STRICT;
CREATE INDEX cash_moves_tournament ON cash_moves(tournament_id, id);
