#!/usr/bin/env bash
# The dealer under ramsch_grand_hand_uses_game=no (rules-house-schafkopf.md
# B.4.7 table: "no = same dealer deals again (pagat)"): after a Grand Hand
# played instead of a Ramsch the same seat deals the next game.  Every view
# of the dealer agrees (game add, game list, sheet show, sheet pdf, check,
# export/import, the web's table page, entry form and preview), the 4-table
# dealer sits out by the house dealer, and the default (yes) and ISkO keep
# the rotation.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$TDIR/../web/lib_web.sh"
cd "$TMP"
DB=$(new_db d)
. "$TDIR/lib_house.sh"
house_db Anna Bert Carl Dora

# A 4-table, seat 1 deals first; no Bock, a Ramsch round (4 games) after a
# Grand Hand, the Grand Hand option on (club), the deal does not move after
# a Grand Hand instead of Ramsch.  Worked by hand:
#   game 1  dealer 1  Bert (2) Grand Hand with 1, 70: 3 x 24 = +72; a Ramsch
#                     round of 4 games follows
#   game 2  dealer 2  Carl (3) Grand Hand with 2 instead of Ramsch: +96; the
#                     round is not shortened, the same dealer deals again
#   game 3  dealer 2  (the rotation would say 3) Bert deals and sits out;
#                     Carl Grand Hand with 1 instead: +72 (Carl 168); stays
#   game 4  dealer 2  (rotation 4) Ramsch 50/-/40/30: Anna -50
#   game 5  dealer 3  (rotation 1) Ramsch 50/40/-/30: Anna -100
#   game 6  dealer 4, game 7 dealer 1, ...: the rotation two games behind
R="club,bock_enabled=no,ramsch_round_after_grand_hand=yes,ramsch_grand_hand_uses_game=no"
mk Stay "$R" Anna Bert Carl Dora
P() { S game add -t Stay --series 1 --table 1 "$@"; }
check "game 1 dealt by seat 1" 0 --out "recorded game 1 (dealer seat 1 Anna)" \
    --out "a Ramsch round follows" -- P --declarer 2 grand --hand --with 1 --points 70
check "game 2: a Grand Hand instead of Ramsch, dealt by seat 2" 0 \
    --out "recorded game 2 (dealer seat 2 Bert)" --out "Grand Hand instead of Ramsch" \
    -- P --declarer 3 grand --hand --with 2 --points 80
sum=$(db_sum "$DB")
check "game 3: seat 2 deals again and sits out" 3 \
    --err "game 3: declarer seat 2 deals this game: at a 4-table the dealer sits out" \
    -- P --declarer 2 grand --hand --with 1 --points 70
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused: database unchanged" || t_fail "refused: database unchanged"
check "game 3: seat 3 (the rotation's dealer) may declare" 0 \
    --out "recorded game 3 (dealer seat 2 Bert)" -- P --declarer 3 grand --hand --with 1 --points 70
sum=$(db_sum "$DB")
check "game 4: a Ramsch with Augen for the dealer seat 2 is refused" 3 \
    --err "seat 2 deals and sits out" -- P --ramsch 50,10,30,30
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused Ramsch: database unchanged" || t_fail "refused Ramsch: database unchanged"
check "game 4: Ramsch, seat 2 sits out" 0 --out "recorded game 4 (dealer seat 2 Bert): Ramsch 50/-/40/30" \
    -- P --ramsch 50,0,40,30
check "game 5: the deal moves on to seat 3" 0 --out "recorded game 5 (dealer seat 3 Carl): Ramsch 50/40/-/30" \
    -- P --ramsch 50,40,0,30

exact "sheet show: dealers 1 2 2 2 3" \
    "   1      1        ·       72                              2: grand with 1 hand, 70, won 72; 2: +72" \
    "   2      2                 ·       96           RR GH     3: grand with 2 hand, 80, won 96; 3: +96" \
    "   3      2                 ·      168           RR GH     3: grand with 1 hand, 70, won 72; 3: +72" \
    "   4      2      -50        ·                    RR        Ramsch 50/-/40/30, skat 0; 1: -50" \
    "   5      3     -100                 ·           RR        Ramsch 50/40/-/30, skat 0; 1: -50" \
    -- S sheet show -t Stay --series 1 --table 1
