#!/usr/bin/env bash
# engines: sqlite postgresql
# The open exchange format (docs/exchange-format.md): every document the
# program writes validates against docs/exchange.schema.json
# (python3-jsonschema) and round-trips: export, import into an empty
# database, export again, and the two files are identical; the standings
# (league table) of the copy are the original's.  Kinds: a Skat tournament
# (ISkO with teams, a latecomer, a leaver, a lot, closed), one under house
# rules (Kontra, Ramsch with the dealer's null, Jungfrau), a Bavarian and a
# Wendish Schafkopf list, a league match day with two venue groups, and
# one venue group alone (what a venue pulls).
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
SCHEMA=$TDIR/../../docs/exchange.schema.json
A=$(new_db a)
S() { "$SK" --db "$A" "$@"; }

S init >/dev/null
for p in Anna Bernd Carla Dieter Emil Frieda Gustav; do S player add "$p" --club "SC $p" >/dev/null; done
S player add "Hans" --number 17 >/dev/null

# 1. ISkO: teams, attendance (Hans from series 2, Gustav leaves after 1), a lot, closed
S tournament create Iso --date 2027-03-01 --series 2 >/dev/null
S team add Nord Anna Bernd -t Iso >/dev/null
S team add Sued Carla Dieter -t Iso >/dev/null
S attendance add Anna Bernd Carla Dieter Emil Frieda Gustav -t Iso >/dev/null
S attendance add Hans --from 2 -t Iso >/dev/null
S attendance leave Gustav --after 1 -t Iso >/dev/null
S series draw 1 --seed 11 -t Iso >/dev/null
S game add -t Iso --series 1 --table 1 --declarer 2 clubs --with 2 --points 75 >/dev/null
S game add -t Iso --series 1 --table 1 --passed >/dev/null
S game add -t Iso --series 1 --table 1 --declarer 4 null --hand --lost >/dev/null
S game add -t Iso --series 1 --table 2 --declarer 1 grand --without 1 --hand --announce schneider --points 95 --schneider >/dev/null
S game add -t Iso --series 1 --table 2 --declarer 2 spades --with 1 --bid 30 --points 40 >/dev/null
S series draw 2 --seed 12 -t Iso >/dev/null
S game add -t Iso --series 2 --table 1 --declarer 2 hearts --without 3 --points 61 >/dev/null
S standings lot Anna Bernd Carla Emil Frieda Hans --series 2 -t Iso >/dev/null
S tournament close Iso >/dev/null

# 2. house rules (pub): Kontra, a Ramsch at a 4-table (the dealer sits out)
S tournament create Pub --rules pub >/dev/null
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bernd\n1,1,3,Carla\n1,1,4,Dieter\n' > seats4.csv
S import seats -t Pub seats4.csv >/dev/null
S game add -t Pub --series 1 --table 1 --declarer 2 clubs --with 1 --points 70 --kontra kontra --kontra-by 3 >/dev/null
S game add -t Pub --series 1 --table 1 --ramsch 60,-,0,50 --jungfrau 3 >/dev/null
S game add -t Pub --series 1 --table 1 --declarer 4 grand --with 1 --points 90 --schneider >/dev/null

# 3. Schafkopf: Bavarian and Wendish
S tournament create Bav --game schafkopf >/dev/null
S import seats -t Bav seats4.csv >/dev/null
S game add -t Bav --series 1 --table 1 ruf --declarer 1 --partner 2 --suit eichel --points 95 --laufende 3 >/dev/null
S game add -t Bav --series 1 --table 1 solo --declarer 4 --suit gras --points 120 --schwarz --laufende 4 >/dev/null
S game add -t Bav --series 1 --table 1 wenz --declarer 3 --lost >/dev/null
S tournament create Wend --game schafkopf-wendisch >/dev/null
S import seats -t Wend seats4.csv >/dev/null
S game add -t Wend --series 1 --table 1 alte --declarer 1 --partner 3 --points 75 >/dev/null
S game add -t Wend --series 1 --table 1 solo --declarer 2 --points 30 >/dev/null

