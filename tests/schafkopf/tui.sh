#!/usr/bin/env bash
# A Schafkopf evening of two tables entered through the TUI (tmux): each
# game typed on the entry line with a live preview, a refused game with
# the rule shown, an edit and a delete; then the list PDF, the standings
# and the settlement are checked against figures computed by hand.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
DB=$(new_db sk)
TUI_ROWS=40 TUI_TERM=xterm
. "$(dirname "$0")/../tui/lib_tui.sh"
M=$(printf '\xe2\x88\x92')

sk init >/dev/null
for p in Anna Bernd Carla Dora Emil Franz Gerda Hans; do sk player add "$p" >/dev/null; done
sk tournament create Abend --game schafkopf --date 2026-11-23 >/dev/null
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bernd\n1,1,3,Carla\n1,1,4,Dora\n1,2,1,Emil\n1,2,2,Franz\n1,2,3,Gerda\n1,2,4,Hans\n' > "$TMP/seats.csv"
sk import seats "$TMP/seats.csv" >/dev/null || { t_fail setup "seats"; exit 0; }

# type SESSION LINE: the entry line, character by character (literal)
type_line() { keys "$1" -l "$2"; }
q() { db_sql "$DB" "$1"; }

# ---- table 1: Anna Bernd Carla Dora ----
start t1 "$SK" --db "$DB" tui -t Abend --series 1 --table 1
expect "table 1 opens with the Schafkopf entry line" t1 "table 1" "Game 1 (dealer Anna):" "type the game"
type_line t1 "r 1 3 e 60"
expect "live preview: each player's result" t1 "Rufspiel mit der Eichel-Sau:  Anna ${M}20  Bernd +20  Carla ${M}20  Dora +20"
keys t1 Enter
expect "game 1 saved" t1 "game 1 saved" "Game 2 (dealer Bernd):"
type_line t1 "s 2 h 95 l3"
expect "preview of a Farbsolo with Schneider and 3 Laufende" t1 "Anna ${M}90  Bernd +270  Carla ${M}90  Dora ${M}90"
keys t1 Enter
type_line t1 "w 4 50 k1"
expect "preview of a lost Wenz with one Klopfer" t1 "Anna +100  Bernd +100  Carla +100  Dora ${M}300"
keys t1 Enter
expect "three games" t1 "3 of 32 games" "Game 4 (dealer Dora):"
# correct game 1: 70 Augen, not 60
keys t1 Up Up Up Enter
expect "game 1 loaded for editing" t1 "Edit game 1" "ruf 1 3 eichel 60"
keys t1 BSpace BSpace
type_line t1 "70"
expect "edit preview" t1 "Anna +20  Bernd ${M}20  Carla +20  Dora ${M}20"
keys t1 Enter
expect "game 1 changed" t1 "game 1 changed"
# a fourth game entered by mistake, then deleted
type_line t1 "s 1 e 70"
keys t1 Enter
expect "game 4 saved" t1 "game 4 saved"
keys t1 Up DC
expect "delete asks" t1 "Delete the selected game? y/n"
keys t1 y
expect "game 4 deleted" t1 "game 4 deleted"
expect_line "table 1 totals: Anna +30 Bernd +350 Carla +30 Dora -410" t1 " *total" " total +30 +350 +30 ${M}410"
expect_row "the list: dealer, game, party and Augen in their own columns" t1 1 "1 Anna Rufspiel mit der Eichel-Sau Anna + Carla 70 +20"
expect_row "a lost game says so, the party alone" t1 3 "3 Carla Wenz (lost) Dora alone 50"
keys t1 q
expect "the TUI ends" t1 "TUI-EXIT 0"

# ---- table 2: Emil Franz Gerda Hans ----
start t2 "$SK" --db "$DB" tui -t Abend --series 1 --table 2
expect "table 2 opens" t2 "table 2" "Game 1 (dealer Emil):"
type_line t2 "r 2 4 g 61"
keys t2 Enter
type_line t2 "s 1 e 120 sw t l4"
expect "Tout preview" t2 "Farbsolo Eichel, Tout:  Emil +540  Franz ${M}180  Gerda ${M}180  Hans ${M}180"
keys t2 Enter
type_line t2 "r 1 1 e 70"
expect "an impossible game: the rule shown" t2 "not valid: partner"
keys t2 Enter
expect "not saved" t2 "not saved: partner"
keys t2 Escape
type_line t2 "r 3 1 s 40"
keys t2 Enter
expect "table 2: three games" t2 "3 of 32 games"
keys t2 Tab
expect "standings in the TUI" t2 "Standings" Emil "+500"
expect "the standings say provisional (issue 29)" t2 "PROVISIONAL: 6 of 64 games"
keys t2 Tab
# m on the empty entry line: the money screen shows the settlement of
# `skatsheet money` (both tables: points x 1 ct, checked by hand below)
keys t2 m
expect "m opens the Schafkopf money screen" t2 "Abend - money" "Schafkopf (bayerisch), 1 ct per point" \
    "sum: 0 ct (zero-sum)"
