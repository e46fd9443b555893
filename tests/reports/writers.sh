# tests/reports/writers.sh - read back what the PDF/XLSX writers produce
# from the fixtures of tests/unit/test_reports.c: pdftotext for the PDFs,
# python3 + openpyxl for the workbook.
# engines: sqlite (the PDF/XLSX writers: the database only feeds them)
. "$TESTS_DIR/lib.sh"
OUTD=$TMP/out
"$TESTBIN/test_reports" --out "$OUTD" >"$TMP/unit.log" 2>&1 ||
    t_fail "fixtures written" "$(cat "$TMP/unit.log")"

pdf_text() { pdftotext -layout "$@" - 2>/dev/null; }
minus() { sed 's/^-/−/'; } # the PDF prints a real minus sign

# ---- standings: pages, footer, every name with its total, in order ----
pdf_text "$OUTD/standings_de.pdf" >"$TMP/st.txt"
pages=$(pdfinfo "$OUTD/standings_de.pdf" 2>/dev/null | awk '/^Pages:/{print $2}')
if [ "$pages" = 3 ] && grep -q "Seite 1 von 3" "$TMP/st.txt" && grep -q "Seite 3 von 3" "$TMP/st.txt"; then
    t_ok "standings: 3 pages, footer Seite i von 3"
else
    t_fail "standings: 3 pages, footer Seite i von 3" "pages=$pages"
fi
prev=0 problems=()
while IFS='|' read -r rank name total; do
    t=$(printf '%s' "$total" | minus)
    ln=$(grep -nF -- "$name " "$TMP/st.txt" | grep -F -- " $t " | head -1 | cut -d: -f1)
    if [ -z "$ln" ]; then
        problems+=("missing: $rank $name $t")
    elif [ "$ln" -le "$prev" ]; then
        problems+=("out of order: $name")
    else
        line=$(sed -n "${ln}p" "$TMP/st.txt")
        case "$line" in *"$name"*) ;; esac
        [ "$(echo "$line" | awk '{print $1}')" = "$rank" ] || problems+=("rank of $name is not $rank: $line")
        prev=$ln
    fi
