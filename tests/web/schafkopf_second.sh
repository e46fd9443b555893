#!/usr/bin/env bash
# engines: sqlite postgresql
# A Schafkopf table's second phone (issue 31, item 5): the table's page
# with &copy=2 has the same code, form, preview and refusals as the first
# phone and writes the table's second entry (the storage of `second add`),
# never the stored list; its page shows the second entry's own list; its
# throw-in doubles come from the second entry's own games.  A series
# posted from both phones with one deliberate difference: the difference
# in `second show`, `check`, on both phones' pages, the desk and the
# standings (text, JSON and web: the series does not count yet); the
# second phone corrects its own games (edit, delete); the organiser
# resolves it and the standings count.  A game is typed on the second
# phone in Chromium as on the first (tests/web/schafkopf_entry.sh).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
. "$(dirname "$0")/lib_browser.sh"
cd "$TMP" || exit 1
DB=$(new_db sk2)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in Anna Bernd Carla Dora; do S player add "$p" >/dev/null; done
S tournament create Stammtisch --game schafkopf --games4 4 --tariff 10-20-50 \
    --rules lauf_min=3,kontra_max_level=re,allow_ramsch=yes,doubled_after_throw_in=yes >/dev/null
S series draw 1 --seed 4 >/dev/null   # Anna, Carla, Dora, Bernd at seats 1-4
C=$(code_of 1 1)
M=$(printf '\xe2\x88\x92')
serve_start "$DB" -t Stammtisch || t_fail "serve starts" "$(cat "$TMP/serve.err")"
P2() { http POST /api/table/1/1/game -d "code=$C&copy=2&$1"; }   # the second phone, JSON

# ---- no second entry asked for: the second phone writes nothing ----
sum=$(db_sum "$DB")
check_http "no second entry asked for: refused" 422 --has "second entry: 'Stammtisch' asks for none" \
    -- POST /api/table/1/1/game -d "code=$C&copy=2&action=add&contract=wenz&declarer=4&augen=50"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused: unchanged" || t_fail "the refusal changed the database"
S day set second_entry=yes >/dev/null

# ---- the first phone: the table's list ----
for f in "contract=ruf&declarer=1&partner=3&suit=eichel&augen=70" \
         "contract=solo&declarer=2&suit=herz&augen=95&laufende=3" \
         "contract=thrown-in" "contract=wenz&declarer=4&augen=50"; do
    http POST /api/table/1/1/game -d "code=$C&action=add&$f"
    [ "$CODE" = 200 ] || t_fail "the first phone's game" "HTTP $CODE: $(cat "$BODY")"
done
S sheet show --series 1 --table 1 --format csv > first.csv
grep -q ',4,4,Wenz,Bernd alone,50,' first.csv && t_ok "the first phone's four games, the Wenz doubled after the throw-in" \
    || t_fail "first list" "$(cat first.csv)"

# ---- the second phone's page: the same form, its own (empty) list ----
check_http "the second phone's page" 200 --has ' - second entry</h2>' \
    --has '<form id="entry" class="entry sch"' --has 'name="copy" value="2"' \
    --has '<option value="ruf">Rufspiel</option>' --has 'name="losers_4"' \
    --has '<span class="cnt">0/4</span>' --lacks '<span class="party">' -- GET "/table/1/1?code=$C&copy=2&lang=en"
check_http "a wrong code opens no second phone" 403 -- GET "/table/1/1?code=AAAA2222&copy=2"

# ---- its refusals: the first phone's (the CLI's words), nothing stored ----
sum=$(db_sum "$DB")
cli_err=$(S second add --series 1 --table 1 ruf --declarer 1 --partner 3 --suit herz --points 70 2>&1 >/dev/null | sed 's/^skatsheet: //')
check_http "a Herz-Sau: the CLI's message" 422 --has "$cli_err" \
    -- POST /api/table/1/1/game -d "code=$C&copy=2&action=add&contract=ruf&declarer=1&partner=3&suit=herz&augen=70"
check_http "Augen 130, named as the import names them" 422 --has "augen '130': a whole number 0 to 120" \
    -- POST /api/table/1/1/game -d "code=$C&copy=2&action=add&contract=solo&declarer=2&suit=herz&augen=130"
check_http "Sub above the settings' Re" 422 --has 'kontra' \
    -- POST /api/table/1/1/game -d "code=$C&copy=2&action=add&contract=wenz&declarer=4&augen=50&kontra=sub"
check_http "no code, no write" 403 -- POST /api/table/1/1/game -d "copy=2&action=add&contract=wenz&declarer=4&augen=50"
check_http "a wrong code, no write" 403 \
    -- POST /api/table/1/1/game -d "code=AAAA2222&copy=2&action=add&contract=wenz&declarer=4&augen=50"
check_http "an edit of a game not in the second entry" 422 --has "game 1 of table 1, series 1 is not in the second entry" \
    -- POST /api/table/1/1/game -d "code=$C&copy=2&action=edit&game=1&contract=wenz&declarer=4&augen=50"
