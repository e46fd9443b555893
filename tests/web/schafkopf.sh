#!/usr/bin/env bash
# The live pages of a Schafkopf tournament (the README's Stammtisch: Carla
# +350 with one solo, Anna and Dora +30 sharing rank 2, Bernd -410): the
# standings page, the beamer, /api/standings and `export html` rank the
# list as `standings` does - not as Skat Seeger-Fabian standings (they
# showed every player with 0).
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
cd "$TMP" || exit 1
DB=$(new_db sk)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in Anna Bernd Carla Dora; do S player add "$p" >/dev/null; done
S tournament create Stammtisch --game schafkopf --tariff 10-20-50 --rules lauf_min=3,kontra_max_level=re >/dev/null
S series draw 1 --seed 4 >/dev/null
S game add --series 1 --table 1 ruf --declarer 1 --partner 3 --suit eichel --points 70 >/dev/null
S game add --series 1 --table 1 solo --declarer 2 --suit herz --points 95 --laufende 3 >/dev/null
S game add --series 1 --table 1 wenz --declarer 4 --points 50 --klopfer 1 >/dev/null
M=$(printf '\xe2\x88\x92')

serve_start "$DB" || t_fail "serve starts" "$(cat "$TMP/serve.err")"
check_http "the standings page ranks the Schafkopf list" 200 \
    --has '<td class="rk">1.</td><td class="name">Carla</td>' \
    --has '<td class="rk">2=</td><td class="name">Anna</td>' \
    --has "<td class=\"rk\">4.</td><td class=\"name\">Bernd</td><td class=\"num wide\">${M}410</td><td class=\"num\">0</td><td class=\"num tot\">${M}410</td>" \
    --has 'ranked by points, then by won solos' --lacks "Others' lost" -- GET /
check_http "the series page too" 200 --has '<td class="name">Carla</td><td class="num wide">+350</td>' \
    -- GET "/standings?series=1"
check_http "the beamer" 200 --has '<td class="name">Carla</td><td class="num">1</td><td class="num tot">+350</td>' \
    -- GET /beamer
check_http "German" 200 --has "Rangfolge nach Punkten" -- GET "/?lang=de"
check_http "teams are refused (as under house rules)" 404 --has "plays Schafkopf: its list ranks players only" -- GET "/api/standings?teams=1"
S standings --format json > cli.json
http GET /api/standings
cmp -s "$BODY" cli.json && t_ok "/api/standings is exactly standings --format json" \
    || t_fail "/api/standings = CLI" "$(diff cli.json "$BODY" | head -5)"
check_http "the table page shows the Schafkopf list, not an empty Skat sheet" 200 \
    --has '<td>Farbsolo Herz<span class="party">Carla alone, 95 Augen, Schneider, 3 Laufende</span></td>' --has "<td class=\"num\">${M}300 <span class=\"run\">${M}410</span></td>" \
    --has '<td class="num tot">+350</td>' --lacks 'Others' -- GET /table/1/1
check_http "on a phone the dealer column goes and the running total moves under the points" 200 \
    --has '<table class="sheet sch">' --has '<th class="wide">Dealer</th>' \
    -- GET /table/1/1
check_http "an unknown table is 404" 404 -- GET /table/1/9
check_http "the tables page counts the list's games" 200 --has '<span class="cnt">3/32</span>' -- GET /tables
check_http "/api/tables too" 200 --has '"games":3,"series_games":32' -- GET /api/tables
check_http "/api/table/1/1: the list, totals and each game's entries" 200 \
    --has '"game":"schafkopf","series":1,"table":1' \
    --has '{"seat":2,"player":"Carla","total":350,"solos_won":1,"cents":350}' \
    --has '{"game":3,"dealer":3,"text":"Wenz","won":false,"entries":[100,100,100,-300],"running":[30,350,30,-410]}' \
    -- GET /api/table/1/1
check_http "/api/table of an unknown table is 404" 404 --has "table 7 does not exist" -- GET /api/table/1/7
serve_stop

check "export html" 0 --out "wrote x.html" -- S export html x.html
check "export html ranks the list" 0 --out '<td class="rk">1.</td><td class="name">Carla</td>' \
    --out '<td class="rk">2=</td><td class="name">Dora</td>' --no-out "Others' lost" -- cat x.html
