#!/usr/bin/env bash
# engines: sqlite postgresql
# The cash desk of a tournament day (issue 31): entry fees taken at the
# door (paid in cash or by transfer, owed, waived, with the amount), prize
# groups by priority (overall, best lady, best youth, best member) with one
# prize per player and ties shared as the settlement shares them (money
# split, goods by lot), prizes in money or goods; the cashier and `money`
# agree figure by figure; the Bavarian preset (entry fee at most 15 euros,
# prizes in goods) on a Schafkopf tournament.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_six.sh"
cd "$TMP"
DB=$(new_db k)
S() { "$SK" --db "$DB" "$@"; }

S init >/dev/null
S player add Anna --club "SC Blau" >/dev/null
S player add Bernd --club "SC Rot" >/dev/null
S player add Carla --club "SC Blau" --lady >/dev/null
S player add Dieter --club "SC Blau" >/dev/null
S player add Emil --club "SC Gelb" --born 2012 >/dev/null
S player add Frieda --club "SC Gelb" --lady --born 1950 >/dev/null
S tournament create Preisskat --date 2026-10-03 --games3 3 >/dev/null
S register add "Nie Da" >/dev/null   # registers, never comes (below: pays by transfer)
six_series1   # Anna and Dieter 126, the ladies Carla and Frieda 40, Bernd and Emil -90
S standings --format csv > st.csv

S day set fee_ct=1000 host_club="SC Rot" >/dev/null
check "overall 1st" 0 --out "place 1: 20.00 euros" -- S prize add --ct 2000
S prize add --place 2 --ct 1000 >/dev/null
S prize add --group lady --goods Blumen >/dev/null
S prize add --group youth --ct 500 >/dev/null
check "best member" 0 --out "best member: Wein" -- S prize add --group member --goods Wein
sum=$(db_sum "$DB")
check "a prize in money and goods: refused" 2 --err "" -- S prize add --group lady --place 2 --ct 100 --goods x
check "a prize of neither" 3 --err "a prize is money (--ct) or goods (--goods), one of them" -- S prize add --group lady --place 2
check "a group unknown" 2 --err "--group" -- S prize add --group kids --ct 100
check "a prize name with a control character" 3 --err "goods: control character" -- S prize add --group lady --place 2 --goods $'Sch\e[2Jinken'
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused prizes: unchanged" || t_fail "a refused prize changed the database"

# the fees at the door
check "paid in cash at check-in" 0 --out "fee 10.00 euros paid (cash)" -- S checkin add Anna
check "paid by transfer" 0 --out "Bernd: entry fee 10.00 euros paid (transfer)" -- S cashier pay Bernd --transfer
check "owed" 0 --out "Carla: entry fee 10.00 euros owed" -- S cashier pay Carla --owed
check "waived" 0 --out "Dieter: entry fee 10.00 euros waived" -- S cashier pay Dieter --waived
S checkin add Emil >/dev/null
sum=$(db_sum "$DB")
check "a fee of a player unknown" 3 --err "player 'Niemand' does not exist" -- S cashier pay Niemand
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused fee: unchanged" || t_fail "a refused fee changed the database"

S cashier --format json > cash.json
S money --format json > money.json
/usr/bin/python3 - <<'EOF' && t_ok "cashier and money agree figure by figure" || t_fail "cashier vs money" "$(cat cash.json)" "$(cat money.json)"
import json
c = json.load(open('cash.json')); m = json.load(open('money.json'))
cp = {p['player']: p for p in c['players'] if p['rank']}
mp = {p['player']: p for p in m['players']}
assert set(cp) == set(mp), (set(cp), set(mp))
for n in mp:
    for k in ('entry_ct', 'loss_fees_ct', 'passed_fees_ct', 'prize_ct', 'balance_ct'):
        assert cp[n][k] == mp[n][k], (n, k, cp[n][k], mp[n][k])
    assert cp[n]['rank'] == mp[n]['rank'], n
