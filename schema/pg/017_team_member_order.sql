-- 017_team_member_order.sql - the order of a tournament team's members as
-- they were entered (schema/017_team_member_order.sql).  PostgreSQL keeps
-- no insertion order: rows stored before this version are numbered by
-- team and player id.
ALTER TABLE team_members ADD COLUMN position INTEGER NOT NULL DEFAULT 0 CHECK (position >= 0);
UPDATE team_members m SET position = r.n
  FROM (SELECT team_id, player_id, row_number() OVER (ORDER BY team_id, player_id) AS n
          FROM team_members) r
 WHERE r.team_id = m.team_id AND r.player_id = m.player_id;
