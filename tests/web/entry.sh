#!/usr/bin/env bash
# Entry from the table (issue 20): entry codes (made at the draw, listed,
# renewed, stored base address), the table page with the entry form, POST
# record/edit/delete with the table's code through the CLI's operations,
# every refusal with the database unchanged, /api/preview, the limit on
# wrong codes per address.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
cd "$TMP"
web_two_tables "$(new_db e)" Web
ngames() { db_sql "$DB" "SELECT count(*) FROM games"; }

# ---- codes ----
[ "$(db_sql "$DB" "SELECT count(*) FROM entry_codes")" = 2 ] && t_ok "series draw gives every table a code" \
    || t_fail "series draw gives every table a code" "$(db_sql "$DB" "SELECT * FROM entry_codes")"
C1=$(code_of 1 1); C2=$(code_of 1 2)
case "$C1$C2" in *[^23456789ABCDEFGHJKMNPQRSTUVWXYZ]*) t_fail "codes use the unambiguous alphabet" "$C1 $C2" ;;
    *) [ ${#C1} = 8 ] && [ "$C1" != "$C2" ] && t_ok "codes use the unambiguous alphabet" || t_fail "codes: 8 characters, different" "$C1 $C2" ;; esac
check "series codes lists them" 0 --out "table 1    ${C1:0:4}-${C1:4}" --out "table 2    ${C2:0:4}-${C2:4}" \
    --out "no base address stored" -- S series codes 1
sum=$(db_sum "$DB")
check "series codes: a bad --url is refused" 3 --err "must start with http:// or https://" -- S series codes 1 --url ftp://x
check "series codes: a --url with a path is refused" 3 --err "no path" -- S series codes 1 --url http://a/b
check "series codes: an undrawn series" 3 --err "series 2 has not been drawn" -- S series codes 2
check "series codes: --table needs --renew" 2 --err "--table needs --renew" -- S series codes 1 --table 1
check "series codes: an unknown table" 3 --err "table 5 does not exist in series 1" -- S series codes 1 --renew --table 5
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused code commands change nothing" || t_fail "refused code commands change nothing"
check "series codes --url stores the address" 0 --out "http://192.168.1.20:8080/table/1/1?code=$C1" \
    -- S series codes 1 --url http://192.168.1.20:8080/
check "the stored address is used next time" 0 --out "http://192.168.1.20:8080/table/1/2?code=$C2" --nout "no base address" \
    -- S series codes 1

# a series seated before codes existed gets them on demand
S series draw 2 --seed 4 >/dev/null
db_sql "$DB" "DELETE FROM entry_codes WHERE table_id IN (SELECT x.id FROM tables x JOIN series s ON s.id = x.series_id WHERE s.series_no = 2)"
check "codes made on demand for an older seating" 0 --out "(2 new)" -- S series codes 2
[ -n "$(code_of 2 1)" ] && [ -n "$(code_of 2 2)" ] && t_ok "on-demand codes stored" || t_fail "on-demand codes stored"

serve_start "$DB" -t Web || t_fail "serve starts" "$(cat "$TMP/serve.err")"

# ---- the table page ----
check_http "table page with the code has the entry form" 200 --has 'form id="entry"' --has 'name="code" value="'"$C1"'"' \
    --has 'action="/table/1/1/game?lang=en"' -- GET "/table/1/1?code=$C1"
check_http "the code in any case and with the dash" 200 --has 'form id="entry"' \
    -- GET "/table/1/1?code=$(echo "${C1:0:4}-${C1:4}" | tr 'A-Z' 'a-z')"
check_http "German entry form" 200 --has "Alleinspieler" --has "Speichern" -- GET "/table/1/1?code=$C1&lang=de"
check_http "without a code: the read-only sheet" 200 --has 'class="sheet' --lacks 'form id="entry"' -- GET /table/1/1
check_http "a wrong code on the page is 403" 403 --has "not the entry code of table 1" --lacks 'form id="entry"' -- GET "/table/1/1?code=ZZZZZZZZ"
check_http "table 2's code does not open table 1" 403 -- GET "/table/1/1?code=$C2"
check_http "edit of a game not recorded" 404 --has "not recorded" -- GET "/table/1/1?code=$C1&edit=7"

# ---- writes ----
sum=$(db_sum "$DB")
check_http "form post records a game (303 to the page)" 303 -- POST /table/1/1/game \
    -d "code=$C1&action=add&declarer=2&contract=grand&matadors=1&points=61"
[ "$(db_sql "$DB" "SELECT game_no || ' ' || declarer || ' ' || score FROM games")" = "1 2 48" ] \
    && t_ok "the game is stored as the CLI stores it" || t_fail "game stored" "$(db_sql "$DB" "SELECT * FROM games")"
loc=$(curl -s -o /dev/null -w '%{redirect_url}' -X POST "$URL/table/1/1/game?lang=de" -d "code=$C1&action=add&declarer=3&contract=hearts&matadors=-1&points=65")
case "$loc" in *"/table/1/1?code=$C1&lang=de&done=add-2") t_ok "the redirect names the page and the game" ;;
    *) t_fail "the redirect" "$loc" ;; esac
