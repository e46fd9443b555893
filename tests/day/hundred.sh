#!/usr/bin/env bash
# engines: sqlite postgresql
# The tournament day where nobody pays twice (issue 39), a 100-player day
# in German (LANG=de_DE.UTF-8, the organiser's language for `serve` too):
# 100 registrations, 6 of them with a mail address mailed their codes by
# `register mail` into the SMTP sink; half the fees arrive through a
# CAMT.053 statement with one line that has no code and one transfer above
# the fee; 99 scanned at the door, and one registered player who forgot
# his code found by a misspelled name at the desk page in headless
# Chromium; a late arrival after series 1 began waits for series 2, pays
# and is drawn into it; the prizes follow a percentage scheme (50 % of
# the fees, 30/20/15/10/10/10/5) with a tie at the top; the Kassenbericht
# PDF balances to the cent against the settlement's own figures, rendered
# to build/screens/hundred-kasse-de.png.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
HERE=$(cd "$(dirname "$0")" && pwd)
TDIR=$HERE
SINK=""
trap '[ -n "$SINK" ] && kill "$SINK" 2>/dev/null; serve_stop; wait 2>/dev/null; lib_cleanup' EXIT
unset LC_ALL LC_MESSAGES LANGUAGE SKATSHEET_LANG
export LANG=de_DE.UTF-8
cd "$TMP"
DB=$(new_db hundert)
S() { "$SK" --db "$DB" "$@"; }
code_of() { S register list --all --format csv | awk -F, -v n="$1" '$2 == n { print $4 }'; }
SHOTS=$(dirname "$SK")/screens; mkdir -p "$SHOTS"

S init >/dev/null
S tournament create "Preisskat der Hundert" --date 2026-10-03 --series 2 >/dev/null
S config payee "Skatclub Kreuz Bube e.V." >/dev/null
S config iban "DE89 3704 0044 0532 0130 00" >/dev/null
S day set fee_ct=1200 host_club="SC Kreuz Bube" >/dev/null
check "die Preise nach Schema" 0 --out "Preisschema von 'Preisskat der Hundert': percent=50;split=30/20/15/10/10/10/5" \
    -- S prize scheme --percent 50 --split 30,20,15,10,10,10,5

