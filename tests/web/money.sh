#!/usr/bin/env bash
# The money view of `skatsheet serve` (issue 17, B.6): /money (the
# settlement table, who pays whom, the Kasse, the prize pool) and
# /api/money, the same document as `money --format json`, for Skat under
# house rules and for Schafkopf; the navigation links it when the
# tournament plays for money; the standings page and /api/standings of a
# house tournament follow its list mode (as `standings`).
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
cd "$TMP"
DB=$(new_db m)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
. "$(dirname "$0")/../house/lib_h24.sh"
h24_record "$DB" H24 || t_fail "H24 recorded" "see stderr"

serve_start "$DB" -t H24 || t_fail "serve starts" "$(cat "$TMP/serve.err")"
S money -t H24 --format json > cli.json
http GET /api/money
[ "$CODE" = 200 ] && cmp -s "$BODY" cli.json && t_ok "/api/money is 'money --format json'" \
    || t_fail "/api/money = money --format json" "HTTP $CODE" "$(diff cli.json "$BODY" | head -5)"
S money -t H24 --series 1 --format json > cli1.json
http GET "/api/money?series=1"
cmp -s "$BODY" cli1.json && t_ok "/api/money?series=1 is 'money --series 1 --format json'" \
    || t_fail "/api/money?series=1" "$(diff cli1.json "$BODY" | head -5)"
check_http "the money page: balances, who pays whom" 200 --has '<h2>Settlement</h2>' \
    --has 'club, 1/4 ct per point on the list totals' \
    --has '<td class="name">Anna</td><td class="num">+218</td><td class="num">1.80</td><td class="num tot">1.80</td>' \
    --has '<td class="name">Bert</td><td class="num">−81</td><td class="num">−1.20</td>' \
    --has '<li>Bert pays Anna <b>1.20 €</b></li>' --has '<li>Dora pays Carl <b>0.20 €</b></li>' \
    -- GET /money
check_http "German money page: decimal comma" 200 --has '<h2>Abrechnung</h2>' --has 'Wer zahlt an wen' \
    --has '<li>Bert zahlt an Anna <b>1,20 €</b></li>' -- GET "/money?lang=de"
check_http "the navigation links the money page" 200 --has 'href="/money' -- GET /
# the standings follow the list mode as 'standings' does
S standings -t H24 --format json > st.json
http GET /api/standings
cmp -s "$BODY" st.json && t_ok "/api/standings under house rules is 'standings --format json'" \
    || t_fail "/api/standings = standings --format json" "$(diff st.json "$BODY" | head -5)"
check_http "the standings page ranks by the list" 200 --has 'house rules club: ranked by the list total' \
    --has '<td class="rk">1.</td><td class="name">Anna</td><td class="num wide">428</td><td class="num">3</td><td class="num">0</td><td class="num tot">218</td>' \
    --has '<td class="rk">4.</td><td class="name">Bert</td>' --lacks "Others' lost" -- GET /
check_http "the beamer shows the list with its Seeger, won and lost" 200 \
    --has '<td class="name">Anna</td><td class="num wide">428</td><td class="num">3</td><td class="num">0</td><td class="num tot">218</td>' -- GET /beamer
check_http "teams under house rules are refused" 404 --has 'ranks players only' -- GET "/api/standings?teams=1"
check_http "an undrawn series" 404 --has 'series 2 has not been drawn' -- GET "/money?series=2"
check_http "a malformed series" 400 --has 'series must be a number' -- GET "/api/money?series=x"
serve_stop

# Bierlachs: the Kasse
S tournament create Lachs --rules "isko,list_mode=bierlachs,bierlachs_price_ct=200" >/dev/null
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bert\n1,1,3,Carl\n' > seats3.csv
S import seats -t Lachs seats3.csv >/dev/null
for a in "grand --with 2 --points 70 --declarer 1" "clubs --with 1 --points 50 --declarer 2" \
         "grand --without 1 --points 50 --declarer 1" "grand --with 2 --hand --points 70 --declarer 3" \
         "grand --with 1 --points 50 --declarer 2"; do
    S game add -t Lachs --series 1 --table 1 $a >/dev/null
done
serve_start "$DB" -t Lachs || t_fail "serve starts (Lachs)" "$(cat "$TMP/serve.err")"
check_http "Bierlachs standings: Lachse first, the round last" 200 --has '<th class="num">Lachse</th>' \
    --has '<td class="rk">3.</td><td class="name">Bert</td><td class="num">1</td>' -- GET /
check_http "Bierlachs: Lachse and the Kasse" 200 --has '<th class="num">Lachse</th>' \
    --has 'Kasse: 2.00 €' --lacks 'Who pays whom' -- GET /money
S money -t Lachs --format json > lachs.json
http GET /api/money
cmp -s "$BODY" lachs.json && t_ok "Bierlachs /api/money = CLI" || t_fail "Bierlachs /api/money" "$(diff lachs.json "$BODY" | head -5)"
serve_stop

# an isko tournament without money settings: no link in the navigation
S tournament create Turnier >/dev/null
S import seats -t Turnier seats3.csv >/dev/null
serve_start "$DB" -t Turnier || t_fail "serve starts (isko)" "$(cat "$TMP/serve.err")"
check_http "isko without money: no money link" 200 --lacks 'href="/money' -- GET /
check_http "isko: the footer names Seeger-Fabian" 200 --has '<footer>skatsheet: extended Seeger-Fabian</footer>' -- GET /
serve_stop

# Schafkopf: the same JSON as the CLI
S tournament create Sk --game schafkopf >/dev/null
serve_start "$DB" -t Sk || t_fail "serve starts (Schafkopf)" "$(cat "$TMP/serve.err")"
S money -t Sk --format json > sk.json
http GET /api/money
cmp -s "$BODY" sk.json && t_ok "Schafkopf /api/money = CLI" || t_fail "Schafkopf /api/money" "$(diff sk.json "$BODY" | head -5)"
check_http "Schafkopf money page" 200 --has '<h2>Settlement</h2>' --has 'href="/money' -- GET /money
check_http "Schafkopf: the footer names the game, not Seeger-Fabian" 200 \
    --has '<footer>skatsheet: Bavarian Schafkopf</footer>' -- GET /money
serve_stop
