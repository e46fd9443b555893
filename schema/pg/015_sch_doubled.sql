-- 015_sch_doubled.sql - a Bavarian Schafkopf game's throw-in double is
-- derived; the list keeper's own choice is kept in doubled_set (NULL =
-- derived, 1 = --doubled, 0 = --not-doubled), in the game and in its old
-- versions (schema/015_sch_doubled.sql).
ALTER TABLE sch_games ADD COLUMN doubled_set INTEGER CHECK (doubled_set IN (0, 1));
ALTER TABLE sch_games_audit ADD COLUMN doubled_set INTEGER;

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
