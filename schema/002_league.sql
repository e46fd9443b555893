-- 002_league.sql - team leagues and club championships (rules.md 11).
--
-- A league has divisions, teams (with a club and maybe a division) and
-- their rosters (players and substitutes; a player is in one team per
-- league).  A match day has one or more venue groups (the teams that meet
-- at one place); every venue group is an ordinary tournament
-- (tournaments.id) with series_per_matchday series, so `game add`, the TUI
-- and `series draw --separate team` work unchanged: the league copies the
-- rosters of the group's teams into teams/team_members of that tournament.
--
-- A season (club championship) is a list of ordinary tournaments (club
-- evenings) whose series are added up per player: all series, the best N
-- (the rest struck) or the average per series played.

CREATE TABLE leagues (
    id                  INTEGER PRIMARY KEY,   -- creation order
    name                TEXT NOT NULL UNIQUE
                        CHECK (length(name) BETWEEN 1 AND 200 AND name = trim(name)),
    season              INTEGER NOT NULL CHECK (season BETWEEN 1900 AND 9999),
    series_per_matchday INTEGER NOT NULL DEFAULT 3 CHECK (series_per_matchday BETWEEN 1 AND 20),
    points_per          TEXT NOT NULL DEFAULT 'matchday'
                        CHECK (points_per IN ('matchday', 'series')),
    created             TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE league_divisions (
    id        INTEGER PRIMARY KEY,
    league_id INTEGER NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
    name      TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200 AND name = trim(name)),
    UNIQUE (league_id, name),
    UNIQUE (league_id, id)
) STRICT;

CREATE TABLE league_teams (
    id          INTEGER PRIMARY KEY,
    league_id   INTEGER NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
    name        TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200 AND name = trim(name)),
    club        TEXT NOT NULL CHECK (length(club) BETWEEN 1 AND 200 AND club = trim(club)),
    division_id INTEGER,
    UNIQUE (league_id, name),
    UNIQUE (league_id, id),
    -- the division belongs to the same league
    FOREIGN KEY (league_id, division_id) REFERENCES league_divisions(league_id, id)
) STRICT;

CREATE TABLE league_roster (
    team_id    INTEGER NOT NULL,
    league_id  INTEGER NOT NULL,
    player_id  INTEGER NOT NULL REFERENCES players(id),
    substitute INTEGER NOT NULL DEFAULT 0 CHECK (substitute IN (0, 1)),
    PRIMARY KEY (team_id, player_id),
    UNIQUE (league_id, player_id),            -- one team per player and league
    FOREIGN KEY (league_id, team_id) REFERENCES league_teams(league_id, id) ON DELETE CASCADE
) STRICT;

CREATE TABLE league_matchdays (
    id        INTEGER PRIMARY KEY,
    league_id INTEGER NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
    number    INTEGER NOT NULL CHECK (number BETWEEN 1 AND 999),
    date      TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
                                   AND date(date) IS date),
    UNIQUE (league_id, number),
    UNIQUE (league_id, id)
) STRICT;

-- one venue group of a match day = one tournament
CREATE TABLE league_venues (
    id            INTEGER PRIMARY KEY,
    league_id     INTEGER NOT NULL,
    matchday_id   INTEGER NOT NULL,
    venue_no      INTEGER NOT NULL CHECK (venue_no >= 1),
    tournament_id INTEGER NOT NULL UNIQUE REFERENCES tournaments(id),
    UNIQUE (matchday_id, venue_no),
    UNIQUE (matchday_id, id),
    FOREIGN KEY (league_id, matchday_id) REFERENCES league_matchdays(league_id, id)
        ON DELETE CASCADE
) STRICT;

CREATE TABLE league_venue_teams (
    venue_id    INTEGER NOT NULL,
    matchday_id INTEGER NOT NULL,
    league_id   INTEGER NOT NULL,
    team_id     INTEGER NOT NULL,
    PRIMARY KEY (venue_id, team_id),
    UNIQUE (matchday_id, team_id),            -- a team meets at one venue per match day
    FOREIGN KEY (matchday_id, venue_id) REFERENCES league_venues(matchday_id, id)
        ON DELETE CASCADE,
    FOREIGN KEY (league_id, matchday_id) REFERENCES league_matchdays(league_id, id),
    FOREIGN KEY (league_id, team_id) REFERENCES league_teams(league_id, id)
) STRICT;

-- club championships
CREATE TABLE seasons (
    id      INTEGER PRIMARY KEY,
    name    TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 200 AND name = trim(name)),
    kind    TEXT NOT NULL DEFAULT 'championship' CHECK (kind IN ('championship')),
    best    INTEGER CHECK (best IS NULL OR best BETWEEN 1 AND 999),  -- count the best N series
    average INTEGER NOT NULL DEFAULT 0 CHECK (average IN (0, 1)),     -- rank by the average
    created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CHECK (best IS NULL OR average = 0)
) STRICT;

CREATE TABLE season_tournaments (
    season_id     INTEGER NOT NULL REFERENCES seasons(id) ON DELETE CASCADE,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    position      INTEGER NOT NULL CHECK (position >= 1),   -- order of attaching
    PRIMARY KEY (season_id, tournament_id),
    UNIQUE (season_id, position)
) STRICT;
