#!/usr/bin/env bash
# engines: sqlite postgresql
# A 100-player open tournament from the door to the prize table (issue 31),
# in English and German: pre-registration (the organiser's list and the
# /register page, its confirmation with the personal QR code and the
# GiroCode, decoded), the door opened for series 1 and players checked in
# by a USB scanner typing into a pipe, the desk page of `serve` and a
# member number (seated at once; a duplicate and an unknown scan change
# nothing), the door closed into the ISkO seating, the printed cards and
# slips, the round clock on the beamer in headless Chromium (driven by
# $SKATSHEET_NOW), unfinished tables at the end, the second entry with one
# deliberate difference caught and decided, and the cash desk and the
# prizes agreeing with `money`.  Runs in well under a minute.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
cd "$TMP"
DB=$(new_db open)
S() { "$SK" --db "$DB" "$@"; }
code_of() { S register list --all --format csv | awk -F, -v n="$1" '$2 == n { print $4 }'; }

S init >/dev/null
S tournament create "Offenes Preisskat" --date 2026-10-03 >/dev/null
S config payee "Skatclub Kreuz Bube e.V." >/dev/null
S config iban "DE89 3704 0044 0532 0130 00" >/dev/null
S day set fee_ct=1200 second_entry=yes host_club="SC Kreuz Bube" >/dev/null
S prize add --ct 10000 >/dev/null
S prize add --place 2 --ct 6000 >/dev/null
S prize add --place 3 --ct 3000 >/dev/null
S prize add --group lady --goods "Präsentkorb" >/dev/null
S prize add --group youth --ct 2000 >/dev/null
S prize add --group member --goods "Schinken" >/dev/null

