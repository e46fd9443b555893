-- 038_desk_overpaid.sql - cash handed over at the desk above the entry fee
-- (issue 39): 20 euros given for a 12 euro fee leaves 8 euros above it.
-- Like a transfer above the fee it is kept and shown until the organiser
-- decides: given back as change (a refund in cash, cash_moves) or kept as
-- a donation (cash_moves).  One row per handing over.
--
-- ct      the cash above the fee, 1 ct to 1,000,000 euros
CREATE TABLE desk_overpaid (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    player_id     INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    ct            INTEGER NOT NULL CHECK (ct BETWEEN 1 AND 100000000),
    at            TEXT NOT NULL CHECK (length(at) = 20)
) STRICT;
CREATE INDEX desk_overpaid_tournament ON desk_overpaid(tournament_id, id);
