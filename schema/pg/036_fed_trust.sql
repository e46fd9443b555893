-- 036_fed_trust.sql - secrets that never travel, a venue that recovers
-- (issue 37, parts 7 and 8); PostgreSQL's, by hand: SQLite's rebuilds
-- sync_links, sync_groups and outbox (a UNIQUE constraint cannot be
-- dropped there), PostgreSQL alters them.  See schema/036_fed_trust.sql.
ALTER TABLE sync_links ADD COLUMN device_key TEXT COLLATE "C"
    CHECK (device_key IS NULL OR length(device_key) = 64);
ALTER TABLE sync_links DROP CONSTRAINT sync_links_league_id_matchday_key;
ALTER TABLE sync_links ADD CONSTRAINT sync_links_league_id_matchday_hub_key
    UNIQUE (league_id, matchday, hub);
ALTER TABLE sync_groups DROP CONSTRAINT sync_groups_pkey;
ALTER TABLE sync_groups ADD CONSTRAINT sync_groups_pkey PRIMARY KEY (tournament_id, link_id);


CREATE TABLE fed_keys (
    code_id  BIGINT PRIMARY KEY REFERENCES fed_codes(id) ON DELETE CASCADE,
    device   TEXT COLLATE "C" NOT NULL CHECK (length(device) = 32),
    pubkey   TEXT COLLATE "C" NOT NULL CHECK (length(pubkey) = 64),
    enrolled TEXT COLLATE "C" NOT NULL
);
CREATE INDEX fed_keys_device ON fed_keys(device, code_id);

CREATE TABLE fed_sessions (
    hash    TEXT COLLATE "C" PRIMARY KEY CHECK (length(hash) = 64),
    code_id BIGINT NOT NULL REFERENCES fed_codes(id) ON DELETE CASCADE,
    created TEXT COLLATE "C" NOT NULL,
    expires TEXT COLLATE "C" NOT NULL
);
CREATE INDEX fed_sessions_code ON fed_sessions(code_id);
