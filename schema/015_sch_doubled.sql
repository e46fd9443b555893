-- 015_sch_doubled.sql - the throw-in double of a Bavarian Schafkopf game is
-- derived, never stored as a fact (issue 29; rules-house-schafkopf.md A.5.4
-- point 3): whether a game is doubled follows from the thrown-in deals
-- before it at its table, and the program recomputes it (and the results)
-- on every edit, deletion and import.  What the list keeper decides by hand
-- is kept: doubled_set NULL = derived, 1 = --doubled, 0 = --not-doubled
-- (the pending double is used up by that game).  sch_games.doubled stays the
-- derived state the stored results were computed with.
ALTER TABLE sch_games ADD COLUMN doubled_set INTEGER CHECK (doubled_set IN (0, 1));
ALTER TABLE sch_games_audit ADD COLUMN doubled_set INTEGER;

-- @sqlite
DROP TRIGGER sch_games_audit_update;
DROP TRIGGER sch_games_audit_delete;

CREATE TRIGGER sch_games_audit_update AFTER UPDATE ON sch_games
BEGIN
    INSERT INTO sch_games_audit(action, game_id, table_id, game_no, contract, suit, called,
        declarer, partner, augen, result, schneider, schwarz, tout, sie, laufende, lauf_side,
        klopfer, kontra, doubled, doublings, losers, jungfrau, durchmarsch, p1, p2, p3, p4, entered,
        doubled_set)
    VALUES ('edit', OLD.id, OLD.table_id, OLD.game_no, OLD.contract, OLD.suit, OLD.called,
        OLD.declarer, OLD.partner, OLD.augen, OLD.result, OLD.schneider, OLD.schwarz, OLD.tout,
        OLD.sie, OLD.laufende, OLD.lauf_side, OLD.klopfer, OLD.kontra, OLD.doubled, OLD.doublings,
        OLD.losers, OLD.jungfrau, OLD.durchmarsch, OLD.p1, OLD.p2, OLD.p3, OLD.p4, OLD.entered,
        OLD.doubled_set);
END;

CREATE TRIGGER sch_games_audit_delete AFTER DELETE ON sch_games
BEGIN
    INSERT INTO sch_games_audit(action, game_id, table_id, game_no, contract, suit, called,
        declarer, partner, augen, result, schneider, schwarz, tout, sie, laufende, lauf_side,
        klopfer, kontra, doubled, doublings, losers, jungfrau, durchmarsch, p1, p2, p3, p4, entered,
        doubled_set)
    VALUES ('delete', OLD.id, OLD.table_id, OLD.game_no, OLD.contract, OLD.suit, OLD.called,
        OLD.declarer, OLD.partner, OLD.augen, OLD.result, OLD.schneider, OLD.schwarz, OLD.tout,
        OLD.sie, OLD.laufende, OLD.lauf_side, OLD.klopfer, OLD.kontra, OLD.doubled, OLD.doublings,
        OLD.losers, OLD.jungfrau, OLD.durchmarsch, OLD.p1, OLD.p2, OLD.p3, OLD.p4, OLD.entered,
        OLD.doubled_set);
END;
-- @pg
CREATE OR REPLACE FUNCTION sch_games_audit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO sch_games_audit(action, game_id, table_id, game_no, contract, suit, called,
        declarer, partner, augen, result, schneider, schwarz, tout, sie, laufende, lauf_side,
        klopfer, kontra, doubled, doublings, losers, jungfrau, durchmarsch, p1, p2, p3, p4, entered,
        doubled_set)
    VALUES (CASE TG_OP WHEN 'UPDATE' THEN 'edit' ELSE 'delete' END,
        OLD.id, OLD.table_id, OLD.game_no, OLD.contract, OLD.suit, OLD.called,
        OLD.declarer, OLD.partner, OLD.augen, OLD.result, OLD.schneider, OLD.schwarz, OLD.tout,
        OLD.sie, OLD.laufende, OLD.lauf_side, OLD.klopfer, OLD.kontra, OLD.doubled, OLD.doublings,
        OLD.losers, OLD.jungfrau, OLD.durchmarsch, OLD.p1, OLD.p2, OLD.p3, OLD.p4, OLD.entered,
        OLD.doubled_set);
    RETURN NULL;
END;
$$;
-- @end
