#!/usr/bin/env bash
# tests/tui/subs.sh - the TUI names who sat in a seat at the cursor's game
# when its player changed (game sub): the column heads and the dealer of
# the prompt, in tmux.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
DB=$(new_db subs)
. "$(dirname "$0")/lib_tui.sh"
tui_db Anna Bernd Carla Dieter Xaver
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
keys T q
