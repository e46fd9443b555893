#!/usr/bin/env bash
# League: one division, four teams of four, match days of three series;
# team results, match points (with ties and a team that did not appear),
# the season table, late results, per-series match points, divisions, and
# bad input.  Every expected number is worked out by hand below.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_league.sh"
export SKATSHEET_DB=$(new_db l)
L="Testliga 2027"
MD1="$L matchday 1"; MD2="$L matchday 2"; MD3="$L matchday 3"

"$SK" init >/dev/null
check "create league" 0 --out "league 'Testliga 2027' created: season 2027, 3 series per match day, match points per match day" \
    -- "$SK" league create "$L" --season 2027
for t in Alpha Beta Gamma Delta; do
    "$SK" league team add "$t" --club "SC $t" >/dev/null
    for i in 1 2 3 4; do "$SK" player add "${t:0:1}$i" --club "SC $t" >/dev/null; done
done
check "roster add" 0 --out "4 players added to team 'Alpha' of league 'Testliga 2027'" \
    -- "$SK" league roster add Alpha A1 A2 A3 A4
for t in Beta Gamma Delta; do
    "$SK" league roster add "$t" "${t:0:1}1" "${t:0:1}2" "${t:0:1}3" "${t:0:1}4" >/dev/null
done
check "matchday 1 with a venue" 0 --out "tournament 'Testliga 2027 matchday 1' (3 series)" \
    -- "$SK" league matchday add 1 --date 2027-01-16 --venue "Alpha, Beta,Gamma,Delta"
check "matchday 2, default venue" 0 --out "tournament 'Testliga 2027 matchday 2' (3 series)" \
    -- "$SK" league matchday add 2 --date 2027-02-13
check "matchday tournament is ordinary" 0 --out "$MD1" -- "$SK" tournament list

for md in "$MD1" "$MD2"; do
    for s in 1 2 3; do
        "$SK" series draw "$s" --separate team --seed "$s" -t "$md" >/dev/null ||
            t_fail "draw $md $s" "series draw failed"
    done
