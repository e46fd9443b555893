#!/usr/bin/env bash
# skatsheet serve: the read-only pages and the JSON API, languages, assets,
# the long poll, start/stop.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
cd "$TMP"
DB=$(new_db w)
S() { "$SK" --db "$DB" "$@"; }
S demo --players 13 --series 2 >/dev/null
S player add '<script>alert(1)</script>' --club 'A&B "Club"' >/dev/null
S tournament create Second --series 1 >/dev/null
S tournament create Web --series 2 >/dev/null
S series draw 1 -t Web --seed 3 >/dev/null
S game add -t Web --series 1 --table 1 --declarer 2 grand --with 1 --points 61 >/dev/null
S team add -t Web Reds "$(db_sql "$DB" "SELECT name FROM players ORDER BY id LIMIT 1")" >/dev/null
sum=$(db_sum "$DB")

check "serve refuses a malformed --listen" 2 --err "not an IPv4 address" -- S serve --listen nohost:80
check "serve refuses a bad port" 2 --err "port must be a number" -- S serve --listen 127.0.0.1:99999
check "serve refuses an unknown tournament" 3 --err "does not exist" -- S serve -t Nope --listen 127.0.0.1:0
check "serve: a missing database" 1 --err "does not exist" -- "$SK" --db "$TMP/none.db" serve

serve_start "$DB" -t Web && t_ok "serve prints its address" || t_fail "serve prints its address" "$(cat "$TMP/serve.out" "$TMP/serve.err")"
case "$URL" in http://127.0.0.1:[0-9]*) t_ok "listens on 127.0.0.1 by default address" ;;
    *) t_fail "listens on 127.0.0.1" "$URL" ;; esac

check_http "standings page" 200 --has '<table class="stand"' --lacks "<script>alert" \
    --has '&lt;script&gt;alert(1)&lt;/script&gt;' --has '/assets/app.js' -- GET /
check_http "a player called <script> is text" 200 --has '&lt;script&gt;' --has 'A&amp;B &quot;Club&quot;' -- GET /
check_http "series standings" 200 --has "Series 1" -- GET "/standings?series=1"
check_http "an undrawn series is 404 with the CLI's message" 404 --has "series 2 has not been drawn" -- GET "/standings?series=2"
check_http "a malformed series is 400" 400 --has "series must be a number" -- GET "/standings?series=x"
check_http "team ranking" 200 --has "Reds" -- GET /teams
check_http "tables of the series" 200 --has "/table/1/1" -- GET /tables
check_http "a table's score sheet" 200 --has 'class="sheet' --has "Game points" --has "grand with 1" -- GET /table/1/1
check_http "an unknown table is 404" 404 --has "table 99" -- GET /table/1/99
check_http "beamer view" 200 --has 'class="beamer"' --has 'class="stand big"' -- GET /beamer
check_http "no league is 404 with the message" 404 --has "league" -- GET /league
check_http "German by ?lang=de" 200 --has 'lang="de"' --has "Gesamtwertung" -- GET "/?lang=de"
check_http "Accept-Language de does not override the organiser's (the locale's) English" 200 --has "Standings" --lacks "Gesamtwertung" -- GET / -H "Accept-Language: de-AT,de;q=0.9,en;q=0.5"
check_http "style sheet from the binary" 200 --has "body.beamer" -- GET /assets/style.css
check_http "script from the binary" 200 --has "/api/poll" -- GET /assets/app.js
check_http "no file from disk" 404 -- GET /assets/../../etc/passwd --path-as-is
check_http "no other asset" 404 -- GET /assets/nope.js
check_http "unknown page is 404" 404 -- GET /etc/passwd
check_http "DELETE is refused" 405 -- DELETE /
check_http "api: tournament" 200 --has '"tournament":"Web"' --has '"drawn":[1]' -- GET /api/tournament
check_http "api: standings" 200 --has '"players":[' --has '"total":' -- GET /api/standings
check_http "api: series standings" 200 --has '"series":1' -- GET "/api/standings?series=1"
check_http "api: team standings" 200 --has '"teams":[' --has '"Reds"' -- GET "/api/standings?teams=1"
check_http "api: tables" 200 --has '"tables":[' -- GET /api/tables
check_http "api: one table" 200 --has '"seats":[' --has '"next_game":2' --has '"text":"grand with 1, 61"' -- GET /api/table/1/1
check_http "api: unknown table" 404 --has '"error":' -- GET /api/table/1/99
check_http "api: unknown route" 404 --has '"error":' -- GET /api/nope
check_http "api: no league" 404 --has '"error":' -- GET /api/league

# the API's JSON is the CLI's
S standings -t Web --format json > cli.json
http GET /api/standings
cmp -s cli.json "$BODY" && t_ok "api/standings equals standings --format json" || t_fail "api/standings equals the CLI" "$(diff cli.json "$BODY" | head -5)"
python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$BODY" && t_ok "api/standings is JSON" || t_fail "api/standings is JSON"

# the long poll: answers at once for an old generation, waits for a change
http GET /api/poll
v=$(sed -n 's/.*"v":\([0-9]*\).*/\1/p' "$BODY")
[ -n "$v" ] && t_ok "poll gives the generation" || t_fail "poll gives the generation" "$(cat "$BODY")"
( sleep 0.4; S game add -t Web --series 1 --table 1 --passed >/dev/null ) &
wpid=$!
start=$(date +%s%N)
http GET "/api/poll?v=$v"
ms=$(( ($(date +%s%N) - start) / 1000000 ))
wait "$wpid"
v2=$(sed -n 's/.*"v":\([0-9]*\).*/\1/p' "$BODY")
if [ -n "$v2" ] && [ "$v2" != "$v" ] && [ "$ms" -lt 2000 ]; then t_ok "a CLI write ends the poll within 2 s (${ms} ms)"
else t_fail "a CLI write ends the poll" "v $v -> $v2 after $ms ms"; fi
check_http "the page shows the CLI's game" 200 --has '"next_game":3' -- GET /api/table/1/1
check_http "bad poll argument" 400 -- GET "/api/poll?v=abc"

sum=$(db_sum "$DB")
serve_stop
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "reading changed nothing" || t_fail "reading changed nothing"
grep -q "terminated: stopping" "$TMP/serve.err" && t_ok "SIGTERM stops it cleanly" || t_fail "SIGTERM stops it" "$(cat "$TMP/serve.err")"

# export html
check "export html" 0 --out "geschrieben" -- S export html "$TMP/s.html" -t Web --lang de
grep -q "<style>" s.html && ! grep -q "<script" s.html && ! grep -q 'src="http' s.html && ! grep -q '<link' s.html \
    && t_ok "export html is self-contained" || t_fail "export html is self-contained"
grep -qF '&lt;script&gt;' s.html && grep -q "Gesamtwertung" s.html && grep -q "Serie 1" s.html \
    && t_ok "export html: names escaped, German, series" || t_fail "export html content"
check "export html: bad --lang" 2 --err "--lang must be de or en" -- S export html x.html --lang fr