expect_line "money: Emil +500 points, 5.00 euros" t2 " *1\\. " "1. Emil +500 +500 5.00"
expect_line "money: Anna and Carla share rank 3" t2 " *3= *Anna" "3= Anna +30 +30 0.30"
expect_line "money: Dora pays 4.10" t2 " *8\\. " "8. Dora -410 -410 -4.10"
# who pays whom (issue 29 item 8): the largest debtor to the largest
# creditor, seven payments for eight players; each player's payments add up
# to his balance (Emil 4.10 + 0.90, Hans 0.90 + 0.30 + 0.20, ...)
expect "money: who pays whom" t2 "Who pays whom:" "Dora pays Emil 4.10 euros" "Gerda pays Bernd 2.20 euros" \
    "Franz pays Bernd 1.30 euros" "Hans pays Emil 0.90 euros" "Hans pays Anna 0.30 euros" \
    "Hans pays Carla 0.20 euros" "Franz pays Carla 0.10 euros"
keys t2 Right
expect "Right: series 1 alone" t2 "Abend - money of series 1" "sum: 0 ct (zero-sum)"
keys t2 Escape
expect "Esc goes back to the table" t2 "Game 4 (dealer Hans):"
keys t2 q
expect "the TUI ends (table 2)" t2 "TUI-EXIT 0"

# ---- the database, the reports ----
[ "$(q "SELECT count(*) FROM sch_games g JOIN tables t ON t.id = g.table_id JOIN series s ON s.id = t.series_id JOIN tournaments u ON u.id = s.tournament_id WHERE u.name = 'Abend'")" = 6 ] && t_ok "six games stored" || t_fail "six games stored" "$(q 'SELECT count(*) FROM sch_games')"
[ "$(q 'SELECT count(*) FROM sch_games WHERE p1+p2+p3+p4 <> 0')" = 0 ] && t_ok "every game sums to 0" || t_fail "zero-sum"
[ "$(q 'SELECT count(*) FROM sch_games_audit')" = 2 ] && t_ok "the edit and the delete are in the history" || t_fail "history" "$(q 'SELECT action, game_no FROM sch_games_audit')"
check "check: clean" 0 --out "ok: 6 games" -- sk check -t Abend
# hand-computed: Emil 500 (1 solo), Bernd 350 (1 solo), Anna 30, Carla 30,
# Franz -140, Hans -140, Gerda -220, Dora -410
check "standings by hand" 0 --out '1,Emil,,500,500,1,500' --out '2,Bernd,,350,350,1,350' \
    --out '3,Anna,,30,30,0,30' --out '3,Carla,,30,30,0,30' --out '5,Franz,,-140,-140,0,-140' \
    --out '5,Hans,,-140,-140,0,-140' --out '7,Gerda,,-220,-220,0,-220' \
    --out '8,Dora,,-410,-410,0,-410' -- sk standings -t Abend --format csv
check "settlement by hand" 0 --out 'Emil,500,500' --out 'Dora,-410,-410' --out 'Gerda,-220,-220' \
    -- sk money -t Abend --format csv
check "settlement: zero-sum" 0 --out "sum: 0 ct" --out "+5.00" --out "${M}4.10" -- sk money -t Abend
check "list PDF of the evening" 0 --out "$TMP/list.pdf geschrieben (2 Tische)" -- sk sheet pdf "$TMP/list.pdf" -t Abend --series 1 --lang de
pdftotext -layout "$TMP/list.pdf" "$TMP/list.txt" 2>/dev/null
check "list PDF: two pages, the games as said, the totals" 0 --out "Seite 2 von 2" \
    --out "mit der Eichel-Sau" --out "mit der Gras-Sau" --out "Farbsolo Eichel" --out "Tout, 4 L." \
    -- cat "$TMP/list.txt"
check "list PDF: table 1 total row" 0 --out "Summe 30 350 30 ${M}410" -- sh -c "grep Summe '$TMP/list.txt' | tr -s ' '"
check "list PDF: table 2 total row" 0 --out "Summe 500 ${M}140 ${M}220 ${M}140" -- sh -c "grep Summe '$TMP/list.txt' | tr -s ' '"

# ---- the throw-in double follows a deletion in the TUI (A.5.4 point 3) ----
sk tournament create Wurf --game schafkopf --rules doubled_after_throw_in=yes >/dev/null
sk import seats -t Wurf "$TMP/seats.csv" >/dev/null
start t3 "$SK" --db "$DB" tui -t Wurf --series 1 --table 1
expect "Wurf: table 1 opens" t3 "Game 1 (dealer Anna):"
type_line t3 "z"
keys t3 Enter
expect "a thrown-in deal" t3 "game 1 saved"
type_line t3 "r 1 3 e 70"
expect "the preview doubles game 2" t3 "Anna +40  Bernd ${M}40  Carla +40  Dora ${M}40"
keys t3 Enter
expect "game 2 saved doubled" t3 "game 2 saved"
keys t3 Up Up DC
expect "delete game 1 asks" t3 "Delete the selected game? y/n"
keys t3 y
expect "game 1 deleted" t3 "game 1 deleted"
keys t3 q
expect "the TUI ends (Wurf)" t3 "TUI-EXIT 0"
[ "$(q "SELECT p1 || '/' || doubled FROM sch_games g JOIN tables t ON t.id = g.table_id JOIN series s ON s.id = t.series_id JOIN tournaments u ON u.id = s.tournament_id WHERE u.name = 'Wurf' AND g.game_no = 2")" = "20/0" ] \
    && t_ok "after the TUI's deletion game 2 is single again (+20)" \
    || t_fail "game 2 after the deletion" "$(q "SELECT g.game_no, p1, doubled FROM sch_games g JOIN tables t ON t.id = g.table_id JOIN series s ON s.id = t.series_id JOIN tournaments u ON u.id = s.tournament_id WHERE u.name = 'Wurf'" | tr '\n' ' ')" "$(screen t3 | tail -5 | tr '\n' ' ')"
