-- 020_fed_venues.sql - a league across venues (issue 27): the places where
-- match days are played and the access codes of the federation hub.
--
-- venues: a league's places (a club's room, a pub).  The division leader
-- assigns each venue group of a match day to one (league_venues.place_id).
--
-- fed_codes: who may do what at the hub, by code.  Only the SHA-256 of a
-- code is stored (app/io/fedcrypt.c; the code itself is printed once when
-- it is made); revoked codes stay as a record.
--   venue    one venue on one match day: pull that match day's venue
--            groups at the venue and push their results, nothing else
--   captain  a team's captain: confirm the results of venue groups the
--            team played in
--   leader   a division leader (division NULL: the whole league): review,
--            confirm, release, correct
-- Times are UTC text written by the program (YYYY-MM-DDTHH:MM:SS.mmmZ).
CREATE TABLE venues (
    id        INTEGER PRIMARY KEY,
    league_id INTEGER NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
    uid       TEXT NOT NULL UNIQUE CHECK (length(uid) = 32),
    name      TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    address   TEXT CHECK (address IS NULL OR length(address) BETWEEN 1 AND 400),
    UNIQUE (league_id, name)
) STRICT;

ALTER TABLE league_venues ADD COLUMN place_id INTEGER REFERENCES venues(id) ON DELETE SET NULL;

CREATE TABLE fed_codes (
    id          INTEGER PRIMARY KEY,
    league_id   INTEGER NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
    kind        TEXT NOT NULL CHECK (kind IN ('venue', 'captain', 'leader')),
    venue_id    INTEGER REFERENCES venues(id) ON DELETE CASCADE,
    matchday_id INTEGER REFERENCES league_matchdays(id) ON DELETE CASCADE,
    team_id     INTEGER REFERENCES league_teams(id) ON DELETE CASCADE,
    division_id INTEGER REFERENCES league_divisions(id) ON DELETE CASCADE,
    label       TEXT NOT NULL CHECK (length(label) BETWEEN 1 AND 200),
    hash        TEXT NOT NULL UNIQUE CHECK (length(hash) = 64),
    created     TEXT NOT NULL,
    revoked     TEXT,
    CHECK (kind <> 'venue' OR (venue_id IS NOT NULL AND matchday_id IS NOT NULL
                               AND team_id IS NULL AND division_id IS NULL)),
    CHECK (kind <> 'captain' OR (team_id IS NOT NULL AND venue_id IS NULL
                                 AND matchday_id IS NULL AND division_id IS NULL)),
    CHECK (kind <> 'leader' OR (venue_id IS NULL AND matchday_id IS NULL AND team_id IS NULL))
) STRICT;
-- one valid code per venue and match day, and per team
CREATE UNIQUE INDEX fed_codes_venue ON fed_codes(venue_id, matchday_id)
    WHERE kind = 'venue' AND revoked IS NULL;
CREATE UNIQUE INDEX fed_codes_captain ON fed_codes(team_id)
    WHERE kind = 'captain' AND revoked IS NULL;
