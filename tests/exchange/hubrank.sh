#!/usr/bin/env bash
# engines: sqlite postgresql
# A ranking across databases (issue 40): two clubs each keep their own
# database, export their tournaments (the exchange format), a hub imports
# both; its ranking must come out as in one database that holds the same
# games.  The clubs know one traveller under two spellings with one member
# number (linked by the member number, never added twice) and one without a
# member number under the same name (linked by the name).
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
K=$(new_db kiel); H=$(new_db hamburg); HUB=$(new_db hub); ONE=$(new_db one)
for d in "$K" "$H" "$HUB" "$ONE"; do "$SK" --db "$d" init >/dev/null; done

# members NAME,MEMBER,CLUB... into a database (the club's own spelling)
members() {
    local d=$1; shift
    printf 'member,name,club,publish\n' > m.csv
    local p
    for p in "$@"; do
        IFS=, read -r name mno club <<<"$p"
        if [ -n "$mno" ]; then
            printf '%s,%s,%s,yes\n' "$mno" "$name" "$club" >> m.csv
        else
            "$SK" --db "$d" player add "$name" --club "$club" >/dev/null
        fi
    done
    "$SK" --db "$d" player members m.csv >/dev/null
}
# play DB TOURNAMENT DATE P1 P2 P3 P4: two series at one 4-table, seated
# by hand, the same games wherever it is played
play() {
    local d=$1 t=$2 date=$3; shift 3
    "$SK" --db "$d" tournament create "$t" --date "$date" --series 2 >/dev/null
    { echo series,table,seat,player
      echo "1,1,1,$1"; echo "1,1,2,$2"; echo "1,1,3,$3"; echo "1,1,4,$4"
      echo "2,1,1,$4"; echo "2,1,2,$3"; echo "2,1,3,$2"; echo "2,1,4,$1"; } > seats.csv
    "$SK" --db "$d" import seats seats.csv -t "$t" >/dev/null || echo "seats of $t refused" >&2
    local s
    for s in 1 2; do
        G() { "$SK" --db "$d" game add -t "$t" --series $s --table 1 "$@" >/dev/null ||
                  echo "game refused: $*" >&2; }
        G --declarer 2 grand --with 1 --points 61
        G --declarer 3 clubs --with 2 --points 40
        G --declarer 4 hearts --without 1 --points 91
        G --declarer 1 spades --with 1 --points 75
        G --declarer 3 --passed 2>/dev/null || G --passed
    done
}

KIEL=("Anna Schmidt,1001,SC Kiel" "Bernd Kurz,1002,SC Kiel" "Carla Lang,,SC Kiel" "Dieter Roth,1004,SC Kiel"
      "Gerd Voss,1005,SC Kiel")
members "$K" "${KIEL[@]}"
members "$H" "Schmidt Anna,1001,SC Kiel" "Emil Berg,2001,SC Hamburg" "Fritz Kahl,2002,SC Hamburg" \
    "Carla Lang,,SC Kiel"
members "$ONE" "${KIEL[@]}" "Emil Berg,2001,SC Hamburg" "Fritz Kahl,2002,SC Hamburg"

play "$K"   "Kiel 1"    2027-01-10 "Anna Schmidt" "Bernd Kurz" "Carla Lang" "Dieter Roth"
play "$ONE" "Kiel 1"    2027-01-10 "Anna Schmidt" "Bernd Kurz" "Carla Lang" "Dieter Roth"
play "$H"   "Hamburg 1" 2027-01-17 "Emil Berg" "Schmidt Anna" "Fritz Kahl" "Carla Lang"
play "$ONE" "Hamburg 1" 2027-01-17 "Emil Berg" "Anna Schmidt" "Fritz Kahl" "Carla Lang"
play "$K"   "Kiel 2"    2027-02-07 "Dieter Roth" "Carla Lang" "Anna Schmidt" "Bernd Kurz"
play "$ONE" "Kiel 2"    2027-02-07 "Dieter Roth" "Carla Lang" "Anna Schmidt" "Bernd Kurz"
for d in "$K" "$ONE"; do
    check "Kiel 2: Gerd plays seat 3 from game 2" 0 -- "$SK" --db "$d" game sub -t "Kiel 2" \
        --series 1 --table 1 --seat 3 --from-game 2 "Gerd Voss"
done

check "Kiel exports Kiel 1" 0 -- "$SK" --db "$K" export json k1.json -t "Kiel 1"
check "Kiel exports Kiel 2" 0 -- "$SK" --db "$K" export json k2.json -t "Kiel 2"
check "Hamburg exports" 0 -- "$SK" --db "$H" export json h1.json -t "Hamburg 1"
python3 - k2.json k1.json <<'PY' && t_ok "k2.json carries the substitution, k1.json none" ||
import json, sys
k2 = json.load(open(sys.argv[1])); k1 = json.load(open(sys.argv[2]))
uid = {p["name"]: p["uid"] for p in k2["players"]}
t = k2["tournament"]["series"][0]["tables"][0]
assert t["subs"] == [{"seat": 3, "from": 2, "player": uid["Gerd Voss"]}], t.get("subs")
assert "subs" not in k2["tournament"]["series"][1]["tables"][0]
assert all("subs" not in t for s in k1["tournament"]["series"] for t in s["tables"])
PY
    t_fail "k2.json carries the substitution, k1.json none"
check "hub imports Kiel 1" 0 -- "$SK" --db "$HUB" import json k1.json
check "hub imports Hamburg 1" 0 -- "$SK" --db "$HUB" import json h1.json
check "hub imports Kiel 2" 0 -- "$SK" --db "$HUB" import json k2.json

n=$(db_sql "$HUB" "SELECT count(*) FROM players")
[ "$n" = 7 ] && t_ok "hub: seven people, seven records (no one added twice)" ||
    t_fail "hub: seven records" "$(db_sql "$HUB" "SELECT name FROM players ORDER BY name")"
check "hub: the substitution" 0 --out "seat 3: Gerd Voss from game 2 on" \
    -- "$SK" --db "$HUB" --lang en game list -t "Kiel 2" --series 1
check "hub: no suspects left" 0 --out "no two players look like one person" \
    -- "$SK" --db "$HUB" --lang en player duplicates

for r in "preset=ispa" "method=sum" "unit=event method=placement points=field" \
         "unit=series method=average"; do
    check "one database: $r" 0 -- "$SK" --db "$ONE" ranking $r --format csv
    one=$OUT
    check "hub: $r" 0 -- "$SK" --db "$HUB" ranking $r --format csv
    if [ -n "$one" ] && [ "$(wc -l <<<"$one")" -ge 7 ] && [ "$one" = "$OUT" ]; then
        t_ok "ranking $r: the hub's is the one database's"
    else
        t_fail "ranking $r: the hub's is the one database's" "one: $one" "hub: $OUT"
    fi
done
check "one database: Anna's history" 0 -- "$SK" --db "$ONE" --lang en player history 1001
one=$OUT
check "hub: Anna's history" 0 --out "Hamburg 1" --out "Kiel 2" \
    -- "$SK" --db "$HUB" --lang en player history "Anna Schmidt"
[ "$one" = "$OUT" ] && t_ok "history: the hub's is the one database's" ||
    t_fail "history: the hub's is the one database's" "one: $one" "hub: $OUT"