assert c['pool_ct'] == m['pool_ct'] and c['end_ct'] == m['organiser_ct'], (c, m)
assert c['due_ct'] == sum(p['entry_ct'] for p in m['players'])
assert c['prizes_ct'] == sum(p['prize_ct'] for p in m['players'])
goods_m = {p['player']: p['goods'] for p in m['prizes'] if p['goods']}
goods_c = {p['player']: p['prize']['goods'] for p in c['players'] if p['prize'] and p['prize']['goods']}
assert goods_m == goods_c, (goods_m, goods_c)
EOF
/usr/bin/python3 - <<'EOF' && t_ok "the prizes by group priority, ties shared" || t_fail "prizes" "$(cat cash.json)"
import json
c = json.load(open('cash.json'))
p = {x['player']: x for x in c['players']}
# Anna and Dieter tie for 1st: places 1 and 2 (20 + 10 euros) split
assert p['Anna']['prize_ct'] == 1500 and p['Dieter']['prize_ct'] == 1500, p
assert p['Anna']['prize']['group'] == 'overall' and p['Dieter']['prize']['place'] == 1
# Carla and Frieda, the ladies, tie (40 each): the flowers by lot
assert p['Carla']['prize']['goods'] == 'Blumen' and p['Carla']['prize']['lot'], p['Carla']
assert p['Frieda']['prize']['goods'] == 'Blumen' and p['Frieda']['prize']['lot']
# the youth prize: Frieda (born 1950) is no youth, Emil (born 2012) is
assert p['Emil']['prize']['group'] == 'youth' and p['Emil']['prize_ct'] == 500
# the member of the host club SC Rot
assert p['Bernd']['prize']['group'] == 'member' and p['Bernd']['prize']['goods'] == 'Wein'
# the fees: due 50 (Dieter waived), paid 30 (cash 20, transfer 10), owed 20 (Carla, Frieda unrecorded)
assert c['due_ct'] == 5000 and c['paid_ct'] == 3000 and c['paid_cash_ct'] == 2000, c
assert c['paid_transfer_ct'] == 1000 and c['owed_ct'] == 2000 and c['waived_ct'] == 1000, c
assert c['kasse_ct'] == 2000, c
# the organiser keeps: entries 50 + loss fees 1 (two lost games at 0.50) - prizes 35
assert c['loss_fees_ct'] == 100 and c['end_ct'] == 5000 + 100 - 3500, c
EOF
check "the cash desk in words" 0 --out "entry fees due 50.00 euros (6 players): paid 30.00 (cash 20.00, transfer 10.00), owed 20.00, waived 10.00" \
    --out "Kasse now: 20.00 euros in cash; at the end (the organiser keeps): 16.00 euros" \
    --out "Blumen (best lady) - tie: decide by lot" -- S cashier
check "money names the prizes" 0 --out "best member: Bernd Wein" --out "place 1: Anna 15.00 euros" -- S money
check "German" 0 --out "Startgeld" --out "am Ende (bleibt beim Veranstalter): 16,00 Euro" -- S --lang de cashier
check "the prize list" 0 --out "best youth: 5.00 euros -> Emil" -- S prize list
check "the cash desk as PDF" 0 --out "cash.pdf" -- S cashier pdf cash.pdf --lang de
txt=$(pdftotext -layout cash.pdf -)
echo "$txt" | grep -q "Kasse" && echo "$txt" | grep -q "16,00" && echo "$txt" | grep -q "Blumen" \
    && t_ok "the PDF: the Kasse, the same figures" || t_fail "cash.pdf" "$(echo "$txt" | head -40)"
# a lot decides the flowers: the tie is ordered, the prize goes to one
S standings lot Frieda Carla >/dev/null
S cashier --format json > cash2.json
/usr/bin/python3 -c '
import json
p = {x["player"]: x for x in json.load(open("cash2.json"))["players"]}
assert p["Frieda"]["prize"]["goods"] == "Blumen" and not p["Frieda"]["prize"]["lot"]
assert p["Carla"]["prize"] is None or p["Carla"]["prize"]["group"] != "lady", p["Carla"]' \
    && t_ok "a recorded lot gives the goods to one" || t_fail "lot" "$(cat cash2.json)"

# the order of the groups: the ladies first
S day set prize_order=lady,overall >/dev/null
S cashier --format json > cash3.json
/usr/bin/python3 -c '
import json
p = {x["player"]: x for x in json.load(open("cash3.json"))["players"]}
assert p["Frieda"]["prize"]["group"] == "lady"
assert p["Carla"]["prize"] is None or p["Carla"]["prize"]["group"] != "lady"' \
    && t_ok "prize_order: the ladies first" || t_fail "prize order" "$(cat cash3.json)"

# paid, never seated: a guest who paid at the desk and left before the
# draw, a registration whose transfer came and who never did: no entry fee,
# held in the Kasse apart, the same figures in the cashier and in money
S player add Gast >/dev/null
S cashier pay Gast >/dev/null
NIE=$(S register list --all --format csv | awk -F, '$2 == "Nie Da" { print $4 }')
S cashier pay "$NIE" --transfer >/dev/null
S cashier --format json > cash4.json
S money --format json > money4.json
/usr/bin/python3 - <<'EOF2' && t_ok "held money: cashier and money agree" || t_fail "held money" "$(cat cash4.json)" "$(cat money4.json)"
import json
c = json.load(open('cash4.json')); m = json.load(open('money4.json'))
for k in ('paid_unseated_ct', 'kasse_end_ct', 'held'):
    assert c[k] == m[k], (k, c[k], m[k])
