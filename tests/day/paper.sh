#!/usr/bin/env bash
# engines: sqlite postgresql
# The paper of a tournament day (issue 31), rendered and looked at: the
# PDF of a series (table cards with the entry QR code, draw slips,
# pre-filled score sheets) in English and German, the check-in codes as
# slips and as a list, and the GiroCode: `config iban` checks the mod-97
# check digits, and the GiroCode decodes (zbarimg) to a payload laid out as
# EPC069-12 wants it.
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db p)
S() { "$SK" --db "$DB" "$@"; }
pages() { pdfinfo "$1" 2>/dev/null | awk '/^Pages:/ { print $2 }'; }
qr() {   # every QR code of a PDF, decoded, one per line, sorted
    rm -f "$TMP"/img-*.png
    pdftoppm -r 150 -png "$1" "$TMP/img" 2>/dev/null
    local f
    for f in "$TMP"/img-*.png; do zbarimg --raw -q "$f" 2>/dev/null; echo; done | sed '/^$/d' | sort
}

S init >/dev/null
S tournament create "Herbst" --series 2 --date 2026-10-03 --rules isko,entry_fee_ct=1000 >/dev/null
for p in Anna Bernd Carla Dieter Emil Frieda Gustav; do S player add "$p" >/dev/null; done
S series draw 1 --seed 5 >/dev/null

# the paper of series 1: 2 tables (4 + 3), 7 slips, 2 sheets of two pages each
check "series print" 0 --out "wrote day.pdf: 2 table cards, 7 draw slips, 2 score sheets of series 1" \
    --out "no base address stored" -- S series print day.pdf --series 1
[ "$(pages day.pdf)" = 7 ] && t_ok "cards, slips and sheets: 7 pages" || t_fail "pages" "$(pages day.pdf)"
check "with the address: QR codes" 0 --out "wrote day_url.pdf" --no-out "no base address" \
    -- S series print day_url.pdf --series 1 --url http://10.0.0.5:8080
