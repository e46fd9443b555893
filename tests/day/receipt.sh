#!/usr/bin/env bash
# engines: sqlite postgresql
# Receipts per player (issue 39, part 2): `cashier receipt PLAYER FILE.pdf`
# and `--all DIR`: the club (config payee, else host_club), the event and
# its date, the player, what was paid (the fee, above it by transfer or in
# cash) and received (change, refunds, prize money; goods and donations
# noted), the totals, in English and German; the receipt's totals agree
# with the cash desk's figures.  Read back with pdftotext; rendered by
# pdftoppm (build/screens/receipt-de.png).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_six.sh"
cd "$TMP"
DB=$(new_db rc)
S() { "$SK" --db "$DB" "$@"; }

S init >/dev/null
for p in Anna Bernd Carla Dieter Emil Frieda Gustav; do S player add $p >/dev/null; done
S tournament create Quittungsturnier --date 2026-10-03 --games3 3 >/dev/null
six_series1
S day set fee_ct=1000 host_club="SC Kreuz Bube" >/dev/null
S prize add --place 1 --ct 3000 >/dev/null        # Anna and Dieter share places 1 and 2
S prize add --place 2 --ct 1000 >/dev/null
S prize add --place 3 --goods Schinken >/dev/null
S checkin add Anna --given 2000 --change >/dev/null
S checkin add Bernd --given 1500 --donate >/dev/null
S checkin add Carla >/dev/null
S checkin add Dieter --fee owed >/dev/null
S checkin add Emil --fee waived >/dev/null

check "Anna's receipt" 0 --out "wrote anna.pdf: the receipt of 'Anna' (received 20.00 euros, paid out 30.00 euros)" \
    -- S cashier receipt Anna anna.pdf
pdftotext -layout anna.pdf anna.txt
for want in "SC Kreuz Bube" "Receipt" "Quittungsturnier" "2026-10-03" "Anna (Start no. 1)" \
    "Entry fee *cash *10.00" "Paid above the entry fee *cash *10.00" \
    "Given back (change or refund) *cash *10.00" "Prize money *cash *20.00" \
    "Total *20.00 *30.00" "20.00 euros received with thanks from Anna." "Signature of the treasurer"; do
    grep -q -- "$want" anna.txt && t_ok "receipt: $want" || t_fail "receipt lacks: $want" "$(cat anna.txt)"
done
S config payee "Skatclub Kreuz Bube e.V." >/dev/null
check "German, by start number" 0 --out "Quittung von 'Bernd' (erhalten 15,00 Euro, ausgezahlt 0,00 Euro)" \
    -- S --lang de cashier receipt 2 bernd.pdf
pdftotext -layout bernd.pdf bernd.txt
for want in "Skatclub Kreuz Bube e.V." "Quittung" "03.10.2026" "Startgeld *bar *10,00" \
    "Über das Startgeld hinaus gezahlt *bar *5,00" "Davon als Spende behalten: 5,00" \
    "15,00 Euro von Bernd dankend erhalten."; do
    grep -q -- "$want" bernd.txt && t_ok "Quittung: $want" || t_fail "Quittung lacks: $want" "$(cat bernd.txt)"
done
SHOTS=$(dirname "$SK")/screens; mkdir -p "$SHOTS"
pdftoppm -png -r 80 -singlefile bernd.pdf "$SHOTS/receipt-de" && [ -s "$SHOTS/receipt-de.png" ] &&
    t_ok "rendered to build/screens/receipt-de.png" || t_fail "pdftoppm"
S --lang de cashier receipt Carla carla.pdf >/dev/null
pdftotext -layout carla.pdf - | grep -q "Sachpreis: Schinken" && t_ok "goods noted" || t_fail "goods" "$(pdftotext -layout carla.pdf -)"
S cashier receipt Dieter dieter.pdf >/dev/null
pdftotext -layout dieter.pdf - | grep -q "Entry fee still owed: 10.00" && t_ok "a fee owed noted" || t_fail "owed" "$(pdftotext -layout dieter.pdf -)"

check "every receipt into a directory" 0 --out "wrote 6 receipts into quittungen" -- S cashier receipt --all quittungen
[ "$(ls quittungen | wc -l)" = 6 ] && [ -f quittungen/receipt-1-1-Anna.pdf ] && t_ok "one PDF each" || t_fail "the directory" "$(ls quittungen)"
# the receipts agree with the cash desk: what each paid and received
S cashier --format json > cash.json
for f in quittungen/*.pdf; do pdftotext -layout "$f" -; done > all.txt
/usr/bin/python3 - <<'PY' && t_ok "the receipts' totals agree with the cash desk" || t_fail "receipts vs cashier" "$(cat all.txt)"
import json, re
c = json.load(open('cash.json'))
tot = [tuple(int(x.replace('.', '')) for x in m) for m in re.findall(r'Total +(\d+\.\d\d) +(\d+\.\d\d)', open('all.txt').read())]
k = c['kasse']
got_in = sum(t[0] for t in tot); got_out = sum(t[1] for t in tot)
assert got_in == k['fees_cash_ct'] + k['fees_transfer_ct'] + k['overpaid_ct'], (got_in, k)
assert got_out == k['refunds_ct'] + k['prizes_ct'], (got_out, k)
PY
sum=$(db_sum "$DB")
check "nothing recorded" 3 --err "'Gustav' has paid nothing and received nothing at 'Quittungsturnier': no receipt" -- S cashier receipt Gustav f.pdf
check "nobody" 3 --err "player 'Niemand' does not exist" -- S cashier receipt Niemand f.pdf
check "--all with a file" 2 --err "give DIR alone" -- S cashier receipt --all Anna x.pdf
[ ! -e f.pdf ] && [ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused: no file, unchanged" || t_fail "a refused receipt wrote something"