check_http "in German" 422 --has "augen '130': eine ganze Zahl von 0 bis 120" \
    -- POST "/api/table/1/1/game?lang=de" -d "code=$C&copy=2&action=add&contract=solo&declarer=2&suit=herz&augen=130"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "the refusals changed nothing" || t_fail "the refusals changed nothing"

# ---- the second phone enters the list, game 2 written down with 85 Augen ----
check_http "game 1 into the second entry" 200 --has '"ok":true,"action":"add","series":1,"table":1,"game":1' \
    --has "second entry: game 1 recorded: Rufspiel mit der Eichel-Sau:  Anna +20" \
    -- POST /api/table/1/1/game -d "code=$C&copy=2&action=add&contract=ruf&declarer=1&partner=3&suit=eichel&augen=70"
S sheet show --series 1 --table 1 --format csv | cmp -s - first.csv && t_ok "the first entry is untouched" \
    || t_fail "the second phone changed the first entry" "$(S sheet show --series 1 --table 1 --format csv)"
# the preview of game 4: its double from the entry's own games (the second
# entry has no throw-in yet, the stored list has one at game 3)
check_http "preview on the second phone: no throw-in in its own list, no double" 200 \
    --has "\"preview\":\"Wenz:  Anna +50  Carla +50  Dora +50  Bernd ${M}150\"" \
    -- POST /api/preview -d "series=1&table=1&game=4&copy=2&code=$C&contract=wenz&declarer=4&augen=50"
check_http "preview on the first phone: doubled after the stored throw-in" 200 \
    --has "\"preview\":\"Wenz:  Anna +100  Carla +100  Dora +100  Bernd ${M}300\"" \
    -- POST /api/preview -d "series=1&table=1&game=4&code=$C&contract=wenz&declarer=4&augen=50"

browser_start
shot phone-schafkopf-second.png 360 740 "/table/1/1?code=$C&copy=2"
br eval 'var f = document.querySelector("form.entry"); f.contract.value = "solo"; f.suit.value = "herz"; f.querySelector("input[name=declarer][value=\"2\"]").checked = true; f.augen.value = "85"; f.laufende.value = "3"; f.augen.dispatchEvent(new Event("input", {bubbles: true})); true'
typed "game 2 typed on the second phone" "Farbsolo Herz:  Anna ${M}80  Carla +240" 2
br eval 'location.search'
case "$ANS" in *copy=2*) t_ok "the second phone's page again after saving" ;; *) t_fail "back on the second phone" "$ANS" ;; esac
browser_stop
check_http "game 3, thrown in (the form: 303 back to the second phone)" 303 \
    -- POST /table/1/1/game -d "code=$C&copy=2&action=add&contract=thrown-in"
curl -s -o /dev/null -D headers -X POST "$URL/table/1/1/game" -d "code=$C&copy=2&action=add&contract=wenz&declarer=4&augen=50"
grep -qi '^location: /table/1/1?code=.*&done=add-4&copy=2' headers && t_ok "game 4: back to the second phone's page" \
    || t_fail "game 4's answer" "$(cat headers)"
S sheet show --series 1 --table 1 --format csv | cmp -s - first.csv && t_ok "the first entry is still untouched" \
    || t_fail "the second phone changed the first entry" "$(S sheet show --series 1 --table 1 --format csv)"

# ---- the difference: everywhere before the series counts ----
check "second show: the difference" 1 \
    --out "table 1, game 2 differs: first Farbsolo Herz, seat 2, 95 Augen, 3 Laufende: won; second Farbsolo Herz, seat 2, 85 Augen, 3 Laufende: won" \
    --out "1 different, 0 missing in the second entry, 0 missing in the first" -- S second show --series 1
check "check lists it" 1 --out "series 1, table 1: game 2 differs in the second entry" -- S check
check "standings: the series does not count yet" 0 \
    --out "series 1 does not count yet (both entries must hold every game alike): games differing 1, in one entry only 0" \
    -- S standings
S standings --format json | grep -qF '"second_entry":{"agreed":false,"pending":[{"series":1,"different":1,"only_first":0,"only_second":0}]}' \
    && t_ok "the standings JSON: not agreed" || t_fail "JSON second_entry" "$(S standings --format json | head -c 400)"
check_http "the second phone's page: its own list" 200 --has '<span class="party">Carla alone, 85 Augen' \
    --lacks '<span class="party">Carla alone, 95 Augen' --has '<span class="cnt">4/4</span> - second entry' \
    --has "The second entry differs" -- GET "/table/1/1?code=$C&copy=2&lang=en"
check_http "the first phone's page: the stored list and the difference" 200 \
    --has '<span class="party">Carla alone, 95 Augen' --lacks '<span class="party">Carla alone, 85 Augen' \
    --has "The second entry differs" --has "second Farbsolo Herz, seat 2, 85 Augen" --lacks " - second entry" \
    -- GET "/table/1/1?code=$C&lang=en"
