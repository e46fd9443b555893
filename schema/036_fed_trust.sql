-- 036_fed_trust.sql - secrets that never travel (issue 37, part 8).
--
-- At a venue: sync_links.device_key, the device's Ed25519 private key (its
-- 32-byte seed as 64 hex digits), made at the pull; it never leaves the
-- venue's database (a link of an older version has none: the next pull
-- makes it).  A link is one hub's match day (part 7): a second hub for
-- the same match day keeps a link of its own, and a venue group belongs
-- to each link that covers it (sync_groups' key: tournament and link).
-- SQLite cannot drop a UNIQUE constraint: the three tables are rebuilt,
-- children first dropped, so no cascade deletes a row; PostgreSQL alters
-- them.
-- @sqlite
CREATE TABLE sync_links_new (
    id         INTEGER PRIMARY KEY,
    hub        TEXT NOT NULL CHECK (length(hub) BETWEEN 1 AND 400),
    code       TEXT NOT NULL CHECK (length(code) = 16),
    device     TEXT NOT NULL CHECK (length(device) = 32),
    league_id  INTEGER NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
    matchday   INTEGER NOT NULL CHECK (matchday BETWEEN 1 AND 999),
    venue_uid  TEXT NOT NULL CHECK (length(venue_uid) = 32),
    pulled     TEXT NOT NULL,
    acked      INTEGER NOT NULL DEFAULT 0 CHECK (acked >= 0),
    pushed     TEXT,
    waiting    TEXT CHECK (waiting IS NULL OR length(waiting) BETWEEN 2 AND 1000000),
    waiting_at TEXT,
    device_key TEXT CHECK (device_key IS NULL OR length(device_key) = 64),
    UNIQUE (league_id, matchday, hub)
) STRICT;
INSERT INTO sync_links_new (id, hub, code, device, league_id, matchday, venue_uid, pulled,
                            acked, pushed, waiting, waiting_at)
    SELECT id, hub, code, device, league_id, matchday, venue_uid, pulled, acked, pushed,
           waiting, waiting_at FROM sync_links;
CREATE TABLE sync_groups_new (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    link_id       INTEGER NOT NULL REFERENCES sync_links_new(id) ON DELETE CASCADE,
    venue_no      INTEGER NOT NULL CHECK (venue_no BETWEEN 1 AND 999),
    PRIMARY KEY (tournament_id, link_id)
) STRICT;
INSERT INTO sync_groups_new (tournament_id, link_id, venue_no)
    SELECT tournament_id, link_id, venue_no FROM sync_groups;
CREATE TABLE outbox_new (
    link_id INTEGER NOT NULL REFERENCES sync_links_new(id) ON DELETE CASCADE,
    seq     INTEGER NOT NULL CHECK (seq >= 1),
    entity  TEXT NOT NULL CHECK (length(entity) BETWEEN 1 AND 100),
    body    TEXT NOT NULL,
    hash    TEXT NOT NULL CHECK (length(hash) = 64),
    created TEXT NOT NULL,
    PRIMARY KEY (link_id, seq)
) STRICT;
INSERT INTO outbox_new (link_id, seq, entity, body, hash, created)
    SELECT link_id, seq, entity, body, hash, created FROM outbox;
DROP TABLE outbox;
DROP TABLE sync_groups;
DROP TABLE sync_links;
ALTER TABLE sync_links_new RENAME TO sync_links;
ALTER TABLE sync_groups_new RENAME TO sync_groups;
ALTER TABLE outbox_new RENAME TO outbox;
-- @pg
ALTER TABLE sync_links ADD COLUMN device_key TEXT COLLATE "C"
    CHECK (device_key IS NULL OR length(device_key) = 64);
ALTER TABLE sync_links DROP CONSTRAINT sync_links_league_id_matchday_key;
ALTER TABLE sync_links ADD CONSTRAINT sync_links_league_id_matchday_hub_key
    UNIQUE (league_id, matchday, hub);
ALTER TABLE sync_groups DROP CONSTRAINT sync_groups_pkey;
ALTER TABLE sync_groups ADD CONSTRAINT sync_groups_pkey PRIMARY KEY (tournament_id, link_id);
-- @end

-- At the hub: fed_keys, the device a code enrolled and its public key.  A
-- code enrols one device, once (another device or another key with the
-- same code is refused); every push is signed with the device's private
-- key and checked against its public key.  The hub keeps public keys and
-- the codes' SHA-256 only, so a copy of its database cannot push for any
-- venue.  A revoked code's device pushes no more.

CREATE TABLE fed_keys (
    code_id  INTEGER PRIMARY KEY REFERENCES fed_codes(id) ON DELETE CASCADE,
    device   TEXT NOT NULL CHECK (length(device) = 32),
    pubkey   TEXT NOT NULL CHECK (length(pubkey) = 64),
    enrolled TEXT NOT NULL
) STRICT;
CREATE INDEX fed_keys_device ON fed_keys(device, code_id);

-- The officials' page /fed keeps a leader's or captain's session in a
-- cookie (HttpOnly, SameSite=Strict; Secure behind HTTPS): fed_sessions
-- holds the SHA-256 of its random token only, the code it was opened
-- with and until when it holds.  A revoked code's sessions end with it.
CREATE TABLE fed_sessions (
    hash    TEXT PRIMARY KEY CHECK (length(hash) = 64),
    code_id INTEGER NOT NULL REFERENCES fed_codes(id) ON DELETE CASCADE,
    created TEXT NOT NULL,
    expires TEXT NOT NULL
) STRICT;
CREATE INDEX fed_sessions_code ON fed_sessions(code_id);