C1=$(db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id JOIN series s ON s.id = x.series_id WHERE s.series_no = 1 AND x.table_no = 1")
C2=$(db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id JOIN series s ON s.id = x.series_id WHERE s.series_no = 1 AND x.table_no = 2")
pdftoppm -r 100 -png -f 1 -l 1 day_url.pdf card 2>/dev/null
[ "$(zbarimg --raw -q card-1.png 2>/dev/null | sed '/^$/d')" = "http://10.0.0.5:8080/table/1/1?code=$C1" ] \
    && t_ok "the card of table 1: its entry QR code" || t_fail "card QR" "$(zbarimg --raw -q card-1.png 2>&1)"
got=$(qr day_url.pdf | sort -u)
want=$(printf '%s\n' "http://10.0.0.5:8080/table/1/1?code=$C1" "http://10.0.0.5:8080/table/1/2?code=$C2" | sort)
[ "$got" = "$want" ] && t_ok "cards and sheets: every QR code opens its table" || t_fail "QR codes" "want: $want" "got: $got"
txt=$(pdftotext -layout day_url.pdf -)
echo "$txt" | grep -q "Table 1" && echo "$txt" | grep -q "Series 1: table 2, seat 3" \
    && echo "$txt" | grep -q "Draw slips" && echo "$txt" | grep -q "Score sheet" \
    && t_ok "English: cards, slips, sheets" || t_fail "English texts" "$(echo "$txt" | head -30)"
# every seated player has exactly one slip, in the order of the names
slips=$(pdftotext -f 3 -l 3 -layout day.pdf - | grep -o 'Series 1: table [0-9], seat [0-9]' | wc -l)
[ "$slips" = 7 ] && t_ok "one slip per player" || t_fail "slips" "$slips"
check "German" 0 -- S series print day_de.pdf --series 1 --lang de
de=$(pdftotext -layout day_de.pdf -)
echo "$de" | grep -q "Tisch 2" && echo "$de" | grep -q "Serie 1: Tisch 1, Platz" && echo "$de" | grep -q "Platzkarten" \
    && echo "$de" | grep -q "Spielliste" && ! echo "$de" | grep -q "Draw slips" \
    && t_ok "German: Tisch, Platzkarten, Spielliste" || t_fail "German texts" "$(echo "$de" | head -30)"
# looked at: the pages render (a card is landscape, a sheet portrait)
pdftoppm -r 30 -png day_de.pdf look 2>/dev/null
/usr/bin/python3 - look-1.png look-6.png <<'EOF' && t_ok "rendered: a landscape card, a portrait sheet" || t_fail "rendered pages"
import struct, sys
def size(f):
    d = open(f, 'rb').read(24)
    return struct.unpack('>II', d[16:24])
w1, h1 = size(sys.argv[1]); w2, h2 = size(sys.argv[2])
sys.exit(0 if w1 > h1 and w2 < h2 else 1)
EOF
SHOTS=$(dirname "$SK")/screens
mkdir -p "$SHOTS" && cp look-1.png "$SHOTS/day-card-de.png" && cp look-3.png "$SHOTS/day-slips-de.png"
check "a series not drawn: refused" 3 --err "series 2 has not been drawn" -- S series print x.pdf --series 2
[ ! -e x.pdf ] && t_ok "refused: no file" || t_fail "refused print wrote a file"

# the payee: the IBAN's check digits
sum=$(db_sum "$DB")
check "config iban: a digit mistyped" 3 --err "iban: 'DE89370400440532013001': the check digits do not match" \
    -- S config iban "DE89 3704 0044 0532 0130 01"
check "config iban: the wrong length" 3 --err "an IBAN of DE has 22" -- S config iban DE8937040044053201300
check "config iban: not an IBAN" 3 --err "is not an IBAN" -- S config iban "DE89-3704"
check "config bic: not a BIC" 3 --err "bic: 'cobadeff' is not a BIC" -- S config bic cobadeff
check "config payee: a control character" 3 --err "payee: control character" -- S config payee $'SC\nKreuz'
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused payees: unchanged" || t_fail "refused payee changed the database"
check "the GiroCode before the payee is known" 3 --err "the GiroCode needs the payee" \
    -- S register girocode "$(S register add Vorab | sed 's/.*code //')"
check "config iban stored without spaces" 0 --out "iban is now DE89370400440532013000" \
    -- S config iban "de89 3704 0044 0532 0130 00"
S config payee "Skatclub Kreuz Bube e.V." >/dev/null
S config bic COBADEFFXXX >/dev/null

# the codes: a slip per registration with its QR code and the GiroCode
S register add "Hanna Huber" --club "SC Grün" >/dev/null
S register add "Ina Illner" >/dev/null
S cashier pay "$(S register list --format csv | awk -F, '$2 == "Ina Illner" { print $4 }')" --transfer >/dev/null
check "register slips" 0 --out "wrote codes.pdf: the check-in codes of 3 registrations, 2 with a GiroCode" \
    -- S register slips codes.pdf --url http://10.0.0.5:8080
got=$(qr codes.pdf)
for n in Vorab "Hanna Huber" "Ina Illner"; do
    c=$(S register list --format csv | awk -F, -v n="$n" '$2 == n { print $4 }' | tr -d -)
    echo "$got" | grep -qx "http://10.0.0.5:8080/checkin/$c" && t_ok "slip of $n: its QR code opens its page" \
        || t_fail "slip QR of $n" "$got"
done
# the GiroCode's payload, line by line as EPC069-12 lays it out (zbarimg's
# raw output: the payload's lines as they are, empty ones kept)
HC=$(S register list --format csv | awk -F, '$2 == "Hanna Huber" { print $4 }')
rm -f "$TMP"/raw-*.png
pdftoppm -r 150 -png codes.pdf "$TMP/raw" 2>/dev/null
zbarimg --raw -q "$TMP"/raw-*.png > raw.txt 2>/dev/null
/usr/bin/python3 - "$HC" raw.txt <<'EOF' && t_ok "the GiroCode decodes to an EPC069-12 payload" || t_fail "EPC payload" "$(cat raw.txt)"
import sys
code = sys.argv[1]
txt = open(sys.argv[2]).read().replace('\r', '')
blocks = txt.split('BCD\n')[1:]
lines = None
for b in blocks:
    l = ('BCD\n' + b).split('\n')
    if code in l:
        lines = l
assert lines, 'no GiroCode with reference ' + code
want = ['BCD', '002', '1', 'SCT', 'COBADEFFXXX', 'Skatclub Kreuz Bube e.V.', 'DE89370400440532013000',
        'EUR10.00', '', '', code]
assert lines[:11] == want, lines[:11]
assert len('\n'.join(lines[:11]).encode()) <= 331
EOF
check "register girocode: the payload" 0 --out "EUR10.00" --out "$HC" -- S register girocode "$HC" --payload
check "register girocode: a PDF" 0 --out "wrote giro.pdf" -- S register girocode "$HC" giro.pdf
echo "$(qr giro.pdf)" | grep -qx "DE89370400440532013000" && t_ok "the GiroCode PDF decodes" || t_fail "giro.pdf" "$(qr giro.pdf)"
check "paid by transfer: nothing left to pay" 3 --err "is paid already" \
    -- S register girocode "$(S register list --format csv | awk -F, '$2 == "Ina Illner" { print $4 }')"
check "a code of nobody" 3 --err "no registration of 'Herbst' has the code or number 'ZZZZ-ZZZZ'" \
    -- S register girocode ZZZZ-ZZZZ
check "the list of codes" 0 --out "list.pdf" -- S register slips list.pdf --list --lang de
pdftotext list.pdf - | grep -q "Check-in-Codes" && pdftotext list.pdf - | grep -q "Hanna Huber" \
    && t_ok "German list of codes" || t_fail "code list" "$(pdftotext list.pdf - | head)"
