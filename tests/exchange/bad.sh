#!/usr/bin/env bash
# engines: sqlite postgresql
# import json treats a document as hostile input: each broken document is
# refused whole (exit 3) with a message naming the field by its path and
# the rule, and the database is left exactly as it was.  The documents are
# a valid export with one thing changed each (tests/exchange/mutate.py).
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
A=$(new_db a)
S() { "$SK" --db "$A" "$@"; }
S init >/dev/null
for p in Anna Bernd Carla Dieter; do S player add "$p" >/dev/null; done
S tournament create T >/dev/null
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bernd\n1,1,3,Carla\n1,1,4,Dieter\n' > seats.csv
S import seats -t T seats.csv >/dev/null
S game add -t T --series 1 --table 1 --declarer 2 clubs --with 1 --points 70 >/dev/null
S game add -t T --series 1 --table 1 --declarer 3 grand --with 1 --points 80 >/dev/null
S export json good.json -t T >/dev/null

B=$(new_db b)
"$SK" --db "$B" init >/dev/null
"$SK" --db "$B" player add Zoe >/dev/null
before=$(db_sum "$B")

bad() {  # NAME TEXT MUTATION [ARG]: the mutated document is refused naming TEXT
    local name=$1 text=$2; shift 2
    python3 "$TDIR/mutate.py" good.json "$@" > "bad.json" 2>"$TMP/m" || {
        t_fail "$name" "mutate.py: $(cat "$TMP/m")"; return; }
    check "$name" 3 --err "$text" -- "$SK" --db "$B" import json bad.json
    [ "$(db_sum "$B")" = "$before" ] || t_fail "$name: database unchanged" "changed"
}

bad "not JSON" "not JSON: line 1" raw '{"format": '
bad "not an object" "not a JSON object" raw '[1, 2]'
bad "invalid UTF-8" "not valid UTF-8" bytes
bad "a key twice" "duplicate" raw '{"format": "a", "format": "b"}'
bad "another format" "format: 'chess-trf' is not skatsheet-exchange" set format '"chess-trf"'
bad "a newer version" "version: version 2: this program reads version 1" set version 2
bad "an unknown kind" "kind: 'push': import json reads a tournament or a matchday" set kind '"push"'
bad "an unknown field" "unknown field 'extra'" set extra 1
bad "a player without a uid" "players[0].uid: missing" del players.0.uid
bad "a uid that is not hex" "players[0].uid: must be 32 lower-case hex digits" set players.0.uid '"ZZZZ"'
bad "a uid of a player not in the list" "tournament.series[0].tables[0].seats[2]: must be the uid of a player" set tournament.series.0.tables.0.seats.2 '"0123456789abcdef0123456789abcdef"'
bad "a player twice" "is in the list twice" dup players.0
bad "a name with a control character" "player name: control character U+001B" set players.0.name '"Anna\u001b[31m"'
bad "a member number with a sign" "member number 'A+1'" set players.0.member '"A+1"'
bad "a start number out of range" "players[0].number: 1000000 is not a whole number from 1 to 999999" set players.0.number 1000000
bad "a tournament name with a newline" "tournament name: control character U+000A" set tournament.name '"T\nx"'
bad "a date that is not a date" "tournament.date: '2027-02-30' is not a real date" set tournament.date '"2027-02-30"'
bad "series_count 0" "tournament.series_count: 0 is not a whole number from 1 to 99" set tournament.series_count 0
bad "a series beyond series_count" "tournament.series[0].series: 2 is not a whole number from 1 to 1" set tournament.series.0.series 2
bad "an unknown draw method" "tournament.series[0].method: must be random, seeded or manual" set tournament.series.0.method '"dice"'
bad "a seed that is not a number" "tournament.series[0].seed: must be a whole number" set tournament.series.0.seed '"-1"'
bad "a table of 4 with 3 seats" "tournament.series[0].tables[0].seats: a table of 4 has 4 seats, not 3" del tournament.series.0.tables.0.seats.3
bad "table size 5" "tournament.series[0].tables[0].size: 5 is not a whole number from 3 to 4" set tournament.series.0.tables.0.size 5
bad "a game with bid 19" "tournament.series[0].tables[0].games[0]: bid 19 is not a possible game value" set tournament.series.0.tables.0.games.0.bid 19
bad "a game with points as text" "tournament.series[0].tables[0].games[0].points: must be a whole number" set tournament.series.0.tables.0.games.0.points '"70"'
bad "a game with an unknown field" "tournament.series[0].tables[0].games[1]: unknown field 'score'" set tournament.series.0.tables.0.games.1.score 80
bad "the dealer declares" "tournament.series[0].tables[0].games[0]" set tournament.series.0.tables.0.games.0.declarer 1
bad "a game number twice" "tournament.series[0].tables[0].games[1]" set tournament.series.0.tables.0.games.1.game 1
bad "a huge number" "is not a whole number from" set tournament.games4 99999999999999999
bad "a Schafkopf game in a Skat list" "games[0]: unknown field 'partner'" set tournament.series.0.tables.0.games.0.partner 3
[ "$(db_sql "$B" "SELECT count(*) FROM tournaments")" = 0 ] && t_ok "no refused document left a tournament" ||
    t_fail "no refused document left a tournament" "found one"
check "the good document is imported" 0 --out "imported tournament 'T'" -- "$SK" --db "$B" import json good.json
