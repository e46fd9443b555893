#!/usr/bin/env bash
# engines: sqlite postgresql
# The prize schemes clubs use (issue 39, part 4): a percentage of the
# entry fees split by a table (whole euros, the remainder to place 1),
# every Nth player, goods from a list; ties shared by the prize table's
# rule (money split, goods by lot); a place of the prize table wins over
# the scheme's; bad schemes refused, nothing changed.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_six.sh"
cd "$TMP"
DB=$(new_db ps)
S() { "$SK" --db "$DB" "$@"; }

S init >/dev/null
for p in Anna Bernd Carla Dieter Emil Frieda; do S player add $p >/dev/null; done
S tournament create Preisskat --date 2026-10-03 --games3 3 >/dev/null
# Anna and Dieter 126 (a tie for places 1 and 2), Carla and Frieda 40
# (places 3 and 4), Bernd and Emil -90
six_series1
S day set fee_ct=1000 >/dev/null
for p in Anna Bernd Carla Dieter Emil Frieda; do S checkin add $p >/dev/null; done
S cashier pay Emil --waived >/dev/null    # 50 euros due

# 50 % of 50 euros = 25.00: 40 % 10.00, 30 % 7.00 (7.50 rounded down), 20 %
# 5.00, 10 % 2.00 (2.50); the rest 1.00 to place 1: 11.00, 7.00, 5.00, 2.00
check "percent and split" 0 --out "percent=50;split=40/30/20/10" -- S prize scheme --percent 50 --split 40,30,20,10
check "the pool" 0 --out "50 % of the entry fees due = 25.00 euros" -- S prize list
S prize list > list.txt
grep -q "place 1: 9.00 euros -> Anna (tie: shared)" list.txt && grep -q "place 1: 9.00 euros -> Dieter" list.txt &&
    grep -q "place 3: 3.50 euros -> Carla" list.txt && grep -q "place 3: 3.50 euros -> Frieda" list.txt &&
    ! grep -q "Bernd\|Emil" list.txt && t_ok "places 1+2 shared (11+7), 3+4 shared (5+2)" || t_fail "split" "$(cat list.txt)"
S cashier --format json > cash.json
S money --format json > money.json
/usr/bin/python3 - <<'PY' && t_ok "cashier and money agree; 25.00 euros handed out" || t_fail "cashier vs money" "$(cat cash.json)"
import json
c = json.load(open('cash.json')); m = json.load(open('money.json'))
pc = {p['player']: p['prize_ct'] for p in c['players'] if p['rank']}
pm = {p['player']: p['prize_ct'] for p in m['players']}
assert pc == pm, (pc, pm)
assert sum(pc.values()) == 2500 and pc['Anna'] == 900 and pc['Carla'] == 350, pc
PY

# a place of the prize table wins over the scheme's
S prize add --place 1 --goods Pokal >/dev/null
S prize list > list2.txt
grep -q "place 1: Pokal -> Anna (tie: by lot)" list2.txt && grep -q "place 3: 3.50 euros -> Carla" list2.txt &&
    t_ok "prize add's place 1 before the scheme" || t_fail "table vs scheme" "$(cat list2.txt)"
S prize remove --place 1 >/dev/null

check "every 3rd player wins 5 euros" 0 -- S prize scheme --every 3 --ct 500
check "two winners" 0 --out "place 1: 5.00 euros -> Dieter" -- S prize list
check "every 2nd: goods from the list" 0 --out "every=2;goods=Schinken|Wurst" -- S prize scheme --every 2 --goods Schinken --goods Wurst
S prize list > list3.txt
grep -q "place 3: Wurst -> Carla (tie: by lot)" list3.txt && t_ok "goods, the last for the rest; a tie by lot" || t_fail "goods" "$(cat list3.txt)"
check "the day shows it" 0 --out "prize_scheme   every=2;goods=Schinken|Wurst" -- S day show
S prize scheme --percent 100 --every 6 >/dev/null
check "in German" 0 --out "der Topf: 100 % der fälligen Startgelder = 50,00 Euro" -- S --lang de prize list

sum=$(db_sum "$DB")
check "over 100 %" 3 --err "percent=150: a whole number from 1 to 100" -- S prize scheme --percent 150 --split 60,40
check "a split over 100" 3 --err "add up to more than 100" -- S prize scheme --percent 50 --split 60,50
check "a split under 100" 3 --err "add up to 90.00, not 100" -- S prize scheme --percent 50 --split 60,30
check "not descending" 3 --err "place 2's 40 % is more than place 1's: the split descends" -- S prize scheme --percent 50 --split 30,40,30
check "N < 1" 3 --err "every=0: every Nth player wins" -- S prize scheme --every 0 --ct 500
check "split without percent" 3 --err "split shares a pool" -- S prize scheme --split 60,40
check "money and goods" 3 --err "money or in goods, not both" -- S prize scheme --every 2 --ct 100 --goods Wurst
check "a separator in goods" 3 --err "cannot be in a name of goods" -- S prize scheme --goods 'A|B'
check "nothing given" 2 --err "give --percent" -- S prize scheme
check "by day set" 3 --err "split: 'x' is not a percentage" -- S day set 'prize_scheme=percent=10;split=x'
check "German" 3 --err "die Aufteilung fällt" -- S --lang de prize scheme --percent 50 --split 30,40,30
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused schemes: unchanged" || t_fail "a refused scheme changed the database"

S day set preset=bavarian 2>/dev/null
check "Bavarian: money refused" 3 --err "the prize scheme gives money" -- S day set preset=bavarian
check "none" 0 --out "prize scheme of 'Preisskat': none" -- S prize scheme --none
check "Bavarian" 0 -- S day set preset=bavarian
check "Bavarian: a money scheme" 3 --err "the Bavarian preset gives prizes in goods only" -- S prize scheme --percent 50 --split 100

# a scheme replaces the rules' prize_percent table (never both)
S tournament create Zwei --date 2026-10-04 --games3 3 --rules isko,entry_fee_ct=1000,prize_percent=70/30 >/dev/null
S tournament use Zwei >/dev/null
six_series1
S money --format json > m1.json
S prize scheme --percent 50 --split 100 >/dev/null
S money --format json > m2.json
/usr/bin/python3 - <<'PY' && t_ok "the scheme replaces prize_percent: 30.00 of 60.00 euros" || t_fail "prize_percent" "$(cat m1.json m2.json)"
import json
a = json.load(open('m1.json')); b = json.load(open('m2.json'))
assert sum(p['prize_ct'] for p in a['players']) == 6000, a
assert sum(p['prize_ct'] for p in b['players']) == 3000, b
PY
