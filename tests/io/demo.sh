#!/usr/bin/env bash
# skatsheet demo: creates the database, reproducible with --seed, every game
# valid (checked again by re-importing into empty tables), mixed tables.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
A=$(new_db a); B=$(new_db b); C=$(new_db c)
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
db_sql "$B" "DELETE FROM games"
check "every demo game passes validation" 0 --out "imported 792 games" \
    -- "$SK" --db "$B" import games "$TMP/a.csv"
n=$(db_sql "$A" "SELECT count(*) FROM games")
[ "$n" = 792 ] && t_ok "all 792 games recorded" || t_fail "792 games" "got $n"
mix=$(db_sql "$A" "SELECT sum(passed), sum(CASE WHEN contract = 'grand' THEN 1 ELSE 0 END),
                          sum(CASE WHEN contract = 'null' THEN 1 ELSE 0 END), sum(hand),
                          sum(CASE WHEN won = 0 THEN 1 ELSE 0 END), sum(overbid) FROM games")
IFS='|' read -r passed grand null hand lost overbid <<<"$mix"
if [ "$passed" -gt 10 ] && [ "$grand" -gt 80 ] && [ "$null" -gt 20 ] && [ "$hand" -gt 30 ] \
   && [ "$lost" -gt 100 ] && [ "$overbid" -gt 5 ]; then t_ok "a believable mix ($mix)"
else t_fail "a believable mix" "passed|grand|null|hand|lost|overbid = $mix"; fi

# a second demo in the same database: a second tournament, players reused
check "demo again: second tournament" 0 --out "Demo-Turnier 2" -- "$SK" --db "$A" demo --seed 5
np=$(db_sql "$A" "SELECT count(*) FROM players")
[ "$np" = 24 ] && t_ok "demo again: players reused" || t_fail "demo again: players reused" "got $np"

check "demo with 22 players and 2 series" 0 --out "22 players" \
    -- "$SK" --db "$(new_db d)" demo --players 22 --series 2
E=$(new_db e)
check "demo: 5 players refused" 3 --err "cannot be seated" -- "$SK" --db "$E" demo --players 5
if [ "$ENGINE" = sqlite ]; then
    [ -e "$E" ] && t_fail "refused demo creates no file" || t_ok "refused demo creates no file"
else
    [ "$(db_sql "$E" "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")" = 0 ] &&
        t_ok "refused demo creates no schema" || t_fail "refused demo creates no schema"
fi
check "demo: bad option" 2 -- "$SK" --db "$E" demo --players x
