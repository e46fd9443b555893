#!/usr/bin/env bash
# The Schafkopf settlement says who pays whom, like the Skat settlement
# (issue 29 item 8; rules-house-schafkopf.md A.4 "Payment (zero-sum)", the
# difference settled at the end as B.6.1: at most n - 1 payments, in
# cents, German decimal comma): text, JSON, the web page, the PDF and the
# XLSX.  A plus-only list has no payments between players.  With no rate
# set (cent_per_point 0) the settlement says so; cent_per_point is a money
# setting and changes at any time (item 7).
# engines: sqlite postgresql
. "$(dirname "$0")/lib_schafkopf.sh"
. "$TDIR/../web/lib_web.sh"

# Anna Bernd Carla Dora at seats 1-4, tariff 10-20-50 (cents):
#   Rufspiel Anna + Carla won 70: +20 / -20 / +20 / -20
#   Farbsolo Bernd 95, 3 Laufende: -90 / +270 / -90 / -90
#   Wenz Dora lost 50, 1 Klopfer: +100 / +100 / +100 / -300
# totals Anna +30, Bernd +350, Carla +30, Dora -410: Dora pays everyone
mk B --game schafkopf --tariff 10-20-50 --rules lauf_min=3,kontra_max_level=re
b() { S game add -t B --series 1 --table 1 "$@" >/dev/null || echo "refused: $*" >&2; }
b ruf --declarer 1 --partner 3 --suit eichel --points 70
b solo --declarer 2 --suit herz --points 95 --laufende 3
b wenz --declarer 4 --points 50 --klopfer 1
check "who pays whom: three payments, the largest first" 0 --out "who pays whom:" \
    --out "  Dora pays Bernd 3.50 euros" --out "  Dora pays Anna 0.30 euros" \
    --out "  Dora pays Carla 0.30 euros" -- S money -t B
[ "$(S money -t B | grep -c '^  .* pays .* euros$')" = 3 ] && t_ok "n - 1 = 3 payments" || t_fail "payments" "$(S money -t B)"
check "German: decimal comma" 0 --out "wer zahlt an wen:" --out "  Dora zahlt an Bernd 3,50 Euro" \
    -- S --lang de money -t B
check "JSON: the payments in cents" 0 \
    --out '"zero_sum":true,"payments":[{"from":"Dora","to":"Bernd","ct":350},{"from":"Dora","to":"Anna","ct":30},{"from":"Dora","to":"Carla","ct":30}],"rate_set":true' \
    -- S money -t B --format json

# the reports: a settlement page / sheet with the payments
S export pdf b.pdf -t B >/dev/null
pdftotext -layout b.pdf b.txt 2>/dev/null
check "PDF: the payments under the settlement" 0 --out "Dora" --out "3.50" -- \
    sh -c "sed -n '/[Pp]ays/,\$p' b.txt"
S export xlsx b.xlsx -t B >/dev/null
check "XLSX: a payments sheet, amounts as numbers" 0 --out "Dora>Bernd=3.5 Dora>Anna=0.3 Dora>Carla=0.3" -- \
    /usr/bin/python3 -c '
import openpyxl, sys
wb = openpyxl.load_workbook(sys.argv[1])
ws = wb.worksheets[2]
print(" ".join("%s>%s=%s" % (r[0], r[1], r[2]) for r in ws.iter_rows(min_row=2, values_only=True) if r[0]))' b.xlsx

# the web page
serve_start "$DB" -t B || t_fail "serve starts" "$(cat "$TMP/serve.err")"
check_http "/money: who pays whom" 200 --has "Who pays whom" --has "Dora pays Bernd <b>3.50 €</b>" --lacks "zero-sum (plus-only)" \
    -- GET "/money"
serve_stop

# ---- a plus-only list: no payments between players ------------------------
mk P --game schafkopf --rules write_mode=plus_only
S game add -t P --series 1 --table 1 ruf --declarer 1 --partner 3 --suit eichel --points 70 >/dev/null
check "plus-only: nobody pays another player" 0 --out "not zero-sum (plus-only): nobody pays another player" \
    --no-out "who pays whom" -- S money -t P

# ---- no rate set, then one set after the games (a money setting) -----------
check "create with cent_per_point=0: the reminder" 0 --out "note: no rate is set: a point is worth 0 ct (cent_per_point)" \
    -- S tournament create Z --game schafkopf --rules cent_per_point=0
S import seats seats.csv -t Z >/dev/null
S game add -t Z --series 1 --table 1 ruf --declarer 1 --partner 3 --suit eichel --points 70 >/dev/null
check "money without a rate: points, no euros, the reminder" 0 --out "no rate is set" \
    --out "skatsheet tournament money 'Z' cent_per_point=1" --no-out "euro" --no-out "who pays whom" -- S money -t Z
sum=$(db_sum "$DB")
check "a tariff is a scoring rule: refused" 3 --err "t_ruf is a scoring rule" -- S tournament money Z t_ruf=30
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused: database unchanged" || t_fail "refused: database unchanged"
check "cent_per_point after the games" 0 --out "cent_per_point=5 (was cent_per_point=0)" \
    -- S tournament money Z cent_per_point=5
check "settled now: 20 points x 5 ct" 0 --out "  Bernd pays Anna 1.00 euros" -- S money -t Z
check "the list is unchanged (points)" 0 --out "Anna,,20,20,0,100" -- S standings -t Z --format csv
check "tournament show: the change" 0 --out "cent_per_point=5 (was cent_per_point=0)" --no-out "note:" \
    -- S tournament show Z
