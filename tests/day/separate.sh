#!/usr/bin/env bash
# engines: sqlite postgresql
# Club separation at check-in (issue 39, part 4): a seat given at the door
# beside a player of the same club is one the organiser is told of (the
# free seats did not allow another), naming the table and the club; at
# closing the seating keeps the club apart at least as well as a plain
# draw of the same players (seat swaps between tables, each move listed),
# and the tables still holding players of one club are named.
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db sep)
S() { "$SK" --db "$DB" "$@"; }

S init >/dev/null
for p in N1 N2 N3; do S player add $p >/dev/null; done
for p in A1 A2 A3 A4 A5; do S player add $p --club "SC Blau" >/dev/null; done
S tournament create Trennung --date 2026-10-03 >/dev/null
S checkin open --series 1 --seed 13 --tables 2 --separate club >/dev/null
for p in N1 N2 N3 A1 A2; do S checkin add $p >/dev/null; done
check "a seat beside a club mate: the organiser is told" 0 \
    --out "A3 (no. 6) checked in: series 1, table 2, seat 3 (warning: table 2: A1, A3 of the club 'SC Blau' sit at one table: the free seats did not allow them apart)" \
    -- S checkin add A3
S checkin add A4 >/dev/null
check "German" 0 --out "Warnung: Tisch 2:" --out "des Vereins 'SC Blau'" -- S --lang de checkin add A5
# the door filled table 2 with four of SC Blau (6 pairs); a plain draw of
# these 8 players has 3 + 2 (4 pairs): closing swaps one of them
S checkin close --series 1 > close.txt
grep -q "A1 moves from table 2, seat 1 to table 1, seat 1" close.txt && grep -q "N3 moves from table 1, seat 1 to table 2, seat 1" close.txt &&
    t_ok "closing: one swap, both moves listed" || t_fail "closing" "$(cat close.txt)"
grep -q "warning: table 1: A1, A2 of the club 'SC Blau' sit at one table: no seating of these players keeps the club apart better" close.txt &&
    grep -q "warning: table 2: A4, A3, A5 of the club 'SC Blau'" close.txt &&
    t_ok "closing: the tables the field cannot keep apart are named" || t_fail "warnings" "$(cat close.txt)"
# never worse than a plain draw of the same players (series draw, the same seed)
DB2=$(new_db plain)
"$SK" --db "$DB2" init >/dev/null
for p in N1 N2 N3; do "$SK" --db "$DB2" player add $p >/dev/null; done
for p in A1 A2 A3 A4 A5; do "$SK" --db "$DB2" player add $p --club "SC Blau" >/dev/null; done
"$SK" --db "$DB2" tournament create Plain >/dev/null
"$SK" --db "$DB2" series draw 1 --seed 13 --separate club >/dev/null
S series show 1 > door.txt
"$SK" --db "$DB2" series show 1 > plain.txt
pairs() { /usr/bin/python3 -c '
import sys, itertools
tabs, t = [], None
for line in open(sys.argv[1]):
    if line.startswith("table "): tabs.append([])
    elif line.strip().startswith("seat ") and tabs: tabs[-1].append("SC Blau" in line)
print(sum(1 for t in tabs for a, b in itertools.combinations(t, 2) if a and b))' "$1"; }
door=$(pairs door.txt); plain=$(pairs plain.txt)
[ "$door" = 4 ] && [ "$door" -le "$plain" ] && t_ok "the door's seating: $door same-club pairs, a plain draw $plain" ||
    t_fail "door $door pairs, plain draw $plain" "$(cat door.txt plain.txt)"
