#!/usr/bin/env bash
# Club championship: five club evenings (one series each), four players,
# one of them absent on two evenings; all series / best 3 / average,
# worked out by hand below.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_league.sh"
export SKATSHEET_DB=$(new_db s)
"$SK" init >/dev/null
for p in Anna Bernd Carla Dieter; do "$SK" player add "$p" >/dev/null; done
W="--with 1 --points 61"   # grand 98, clubs 74, spades 72, hearts 70, diamonds 68

evening() {   # evening N DATE [ABSENT]
    "$SK" tournament create "Clubabend $1" --date "$2" >/dev/null
    [ -n "${3:-}" ] && "$SK" player edit "$3" --inactive >/dev/null
    "$SK" series draw 1 --seed "$1" -t "Clubabend $1" >/dev/null
    [ -n "${3:-}" ] && "$SK" player edit "$3" --active >/dev/null
    return 0
}
evening 1 2027-01-08
win "Clubabend 1" 1 Anna grand $W; win "Clubabend 1" 1 Anna clubs $W
win "Clubabend 1" 1 Bernd clubs $W; win "Clubabend 1" 1 Dieter diamonds $W
evening 2 2027-02-05
win "Clubabend 2" 1 Anna spades $W; win "Clubabend 2" 1 Bernd grand $W
win "Clubabend 2" 1 Bernd grand $W; win "Clubabend 2" 1 Carla clubs $W
evening 3 2027-03-05 Dieter
win "Clubabend 3" 1 Bernd hearts $W; win "Clubabend 3" 1 Carla grand $W
win "Clubabend 3" 1 Carla spades $W
evening 4 2027-04-02
win "Clubabend 4" 1 Anna clubs $W; win "Clubabend 4" 1 Carla diamonds $W
win "Clubabend 4" 1 Dieter grand $W; win "Clubabend 4" 1 Dieter grand $W
win "Clubabend 4" 1 Dieter clubs $W
evening 5 2027-05-07 Carla
win "Clubabend 5" 1 Anna grand $W; win "Clubabend 5" 1 Bernd spades $W
win "Clubabend 5" 1 Dieter clubs $W
#            E1   E2   E3   E4   E5   played total best3        average
#   Anna    172   72    0   74   98   5      416   344 (72, 0)  83.20
#   Bernd    74  196   70    0   72   5      412   342 (70, 0)  82.40
#   Carla     0   74  170   68    -   4      312   312 (0)      78.00
#   Dieter   68    0    -  270   74   4      412   412 (0)     103.00

check "create all" 0 --out "season 'VM all' created: club championship, all series count" \
    -- "$SK" season create "VM all" --kind championship
check "create best" 0 --out "the best 3 series count" \
    -- "$SK" season create "VM best" --kind championship --best 3
check "create average" 0 --out "ranked by the average per series" \
    -- "$SK" season create "VM avg" --kind championship --average
for s in "VM all" "VM best" "VM avg"; do
    "$SK" season add "$s" "Clubabend 1" "Clubabend 2" "Clubabend 3" >/dev/null
    "$SK" season add "$s" "Clubabend 4" "Clubabend 5" >/dev/null
done

csv_is() {  # NAME SEASON EXPECTED
    check "$1" 0 -- "$SK" season table "$2" --format csv
    if [ "$OUT" = "$3" ]; then t_ok "$1: values"; else t_fail "$1: values" "got:" "$OUT"; fi
}
csv_is "all series" "VM all" "rank,player,series_played,counted_total,total
1,Anna,5,416,416
2,Bernd,5,412,412
2,Dieter,4,412,412
4,Carla,4,312,312"
csv_is "best 3" "VM best" "rank,player,series_played,counted_total,total
1,Dieter,4,412,412
2,Anna,5,344,416
3,Bernd,5,342,412
4,Carla,4,312,312"
csv_is "average" "VM avg" "rank,player,series_played,counted_total,total
1,Dieter,4,103.00,412
2,Anna,5,83.20,416
3,Bernd,5,82.40,412
4,Carla,4,78.00,312"
check "best 3 text shows struck results" 0 --golden best3.txt -- "$SK" season table "VM best"
check "average text" 0 --golden average.txt -- "$SK" season table "VM avg"
check "json struck flags" 0 \
    --out '"player":"Anna","series_played":5,"counted_total":344,"total":416,"series":[{"total":172,"struck":false},{"total":72,"struck":true},{"total":0,"struck":true},{"total":74,"struck":false},{"total":98,"struck":false}]' \
    --out '"player":"Carla","series_played":4,"counted_total":312,"total":312,"series":[{"total":0,"struck":true},{"total":74,"struck":false},{"total":170,"struck":false},{"total":68,"struck":false},null]' \
    -- "$SK" season table "VM best" --format json
