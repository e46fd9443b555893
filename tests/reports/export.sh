# tests/reports/export.sh - export pdf / export xlsx / sheet pdf / series
# plan on the demo tournament, read back with pdftotext and openpyxl and
# compared with `standings --format csv` and `game list`.
# engines: sqlite postgresql
. "$TESTS_DIR/lib.sh"
DB=$(new_db demo)
"$SK" --db "$DB" demo --seed 11 >/dev/null 2>&1 || t_fail "demo database" "demo failed"
"$SK" --db "$DB" team add "Kreuz-Buben Öhringen €" 1 2 3 4 >/dev/null 2>&1 &&
    "$SK" --db "$DB" team add "Grand Hand Straßburg" 5 6 7 8 >/dev/null 2>&1 ||
    t_fail "teams registered" "team add failed"
pdf_text() { pdftotext -layout "$@" - 2>/dev/null; }
minus() { sed 's/^-/−/'; }

# ---- standings PDF: every player and total of `standings --format csv`, in order ----
check "export pdf (de)" 0 --out "$TMP/st.pdf geschrieben" -- "$SK" --db "$DB" export pdf "$TMP/st.pdf" --lang de
"$SK" --db "$DB" standings --format csv | tail -n +2 >"$TMP/st.csv"
pdf_text "$TMP/st.pdf" >"$TMP/st.txt"
prev=0 problems=()
while IFS=, read -r rank name won lost gp wl ob total _; do
    t=$(printf '%s' "$total" | minus)
    ln=$(grep -nF -- "$name " "$TMP/st.txt" | grep -F -- " $t" | head -1 | cut -d: -f1)
    if [ -z "$ln" ]; then
        problems+=("missing: $rank $name $t")
    elif [ "$ln" -le "$prev" ]; then
        problems+=("out of order: $name")
    else
        [ "$(sed -n "${ln}p" "$TMP/st.txt" | awk '{print $1}')" = "$rank" ] || problems+=("rank of $name")
        prev=$ln
    fi
