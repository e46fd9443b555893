#!/usr/bin/env bash
# House-rule fields in the games CSV (issue 17): `export games` of a
# tournament with house rules adds the columns kontra,kontra_by,ramsch,skat,
# last_trick,jungfrau,durchmarsch,schieben (a Ramsch: contract ramsch, Augen
# per seat 45/40/35, the 4-table dealer -); `import games` reads them (all
# or none), validates by replaying each table, and the export of an import
# is the same file.  Without house rules the columns are refused.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db h)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in Ann Bea Cem Dora; do S player add "$p" >/dev/null; done
S tournament create Pub --rules pub >/dev/null
S series draw 1 --seed 1 -t Pub >/dev/null
P() { S game add -t Pub --series 1 --table 1 "$@" >/dev/null; }
P --declarer 2 grand --hand --with 1 --points 75                 # opens 4 Bock games
P --declarer 3 hearts --with 1 --points 70 --kontra re --kontra-by 1
P --declarer 2 clubs --with 1 --points 70
P --ramsch 45,40,35,- --last-trick 1                             # dealer seat 4
P --ramsch -,0,90,30 --jungfrau 2 --schieben 1                   # dealer seat 1

check "export games: the house columns" 0 --out "exported 5 games" -- S export games -t Pub pub.csv
check "the header names them" 0 --out "result,kontra,kontra_by,ramsch,skat,last_trick,jungfrau,durchmarsch,schieben" -- cat pub.csv
check "Kontra and who said it" 0 --out "1,1,2,3,hearts,1,0,0,,18,70,0,0,,re,1,,,,,," -- cat pub.csv
check "a Ramsch row" 0 --out "1,1,4,,ramsch,,,,,,,,,,,,45/40/35/-,0,1,,,0" -- cat pub.csv
check "a Ramsch row starting with the dealer's - is guarded" 0 --out ",'-/0/90/30,0,,2,,1" -- cat pub.csv

S tournament create Pub2 --rules pub >/dev/null
S series draw 1 --seed 1 -t Pub2 >/dev/null
check "import into another pub tournament" 0 --out "imported 5 games into tournament 'Pub2'" \
    -- S import games -t Pub2 pub.csv
check "export again" 0 -- S export games -t Pub2 pub2.csv
cmp -s pub.csv pub2.csv && t_ok "round trip: the same file" || t_fail "round trip" "$(diff pub.csv pub2.csv | head -5)"
check "the imported list equals the recorded one" 0 --out "Cem −720" -- S game list -t Pub2 --series 1

# all or nothing, and the replay
S tournament create Pub3 --rules pub >/dev/null
S series draw 1 --seed 1 -t Pub3 >/dev/null
head -1 pub.csv | cut -d, -f1-16 > half.csv
sed -n 2p pub.csv | cut -d, -f1-16 >> half.csv
before=$(db_sum "$DB")
check "some house columns only: refused" 3 --err "header: column 'ramsch' is missing: the columns kontra,kontra_by,ramsch,skat,last_trick,jungfrau,durchmarsch,schieben come all together" \
    -- S import games -t Pub3 half.csv
{ head -1 pub.csv; echo "1,1,1,,passed,,,,,,,,,,,,,,,,,"; } > passed.csv
check "a passed game under ramsch_on_pass: refused by the replay, with the line" 3 \
    --err "passed.csv: line 2: series 1, table 1, game 1: passed: profile pub plays Ramsch when all pass" \
    --err "nothing imported" -- S import games -t Pub3 passed.csv
{ head -1 pub.csv; sed -n 3p pub.csv; } > gap.csv
check "a game number gap: refused" 3 --err "game 2: game 1 is not recorded" -- S import games -t Pub3 gap.csv
{ head -1 pub.csv; echo "1,1,1,,ramsch,,,,,,,,,,kontra,,-/40/40/40,0,,,,0"; } > rk.csv
check "a Ramsch with Kontra: refused" 3 --err "a Ramsch has no Kontra" -- S import games -t Pub3 rk.csv
{ head -1 pub.csv; echo "1,1,1,2,clubs,1,0,0,,18,70,0,0,,,,45/40/35,,,,,"; } > rf.csv
check "Ramsch columns on a played game: refused" 3 --err "ramsch '45/40/35' given for a game that is no Ramsch" \
    -- S import games -t Pub3 rf.csv
{ head -1 pub.csv; echo "1,1,1,,ramsch,,,,,,,,,,,,-/4x/40/40,0,,,,0"; } > rx.csv
check "Ramsch Augen not numbers: refused" 3 --err "ramsch '-/4x/40/40': Augen per seat" -- S import games -t Pub3 rx.csv
{ head -1 pub.csv; echo "1,1,1,3,ramsch,,,,,,,,,,,,-/40/40/40,0,,,,0"; } > rd.csv
check "a Ramsch with a declarer: refused as a Ramsch, not as a passed game" 3 \
    --err "declarer '3' given for a Ramsch: a Ramsch has only series, table and game and the Ramsch columns" \
    -- S import games -t Pub3 rd.csv
[ "$(db_sum "$DB")" = "$before" ] && t_ok "refused imports leave the database unchanged" || t_fail "refused imports" "db changed"

# without house rules
S tournament create Iso >/dev/null
S series draw 1 --seed 1 -t Iso >/dev/null
before=$(db_sum "$DB")
check "isko: the house columns with Kontra refused" 3 --err "pub.csv: line 3: kontra 2 (Re): Kontra is off in profile isko" \
    -- S import games -t Iso pub.csv
[ "$(db_sum "$DB")" = "$before" ] && t_ok "isko refusal: database unchanged" || t_fail "isko refusal" "db changed"
check "isko: export keeps the tournament format" 0 --no-out "kontra" -- S export games -t Iso -
