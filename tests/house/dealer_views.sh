#!/usr/bin/env bash
# tests/house/dealer_views.sh - one source for the dealer (issue 29 item 2):
# under ramsch_grand_hand_uses_game=no (rules-house-schafkopf.md B.4.7: "no =
# same dealer deals again (pagat)") a Grand Hand played instead of a Ramsch
# keeps the deal with the same seat.  Every view of a table names the same
# dealer for every game: the JSON API (/api/table/S/T games[].dealer), the
# web's table page, `game list`, `sheet show`, the sheet PDF, the XLSX games
# sheet, the CSV export (a 4-table Ramsch marks the sitting-out dealer "-")
# and the TUI (the G in the dealer's column).  Worked by hand:
#   game 1 dealer 1  Bert Grand Hand: a Ramsch round of 4 games follows
#   game 2 dealer 2  Carl Grand Hand instead of Ramsch: the deal stays
#   game 3 dealer 2  Carl Grand Hand instead of Ramsch: the deal stays
#   games 4-7        Ramsch, dealers 2 3 4 1 (the round's 4 games)
#   game 8 dealer 2, game 9 dealer 3 (the rotation, two games behind)
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$TDIR/../web/lib_web.sh"
. "$TDIR/../tui/lib_tui.sh"
trap 'serve_stop; tmux -L "$SOCK" kill-server >/dev/null 2>&1; rm -rf "$TMP"' EXIT
cd "$TMP"
DB=$(new_db d)
. "$TDIR/lib_house.sh"
house_db Anna Bert Carl Dora
mk Stay "club,bock_enabled=no,ramsch_round_after_grand_hand=yes,ramsch_grand_hand_uses_game=no" \
    Anna Bert Carl Dora
g Stay --declarer 2 grand --hand --with 1 --points 70
g Stay --declarer 3 grand --hand --with 2 --points 80
g Stay --declarer 3 grand --hand --with 1 --points 70
g Stay --ramsch 50,0,40,30
g Stay --ramsch 50,40,0,30
g Stay --ramsch 50,40,30,0
g Stay --ramsch 0,40,30,50
g Stay --declarer 3 hearts --with 1 --points 70
g Stay --declarer 1 hearts --with 1 --points 70
want="1:1 2:2 3:2 4:2 5:3 6:4 7:1 8:2 9:3"

same() { # NAME GOT
    [ "$2" = "$want" ] && t_ok "$1: dealers $want" || t_fail "$1" "got:  $2" "want: $want"
}

same "game list" "$(S game list -t Stay --series 1 --table 1 |
    awk '$2 == "dealer" {printf "%s%s:%s", sep, $1, $3; sep = " "}')"
same "sheet show" "$(S sheet show -t Stay --series 1 --table 1 |
    awk '$1 ~ /^[0-9]+$/ && $2 ~ /^[0-9]+$/ && $1 <= 9 {printf "%s%s:%s", sep, $1, $2; sep = " "}')"
if command -v pdftotext >/dev/null; then
    S sheet pdf stay.pdf -t Stay --series 1 --table 1 >/dev/null
    same "sheet pdf" "$(pdftotext -layout stay.pdf - 2>/dev/null |
        awk '$1 ~ /^[0-9]+$/ && $2 ~ /^[0-9]+$/ && $1 <= 9 {printf "%s%s:%s", sep, $1, $2; sep = " "}')"
fi
S export xlsx -t Stay stay.xlsx >/dev/null
same "xlsx games sheet" "$(/usr/bin/python3 - stay.xlsx <<'PY'
import openpyxl, sys
ws = openpyxl.load_workbook(sys.argv[1])["Games"]
head = [c.value for c in ws[1]]
seat = {"Anna": 1, "Bert": 2, "Carl": 3, "Dora": 4}
print(" ".join("%s:%s" % (r[head.index("Game")], seat.get(r[head.index("Dealer")], "?"))
               for r in ws.iter_rows(min_row=2, values_only=True) if r[head.index("Game")]))
PY
)"
# the CSV names the dealer of a 4-table Ramsch: his Augen are "-" (a cell
# starting with "-" is written "'-" against spreadsheet formulas)
got=$(S export games -t Stay - | awk -F, '$5 == "ramsch" {sub(/^\047/, "", $17); n = split($17, a, "/"); for (i = 1; i <= n; i++) if (a[i] == "-") printf "%s%s:%s", sep, $3, i; sep = " "}')
[ "$got" = "4:2 5:3 6:4 7:1" ] && t_ok "csv export: the Ramsch games' dealers 2 3 4 1" \
    || t_fail "csv export dealers" "got: $got"

serve_start "$DB" -t Stay || t_fail "serve starts" "$(cat "$TMP/serve.err")"
http GET "/api/table/1/1"
same "api /api/table/1/1 games[].dealer" "$(/usr/bin/python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
print(" ".join("%d:%d" % (g["game"], g["dealer"]) for g in d["games"]))' "$BODY" 2>&1)"
same "api house games[].dealer" "$(/usr/bin/python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
print(" ".join("%d:%d" % (g["game"], g["dealer"]) for g in d["house"]["games"]))' "$BODY" 2>&1)"
C=$(db_sql "$DB" "SELECT code FROM entry_codes")
[ -n "$C" ] || { S series codes 1 -t Stay >/dev/null; C=$(db_sql "$DB" "SELECT code FROM entry_codes"); }
http GET "/table/1/1?code=$C"
same "table page" "$(/usr/bin/python3 -c '
import re, sys
html = open(sys.argv[1], encoding="utf-8").read()
out = []
for m in re.finditer(r"<tr class=\"[^\"]*\"><td class=\"num\">(\d+)(?:<span class=\"mk\">[^<]*</span>)?</td>(.*?)</tr>", html):
    g = int(m.group(1))
    if g > 9: break
    cells = re.findall(r"<td class=\"num( dealer)?\">", m.group(2))
    out.append("%d:%s" % (g, ",".join(str(i + 1) for i, c in enumerate(cells) if c)))
print(" ".join(out))' "$BODY" 2>&1)"
serve_stop

start P "$SK" --db "$DB" tui -t Stay --series 1 --table 1
if wait_for P "Game 10 ("; then
    # the sheet rows: "  N        |G   |    |..." - the G's column is the dealer
    same "tui" "$(screen P | awk -F'|' '$1 ~ /^ *[0-9]+ / {split($1, a, " "); if (a[1] > 9) next
        for (i = 2; i <= 5; i++) if ($i ~ /^G/) {printf "%s%s:%d", sep, a[1], i - 1; sep = " "}}')"
else
    t_fail "tui shows the table" "$(screen P | sed 's/^/| /')"
fi
keys P q
