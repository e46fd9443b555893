#!/usr/bin/env bash
# Issue 28, item 9: same-origin writes only.  A page on another site could
# post a game with a known code (a text/plain JSON body with a foreign
# Origin got 200).  Now: a foreign Origin (also "null") or Sec-Fetch-Site:
# cross-site is refused with 403 ("null" passes only with Sec-Fetch-Site:
# same-origin, the browser's word for its own page), JSON must come as
# application/json, and the server's own pages keep working: opened by IP address, by name, or
# through a proxy's host name (serve --public-url).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
cd "$TMP"
web_two_tables "$TMP/o.db" Origin
C1=$(code_of 1 1)
GAME="code=$C1&action=add&declarer=2&contract=grand&matadors=1&points=61"
JGAME="{\"code\":\"$C1\",\"action\":\"add\",\"declarer\":2,\"contract\":\"grand\",\"matadors\":1,\"points\":61}"
serve_start "$DB" || t_fail "serve starts" "$(cat "$TMP/serve.err")"
PORT=${URL##*:}
sum=$(db_sum "$DB")
check_http "a text/plain JSON body from another site: 403" 403 --has "another site" -- POST /api/table/1/1/game \
    -H 'Origin: http://evil.example' -H 'Content-Type: text/plain' --data "$JGAME"
check_http "a form post from another site: 403" 403 --has "Origin http://evil.example" -- POST /table/1/1/game \
    -H 'Origin: http://evil.example' -d "$GAME"
check_http "Origin null (a sandboxed page): 403" 403 -- POST /api/table/1/1/game -H 'Origin: null' -d "$GAME"
check_http "Sec-Fetch-Site: cross-site: 403" 403 --has "cross-site" -- POST /api/table/1/1/game \
    -H 'Sec-Fetch-Site: cross-site' -d "$GAME"
check_http "Origin null with Sec-Fetch-Site: same-site (a sibling host): 403" 403 -- POST /table/1/1/game \
    -H 'Origin: null' -H 'Sec-Fetch-Site: same-site' -d "$GAME"
check_http "Origin null with Sec-Fetch-Site: none: 403" 403 -- POST /table/1/1/game \
    -H 'Origin: null' -H 'Sec-Fetch-Site: none' -d "$GAME"
check_http "a form post from another site, Sec-Fetch-Site: cross-site, Origin null: 403" 403 --has "cross-site" \
    -- POST /register -H 'Origin: null' -H 'Sec-Fetch-Site: cross-site' -d "name=Eve"
check_http "Sec-Fetch-Site: same-origin does not excuse a foreign Origin: 403" 403 -- POST /table/1/1/game \
    -H 'Origin: http://evil.example' -H 'Sec-Fetch-Site: same-origin' -d "$GAME"
check_http "the same host on another port: 403" 403 -- POST /api/table/1/1/game \
    -H "Origin: http://127.0.0.1:1" -d "$GAME"
check_http "a registration from another site: 403" 403 -- POST /api/register -H 'Origin: https://evil.example' -d "name=Eve"
check_http "JSON as text/plain, no Origin: 415" 415 --has "application/json" -- POST /api/table/1/1/game \
    -H 'Content-Type: text/plain' --data "$JGAME"
check_http "JSON sent as a form: 415" 415 --has "application/json" -- POST /api/table/1/1/game --data "$JGAME"
check_http "a body of another type: 415" 415 -- POST /api/register -H 'Content-Type: multipart/form-data; boundary=x' \
    --data $'--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nEve\r\n--x--\r\n'
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "no refused write stored" || t_fail "no refused write stored"

check_http "the server's own page (Origin = its address)" 303 -- POST /table/1/1/game \
    -H "Origin: http://127.0.0.1:$PORT" -H 'Sec-Fetch-Site: same-origin' -d "$GAME"
check_http "the server's own form in a browser hiding the origin (null, same-origin)" 303 -- POST /table/1/1/game \
    -H 'Origin: null' -H 'Sec-Fetch-Site: same-origin' -d "${GAME/declarer=2/declarer=3}"
check_http "JSON as application/json from its own page" 200 --has '"ok":true' -- POST /api/table/1/1/game \
    -H "Origin: http://127.0.0.1:$PORT" -H 'Content-Type: application/json' \
    --data "${JGAME/\"declarer\":2/\"declarer\":4}"
check_http "opened by name: Host and Origin localhost" 200 --has '"ok":true' -- POST /api/table/1/1/game \
    -H "Host: localhost:$PORT" -H "Origin: http://localhost:$PORT" -d "${GAME/declarer=2/declarer=1}"
check_http "through a proxy passing the Host: https origin on 443" 200 --has '"ok":true' -- POST /api/table/1/1/game \
    -H "Host: skat.example.org" -H "Origin: https://skat.example.org" -d "${GAME/declarer=2/declarer=2}"
check_http "through a proxy that rewrites the Host: refused without --public-url" 403 -- POST /api/table/1/1/game \
    -H "Origin: https://skat.example.org" -d "${GAME/declarer=2/declarer=1}"
serve_stop
check "serve --public-url must be an address" 2 --err "--public-url ftp://x" -- S serve --public-url ftp://x
serve_start "$DB" --public-url https://skat.example.org/ || t_fail "serve --public-url starts" "$(cat "$TMP/serve.err")"
check_http "with --public-url: the proxy's host name writes" 200 --has '"ok":true' -- POST /api/table/1/1/game \
    -H "Origin: https://skat.example.org" -d "${GAME/declarer=2/declarer=3}"
check_http "with --public-url: still not another site" 403 -- POST /api/table/1/1/game \
    -H "Origin: https://skat.example.org.evil.example" -d "${GAME/declarer=2/declarer=4}"
[ "$(sqlite3 "$DB" "SELECT count(*) FROM games")" = 6 ] && t_ok "exactly the six accepted games are stored" \
    || t_fail "games stored" "$(sqlite3 "$DB" "SELECT count(*) FROM games")"
