#!/usr/bin/env bash
# A German house evening, a Bierlachs evening and a Schafkopf evening
# (issue 29), with `config lang de` stored in the database (no --lang, no
# German locale): what the list keeper sees in the TUI (the sheet, every
# step of the entry line with its hints and preview, a Ramsch, the j/n
# prompts, the help, the standings and the money), what the players see on
# the web (every page, the entry forms, the live preview, a refusal), the
# PDFs and the XLSX - none may hold an English word (lib_i18n.sh:
# no_english), and a few German sentences are checked word for word.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_i18n.sh"
DB=$(new_db abend)
TUI_COLS=120 TUI_ROWS=45
. "$(dirname "$0")/../tui/lib_tui.sh"
. "$(dirname "$0")/../web/lib_web.sh"
# both libraries' ends: the TUI's tmux server and the web server
trap 'tmux -L "$SOCK" kill-server >/dev/null 2>&1; serve_stop; lib_cleanup' EXIT
cd "$TMP" || exit 1
tui_db Anna Bernd Carla Dora
sk config lang de >/dev/null
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bernd\n1,1,3,Carla\n' > seats3.csv
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bernd\n1,1,3,Carla\n1,1,4,Dora\n' > seats4.csv
# a Bierlachs evening (pub: Kontra, Bock, Ramsch rounds), a club evening
# with money, a Schafkopf evening
sk tournament create Kneipe --rules pub,bierlachs_price_ct=150 --date 2026-11-24 >/dev/null
sk import seats -t Kneipe seats3.csv >/dev/null
sk series codes 1 -t Kneipe >/dev/null
sk tournament create Clubabend --rules club,money_rate=1/4,entry_fee_ct=500,prize_percent=60/40 >/dev/null
sk import seats -t Clubabend seats4.csv >/dev/null
sk series codes 1 -t Clubabend >/dev/null
sk game add -t Clubabend --series 1 --table 1 --declarer 2 grand --hand --with 1 --points 75 >/dev/null
sk game add -t Clubabend --series 1 --table 1 --declarer 3 hearts --with 1 --points 50 --kontra kontra --kontra-by 4 >/dev/null
sk tournament create Stammtisch --game schafkopf --tariff 10-20-50 --rules allow_ramsch=yes >/dev/null
sk import seats -t Stammtisch seats4.csv >/dev/null
sk series codes 1 -t Stammtisch >/dev/null
T="-t Stammtisch --series 1 --table 1"
sk game add $T ruf --declarer 1 --partner 3 --suit eichel --points 70 >/dev/null
sk game add $T solo --declarer 2 --suit herz --points 95 --laufende 3 >/dev/null
TUI=$TMP/tui.txt
: >"$TUI"
grab() { sleep 0.4; screen "$1" >>"$TUI"; }   # the screen as it is now, into tui.txt

# ---- the TUI: the Bierlachs evening typed in ----
start K "$SK" --db "$DB" tui -t Kneipe --series 1 --table 1
wait_for K "Kneipe - Serie 1 - Tisch 1" || t_fail "the TUI opens in German" "$(screen K)"
grab K
keys K 1; grab K; keys K g; grab K; keys K 1; grab K; keys K h 7 5; grab K; keys K Enter; grab K
keys K 2; grab K; keys K h 1 k; grab K; keys K 7 0; grab K; keys K Enter; grab K
keys K R; grab K; keys K 4 5 4 0; grab K; keys K 3 5; grab K; keys K Enter; grab K
keys K 3 c 1 7 0 Enter; grab K          # the Bock round ends: a Ramsch round follows
keys K Enter; grab K; keys K BSpace 2 c 1 7 0; grab K; keys K Enter; grab K; keys K Escape; grab K
keys K g; grab K; keys K 3; grab K; keys K 2 8 9; grab K; keys K Escape
keys K p; grab K; keys K Escape
keys K Up x; grab K; keys K n; grab K
keys K r; grab K                         # r says what it is now
keys K 1 x; grab K; keys K Escape
keys K '?'; grab K
for i in 1 2 3 4; do keys K Space; grab K; done
keys K Escape
keys K s; grab K; keys K Tab; grab K; keys K m; grab K; keys K Escape Escape
keys K t; grab K; keys K Escape
keys K End 1 g; sleep 0.2; keys K q; grab K; keys K n
keys K Escape; keys K c; grab K; keys K Escape
keys K q
wait_for K "TUI-EXIT 0" 5 || keys K j
grep -q "TUI-EXIT 0" <(screen K) && t_ok "TUI: the evening ends with q" || t_fail "TUI: the evening ends with q" "$(screen K | tail -3)"
grep -q "Spiel 3: Ramsch" "$TUI" && grep -q "Ziffern Augen  Leer nächster Platz" "$TUI" &&
    grep -q "löschen? j/n" "$TUI" && grep -q "verwerfen und beenden? j/n" "$TUI" &&
    t_ok "TUI: the entry line, its hints and the j/n prompts in German" ||
    t_fail "TUI: the entry line, its hints and the j/n prompts in German" "$(grep -n "Spiel 3\|j/n\|y/n" "$TUI" | head)"
