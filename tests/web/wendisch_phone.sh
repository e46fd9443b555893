#!/usr/bin/env bash
# engines: sqlite postgresql
# A Wendish Schafkopf table from its phones (the Wendish list,
# rules-house-schafkopf.md A.3): the table's page has the Wendish form (Die
# Alten, Gerufen, Solo; no Skat fields), the preview and the write score as
# the list does (W1, W2, W7 of A.6 give W12's units), and the table's
# second phone (copy=2) writes the second entry, never the list: one
# deliberate difference shows on its page and in `second show` until the
# second phone corrects its own game.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
cd "$TMP" || exit 1
DB=$(new_db wend)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in Anna Bernd Carla Dora; do S player add "$p" >/dev/null; done
S tournament create Wendisch --game schafkopf-wendisch --games4 4 --rules cent_per_unit=5 >/dev/null
S day set second_entry=yes >/dev/null
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bernd\n1,1,3,Carla\n1,1,4,Dora\n' > seats.csv
S import seats seats.csv >/dev/null
S series codes 1 >/dev/null
C=$(code_of 1 1)
M=$(printf '\xe2\x88\x92')
serve_start "$DB" -t Wendisch || t_fail "serve starts" "$(cat "$TMP/serve.err")"
P() { http POST /api/table/1/1/game -d "code=$C&$1"; }

check_http "the table's page: the Wendish form" 200 --has '<option value="alte">Die Alten</option>' \
    --has '<option value="gerufen">Gerufen</option>' --has 'name="partner"' --lacks 'name="matadors"' \
    --lacks 'name="kontra"' -- GET "/table/1/1?code=$C&lang=en"
check_http "W1 previewed: Die Alten A+C, 75" 200 --has "Die Alten:  Anna +1  Bernd ${M}1  Carla +1  Dora ${M}1" \
    --has '"is_error":false' -- GET "/api/preview?series=1&table=1&contract=alte&declarer=1&partner=3&augen=75"
check_http "W1 recorded" 200 --has '"game":1' --has "game 1 recorded: Die Alten:  Anna +1  Bernd ${M}1" \
    -- POST /api/table/1/1/game -d "code=$C&action=add&contract=alte&declarer=1&partner=3&augen=75"
check_http "W2 recorded: Schneider" 200 --has "game 2 recorded: Die Alten:  Anna ${M}2  Bernd +2  Carla ${M}2  Dora +2" \
    -- POST /api/table/1/1/game -d "code=$C&action=add&contract=alte&declarer=2&partner=4&augen=95"
check_http "W7 recorded: Solo" 200 --has "game 3 recorded: Solo:  Anna +6  Bernd ${M}2  Carla ${M}2  Dora ${M}2" \
    -- POST /api/table/1/1/game -d "code=$C&action=add&contract=solo&declarer=1&augen=70"
S money --format csv > list.csv
check "W12: units +5/-1/-3/-1, at 5 ct" 0 --out "Anna,5,25" --out "Bernd,-1,-5" --out "Carla,-3,-15" \
    --out "Dora,-1,-5" -- cat list.csv

# ---- the second phone: the same games, game 3 written down with 80 Augen ----
P "copy=2&action=add&contract=alte&declarer=1&partner=3&augen=75"
P "copy=2&action=add&contract=alte&declarer=2&partner=4&augen=95"
check_http "the second phone's game 3" 200 --has "second entry: game 3 recorded: Solo:  Anna +6" \
    -- POST /api/table/1/1/game -d "code=$C&copy=2&action=add&contract=solo&declarer=1&augen=80"
S money --format csv | cmp -s - list.csv && t_ok "the list is untouched by the second phone" \
    || t_fail "the second phone changed the list" "$(S money --format csv)"
check_http "W8 previewed on the second phone: game 4" 200 --has '"game":4' \
    --has "Solo:  Anna +2  Bernd +2  Carla +2  Dora ${M}6" \
    -- GET "/api/preview?series=1&table=1&copy=2&contract=solo&declarer=4&augen=55"
check_http "the second phone's page: its own list, the difference" 200 \
    --has '<span class="cnt">3/4</span> - second entry</h2>' \
    --has "game 3: first Solo, seat 1, 70 Augen: won &middot; second Solo, seat 1, 80 Augen: won" \
    -- GET "/table/1/1?code=$C&copy=2&lang=en"
check "second show: the difference" 1 \
    --out "table 1, game 3 differs: first Solo, seat 1, 70 Augen: won; second Solo, seat 1, 80 Augen: won" \
    -- S second show --series 1
check_http "the second phone corrects its own game 3" 200 --has "second entry: game 3 changed" \
    -- POST /api/table/1/1/game -d "code=$C&copy=2&action=edit&game=3&contract=solo&declarer=1&augen=70"
check "second show: the same so far" 1 --out "3 games the same in both entries" \
    --out "both entries agree so far" -- S second show --series 1
serve_stop
