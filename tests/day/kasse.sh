#!/usr/bin/env bash
# engines: sqlite postgresql
# The cash desk balances to the cent (issue 39): an open tournament under
# isko settles fees and prizes only (no money per point); a late arrival
# waiting for the next series is 'waiting' and owes the fee (never listed
# as money to give back); a refund is its own step ('cashier refund'),
# apart from a fee waived; a transfer above the fee is kept and shown, to
# give back or keep as a donation; the Kasse is shown term by term and
# adds up.  Every refusal: message, exit code, database unchanged, German.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
cd "$TMP"
DB=$(new_db k)
S() { "$SK" --db "$DB" "$@"; }
code_of() { S register list --all --format csv | awk -F, -v n="$1" '$2 == n { print $4 }'; }

S init >/dev/null
S tournament create Open --series 2 --games3 3 --games4 4 --rules isko,entry_fee_ct=1200 >/dev/null
for n in Anna Bernd Carla Dieter Emil; do S register add "$n" >/dev/null; done
S register add "Uwe Schäfer" >/dev/null
S register add "Nie Da" >/dev/null
CU=$(code_of "Uwe Schäfer"); CN=$(code_of "Nie Da")
check "a transfer of 20 euros on a 12 euro fee" 0 --out "20.00 euros received by transfer" \
    -- S cashier pay "$CU" --transfer --ct 2000
S cashier pay "$CN" --transfer >/dev/null
S checkin open --series 1 --seed 3 --tables 2 >/dev/null
for n in Anna Bernd Carla Dieter Emil; do S checkin add "$n" >/dev/null; done
check "the transfer covers the fee" 0 --out "fee 12.00 euros paid (transfer)" -- S checkin add "Uwe Schafer"
S checkin close --series 1 >/dev/null
for t in 1 2; do S game add --series 1 --table $t --declarer 2 grand --with 1 --points 61 >/dev/null; done
check "a late arrival waits for series 2 and pays" 0 --out "seated by the draw of series 2" \
    --out "fee 12.00 euros paid (cash)" -- S checkin add "Frieda Spät" --new
S prize add --ct 2000 >/dev/null

check "the late arrival is waiting, not money to give back" 0 --out "Frieda Spät  waiting (cash)" \
    --out "waiting for the next series' draw (the fee is an entry fee, paid or owed as everyone's): 12.00 euros paid" \
    --no-out "cashier pay NAME|CODE --waived" -- S cashier
S cashier --format json > c1.json
/usr/bin/python3 - <<'PY' && t_ok "isko: balances are fees and prizes only; the Kasse adds up" || t_fail "kasse" "$(cat c1.json)"
import json
c = json.load(open('c1.json'))
p = {r['player']: r for r in c['players']}
for r in c['players']:
    if r['rank']:
        # no money per point: the balance is prize - entry - loss fees - passed fees
        assert r['balance_ct'] == r['prize_ct'] - r['entry_ct'] - r['loss_fees_ct'] - r['passed_fees_ct'], r
assert [h['player'] for h in c['held']] == ['Nie Da'], c['held']
k = c['kasse']
assert k['fees_cash_ct'] == 6 * 1200 and k['fees_transfer_ct'] == 1200, k
assert k['transfers_ct'] == 1200 and k['overpaid_ct'] == 800 and k['overpaid_open_ct'] == 800, k
assert k['prizes_ct'] == 2000 and k['refunds_ct'] == 0, k
assert k['total_ct'] == 7200 + 1200 + 1200 + 800 + k['tables_ct'] - 2000 == k['cash_ct'] + k['bank_ct'], k
assert k['bank_ct'] == 1200 + 1200 + 800, k
PY
check "the terms of the Kasse" 0 --out "entry fees in                         +84.00  (cash 72.00, transfer 12.00)" \
    --out "paid above the fee                     +8.00  (cash 0.00, transfer 8.00; kept as donations 0.00, given back 0.00, open 8.00)" \
    --out "prizes in money                       −20.00" --out "= the Kasse" \
    --out "Uwe Schäfer paid 8.00 euros above the fee: to give back ('cashier refund') or keep ('cashier donate')" \
    -- S cashier
