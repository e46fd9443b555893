#!/usr/bin/env bash
# skatsheet demo: creates the database, reproducible with --seed, every game
# valid (checked again by re-importing into empty tables), mixed tables.
. "$(dirname "$0")/../lib.sh"
A=$TMP/a.db; B=$TMP/b.db; C=$TMP/c.db
check "demo creates the database" 0 --out "demo tournament 'Demo-Turnier'" --out "24 players" \
    --out "3 series" --out "database: $A (created)" -- "$SK" --db "$A" demo --seed 5
check "demo tournament shown" 0 --out "series 1: 6 tables, 22 players" \
    --out "series 2: 6 tables, 23 players" --out "series 3: 6 tables, 21 players" \
    -- "$SK" --db "$A" tournament show
check "mixed 4- and 3-tables" 0 --out "(4 players)" --out "(3 players)" \
    -- "$SK" --db "$A" series show 1
check "umlauts in names" 0 --out "ü" -- "$SK" --db "$A" player list
"$SK" --db "$B" demo --seed 5 >/dev/null
"$SK" --db "$C" demo --seed 6 >/dev/null
"$SK" --db "$A" export games "$TMP/a.csv" >/dev/null
"$SK" --db "$B" export games "$TMP/b.csv" >/dev/null
"$SK" --db "$C" export games "$TMP/c.csv" >/dev/null
cmp -s "$TMP/a.csv" "$TMP/b.csv" && t_ok "same seed: same games" || t_fail "same seed: same games"
cmp -s "$TMP/a.csv" "$TMP/c.csv" && t_fail "other seed: other games" || t_ok "other seed: other games"
"$SK" --db "$A" player list >"$TMP/pa"; "$SK" --db "$B" player list >"$TMP/pb"
cmp -s "$TMP/pa" "$TMP/pb" && t_ok "same seed: same players" || t_fail "same seed: same players"

# every game valid: the stored rows re-imported through the validating path
sqlite3 "$B" "PRAGMA foreign_keys=ON; DELETE FROM games;"
check "every demo game passes validation" 0 --out "imported 792 games" \
    -- "$SK" --db "$B" import games "$TMP/a.csv"
n=$(sqlite3 "$A" "SELECT count(*) FROM games")
[ "$n" = 792 ] && t_ok "all 792 games recorded" || t_fail "792 games" "got $n"
mix=$(sqlite3 "$A" "SELECT sum(passed), sum(contract='grand'), sum(contract='null'), sum(hand),
                           sum(won=0), sum(overbid) FROM games")
IFS='|' read -r passed grand null hand lost overbid <<<"$mix"
if [ "$passed" -gt 10 ] && [ "$grand" -gt 80 ] && [ "$null" -gt 20 ] && [ "$hand" -gt 30 ] \
   && [ "$lost" -gt 100 ] && [ "$overbid" -gt 5 ]; then t_ok "a believable mix ($mix)"
else t_fail "a believable mix" "passed|grand|null|hand|lost|overbid = $mix"; fi

# a second demo in the same database: a second tournament, players reused
check "demo again: second tournament" 0 --out "Demo-Turnier 2" -- "$SK" --db "$A" demo --seed 5
np=$(sqlite3 "$A" "SELECT count(*) FROM players")
[ "$np" = 24 ] && t_ok "demo again: players reused" || t_fail "demo again: players reused" "got $np"

check "demo with 22 players and 2 series" 0 --out "22 players" \
    -- "$SK" --db "$TMP/d.db" demo --players 22 --series 2
check "demo: 5 players refused" 3 --err "cannot be seated" -- "$SK" --db "$TMP/e.db" demo --players 5
[ -e "$TMP/e.db" ] && t_fail "refused demo creates no file" || t_ok "refused demo creates no file"
check "demo: bad option" 2 -- "$SK" --db "$TMP/e.db" demo --players x
