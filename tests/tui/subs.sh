#!/usr/bin/env bash
# tests/tui/subs.sh - the TUI names who sat in a seat at the cursor's game
# when its player changed (game sub): the column heads and the dealer of
# the prompt, in tmux; W records a substitution from the highlighted game
# on (as game sub), a refusal on the status line and nothing stored.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
DB=$(new_db subs)
. "$(dirname "$0")/lib_tui.sh"
tui_db Anna Bernd Carla Dieter Xaver Yvonne
sk tournament create Liga --games4 20 >/dev/null
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bernd\n1,1,3,Carla\n1,1,4,Dieter\n' \
    >"$TMP/seats.csv"
sk import seats "$TMP/seats.csv" >/dev/null
sk game sub --series 1 --table 1 --seat 2 --from-game 17 Xaver >/dev/null
start T "'$SK'" --db "'$DB'" tui --series 1 --table 1
# game 1 (no game recorded yet): Bernd's seat, Anna deals
expect "game 1: Bernd in seat 2" T "|2 Bernd" "Game 1 (seat 1 Anna deals"
# down to game 18: Xaver sits in seat 2 and deals (a 4-table: (18 - 1) % 4 + 1 = 2)
for i in $(seq 1 17); do keys T Down; done
expect "game 18: Xaver in seat 2" T "|2 Xaver" "Game 18 (seat 2 Xaver deals and sits out)"
if screen T | grep -qF "|2 Bernd"; then t_fail "game 18: Bernd's name gone" "$(screen T)"
else t_ok "game 18: Bernd's name gone"; fi
# W at game 10: the prompt, then a player seated elsewhere is refused
for i in $(seq 1 8); do keys T Up; done
expect "help line names W" T "W substitution"
before=$(db_sum "$DB")
keys T W
expect "W prompts at game 10" T "Substitution from game 10 on: seat and player (e.g. 2 Xaver): _"
keys T -l "3 Dieter"
keys T Enter
expect "W: Dieter refused" T "no substitution: player 'Dieter' is seated at table 1, seat 4 of series 1"
after=$(db_sum "$DB")
if [ "$before" = "$after" ]; then t_ok "W refused: database unchanged"
else t_fail "W refused: database unchanged" "$before" "$after"; fi
keys T Escape
expect "Esc: no substitution" T "no substitution"
keys T W
keys T -l "9 Yvonne"
keys T Enter
expect "W: seat 9 refused" T "substitution: type the seat (1-4) and the player, e.g. '2 Xaver'"
keys T Escape
# W, 3 Yvonne: stored from game 10 on, the head shows her at game 10
keys T W
keys T -l "3 Yvonne"
keys T Enter
expect "W: Yvonne from game 10" T "seat 3: Yvonne plays from game 10 on" "|3 Yvonne"
got=$(db_sql "$DB" "SELECT s.seat, s.from_game, p.name FROM seat_subs s JOIN players p ON p.id = s.player_id ORDER BY s.seat, s.from_game")
want=$'2|17|Xaver\n3|10|Yvonne'
if [ "$got" = "$want" ]; then t_ok "W stored the substitution"
else t_fail "W stored the substitution" "got: $got" "want: $want"; fi
keys T Up
expect "game 9: Carla still in seat 3" T "|3 Carla"
keys T q

# German: the help line, the prompt and the answer
start D "'$SK'" --db "'$DB'" --lang de tui --series 1 --table 1
expect "de: help line" D "W Spielerwechsel"
for i in $(seq 1 4); do keys D Down; done
keys D W
expect "de: prompt" D "Spielerwechsel ab Spiel 5: Platz und Spieler (z. B. 2 Xaver): _"
keys D -l "1 Yvonne"
keys D Enter
expect "de: refusal" D "kein Spielerwechsel: "
keys D Escape
keys D q
