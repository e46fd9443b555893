#!/usr/bin/env bash
# A series a player did not play looks the same in every view (issue 36):
# an em dash, never 0 or an empty cell: `standings` (terminal), the PDF,
# the XLSX (text, so the total's SUM formula skips it), the web page; Skat
# (ISkO) and Schafkopf (S1, S6 of rules-house-schafkopf.md A.6); the TUI's
# standings screen too.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$TDIR/../web/lib_web.sh"
cd "$TMP"
DB=$(new_db sk)
S() { "$SK" --db "$DB" "$@"; }
D=$(printf '\xe2\x80\x94')   # U+2014, the em dash
S init >/dev/null
for p in Anna Bert Carl Dora Emil; do S player add "$p" >/dev/null; done

# Skat: Dora sits out series 2 (a 3-table of Anna, Bert, Carl)
S tournament create K --series 2 >/dev/null
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bert\n1,1,3,Carl\n1,1,4,Dora\n2,1,1,Anna\n2,1,2,Bert\n2,1,3,Carl\n' > k.csv
S import seats k.csv -t K >/dev/null
S game add -t K --series 1 --table 1 --declarer 2 grand --with 1 --points 70 >/dev/null || t_fail "setup: game 1"
S game add -t K --series 2 --table 1 --declarer 2 clubs --with 1 --points 70 >/dev/null || t_fail "setup: game 2"
check "terminal: Dora's series 2 is a dash" 0 --out "Dora" -- sh -c "S() { \"$SK\" --db \"$DB\" \"\$@\"; }; S standings -t K | grep Dora | grep -F -- '$D'"
S export xlsx k.xlsx -t K >/dev/null
check "XLSX: the dash as text, the total formula still adds the series played" 0 \
    --out "Dora|$D|=SUM(E" -- /usr/bin/python3 -c '
import openpyxl, sys
ws = openpyxl.load_workbook(sys.argv[1]).worksheets[0]
head = [c.value for c in ws[1]]
for r in ws.iter_rows(min_row=2):
    if r[1].value == "Dora":
        print("|".join(str(x) for x in (r[1].value, r[head.index("Series 2")].value, r[head.index("Total")].value)))' k.xlsx
S export pdf k.pdf -t K >/dev/null
pdftotext -layout k.pdf k.txt 2>/dev/null
check "PDF: the dash" 0 --out "Dora" -- sh -c "grep Dora k.txt | grep -F -- '$D'"

# Schafkopf: Dora sits out series 2, Emil series 1
S tournament create B --game schafkopf --series 2 >/dev/null
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bert\n1,1,3,Carl\n1,1,4,Dora\n2,1,1,Anna\n2,1,2,Bert\n2,1,3,Carl\n2,1,4,Emil\n' > b.csv
S import seats b.csv -t B >/dev/null
S game add -t B --series 1 --table 1 ruf --declarer 1 --partner 3 --suit eichel --points 70 >/dev/null   # S1
S game add -t B --series 2 --table 1 solo --declarer 3 --suit herz --points 75 >/dev/null              # S6
check "Schafkopf terminal: the dash" 0 --out "Dora" --out "Emil" \
    -- sh -c "S() { \"$SK\" --db \"$DB\" \"\$@\"; }; S standings -t B | grep -E 'Dora|Emil' | grep -F -- '$D'"
S export xlsx b.xlsx -t B >/dev/null
check "Schafkopf XLSX: the dash, not an empty cell" 0 --out "Dora|-20|$D" --out "Emil|$D|-50" -- /usr/bin/python3 -c '
import openpyxl, sys
ws = openpyxl.load_workbook(sys.argv[1]).worksheets[0]
for r in ws.iter_rows(min_row=2, values_only=True):
    if r[1] in ("Dora", "Emil"):
        print("|".join(str(x) for x in r[1:4]))' b.xlsx
S export pdf b.pdf -t B >/dev/null
pdftotext -layout b.pdf b.txt 2>/dev/null
check "Schafkopf PDF: the dash" 0 --out "Emil" -- sh -c "grep Emil b.txt | grep -F -- '$D'"

serve_start "$DB" -t K || t_fail "serve starts" "$(cat "$TMP/serve.err")"
check_http "web: the dash" 200 --has "<td class=\"num wide\">$D</td>" -- GET /
serve_stop
serve_start "$DB" -t B || t_fail "serve starts" "$(cat "$TMP/serve.err")"
check_http "Schafkopf web: the dash, not 0" 200 --has "<td class=\"num wide\">$D</td>" -- GET /
serve_stop

# the TUI's standings screen
. "$TDIR/../tui/lib_tui.sh"
start T "$SK" --db "$DB" tui -t K --series 1 --table 1
expect "TUI: the sheet" T "K - series 1 - table 1"
keys T s
expect "TUI: the standings" T "Dora"
keys T Tab
expect "TUI: the tournament's standings, a column per series" T "S2"
if screen T | grep Dora | grep -qF -- "$D"; then t_ok "TUI: Dora's series 2 is a dash"
else t_fail "TUI: Dora's series 2 is a dash" "$(screen T | grep Dora)"; fi
keys T q
wait_for T "TUI-EXIT 0" 5 || keys T y