assert c['end_ct'] == m['organiser_ct']
assert [h['player'] for h in c['held']] == ['Gast', 'Nie Da'], c['held']
assert c['paid_unseated_ct'] == 2000 and c['kasse_end_ct'] == c['end_ct'] + 2000, c
# not entry fees: due and paid count the seated only; the cash is in the Kasse now
assert c['due_ct'] == 5000 and c['paid_ct'] == 3000 and c['kasse_ct'] == 2000 + 1000, c
assert {p['player'] for p in m['players']} == {'Anna', 'Bernd', 'Carla', 'Dieter', 'Emil', 'Frieda'}
EOF2
check "the cash desk lists them apart" 0 --out "held (cash)" --out "Gast  10.00 (cash)" \
    --out "Nie Da  10.00 (transfer, registration #" \
    --out "Kasse at the end (what the organiser keeps and the money held): 36.00 euros" -- S cashier
check "German" 0 --out "Einbehalten für Spieler ohne Platz" --out "Kasse am Ende" -- S --lang de cashier
check "money says the same" 0 --out "Kasse at the end (what the organiser keeps and the money held): 36.00 euros" -- S money
check "the cash desk PDF has it" 0 -- S cashier pdf cash4.pdf
pdftotext -layout cash4.pdf - | grep -q "held for players never seated" && t_ok "the PDF: the money held" \
    || t_fail "cash4.pdf" "$(pdftotext -layout cash4.pdf - | tail -20)"
check "given back: the guest" 0 --out "Gast: entry fee 10.00 euros waived" -- S cashier pay Gast --waived
check "given back: the transfer" 0 --out "the 10.00 euros received are given back" -- S cashier pay "$NIE" --waived
S cashier --format json | grep -qF '"paid_unseated_ct":0,' && t_ok "nothing held after giving it back" \
    || t_fail "held after refunds" "$(S cashier --format json | tail -c 300)"

# the Bavarian preset: money prizes are refused
sum=$(db_sum "$DB")
check "Bavarian with money prizes: refused" 3 --err "the Bavarian preset gives prizes in goods only: 3 prizes are money" \
    -- S day set preset=bavarian
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused preset: unchanged" || t_fail "refused preset changed the database"

# a Bavarian Schafkopf tournament: fee at most 15 euros, prizes in goods
for p in Sepp Vroni Hias Resi; do S player add "$p" >/dev/null; done
S tournament create Preisschafkopf --game schafkopf >/dev/null
S tournament use Preisschafkopf >/dev/null
check "the preset" 0 --out "preset         bavarian" -- S day set preset=bavarian fee_ct=1500
sum=$(db_sum "$DB")
check "a fee above 15 euros" 3 --err "the Bavarian preset allows an entry fee of at most 15.00 euros" -- S day set fee_ct=1600
check "a prize in money" 3 --err "the Bavarian preset gives prizes in goods only (--goods)" -- S prize add --ct 5000
check "a fee above 15 euros at the door" 3 --err "the Bavarian preset allows an entry fee of at most 15.00 euros" \
    -- S checkin add Sepp --fee paid --ct 2000
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "Bavarian refusals: unchanged" || t_fail "a Bavarian refusal changed the database"
S prize add --goods "Geräuchertes" >/dev/null
S prize add --place 2 --goods "Brotzeitkorb" >/dev/null
for p in Sepp Vroni Hias Resi; do S checkin add "$p" >/dev/null; done
S series draw 1 --seed 1 >/dev/null
S game add --series 1 --table 1 ruf --declarer 1 --partner 3 --suit eichel --points 70 >/dev/null
S game add --series 1 --table 1 solo --declarer 2 --suit herz --points 80 >/dev/null
check "the Schafkopf cash desk" 0 --out "Bavarian preset: at most 15 euros, prizes in goods" \
    --out "entry fees due 60.00 euros (4 players): paid 60.00" --out "Geräuchertes (place 1)" -- S cashier
