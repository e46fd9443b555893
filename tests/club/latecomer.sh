#!/usr/bin/env bash
# A latecomer (issue 36): a player marked present while a series is drawn
# or played joins from the next series not drawn yet, and `attendance add`
# says so; `check` then expects them there and nowhere earlier.  With every
# series drawn the player cannot join: refused, database unchanged.
# engines: sqlite postgresql
. "$TESTS_DIR/lib.sh"
DB=$(new_db t)
S() { "$SK" --db "$DB" "$@"; }

S init >/dev/null
for p in Anna Bert Carl Dora Emil Fritz Gert Hans; do S player add "$p" >/dev/null; done
S tournament create Abend --series 3 >/dev/null
S attendance add Anna Bert Carl Dora Emil Fritz >/dev/null
check "before any draw: present from series 1, nothing said" 0 \
    --out "1 player present in 'Abend' (7 marked present)" --no-out "joins from" \
    -- S attendance add Gert
S attendance remove Gert >/dev/null
S series draw 1 >/dev/null

check "series 1 drawn: Gert joins from series 2, and is told" 0 \
    --out "1 player present in 'Abend' (7 marked present)" \
    --out "Gert joins from series 2: series 1 is drawn already" -- S attendance add Gert
check "the list: Gert late, from series 2" 0 --out "from series 2 (late)" -- S attendance list
check "check: no attendance problem in series 1 (Gert not expected there)" 1 \
    --no-out "Gert" --no-out "has no table" --out "games missing" -- S check
check "a player already seated keeps the first series seated (no 'joins from')" 0 \
    --no-out "joins from" -- S attendance add Anna
check "Anna: still every series" 0 --out "every series" -- S attendance list
check "in German" 0 --out "Gert spielt ab Serie 2 mit: Serie 1 ist schon ausgelost" \
    --no-out "joins" -- S --lang de attendance add Gert
S series draw 2 >/dev/null
check "series 2 drawn: Gert is seated in series 2" 0 --out "Gert" -- S series show 2
check "--from still chooses by hand" 0 --out "from series 3" -- S attendance add Hans --from 3
S attendance remove Hans >/dev/null
S series draw 3 >/dev/null

# every series drawn: a newcomer can join none
sum=$(db_sum "$DB")
check "every series drawn: refused, naming the player and the rule" 3 \
    --err "player 'Hans' cannot join: every series of the tournament (1 to 3) is drawn and the player is seated in none" \
    -- S attendance add Hans
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "the refusal leaves the database unchanged" \
    || t_fail "the refusal changed the database"
check "the refusal in German" 3 --err "Spieler 'Hans' kann nicht mehr mitspielen" \
    -- S --lang de attendance add Hans
