#!/usr/bin/env bash
# Issue 28, item 4: every write names its tournament.  Two tournaments open,
# none chosen: a registration that names none is refused with 409 (the
# page offers the two) where it used to land in one of them, as the CLI
# refuses `game add` without -t; one that names its tournament goes there.
# A table's code belongs to one table of one tournament: its games go
# there, and it opens no other tournament's table.  serve --tournament
# pins one: a write naming another is refused.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
cd "$TMP"
DB=$TMP/t.db
S() { "$SK" --db "$DB" "$@"; }
q() { sqlite3 "$DB" "$1"; }
S init >/dev/null
for p in Anna Bert Carl Dora Emil Fritz Gina Hans; do S player add "$p" >/dev/null; done
S tournament create Früh --series 2 >/dev/null
S series draw 1 -t Früh --seed 3 >/dev/null
S tournament create Spät --series 2 >/dev/null
S series draw 1 -t Spät --seed 5 >/dev/null
codeof() { q "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id JOIN series s ON s.id = x.series_id JOIN tournaments t ON t.id = s.tournament_id WHERE t.name = '$1' AND s.series_no = 1 AND x.table_no = $2"; }
CF=$(codeof Früh 1); CS=$(codeof Spät 1)
regs() { q "SELECT t.name || ':' || r.name FROM registrations r JOIN tournaments t ON t.id = r.tournament_id ORDER BY r.id" | paste -sd' '; }
games() { q "SELECT t.name || ':' || g.game_no FROM games g JOIN tables x ON x.id = g.table_id JOIN series s ON s.id = x.series_id JOIN tournaments t ON t.id = s.tournament_id ORDER BY g.id" | paste -sd' '; }

check "the CLI refuses a write that names no tournament" 2 --err "which tournament" \
    -- S game add --series 1 --table 1 --declarer 2 grand --with 1 --points 61

serve_start "$DB" || t_fail "serve starts" "$(cat "$TMP/serve.err")"
sum=$(db_sum "$DB")
check_http "a registration naming no tournament: 409" 409 --has "which tournament" --has "'Früh'" --has "'Spät'" \
    -- POST /api/register -d "name=Zoe"
check_http "the registration form: 409 with the choice" 409 --has '/register?lang=en&amp;tournament=Fr%C3%BCh' \
    --has 'tournament=Sp%C3%A4t' -- POST /register -d "name=Zoe"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "nothing registered anywhere" || t_fail "nothing registered" "$(regs)"
check_http "the registration page offers the open tournaments" 200 --has "Register for which tournament?" \
    --has 'tournament=Fr%C3%BCh' -- GET /register
check_http "the page of one tournament carries its name into the form" 200 \
    --has 'name="tournament" value="Spät"' -- GET "/register?tournament=Sp%C3%A4t"
check_http "a registration naming its tournament (query)" 201 --has '"tournament":"Früh"' \
    -- POST "/api/register?tournament=Fr%C3%BCh" -d "name=Zoe"
check_http "a registration naming its tournament (form field)" 201 --has '"tournament":"Spät"' \
    -- POST /api/register --data-urlencode "name=Yvo" --data-urlencode "tournament=Spät"
[ "$(regs)" = "Früh:Zoe Spät:Yvo" ] && t_ok "each registration is in the tournament it named" || t_fail "registrations" "$(regs)"
check_http "an unknown tournament named: 404" 404 --has "does not exist" -- POST "/api/register?tournament=Nope" -d "name=Xaver"

# the table's code names the tournament
check_http "a game with Früh's code goes to Früh" 200 --has '"ok":true' -- POST /api/table/1/1/game \
    -d "code=$CF&action=add&declarer=2&contract=grand&matadors=1&points=61"
check_http "a game with Spät's code goes to Spät" 200 --has '"ok":true' -- POST /api/table/1/1/game \
    -d "code=$CS&action=add&declarer=2&contract=clubs&matadors=1&points=70"
[ "$(games)" = "Früh:1 Spät:1" ] && t_ok "each game is at its own tournament's table" || t_fail "games" "$(games)"
check_http "the table page with Früh's code shows Früh" 200 --has "Früh" --has 'form id="entry"' \
    -- GET "/table/1/1?code=$CF"
sum=$(db_sum "$DB")
check_http "Früh's code does not open Spät's table" 403 --has "not the entry code" -- POST "/api/table/1/1/game?tournament=Sp%C3%A4t" \
    -d "code=$CF&action=add&declarer=3&contract=grand&matadors=1&points=61"
check_http "a code of no open tournament's table" 403 --has "not the entry code" -- POST /api/table/1/1/game \
    -d "code=ZZZZZZZZ&action=add&declarer=3&contract=grand&matadors=1&points=61"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused writes change nothing" || t_fail "refused writes change nothing" "$(games)"

# a chosen default names it, as in the CLI
S tournament use Spät >/dev/null
check_http "with a chosen default, a registration goes there" 201 --has '"tournament":"Spät"' -- POST /api/register -d "name=Xenia"
serve_stop

# ---- serve --tournament pins one ----
S tournament use --none >/dev/null 2>&1 || q "UPDATE tournaments SET chosen = 0"
serve_start "$DB" -t Früh || t_fail "serve -t starts" "$(cat "$TMP/serve.err")"
sum=$(db_sum "$DB")
check_http "pinned: a registration naming another tournament is refused" 409 --has "only" \
    -- POST "/api/register?tournament=Sp%C3%A4t" -d "name=Wim"
check_http "pinned: Spät's code opens nothing here" 403 -- POST /api/table/1/1/game \
    -d "code=$CS&action=add&declarer=3&contract=grand&matadors=1&points=61"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "pinned: refused writes change nothing" || t_fail "pinned: nothing changed"
check_http "pinned: a registration naming none goes to the pinned one" 201 --has '"tournament":"Früh"' \
    -- POST /api/register -d "name=Wim"