# ---- 100 registrations, 6 with a mail address ----
clubs=("SC Kreuz Bube" "Pik As Köln" "Herz Dame Bonn" "Karo Sieben" "Grand Hand Essen")
for i in $(seq -w 1 99); do
    c=${clubs[$((10#$i % 5))]}
    m=(); [ $((10#$i % 17)) = 0 ] && m=(--mail "spieler$i@example.org")
    S register add "Spieler $i" --club "$c" "${m[@]}" >/dev/null || t_fail "register $i"
done
S register add "Jürgen Weißbach" --club "Karo Sieben" --mail juergen@example.org >/dev/null
[ "$(S register list --format csv | tail -n +2 | wc -l)" = 100 ] && t_ok "100 Anmeldungen" || t_fail "registrations"

# ---- the codes by mail, into the sink ----
mkdir -p box
/usr/bin/python3 "$HERE/smtpsink.py" "$TMP/box" &
SINK=$!
for _ in $(seq 100); do [ -f box/port ] && break; sleep 0.05; done
S config smtp_url "smtp://127.0.0.1:$(cat box/port)" >/dev/null
S config mail_from turnier@example.org >/dev/null
check "register mail: 6 Mails" 0 --out "6 Mails verschickt" -- S register mail
[ "$(ls box/msg-*.eml 2>/dev/null | wc -l)" = 6 ] && t_ok "die Senke hat 6 Mails" || t_fail "mails" "$(ls box)"
JC=$(code_of "Jürgen Weißbach")
got=$(for f in box/msg-*.eml; do /usr/bin/python3 "$HERE/mailcheck.py" "$f" "$TMP/att"; done)
grep -qF "text=Dein persönlicher Code: $JC" <<<"$got" && grep -qF "to=Jürgen Weißbach <juergen@example.org>" <<<"$got" &&
    t_ok "Jürgens Mail: sein Code, auf Deutsch" || t_fail "Jürgen's mail" "$got"

# ---- half the fees by bank transfer: a CAMT.053 statement ----
entry() { # REF DATE AMOUNT NAME PURPOSE
    printf '      <Ntry><Amt Ccy="EUR">%s</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>\n' "$3"
    printf '        <BookgDt><Dt>%s</Dt></BookgDt><ValDt><Dt>%s</Dt></ValDt><AcctSvcrRef>%s</AcctSvcrRef>\n' "$2" "$2" "$1"
    printf '        <NtryDtls><TxDtls><RltdPties><Dbtr><Nm>%s</Nm></Dbtr></RltdPties>\n' "$4"
    printf '          <RmtInf><Ustrd>%s</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>\n' "$5"
}
{
    printf '<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">\n'
    printf '  <BkToCstmrStmt><GrpHdr><MsgId>S1</MsgId><CreDtTm>2026-09-30T08:00:00</CreDtTm></GrpHdr>\n'
    printf '    <Stmt><Id>1</Id><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>\n'
    S register list --format csv | awk -F, 'NR > 1 && $2 ~ /^Spieler (0[1-9]|[1-4][0-9]|50)$/ { print $2 "," $4 }' |
    while IFS=, read -r name code; do
        amt=12.00; [ "$name" = "Spieler 50" ] && amt=20.00
        entry "R-${name#Spieler }" 2026-09-2$(( 10#${name#Spieler } % 9 )) "$amt" "$name" "Startgeld Preisskat $code"
    done
    entry R-X 2026-09-28 12.00 "Unbekannt" "Beitrag Vereinsfest"
    printf '    </Stmt>\n  </BkToCstmrStmt>\n</Document>\n'
} > kontoauszug.xml
check "der Kontoauszug" 0 --out "51 Zeilen: 50 gebucht" \
    --out "nicht gebucht: 'Unbekannt' 'Beitrag Vereinsfest'" -- S cashier import kontoauszug.xml
S cashier --format json > pre.json
/usr/bin/python3 -c '
import json; k = json.load(open("pre.json"))["kasse"]
assert k["transfers_ct"] == 49 * 1200 + 2000, k' && t_ok "50 Überweisungen, 608,00 Euro vor dem Tag" || t_fail "transfers" "$(cat pre.json)"

# ---- the door: 99 scanned, Jürgen by name at the desk page ----
check "die Tür öffnet" 0 --out "25 Tische geplant" -- S checkin open --series 1 --seed 2026 --separate club
for i in $(seq -w 1 99); do code_of "Spieler $i"; done > scans.txt
check "der Scanner: 99 Scans" 0 --out "Spieler 01 (Nr. " --out "Startgeld 12,00 Euro bezahlt (Überweisung)" \
    --out "Startgeld 12,00 Euro bezahlt (bar)" --stdin scans.txt -- S checkin scan -
sum=$(db_sum "$DB")
check "ein zweiter Scan ändert nichts" 3 --err "ist schon eingecheckt" -- S checkin scan "$(code_of "Spieler 50")"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "doppelter Scan: unverändert" || t_fail "a duplicate scan changed the database"
KEY=$(S checkin desk | sed -n 's/.*: \(....-....\)$/\1/p')
serve_start "$DB" || t_fail "serve startet"
if command -v chromium >/dev/null; then
    export HOME=$TMP
    coproc BR { /usr/bin/python3 "$TDIR/../web/browser.py" "$TMP/chrome" 2>"$TMP/browser.err"; }
    brpid=$BR_PID
    br() { printf '%s\n' "$*" >&"${BR[1]}"; ANS=""; IFS= read -r -t 60 ANS <&"${BR[0]}" || ANS="(no answer)"; }
    br open "$URL/desk?key=$KEY" 1280 900
    br eval 'document.getElementById("name").value = "juergen weisbach"; document.querySelector("form.name").submit(); true'
    br wait 10000 'document.body && document.body.innerText.includes("Jürgen Weißbach (Nr. 100) eingecheckt")'
    case "$ANS" in true*) t_ok "der Tresen findet 'juergen weisbach' (Chromium)" ;;
        *) br eval 'document.body.innerText.slice(0, 600)'; t_fail "desk by name" "$ANS" ;; esac
    br shot "$SHOTS/hundred-desk-de.png"
    br quit
    wait "$brpid" 2>/dev/null
else
    t_fail "chromium is installed" "run scripts/install-deps (Debian package chromium)"
fi
serve_stop
check "100 eingecheckt" 0 --out "100 Spieler eingecheckt" -- S checkin list
check "die Tür schließt: 25 Vierertische" 0 --out "100 Spieler an 25 Tischen" -- S checkin close --series 1

# ---- series 1: two tables with the same games make a tie at the top ----
db_sql "$DB" "SELECT x.table_no, x.size FROM tables x JOIN series s ON s.id = x.series_id WHERE s.series_no = 1 ORDER BY x.table_no" > tables.txt
/usr/bin/python3 - tables.txt > games.csv <<'PY'
import random, sys
tables = [tuple(int(v) for v in l.split("|")) for l in open(sys.argv[1]) if l.strip()]
r = random.Random(39)
print("series,table,game,declarer,contract,matadors,hand,ouvert,announce,bid,points,schneider,schwarz,result")
for t, size in tables:
    n = 48 if size == 4 else 36
    for g in range(1, n + 1):
        dealer = (g - 1) % size + 1
        if t in (1, 2):   # the same list: seat 2 (or 3 when dealing) wins a grand with 2
            d = 2 if dealer != 2 else 3
            print(f"1,{t},{g},{d},grand,2,0,0,,18,{70 + g % 20},0,0,")
            continue
        if r.random() < 0.08:
            print(f"1,{t},{g},,passed,,,,,,,,,")
            continue
        seats = [s for s in range(1, size + 1) if size == 3 or s != dealer]
        print(f"1,{t},{g},{r.choice(seats)},{r.choice(['clubs', 'spades', 'hearts', 'grand'])},"
              f"{r.choice([1, 2, -1])},0,0,,18,{r.choice(list(range(40, 61)) + list(range(61, 90)) * 2)},0,0,")
PY
check "die Spiele von Serie 1" 0 -- S import games games.csv
SKATSHEET_NOW=2026-10-03T14:00:00Z S clock start --series 1 >/dev/null

# ---- a late arrival waits for series 2 and pays ----
check "ein Nachzügler wartet auf Serie 2" 0 --out "Spät Ankommer (Nr. 101) eingecheckt (ein neuer Spieler)" \
    --out "gesetzt durch die Auslosung der Serie 2" --out "Startgeld 12,00 Euro bezahlt (bar)" -- S checkin add "Spät Ankommer" --new
check "Serie 2 wird ausgelost" 0 -- S series draw 2 --seed 7 --separate club
S series show 2 | grep -q "Spät Ankommer" && t_ok "der Nachzügler sitzt in Serie 2" || t_fail "late arrival in series 2"

# ---- the prizes by the scheme, the tie shared ----
S prize list > preise.txt
/usr/bin/python3 - <<'PY' && t_ok "Preise: 50 % der Startgelder, Platz 1 und 2 geteilt" || t_fail "prizes" "$(cat preise.txt)"
import re
t = open("preise.txt").read()
pool = re.search(r"der Topf: 50 % der fälligen Startgelder = ([\d.]+),(\d\d) Euro", t)
assert pool, t
pool = int(pool.group(1).replace(".", "")) * 100 + int(pool.group(2))
rows = re.findall(r"Platz (\d+): ([\d.]+),(\d\d) Euro -> (.+?)( \(Gleichstand: geteilt\))?$", t, re.M)
first = [r for r in rows if r[0] == "1"]
assert len(first) == 2 and all(r[4] for r in first), rows       # the tie at the top, shared
amounts = [int(r[1].replace(".", "")) * 100 + int(r[2]) for r in rows]
assert sum(amounts) == pool, (sum(amounts), pool)               # the pool handed out to the cent
# 30 % and 20 % rounded down to whole euros, the rest to place 1, shared by the two
p1 = pool * 3000 // 10000 // 100 * 100; p2 = pool * 2000 // 10000 // 100 * 100
rest = pool - sum(pool * b // 10000 // 100 * 100 for b in (3000, 2000, 1500, 1000, 1000, 1000, 500))
assert sorted(amounts[:2]) == sorted([(p1 + p2 + rest) // 2 + (p1 + p2 + rest) % 2, (p1 + p2 + rest) // 2]), (amounts, p1, p2, rest)
PY

# ---- the Kassenbericht balances to the cent ----
S cashier --format json > kasse.json
S money --format json > money.json
check "der Kassenbericht" 0 --out "kasse.pdf" -- S cashier report kasse.pdf
pdftotext -layout kasse.pdf kasse.txt
/usr/bin/python3 - <<'PY' && t_ok "der Kassenbericht stimmt auf den Cent" || t_fail "Kassenbericht" "$(cat kasse.txt | head -60)"
import json, re
k = json.load(open("kasse.json"))["kasse"]; m = json.load(open("money.json"))
def ct(s): return int(s.replace(".", "").replace("−", "-").replace("+", "").replace(",", ""))
txt = open("kasse.txt").read()
total = re.findall(r"= die Kasse\s+([+−-]?[\d.]+,\d\d)", txt)
assert total, txt
tables = sum(p["loss_fees_ct"] + p["passed_fees_ct"] for p in m["players"])
prizes = sum(p["prize_ct"] for p in m["players"])
# 101 fees of 12.00 (50 by transfer, 51 in cash), 8.00 above the fee, the tables' fees, less the prizes
want = 101 * 1200 + 800 + tables - prizes
assert k["fees_transfer_ct"] == 50 * 1200 and k["fees_cash_ct"] == 51 * 1200, k
assert k["overpaid_ct"] == 800 and k["overpaid_open_ct"] == 800, k
assert ct(total[-1]) == want == k["total_ct"], (total, want, k)
assert k["cash_ct"] + k["bank_ct"] == k["total_ct"]
PY
grep -q "Spieler 50 .*Überweisung" kasse.txt && t_ok "die Überweisung über dem Startgeld ist gebucht" || t_fail "Spieler 50 booking"
pdftoppm -png -r 70 -f 1 -l 1 -singlefile kasse.pdf "$SHOTS/hundred-kasse-de" && t_ok "gerendert: build/screens/hundred-kasse-de.png" ||
    t_fail "pdftoppm"
check "die Quittung des Nachzüglers" 0 --out "Quittung von 'Spät Ankommer' (erhalten 12,00 Euro" -- S cashier receipt "Spät Ankommer" spaet.pdf

# ---- the cash desk page: the statement's transfers and the mails sent ----
serve_start "$DB" || t_fail "serve startet wieder"
check_http "die Kasse im Web: die gebuchten Überweisungen" 200 --has "Gebuchte Überweisungen <small>(50)</small>" \
    --has "Startgeld Preisskat $(code_of "Spieler 50")" --has 'data-ct="60800"' -- GET "/cashier?key=$KEY"
check_http "die Kasse im Web: die verschickten Mails" 200 --has "Verschickte Mails <small>(6)</small>" \
    --has "juergen@example.org" --has "QR-Code des Codes und GiroCode" -- GET "/cashier?key=$KEY"
check_http "in English" 200 --has "Bank transfers booked" --has "Mails sent" -- GET "/cashier?key=$KEY&lang=en"
serve_stop