KEY=$(S checkin desk | sed -n 's/.*: \(....-....\)$/\1/p')
check_http "the organiser's desk shows it" 200 --has "table 1, game 2: Farbsolo Herz, seat 2, 95 Augen" \
    --has "Farbsolo Herz, seat 2, 85 Augen" -- GET "/desk?key=$KEY&lang=en"
check_http "the standings page says it" 200 --has "Series 1 does not count yet" -- GET "/standings?lang=en"
check_http "German" 200 --has " - Zweiterfassung</h2>" --has "Die Zweiterfassung weicht ab" \
    -- GET "/table/1/1?code=$C&copy=2&lang=de"
check_http "the standings page in German" 200 --has "Serie 1 zählt noch nicht" -- GET "/standings?lang=de"

# ---- corrections on the second phone: its own games only ----
check_http "its edit links stay on the second phone" 200 --has "edit=2&amp;lang=en&amp;copy=2#entry" \
    -- GET "/table/1/1?code=$C&copy=2&lang=en"
check_http "the edit form holds the second entry's game" 200 --has 'name="action" value="edit"' \
    --has 'name="copy" value="2"' --has 'name="augen" min="0" max="120" inputmode="numeric" value="85"' \
    --has "lang=en&amp;copy=2\">Cancel</a>" -- GET "/table/1/1?code=$C&copy=2&edit=2&lang=en"
check_http "the first phone's edit form holds the stored game" 200 \
    --has 'name="augen" min="0" max="120" inputmode="numeric" value="95"' --lacks 'name="copy"' \
    -- GET "/table/1/1?code=$C&edit=2&lang=en"
sum=$(db_sum "$DB")
check_http "a game entered twice: never overwritten" 422 --has "is in the second entry already: it is never overwritten" \
    -- POST /api/table/1/1/game -d "code=$C&copy=2&action=add&game=3&contract=wenz&declarer=4&augen=50"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "never overwritten: unchanged" || t_fail "the database changed"
check_http "delete game 4 of the second entry" 200 --has '"action":"delete"' --has "Zweiterfassung: Spiel 4 gelöscht" \
    -- POST "/api/table/1/1/game?lang=de" -d "code=$C&copy=2&action=delete&game=4"
S sheet show --series 1 --table 1 --format csv | cmp -s - first.csv && t_ok "the first entry keeps its game 4" \
    || t_fail "the delete reached the first entry" "$(S sheet show --series 1 --table 1 --format csv)"
check "second show: game 4 missing in the second entry" 1 --out "table 1, game 4: not in the second entry" \
    -- S second show --series 1
P2 "action=add&contract=wenz&declarer=4&augen=50"
grep -qF 'second entry: game 4 recorded: Wenz:  Anna +100' "$BODY" && t_ok "game 4 again, doubled after its own throw-in" \
    || t_fail "game 4 again" "HTTP $CODE: $(cat "$BODY")"
check_http "edit game 1 on the second phone (German)" 200 --has "Zweiterfassung: Spiel 1 geändert: Rufspiel mit der Eichel-Sau" \
    -- POST "/api/table/1/1/game?lang=de" -d "code=$C&copy=2&action=edit&game=1&contract=ruf&declarer=1&partner=3&suit=eichel&augen=61"
check "second show: game 1 differs now" 1 --out "table 1, game 1 differs" --out "table 1, game 2 differs" \
    -- S second show --series 1
P2 "action=edit&game=1&contract=ruf&declarer=1&partner=3&suit=eichel&augen=70"
[ "$CODE" = 200 ] && t_ok "game 1 corrected back" || t_fail "game 1 back" "HTTP $CODE: $(cat "$BODY")"
check "second show: only game 2 left" 1 --no-out "game 1 differs" --out "table 1, game 2 differs" \
    -- S second show --series 1
S sheet show --series 1 --table 1 --format csv | cmp -s - first.csv && t_ok "the corrections left the first entry alone" \
    || t_fail "a correction reached the first entry" "$(S sheet show --series 1 --table 1 --format csv)"

# ---- the organiser decides: the table's 95 Augen; the series counts ----
check "resolve: take the first" 0 --out "the first entry's game stands" \
    -- S second resolve --series 1 --table 1 --game 2 --take first
check "both agree: the series counts" 0 --out "both entries agree: the series counts" -- S second show --series 1
check "standings: counted" 0 --no-out "does not count" -- S standings
S standings --format json | grep -qF '"second_entry":{"agreed":true,"pending":[]}' \
    && t_ok "the standings JSON: agreed" || t_fail "JSON agreed" "$(S standings --format json | head -c 300)"
for i in $(seq 1 100); do   # the server's watcher sees the CLI's write within moments
    http GET "/standings?lang=en"
    grep -qF "does not count yet" "$BODY" || break
    sleep 0.1
done
check_http "the standings page counts the series" 200 --lacks "does not count yet" --has "Carla" -- GET "/standings?lang=en"
check_http "the second phone's list: resolved to 95 Augen" 200 --has '<span class="party">Carla alone, 95 Augen' \
    --lacks "The second entry differs" -- GET "/table/1/1?code=$C&copy=2&lang=en"
serve_stop
exit 0
