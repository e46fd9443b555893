#!/usr/bin/env bash
# The language of the live pages (issue 29): ?lang= first, then the
# visitor's own choice (the switch on every page: /lang?to=..., remembered
# in a cookie), then the organiser's (serve --lang or $SKATSHEET_LANG, else
# `config lang` in the database, read again after a change), else the
# server's locale: the CLI's rule (issue 36).  The browser's
# Accept-Language never overrides the organiser.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
cd "$TMP" || exit 1
web_two_tables "$(new_db l)" Abend
DE='Accept-Language: de-DE,de;q=0.9'
EN='Accept-Language: en-GB,en;q=0.8'

# ---- nobody chose: the server's locale, whatever the browser asks ----
LC_ALL= LANG=de_DE.UTF-8 serve_start "$DB" || t_fail "serve starts under LANG=de_DE.UTF-8" "$(cat "$TMP/serve.err")"
check_http "locale de, Accept-Language en: the organiser's German" 200 --has '<html lang="de">' --has 'Gesamtwertung' -- GET / -H "$EN"
check_http "locale de, no Accept-Language: German" 200 --has '<html lang="de">' -- GET /
check_http "locale de: the visitor's own switch still wins" 200 --has '<html lang="en">' -- GET / -H 'Cookie: skatsheet_lang=en'
serve_stop
LC_ALL= LC_MESSAGES= LANG=C.UTF-8 serve_start "$DB" || t_fail "serve starts" "$(cat "$TMP/serve.err")"
check_http "locale C, Accept-Language de: the organiser's English" 200 --has '<html lang="en">' --has 'Standings' -- GET / -H "$DE"
check_http "locale C, Accept-Language en: English" 200 --has '<html lang="en">' --has 'Standings' -- GET / -H "$EN"
check_http "every page has the switch to the other language" 200 --has 'href="/lang?to=de"' --has '>Deutsch</a>' -- GET /tables -H "$DE"
# ---- config lang while serving: every page follows, as it follows a game
# (the server's watcher sees the change within moments; a page from the
# cache takes no database lock) ----
follow() { # until GET /tables in a German browser has TEXT (or 3 s)
    local i
    for i in $(seq 1 30); do
        curl -s -H "$DE" "$URL/tables" | grep -qF -- "$1" && return 0
        sleep 0.1
    done
    return 1
}
S config lang de >/dev/null
follow '<html lang="de">'
check_http "config lang de (set while serving): German for an English browser" 200 \
    --has '<html lang="de">' --has 'Tische' -- GET /tables -H "$EN"
check_http "config lang de: the API's messages too" 400 --has "Parameter 'series' muss eine Zahl" -- GET '/api/standings?series=0' -H "$EN"
check_http "?lang=en still answers in English" 200 --has '<html lang="en">' -- GET '/tables?lang=en' -H "$EN"
# ---- the visitor's switch: a cookie, back to the page it was on ----
curl -s -o /dev/null -D -  -H "Referer: $URL/table/1/2?lang=de&code=AB" "$URL/lang?to=en" | tr -d '\r' >"$TMP/h.txt"
grep -qi '^HTTP/1.1 303' "$TMP/h.txt" && grep -qi '^Location: /table/1/2?code=AB' "$TMP/h.txt" &&
    grep -qi '^Set-Cookie: skatsheet_lang=en; Path=/; Max-Age=31536000' "$TMP/h.txt" &&
    t_ok "the switch: 303 back to the page without its lang, a cookie for a year" ||
    t_fail "the switch: 303 back to the page, a cookie" "$(cat "$TMP/h.txt")"
check_http "the visitor's English beats the organiser's German" 200 --has '<html lang="en">' \
    --has 'href="/lang?to=de"' -- GET /tables -H 'Cookie: skatsheet_lang=en' -H "$DE"
check_http "the visitor's German on a form's refusal" 422 --has 'Reizwert 19' \
    -- POST /api/table/1/1/game -H 'Cookie: skatsheet_lang=de' \
    -d "code=$(code_of 1 1)&action=add&declarer=2&contract=clubs&matadors=2&bid=19&points=70"
curl -s -o /dev/null -D -  -H "Referer: http://evil.example//evil.example/x" "$URL/lang?to=de" | tr -d '\r' >"$TMP/h.txt"
grep -qi '^Location: /$' "$TMP/h.txt" && t_ok "the switch only goes back to a page of this server" ||
    t_fail "the switch only goes back to a page of this server" "$(cat "$TMP/h.txt")"
curl -s -o /dev/null -D - "$URL/lang?to=de" | tr -d '\r' >"$TMP/h.txt"
grep -qi '^Location: /$' "$TMP/h.txt" && t_ok "the switch without a Referer: the standings" ||
    t_fail "the switch without a Referer" "$(cat "$TMP/h.txt")"
check_http "the switch to an unknown language is refused (in the organiser's German)" 400 --has "Parameter &#39;to&#39; muss &#39;de&#39; oder &#39;en&#39; sein" -- GET '/lang?to=fr' -H "$EN"
S config lang --unset >/dev/null
follow '<html lang="en">'
check_http "config lang unset: the locale's again" 200 --has '<html lang="en">' -- GET /tables -H "$DE"
serve_stop

# ---- serve --lang and SKATSHEET_LANG: the organiser's, fixed ----
serve_start "$DB" --lang de || t_fail "serve --lang de starts"
check_http "serve --lang de: German for an English browser" 200 --has '<html lang="de">' -- GET / -H "$EN"
check_http "serve --lang de: the beamer too" 200 --has '<html lang="de">' -- GET /beamer -H "$EN"
serve_stop
SKATSHEET_LANG=en serve_start "$DB" || t_fail "SKATSHEET_LANG=en serve starts"
S config lang de >/dev/null
check_http "SKATSHEET_LANG=en beats config lang de" 200 --has '<html lang="en">' -- GET / -H "$DE"
serve_stop
exit 0
