#!/usr/bin/env bash
# Schafkopf reports: the list PDF (one page per table, four player columns
# with running totals, the game as players say it), the standings PDF with
# the settlement, the XLSX workbook.
# engines: sqlite postgresql
. "$(dirname "$0")/lib_schafkopf.sh"

mk B --game schafkopf --date 2026-11-23
b() { S game add -t B --series 1 --table 1 "$@" >/dev/null; }
b ruf --declarer 1 --partner 3 --suit eichel --points 70          # +20 -20 +20 -20
b solo --declarer 2 --suit herz --points 95 --laufende 3         # -90 +270 -90 -90 (Schneider, 3 L.)
b wenz --declarer 4 --points 50 --klopfer 1                      # +100 +100 +100 -300
# totals: Anna 30, Bernd 350, Carla 30, Dora -410
check "sheet pdf of a Schafkopf table" 0 --out "list.pdf geschrieben (1 Tisch)" -- S sheet pdf list.pdf -t B --series 1 --lang de
pdftotext -layout list.pdf list.txt 2>/dev/null
check "the list: one page" 0 --out "Seite 1 von 1" -- cat list.txt
check "the list: the game as the caller says it" 0 --out "mit der Eichel-Sau" --out "Farbsolo Herz" --out "Wenz" -- cat list.txt
check "the list: the total row (spaces squeezed)" 0 --out "Summe 30 350 30 ${M}410" \
    -- sh -c "grep Summe list.txt | tr -s ' '"
# the extras name Schneider and Schwarz as the scoring counted them (issue 29)
mk X --game schafkopf --rules kontra_max_level=re
x() { S game add -t X --series 1 --table 1 "$@" >/dev/null; }
x solo --declarer 2 --suit herz --points 95 --laufende 3         # Schneider from the Augen
x wenz --declarer 4 --points 50 --klopfer 1
x solo --declarer 1 --suit gras --points 120 --schwarz           # Schwarz
x wenz --declarer 3 --points 20 --kontra kontra                  # lost, Schneider
S sheet pdf xl.pdf -t X --series 1 --lang de >/dev/null
pdftotext -layout xl.pdf xl.txt 2>/dev/null
check "the list PDF's extras name Schneider and Schwarz" 0 --out "Schneider, 3 L." \
    --out "1 Kl." --out "Schwarz" --out "Schneider, Kontra" -- cat xl.txt
check "sheet show names them too" 0 --out "Schneider, 3 Laufende" --out "Schwarz" --out "Schneider, Kontra" \
    -- S sheet show -t X --series 1 --table 1
check "blank list: 32 games with dealers" 0 --out "wrote blank.pdf" -- S sheet pdf blank.pdf -t B --series 1 --blank
pdftotext -layout blank.pdf blank.txt 2>/dev/null
check "blank list: game 32, dealer Dora" 0 --out "32" -- sh -c "grep -E '^ *32 +Dora' blank.txt"
# a series not drawn yet: the lists of the tables the draw would make (the
# four players: one table), seat numbers instead of names
mk U --game schafkopf --series 2
sum=$(db_sum "$DB")
check "blank list of an undrawn series" 0 --out "wrote blank2.pdf (1 blank table: series 2 is not drawn yet, no names)" \
    -- S sheet pdf blank2.pdf -t U --series 2 --blank
pdftotext -layout blank2.pdf blank2.txt 2>/dev/null
check "blank list of an undrawn series: no names, seat 1 deals game 1" 0 --no-out "Anna" --out "Table 1" \
    -- sh -c "grep -E '^ *1 +1\b' blank2.txt && cat blank2.txt"
check "blank list: a series beyond the tournament" 3 --err "series 3 does not exist: 'U' has 2 series" \
    -- S sheet pdf blank3.pdf -t U --series 3 --blank
check "blank list: a table the draw would not make" 3 --err "--table 2: series 2 is not drawn and would have 1 tables" \
    -- S sheet pdf blank3.pdf -t U --series 2 --table 2 --blank
check "series 2 without --blank: not drawn" 3 --err "series 2 has not been drawn" -- S sheet pdf x.pdf -t U --series 2
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "blank lists change nothing" || t_fail "blank lists change nothing"
[ ! -e blank3.pdf ] && [ ! -e x.pdf ] && t_ok "refused lists write no file" || t_fail "refused lists write no file"
check "standings pdf with the settlement" 0 --out "st.pdf geschrieben (4 Spieler)" -- S export pdf st.pdf -t B --lang de
pdftotext -layout st.pdf st.txt 2>/dev/null
check "standings pdf: ranks, points, settlement in euro" 0 --out "Abrechnung" --out "+3,50" --out "${M}4,10" --out "2= Anna" -- cat st.txt
check "standings xlsx" 0 --out "wrote st.xlsx (4 players)" -- S export xlsx st.xlsx -t B
check "xlsx: standings and settlement sheets with the totals" 0 --out "Standings Bernd 350" --out "Settlement Dora -410" -- \
    /usr/bin/python3 -c '
import openpyxl
wb = openpyxl.load_workbook("st.xlsx")
for ws in wb.worksheets:
    for row in ws.iter_rows(values_only=True):
        if row and row[0] in ("Bernd", "Dora") and ws.title == "Settlement":
            print(ws.title, row[0], row[2])
        if row and len(row) > 1 and row[1] == "Bernd" and ws.title == "Standings":
            print(ws.title, row[1], row[3])
'