done
# --separate team: no table of any series seats two players of one team
same=$(sql "SELECT count(*) FROM seats a JOIN seats b ON a.table_id = b.table_id AND a.seat < b.seat
              JOIN league_roster ra ON ra.player_id = a.player_id
              JOIN league_roster rb ON rb.player_id = b.player_id AND rb.team_id = ra.team_id")
[ "$same" = 0 ] && t_ok "draw separates team-mates" || t_fail "draw separates team-mates" "$same pairs"

# Match day 1: grand with 1 = 48 (+50 = 98), clubs 24 (74), spades 22 (72),
# hearts 20 (70), diamonds 18 (68).
W="--with 1 --points 61"
win "$MD1" 1 A1 grand $W; win "$MD1" 1 B1 clubs $W; win "$MD1" 1 G1 spades $W
win "$MD1" 2 A2 clubs $W; win "$MD1" 2 B2 hearts $W
win "$MD1" 3 D1 diamonds $W; win "$MD1" 3 A3 diamonds $W
# MD1 team results: Alpha 98+74+68 = 240 (3:0), Beta 74+70 = 144 (2:1),
# Gamma 72 (1:2), Delta 68 (0:3)
win "$MD2" 1 B1 grand $W; win "$MD2" 1 G1 grand $W
win "$MD2" 2 D1 clubs $W; win "$MD2" 2 D2 clubs $W
win "$MD2" 3 A1 spades $W
# MD2: Delta 148 (3:0), Beta 98 = Gamma 98 share places 2-3 (1.5:1.5),
# Alpha 72 (0:3).
# Season: Beta 3.5:2.5 (242), Alpha 3:3 (312), Delta 3:3 (216), Gamma 2.5:3.5 (170)
cat >"$TMP/want.csv" <<'CSV'
rank,team,matchdays,points_plus,points_minus,seeger_sum,provisional
1,Beta,2,3.5,2.5,242,yes
2,Alpha,2,3,3,312,yes
3,Delta,2,3,3,216,yes
4,Gamma,2,2.5,3.5,170,yes
CSV
check "table csv after two match days" 0 -- "$SK" league table --format csv
if [ "$OUT" = "$(cat "$TMP/want.csv")" ]; then t_ok "table csv values"; else
    t_fail "table csv values" "got:" "$OUT"; fi
[ -z "$ERR" ] && t_ok "table csv: nothing on stderr" || t_fail "table csv: nothing on stderr" "$ERR"
check "table text" 0 --golden table2.txt -- "$SK" league table -l "$L"
[ -z "$ERR" ] && t_ok "table text: the note is in the output" || t_fail "table text: the note is in the output" "$ERR"

# the league withholds the points of incomplete venue groups: both match
# days have games missing, so nothing counts yet; back to show, as before
sum=$(db_sum "$SKATSHEET_DB")
check "league set: a bad value" 2 --err "provisional" -- "$SK" league set --provisional maybe
check "league set: no setting" 2 --err "--provisional" -- "$SK" league set
[ "$(db_sum "$SKATSHEET_DB")" = "$sum" ] && t_ok "league set refused: database unchanged" \
    || t_fail "league set refused: database unchanged"
check "league set --provisional withhold" 0 --out "withheld until complete" \
    -- "$SK" league set -l "$L" --provisional withhold
check "withheld: csv" 0 --out "rank,team,matchdays,points_plus,points_minus,seeger_sum,provisional" \
    --out ",0,0,0,0,withheld" --no-out ",yes" --no-out "312" -- "$SK" league table --format csv
check "withheld: text says so" 0 \
    --out "match days 1 and 2: the points of those venue groups are withheld until they are complete" \
    -- "$SK" league table
check "withheld: json" 0 --out '"provisional_points":"withhold"' -- "$SK" league table --format json
check "league set --provisional show" 0 --out "shown, marked provisional" \
    -- "$SK" league set --provisional show
check "shown again: csv as before" 0 -- "$SK" league table --format csv
if [ "$OUT" = "$(cat "$TMP/want.csv")" ]; then t_ok "shown again: values as before"; else
    t_fail "shown again: values as before" "got:" "$OUT"; fi
check "table json: match day 2 tie" 0 \
    --out '"team":"Beta","club":"SC Beta","matchdays":2,"points_plus":3.5,"points_minus":2.5,"seeger_sum":242' \
    --out '{"matchday":2,"date":"2027-02-13","present":true,"points_plus":1.5,"points_minus":1.5,"seeger":98}' \
    -- "$SK" league table --format json
/usr/bin/python3 -c 'import json,sys; json.load(sys.stdin)' <<<"$OUT" &&
    t_ok "table json parses" || t_fail "table json parses" "$OUT"

# Match day 3 without Gamma: its players are inactive, so the draw leaves
# them out; only series 1 is drawn.  Alpha 74 (3:0), Beta 0 = Delta 0 share
# places 2-3 (1.5:1.5), Gamma did not appear: 0:0 and no match day played.
for i in 1 2 3 4; do "$SK" player edit "G$i" --inactive >/dev/null; done
"$SK" league matchday add 3 --date 2027-03-13 >/dev/null
"$SK" series draw 1 --separate team --seed 3 -t "$MD3" >/dev/null
for i in 1 2 3 4; do "$SK" player edit "G$i" --active >/dev/null; done
win "$MD3" 1 A1 clubs $W
check "team absent" 0 --out "1,Alpha,3,6,3,386" --out "2,Beta,3,5,4,242" \
    --out "3,Delta,3,4.5,4.5,216" --out "4,Gamma,2,2.5,3.5,170" \
    -- "$SK" league table --format csv

# A late result for match day 1 (G2 grand: Gamma 170 > Beta 144 there):
# Gamma 2:1 + 1.5:1.5 = 3.5:2.5 (268), Beta 1:2 + 1.5:1.5 + 1.5:1.5 = 4:5.
win "$MD1" 1 G2 grand $W
check "late result recomputes" 0 --out "1,Alpha,3,6,3,386" --out "2,Delta,3,4.5,4.5,216" \
    --out "3,Beta,3,4,5,242" --out "4,Gamma,2,3.5,2.5,268" \
    -- "$SK" league table --format csv

# Per-series match points: a second league with the same players.
S="Serienliga 2027"
check "create per-series league" 0 --out "match points per series" \
    -- "$SK" league create "$S" --season 2027 --points-per series --series-per-matchday 3
for t in Alpha Beta Gamma Delta; do
    "$SK" league team add "$t" --club "SC $t" -l "$S" >/dev/null
    "$SK" league roster add "$t" "${t:0:1}1" "${t:0:1}2" "${t:0:1}3" "${t:0:1}4" -l "$S" >/dev/null
done
"$SK" league matchday add 1 --date 2027-01-23 -l "$S" >/dev/null
for s in 1 2 3; do "$SK" series draw "$s" --separate team --seed 7 -t "$S matchday 1" >/dev/null; done
win "$S matchday 1" 1 A1 grand $W; win "$S matchday 1" 1 B1 clubs $W
win "$S matchday 1" 2 G1 clubs $W
# s1: Alpha 3:0, Beta 2:1, Gamma = Delta 0 (places 3-4) 0.5:2.5
# s2: Gamma 3:0, the others 0 (places 2-4) 1:2
# s3: no games, all four equal: 1.5:1.5
# Alpha 5.5:3.5 (98), Gamma 5:4 (74), Beta 4.5:4.5 (74), Delta 3:6 (0)
check "per-series match points" 0 --out "1,Alpha,1,5.5,3.5,98" --out "2,Gamma,1,5,4,74" \
    --out "3,Beta,1,4.5,4.5,74" --out "4,Delta,1,3,6,0" \
    -- "$SK" league table -l "$S" --format csv

# Divisions: teams without a venue list form one group per division.
B="Bezirksliga 2027"
"$SK" league create "$B" --season 2027 --series-per-matchday 2 >/dev/null
check "division add" 0 --out "division 'Nord' added to league 'Bezirksliga 2027'" \
    -- "$SK" league division add Nord -l "$B"
"$SK" league division add "Süd" -l "$B" >/dev/null
for t in N1 N2 N3; do "$SK" league team add "$t" --club Club --division Nord -l "$B" >/dev/null; done
for t in S1 S2; do "$SK" league team add "$t" --club Club --division "Süd" -l "$B" >/dev/null; done
check "matchday: one venue group per division" 0 \
    --out "tournament 'Bezirksliga 2027 matchday 1 venue 1' (2 series)" \
    --out "tournament 'Bezirksliga 2027 matchday 1 venue 2' (2 series)" \
    -- "$SK" league matchday add 1 --date 2027-04-03 -l "$B"
groups=$(sql "SELECT v.venue_no, t.name FROM league_venue_teams vt
                JOIN league_teams t ON t.id = vt.team_id JOIN league_venues v ON v.id = vt.venue_id
                JOIN leagues l ON l.id = v.league_id
               WHERE l.name = $(q "$B") ORDER BY v.venue_no, t.name" |
    awk -F'|' '$1 != v { if (NR > 1) print line; v = $1; line = $2; next } { line = line " " $2 } END { print line }')
[ "$groups" = "N1 N2 N3
S1 S2" ] && t_ok "venue groups by division" || t_fail "venue groups by division" "$groups"
check "table of one division" 0 --out "N1" --no-out "S1" -- "$SK" league table -l "$B" --division Nord
check "venue mixing divisions" 3 --err "venue group 1: teams 'N1' and 'S1' are in different divisions" \
    -- "$SK" league matchday add 2 --date 2027-05-01 -l "$B" --venue N1,S1

# Bad input: message, exit status, database unchanged.
sum=$(db_sum "$SKATSHEET_DB")
check "duplicate team" 3 --err "team 'Alpha' already exists in league 'Testliga 2027'" \
    -- "$SK" league team add Alpha --club X -l "$L"
check "player in two teams" 3 --err "player 'A1' is already in team 'Alpha' of league 'Testliga 2027'" \
    -- "$SK" league roster add Beta A1 -l "$L"
check "unknown player" 3 --err "player 'Nobody' does not exist" \
    -- "$SK" league roster add Beta Nobody -l "$L"
check "team twice on a match day" 3 --err "team 'Alpha' is named twice on match day 4" \
    -- "$SK" league matchday add 4 --date 2027-04-10 -l "$L" --venue Alpha,Beta --venue Gamma,Alpha
check "unknown team" 3 --err "team 'Omega' is not a team of league 'Testliga 2027'" \
    -- "$SK" league matchday add 4 --date 2027-04-10 -l "$L" --venue Alpha,Omega
check "match day exists" 3 --err "match day 2 already exists in league 'Testliga 2027'" \
    -- "$SK" league matchday add 2 --date 2027-04-10 -l "$L"
check "bad date" 3 --err "--date '2027-02-30' is not a real date: write it as 15.01.2027 or 2027-01-15" \
    -- "$SK" league matchday add 4 --date 2027-02-30 -l "$L"
check "venue of one team" 3 --err "a venue group has at least 2 teams" \
    -- "$SK" league matchday add 4 --date 2027-04-10 -l "$L" --venue Alpha
check "unknown division" 3 --err "division 'West' does not exist in league 'Testliga 2027'" \
    -- "$SK" league table -l "$L" --division West
check "unknown league" 3 --err "league 'Nope' does not exist" -- "$SK" league table -l Nope
check "duplicate league" 3 --err "league 'Testliga 2027' already exists" \
    -- "$SK" league create "$L" --season 2027
check "season missing" 2 --err "--season YEAR is required" -- "$SK" league create X
check "bad points-per" 2 --err "--points-per must be matchday or series, not 'game'" \
    -- "$SK" league create X --season 2027 --points-per game
check "bad format" 2 --err "--format must be text, csv or json, not 'xml'" -- "$SK" league table --format xml
check "division needs add" 2 --err "'league division' needs a subcommand" -- "$SK" league division Nord
[ "$(db_sum "$SKATSHEET_DB")" = "$sum" ] && t_ok "bad input leaves the database unchanged" ||
    t_fail "bad input leaves the database unchanged"

# Reports: the league table as PDF (read back with pdftotext) and XLSX
# (read back with openpyxl: numbers are numbers; league points as two
# numeric columns, points for and points against, half points as 1.5).
check "export pdf --league" 0 --out "$TMP/l.pdf geschrieben" -- "$SK" export pdf "$TMP/l.pdf" --league "$L" --lang de
txt=$(pdftotext -layout "$TMP/l.pdf" - 2>/dev/null)
if grep -q "Alpha .* 6:3 .* 386" <<<"$txt" && grep -q "Gamma .* 3,5:2,5 .* 268" <<<"$txt" &&
   grep -q "Wertungspunkte" <<<"$txt" && ! grep -q "Spielpunkte" <<<"$txt" &&
   grep -q "2 .*2027-02-13 .*Beta .*1,5:1,5 .*98" <<<"$txt"; then t_ok "pdf shows the table (German decimal comma: 3,5:2,5)"; else t_fail "pdf shows the table" "$txt"; fi
check "export xlsx --league" 0 -- "$SK" export xlsx "$TMP/l.xlsx" --league "$L"
got=$(/usr/bin/python3 - "$TMP/l.xlsx" <<'PY'
import sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1]).worksheets[0]
rows = list(ws.iter_rows(values_only=True))
print(rows[0][:10])
for r in rows[1:]:
    print(*r[:10], *(type(v).__name__ for v in r[4:10]))
PY
)
want="('Rank', 'Team', 'Club', 'Days', 'Points for', 'Points against', 'Seeger', 'MD 1 for', 'MD 1 against', 'MD 1 Seeger')
1 Alpha SC Alpha 3 6 3 386 3 0 240 int int int int int int
2 Delta SC Delta 3 4.5 4.5 216 0 3 68 float float int int int int
3 Beta SC Beta 3 4 5 242 1 2 144 int int int int int int
4 Gamma SC Gamma 2 3.5 2.5 268 2 1 170 float float int int int int"
[ "$got" = "$want" ] && t_ok "xlsx values" || t_fail "xlsx values" "$got"
got=$(/usr/bin/python3 - "$TMP/l.xlsx" <<'PY'
import sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1]).worksheets[0]
rows = list(ws.iter_rows(values_only=True))
print(rows[0][10:13])
print(*[r[10:13] for r in rows[1:] if r[1] == "Beta"][0])
PY
)
want="('MD 2 for', 'MD 2 against', 'MD 2 Seeger')
1.5 1.5 98"
[ "$got" = "$want" ] && t_ok "xlsx half points per match day" || t_fail "xlsx half points per match day" "$got"
check "export: league and season exclude" 2 --err "--league and --season exclude each other" \
    -- "$SK" export pdf "$TMP/x.pdf" --league "$L" --season X
[ ! -e "$TMP/x.pdf" ] && t_ok "no file on usage error" || t_fail "no file on usage error"

# a league created withholding
check "league create --provisional withhold" 0 --out "withheld until a venue group is complete" \
    -- "$SK" league create "Liga W" --season 2027 --provisional withhold
check "the new league withholds" 0 --out '"provisional_points":"withhold"' \
    -- "$SK" league table -l "Liga W" --format json
