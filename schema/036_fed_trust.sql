-- 036_fed_trust.sql - secrets that never travel (issue 37, part 8).
--
-- At a venue: sync_links.device_key, the device's Ed25519 private key (its
-- 32-byte seed as 64 hex digits), made at the pull; it never leaves the
-- venue's database (a link of an older version has none: the next pull
-- makes it).
--
-- At the hub: fed_keys, the device a code enrolled and its public key.  A
-- code enrols one device, once (another device or another key with the
-- same code is refused); every push is signed with the device's private
-- key and checked against its public key.  The hub keeps public keys and
-- the codes' SHA-256 only, so a copy of its database cannot push for any
-- venue.  A revoked code's device pushes no more.
ALTER TABLE sync_links ADD COLUMN device_key TEXT
    CHECK (device_key IS NULL OR length(device_key) = 64);

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
