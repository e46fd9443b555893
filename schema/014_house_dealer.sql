-- 014_house_dealer.sql - the 4-table dealer check of a game row under house
-- rules where the same dealer can deal again (issue 17;
-- rules-house-schafkopf.md B.4.7, ramsch_grand_hand_uses_game=no: after a
-- Grand Hand played instead of a Ramsch the same dealer deals again).  Then
-- the rotation is not the dealer of every game: only the replay of the
-- table's list knows it (app/ops/housetable.c), and the writes check it
-- there inside the same transaction.  Every other tournament keeps the
-- rotation check of 003 unchanged.
DROP TRIGGER games_table_rules_insert;
DROP TRIGGER games_table_rules_update;

CREATE TRIGGER games_table_rules_insert BEFORE INSERT ON games
BEGIN
    SELECT CASE
        WHEN NEW.game_no > (CASE t.size WHEN 4 THEN u.games4 ELSE u.games3 END)
            THEN RAISE(ABORT, 'game number outside the series length')
        WHEN NEW.declarer > t.size
            THEN RAISE(ABORT, 'declarer is not a seat of this table')
        WHEN t.size = 4 AND NEW.declarer = (u.first_dealer - 1 + (NEW.game_no - 1) % 4) % 4 + 1
             AND instr(',' || coalesce(u.house_settings, '') || ',',
                       ',ramsch_grand_hand_uses_game=no,') = 0
            THEN RAISE(ABORT, 'declarer deals this game: at a 4-table the dealer sits out')
        END
      FROM tables t JOIN series s ON s.id = t.series_id JOIN tournaments u ON u.id = s.tournament_id
     WHERE t.id = NEW.table_id;
END;

CREATE TRIGGER games_table_rules_update BEFORE UPDATE ON games
BEGIN
    SELECT CASE
        WHEN NEW.game_no > (CASE t.size WHEN 4 THEN u.games4 ELSE u.games3 END)
            THEN RAISE(ABORT, 'game number outside the series length')
        WHEN NEW.declarer > t.size
            THEN RAISE(ABORT, 'declarer is not a seat of this table')
        WHEN t.size = 4 AND NEW.declarer = (u.first_dealer - 1 + (NEW.game_no - 1) % 4) % 4 + 1
             AND instr(',' || coalesce(u.house_settings, '') || ',',
                       ',ramsch_grand_hand_uses_game=no,') = 0
            THEN RAISE(ABORT, 'declarer deals this game: at a 4-table the dealer sits out')
        END
      FROM tables t JOIN series s ON s.id = t.series_id JOIN tournaments u ON u.id = s.tournament_id
     WHERE t.id = NEW.table_id;
END;