# ---- the TUI: the Schafkopf evening ----
start S "$SK" --db "$DB" tui -t Stammtisch --series 1 --table 1
wait_for S "Stammtisch" || t_fail "the Schafkopf TUI opens" "$(screen S)"
grab S
for k in w ' ' 4 ' ' 5 0 ' ' k 1; do keys S "$k"; done; grab S; keys S Enter; grab S
for k in r ' ' 1 ' ' 1 ' ' h ' ' 7 0; do keys S "$k"; done; grab S; keys S Escape
keys S Up DC; grab S; keys S n; grab S
keys S '?'; grab S; keys S Escape
keys S Tab; grab S; keys S Tab
keys S m; grab S; keys S Escape
keys S q
wait_for S "TUI-EXIT 0" 5 || true
grep -q "Spiel 4 (Geber " "$TUI" && t_ok "TUI Schafkopf: the entry prompt in German" ||
    t_fail "TUI Schafkopf: the entry prompt in German" "$(grep -n "Game\|Spiel [0-9] (" "$TUI" | head -5)"
no_english "TUI of the evenings" "$TUI"

# ---- the web, as the organiser serves it: config lang de, any browser ----
WEB=$TMP/web.txt
: >"$WEB"
code() { db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id JOIN series s ON s.id = x.series_id JOIN tournaments t ON t.id = s.tournament_id WHERE t.name = '$1'"; }
get() {   # get PATH [CURL ARGS]: the page's text into web.txt
    http GET "$1" -H 'Accept-Language: en-GB,en;q=0.9' "${@:2}"
    /usr/bin/python3 "$TDIR/lib_web_text.py" "$BODY" >>"$WEB"
}
post() {  # post PATH BODY: the answer's text into web.txt
    http POST "$1" -H 'Accept-Language: en' -d "$2"
    /usr/bin/python3 "$TDIR/lib_web_text.py" "$BODY" >>"$WEB"
}
for t in Kneipe Clubabend Stammtisch; do
    serve_start "$DB" -t "$t" || t_fail "serve $t"
    C=$(code "$t")
    for p in / '/standings?series=1' /tables /table/1/1 "/table/1/1?code=$C" /money /beamer /register /table/9/9; do
        get "$p"
    done
    case $t in
        Stammtisch)
            get "/api/preview?series=1&table=1&contract=wenz&declarer=4&augen=50&klopfer=1"
            post /api/table/1/1/game "code=$C&action=add&contract=ruf&declarer=1&partner=3&suit=herz&augen=70"
            post /table/1/1/game "code=$C&action=add&contract=solo&declarer=2&suit=herz&augen=130" ;;
        *)
            get "/api/preview?series=1&table=1&declarer=2&contract=clubs&matadors=2&points=80"
            post /api/table/1/1/game "code=$C&action=add&declarer=2&contract=clubs&matadors=2&bid=19&points=70"
            post /table/1/1/game "code=$C&action=add&declarer=ramsch&ramsch=40,40,50" ;;
    esac
    serve_stop
done
grep -q "Gesamtwertung" "$WEB" && grep -q "Wer zahlt an wen" "$WEB" && grep -q "Gerufene Karte\|Farbe" "$WEB" &&
    t_ok "web: the pages in the organiser's German for an English browser" ||
    t_fail "web: the pages in German" "$(head -5 "$WEB")"
no_english "web pages of the evenings" "$WEB"

# ---- the prints: PDF and XLSX ----
sk game add -t Kneipe --series 1 --table 1 --declarer 1 grand --hand --with 1 --points 75 >/dev/null 2>&1
for t in Kneipe Clubabend Stammtisch; do
    sk export pdf "$TMP/$t.pdf" -t "$t" >/dev/null 2>&1 || t_fail "export pdf $t"
    sk sheet pdf "$TMP/$t-sheet.pdf" -t "$t" --series 1 >/dev/null 2>&1 || t_fail "sheet pdf $t"
    sk export xlsx "$TMP/$t.xlsx" -t "$t" >/dev/null 2>&1 || t_fail "export xlsx $t"
    pdftotext -layout "$TMP/$t.pdf" - >>"$TMP/pdf.txt" 2>/dev/null
    pdftotext -layout "$TMP/$t-sheet.pdf" - >>"$TMP/pdf.txt" 2>/dev/null
    /usr/bin/python3 - "$TMP/$t.xlsx" >>"$TMP/xlsx.txt" <<'PY'
import sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
for ws in wb.worksheets:
    print(ws.title)
    for row in ws.iter_rows(values_only=True):
        print("\t".join("" if v is None else str(v) for v in row if not (isinstance(v, str) and v.startswith("="))))
PY
done
grep -q "24.11.2026" "$TMP/pdf.txt" && t_ok "PDF: the date as 24.11.2026" || t_fail "PDF: the date as 24.11.2026" "$(grep -n 2026 "$TMP/pdf.txt" | head -3)"
no_english "PDFs of the evenings" "$TMP/pdf.txt"
no_english "XLSX of the evenings" "$TMP/xlsx.txt"
[ -n "${KEEP_EVENINGS_DE:-}" ] && cp "$TMP"/*.txt "$KEEP_EVENINGS_DE"/
exit 0