done <"$TMP/st.csv"
n=$(wc -l <"$TMP/st.csv")
if [ "$n" -gt 10 ] && [ ${#problems[@]} -eq 0 ]; then
    t_ok "export pdf: $n players with rank and total in the order of standings"
else
    t_fail "export pdf: players in order" "rows: $n" "${problems[@]:0:5}"
fi
pages=$(pdfinfo "$TMP/st.pdf" 2>/dev/null | awk '/^Pages:/{print $2}')
if grep -q "Seite 1 von $pages" "$TMP/st.txt" && grep -q "Mannschaftswertung" "$TMP/st.txt" &&
    grep -q "Kreuz-Buben Öhringen €" "$TMP/st.txt" && grep -q "Punkteverlauf" "$TMP/st.txt" &&
    grep -q "Rangliste – Serie 1–3" "$TMP/st.txt"; then
    t_ok "export pdf: Seite 1 von $pages, team ranking, chart, series info"
else
    t_fail "export pdf: footer, teams, chart" "$(head -12 "$TMP/st.txt")"
fi
# team totals equal `standings --teams`
"$SK" --db "$DB" standings --teams --format csv | tail -n +2 >"$TMP/teams.csv"
problems=()
while IFS=, read -r rank name won lost gp wl ob total _; do
    grep -F -- "$name" "$TMP/st.txt" | grep -qF -- "$(printf '%s' "$total" | minus)" || problems+=("$name $total")
done <"$TMP/teams.csv"
if [ -s "$TMP/teams.csv" ] && [ ${#problems[@]} -eq 0 ]; then t_ok "export pdf: team totals as standings --teams"; else t_fail "export pdf: team totals" "${problems[@]}" "$(cat "$TMP/teams.csv")"; fi

# series standings in English
check "export pdf --series 2 (en)" 0 -- "$SK" --db "$DB" export pdf "$TMP/s2.pdf" --series 2
"$SK" --db "$DB" standings --series 2 --format csv | tail -n +2 | head -3 >"$TMP/s2.csv"
pdf_text "$TMP/s2.pdf" >"$TMP/s2.txt"
problems=()
while IFS=, read -r rank name won lost gp wl ob total _; do
    grep -F -- "$name " "$TMP/s2.txt" | grep -qF -- "$(printf '%s' "$total" | minus)" || problems+=("$name $total")
done <"$TMP/s2.csv"
if grep -q "Page 1 of 1" "$TMP/s2.txt" && grep -q "Standings – Series 2" "$TMP/s2.txt" && [ ${#problems[@]} -eq 0 ]; then
    t_ok "export pdf --series 2: English labels and series totals"
else
    t_fail "export pdf --series 2" "${problems[@]}" "$(head -8 "$TMP/s2.txt")"
fi

# ---- score sheets ----
check "sheet pdf --series 1" 0 --out "Tische)" -- "$SK" --db "$DB" sheet pdf "$TMP/sh.pdf" --series 1 --lang de
ntables=$("$SK" --db "$DB" series show 1 | grep -c '^table ')
pages=$(pdfinfo "$TMP/sh.pdf" 2>/dev/null | awk '/^Pages:/{print $2}')
[ "$pages" = "$ntables" ] && t_ok "sheet pdf: one page per table ($pages)" || t_fail "sheet pdf: pages" "pages $pages, tables $ntables"
problems=()
for pg in $(seq 1 "$pages"); do
    size=$("$SK" --db "$DB" series show 1 | grep '^table ' | sed -n "${pg}p" | sed 's/.*(\([34]\) players).*/\1/')
    want=$([ "$size" = 4 ] && echo 48 || echo 36)
    rows=$(pdf_text -f "$pg" -l "$pg" "$TMP/sh.pdf" | awk '$1 ~ /^[0-9]+$/ && $2 ~ /^[1-4]$/ {print $1}' | tr '\n' ' ')
    [ "$rows" = "$(seq -s ' ' 1 "$want") " ] || problems+=("page $pg ($size-table): rows $rows")
done
[ ${#problems[@]} -eq 0 ] && t_ok "sheet pdf: 48 rows on 4-tables, 36 on 3-tables" || t_fail "sheet pdf: rows" "${problems[@]}"
# the totals row of table 1 equals the series-1 totals of its players
pdf_text -f 1 -l 1 "$TMP/sh.pdf" >"$TMP/sh1.txt"
"$SK" --db "$DB" standings --series 1 --format csv >"$TMP/s1.csv"
problems=()
got=$(grep "^ *Gesamt" "$TMP/sh1.txt" | sed 's/Gesamt//' | tr -s ' ' | sed 's/^ //')
i=0
for name in $("$SK" --db "$DB" series show 1 | awk '/^table 1 /{f=1; next} /^table /{f=0} f && /seat/' | sed 's/^ *seat [0-9] *[0-9-]* *//; s/  .*//' | tr ' ' '_'); do
    i=$((i + 1))
    nm=$(echo "$name" | tr '_' ' ')
    tot=$(grep -F ",$nm," "$TMP/s1.csv" | awk -F, '{print $8}' | minus)
    [ "$(echo "$got" | cut -d' ' -f$i)" = "$tot" ] || problems+=("seat $i $nm: sheet '$(echo "$got" | cut -d' ' -f$i)', standings '$tot'")
    grep -qF "$nm" "$TMP/sh1.txt" || problems+=("$nm missing")
done
[ "$i" -ge 3 ] && [ ${#problems[@]} -eq 0 ] && t_ok "sheet pdf: table 1 totals equal the series standings" || t_fail "sheet pdf: totals" "got: $got" "${problems[@]}"
check "sheet pdf --table 2 --blank" 0 --out "(1 table)" -- "$SK" --db "$DB" sheet pdf "$TMP/b.pdf" --series 2 --table 2 --blank
if pdf_text "$TMP/b.pdf" | grep -q "Table 2" && ! pdf_text "$TMP/b.pdf" | grep -q "passed"; then
    t_ok "sheet pdf --blank: one empty sheet"
else
    t_fail "sheet pdf --blank"
fi
check "sheet pdf: unknown table" 3 --err "no table 99" -- "$SK" --db "$DB" sheet pdf "$TMP/x.pdf" --series 1 --table 99
check "sheet pdf: --series required" 2 --err "--series N is required" -- "$SK" --db "$DB" sheet pdf "$TMP/x.pdf"
check "sheet pdf: series not drawn" 3 --err "series 7" -- "$SK" --db "$DB" sheet pdf "$TMP/x.pdf" --series 7
[ -e "$TMP/x.pdf" ] && t_fail "failed commands leave no file" || t_ok "failed commands leave no file"

# ---- seating plan ----
check "series plan" 0 -- "$SK" --db "$DB" series plan "$TMP/plan.pdf" --series 3 --lang de
pdf_text "$TMP/plan.pdf" >"$TMP/plan.txt"
problems=()
while read -r name; do grep -qF -- "$name" "$TMP/plan.txt" || problems+=("$name"); done < <("$SK" --db "$DB" series show 3 | awk '/seat/' | sed 's/^ *seat [0-9] *[0-9-]* *//; s/  .*//')
grep -q "Sitzplan – Serie 3" "$TMP/plan.txt" || problems+=("title")
[ ${#problems[@]} -eq 0 ] && t_ok "series plan: title and every seated player" || t_fail "series plan" "${problems[@]}"

# ---- errors: usage, unwritable path, atomic replace ----
check "export pdf: --lang fr" 2 --err "--lang must be de or en" -- "$SK" --db "$DB" export pdf "$TMP/x.pdf" --lang fr
check "export pdf: FILE missing" 2 --err "FILE is required" -- "$SK" --db "$DB" export pdf
check "export xlsx: unwritable directory" 1 --err "cannot write $TMP/nodir/x.xlsx" -- "$SK" --db "$DB" export xlsx "$TMP/nodir/x.xlsx"
mkdir -p "$TMP/ro" && echo old >"$TMP/ro/keep.pdf" && chmod 555 "$TMP/ro"
if [ "$(id -u)" != 0 ]; then
    check "export pdf: read-only directory" 1 --err "cannot write" -- "$SK" --db "$DB" export pdf "$TMP/ro/keep.pdf"
    [ "$(cat "$TMP/ro/keep.pdf")" = old ] && t_ok "read-only: old file untouched" || t_fail "read-only: old file untouched"
fi
chmod 755 "$TMP/ro"
echo old >"$TMP/replace.pdf"
check "export pdf replaces a file" 0 -- "$SK" --db "$DB" export pdf "$TMP/replace.pdf"
head -c 5 "$TMP/replace.pdf" | grep -q "%PDF-" && ! ls "$TMP" | grep -q '\.tmp\.' && t_ok "replaced atomically, no temp files" || t_fail "replaced atomically"

# ---- XLSX: values equal standings --format csv, games equal game list ----
check "export xlsx" 0 --out "wrote" -- "$SK" --db "$DB" export xlsx "$TMP/r.xlsx"
for s in 1 2 3; do "$SK" --db "$DB" standings --series $s --format csv >"$TMP/ser$s.csv"; done
"$SK" --db "$DB" standings --format csv >"$TMP/all.csv"
"$SK" --db "$DB" stats --format csv >"$TMP/stats.csv"
ngames=0
for s in 1 2 3; do
    c=$("$SK" --db "$DB" game list --series $s | grep -cE '^ *[0-9]+  dealer ')
    ngames=$((ngames + c))
done
if /usr/bin/python3 - "$TMP" "$ngames" >"$TMP/py.txt" 2>&1 <<'EOF'
import csv, sys, openpyxl
d, ngames = sys.argv[1], int(sys.argv[2])
wb = openpyxl.load_workbook(d + "/r.xlsx")
wv = openpyxl.load_workbook(d + "/r.xlsx", data_only=True)
probs = []
if wb.sheetnames != ["Standings", "Series 1", "Series 2", "Series 3", "Games", "Statistics"]:
    probs.append("sheets %r" % wb.sheetnames)
def check_sheet(name, csvfile, total_col, formula):
    ws, wsv = wb[name], wv[name]
    rows = list(csv.DictReader(open(csvfile, encoding="utf-8")))
    if ws.freeze_panes != "A2": probs.append(name + ": not frozen")
    if not ws.auto_filter.ref or not ws.auto_filter.ref.startswith("A1:"): probs.append(name + ": no filter")
    hdr = [c.value for c in ws[1]]
    for i, r in enumerate(rows, start=2):
        v = [c.value for c in wsv[i]]
        won, lost = hdr.index("Won"), hdr.index("Lost")
        want = [int(r["rank"]), r["player"], int(r["won"]), int(r["lost"]), int(r["total"])]
        got = [v[0], v[1], v[won], v[lost], v[total_col]]
        if got != want:
            probs.append("%s row %d: %r != %r" % (name, i, got, want)); return
        if type(v[total_col]) is not int or type(v[0]) is not int:
            probs.append("%s row %d: not numbers" % (name, i)); return
        f = ws.cell(row=i, column=total_col + 1).value
        if not (isinstance(f, str) and f.startswith("=") and formula(i) == f):
            probs.append("%s row %d: formula %r" % (name, i, f)); return
    if wsv.max_row != len(rows) + 1:
        probs.append("%s: %d rows, csv %d" % (name, wsv.max_row - 1, len(rows)))
check_sheet("Standings", d + "/all.csv", 9, lambda i: "=SUM(E%d:G%d)" % (i, i))
for s in (1, 2, 3):
    check_sheet("Series %d" % s, d + "/ser%d.csv" % s, 8, lambda i: "=D%d+G%d+H%d" % (i, i, i))
    # the cached total agrees with its formula's inputs
    ws = wv["Series %d" % s]
    for r in ws.iter_rows(min_row=2, values_only=True):
        if r[3] + r[6] + r[7] != r[8] or r[6] != 50 * (r[4] - r[5]):
            probs.append("series %d: cached values disagree: %r" % (s, r)); break
    # the (won - lost) column: its heading and formula carry the Seeger 50
    wf = wb["Series %d" % s]
    if wf.cell(row=1, column=7).value != "(+/\u2212) \u00d7 50" or wf.cell(row=2, column=7).value != "=50*(E2-F2)":
        probs.append("series %d: won/lost column %r %r" % (s, wf.cell(row=1, column=7).value, wf.cell(row=2, column=7).value))
g = wv["Games"]
hdr = [c.value for c in g[1]]
want_hdr = ["Series", "Table", "Game", "Dealer", "Declarer", "Seat", "Contract", "Matadors", "Flags", "Bid", "Points", "Value", "Result", "Score", "Seeger"]
if hdr != want_hdr: probs.append("games header %r" % hdr)
if g.max_row - 1 != ngames: probs.append("games: %d rows, game list %d" % (g.max_row - 1, ngames))
for r in g.iter_rows(min_row=2, values_only=True):
    if not all(type(x) is int for x in (r[0], r[1], r[2], r[13])):
        probs.append("games: not numbers %r" % (r,)); break
    if r[12] != "passed" and (type(r[11]) is not int or type(r[9]) is not int):
        probs.append("games: value/bid not numbers %r" % (r,)); break
    if r[12] == "won" and r[13] != r[11]: probs.append("won score %r" % (r,)); break
    if r[12] in ("lost", "overbid") and r[13] != -2 * r[11]: probs.append("lost score %r" % (r,)); break
res = {x for x in (r[12] for r in g.iter_rows(min_row=2, values_only=True))}
# the statistics sheet: one row per player as `stats --format csv` (ranked as
# the standings: ordered by place, as the CSV's places say), then the totals
st = wv["Statistics"]
hdr = [c.value for c in st[1]]
srows = list(csv.DictReader(open(d + "/stats.csv", encoding="utf-8")))
srows = sorted([r for r in srows if r["row"] == "player"],
               key=lambda r: int(r["places"].rstrip(".")) if r["places"] else 1 << 30) + \
        [r for r in srows if r["row"] != "player"]
keys = [("Name", "player"), ("Games", "declared"), ("Won", "won"), ("Lost", "lost"),
        ("Won %", "won_pct"), ("Grand won", "grand_won"), ("Overbid", "overbid"),
        ("Avg value", "value_avg"), ("Passed", "passed"), ("Avg series", "seeger_avg"),
        ("Worst series", "seeger_worst"), ("Place", "places")]
if st.max_row != len(srows) + 1: probs.append("statistics: %d rows, csv %d" % (st.max_row - 1, len(srows)))
for i, r in enumerate(srows, start=2):
    v = [c.value for c in st[i]]
    for h, k in keys:
        want = r[k] if r["row"] == "player" or k != "player" else None
        if k == "player" and r["row"] == "total": want = "All players"
        elif k == "places": want = int(want.rstrip(".")) if want else None
        elif k != "player": want = float(want) if "." in want else int(want)
        if h not in hdr or v[hdr.index(h)] != want:
            probs.append("statistics row %d %s: %r != %r" % (i, h, v[hdr.index(h)] if h in hdr else "-", want)); break
if not {"won", "lost", "passed"} <= res: probs.append("results %r" % res)
print("\n".join(probs) if probs else "OK")
sys.exit(1 if probs else 0)
EOF
then
    t_ok "export xlsx: standings and series equal standings --format csv; games equal game list; statistics equal stats --format csv"
else
    mapfile -t pyl < <(head -20 "$TMP/py.txt"); t_fail "export xlsx: openpyxl" "${pyl[@]}"
fi
check "export xlsx (de)" 0 -- "$SK" --db "$DB" export xlsx "$TMP/de.xlsx" --lang de
/usr/bin/python3 -c 'import openpyxl,sys; print(openpyxl.load_workbook(sys.argv[1]).sheetnames)' "$TMP/de.xlsx" | grep -q "'Rangliste', 'Serie 1'.*'Spiele'" &&
    t_ok "export xlsx --lang de: German sheet names" || t_fail "export xlsx --lang de: German sheet names"

# ---- after the first series the tournament standings say "after series 1",
# the standings of series 1 "Series 1": a club user must tell them apart ----
DB1=$(new_db one)
"$SK" --db "$DB1" demo --series 1 --seed 3 >/dev/null 2>&1 || t_fail "one-series demo" "demo failed"
"$SK" --db "$DB1" export pdf "$TMP/one-t.pdf" --lang de >/dev/null 2>&1
"$SK" --db "$DB1" export pdf "$TMP/one-s.pdf" --series 1 >/dev/null 2>&1
if pdf_text -l 1 "$TMP/one-t.pdf" | grep -q "Rangliste – nach Serie 1" &&
    pdf_text -l 1 "$TMP/one-s.pdf" | grep -q "Standings – Series 1"; then
    t_ok "export pdf: tournament after series 1 titled 'nach Serie 1', series 1 titled 'Series 1'"
else
    t_fail "export pdf: title after one series" "$(pdf_text -l 1 "$TMP/one-t.pdf" | head -8)"
fi
# the series sheets head the bonus column like the text standings and sheets
h=$(/usr/bin/python3 -c 'import openpyxl,sys; print(openpyxl.load_workbook(sys.argv[1])["Series 1"]["H1"].value)' "$TMP/r.xlsx")
[ "$h" = "Others' lost" ] && t_ok "export xlsx: series column header Others' lost" ||
    t_fail "export xlsx: series column header" "$h"
# the score sheet legend mentions the greyed dealer only at a 4-table (at a
# 3-table the dealer plays and nothing is greyed)
sheets_t=$("$SK" --db "$DB" series show 1 | grep -E '^table [0-9]+ \(' )
t3=$(printf '%s\n' "$sheets_t" | awk '/\(3 players\)/{print $2; exit}')
t4=$(printf '%s\n' "$sheets_t" | awk '/\(4 players\)/{print $2; exit}')
"$SK" --db "$DB" sheet pdf "$TMP/l3.pdf" --series 1 --table "$t3" >/dev/null 2>&1
"$SK" --db "$DB" sheet pdf "$TMP/l4.pdf" --series 1 --table "$t4" --lang de >/dev/null 2>&1
if [ -n "$t3" ] && [ -n "$t4" ] && pdf_text "$TMP/l3.pdf" | grep -q "Running total under the declarer" &&
    ! pdf_text "$TMP/l3.pdf" | grep -q "Grey: the dealer sits out" &&
    pdf_text "$TMP/l4.pdf" | grep -q "Grau: Geber setzt aus"; then
    t_ok "sheet pdf: legend names the greyed dealer at a 4-table only"
else
    t_fail "sheet pdf: legend per table size" "3-table $t3, 4-table $t4"
fi
