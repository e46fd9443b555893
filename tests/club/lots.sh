#!/usr/bin/env bash
# lots drawn by the program: standings lot --draw [--seed S] for a named tie
# or every tie still shared; reproducible by seed; the standings PDF marks
# ranks decided by lot.
# engines: sqlite postgresql
. "$TESTS_DIR/lib.sh"
DB=$(new_db t)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in Anna Bert Carl Dora Emil Frida; do S player add "$p" >/dev/null; done
S tournament create T --games3 3 >/dev/null
S series draw 1 --seed 1 >/dev/null
# two 3-tables: at each, seat 1 wins clubs with 1 (74), the others 0: two
# ties of 2 (the winners) and of 4 (the others)
for t in 1 2; do
    S game add --series 1 --table $t --declarer 1 clubs --with 1 --points 70 >/dev/null
    S game add --series 1 --table $t --passed >/dev/null
    S game add --series 1 --table $t --passed >/dev/null
done
w1=$(db_sql "$DB" "SELECT p.name FROM seats x JOIN tables t ON t.id = x.table_id JOIN players p ON p.id = x.player_id WHERE t.table_no = 1 AND x.seat = 1")
w2=$(db_sql "$DB" "SELECT p.name FROM seats x JOIN tables t ON t.id = x.table_id JOIN players p ON p.id = x.player_id WHERE t.table_no = 2 AND x.seat = 1")
check "two ties shared" 0 --out "1,$w1,1,0,24,50,0,74" --out "1,$w2,1,0,24,50,0,74" -- S standings --format csv

sum=$(db_sum "$DB")
check "--draw with one player" 2 --err "at least two" -- S standings lot --draw "$w1"
check "--seed without --draw" 2 --err "--seed goes with --draw" -- S standings lot "$w1" "$w2" --seed 3
check "bad seed" 2 --err "--seed must be a whole number" -- S standings lot --draw --seed x "$w1" "$w2"
others=$(db_sql "$DB" "SELECT name FROM players WHERE name NOT IN ('$w1', '$w2') ORDER BY id" | paste -sd' ')
check "--draw of players not tied" 3 --err "are not tied" -- S standings lot --draw "$w1" $others
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused draws change nothing" || t_fail "refused draws changed the database"

COPY=$(db_copy "$DB" copy)
check "draw the winners' tie" 0 --out "lot recorded for the tournament ranking:" \
    --out "drawn by the program, seed 7" -- S standings lot --draw --seed 7 "$w1" "$w2"
first=$(S standings --format csv | sed -n 2p | cut -d, -f2)
"$SK" --db "$COPY" standings lot --draw --seed 7 "$w2" "$w1" >/dev/null
first2=$("$SK" --db "$COPY" standings --format csv | sed -n 2p | cut -d, -f2)
[ "$first" = "$first2" ] && [ -n "$first" ] && t_ok "the same seed draws the same order (named in any order)" \
    || t_fail "same seed, same order" "$first / $first2"
check "the winners now ranked 1 and 2 by lot" 0 --out '"rank":2,"shared":false,"by_lot":true' -- S standings --format json
check "draw the other tie" 0 --out "lot recorded for the tournament ranking:" --out "seed 11" \
    -- S standings lot --draw --seed 11 $others
check "ranks 1 to 6" 0 --out "   6." --no-out "   5.    " -- S standings
if command -v pdftotext >/dev/null; then
    S export pdf "$TMP/s.pdf" --lang de >/dev/null
    txt=$(pdftotext -layout "$TMP/s.pdf" - 2>/dev/null)
    n=$(printf '%s\n' "$txt" | grep -cE '^ *[1-6]\* ')
    [ "$n" = 6 ] && printf '%s' "$txt" | grep -q "\* durch Los" \
        && t_ok "the PDF marks ranks decided by lot" || t_fail "PDF lot marks" "$n" "$txt"
fi
