#!/usr/bin/env bash
# engines: sqlite postgresql
# Cash handed over at the desk above the entry fee (issue 39, part 3): kept
# and shown like a transfer above the fee, given back as change or kept as
# a donation by the organiser's choice (at once with --change/--donate, or
# later with cashier refund/donate); the Kasse balances to the cent, the
# cash in the box counts it; less than the fee, or cash with a fee not
# paid in cash: refused, nothing changed.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
cd "$TMP"
DB=$(new_db dc)
S() { "$SK" --db "$DB" "$@"; }

S init >/dev/null
for p in Anna Bernd Carla Dieter Emil; do S player add $p >/dev/null; done
S tournament create Geld --date 2026-10-03 >/dev/null
S day set fee_ct=1200 >/dev/null

check "20 euros for 12: open" 0 --out "fee 12.00 euros paid (cash); 8.00 euros above the fee: to give back ('cashier refund') or keep ('cashier donate')" -- S checkin add Anna --given 2000
check "change given" 0 --out "8.00 euros above the fee given back as change" -- S checkin add Bernd --given 2000 --change
check "kept as a donation" 0 --out "3.00 euros above the fee kept as a donation" -- S checkin scan Carla --given 1500 --donate
check "exactly the fee" 0 --out "fee 12.00 euros paid (cash)" -- S checkin add Emil --given 1200
sum=$(db_sum "$DB")
check "less than the fee" 3 --err "'Dieter' gave 10.00 euros, less than the fee 12.00 euros: nothing changed" -- S checkin add Dieter --given 1000
check "cash with a waived fee" 3 --err "the entry fee is not paid in cash now" -- S checkin add Dieter --given 1500 --fee waived
check "change without cash" 2 --err "--change" -- S checkin add Dieter --change
check "cash and transfer" 2 --err "" -- S cashier pay Dieter --given 1500 --transfer
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused: unchanged" || t_fail "a refused handing over changed the database"
S checkin add Dieter --fee owed >/dev/null
check "paid later at the cash desk" 0 --out "Dieter: 3.00 euros above the fee: to give back" -- S cashier pay Dieter --given 1500
check "shown until decided" 0 --out "Anna paid 8.00 euros above the fee" --out "Dieter paid 3.00 euros above the fee" -- S cashier
check "given back later, in cash" 0 --out "Anna: 8.00 euros given back (in cash)" -- S cashier refund Anna
check "kept later" 0 --out "Dieter: 3.00 euros paid above the fee kept as a donation" -- S cashier donate Dieter
S cashier --format json > cash.json
/usr/bin/python3 - <<'PY' && t_ok "the Kasse: 60.00 fees + 22.00 above - 16.00 change = 66.00 in the box" || t_fail "Kasse" "$(cat cash.json)"
import json
k = json.load(open('cash.json'))['kasse']
assert k['fees_cash_ct'] == 6000 and k['overpaid_ct'] == 2200 and k['overpaid_cash_ct'] == 2200, k
assert k['donations_ct'] == 600 and k['overpaid_refunded_ct'] == 1600 and k['overpaid_open_ct'] == 0, k
assert k['refunds_cash_ct'] == 1600 and k['cash_ct'] == 6600 and k['bank_ct'] == 0 and k['total_ct'] == 6600, k
over = {o['player']: o for o in k['overpaid']}
assert over['Carla']['donated_ct'] == 300 and over['Bernd']['refunded_ct'] == 800, over
PY
check "the Kasse term by term" 0 --out "paid above the fee                    +22.00  (cash 22.00, transfer 0.00; kept as donations 6.00, given back 16.00, open 0.00)" -- S cashier
check "nothing left to decide" 3 --err "nothing to give back" -- S cashier refund Anna
check "German" 0 --out "8,00 Euro über dem Startgeld als Wechselgeld zurückgegeben" -- S --lang de cashier pay Emil --given 2000 --change
check "the Kassenbericht books it" 0 --out "the Kasse 66.00 euros" -- S cashier report kasse.pdf
pdftotext -layout kasse.pdf - | grep -q "paid above the fee.*Anna.*cash.*8.00" && t_ok "a booking per handing over" || t_fail "Kassenbericht" "$(pdftotext -layout kasse.pdf - | head -40)"

# the web desk: the cash handed over, in euros, and the organiser's choice
S player add Frieda >/dev/null
S player add Gustav >/dev/null
serve_start "$DB" || t_fail "serve starts"
KEY=$(S checkin desk | sed -n 's/.*: \(....-....\)$/\1/p')
check_http "the desk page asks for the cash given" 200 --has 'name="given_eur"' --has 'value="donate"' -- GET "/desk?key=$KEY"
check_http "20,00 euros for 12: kept as a donation (German)" 200 --has "8,00 Euro über dem Startgeld als Spende behalten" \
    -- POST "/desk?lang=de" --data "key=$KEY&action=name&fee=paid&given_eur=20,00&keep=donate" --data-urlencode "name=Frieda"
sum=$(db_sum "$DB")
check_http "less than the fee (JSON)" 422 --has "less than the fee" \
    -- POST "/api/desk" --data "key=$KEY&action=name&given=500" --data-urlencode "name=Gustav"
check_http "a bad amount" 400 --has "cash given" \
    -- POST "/api/desk" --data "key=$KEY&action=name&given_eur=zwanzig" --data-urlencode "name=Gustav"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "the desk's refusals: unchanged" || t_fail "a desk refusal changed the database"
serve_stop
check "the donation is in the Kasse" 0 --out "kept as donations 14.00" -- S cashier