check_http "the page says what was saved" 200 --has "Spiel 2 eingetragen" -- GET "/table/1/1?code=$C1&lang=de&done=add-2"
check_http "JSON record" 200 --has '"ok":true' --has '"game":3' --has 'seat 4 Gina: clubs with 2' \
    -- POST /api/table/1/1/game -H 'Content-Type: application/json' \
    --data "{\"code\":\"$C1\",\"action\":\"add\",\"declarer\":4,\"contract\":\"clubs\",\"matadors\":2,\"bid\":18,\"points\":70,\"hand\":false}"
check_http "a passed game" 200 --has '"game":4' --has 'passed (eingepasst)' -- POST /api/table/1/1/game -d "code=$C1&action=add&declarer=passed"
check_http "edit a game" 200 --has 'game 3 changed' --has 'lost' -- POST /api/table/1/1/game \
    -d "code=$C1&action=edit&game=3&declarer=4&contract=clubs&matadors=2&points=50"
[ "$(db_sql "$DB" "SELECT score FROM games WHERE game_no = 3")" = "-72" ] && t_ok "the edit is stored" || t_fail "the edit is stored"
[ "$(db_sql "$DB" "SELECT count(*) FROM games_audit WHERE action = 'edit'")" = 1 ] && t_ok "the edit is in the history" || t_fail "edit history"
check_http "edit page preloads the game" 200 --has 'Edit game' --has 'value="3" readonly' -- GET "/table/1/1?code=$C1&edit=3"
check_http "delete a game" 200 --has 'game 4 deleted' -- POST /api/table/1/1/game -d "code=$C1&action=delete&game=4"
[ "$(ngames)" = 3 ] && t_ok "the delete is stored" || t_fail "the delete is stored" "$(ngames) games"
check_http "the API shows the entered games" 200 --has '"next_game":4' -- GET /api/table/1/1
S game add -t Web --series 1 --table 2 --declarer 1 grand --with 1 --points 70 >/dev/null
check_http "the other table's code cannot write here" 403 -- POST /api/table/1/2/game -d "code=$C1&action=delete&game=1"
check_http "table 2 with its own code" 200 --has '"ok":true' -- POST /api/table/1/2/game -d "code=$C2&action=delete&game=1"

# ---- refusals: the database unchanged after each ----
sum=$(db_sum "$DB")
unchanged() { [ "$(db_sum "$DB")" = "$sum" ] && t_ok "$1: database unchanged" || t_fail "$1: database unchanged"; }
check_http "wrong code is 403" 403 --has '"error":"this is not the entry code of table 1 of series 1"' \
    -- POST /api/table/1/1/game -d "code=ZZZZ-ZZZZ&action=add&declarer=3&contract=grand&matadors=1&points=70"
