-- 039_rating.sql - the unofficial rating switched on or off (issue 40;
-- docs/rankings.md "The unofficial rating").
--
-- rating_switch.club  a club's name (players.club), or '' for every club
--                     without a row of its own; no row at all: off
CREATE TABLE rating_switch (
    club    TEXT PRIMARY KEY CHECK (length(club) <= 200 AND club = trim(club)),
    enabled INTEGER NOT NULL CHECK (enabled IN (0, 1))
) STRICT;
