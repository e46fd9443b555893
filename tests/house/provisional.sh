#!/usr/bin/env bash
# Provisional everywhere (issue 29 item 10): house-rules and Schafkopf
# standings say how far they are the way the ISkO standings do (README
# "Provisional results"): the text, CSV and JSON standings, the TUI's
# title, the web page and the beamer, the PDF's title line and the XLSX
# sheet names; "all N games recorded" once complete.  And a Bierlachs
# "Runde" never adds unfinished rounds across series (rules-house-
# schafkopf.md B.5: a round ends with a lost Lachs; the one still running
# when a series ends never ends): the tournament's Round is the round of
# the latest series.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$TDIR/../web/lib_web.sh"
. "$TDIR/../tui/lib_tui.sh"
trap 'serve_stop; tmux -L "$SOCK" kill-server >/dev/null 2>&1; rm -rf "$TMP"' EXIT
cd "$TMP"
DB=$(new_db sk)
. "$TDIR/lib_house.sh"
house_db Anna Bernd Carla Dora

# ---- a Bierlachs of two short series (3 games each) -------------------------
S tournament create Bier --rules pub,bierlachs_price_ct=100 --series 2 --games3 3 >/dev/null
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bernd\n1,1,3,Carla\n2,1,1,Anna\n2,1,2,Bernd\n2,1,3,Carla\n' > bier.csv
S import seats -t Bier bier.csv >/dev/null
b() { S game add -t Bier "$@" >/dev/null || echo "refused: $*" >&2; }
# each series: Anna clubs 1 (24), Bernd spades 1 (22), Carla hearts 1 (20)
# won; the minus list: Anna -22 -20 = -42, Bernd -24 -20 = -44, Carla -46
for s in 1 2; do
    b --series $s --table 1 --declarer 1 clubs --with 1 --points 70
    b --series $s --table 1 --declarer 2 spades --with 1 --points 70
    [ $s = 2 ] || b --series $s --table 1 --declarer 3 hearts --with 1 --points 70
done

check "text: provisional, series 2 incomplete" 0 \
    --out "provisional: 5 of 6 games recorded (series 2 incomplete)" -- S standings -t Bier
check "CSV: the progress columns" 0 --out "rank,player,list,lachse,seeger,won,lost,games_recorded,games_expected,provisional" \
    --out ",5,6,yes" -- S standings -t Bier --format csv
check "JSON: the progress members" 0 \
    --out '"games_recorded":5,"games_expected":6,"series_drawn":2,"provisional":true' \
    -- S standings -t Bier --format json
check "series 1 alone: complete" 0 --out "all 3 games recorded" -- S standings -t Bier --series 1
check "German: vorläufig" 0 --out "vorläufig" -- S --lang de standings -t Bier
S export pdf bier.pdf -t Bier >/dev/null
check "PDF: the title line says provisional" 0 --out "provisional: 5 of 6 games" \
    -- sh -c "pdftotext -layout bier.pdf - 2>/dev/null"
S export xlsx bier.xlsx -t Bier >/dev/null
check "XLSX: each standings sheet says how far it is" 0 \
    --out "Standings:5:6:provisional|Series 1:3:3:complete|Series 2:2:3:provisional|" \
    -- /usr/bin/python3 -c '
import openpyxl, sys
out = ""
for ws in openpyxl.load_workbook(sys.argv[1]).worksheets:
    if ws.title in ("Standings", "Series 1", "Series 2"):
        rows = list(ws.iter_rows(values_only=True))
        h = list(rows[0])
        r = rows[1]
        out += "%s:%s:%s:%s|" % (ws.title, r[h.index("Games recorded")], r[h.index("Games expected")], r[h.index("Progress")])
print(out)' bier.xlsx

serve_start "$DB" -t Bier || t_fail "serve starts" "$(cat "$TMP/serve.err")"
check_http "web standings: provisional" 200 --has '<span class="prov">provisional: 5 of 6 games</span>' -- GET "/standings"
check_http "web standings, German" 200 --has 'vorläufig: 5 von 6 Spielen' -- GET "/standings?lang=de"
check_http "beamer: provisional" 200 --has '<span class="prov">provisional: 5 of 6 games</span>' -- GET "/beamer"
check_http "series 1 complete: no mark" 200 --lacks 'class="prov"' -- GET "/standings?series=1"
serve_stop

start P "$SK" --db "$DB" tui -t Bier --series 2 --table 1
wait_for P "Game 3" || true
keys P s
expect "TUI: the house standings of series 2 say PROVISIONAL" P "PROVISIONAL: 2 of 3 games"
keys P q
wait_for P "TUI-EXIT" 5 || keys P q

# ---- the Bierlachs round of the tournament: the latest series' round -------
# series 2 so far: Anna -22, Bernd -24, Carla -24 - -22 = -46?  Carla paid
# Anna's and Bernd's games: -24 - 22 = -46; never series 1's -42/-44/-46 added
check "Round across series: series 2's round, not the sum" 0 \
    --out "1,Anna,-22,0," --out "2,Bernd,-24,0," --out "3,Carla,-46,0," -- S standings -t Bier --format csv
b --series 2 --table 1 --declarer 3 hearts --with 1 --points 70
check "complete: all 6 games recorded" 0 --out "all 6 games recorded" -- S standings -t Bier
check "complete: the Round of series 2 (-42/-44/-46), not -84/-88/-92" 0 \
    --out "1,Anna,-42,0," --out "2,Bernd,-44,0," --out "3,Carla,-46,0," --out ",6,6,no" \
    -- S standings -t Bier --format csv

# ---- Schafkopf --------------------------------------------------------------
S tournament create Schaf --game schafkopf --games4 4 >/dev/null
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bernd\n1,1,3,Carla\n1,1,4,Dora\n' > schaf.csv
S import seats -t Schaf schaf.csv >/dev/null
S game add -t Schaf --series 1 --table 1 ruf --declarer 1 --partner 3 --suit eichel --points 70 >/dev/null
check "Schafkopf text: provisional" 0 --out "provisional: 1 of 4 games recorded" -- S standings -t Schaf
check "Schafkopf CSV" 0 --out ",1,4,yes" -- S standings -t Schaf --format csv
check "Schafkopf JSON" 0 --out '"games_recorded":1,"games_expected":4,"series_drawn":1,"provisional":true' \
    -- S standings -t Schaf --format json
S export pdf schaf.pdf -t Schaf >/dev/null
check "Schafkopf PDF: provisional" 0 --out "provisional: 1 of 4 games" \
    -- sh -c "pdftotext -layout schaf.pdf - 2>/dev/null"
S export xlsx schaf.xlsx -t Schaf >/dev/null
check "Schafkopf XLSX: the standings say provisional" 0 --out "Standings 1 4 provisional" -- /usr/bin/python3 -c '
import openpyxl, sys
ws = openpyxl.load_workbook(sys.argv[1]).worksheets[0]
r = list(ws.iter_rows(values_only=True))[1]
print(ws.title, r[-3], r[-2], r[-1])' schaf.xlsx
serve_start "$DB" -t Schaf || t_fail "serve starts" "$(cat "$TMP/serve.err")"
check_http "Schafkopf web: provisional" 200 --has '<span class="prov">provisional: 1 of 4 games</span>' -- GET "/standings"
serve_stop
for g in 2 3 4; do
    S game add -t Schaf --series 1 --table 1 ruf --declarer 1 --partner 3 --suit eichel --points 70 >/dev/null
done
check "Schafkopf complete" 0 --out "all 4 games recorded" -- S standings -t Schaf