check "game list: dealer 2 at game 3 and 4" 0 --out "   3  dealer 2  seat 3 Carl" \
    --out "   4  dealer 2  Ramsch 50/-/40/30" --out "   5  dealer 3  Ramsch" -- S game list -t Stay --series 1
check "check: no dealer declaring (Carl is not game 3's dealer)" 1 --out "43 of 48 games missing" \
    --no-out "deals this game" -- S check -t Stay
if command -v pdftotext >/dev/null; then
    S sheet pdf stay.pdf -t Stay --series 1 --table 1 >/dev/null
    got=$(pdftotext -layout stay.pdf - 2>/dev/null | awk '$1 ~ /^[0-9]+$/ && $2 ~ /^[0-9]+$/ && $1 <= 8 {printf "%s:%s ", $1, $2}')
    [ "$got" = "1:1 2:2 3:2 4:2 5:3 6:4 7:1 8:2 " ] && t_ok "sheet pdf: dealers 1 2 2 2 3 4 1 2" \
        || t_fail "sheet pdf dealers" "$got"
fi

# the XLSX games sheet names the house dealer
S export xlsx -t Stay stay.xlsx >/dev/null
got=$(/usr/bin/python3 -c '
import openpyxl, sys
ws = openpyxl.load_workbook(sys.argv[1])["Games"]
print(" ".join("%s:%s" % (r[2], r[3]) for r in ws.iter_rows(min_row=2, values_only=True) if r[2]))' stay.xlsx 2>&1)
[ "$got" = "1:Anna 2:Bert 3:Bert 4:Bert 5:Carl" ] && t_ok "xlsx games sheet: dealers Anna Bert Bert Bert Carl" \
    || t_fail "xlsx dealers" "$got"

# export and import keep the 4-table Ramsch's dealer mark ("-") where he sat
check "export: the Ramsch marks the house dealer" 0 --out "1,1,4,,ramsch,,,,,,,,,,,,50/-/40/30,0" \
    --out "1,1,5,,ramsch,,,,,,,,,,,,50/40/-/30,0" -- S export games -t Stay -
S export games -t Stay - > stay.csv
mk Again "$R" Anna Bert Carl Dora
check "import into a tournament with the same rules" 0 --out "imported 5 games" -- S import games -t Again stay.csv
a=$(S sheet show -t Stay --series 1 --table 1 | tail -n +2); b=$(S sheet show -t Again --series 1 --table 1 | tail -n +2)
[ -n "$a" ] && [ "$a" = "$b" ] && t_ok "the imported sheet is the recorded one" || t_fail "import round trip" "$a" "$b"

# a correction keeps the dealer; the history shows the old Ramsch with seat 2 out
check "edit game 4: still dealt by seat 2" 0 --out "changed game 4 (dealer seat 2 Bert): Ramsch 40/-/50/30" \
    -- S game edit -t Stay --series 1 --table 1 --game 4 --ramsch 40,0,50,30
check "history: the old Ramsch with the house dealer's -" 0 \
    --out "table 1 game 4, was: Ramsch 50/-/40/30, skat 0" -- S game history -t Stay --series 1

# the default (yes) keeps the rotation: game 3 is dealt by seat 3
mk Moves "club,bock_enabled=no,ramsch_round_after_grand_hand=yes" Anna Bert Carl Dora
g Moves --declarer 2 grand --hand --with 1 --points 70
g Moves --declarer 3 grand --hand --with 2 --points 80
check "default: the deal moves on, seat 3 deals game 3" 3 \
    --err "game 3: declarer seat 3 deals this game: at a 4-table the dealer sits out" \
    -- S game add -t Moves --series 1 --table 1 --declarer 3 grand --hand --with 1 --points 70
check "default: seat 2 may declare game 3" 0 --out "recorded game 3 (dealer seat 3 Carl)" \
    -- S game add -t Moves --series 1 --table 1 --declarer 2 grand --hand --with 1 --points 70

# the web: the table page, the entry form and the preview say the same dealer
C=$(db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id JOIN series s ON s.id = x.series_id JOIN tournaments t ON t.id = s.tournament_id WHERE t.name = 'Stay'")
[ -n "$C" ] || { S series codes 1 -t Stay >/dev/null; C=$(db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id JOIN series s ON s.id = x.series_id JOIN tournaments t ON t.id = s.tournament_id WHERE t.name = 'Stay'"); }
serve_start "$DB" -t Stay || t_fail "serve starts" "$(cat "$TMP/serve.err")"
http GET "/table/1/1?code=$C"
# the dealer's cell of each row: the seat whose <td> has class "num dealer"
got=$(/usr/bin/python3 -c '
import re, sys
html = open(sys.argv[1], encoding="utf-8").read()
out = []
for m in re.finditer(r"<tr class=\"[^\"]*\"><td class=\"num\">(\d+)(?:<span class=\"mk\">[^<]*</span>)?</td>(.*?)</tr>", html):
    g = int(m.group(1))
    if g > 7: break
    cells = re.findall(r"<td class=\"num( dealer)?\">", m.group(2))
    out.append("%d:%s" % (g, ",".join(str(i + 1) for i, c in enumerate(cells) if c)))
print(" ".join(out))' "$BODY" 2>&1)
[ "$got" = "1:1 2:2 3:2 4:2 5:3 6:4 7:1" ] && t_ok "table page: dealers 1 2 2 2 3 4 1" \
    || t_fail "table page dealers" "$got"
check_http "entry form: game 6 is dealt by seat 4" 200 --has '<span class="dealer">(dealer: 4 ' \
    -- GET "/table/1/1?code=$C"
check_http "preview: seat 4 deals game 6 and sits out" 200 --has '"is_error":true' \
    --has "declarer seat 4 deals game 6" -- GET "/api/preview?series=1&table=1&declarer=4"
check_http "preview: seat 2 (the rotation's dealer) may declare game 6" 200 --has '"is_error":false' \
    --has ' -> list 2:+72' -- GET "/api/preview?series=1&table=1&declarer=2&contract=grand&matadors=1&hand=1&points=70"
serve_stop

# the second entry knows the same dealer: the list typed again at the desk
# (game 3 declared by seat 3, the rotation's dealer, while seat 2 deals
# again) agrees game by game, game 6 may be declared by seat 2 (the
# rotation's dealer; seat 4 deals), and the second phone's own list shows it
S day set -t Stay second_entry=yes >/dev/null
S export games -t Stay - > stay2.csv
check "second entry: the list typed again" 0 --out "second entry: 5 games imported into 'Stay'" \
    -- S second import -t Stay stay2.csv
check "second entry: both entries agree" 1 --out "5 games the same in both entries" \
    --out "both entries agree so far" -- S second show -t Stay --series 1 --table 1
check "second entry: seat 2 may declare game 6" 0 \
    --out "second entry: game 6 of table 1, series 1 recorded" \
    -- S second add -t Stay --series 1 --table 1 --declarer 2 grand --hand --with 1 --points 70
serve_start "$DB" -t Stay || t_fail "serve starts" "$(cat "$TMP/serve.err")"
check_http "the second phone's list: its six games" 200 --has '<span class="cnt">6/48</span> - second entry' \
    --has "game 6: not in the first entry" -- GET "/table/1/1?code=$C&copy=2"
serve_stop

# ISkO keeps the rotation (and its refusal)
S tournament create Isko >/dev/null
S import seats -t Isko seats-Stay.csv >/dev/null
check "isko: seat 1 deals game 1 and sits out" 3 --err "declarer seat 1 deals game 1" \
    -- S game add -t Isko --series 1 --table 1 --declarer 1 grand --with 1 --points 70