/usr/bin/python3 -c 'import json,sys; json.load(sys.stdin)' <<<"$OUT" &&
    t_ok "json parses" || t_fail "json parses" "$OUT"

"$SK" tournament create "Clubabend 6" --date 2027-06-04 >/dev/null
sum=$(db_sum "$SKATSHEET_DB")
check "attached twice" 3 --err "tournament 'Clubabend 2' is already part of this season" \
    -- "$SK" season add "VM all" "Clubabend 2"
check "unknown tournament (nothing attached)" 3 --err "tournament 'Nope' does not exist" \
    -- "$SK" season add "VM all" "Clubabend 6" Nope
check "unknown season" 3 --err "season 'Nope' does not exist" -- "$SK" season table Nope
check "duplicate season" 3 --err "season 'VM all' already exists" \
    -- "$SK" season create "VM all" --kind championship
check "best and average" 2 --err "--best and --average exclude each other" \
    -- "$SK" season create X --kind championship --best 3 --average
check "kind required" 2 --err "--kind championship is required" -- "$SK" season create X
check "bad best" 2 --err "--best must be a whole number from 1 to 999, not '0'" \
    -- "$SK" season create X --kind championship --best 0
[ "$(db_sum "$SKATSHEET_DB")" = "$sum" ] && t_ok "bad input leaves the database unchanged" ||
    t_fail "bad input leaves the database unchanged"

# Reports: struck results marked "(n)" in the PDF and the workbook.
check "export pdf --season" 0 -- "$SK" export pdf "$TMP/s.pdf" --season "VM best"
txt=$(pdftotext -layout "$TMP/s.pdf" - 2>/dev/null)
grep -q "Anna .*172 .*(72) .*(0) .*74 .*98 .*344 .*416" <<<"$txt" && t_ok "pdf marks struck results" ||
    t_fail "pdf marks struck results" "$txt"
check "export xlsx --season" 0 -- "$SK" export xlsx "$TMP/s.xlsx" --season "VM best"
got=$(/usr/bin/python3 - "$TMP/s.xlsx" <<'PY'
import sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1]).worksheets[0]
for r in list(ws.iter_rows(values_only=True))[1:]:
    print(*r)
PY
)
want="1 Dieter 4 68 0 None 270 74 412 412
2 Anna 5 172 72 0 74 98 344 416
3 Bernd 5 74 196 70 0 72 342 412
4 Carla 4 0 74 170 68 None 312 312"
[ "$got" = "$want" ] && t_ok "xlsx season values" || t_fail "xlsx season values" "$got"
# struck results are numbers (a spreadsheet can add them), shown "(n)" and
# struck through; counted ones are plain numbers
got=$(/usr/bin/python3 - "$TMP/s.xlsx" <<'PY'
import sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1]).worksheets[0]
for c in (ws["E3"], ws["F3"], ws["D3"]):
    print(c.value, c.data_type, c.number_format, bool(c.font.strike))
PY
)
want="72 n (0);(-0);(0) True
0 n (0);(-0);(0) True
172 n General False"
[ "$got" = "$want" ] && t_ok "xlsx struck results are numbers shown (n)" ||
    t_fail "xlsx struck results are numbers shown (n)" "$got"
# --average: the average is a number with two decimals (format 0.00)
check "export xlsx --season average" 0 -- "$SK" export xlsx "$TMP/a.xlsx" --season "VM avg"
got=$(/usr/bin/python3 - "$TMP/a.xlsx" <<'PY'
import sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1]).worksheets[0]
print(ws.cell(1, 9).value)
for r in range(2, ws.max_row + 1):
    c = ws.cell(r, 9)
    print(ws.cell(r, 2).value, repr(c.value), c.data_type, c.number_format)
PY
)
want="Average
Dieter 103 n 0.00
Anna 83.2 n 0.00
Bernd 82.4 n 0.00
Carla 78 n 0.00"
[ "$got" = "$want" ] && t_ok "xlsx season average is a number 0.00" ||
    t_fail "xlsx season average is a number 0.00" "$got"
check "export pdf --season average" 0 -- "$SK" export pdf "$TMP/a.pdf" --season "VM avg"
txt=$(pdftotext -layout "$TMP/a.pdf" - 2>/dev/null)
grep -q "Anna .* 83\.20 .*416" <<<"$txt" && t_ok "pdf shows the average with two decimals" ||
    t_fail "pdf shows the average with two decimals" "$txt"
check "export pdf --season average (de)" 0 -- "$SK" export pdf "$TMP/a-de.pdf" --season "VM avg" --lang de
txt=$(pdftotext -layout "$TMP/a-de.pdf" - 2>/dev/null)
grep -q "Anna .* 83,20 .*416" <<<"$txt" && t_ok "German pdf: the average with a decimal comma" ||
    t_fail "German pdf: the average with a decimal comma" "$txt"
