#!/usr/bin/env bash
# The web speaks the request's language (?lang; the organiser's serve --lang
# and the locale beat Accept-Language, tests/web/lang.sh has the whole order): the
# messages of the operations (a refused game, a refused registration) and
# the entry preview, asked of one server in German and in English one after
# the other - a server started in German answers ?lang=en in English and
# the other way round.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
cd "$TMP" || exit 1
DB=$(new_db w)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in Anna Bert Carl Dora Emil Fritz Gina; do S player add "$p" >/dev/null; done
S tournament create Web --series 2 >/dev/null
S series draw 1 --seed 3 >/dev/null
C1=$(db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id JOIN series s ON s.id = x.series_id WHERE s.series_no = 1 AND x.table_no = 1")
PREVIEW="series=1&table=1&declarer=2&contract=clubs&matadors=2&hand=1&points=80"
BADBID="code=$C1&action=add&declarer=2&contract=clubs&matadors=2&bid=19&points=70"

both() {   # the same questions to a server started in language $1
    local server=$1
    serve_start "$DB" -t Web --lang "$server" || t_fail "serve --lang $server starts" "$(cat "$TMP/serve.err")"
    check_http "$server server, preview ?lang=de" 200 \
        --has 'Kreuz mit 2, Spiel 3, Hand 4 = 4 × 12 = 48; gewonnen +48' --has '"is_error":false' \
        -- GET "/api/preview?$PREVIEW&lang=de"
    check_http "$server server, preview ?lang=en" 200 \
        --has 'clubs with 2, game 3, hand 4 = 4 × 12 = 48; won +48' --has '"is_error":false' \
        -- GET "/api/preview?$PREVIEW&lang=en"
    # the organiser chose the language (serve --lang): the browser's does not decide
    if [ "$server" = de ]; then
        check_http "$server server, Accept-Language en: still the organiser's German" 200 \
            --has 'gewonnen +48' -- GET "/api/preview?$PREVIEW" -H 'Accept-Language: en-GB,en;q=0.8'
    else
        check_http "$server server, Accept-Language de: still the organiser's English" 200 \
            --has 'won +48' --lacks 'gewonnen' \
            -- GET "/api/preview?$PREVIEW" -H 'Accept-Language: de-DE,de;q=0.9,en;q=0.5'
    fi
    check_http "$server server, a refused game in German" 422 --has "Reizwert 19 ist kein möglicher Spielwert" \
        --lacks "is not a possible" -- POST "/api/table/1/1/game?lang=de" -d "$BADBID"
    check_http "$server server, a refused game in English" 422 --has "bid 19 is not a possible game value" \
        --lacks "Reizwert" -- POST "/api/table/1/1/game?lang=en" -d "$BADBID"
    check_http "$server server, the refused game on the German page" 422 --has "Reizwert 19 ist kein möglicher Spielwert" \
        -- POST "/table/1/1/game?lang=de" -d "$BADBID"
    check_http "$server server, a refused registration in German" 422 --has "besteht nur aus Ziffern" \
        -- POST "/api/register?lang=de" --data-urlencode "name=123"
    check_http "$server server, a refused registration in English" 422 --has "is only digits" \
        -- POST "/api/register?lang=en" --data-urlencode "name=123"
    check_http "$server server, a bad query argument in German" 400 --has "Parameter 'series' muss eine Zahl von 1 bis 99 sein" \
        -- GET "/api/standings?series=0&lang=de"
    check_http "$server server, a bad query argument in English" 400 --has "series must be a number from 1 to 99" \
        -- GET "/api/standings?series=0&lang=en"
    serve_stop
}
sum=$(db_sum "$DB")
both de
both en
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused requests change nothing" || t_fail "refused requests change nothing"
exit 0