check "German: the Kasse term by term" 0 --out "die Kasse, Posten für Posten:" --out "Startgeld eingenommen" \
    --out "Frieda Spät  wartend (bar)" --out "über das Startgeld hinaus gezahlt" -- S --lang de cashier

sum=$(db_sum "$DB")
check "a player who plays: nothing to give back" 3 \
    --err "'Anna': nothing to give back (nothing is held for them and nothing was paid above the fee; a player who plays pays the entry fee): nothing changed" \
    -- S cashier refund Anna
check "the late arrival: nothing to give back either" 3 --err "'Frieda Spät': nothing to give back" \
    -- S cashier refund "Frieda Spät"
check "more than was paid above the fee" 3 \
    --err "'Uwe Schäfer': 9.00 euros is more than there is to give back (8.00 euros): nothing changed" \
    -- S cashier refund "$CU" --ct 900
check "German: nothing to give back" 3 --err "'Anna': nichts zurückzugeben" --err "nichts geändert" \
    -- S --lang de cashier refund Anna
check "a donation with nothing above the fee" 3 \
    --err "'Anna': nothing was paid above the fee that is not decided yet: nothing changed" -- S cashier donate Anna
check "a refund of nobody" 3 --err "player 'Niemand' does not exist" -- S cashier refund Niemand
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused refunds: database unchanged" || t_fail "a refused refund changed the database"

check "part of the registration's transfer given back" 0 --out "Nie Da: 5.00 euros given back (by transfer)" \
    -- S cashier refund "$CN" --ct 500
check "what is above the fee kept as a donation" 0 \
    --out "Uwe Schäfer: 8.00 euros paid above the fee kept as a donation" -- S cashier donate "Uwe Schäfer"
check "then nothing open to give back" 3 --err "nothing to give back" -- S cashier refund "Uwe Schäfer"
check "the rest of the transfer given back" 0 --out "Nie Da: 7.00 euros given back (by transfer)" -- S cashier refund "$CN"
check "German: no donation" 3 --err "'Anna': es wurde nichts über das Startgeld hinaus gezahlt" \
    -- S --lang de cashier donate Anna
S cashier --format json > c2.json
/usr/bin/python3 - <<'PY' && t_ok "after the refunds and the donation the Kasse still adds up" || t_fail "kasse 2" "$(cat c2.json)"
import json
c = json.load(open('c2.json'))
k = c['kasse']
assert c['held'] == [], c['held']
assert k['refunds_ct'] == 1200 and k['donations_ct'] == 800 and k['overpaid_open_ct'] == 0, k
assert k['total_ct'] == k['fees_cash_ct'] + k['fees_transfer_ct'] + k['transfers_ct'] + k['overpaid_ct'] + k['tables_ct'] - k['refunds_ct'] - k['prizes_ct'], k
assert k['bank_ct'] == 1200 + 1200 + 800 - 1200, k
PY
S money --format json > m2.json
/usr/bin/python3 - <<'PY' && t_ok "money and the cashier agree on the Kasse at the end" || t_fail "money" "$(cat m2.json)"
import json
c = json.load(open('c2.json')); m = json.load(open('m2.json'))
assert c['kasse_end_ct'] == m['kasse_end_ct'], (c['kasse_end_ct'], m['kasse_end_ct'])
PY

# the desk's cash page: the same terms, the late arrival waiting
serve_start "$DB" || t_fail "serve starts"
KEY=$(S checkin desk | sed -n 's/.*: \(....-....\)$/\1/p')
TOTAL=$(/usr/bin/python3 -c 'import json; print(json.load(open("c2.json"))["kasse"]["total_ct"])')
check_http "the cash page: the Kasse term by term" 200 --has "The Kasse, term by term" \
    --has "<th>= the Kasse</th><td class=\"num\" data-ct=\"$TOTAL\">" --has "waiting, paid" \
    -- GET "/cashier?key=$KEY"
check_http "German: the cash page" 200 --has "Die Kasse, Posten für Posten" --has "Rückzahlungen" \
    --has "wartet, bezahlt" -- GET "/cashier?key=$KEY&lang=de"
serve_stop
