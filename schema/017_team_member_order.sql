-- 017_team_member_order.sql - the order of a tournament team's members,
-- as they were entered (a team import's line, a league roster, a player
-- moved in at the end), in a column of its own: until now only SQLite's
-- rowid kept it, and PostgreSQL has no such thing.  A new member gets the
-- team's highest position + 1 (members entered together share one and
-- follow each other by player id, as their rowids did).  Rows stored
-- before this version keep their order (their rowid).
ALTER TABLE team_members ADD COLUMN position INTEGER NOT NULL DEFAULT 0 CHECK (position >= 0);
UPDATE team_members SET position = rowid;
