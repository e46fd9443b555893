-- 021_fed_sync.sql - pull, push and review (issue 27, items 2-4).
--
-- At a venue (a laptop with its own database):
--  sync_links   one per match day pulled from a hub: the hub's address, the
--               venue's code (the venue needs it to push), this database's
--               device uid, and how far the hub has acknowledged
--  sync_groups  the venue groups (tournaments) the link covers: every write
--               to them goes into the outbox in the same transaction
--  outbox       the changes in order (seq per link), each the new state of
--               one thing in the exchange format (docs/exchange-format.md,
--               "Push") with the SHA-256 of its canonical form
--
-- At the hub:
--  fed_devices  what each venue device has delivered (the highest seq)
--  fed_changes  every change received, once (device, seq): a change sent
--               again with the same hash is acknowledged and changes nothing
--  fed_origin   where the hub's version of a seating or a game came from
--               (a push, an official, a decided review): a later push that
--               differs from a version of an earlier push goes to review
--  fed_pushes   one row per push stored
--  fed_attempts every push, pull and confirmation asked for, refused or
--               not: when, from where, with which code, the answer
--  fed_reviews  the review queue: both versions and why it is there
-- Times are UTC text written by the program.
CREATE TABLE sync_links (
    id        INTEGER PRIMARY KEY,
    hub       TEXT NOT NULL CHECK (length(hub) BETWEEN 1 AND 400),
    code      TEXT NOT NULL CHECK (length(code) = 16),
    device    TEXT NOT NULL CHECK (length(device) = 32),
    league_id INTEGER NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
    matchday  INTEGER NOT NULL CHECK (matchday BETWEEN 1 AND 999),
    venue_uid TEXT NOT NULL CHECK (length(venue_uid) = 32),
    pulled    TEXT NOT NULL,
    acked     INTEGER NOT NULL DEFAULT 0 CHECK (acked >= 0),
    pushed    TEXT,
    UNIQUE (league_id, matchday)
) STRICT;

CREATE TABLE sync_groups (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments(id) ON DELETE CASCADE,
    link_id       INTEGER NOT NULL REFERENCES sync_links(id) ON DELETE CASCADE,
    venue_no      INTEGER NOT NULL CHECK (venue_no BETWEEN 1 AND 999)
) STRICT;

CREATE TABLE outbox (
    link_id INTEGER NOT NULL REFERENCES sync_links(id) ON DELETE CASCADE,
    seq     INTEGER NOT NULL CHECK (seq >= 1),
    entity  TEXT NOT NULL CHECK (length(entity) BETWEEN 1 AND 100),
    body    TEXT NOT NULL,
    hash    TEXT NOT NULL CHECK (length(hash) = 64),
    created TEXT NOT NULL,
    PRIMARY KEY (link_id, seq)
) STRICT;

CREATE TABLE fed_devices (
    id       INTEGER PRIMARY KEY,
    venue_id INTEGER NOT NULL REFERENCES venues(id) ON DELETE CASCADE,
    device   TEXT NOT NULL CHECK (length(device) = 32),
    last_seq INTEGER NOT NULL DEFAULT 0 CHECK (last_seq >= 0),
    UNIQUE (venue_id, device)
) STRICT;

CREATE TABLE fed_pushes (
    id        INTEGER PRIMARY KEY,
    device_id INTEGER NOT NULL REFERENCES fed_devices(id) ON DELETE CASCADE,
    code_id   INTEGER NOT NULL REFERENCES fed_codes(id) ON DELETE CASCADE,
    received  TEXT NOT NULL,
    first_seq INTEGER NOT NULL,
    last_seq  INTEGER NOT NULL,
    applied   INTEGER NOT NULL,
    same      INTEGER NOT NULL,
    review    INTEGER NOT NULL
) STRICT;

CREATE TABLE fed_changes (
    device_id INTEGER NOT NULL REFERENCES fed_devices(id) ON DELETE CASCADE,
    seq       INTEGER NOT NULL CHECK (seq >= 1),
    hash      TEXT NOT NULL CHECK (length(hash) = 64),
    push_id   INTEGER NOT NULL REFERENCES fed_pushes(id) ON DELETE CASCADE,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    entity    TEXT NOT NULL,
    outcome   TEXT NOT NULL CHECK (outcome IN ('applied', 'same', 'review')),
    review_id INTEGER,
    PRIMARY KEY (device_id, seq)
) STRICT;

CREATE TABLE fed_origin (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    entity        TEXT NOT NULL,
    hash          TEXT NOT NULL CHECK (length(hash) = 64),
    source        TEXT NOT NULL CHECK (source IN ('push', 'official', 'review')),
    push_id       INTEGER REFERENCES fed_pushes(id) ON DELETE SET NULL,
    PRIMARY KEY (tournament_id, entity)
) STRICT;

CREATE TABLE fed_attempts (
    id      INTEGER PRIMARY KEY,
    at      TEXT NOT NULL,
    remote  TEXT NOT NULL,
    route   TEXT NOT NULL,
    code_id INTEGER REFERENCES fed_codes(id) ON DELETE SET NULL,
    status  INTEGER NOT NULL,
    reason  TEXT NOT NULL
) STRICT;
CREATE INDEX fed_attempts_at ON fed_attempts(at);

CREATE TABLE fed_reviews (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    entity        TEXT NOT NULL,
    kind          TEXT NOT NULL CHECK (kind IN ('correction', 'official', 'player', 'held')),
    current       TEXT,
    proposed      TEXT,
    why           TEXT NOT NULL,
    source        TEXT NOT NULL,
    code_id       INTEGER REFERENCES fed_codes(id) ON DELETE SET NULL,
    created       TEXT NOT NULL,
    state         TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'accepted', 'rejected')),
    decided       TEXT,
    decided_by    TEXT,
    reason        TEXT,
    CHECK ((state = 'open') = (decided IS NULL))
) STRICT;
CREATE INDEX fed_reviews_open ON fed_reviews(tournament_id, state);
