-- 012_league_provisional.sql - a league setting (issue 16): the match
-- points of a venue group whose series are not complete are shown as
-- provisional ('show', every league before this version) or withheld from
-- the league table until the group is complete ('withhold').
ALTER TABLE leagues ADD COLUMN provisional TEXT NOT NULL DEFAULT 'show'
    CHECK (provisional IN ('show', 'withhold'));
