#!/usr/bin/env bash
# Schafkopf games as CSV (csvsch.h): export, import into a fresh
# tournament gives the same list; bad rows refused with the line and the
# field named, all or nothing.
# engines: sqlite postgresql
. "$(dirname "$0")/lib_schafkopf.sh"

mk B --game schafkopf --rules allow_ramsch=yes
b() { S game add -t B --series 1 --table 1 "$@" >/dev/null; }
b ruf --declarer 1 --partner 3 --suit eichel --points 70
b solo --declarer 2 --suit herz --tout --points 120 --schwarz --laufende 4
b wenz --declarer 4 --points 80 --laufende 2 --klopfer 1 --kontra re
b ramsch --loser 4 --jungfrau 1
b solo --declarer 3 --suit gras --sie
check "export games of a Schafkopf tournament" 0 --out "exported 5 Schafkopf games" -- S export games b.csv -t B
check "the header names the Schafkopf columns" 0 \
    --out "series,table,game,contract,suit,called,declarer,partner,augen,result,schneider,schwarz,laufende,lauf_side,tout,sie,klopfer,kontra,doubled,doublings,losers,jungfrau,durchmarsch" \
    --out "1,1,4,ramsch,,,,,,,0,0,,,0,0,,,0,,4,1," -- cat b.csv
mk B2 --game schafkopf --rules allow_ramsch=yes
check "import into a fresh tournament" 0 --out "imported 5 Schafkopf games" -- S import games b.csv -t B2
S sheet show -t B --series 1 --table 1 --format csv > one.csv
S sheet show -t B2 --series 1 --table 1 --format csv > two.csv
cmp -s one.csv two.csv && t_ok "the imported list equals the original" || t_fail "round trip" "$(diff one.csv two.csv | head -5)"

mk W --game schafkopf-wendisch
S game add -t W --series 1 --table 1 gerufen --declarer 1 --partner 3 --called kreuz-as --points 61 >/dev/null
S game add -t W --series 1 --table 1 solo --declarer 2 --won --schneider >/dev/null
S export games w.csv -t W >/dev/null
mk W2 --game schafkopf-wendisch
check "Wendish round trip" 0 --out "imported 2 Schafkopf games" -- S import games w.csv -t W2
check "Wendish: the called card kept" 0 --out "Gerufen: Das Kreuz-As geht mit" -- S sheet show -t W2 --series 1 --table 1

H=$(head -1 b.csv)
printf '%s\n%s\n%s\n' "$H" "1,1,6,ruf,herz,,1,2,70,,0,0,,,0,0,,,0,,,," "1,1,7,wenz,,,2,,1,,0,0,,,0,0,,,0,,,," > bad.csv
before=$(db_sum "$DB")
check "bad rows: each reported with its line and field" 3 --err "bad.csv: line 2: suit" \
    --err "bad.csv: line 3:" --err "1" -- S import games bad.csv -t B
[ "$(db_sum "$DB")" = "$before" ] && t_ok "bad rows: database unchanged" || t_fail "bad rows: database unchanged"
printf '%s\n%s\n' "$H" "1,1,6,alte,,,1,2,70,,0,0,,,0,0,,,0,,,," > wrongfam.csv
check "a Wendish contract in a Bavarian file" 3 --err "contract 'alte'" -- S import games wrongfam.csv -t B
[ "$(db_sum "$DB")" = "$before" ] && t_ok "wrong family: database unchanged" || t_fail "wrong family: database unchanged"

# the history of corrections (game edit / delete keep the old version)
S game edit -t B --series 1 --table 1 --game 1 ruf --declarer 1 --partner 3 --suit eichel --points 80 >/dev/null
S game delete -t B --series 1 --table 1 --game 5 >/dev/null
check "game history of a Schafkopf table" 0 --out "edit    table 1 game 1, was: ruf 1 3 eichel 70  (20 / -20 / 20 / -20)" \
    --out "delete  table 1 game 5, was: solo 3 gras sie" -- S game history -t B --series 1

# names with a comma and quotes stay one field (CSV) and one string (JSON)
S player add 'Huber, "Sepp"' >/dev/null
printf 'series,table,seat,player\n1,1,1,"Huber, ""Sepp"""\n1,1,2,Bernd\n1,1,3,Carla\n1,1,4,Dora\n' > odd.csv
S tournament create Odd --game schafkopf >/dev/null
S import seats odd.csv -t Odd >/dev/null
S game add -t Odd --series 1 --table 1 ruf --declarer 1 --partner 3 --suit eichel --points 70 >/dev/null
check "standings csv quotes a name with a comma" 0 --out '1,"Huber, ""Sepp""",,20,20,0,20' -- S standings -t Odd --format csv
check "money csv quotes it too" 0 --out '"Huber, ""Sepp""",20,20' -- S money -t Odd --format csv
check "standings json escapes the quotes" 0 --out '"player":"Huber, \"Sepp\""' -- S standings -t Odd --format json
