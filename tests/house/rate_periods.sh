#!/usr/bin/env bash
# A change of a house-rules tournament's money_rate after games were played
# applies from the next game on; the games before keep the rate they were
# played at (issue 36; rules-house-schafkopf.md B.6.1).  --from-game N
# reprices from the N-th game recorded on.  `money` shows each rate period
# with its games.  Worked example H1 (plain list, 3-table; entries +144,
# -54, +46: totals A 90, B 0, C 46; at 1/10 ct A +13, B -14, C +1) and
# H25's rate (1/10 ct) against 1 ct per point.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db sk)
. "$TDIR/lib_house.sh"
. "$TDIR/../web/lib_web.sh"
house_db Anna Bert Carl
M=$(printf '\xe2\x88\x92')   # U+2212, the minus sign of the text output

# H1 games 1 and 2 at 1/10 ct, then money_rate=1, then game 3
mk P club Anna Bert Carl
g P grand --with 4 --points 95 --declarer 1
g P diamonds --without 2 --points 50 --declarer 1
check "the rate changes after game 2: from the next game on" 0 \
    --out "money settings of 'P' changed: money_rate=1 (was money_rate=1/10)" \
    -- S tournament money P money_rate=1
g P null --ouvert --won --declarer 3
# period 1 (games 1-2): A 90, B 0, C 0 at 1/10 ct: cents 9, 0, 0 -> +18, -9, -9
# period 2 (game 3):   C 46 at 1 ct: cents 0, 0, 46 -> -46, -46, +92
# together: A -28, B -55, C +83 (was, at one rate of 1 ct: +134, -136, +2)
check "H1 in two rate periods: A -28, B -55, C +83 ct" 0 \
    --out "1,Anna,90,0,1,1,0,-28,0,0,0,0,-28" --out "3,Bert,0,0,0,0,0,-55,0,0,0,0,-55" \
    --out "2,Carl,46,0,1,0,0,83,0,0,0,0,83" -- S money -t P --format csv
check "money shows each rate period with its games" 0 \
    --out "rate periods (games counted in the order they were recorded):" \
    --out "  1. games 1 to 2 (2 games): 1/10 ct per point" \
    --out "  2. game 3 to 3 (1 game): 1 ct per point" \
    --out "settlement per rate period:" \
    --out "settlement sum: 0 ct (zero-sum" -- S money -t P
exact "each player's settlement per period" \
    "  Anna    1.   +0.18  2.   ${M}0.46" "  Carl    1.   ${M}0.09  2.   +0.92" -- S money -t P
check "German: the periods in German" 0 --out "Satzzeiträume" --out "Spiele 1 bis 2 (2 Spiele): 1/10 ct je Punkt" \
    --no-out "rate periods" -- S --lang de money -t P

# a fourth game at the new rate: period 2 grows
g P clubs --with 1 --points 70 --declarer 2
check "a later game is played at the new rate" 0 --out "  2. games 3 to 4 (2 games): 1 ct per point" \
    -- S money -t P

# --from-game 1: every game repriced at the new rate (one period: H1 at 1 ct,
# with game 4: B +24 -> A 90, B 24, C 46: cents 90, 24, 46 -> +110, -88, -22)
check "--from-game 3: reprices games 3 and 4" 0 --out "money_rate=1/4" -- \
    S tournament money P money_rate=1/4 --from-game 3
check "--from-game 3: games 1-2 at 1/10, games 3-4 at 1/4" 0 \
    --out "  1. games 1 to 2 (2 games): 1/10 ct per point" \
    --out "  2. games 3 to 4 (2 games): 1/4 ct per point" --no-out "  3. game" -- S money -t P
S tournament money P money_rate=1 --from-game 1 >/dev/null
check "--from-game 1: one rate for all, no periods" 0 --no-out "rate periods" \
    --out "1,Anna,90,0,1,1,0,110,0,0,0,0,110" --out "2,Carl,46,0,1,0,0,-22,0,0,0,0,-22" \
    -- S money -t P --format csv

# ---- refusals: nothing changes -----------------------------------------------
mk I isko Anna Bert Carl
g I grand --with 1 --points 70 --declarer 1
sum=$(db_sum "$DB")
check "--from-game beyond the next game: refused" 3 \
    --err "--from-game 6: tournament 'P' has 4 games recorded: the new rate applies from game 1 to 5 (5: the next game)" \
    -- S tournament money P money_rate=1/2 --from-game 6
