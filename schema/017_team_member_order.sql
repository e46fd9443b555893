-- 017_team_member_order.sql - the order of a tournament team's members,
-- as they were entered (a team import's line, a league roster, a player
-- moved in at the end), in a column of its own: until now only SQLite's
-- rowid kept it, and PostgreSQL has no such thing.  A new member gets the
-- team's highest position + 1 (members entered together share one and
-- follow each other by player id, as their rowids did).  Rows stored
-- before this version keep their order (their rowid).
ALTER TABLE team_members ADD COLUMN position INTEGER NOT NULL DEFAULT 0 CHECK (position >= 0);
-- Rows stored before: SQLite's rowid is their order; PostgreSQL keeps no
-- insertion order, its rows are numbered by team and player id.
-- @sqlite
UPDATE team_members SET position = rowid;
-- @pg
UPDATE team_members m SET position = r.n
  FROM (SELECT team_id, player_id, row_number() OVER (ORDER BY team_id, player_id) AS n
          FROM team_members) r
 WHERE r.team_id = m.team_id AND r.player_id = m.player_id;
-- @end