count=$(db_sql "$A" "SELECT (SELECT count(*) FROM games) + (SELECT count(*) FROM sch_games)")
[ "$count" -ge 12 ] && t_ok "set-up: $count games recorded" || t_fail "set-up" "only $count games"

# 4. a league match day, two venue groups, games in both
L="Liga 2027"
S league create "$L" --season 2027 --series-per-matchday 2 >/dev/null
S league division add Nord -l "$L" >/dev/null
for t in Ass Bube Dame Koenig Zehn Neun; do
    S league team add "$t" --club "SC $t" --division Nord -l "$L" >/dev/null
    for i in 1 2 3; do S player add "$t$i" >/dev/null; done
    S league roster add "$t" "${t}1" "${t}2" -l "$L" >/dev/null
    S league roster add "$t" "${t}3" --substitute -l "$L" >/dev/null
done
S league matchday add 1 --date 2027-01-16 --venue "Ass,Bube,Dame" --venue "Koenig,Zehn,Neun" -l "$L" >/dev/null
for v in 1 2; do
    S series draw 1 --separate team --seed "$v" -t "$L matchday 1 venue $v" >/dev/null
    S game add -t "$L matchday 1 venue $v" --series 1 --table 1 --declarer 2 grand --with 1 --points 75 >/dev/null
    S game add -t "$L matchday 1 venue $v" --series 1 --table 2 --declarer 1 diamonds --without 2 --points 50 >/dev/null
done

S league venue add "Gasthaus Krone" --address "Markt 1, Bonn" --matchday 1 --group 1 -l "$L" >/dev/null

roundtrip() {  # NAME EXPORT-ARGS...: export, validate, import into empty, export again
    local name=$1; shift
    local f=$TMP/$name.json g=$TMP/$name-2.json b
    b=$(new_db "$name")
    eval "DB_$name=\$b"
    if ! S export json "$f" "$@" >/dev/null 2>"$TMP/e"; then
        t_fail "$name: export" "$(cat "$TMP/e")"; return
    fi
    if python3 "$TDIR/validate.py" "$SCHEMA" "$f" >"$TMP/v" 2>&1; then
        t_ok "$name: the export validates against the schema"
    else
        t_fail "$name: the export validates against the schema" "$(head -c 800 "$TMP/v")"
    fi
    "$SK" --db "$b" init >/dev/null
    if ! "$SK" --db "$b" import json "$f" >/dev/null 2>"$TMP/e"; then
        t_fail "$name: import into an empty database" "$(cat "$TMP/e")"; return
    fi
    "$SK" --db "$b" export json "$g" "$@" >/dev/null 2>"$TMP/e"
    if cmp -s "$f" "$g"; then
        t_ok "$name: export, import, export again: identical"
    else
        t_fail "$name: export, import, export again: identical" "$(diff "$f" "$g" | head -20)"
    fi
    python3 "$TDIR/validate.py" "$SCHEMA" "$g" >/dev/null 2>&1 ||
        t_fail "$name: the second export validates" "$(python3 "$TDIR/validate.py" "$SCHEMA" "$g")"
}

roundtrip iso -t Iso
roundtrip pub -t Pub
roundtrip bav -t Bav
roundtrip wend -t Wend
roundtrip matchday --matchday 1 -l "$L"
roundtrip group2 --matchday 1 -l "$L" --group 2

