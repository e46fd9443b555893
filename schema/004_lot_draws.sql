-- 004_lot_draws.sql - which drawing each lot position came from.
--
-- A lot orders a tie only when one drawing placed every tied player
-- (rules.md 10).  Positions were kept per player alone, so after a second
-- lot for part of a group, positions from two drawings could together seem
-- to cover a later three-way tie.  Each `standings lot` now gets its own
-- draw number (1, 2, ... per scope); positions recorded before this
-- version count as one drawing (0), as they did.
ALTER TABLE standings_lots ADD COLUMN draw INTEGER NOT NULL DEFAULT 0 CHECK (draw >= 0);