unchanged "wrong code"
check_http "no code is 403" 403 --has "entry code is required" -- POST /api/table/1/1/game -d "action=add&declarer=passed"
unchanged "no code"
check_http "GET on the write route is 405" 405 -- GET "/api/table/1/1/game?code=$C1&action=add&declarer=passed"
check_http "GET on the form route is 405" 405 -- GET "/table/1/1/game?code=$C1"
unchanged "GET"
head -c 20000 /dev/zero | tr '\0' 'a' > big
check_http "an oversized body is 413" 413 --has "larger than 16384 bytes" -- POST /api/table/1/1/game --data-binary "@big"
unchanged "oversized"
printf 'code=%s&action=add&declarer=passed&x=\xff\xfe' "$C1" > bad
check_http "invalid UTF-8 is 400" 400 --has "not valid UTF-8" -- POST /api/table/1/1/game --data-binary "@bad"
check_http "an encoded invalid UTF-8 is 400" 400 --has "not valid UTF-8" -- POST /api/table/1/1/game -d "code=$C1&action=add&declarer=passed&x=%C3%28"
unchanged "invalid UTF-8"
check_http "an impossible bid is 422 with the CLI's message" 422 --has "bid 19 is not a possible game value" \
    -- POST /api/table/1/1/game -d "code=$C1&action=add&declarer=1&contract=clubs&matadors=2&bid=19&points=70"
want=$(S value clubs --with 2 --bid 19 --points 70 2>&1 >/dev/null | sed 's/^skatsheet: //')
grep -qF "$want" "$BODY" && t_ok "the same wording as 'skatsheet value'" || t_fail "same wording as the CLI" "$want" "$(cat "$BODY")"
check_http "the dealer declaring at a 4-table is 422" 422 --has "deals game 4: at a 4-table the dealer sits out" \
    -- POST /api/table/1/1/game -d "code=$C1&action=add&declarer=4&contract=grand&matadors=1&points=70"
check_http "a suit ouvert without hand is 422" 422 --has "ouvert needs hand" -- POST /api/table/1/1/game -d "code=$C1&action=add&declarer=1&contract=clubs&matadors=1&ouvert=1&result=won"
check_http "an unknown contract is 422" 422 --has "contract 'eichelober' is unknown" -- POST /api/table/1/1/game -d "code=$C1&action=add&declarer=1&contract=eichelober&matadors=1&points=70"
check_http "card points 130 are 422" 422 --has "card points 130 are impossible: they lie between 0 and 120" -- POST /api/table/1/1/game -d "code=$C1&action=add&declarer=1&contract=grand&matadors=1&points=130"
check_http "a game already recorded is refused" 422 --has "game 1" -- POST /api/table/1/1/game -d "code=$C1&action=add&game=1&declarer=passed"
check_http "edit of a missing game is refused" 422 -- POST /api/table/1/1/game -d "code=$C1&action=edit&game=9&declarer=passed"
check_http "delete without a game number is 400" 400 --has "game is required" -- POST /api/table/1/1/game -d "code=$C1&action=delete"
check_http "an unknown action is 400" 400 --has "action must be add, edit or delete" -- POST /api/table/1/1/game -d "code=$C1&action=drop&game=1"
check_http "no declarer is 400" 400 --has "declarer is required" -- POST /api/table/1/1/game -d "code=$C1&action=add"
check_http "a field given twice is 400" 400 --has "given twice" -- POST /api/table/1/1/game -d "code=$C1&action=add&declarer=passed&declarer=1"
check_http "malformed JSON is 400" 400 --has "one object" -- POST /api/table/1/1/game -H 'Content-Type: application/json' --data '{"code":"x",'
check_http "a JSON array is 400, not a missing code" 400 --has "one object" --lacks "entry code" \
    -- POST /api/table/1/1/game -H 'Content-Type: application/json' --data '[1,2'
printf 'code=%s&action=add&declarer=passed&x=a\0b' "$C1" > nul
check_http "a NUL byte is 400" 400 --has "NUL" -- POST /api/table/1/1/game --data-binary "@nul"
check_http "an unknown table is 404" 404 --has "table 9 does not exist" -- POST /api/table/1/9/game -d "code=$C1&action=add&declarer=passed"
check_http "a form post refused: the page with the message" 422 --has "bid 19 is not a possible game value" --has 'form id="entry"' \
    -- POST /table/1/1/game -d "code=$C1&action=add&declarer=1&contract=clubs&matadors=2&bid=19&points=70"
