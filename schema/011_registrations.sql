-- 010_registrations.sql - self-registration at an open tournament (issue
-- 20): an arriving player types name and club on the /register page of
-- `skatsheet serve`; the organiser sees the queue (`attendance queue`, the
-- TUI's attendance screen) and confirms (the player is matched or created
-- and marked present for the next draw) or rejects each entry.  Decided
-- entries stay as a record (state, player, time).
CREATE TABLE registrations (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    name          TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    club          TEXT CHECK (club IS NULL OR length(club) BETWEEN 1 AND 200),
    created       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    state         TEXT NOT NULL DEFAULT 'waiting'
                  CHECK (state IN ('waiting', 'confirmed', 'rejected')),
    player_id     INTEGER REFERENCES players(id) ON DELETE SET NULL,
    decided       TEXT,
    CHECK ((state = 'waiting') = (decided IS NULL))
) STRICT;
CREATE INDEX registrations_queue ON registrations(tournament_id, state, id);