done <"$OUTD/standings_expected.txt"
if [ ${#problems[@]} -eq 0 ]; then t_ok "standings: 80 names, ranks and totals in order"; else t_fail "standings: names in order" "${problems[@]:0:5}"; fi
# shared rank: two players carry the same rank
dup=$(cut -d'|' -f1 "$OUTD/standings_expected.txt" | uniq -d | head -1)
if [ -n "$dup" ] && [ "$(awk -v r="$dup" '$1==r' "$TMP/st.txt" | wc -l)" -ge 2 ]; then
    t_ok "standings: shared rank $dup printed twice"
else
    t_fail "standings: shared rank printed twice" "dup=$dup"
fi
# column header repeated on page 2; team ranking and chart present
pdf_text -f 2 -l 2 "$OUTD/standings_de.pdf" >"$TMP/p2.txt"
if grep -q "Platz.*Name.*Gesamt" "$TMP/p2.txt" && grep -q "Mannschaftswertung" "$TMP/p2.txt" &&
    grep -q "Herz-Dame Düsseldorf €" "$TMP/p2.txt"; then
    t_ok "standings: header repeated, team ranking with € and umlauts"
else
    t_fail "standings: header repeated, team ranking" "$(head -5 "$TMP/p2.txt")"
fi
pdf_text -f 3 -l 3 "$OUTD/standings_de.pdf" >"$TMP/p3.txt"
top=$(head -1 "$OUTD/standings_expected.txt" | cut -d'|' -f2)
if grep -q "Punkteverlauf" "$TMP/p3.txt" && grep -qF "1. $top" "$TMP/p3.txt" && grep -q "nach Serie" "$TMP/p3.txt"; then
    t_ok "chart page: title, axis label, legend led by $top"
else
    t_fail "chart page" "$(cat "$TMP/p3.txt" | head -20)"
fi
if pdf_text "$OUTD/standings_en.pdf" | grep -q "Page 1 of 2"; then
    t_ok "standings (en): Page 1 of 2"
else
    t_fail "standings (en): Page 1 of 2"
fi

# ---- score sheets: 48 rows at the 4-table, 36 at the 3-table ----
rows_on_page() { # FILE PAGE -> the game numbers that start a row, one per line
    pdf_text -f "$2" -l "$2" "$1" | awk '$1 ~ /^[0-9]+$/ && $2 ~ /^[1-4]$/ {print $1}'
}
for kind in de blank; do
    f="$OUTD/sheets_$kind.pdf"
    r1=$(rows_on_page "$f" 1 | tr '\n' ' ')
    r2=$(rows_on_page "$f" 2 | tr '\n' ' ')
    if [ "$kind" = blank ]; then # rows of 6 mm: each table on two pages
        r1=$( (rows_on_page "$f" 1; rows_on_page "$f" 2) | tr '\n' ' ')
        r2=$( (rows_on_page "$f" 3; rows_on_page "$f" 4) | tr '\n' ' ')
    fi
    if [ "$r1" = "$(seq -s ' ' 1 48) " ] && [ "$r2" = "$(seq -s ' ' 1 36) " ]; then
        t_ok "sheets ($kind): rows 1..48 on the 4-table, 1..36 on the 3-table"
    else
        t_fail "sheets ($kind): numbered rows" "page 1: $r1" "page 2: $r2"
    fi
done
pdf_text -f 1 -l 1 "$OUTD/sheets_de.pdf" >"$TMP/s1.txt"
pdf_text -f 2 -l 2 "$OUTD/sheets_de.pdf" >"$TMP/s2.txt"
problems=()
for pg in 1 2; do
    want=$(awk -F'|' -v t="$pg" '{split($1, a, " "); if (a[1] == t) print $2}' "$OUTD/sheets_totals.txt" | minus | tr '\n' ' ' | sed 's/ $//')
    got=$(grep "^ *Gesamt" "$TMP/s$pg.txt" | sed 's/Gesamt//' | tr -s ' ' | sed 's/^ //')
    [ "$got" = "$want" ] || problems+=("table $pg: totals '$got', expected '$want'")
    while IFS='|' read -r tn total; do
        name=${tn#* }
        [ "${tn%% *}" = "$pg" ] || continue
        grep -qF "$name" "$TMP/s$pg.txt" || problems+=("table $pg lacks $name")
    done <"$OUTD/sheets_totals.txt"
done
for w in "Spielliste" "Serie 2" "Tisch 1" "Geber" "eingepasst" "Spielpunkte" "Gewonnene Spiele" \
    "Verlorene Spiele" "× 50" "Verlorene Spiele der anderen" " × 30 = " "Unterschriften" "Seite 1 von 2"; do
    grep -qF -- "$w" "$TMP/s1.txt" || problems+=("page 1 lacks '$w'")
done
grep -qF " × 40 = " "$TMP/s2.txt" || problems+=("3-table lacks × 40")
grep -qF "Ü" "$TMP/s1.txt" || problems+=("no overbid mark Ü")
if [ ${#problems[@]} -eq 0 ]; then t_ok "sheets: header, names, Seeger block and totals"; else t_fail "sheets: content" "${problems[@]}"; fi
# blank: names, no totals, no games
pdf_text "$OUTD/sheets_blank.pdf" >"$TMP/b.txt"
if grep -qF "Jürgen Müller" "$TMP/b.txt" && ! grep -q "eingepasst" "$TMP/b.txt" &&
    ! grep -q "♣\|Grand" "$TMP/b.txt" && [ "$(grep "^ *Gesamt *$" "$TMP/b.txt" | wc -l)" = 2 ]; then
    t_ok "sheets (blank): names, no games, empty totals"
else
    t_fail "sheets (blank)" "$(grep Gesamt "$TMP/b.txt")"
fi
if pdf_text "$OUTD/sheets_en.pdf" | grep -q "Others' lost games"; then
    t_ok "sheets (en): English labels"
else
    t_fail "sheets (en): English labels"
fi

# ---- seating plan ----
pdf_text "$OUTD/plan_de.pdf" >"$TMP/plan.txt"
if grep -q "Sitzplan – Serie 2" "$TMP/plan.txt" && grep -q "Tisch 5" "$TMP/plan.txt" &&
    grep -qF "Sören Løvås" "$TMP/plan.txt" && grep -q "Nr. 19" "$TMP/plan.txt"; then
    t_ok "plan: title, 5 tables, names, start numbers"
else
    t_fail "plan" "$(head -20 "$TMP/plan.txt")"
fi

# ---- XLSX via openpyxl ----
if /usr/bin/python3 - "$OUTD/report.xlsx" "$OUTD/standings_expected.txt" >"$TMP/py.txt" 2>&1 <<'EOF'
import sys, openpyxl
path, exp = sys.argv[1], sys.argv[2]
wb = openpyxl.load_workbook(path)                  # formulas
wv = openpyxl.load_workbook(path, data_only=True)  # cached values
probs = []
names = wb.sheetnames
if names != ["Rangliste", "Serie 1- Tisch-Plätze-", "Serie 1- Tisch-Plätze- (2)"]:
    probs.append("sheet names %r" % names)
ws, wsv = wb["Rangliste"], wv["Rangliste"]
if [c.value for c in ws[1]] != ["Platz", "Name", "Nr.", "Serie 1", "Serie 2", "Serie 3", "Gesamt", "Gew.", "Verl."]:
    probs.append("header %r" % [c.value for c in ws[1]])
if ws.freeze_panes != "A2": probs.append("freeze %r" % ws.freeze_panes)
if ws.auto_filter.ref != "A1:I81": probs.append("filter %r" % ws.auto_filter.ref)
rows = [l.rstrip("\n").split("|") for l in open(exp, encoding="utf-8")]
for i, (rank, name, total) in enumerate(rows, start=2):
    r = [c.value for c in wsv[i]]
    if r[0] != int(rank) or r[1] != name or r[6] != int(total):
        probs.append("row %d: %r" % (i, r)); break
    if not all(type(v) is int for v in r[2:]):
        probs.append("row %d not numbers: %r" % (i, [type(v).__name__ for v in r])); break
    f = ws.cell(row=i, column=7).value
    if f != "=SUM(D%d:F%d)" % (i, i):
        probs.append("row %d formula %r" % (i, f)); break
    if sum(r[3:6]) != r[6]:
        probs.append("row %d cached total disagrees" % i); break
s = wb["Serie 1- Tisch-Plätze-"]
if s["I2"].value != "=D2+50*(E2-F2)+H2" or wv["Serie 1- Tisch-Plätze-"]["I2"].value != 1050:
    probs.append("series formula %r" % s["I2"].value)
if wv["Serie 1- Tisch-Plätze-"]["B3"].value != "Ömer Öztürk":
    probs.append("umlauts lost")
if ws.column_dimensions["B"].width < 20: probs.append("name column narrow")
print("\n".join(probs) if probs else "OK")
sys.exit(1 if probs else 0)
EOF
then
    t_ok "xlsx: sheets, numbers as numbers, formulas with cached values, frozen header, filter"
else
    t_fail "xlsx: openpyxl checks" "$(cat "$TMP/py.txt")"
fi
