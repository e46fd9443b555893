#!/usr/bin/env bash
# The unofficial rating (docs/rankings.md "The unofficial rating"): off
# until switched on, per club; Elo on each series' result at its table,
# worked by hand below; labelled inoffiziell / unofficial.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_rank.sh"
export SKATSHEET_DB=$(new_db rt)
"$SK" init >/dev/null
for p in A B C; do "$SK" player add "$p" >/dev/null; done
"$SK" player edit A --club "SC Nord" >/dev/null
"$SK" tournament create T --date 2027-01-01 --series 2 >/dev/null
printf 'series,table,seat,player\n1,1,1,A\n1,1,2,B\n1,1,3,C\n2,1,1,A\n2,1,2,B\n2,1,3,C\n' > "$TMP/s.csv"
"$SK" import seats "$TMP/s.csv" >/dev/null
"$SK" game add --series 1 --table 1 --declarer 1 grand --with 1 --points 61 >/dev/null
"$SK" game add --series 2 --table 1 --declarer 2 clubs --with 1 --points 61 >/dev/null

before=$(db_sum "$SKATSHEET_DB")
check "off until switched on" 3 --err "the unofficial rating is switched off" -- "$SK" rating
check "an unknown club" 3 --err "club 'SC Süd': no player belongs to it" -- "$SK" rating on --club "SC Süd"
check "in German" 3 --err "die inoffizielle Wertung ist ausgeschaltet" -- env SKATSHEET_LANG=de "$SK" rating
[ "$before" = "$(db_sum "$SKATSHEET_DB")" ] && t_ok "refusals store nothing" || t_fail "refusals store nothing"

# Series 1: A grand 98, B 0, C 0; everybody 1500, a newcomer's K 800/1.
#   A's pair score against B (and C): 1/(1+10^(-98/500)) = 0.610952, expected 0.5:
#   A +800 x 2 x 0.110952 / 2 = +88.76 -> 1588.76; B and C: 0.389048 against A,
#   0.5 against each other: -800 x 0.110952 / 2 = -44.38 -> 1455.62
# Series 2: B clubs 74, A 0, C 0; K 800/2 = 400.  Expected: A against B or C
#   1/(1+10^(-133.14/400)) = 0.682741, B and C against A 0.317259, B-C 0.5.
#   Scores: B against A and C 1/(1+10^(-74/500)) = 0.584380, A and C against B
#   0.415620, A-C 0.5.
#   A: 400 x ((0.415620-0.682741) + (0.5-0.682741)) / 2 = -89.97 -> 1498.79
#   B: 400 x ((0.584380-0.317259) + (0.584380-0.5)) / 2 = +70.30 -> 1525.92
#   C: 400 x ((0.5-0.317259) + (0.415620-0.5)) / 2     = +19.67 -> 1475.29
check "on for every club" 0 --out "the unofficial rating is on" -- "$SK" rating on
csv_is "the rating" "rank,player,club,series,rating
1,B,,2,1526
2,A,SC Nord,2,1499
3,C,,2,1475" "$SK" rating --format csv
check "labelled unofficial" 0 --out "inoffiziell / unofficial" -- "$SK" rating
check "json says so" 0 --out '"unofficial":true' -- "$SK" rating --format json
# off for A's club: A leaves the list, the others stay (computed with A)
check "off for a club" 0 --out "off for 'SC Nord'" -- "$SK" rating off --club "SC Nord"
csv_is "without SC Nord" "rank,player,club,series,rating
1,B,,2,1526
2,C,,2,1475" "$SK" rating --format csv
# off for everybody but SC Nord
"$SK" rating off >/dev/null; "$SK" rating on --club "SC Nord" >/dev/null
csv_is "only SC Nord" "rank,player,club,series,rating
1,A,SC Nord,2,1499" "$SK" rating --format csv