# the copies score the same
same() {  # NAME DB CMD...: CMD's output on $A and on DB (lines sorted: players
    # sharing a rank are listed in the order of their row ids, which are local)
    local name=$1 b=$2; shift 2
    local x y
    x=$(S "$@" 2>&1 | sort); y=$("$SK" --db "$b" "$@" 2>&1 | sort)
    if [ -n "$x" ] && [ "$x" = "$y" ]; then t_ok "$name"; else
        t_fail "$name" "original: $(head -c 300 <<<"$x")" "copy: $(head -c 300 <<<"$y")"; fi
}
same "Iso: standings of the copy" "$DB_iso" standings -t Iso --format csv
same "Iso: team standings of the copy" "$DB_iso" standings -t Iso --teams --format csv
same "Iso: series 2 standings (the lot) of the copy" "$DB_iso" standings -t Iso --series 2 --format csv
same "Pub: house list of the copy" "$DB_pub" standings -t Pub --format csv
same "Pub: money of the copy" "$DB_pub" money -t Pub --format csv
same "Bav: standings of the copy" "$DB_bav" standings -t Bav --format csv
same "Wend: standings of the copy" "$DB_wend" standings -t Wend --format csv
same "match day: league table of the copy" "$DB_matchday" league table -l "$L" --format csv
same "match day: venue 1 standings of the copy" "$DB_matchday" standings -t "$L matchday 1 venue 1" --format csv
grep -q '"closed": true' "$TMP/iso.json" && t_ok "a closed tournament says so" || t_fail "closed" "no closed"
[ "$(db_sql "$DB_iso" "SELECT closed FROM tournaments WHERE name = 'Iso'")" = 1 ] &&
    t_ok "the copy of a closed tournament is closed" || t_fail "closed copy" "not closed"
grep -q '"number": 17' "$TMP/iso.json" && t_ok "a tournament keeps its start numbers" ||
    t_fail "start numbers" "no 17"
if python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(any("number" in p for p in d["players"]))' "$TMP/matchday.json"; then
    t_ok "a match day carries no start numbers"; else t_fail "a match day carries no start numbers" "found"; fi
n=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(len(d["matchday"]["groups"]), len(d["league"]["teams"]))' "$TMP/group2.json")
[ "$n" = "1 3" ] && t_ok "one venue group: its group and its three teams only" || t_fail "one venue group" "$n"
grep -q '"address": "Markt 1, Bonn"' "$TMP/matchday.json" && t_ok "a venue group names its venue" ||
    t_fail "venue" "no venue"
[ "$("$SK" --db "$DB_matchday" league venue list -l "$L" | grep -c 'venue group 1: Gasthaus Krone')" = 1 ] &&
    t_ok "the copy plays group 1 at the same venue" || t_fail "venue copy" "$("$SK" --db "$DB_matchday" league venue list -l "$L")"
grep -q 'null' "$TMP/pub.json" && t_ok "a 4-table Ramsch writes the dealer as null" || t_fail "Ramsch dealer" "no null"

# identities travel: the same uids, no row ids
u1=$(db_sql "$A" "SELECT uid FROM players WHERE name = 'Anna'")
u2=$(db_sql "$DB_iso" "SELECT uid FROM players WHERE name = 'Anna'")
[ -n "$u1" ] && [ "$u1" = "$u2" ] && t_ok "a player keeps her uid in the copy" || t_fail "uid" "$u1 / $u2"

# importing twice: refused whole, nothing changed
sum=$(db_sum "$DB_iso")
check "the same tournament twice is refused" 3 --err "tournament: tournament $(db_sql "$A" "SELECT uid FROM tournaments WHERE name = 'Iso'") is already in this database" \
    -- "$SK" --db "$DB_iso" import json "$TMP/iso.json"
[ "$(db_sum "$DB_iso")" = "$sum" ] && t_ok "refused import: database unchanged" || t_fail "refused import" "db changed"

# merging: a database whose Anna is the file's Anna by name takes the file's identity
M=$(new_db m)
"$SK" --db "$M" init >/dev/null
"$SK" --db "$M" player add Anna >/dev/null
check "a tournament into a database with a player of that name" 0 --out "new players: 7" \
    -- "$SK" --db "$M" import json "$TMP/iso.json"
[ "$(db_sql "$M" "SELECT count(*) FROM players WHERE name = 'Anna'")" = 1 ] &&
[ "$(db_sql "$M" "SELECT uid FROM players WHERE name = 'Anna'")" = "$u1" ] &&
    t_ok "the existing Anna is the file's Anna (one player, the file's uid)" || t_fail "merge" "two Annas"
