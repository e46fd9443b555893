#!/usr/bin/env bash
# `stats` counts what the tournament plays (issue 36): under house rules and
# Schafkopf a series' figure is the list's own, the figure the standings of
# that series show, and the place is the standings' (the list mode's order);
# the XLSX "Statistics" sheet ranks as the standings do.  House rules: the
# worked example H3 (minus list, 4-table) as series 1, a second series after
# it; Schafkopf: S1, S6 (series 1) and S7 (series 2).  Every figure of
# `stats` is compared with what `standings --series N` prints.
# engines: sqlite postgresql
. "$TESTS_DIR/lib.sh"
cd "$TMP"
DB=$(new_db t)
S() { "$SK" --db "$DB" "$@"; }
PY=/usr/bin/python3

S init >/dev/null
for p in Anna Bert Carl Dora; do S player add "$p" >/dev/null; done

# ---- house rules: H3 minus list as series 1, series 2 in other seats ------
S tournament create H3 --rules "club,list_mode=minus" --series 2 --first-dealer 4 >/dev/null
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bert\n1,1,3,Carl\n1,1,4,Dora\n2,1,1,Dora\n2,1,2,Carl\n2,1,3,Bert\n2,1,4,Anna\n' >h3.csv
S import seats -t H3 h3.csv >/dev/null
S game add -t H3 --series 1 --table 1 hearts --with 1 --points 70 --declarer 1 >/dev/null
S game add -t H3 --series 1 --table 1 spades --with 2 --points 50 --declarer 2 >/dev/null
S game add -t H3 --series 2 --table 1 grand --with 1 --points 70 --declarer 3 >/dev/null

# compare TOURNAMENT KIND: every player's figure of every series in `stats
# --format json` against the standings of that series (house: the list
# column of `standings --series N --format csv`; schafkopf: the seriesN
# column of the tournament's standings), and the places against the ranks
# of `standings --format csv`.  Prints "ok N" or the differences.
compare() {
    local t=$1 kind=$2
    S stats -t "$t" --format json >stats.json || { echo "stats failed"; return; }
    S standings -t "$t" --format csv >stand.csv
    S standings -t "$t" --series 1 --format csv >stand1.csv
    S standings -t "$t" --series 2 --format csv >stand2.csv
    $PY - "$kind" <<'EOF'
import csv, json, sys
kind = sys.argv[1]
st = json.load(open("stats.json"))
def rows(f):
    return {r["player"]: r for r in csv.DictReader(open(f))}
whole, per = rows("stand.csv"), {1: rows("stand1.csv"), 2: rows("stand2.csv")}
bad, n = [], 0
for p in st["players"]:
    name = p["player"]
    for s in p["seeger"]["series"]:
        k = s["series"]
        want = int(per[k][name]["list"]) if kind == "house" else int(whole[name]["series%d" % k])
        n += 1
        if s["total"] != want:
            bad.append("%s series %d: stats %d, standings %d" % (name, k, s["total"], want))
    ranks = [x["rank"] for x in p["places"]]
    if ranks != [int(whole[name]["rank"])]:
        bad.append("%s place %s, standings %s" % (name, ranks, whole[name]["rank"]))
print("\n".join(bad) if bad else "ok %d" % n)
EOF
}

check "H3 house rules: every series figure is the list's, every place the standings' (8 figures)" 0 \
    --out "ok 8" -- compare H3 house
# H3: after series 1 Bert stands at -86 (his lost Pik mit 2 doubled: -66, and -20)
check "H3 Bert: series 1 is the minus list's -86, not a Seeger total" 0 \
    --out "List per series (2): average" --out "  series 1: -86" --no-out "Seeger per series" \
    -- S stats -t H3 Bert
check "H3 series filter: the list of series 1 only" 0 --out "  series 1: -86" --no-out "series 2:" \
    -- S stats -t H3 --series 1 Bert
check "H3 in German: the list's figure, no English" 0 --out "Liste je Serie (2): Schnitt" \
    --no-out "List per series" -- S --lang de stats -t H3 Bert

# The XLSX "Statistics" sheet: its rows in the standings' order, the place
# and the series average each player's (read back).
S export xlsx h3.xlsx -t H3 >/dev/null
S standings -t H3 --format csv >stand.csv
S stats -t H3 --format csv >stats.csv
cat >xlsx.py <<'EOF'
import csv, openpyxl
ws = openpyxl.load_workbook("h3.xlsx")["Statistics"]
rows = list(ws.iter_rows(values_only=True))
head = rows[0]
name, place, avg = head.index("Name"), head.index("Place"), head.index("Avg series")
got = [(r[name], r[place]) for r in rows[1:-1]]
stand = [(r["player"], int(r["rank"])) for r in csv.DictReader(open("stand.csv"))]
stats = {r["player"]: float(r["seeger_avg"]) for r in csv.DictReader(open("stats.csv"))
         if r["row"] == "player"}
assert got == stand, (got, stand)
for r in rows[1:-1]:
    assert abs(r[avg] - stats[r[name]]) < 1e-9, (r[name], r[avg], stats[r[name]])
print("ok")
EOF
check "H3 XLSX Statistics ranks as the standings do" 0 --out "ok" -- $PY xlsx.py

# ---- Schafkopf (tariff 10-20-50): S1 and S6 in series 1, S7 in series 2 ----
S tournament create B --game schafkopf --series 2 >/dev/null
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bert\n1,1,3,Carl\n1,1,4,Dora\n2,1,1,Dora\n2,1,2,Carl\n2,1,3,Bert\n2,1,4,Anna\n' >b.csv
S import seats b.csv -t B >/dev/null
S game add -t B --series 1 --table 1 ruf --declarer 1 --partner 3 --suit eichel --points 70 >/dev/null
S game add -t B --series 1 --table 1 solo --declarer 3 --suit herz --points 75 >/dev/null
S game add -t B --series 2 --table 1 wenz --declarer 4 --points 80 --laufende 2 >/dev/null
check "Schafkopf: every series figure is the list's, every place the standings' (8 figures)" 0 \
    --out "ok 8" -- compare B schafkopf
# S1 +20 and S6 -50 for Anna in series 1; S7 (Wenz, Anna at seat 4): +210
check "Schafkopf Anna: S1 + S6 = -30, S7 = +210" 0 --out "  series 1: -30" \
    --out "  series 2: 210" -- S stats -t B Anna