S cashier --format json > sch_cash.json
S money --format json > sch_money.json
/usr/bin/python3 - <<'EOF' && t_ok "Schafkopf: cashier and money agree" || t_fail "Schafkopf agreement" "$(cat sch_cash.json)" "$(cat sch_money.json)"
import json
c = json.load(open('sch_cash.json')); m = json.load(open('sch_money.json'))
assert m['tournament_money'] and m['due_ct'] == c['due_ct'] == 6000, (m, c)
assert m['organiser_ct'] == c['end_ct'] == 6000 and m['prizes_ct'] == c['prizes_ct'] == 0
cp = {p['player']: p for p in c['players']}
for p in m['players']:
    q = cp[p['player']]
    assert p['entry_ct'] == q['entry_ct'] and p['prize_ct'] == q['prize_ct'] and p['balance_ct'] == q['balance_ct']
    assert p['goods'] == (q['prize']['goods'] if q['prize'] else None)
assert set(p['goods'] for p in m['players'] if p['goods']) == {'Brotzeitkorb', 'Geräuchertes'}
EOF
check "money shows the tournament money" 0 --out "tournament money (the cash desk):" --out "Geräuchertes" -- S money

# a Wendish Schafkopf tournament day: its cash desk ranks by the Wendish
# list (units, then solos won), as `money` does.  The games of W12
# (rules-house-schafkopf.md A.6: W1, W2, W7 in list mode at 5 ct a unit):
# units Sepp +5, Vroni -1, Hias -3, Resi -1, so Sepp wins place 1, Vroni
# and Resi (no solo won either) share place 2 and its goods go by lot
S tournament create Wendisch --game schafkopf-wendisch --rules cent_per_unit=5 >/dev/null
S tournament use Wendisch >/dev/null
S day set fee_ct=1000 >/dev/null
S prize add --ct 2000 >/dev/null
S prize add --place 2 --goods Wurst >/dev/null
for p in Sepp Vroni Hias Resi; do S checkin add "$p" >/dev/null; done
printf 'series,table,seat,player\n1,1,1,Sepp\n1,1,2,Vroni\n1,1,3,Hias\n1,1,4,Resi\n' > wseats.csv
S import seats wseats.csv >/dev/null
S game add --series 1 --table 1 alte --declarer 1 --partner 3 --points 75 >/dev/null # W1
S game add --series 1 --table 1 alte --declarer 2 --partner 4 --points 95 >/dev/null # W2
S game add --series 1 --table 1 solo --declarer 1 --points 70 >/dev/null             # W7
check "W12: the Wendish list" 0 --out "Sepp,5,25" --out "Vroni,-1,-5" --out "Hias,-3,-15" \
    --out "Resi,-1,-5" -- S money --format csv
check "the Wendish cash desk" 0 --out "cash desk of 'Wendisch' (entry fee 10.00 euros)" \
    --out "1. Sepp" --out "2. Resi" --out "2. Vroni" --out "4. Hias" --out "20.00 (place 1)" \
    --out "Wurst (place 2) - tie: decide by lot" \
    --out "entry fees due 40.00 euros (4 players): paid 40.00" \
    --out "Kasse now: 40.00 euros in cash; at the end (the organiser keeps): 20.00 euros" -- S cashier
S cashier --format json > wend_cash.json
S money --format json > wend_money.json
/usr/bin/python3 - <<'EOF2' && t_ok "Wendish: cashier and money agree, ranked by units" || t_fail "Wendish cash desk" "$(cat wend_cash.json)" "$(cat wend_money.json)"
import json
c = json.load(open('wend_cash.json')); m = json.load(open('wend_money.json'))
rank = {p['player']: p['rank'] for p in c['players']}
assert rank == {'Sepp': 1, 'Vroni': 2, 'Resi': 2, 'Hias': 4}, rank
cp = {p['player']: p for p in c['players']}
assert cp['Sepp']['prize_ct'] == 2000 and cp['Sepp']['balance_ct'] == 1000, cp['Sepp']
for n in ('Vroni', 'Resi'):
    assert cp[n]['prize']['goods'] == 'Wurst' and cp[n]['prize']['lot'], cp[n]
assert cp['Hias']['prize'] is None and cp['Hias']['balance_ct'] == -1000
assert [p['player'] for p in m['players']][0] == 'Sepp' and m['players'][0]['points'] == 5
for p in m['players']:
    q = cp[p['player']]
    assert p['entry_ct'] == q['entry_ct'] and p['prize_ct'] == q['prize_ct'] and p['balance_ct'] == q['balance_ct']
    assert p['goods'] == (q['prize']['goods'] if q['prize'] else None)
assert c['due_ct'] == m['due_ct'] == 4000 and c['end_ct'] == m['organiser_ct'] == 2000, (c, m)
EOF2
check "die Wendische Kasse (German)" 0 --out "fällige Startgelder 40,00 Euro (4 Spieler)" -- S --lang de cashier
