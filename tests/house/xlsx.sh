#!/usr/bin/env bash
# The XLSX of a house evening shows every game as the list books it (issue
# 29 item 9; rules-house-schafkopf.md B.0-B.5): a Ramsch as a Ramsch with
# each player's entry (never "passed 0"), Kontra/Re, Bock and Ramsch as
# columns, each seat's list entry and running total; a Lists sheet with
# each table's totals; the Statistics sheet counts Ramsch games apart from
# passed ones.  Read back with openpyxl and compared row by row and total
# by total with `sheet show` and `standings --format json`, for a pub
# evening (Bierlachs at a 3-table: Bock, Kontra, a Ramsch round with a
# Grand Hand instead, a Lachs lost) and a club evening at a 4-table (Kontra
# and Re, Bock, a Ramsch on pass with the dealer sitting out).
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db sk)
. "$TDIR/lib_house.sh"
house_db Anna Bernd Carla Dora

mk Kneipe pub,bierlachs_price_ct=150 Anna Bernd Carla
g Kneipe --declarer 1 grand --hand --with 1 --points 75
g Kneipe --declarer 2 hearts --with 1 --points 70 --kontra kontra --kontra-by 1
g Kneipe --declarer 3 clubs --with 2 --points 50
g Kneipe --declarer 1 spades --with 1 --points 70
g Kneipe --ramsch 45,40,35
g Kneipe --declarer 2 grand --hand --with 1 --points 80
g Kneipe --ramsch 60,30,30
g Kneipe --declarer 1 diamonds --with 1 --points 70

mk Klub "club,ramsch_on_pass=yes,kontra_max_level=re" Anna Bernd Carla Dora
# the dealer (seat 1, 2, 3, ...) sits out each game
g Klub --declarer 2 grand --hand --with 1 --points 61            # a Grand Hand: 4 Bock games follow
g Klub --declarer 3 hearts --with 1 --points 70 --kontra re --kontra-by 1
g Klub --ramsch 50,40,-,30                                       # all passed: a Ramsch, Anna -50 x2
g Klub --declarer 1 clubs --with 2 --points 60                   # 60: lost, Spaltarsch: more Bock
g Klub --declarer 2 null --won

cat > cmp.py <<'PY'
import json, re, subprocess, sys
import openpyxl

sk, db, name, xlsx = sys.argv[1:5]
def run(*a):
    return subprocess.run([sk, "--db", db] + list(a), capture_output=True, text=True,
                          check=True).stdout
wb = openpyxl.load_workbook(xlsx)
problems = []
def bad(*a):
    problems.append(" ".join(str(x) for x in a))

def sheet(title):
    ws = wb[title]
    rows = list(ws.iter_rows(values_only=True))
    head = list(rows[0])
    return [dict(zip(head, r)) for r in rows[1:]]

games = sheet("Games")
lists = sheet("Lists")
checked = 0
for (series, table) in sorted({(g["Series"], g["Table"]) for g in games}):
    text = run("sheet", "show", "-t", name, "--series", str(series), "--table", str(table))
    lines = text.splitlines()
    hi = next(i for i, l in enumerate(lines) if l.startswith("Game Dealer"))
    head = lines[hi]
    # the seat columns: right-aligned under "  N Name"
    seats = [(m.start(), m.end(), int(m.group(1))) for m in re.finditer(r"(\d) \S+", head)]
    ends = [seats[k][1] for k in range(len(seats))]
    starts = [len("Game Dealer")] + ends[:-1]
    mk = head.index("Marks")
    rows = {}
    for l in lines[hi + 1:]:
        m = re.match(r"\s*(\d+)\s+(\d+)", l)
        if not m:
            break
        cells = [l[starts[k]:ends[k]].strip() for k in range(len(seats))]
        rows[int(m.group(1))] = (int(m.group(2)), cells, l[mk:mk + 8].split())
    mine = [g for g in games if g["Series"] == series and g["Table"] == table]
    if len(mine) != len(rows):
        bad("table", series, table, "games: xlsx", len(mine), "sheet", len(rows))
    for g in mine:
        no = g["Game"]
        dealer, cells, marks = rows.get(no, (None, [], []))
        names = {g["Player %d" % s]: s for s in range(1, 5) if g["Player %d" % s]}
        if names.get(g["Dealer"]) != dealer:
            bad("game", no, "dealer: xlsx", g["Dealer"], "sheet", dealer)
        for s in range(1, len(cells) + 1):
            e, t = g["Entry %d" % s], g["Total %d" % s]
            lachs = g["Lachs lost"] and g["Player %d" % s] in g["Lachs lost"].split(", ")
            want = str(t) if (e or lachs) else ("\u00b7" if len(cells) == 4 and s == dealer else "")
            if cells[s - 1] != want:
                bad("table", table, "game", no, "seat", s, ": xlsx entry", e, "total", t,
                    "sheet", repr(cells[s - 1]))
        if marks != (g["Marks"] or "").split():
            bad("game", no, "marks: sheet", marks, "xlsx", g["Marks"])
        # the columns say what the marks say
        if ("K" in marks) != (g["Kontra"] == "Kontra") or ("R" in marks) != (g["Kontra"] == "Re"):
            bad("game", no, "Kontra column", g["Kontra"], "marks", marks)
        if ("B" in marks) != (g["Bock"] == 2):
            bad("game", no, "Bock column", g["Bock"], "marks", marks)
        if ("GH" in marks) != (g["Ramsch"] == "Grand Hand instead of Ramsch"):
            bad("game", no, "Ramsch column", g["Ramsch"], "marks", marks)
        if "RR" in marks and not g["Ramsch"]:
            bad("game", no, "a Ramsch-round game without its Ramsch column")
        if g["Contract"] == "Ramsch" and (g["Result"] != "Ramsch" or not g["Ramsch"]):
            bad("game", no, "a Ramsch shown as", g["Result"], g["Ramsch"])
        if g["Result"] == "passed" and any(g["Entry %d" % s] for s in range(1, 5)):
            bad("game", no, "a passed game with entries")
        checked += 1
    # the totals block
    tot = {}
    for l in lines:
        for label, key in (("List", "List"), ("Won", "Won"), ("Lost", "Lost"),
                           ("Lachse", "Lachse"), ("Seeger-Fabian", "Seeger-Fabian")):
            if l.startswith(label + " ") or l.startswith(label + "  "):
                tot[key] = [int(v) for v in l[22:].split()]
    for r in (x for x in lists if x["Series"] == series and x["Table"] == table):
        s = r["Seat"]
        for key, col in (("List", "List"), ("Won", "Won"), ("Lost", "Lost"),
                         ("Lachse", "Lachse"), ("Seeger-Fabian", "Seeger-Fabian")):
            if key in tot and tot[key][s - 1] != r[col]:
                bad("table", table, "seat", s, key, ": xlsx", r[col], "sheet", tot[key][s - 1])
            checked += 1

