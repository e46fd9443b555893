#!/usr/bin/env bash
# The TUI's attendance screen adds a new player by the name typed (n, the
# name, Enter), as `player add` + `attendance add` do: the name rule and
# the likely-duplicate check, present from series 1 before a draw, from
# the next series not drawn yet as a latecomer, refused once every series
# is drawn (issue 36).  Esc cancels the name.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
DB=$(new_db tui)
. "$(dirname "$0")/lib_tui.sh"
tui_db Anna Bert Carl
sk tournament create Neu --series 2 --games3 3 >/dev/null || { t_fail setup "tournament create"; exit 0; }
pres() { # the series a player is present from ("" not present)
    db_sql "$DB" "SELECT a.from_series FROM attendance a JOIN players p ON p.id = a.player_id
                  JOIN tournaments u ON u.id = a.tournament_id WHERE u.name = 'Neu' AND p.name = '$1'"
}

start A "$SK" --db "$DB" tui -t Neu
expect "the series level offers attendance" A "a who is here"
keys A a
expect "the attendance screen offers n" A "Neu - who is here (0 present)" "n new player"
keys A n
expect "n asks for the name" A "New player: _"
keys A "Emil Ernst"
expect "the name as typed" A "New player: Emil Ernst_"
keys A Enter
expect "Enter adds and marks present" A "new player 'Emil Ernst' present" "who is here (1 present)"
[ "$(pres 'Emil Ernst')" = 1 ] && t_ok "Emil Ernst present from series 1 in the database" \
    || t_fail "Emil Ernst present from series 1 in the database" "$(pres 'Emil Ernst')"

# Backspace and Esc
keys A n "Xy" BSpace BSpace "Zed" Escape
expect "Esc cancels the name" A "no player added"
[ -z "$(db_sql "$DB" "SELECT name FROM players WHERE name IN ('Zed', 'Xy', 'XZed')")" ] \
    && t_ok "a cancelled name adds nobody" || t_fail "a cancelled name adds nobody"

# a likely duplicate is refused as `player add` refuses it; nothing changes
sum=$(db_sum "$DB")
keys A n "emil ernst" Enter
expect "a likely duplicate is refused" A "Emil Ernst"
expect "the refusal names the rule" A "differs from"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "the refused duplicate leaves the database" \
    || t_fail "the refused duplicate leaves the database" "$(screen A | tail -2)"
keys A Escape

# a latecomer after series 1 is drawn joins series 2
keys A Home
for p in Anna Bert; do sk attendance add "$p" -t Neu >/dev/null; done
sk series draw 1 -t Neu --seed 1 >/dev/null || t_fail "draw series 1" "draw failed"
sleep 1.5
keys A n "Frieda" Enter
expect "a latecomer joins the next series not drawn" A \
    "new player 'Frieda' present from series 2: series 1 is drawn already"
[ "$(pres Frieda)" = 2 ] && t_ok "Frieda present from series 2 in the database" \
    || t_fail "Frieda present from series 2 in the database" "$(pres Frieda)"

# every series drawn: refused, nobody added
sk series draw 2 -t Neu --seed 1 >/dev/null || t_fail "draw series 2" "draw failed"
sleep 1.5
sum=$(db_sum "$DB")
keys A n "Gustav" Enter
expect "every series drawn: refused" A \
    "player 'Gustav' cannot join: every series of the tournament (1 to 2) is drawn and the player is seated in none"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "the refusal adds nobody" || t_fail "the refusal adds nobody"
keys A Escape Escape q
expect "q leaves" A "TUI-EXIT 0"

# German
start D "$SK" --db "$DB" --lang de tui -t Neu
expect "German: the series level" D "Neu"
keys D a n
expect "German: the prompt" D "Neuer Spieler: _" 
keys D Escape
expect "German: cancelled" D "kein Spieler angelegt"
keys D Escape q
expect "German: q leaves" D "TUI-EXIT 0"
