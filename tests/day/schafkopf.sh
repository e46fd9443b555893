#!/usr/bin/env bash
# engines: sqlite postgresql
# An open Schafkopf tournament from the door to the prize table (issue
# 31), the smaller sibling of e2e.sh: pre-registration, the door opened
# and players scanned in by a USB scanner (a pipe), seated at tables of
# four as they come (the Schafkopf draw: four at every table, a club kept
# apart, reproducible: the same door again gives the same tables), the
# door closed with the last arrival waiting for the next series, late
# arrivals opening a table of four, the cards, slips and pre-filled
# Schafkopf lists (German and English, rendered and read back), the
# second entry with one deliberate difference caught and decided, and the
# cash desk and prizes in goods under the Bavarian preset agreeing with
# `money`, the transfer of a registration that never came held apart.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
cd "$TMP"
DB=$(new_db sch)
S() { "$SK" --db "$DB" "$@"; }
code_of() { S register list --all --format csv | awk -F, -v n="$1" '$2 == n { print $4 }'; }

S init >/dev/null
S tournament create "Preisschafkopf" --game schafkopf --games4 8 --series 2 --date 2026-11-14 >/dev/null
check "the Bavarian preset" 0 --out "preset         bavarian" \
    -- S day set preset=bavarian fee_ct=1500 second_entry=yes host_club="FC Sau"