check "--from-game 0: refused by the option's range" 2 --err "from-game" \
    -- S tournament money P money_rate=1/2 --from-game 0
check "--from-game with settings that keep the rate: refused" 3 \
    --err "--from-game 2: the settings do not change money_rate" \
    -- S tournament money P entry_fee_ct=500 --from-game 2
check "--from-game with scoring rules: refused" 3 --err "--from-game: 'kontra=yes' is not money settings only" \
    -- S tournament rules P kontra=yes --from-game 2
check "--from-game on a tournament not under house rules: refused" 3 \
    --err "--from-game: tournament 'I' does not play under house rules: its money has one rate" \
    -- S tournament money I money_rate=1/2 --from-game 1
check "German: the refusal in German" 3 --err "Turnier 'P' hat 4 erfasste Spiele" \
    -- S --lang de tournament money P money_rate=1/2 --from-game 9
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "the refusals change nothing" || t_fail "the refusals change nothing"

# no rate set (money_rate 0): the games played without one take the rate
# set later (the reminder asks for one); a later change keeps them at it
mk Z "club,money_rate=0" Anna Bert Carl
g Z grand --with 4 --points 95 --declarer 1
S tournament money Z money_rate=1/10 >/dev/null
check "a rate set after games played without one: H1 game 1 at 1/10 ct" 0 --no-out "rate periods" \
    --out "1,Anna,144,0,1,0,0,28,0,0,0,0,28" -- S money -t Z --format csv
g Z diamonds --without 2 --points 50 --declarer 1
S tournament money Z money_rate=1 >/dev/null
check "then a change keeps games 1 and 2 at 1/10 ct, the next at 1 ct" 0 \
    --out "  1. games 1 to 2 (2 games): 1/10 ct per point" \
    --out "  2. from game 3 on (no game yet): 1 ct per point" -- S money -t Z

# JSON (the web's /api/money too): each period with its games and amounts
mk J club Anna Bert Carl
g J grand --with 4 --points 95 --declarer 1
S tournament money J money_rate=1 >/dev/null
g J null --ouvert --won --declarer 3
check "JSON: the rate periods" 0 \
    --out '"rate_periods":[{"first_game":1,"last_game":1,"games":1,"rate_num":1,"rate_den":10,"settlement_ct":[{"player":"Anna","ct":28},' \
    --out '{"first_game":2,"last_game":2,"games":1,"rate_num":1,"rate_den":1,"settlement_ct":[' \
    -- S money -t J --format json

# the web's money page lists the periods too
serve_start "$DB" -t J || t_fail "serve starts" "$(cat "$TMP/serve.err")"
check_http "/money: the rate periods" 200 --has "Rate periods" --has "<li>game 1: <b>1/10 ct per point</b></li>" \
    --has "<li>game 2: <b>1 ct per point</b></li>" -- GET "/money"
check_http "/money in German: the rate periods" 200 --has "Satzzeiträume" \
    --has "<li>Spiel 1: <b>1/10 ct je Punkt</b></li>" -- GET "/money?lang=de"
serve_stop

# the workbook: a sheet of the rate periods, euros as numbers
S export xlsx j.xlsx -t J >/dev/null
check "XLSX: a rate periods sheet, each period's euros per player" 0 \
    --out "Player|Games 1-1, 1/10 ct/point (euros)|Games 2-2, 1 ct/point (euros)" \
    --out "Anna|0.28|-0.46" --out "Carl|-0.14|0.92" -- /usr/bin/python3 -c '
import openpyxl, sys
ws = openpyxl.load_workbook(sys.argv[1])["Rate periods"]
for r in ws.iter_rows(values_only=True):
    print("|".join(str(x) for x in r))' j.xlsx
S export xlsx p.xlsx -t P >/dev/null
check "XLSX: one rate, no such sheet" 0 --out "no" -- /usr/bin/python3 -c '
import openpyxl, sys
print("yes" if "Rate periods" in openpyxl.load_workbook(sys.argv[1]).sheetnames else "no")' p.xlsx