# ---- pre-registration: 97 from the organiser's list, 3 on the web page ----
clubs=("SC Kreuz Bube" "Pik As Köln" "Herz Dame Bonn" "Karo Sieben" "Grand Hand Essen" "")
for i in $(seq -w 1 97); do
    c=${clubs[$((10#$i % 6))]}
    extra=()
    [ $((10#$i % 9)) = 0 ] && extra+=(--lady)
    [ $((10#$i % 13)) = 0 ] && extra+=(--born 2011)
    [ "$i" = 42 ] && extra+=(--member 4711042)
    S register add "Spieler $i" ${c:+--club "$c"} "${extra[@]}" >/dev/null || t_fail "register $i"
done
[ "$(S register list --format csv | tail -n +2 | wc -l)" = 97 ] && t_ok "97 registrations from the list" \
    || t_fail "registrations" "$(S register list | head -3)"
serve_start "$DB" || t_fail "serve starts"
for n in "Wiebke Web" "Xaver Web" "Yvonne Web"; do
    http POST /register?lang=de --data-urlencode "name=$n" --data "club=&member=&born="
    [ "$CODE" = 201 ] || t_fail "web registration of $n" "$CODE $(head -c 300 "$BODY")"
done
cp "$BODY" confirm.html
grep -q "Dein Check-in-Code" confirm.html && grep -q 'class="qr"' confirm.html && grep -q "GiroCode" confirm.html \
    && t_ok "the confirmation page: the code, its QR code and the GiroCode" || t_fail "confirmation page" "$(head -c 800 confirm.html)"
YC=$(code_of "Yvonne Web")
grep -q "$YC" confirm.html && t_ok "the confirmation shows the player's own code" || t_fail "own code" "$YC"
[ "$(S register list --format csv | tail -n +2 | wc -l)" = 100 ] && t_ok "100 pre-registered" || t_fail "100 registrations"
# two pay the fee before the day by the GiroCode (the bank transfer arrives)
S cashier pay "$(code_of "Spieler 01")" --transfer >/dev/null
S cashier pay "$(code_of "Spieler 02")" --transfer >/dev/null

# ---- the door: series 1 seated as players check in ----
check "the door opens for 100 expected" 0 --out "25 tables planned, seed 2026" \
    -- S checkin open --series 1 --seed 2026 --separate club
# 94 scanned by the USB scanner (a pipe), in order of arrival; Spieler 95-97 do not come
for i in $(seq -w 1 94); do [ "$i" = 42 ] || code_of "Spieler $i"; done > door.txt
check "the scanner: 93 scans" 0 --out "Spieler 01 (no. " --out ") checked in (a new player): series 1, table" \
    --out "fee 12.00 euros paid (transfer)" --stdin door.txt -- S checkin scan -
check "a member number (the player pass)" 0 --out "Spieler 42 (no. " -- S checkin scan "DSKV 4711042"
sum=$(db_sum "$DB")
check "a duplicate scan" 3 --err "'Spieler 07' checked in already" --err "nothing changed" -- S checkin scan "$(code_of "Spieler 07")"
check "an unknown scan" 3 --err "unknown code or member number" -- S checkin scan "ABCD-EFGH"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "duplicate and unknown scans change nothing" || t_fail "a refused scan changed the database"
# the web desk: the key, a scan typed into its field, a fee owed
KEY=$(S checkin desk | sed -n 's/.*: \(....-....\)$/\1/p')
check_http "the desk page" 200 --has 'id="scan"' --has "The door is open" -- GET "/desk?key=$KEY"
check_http "a wrong desk key" 403 --has "the desk key is wrong" -- GET "/desk?key=AAAA-AAAA"
check_http "the desk checks in (owed)" 200 --has "Wiebke Web (no. " --has 'class="seatbig"' \
    -- POST "/desk" --data "key=$KEY&action=scan&fee=owed" --data-urlencode "scan=$(code_of "Wiebke Web")"
check_http "the desk refuses a duplicate (JSON)" 422 --has "checked in already" \
    -- POST "/api/desk" --data "key=$KEY&action=scan" --data-urlencode "scan=$(code_of "Wiebke Web")"
check_http "German desk: a fee waived" 200 --has "eingecheckt" --has "erlassen" \
    -- POST "/desk?lang=de" --data "key=$KEY&action=scan&fee=waived" --data-urlencode "scan=$(code_of "Xaver Web")"
# the organiser's phone: the QR page of a code, with the desk key stored by the desk page
check_http "a registration's page" 200 --has 'data-code=' --has "show this code" -- GET "/checkin/$YC"
check_http "Yvonne at the desk JSON" 200 --has '"seat":"Series 1: table' \
    -- POST "/api/desk" --data "key=$KEY&action=scan&scan=$YC"
check "97 checked in" 0 --out "97 players checked in" -- S checkin list
check "closing the door: 97 = 22 x 4 + 3 x 3" 0 --out "97 players at 25 tables (seed 2026)" -- S checkin close --series 1
[ "$(S series show 1 | grep -c '^table')" = 25 ] && t_ok "25 tables" || t_fail "tables" "$(S series show 1 | grep '^table' | head)"

# ---- the paper of series 1 ----
check "cards, slips and sheets" 0 --out "25 table cards, 97 draw slips, 25 score sheets" \
    -- S series print day1.pdf --series 1 --url "$URL"
check "German paper" 0 -- S series print day1_de.pdf --series 1 --lang de
pdftotext -f 26 -l 26 day1_de.pdf - | grep -q "Serie 1: Tisch" && t_ok "German draw slips" || t_fail "German slips"
pdftoppm -r 80 -png -f 7 -l 7 day1.pdf card 2>/dev/null
T7=$(db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id WHERE x.table_no = 7")
[ "$(zbarimg --raw -q card-*.png 2>/dev/null | sed '/^$/d')" = "$URL/table/1/7?code=$T7" ] \
    && t_ok "the card of table 7 opens its entry page" || t_fail "card 7" "$(zbarimg --raw -q card-*.png 2>&1)"

# ---- the games: the first entry, then the paper lists typed at the desk ----
db_sql "$DB" "SELECT x.table_no, x.size FROM tables x JOIN series s ON s.id = x.series_id WHERE s.series_no = 1 ORDER BY x.table_no" > tables.txt
/usr/bin/python3 - tables.txt > games.csv <<'EOF'
import random, sys
tables = [tuple(int(v) for v in l.split("|")) for l in open(sys.argv[1]) if l.strip()]
r = random.Random(31)
print("series,table,game,declarer,contract,matadors,hand,ouvert,announce,bid,points,schneider,schwarz,result")
for t, size in tables:
    n = 48 if size == 4 else 36
    for g in range(1, n + 1):
        if r.random() < 0.08:
            print(f"1,{t},{g},,passed,,,,,,,,,")
            continue
        dealer = (g - 1) % size + 1
        seats = [s for s in range(1, size + 1) if size == 3 or s != dealer]
        d = r.choice(seats)
        c = r.choice(["clubs", "spades", "hearts", "diamonds", "grand"])
        m = r.choice([1, 2, -1, -2])
        p = r.choice(list(range(35, 61)) + list(range(61, 89)) * 2)
        print(f"1,{t},{g},{d},{c},{m},0,0,,18,{p},0,0,")
EOF
check "the first entry (import)" 0 --out "games" -- S import games games.csv
# the paper list of table 7, game 12: the desk types 59 Augen where the phone said otherwise
/usr/bin/python3 - <<'EOF'
rows = open("games.csv").read().splitlines()
out = []
for line in rows:
    f = line.split(",")
    if f[1] == "7" and f[2] == "12":
        if f[4] == "passed":
            f = ["1", "7", "12", "2" if True else "", "clubs", "1", "0", "0", "", "18", "59", "0", "0", ""]
        else:
            f[10] = "59" if f[10] != "59" else "60"
    out.append(",".join(f))
open("second.csv", "w").write("\n".join(out) + "\n")
EOF
check "the second entry (the paper lists)" 0 --out "second entry:" -- S second import second.csv
check "the deliberate difference is caught" 1 --out "table 7, game 12 differs: first" \
    --out "the series does not count yet" -- S second show --series 1
check "standings: not yet counting" 0 --out "series 1 does not count yet" -- S standings
check_http "the desk shows it" 200 --has "table 7, game 12" -- GET "/desk?key=$KEY"
check_http "the list keeper sees it" 200 --has "The second entry differs" \
    -- GET "/table/1/7?code=$T7"
check "the organiser decides for the first entry" 0 --out "the first entry's game stands" \
    -- S second resolve --series 1 --table 7 --game 12 --take first
check "both entries agree" 0 --out "both entries agree: the series counts" -- S second show --series 1

# ---- the clock on the beamer (headless Chromium), driven by SKATSHEET_NOW ----
SKATSHEET_NOW=2026-10-03T14:00:00Z S clock start --series 1 >/dev/null
serve_stop
if command -v chromium >/dev/null; then
    export HOME=$TMP
    SKATSHEET_NOW=2026-10-03T15:00:00Z serve_start "$DB" || t_fail "serve with the clock"
    coproc BR { /usr/bin/python3 "$TDIR/../web/browser.py" "$TMP/chrome" 2>"$TMP/browser.err"; }
    brpid=$BR_PID
    br() { printf '%s\n' "$*" >&"${BR[1]}"; ANS=""; IFS= read -r -t 60 ANS <&"${BR[0]}" || ANS="(no answer)"; }
    br open "$URL/beamer" 1920 1080
    br wait 5000 '/^(59:5\d|1:00:00)$/.test(document.querySelector(".clock .cl-left").textContent)'
    case "$ANS" in true*) t_ok "the beamer counts down an hour from the server's time" ;;
        *) br eval 'document.querySelector(".clock").outerHTML'; t_fail "beamer clock" "$ANS" ;; esac
    br eval 'document.querySelector(".clock").className'
    case "$ANS" in *run*) t_ok "running: no warning yet" ;; *) t_fail "clock class" "$ANS" ;; esac
    SHOTS=$(dirname "$SK")/screens; mkdir -p "$SHOTS"
    br shot "$SHOTS/day-beamer-clock.png"
    serve_stop
    SKATSHEET_NOW=2026-10-03T15:55:00Z serve_start "$DB" || t_fail "serve 5 minutes before the end"
    br open "$URL/beamer?lang=de" 1920 1080
    br wait 5000 'document.querySelector(".clock").classList.contains("warn") && document.querySelector(".clock .cl-note").textContent === "letzte Minuten"'
    case "$ANS" in true*) t_ok "five minutes before the end: the warning (German)" ;;
        *) br eval 'document.querySelector(".clock").outerHTML'; t_fail "warning" "$ANS" ;; esac
    br shot "$SHOTS/day-beamer-clock-de.png"
    br open "$URL/table/1/3" 360 740
    br wait 5000 'document.querySelector(".clock") && document.querySelector(".clock").classList.contains("warn")'
    case "$ANS" in true*) t_ok "a table page shows the clock too" ;; *) t_fail "table page clock" "$ANS" ;; esac
    serve_stop
    SKATSHEET_NOW=2026-10-03T16:01:00Z serve_start "$DB" || t_fail "serve after the end"
    br open "$URL/beamer" 1920 1080
    br wait 5000 'document.querySelector(".clock .cl-left").textContent === "time is up"'
    case "$ANS" in true*) t_ok "the end: time is up on the beamer" ;; *) t_fail "time up" "$ANS" ;; esac
    # a registration's page on a phone: its QR code and the GiroCode, read off the screen
    C95=$(code_of "Spieler 95")
    br open "$URL/checkin/$C95?lang=de" 360 900
    br shot "$SHOTS/day-checkin-phone-de.png"
    zbarimg --raw -q "$SHOTS/day-checkin-phone-de.png" > phone.txt 2>/dev/null
    grep -q "^http://127.0.0.1:[0-9]*/checkin/${C95/-/}$" phone.txt && grep -qx "EUR12.00" phone.txt && grep -qx "$C95" phone.txt \
        && grep -qx "DE89370400440532013000" phone.txt \
        && t_ok "the phone page: its QR code and the GiroCode decode (zbarimg)" || t_fail "phone QR codes" "$(cat phone.txt)"
    br open "$URL/desk?key=$KEY&lang=de" 360 900
    br eval 'document.documentElement.scrollWidth <= window.innerWidth'
    [ "$ANS" = true ] && t_ok "the desk fits a 360 px phone" || t_fail "desk at 360 px" "$ANS"
    br shot "$SHOTS/day-desk-phone-de.png"
    br open "$URL/desk?key=$KEY" 1280 900
    br shot "$SHOTS/day-desk.png"
    br open "$URL/cashier?key=$KEY&lang=de" 1280 900
    br shot "$SHOTS/day-cashier-de.png"
    br quit
    wait "$brpid" 2>/dev/null
else
    t_fail "chromium is installed" "run scripts/install-deps (Debian package chromium)"
    SKATSHEET_NOW=2026-10-03T16:01:00Z serve_start "$DB"
fi
# every table has all its games: nothing unfinished; a table with one game
# missing is flagged (the desk page and `clock show`)
check "time up, every table finished" 0 --out "25 tables: 25 finished" \
    -- env SKATSHEET_NOW=2026-10-03T16:01:00Z "$SK" --db "$DB" clock show
n25=$(( $(db_sql "$DB" "SELECT size FROM tables WHERE table_no = 25") == 4 ? 48 : 36 ))
S second delete --series 1 --table 25 --game $n25 >/dev/null
S game delete --series 1 --table 25 --game $n25 >/dev/null
check "an unfinished table at the end" 0 --out "1 table has not finished: 25 ($((n25 - 1)) of $n25 games)" \
    -- env SKATSHEET_NOW=2026-10-03T16:01:00Z "$SK" --db "$DB" clock show
check_http "the desk flags it" 200 --has "Not finished:" --has "table 25 ($((n25 - 1))/$n25)" -- GET "/desk?key=$KEY"
S game restore --series 1 --table 25 --game $n25 >/dev/null
game36=$(grep "^1,25,$n25," games.csv)
printf '%s\n%s\n' "$(head -1 games.csv)" "$game36" > g36.csv
S second import g36.csv >/dev/null

# ---- the cash desk and the prizes ----
S cashier --format json > cash.json
S money --format json > money.json
/usr/bin/python3 - <<'EOF' && t_ok "cashier and money agree figure by figure (97 players)" || t_fail "cashier vs money"
import json
c = json.load(open('cash.json')); m = json.load(open('money.json'))
cp = {p['player']: p for p in c['players'] if p['rank']}
assert len(cp) == 97 and len(m['players']) == 97
for p in m['players']:
    q = cp[p['player']]
    for k in ('entry_ct', 'loss_fees_ct', 'passed_fees_ct', 'prize_ct', 'balance_ct', 'rank'):
        assert p[k] == q[k], (p['player'], k, p[k], q[k])
assert c['end_ct'] == m['organiser_ct'] and c['pool_ct'] == m['pool_ct']
# 97 seated, Xaver's fee waived: 96 x 12 euros due; Wiebke owes hers
assert c['due_ct'] == 96 * 1200, c['due_ct']
assert c['owed_ct'] == 1200 and c['waived_ct'] == 1200 and c['paid_transfer_ct'] == 2400, c
assert c['paid_ct'] == 95 * 1200, c['paid_ct']
# one prize per player, every group given
won = [p for p in c['players'] if p['prize']]
groups = sorted(p['prize']['group'] for p in won)
assert groups.count('overall') >= 3 and 'lady' in groups and 'youth' in groups and 'member' in groups, groups
assert len({p['player'] for p in won}) == len(won)
EOF
check "the cash desk (English)" 0 --out "cash desk of 'Offenes Preisskat' (entry fee 12.00 euros)" \
    --out "entry fees due 1152.00 euros (97 players)" -- S cashier
check "die Kasse (German)" 0 --out "fällige Startgelder 1152,00 Euro (97 Spieler)" -- S --lang de cashier
check_http "the cash desk page" 200 --has "1152.00" --has "Präsentkorb" -- GET "/cashier?key=$KEY"
check_http "die Kasse im Web" 200 --has "1152,00" --has "Kasse jetzt (bar)" -- GET "/cashier?key=$KEY&lang=de"
check "the prizes" 0 --out "place 1: 100.00 euros ->" --out "best lady: Präsentkorb ->" -- S prize list
check "the cash desk PDF" 0 -- S cashier pdf cash.pdf --lang de
pdftotext cash.pdf - | grep -q "Präsentkorb" && t_ok "the cash desk PDF names the prizes" || t_fail "cash.pdf"
serve_stop