S prize add --goods "Geräuchertes" >/dev/null
S prize add --place 2 --goods "Brotzeitkorb" >/dev/null
S prize add --place 3 --goods "Bierkrug" >/dev/null
S prize add --group lady --goods "Blumen" >/dev/null
S prize add --group member --goods "Weißwürste" >/dev/null
clubs=("FC Sau" "Die Ober" "Eichel 09" "Herz As")
for i in $(seq -w 1 22); do
    extra=()
    [ $((10#$i % 5)) = 0 ] && extra+=(--lady)
    S register add "Spieler $i" --club "${clubs[$((10#$i % 4))]}" "${extra[@]}" >/dev/null || t_fail "register $i"
done
# Spieler 01 pays before the day; Spieler 22 too, and never comes
S cashier pay "$(code_of "Spieler 01")" --transfer >/dev/null
S cashier pay "$(code_of "Spieler 22")" --transfer >/dev/null

# ---- the door: seated at tables of four as they come ----
DB2=$(db_copy "$DB" again)
check "the door opens" 0 --out "seated at check-in: 5 tables planned, seed 77" \
    -- S checkin open --series 1 --seed 77 --separate club
for i in $(seq -w 1 21); do code_of "Spieler $i"; done > door.txt
check "the scanner: 21 scans" 0 --out "Spieler 01 (no. 1) checked in (a new player): series 1, table" \
    --out "fee 15.00 euros paid (transfer)" --out "fee 15.00 euros paid (cash)" --stdin door.txt -- S checkin scan -
sum=$(db_sum "$DB")
check "a duplicate scan" 3 --err "'Spieler 07' checked in already" -- S checkin scan "$(code_of "Spieler 07")"
check "a fee above the Bavarian 15 euros" 3 --err "the Bavarian preset allows an entry fee of at most 15.00 euros" \
    -- S checkin add "Zu Teuer" --new --fee paid --ct 2000
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused check-ins: unchanged" || t_fail "a refused check-in changed the database"
check "closing: 20 at tables of four, the last arrival waits" 0 \
    --out "series 1 of 'Preisschafkopf': 20 players at 5 tables (seed 77)" \
    --out "Spieler 21 waits for series 2 (every table seats four)" -- S checkin close --series 1
S series show 1 > seats1.txt
[ "$(grep -c '^table .* (4 players)' seats1.txt)" = 5 ] && t_ok "every table seats four" \
    || t_fail "tables of four" "$(grep '^table' seats1.txt)"
# the same door again (a copy of the day before it opened): the same tables
"$SK" --db "$DB2" checkin open --series 1 --seed 77 --separate club >/dev/null
"$SK" --db "$DB2" checkin scan - < door.txt >/dev/null
"$SK" --db "$DB2" checkin close --series 1 >/dev/null
"$SK" --db "$DB2" series show 1 > seats2.txt
cmp -s seats1.txt seats2.txt && t_ok "reproducible: the same seed and arrivals give the same tables" \
    || t_fail "door replay" "$(diff seats1.txt seats2.txt | head)"
# late arrivals: two more wait; the third late one opens table 6 with them
check "a late arrival waits" 0 --out "Late Eins (no. " --out ") checked in (a new player): series 1 has no free seat at a table of four: waits for the draw of series 2" \
    -- S checkin add "Late Eins" --new --club "Die Ober"
S checkin add "Late Zwei" --new >/dev/null
check "the fourth waiting opens a table of four" 0 \
    --out "series 1, table 6, seat" --out "a late arrival opens a table of four with Spieler 21, Late Eins and Late Zwei" \
    -- S checkin add "Late Drei" --new
[ "$(S series show 1 | grep -c '(4 players)')" = 6 ] && t_ok "six tables of four" \
    || t_fail "table 6" "$(S series show 1 | grep '^table')"

# ---- the paper: cards, slips, the Schafkopf lists with the names ----
check "the paper of series 1" 0 --out "6 table cards, 24 draw slips, 6 score sheets of series 1" \
    -- S series print day1.pdf --series 1 --url http://192.168.1.20:8080
check "German paper" 0 --out "6 Tischkarten, 24 Platzkarten, 6 Spiellisten der Serie 1" \
    -- S --lang de series print day1_de.pdf --series 1 --url http://192.168.1.20:8080
pages=$(pdfinfo day1.pdf | awk '/^Pages:/ { print $2 }')
[ "$pages" = 14 ] && t_ok "6 cards, 2 slip pages, 6 lists" || t_fail "pages" "$pages"
T6=$(db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id WHERE x.table_no = 6")
pdftotext -f 14 -l 14 day1_de.pdf - > list6.txt
grep -q "Schafkopf-Liste" list6.txt && grep -q "Tisch 6 · Tischcode ${T6:0:4}-${T6:4:4}" list6.txt \
    && grep -q "Late Drei" list6.txt && grep -q "Geber" list6.txt \
    && t_ok "the German list of table 6: its players, dealers and entry code" || t_fail "list 6" "$(head -20 list6.txt)"
pdftotext -f 9 -l 9 day1.pdf - | grep -q "Schafkopf list" && t_ok "the English list" \
    || t_fail "English list" "$(pdftotext -f 9 -l 9 day1.pdf - | head)"
SHOTS=$(dirname "$SK")/screens; mkdir -p "$SHOTS"
pdftoppm -r 70 -png -f 14 -l 14 day1_de.pdf "$SHOTS/day-sch-list-de"
pdftoppm -r 70 -png -f 6 -l 6 day1.pdf card
[ "$(zbarimg --raw -q card-*.png 2>/dev/null | sed '/^$/d')" = "http://192.168.1.20:8080/table/1/6?code=$T6" ] \
    && t_ok "the card of table 6 opens its entry page" || t_fail "card 6" "$(zbarimg --raw -q card-*.png 2>&1)"

# ---- the games, then the paper lists typed at the desk ----
/usr/bin/python3 - > games.csv <<'EOF'
import random
r = random.Random(14)
print("series,table,game,contract,suit,called,declarer,partner,augen,result,schneider,schwarz,"
      "laufende,lauf_side,tout,sie,klopfer,kontra,doubled,doublings,losers,jungfrau,durchmarsch")
for t in range(1, 7):
    for g in range(1, 9):
        k = r.choice(["ruf", "ruf", "ruf", "solo", "wenz"])
        d = r.randint(1, 4)
        p = r.choice([s for s in range(1, 5) if s != d]) if k == "ruf" else ""
        suit = r.choice(["eichel", "gras", "schellen"]) if k == "ruf" else (r.choice(["eichel", "gras", "herz", "schellen"]) if k == "solo" else "")
        print(f"1,{t},{g},{k},{suit},,{d},{p},{r.randint(35, 85)},,0,0,,,0,0,,,,,,,")
EOF
check "the first entry (import)" 0 --out "48 Schafkopf games" -- S import games games.csv
# the paper of table 3, game 5: the desk reads other Augen
/usr/bin/python3 - <<'EOF'
out = []
for line in open("games.csv").read().splitlines():
    f = line.split(",")
    if f[1] == "3" and f[2] == "5":
        f[8] = str(120 - int(f[8]))
    out.append(",".join(f))
open("second.csv", "w").write("\n".join(out) + "\n")
EOF
check "the second entry (the paper lists)" 0 --out "second entry: 48 games imported" -- S second import second.csv
check "the deliberate difference is caught" 1 --out "table 3, game 5 differs: first" \
    --out "the series does not count yet" -- S second show --series 1
check "standings: not yet counting" 0 --out "series 1 does not count yet" -- S standings
serve_start "$DB" || t_fail "serve starts"
KEY=$(S checkin desk | sed -n 's/.*: \(....-....\)$/\1/p')
check_http "the desk shows the difference" 200 --has "table 3, game 5" -- GET "/desk?key=$KEY"
S standings --format json > st.json
http GET /api/standings
cmp -s st.json "$BODY" && grep -qF '"second_entry":{"agreed":false,"pending":[{"series":1,"different":1,' st.json \
    && t_ok "the standings JSON: not agreed, /api/standings alike" || t_fail "standings JSON" "$(head -c 300 st.json)"
check "the organiser decides for the first entry" 0 --out "the first entry's game stands" \
    -- S second resolve --series 1 --table 3 --game 5 --take first
check "both entries agree" 0 --out "both entries agree: the series counts" -- S second show --series 1
S standings --format json | grep -qF '"second_entry":{"agreed":true,"pending":[]}' \
    && t_ok "the standings JSON: agreed" || t_fail "agreed JSON"

# ---- the cash desk and the prizes in goods ----
S cashier --format json > cash.json
S money --format json > money.json
/usr/bin/python3 - <<'EOF' && t_ok "cashier and money agree figure by figure" || t_fail "cashier vs money" "$(head -c 600 cash.json)"
import json
c = json.load(open('cash.json')); m = json.load(open('money.json'))
cp = {p['player']: p for p in c['players'] if p['rank']}
assert len(cp) == 24 and len(m['players']) == 24
for p in m['players']:
    q = cp[p['player']]
    assert p['entry_ct'] == q['entry_ct'] and p['prize_ct'] == q['prize_ct'] == 0, p
    assert p['balance_ct'] == q['balance_ct'] and p['goods'] == (q['prize']['goods'] if q['prize'] else None)
for k in ('due_ct', 'prizes_ct', 'paid_unseated_ct', 'kasse_end_ct', 'held'):
    assert c[k] == m[k], (k, c[k], m[k])
assert c['end_ct'] == m['organiser_ct']
# 24 seated at 15 euros; Spieler 22 transferred and never came: held
assert c['due_ct'] == 24 * 1500 and c['paid_ct'] == 24 * 1500 and c['paid_transfer_ct'] == 1500, c
assert c['held'] == [{'player': 'Spieler 22', 'number': None, 'ct': 1500, 'method': 'transfer', 'registration': 22}], c['held']
assert c['kasse_ct'] == 23 * 1500 and c['kasse_end_ct'] == c['end_ct'] + 1500, c
goods = sorted(p['prize']['goods'] for p in c['players'] if p['prize'])
assert goods == sorted(['Geräuchertes', 'Brotzeitkorb', 'Bierkrug', 'Blumen', 'Weißwürste']), goods
assert len({p['player'] for p in c['players'] if p['prize']}) == 5
EOF
check "the cash desk" 0 --out "Bavarian preset: at most 15 euros, prizes in goods" \
    --out "entry fees due 360.00 euros (24 players): paid 360.00" \
    --out "held for players never seated" --out "Spieler 22  15.00 (transfer, registration #22 not checked in)" \
    --out "Kasse at the end (what the organiser keeps and the money held): 375.00 euros" -- S cashier
check "money shows the same" 0 --out "tournament money (the cash desk):" --out "Geräuchertes" \
    --out "Kasse at the end (what the organiser keeps and the money held): 375.00 euros" -- S money
check "die Kasse (German)" 0 --out "fällige Startgelder 360,00 Euro (24 Spieler)" --out "Einbehalten" -- S --lang de cashier
check "given back: nothing held" 0 --out "the 15.00 euros received are given back" \
    -- S cashier pay "$(code_of "Spieler 22")" --waived
S cashier --format json | grep -q '"held":\[\]' && t_ok "nothing held any more" || t_fail "held after refund"
check "the prizes" 0 --out "place 1: Geräuchertes ->" --out "best lady: Blumen ->" -- S prize list
check "the cash desk PDF" 0 -- S cashier pdf cash.pdf --lang de
pdftotext cash.pdf - | grep -q "Weißwürste" && t_ok "the cash desk PDF names the prizes" || t_fail "cash.pdf"
serve_stop
