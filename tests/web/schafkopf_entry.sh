#!/usr/bin/env bash
# A Schafkopf list from the table's phone (issue 29), like Skat: the same
# entry codes, a form with the list's own fields (the columns of `import
# games`: contract, suit, declarer, partner, augen, laufende, klopfer,
# kontra, losers, jungfrau ...), the TUI's live preview, and the CLI's
# refusals (422, nothing stored); add, edit and delete through the same
# operations as the TUI; a game typed into the form in Chromium is stored
# as `game add` stores it.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
. "$(dirname "$0")/lib_browser.sh"
cd "$TMP" || exit 1
DB=$(new_db sk)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in Anna Bernd Carla Dora; do S player add "$p" >/dev/null; done
S tournament create Stammtisch --game schafkopf --tariff 10-20-50 --rules lauf_min=3,kontra_max_level=re,allow_ramsch=yes >/dev/null
S series draw 1 --seed 4 >/dev/null   # Anna, Carla, Dora, Bernd at seats 1-4
C=$(db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id WHERE x.table_no = 1")
[ -n "$C" ] && t_ok "series draw made the table's entry code" || t_fail "an entry code" "none"
M=$(printf '\xe2\x88\x92')
serve_start "$DB" -t Stammtisch || t_fail "serve starts" "$(cat "$TMP/serve.err")"

# ---- the page with the code: the list's own form ----
check_http "the table page with its code shows a Schafkopf form" 200 \
    --has '<form id="entry" class="entry sch"' --has '<option value="ruf">Rufspiel</option>' \
    --has '<option value="ramsch">Ramsch</option>' --has 'name="partner"' --has 'name="augen"' \
    --has 'name="losers_4"' --has '<option value="re">Re</option>' --lacks '<option value="sub">' \
    --lacks 'name="matadors"' --lacks 'name="bid"' -- GET "/table/1/1?code=$C"
check_http "a wrong code opens nothing" 403 -- GET "/table/1/1?code=AAAA2222"

# ---- the preview: the TUI's ----
check_http "preview: each player's result" 200 \
    --has "\"preview\":\"Rufspiel mit der Eichel-Sau:  Anna +20  Carla ${M}20  Dora +20  Bernd ${M}20\"" \
    --has '"is_error":false' --has '"game":1' \
    -- GET "/api/preview?series=1&table=1&contract=ruf&declarer=1&partner=3&suit=eichel&augen=70"
cli_err=$(S game add --series 1 --table 1 ruf --declarer 1 --partner 3 --suit herz --points 70 2>&1 >/dev/null | sed 's/^skatsheet: //')
check_http "preview: the rule the game breaks, in the CLI's words" 200 --has "$cli_err" --has '"is_error":true' \
    -- GET "/api/preview?series=1&table=1&contract=ruf&declarer=1&partner=3&suit=herz&augen=70"
check_http "preview in German" 200 --has 'Wenz:  Anna +100' \
    -- GET "/api/preview?series=1&table=1&contract=wenz&declarer=4&augen=50&klopfer=1&lang=de"

# ---- writes ----
sum=$(db_sum "$DB")
check_http "a Herz-Sau is refused with the CLI's message" 422 --has "$cli_err" \
    -- POST /api/table/1/1/game -d "code=$C&action=add&contract=ruf&declarer=1&partner=3&suit=herz&augen=70"
check_http "Augen 130 are refused, named as the import names them" 422 --has "augen '130': a whole number 0 to 120" \
    -- POST /api/table/1/1/game -d "code=$C&action=add&contract=solo&declarer=2&suit=herz&augen=130"
check_http "Sub above the settings' Re is refused" 422 --has 'kontra' \
    -- POST /api/table/1/1/game -d "code=$C&action=add&contract=wenz&declarer=4&augen=50&kontra=sub"
check_http "no code, no write" 403 -- POST /api/table/1/1/game -d "action=add&contract=wenz&declarer=4&augen=50"
check_http "a wrong code, no write" 403 -- POST /api/table/1/1/game -d "code=AAAA2222&action=add&contract=wenz&declarer=4&augen=50"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "the refusals changed nothing" || t_fail "the refusals changed nothing"
check_http "game 1: a Rufspiel recorded" 200 --has '"ok":true,"action":"add","series":1,"table":1,"game":1' \
    --has "Rufspiel mit der Eichel-Sau:  Anna +20" \
    -- POST /api/table/1/1/game -d "code=$C&action=add&contract=ruf&declarer=1&partner=3&suit=eichel&augen=70"
check_http "game 2: a Farbsolo with 3 Laufende (a JSON body)" 200 --has '"game":2' \
    -- POST /api/table/1/1/game -H 'Content-Type: application/json' \
    -d "{\"code\":\"$C\",\"action\":\"add\",\"contract\":\"solo\",\"declarer\":2,\"suit\":\"herz\",\"augen\":95,\"laufende\":3}"
check_http "game 3: a Wenz, knocked once (the form: 303 back to the page)" 303 \
    -- POST /table/1/1/game -d "code=$C&action=add&contract=wenz&declarer=4&augen=50&klopfer=1"
check_http "game 4: a Ramsch, losers and Jungfrau as checkboxes" 200 --has '"game":4' \
    -- POST /api/table/1/1/game -d "code=$C&action=add&contract=ramsch&losers_2=1&jungfrau_1=1"
# the same four games through the CLI give the same list
S tournament create Probe --game schafkopf --tariff 10-20-50 --rules lauf_min=3,kontra_max_level=re,allow_ramsch=yes >/dev/null
S series draw 1 -t Probe --seed 4 >/dev/null
P="-t Probe --series 1 --table 1"
S game add $P ruf --declarer 1 --partner 3 --suit eichel --points 70 >/dev/null
S game add $P solo --declarer 2 --suit herz --points 95 --laufende 3 >/dev/null
S game add $P wenz --declarer 4 --points 50 --klopfer 1 >/dev/null
S game add $P ramsch --loser 2 --jungfrau 1 >/dev/null
a=$(S sheet show -t Stammtisch --series 1 --table 1 --format csv | cut -d, -f3-)
b=$(S sheet show -t Probe --series 1 --table 1 --format csv | cut -d, -f3-)
[ -n "$a" ] && [ "$a" = "$b" ] && t_ok "the phone's four games are stored as game add stores them" ||
    t_fail "the phone's games = the CLI's" "$(diff <(echo "$a") <(echo "$b"))"
check_http "edit game 3: 65 Augen, the Wenz is won" 200 --has '"action":"edit"' --has 'Wenz:  Anna ' \
    -- POST /api/table/1/1/game -d "code=$C&action=edit&game=3&contract=wenz&declarer=4&augen=65&klopfer=1"
check "edit: the list says won" 0 --out ',3,3,Wenz,Bernd alone,65,1,' -- S sheet show -t Stammtisch --series 1 --table 1 --format csv
check_http "the edit form holds the game's fields" 200 --has 'name="action" value="edit"' \
    --has '<option value="wenz" selected>Wenz</option>' --has 'name="augen" min="0" max="120" inputmode="numeric" value="65"' \
    -- GET "/table/1/1?code=$C&edit=3"
check_http "edit of a game not recorded is 404" 404 -- GET "/table/1/1?code=$C&edit=9"
check_http "delete game 4" 200 --has '"action":"delete"' -- POST /api/table/1/1/game -d "code=$C&action=delete&game=4"
check "deleted: three games left" 0 --out '3 of 32 games' -- S sheet show -t Stammtisch --series 1 --table 1
check_http "a refusal on the page keeps the form and says why" 422 --has 'class="msg err"' \
    --has '<form id="entry" class="entry sch"' -- POST /table/1/1/game -d "code=$C&action=add&contract=ruf&declarer=1&partner=1&suit=gras&augen=70"
check_http "in German" 422 --has "augen '130': eine ganze Zahl von 0 bis 120" \
    -- POST "/api/table/1/1/game?lang=de" -d "code=$C&action=add&contract=solo&declarer=2&suit=herz&augen=130"

# ---- typed into the form on a phone ----
browser_start
shot phone-schafkopf-entry.png 360 740 "/table/1/1?code=$C"
br eval 'var f = document.querySelector("form.entry"); f.contract.value = "solo"; f.suit.value = "gras"; f.querySelector("input[name=declarer][value=\"3\"]").checked = true; f.augen.value = "80"; f.augen.dispatchEvent(new Event("input", {bubbles: true})); true'
typed "a Farbsolo typed on the phone" "Farbsolo Gras:" 4
check "the phone's Farbsolo is in the list" 0 --out ',4,4,Farbsolo Gras,Dora alone,80,1,' -- S sheet show -t Stammtisch --series 1 --table 1 --format csv
browser_stop
serve_stop
exit 0
