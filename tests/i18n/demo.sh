#!/usr/bin/env bash
# The demo in German end to end (issues 19, 29): with `config lang de`
# stored in the database (no --lang, no German locale generated), the CLI's
# outputs, the PDFs (pdftotext), the XLSX (read back with openpyxl), the TUI
# (in tmux) and the web pages (served to an English browser) must contain
# no leftover English word.  The house and Schafkopf evenings: evenings.sh.  The list below is what a
# German club would notice; names of players and clubs are the demo's own.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_i18n.sh"
cd "$TMP" || exit 1
export SKATSHEET_DB=$(new_db demo)
"$SK" --lang de demo --players 13 --series 2 >"$TMP/cli.txt" 2>&1
"$SK" config lang de >/dev/null
all=$TMP/cli.txt
run() { echo "\$ skatsheet $*" >>"$all"; "$SK" "$@" >>"$all" 2>&1; }
run tournament list
run tournament show
run player list
run series show 1
run standings
run standings --series 2
run sheet show --series 1 --table 1
run sheet show --series 2 --table 3
run game list --series 1 --table 2
run game edit --series 1 --table 1 --game 2 --declarer 2 grand --with 1 --points 70
run game delete --series 1 --table 1 --game 3
run game history --series 1
run game restore --series 1 --table 1 --game 3
run check
run value null --lost --bid 30
run value clubs --with 2 --hand --points 95
run player add
run game add --series 1 --table 1 --game 1 --declarer 9 grand
run standings --format xml
run help game add
run export pdf "$TMP/s.pdf"
run sheet pdf "$TMP/sheets.pdf" --series 1
run series plan "$TMP/plan.pdf" --series 2
run export xlsx "$TMP/d.xlsx"
grep -q "Rangliste" "$all" && t_ok "CLI speaks German" || t_fail "CLI speaks German" "$(head -5 "$all")"

pdftotext -layout "$TMP/s.pdf" "$TMP/s.txt" && pdftotext -layout "$TMP/sheets.pdf" "$TMP/sheets.txt" &&
    pdftotext -layout "$TMP/plan.pdf" "$TMP/plan.txt" && t_ok "PDFs written and read" ||
    t_fail "PDFs written and read"
grep -q "Spielliste" "$TMP/sheets.txt" && grep -q "Rangliste" "$TMP/s.txt" &&
    t_ok "PDFs in German" || t_fail "PDFs in German" "$(head -3 "$TMP/sheets.txt")"
/usr/bin/python3 - "$TMP/d.xlsx" >"$TMP/xlsx.txt" <<'PY'
import sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
for ws in wb.worksheets:
    print(ws.title)
    for row in ws.iter_rows(values_only=True):
        print("\t".join("" if v is None else str(v) for v in row if not (isinstance(v, str) and v.startswith("="))))
PY
[ -s "$TMP/xlsx.txt" ] && t_ok "XLSX read back" || t_fail "XLSX read back"

# the TUI: a table's sheet, its help, the standings
if command -v tmux >/dev/null; then
    sock=$TMP/tmux.sock
    tmux -S "$sock" new-session -d -x 160 -y 60 \
        "env TERM=xterm LC_ALL=C.UTF-8 '$SK' tui --series 1 --table 1; sleep 3"
    sleep 1.5
    tmux -S "$sock" capture-pane -p >"$TMP/tui.txt"
    tmux -S "$sock" send-keys '?'; sleep 0.7
    tmux -S "$sock" capture-pane -p >>"$TMP/tui.txt"
    tmux -S "$sock" send-keys Escape; sleep 0.5
    tmux -S "$sock" send-keys s; sleep 0.7
    tmux -S "$sock" capture-pane -p >>"$TMP/tui.txt"
    tmux -S "$sock" send-keys Escape c; sleep 0.7
    tmux -S "$sock" capture-pane -p >>"$TMP/tui.txt"
    tmux -S "$sock" send-keys Enter; sleep 0.5         # table 1 again
    tmux -S "$sock" send-keys t; sleep 0.7             # the statistics
    tmux -S "$sock" capture-pane -p >>"$TMP/tui.txt"
    tmux -S "$sock" send-keys Enter; sleep 0.5         # one player in detail
    tmux -S "$sock" capture-pane -p >>"$TMP/tui.txt"
    tmux -S "$sock" send-keys q; sleep 0.5
    tmux -S "$sock" kill-server 2>/dev/null
    grep -q "Spielpunkte" "$TMP/tui.txt" && t_ok "TUI in German" || t_fail "TUI in German" "$(head -3 "$TMP/tui.txt")"
    grep -q "Statistik von" "$TMP/tui.txt" && grep -q "Spielwert: Schnitt" "$TMP/tui.txt" &&
        t_ok "TUI statistics in German" || t_fail "TUI statistics in German" "$(grep -n Statistik "$TMP/tui.txt" | head -3)"
else
    t_fail "TUI in German" "tmux is not installed"
    : >"$TMP/tui.txt"
fi

# the web as the organiser serves it (config lang de) to any browser
. "$TESTS_DIR/web/lib_web.sh"
: >"$TMP/web.txt"
if serve_start "$SKATSHEET_DB"; then
    for p in / '/standings?series=2' /teams /tables /table/1/1 '/table/2/3' /beamer /register /league \
             '/api/preview?series=1&table=1&declarer=2&contract=clubs&matadors=2&points=80' /no/such/page; do
        http GET "$p" -H 'Accept-Language: en-GB,en;q=0.9'
        /usr/bin/python3 "$TDIR/lib_web_text.py" "$BODY" >>"$TMP/web.txt"
    done
    serve_stop
    grep -q "Gesamtwertung" "$TMP/web.txt" && t_ok "web in German for an English browser" ||
        t_fail "web in German" "$(head -3 "$TMP/web.txt")"
else
    t_fail "serve the demo" "$(cat "$TMP/serve.err")"
fi

for f in cli s sheets plan xlsx tui web; do
    no_english "$f" "$TMP/$f.txt"
done
[ -n "${KEEP_DEMO_DE:-}" ] && cp "$TMP"/*.txt "$KEEP_DEMO_DE"/
exit 0