unchanged "impossible games and malformed requests"
S tournament close Web >/dev/null
check_http "a closed tournament takes no games" 403 --has "closed" -- POST /api/table/1/1/game -d "code=$C1&action=add&declarer=passed"
S tournament reopen Web >/dev/null

# ---- preview (the TUI's) ----
check_http "preview of a complete game" 200 --has '"preview":"clubs with 2, game 3, hand 4 = 4 × 12 = 48; won +48 (Seeger +98)"' --has '"is_error":false' \
    -- GET "/api/preview?series=1&table=1&declarer=1&contract=clubs&matadors=2&hand=1&points=80"
check_http "preview before the result" 200 --has 'card points or w/l next' -- POST /api/preview -d "series=1&table=1&declarer=1&contract=clubs&matadors=2"
check_http "preview: the dealer sits out" 200 --has '"is_error":true' --has "declarer seat 4 deals game 4" -- POST /api/preview -d "series=1&table=1&declarer=4"
check_http "preview: a bad number" 200 --has '"is_error":true' --has "points needs a whole number, not 'x'" -- POST /api/preview -d "series=1&table=1&declarer=1&contract=grand&matadors=1&points=x"
check_http "preview: an impossible bid" 200 --has '"is_error":true' --has "bid 19 is not a possible game value" \
    -- POST /api/preview -d "series=1&table=1&declarer=1&contract=clubs&matadors=2&bid=19&points=70"
check_http "preview: nothing typed yet" 200 --has '"game":4' --has 'declarer seat 1-4' -- POST /api/preview -d "series=1&table=1"
check_http "preview: an overbid game" 200 --has "overbid" -- POST /api/preview -d "series=1&table=1&declarer=1&contract=diamonds&matadors=2&bid=36&points=70"
check_http "preview: needs series and table" 400 -- POST /api/preview -d "declarer=1"
check_http "preview: unknown table" 404 -- GET "/api/preview?series=1&table=9"
unchanged "preview"

# ---- renewing: the old code stops working at once ----
check "renew table 1's code" 0 --out "(1 renewed" -- S series codes 1 --renew --table 1
N1=$(code_of 1 1)
[ "$N1" != "$C1" ] && [ "$(code_of 1 2)" = "$C2" ] && t_ok "only table 1's code changed" || t_fail "only table 1's code changed"
check_http "the old code is refused" 403 -- POST /api/table/1/1/game -d "code=$C1&action=add&declarer=passed"
check_http "the new code works" 200 --has '"ok":true' -- POST /api/table/1/1/game -d "code=$N1&action=add&declarer=passed"

# ---- wrong codes are limited per address ----
serve_stop
serve_start "$DB" -t Web || t_fail "serve starts again"
sum=$(db_sum "$DB")
codes=""
for i in $(seq 1 10); do http POST /api/table/1/1/game -d "code=ZZZZZZZ$((i % 8 + 2))&action=add&declarer=passed"; codes="$codes $CODE"; done
[ "$codes" = "$(printf ' 403%.0s' $(seq 1 10))" ] && t_ok "ten wrong codes are answered 403" || t_fail "ten wrong codes" "$codes"
check_http "the eleventh try is 429" 429 --has "too many wrong entry codes" -- POST /api/table/1/1/game -d "code=ZZZZZZZZ&action=add&declarer=passed"
check_http "then even the right code waits" 429 -- POST /api/table/1/1/game -d "code=$N1&action=add&declarer=passed"
check_http "the page with a code waits too" 429 -- GET "/table/1/1?code=$N1"
check_http "reading without a code still works" 200 -- GET /table/1/1
unchanged "guessing codes"
sleep 6.5
check_http "after a pause one more try" 200 --has '"ok":true' -- POST /api/table/1/1/game -d "code=$N1&action=add&declarer=passed"
serve_stop