# the standings sheet against standings --format json
js = json.loads(run("standings", "-t", name, "--format", "json"))
st = sheet("Standings")
if len(st) != len(js["players"]):
    bad("standings rows", len(st), len(js["players"]))
for x, p in zip(st, js["players"]):
    for col, key in (("Rank", "rank"), ("Player", "player"), ("Lachse", "lachse"),
                     ("Seeger", "seeger"), ("Won", "won"), ("Lost", "lost")):
        if col in x and x[col] != p[key]:
            bad("standings", p["player"], col, ": xlsx", x[col], "json", p[key])
    lc = "Round" if "Round" in x else "List"
    if x[lc] != p["list"]:
        bad("standings", p["player"], lc, ": xlsx", x[lc], "json", p["list"])
    checked += 1
print("checked", checked, "problems", len(problems))
for p in problems[:20]:
    print(p)
PY

for T in Kneipe Klub; do
    check "export xlsx $T" 0 --out "wrote $T.xlsx" -- S export xlsx "$T.xlsx" -t "$T"
    out=$(/usr/bin/python3 cmp.py "$SK" "$DB" "$T" "$T.xlsx" 2>&1)
    case "$out" in
        "checked "*" problems 0") t_ok "$T: every game row, list total and standings row agree ($out)" ;;
        *) t_fail "$T: xlsx against sheet show and standings" "$out" ;;
    esac
done

# a Ramsch is a Ramsch: its players' entries, never "passed" with 0
got=$(/usr/bin/python3 - Kneipe.xlsx <<'PY'
import openpyxl, sys
ws = openpyxl.load_workbook(sys.argv[1])["Games"]
rows = list(ws.iter_rows(values_only=True))
h = list(rows[0])
r = dict(zip(h, rows[5]))
print(r["Game"], r["Contract"], r["Result"], r["Ramsch"], r["Entry 1"], r["Total 1"], r["Entry 2"])
PY
)
[ "$got" = "5 Ramsch Ramsch 45/40/35, skat 0 -45 -45 0" ] && t_ok "Kneipe game 5: a Ramsch, Anna -45" \
    || t_fail "Kneipe game 5" "$got"
got=$(/usr/bin/python3 - Klub.xlsx <<'PY'
import openpyxl, sys
ws = openpyxl.load_workbook(sys.argv[1])["Games"]
rows = list(ws.iter_rows(values_only=True))
h = list(rows[0])
print(" ".join("%s:%s:%s" % (r[h.index("Game")], r[h.index("Kontra")] or "-", r[h.index("Bock")] or 1)
               for r in rows[1:]))
PY
)
[ "$got" = "1:-:1 2:Re:2 3:-:2 4:-:2 5:-:2" ] && t_ok "Klub: Kontra and Bock columns" \
    || t_fail "Klub: Kontra and Bock columns" "$got"

# the Statistics sheet counts the Ramsch games apart from the passed ones
got=$(/usr/bin/python3 - Kneipe.xlsx Klub.xlsx <<'PY'
import openpyxl, sys
for f in sys.argv[1:]:
    ws = openpyxl.load_workbook(f)["Statistics"]
    rows = list(ws.iter_rows(values_only=True))
    h = list(rows[0])
    tot = rows[-1]
    print(tot[h.index("Passed")], tot[h.index("Ramsch")], end=" ")
PY
)
[ "$got" = "0 2 0 1 " ] && t_ok "Statistics: Kneipe 0 passed 2 Ramsch, Klub 0 passed 1 Ramsch" \
    || t_fail "Statistics passed/Ramsch" "$got"
check "stats text: the Ramsch apart" 0 --out "3 players, 8 games (0 passed, 2 Ramsch)" -- S stats -t Kneipe

# German headers
S export xlsx kd.xlsx -t Kneipe --lang de >/dev/null
got=$(/usr/bin/python3 -c '
import openpyxl, sys
wb = openpyxl.load_workbook(sys.argv[1])
print(" ".join(ws.title for ws in wb.worksheets))
ws = wb["Spiele"]
h = [c.value for c in ws[1]]
print(h[13], h[14], h[15], h[17], h[18], h[19], h[20])' kd.xlsx 2>&1)
case "$got" in
    *"Listen"*"Kontra Bock Ramsch Lachs verloren Spieler 1 Eintrag 1 Stand 1") t_ok "German sheet and column names" ;;
    *) t_fail "German sheet and column names" "$got" ;;
esac
