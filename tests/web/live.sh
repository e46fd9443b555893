#!/usr/bin/env bash
# engines: sqlite postgresql
# Live refresh that keeps the page (issue 36): in headless Chromium a
# person types into the desk's scan field, chooses "owed" for the fee,
# keeps the focus (and a selection) in the field, scrolls; games are
# recorded from the CLI and from another phone (the API) and players
# checked in meanwhile: after several refreshes the figures on /, /tables,
# /money, /cashier and /desk are the new ones, updated in place (the same
# nodes), and what was typed, chosen, focused and scrolled is as it was;
# a polite live region says briefly what changed.  The table's entry form
# keeps what is typed while another phone records a game, and after
# "Save" the confirmation has the focus (role=status).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
. "$(dirname "$0")/lib_browser.sh"
cd "$TMP"
DB=$(new_db live)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in Anna Bernd Carla Dieter Emil Frieda Gerd Hanna; do S player add "$p" >/dev/null; done
S tournament create Live --date 2026-10-03 --games3 12 >/dev/null
printf 'series,table,seat,player\n1,1,1,Carla\n1,1,2,Anna\n1,1,3,Bernd\n1,2,1,Frieda\n1,2,2,Dieter\n1,2,3,Emil\n' > seats.csv
S import seats seats.csv >/dev/null
S series codes 1 >/dev/null
S day set fee_ct=1000 >/dev/null
S prize add --ct 2000 >/dev/null
S checkin add Anna >/dev/null
KEY=$(S checkin desk | sed -n 's/.*: \(....-....\)$/\1/p')
C2=$(db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id WHERE x.table_no = 2")
[ -n "$KEY" ] && [ -n "$C2" ] && t_ok "the desk key and table 2's code" || t_fail "desk key and code" "$KEY $C2"

browser_start
serve_start "$DB" -t Live && t_ok "serve started" || t_fail "serve started" "$(cat "$TMP/serve.err")"

# yes NAME JS: JS evaluates to true
yes_js() {
    br eval "$2"
    [ "$ANS" = true ] && t_ok "$1" || t_fail "$1" "$ANS"
}
# until NAME MS JS: JS becomes true within MS ms
until_js() {
    br wait "$2" "$3"
    case "$ANS" in true*) t_ok "$1" ;; *) t_fail "$1" "$ANS" ;; esac
}
# games recorded from the CLI, one table after the other: a change each
GAMES=0
cli_game() {
    local t=$(( GAMES % 2 + 1 )) n=$(( GAMES / 2 + 1 ))
    S game add --series 1 --table $t --game $n --declarer $(( n % 3 + 1 )) clubs --with 2 --points 75 >/dev/null \
        || t_fail "game $n at table $t recorded"
    GAMES=$((GAMES + 1))
}
# the CLI's total of a player (the standings' JSON)
total_of() {
    S standings -t Live --format json | /usr/bin/python3 -c '
import json, sys
print([p["total"] for p in json.load(sys.stdin)["players"] if p["player"] == sys.argv[1]][0])' "$1"
}
# a cell of PLAYER's row in the page's first table (the name cell's Nth sibling)
cell() { printf 'Array.from(document.querySelectorAll("#live table tbody tr")).filter(function (r) { var n = r.querySelector(".name"); return n && n.textContent === "%s"; })[0].querySelector("%s").textContent.replace("\\u2212", "-")' "$1" "$2"; }

# ---- the desk: typing, a fee owed, the focus and a selection, scrolled ----
br open "$URL/desk?key=$KEY" 1000 420
[ "$ANS" = loaded ] && t_ok "the desk loads" || t_fail "the desk loads" "$ANS"
yes_js "the scan field has the focus at load" 'document.activeElement === document.getElementById("scan")'
# "owed" chosen while the field is still empty, then a refresh
br eval 'document.querySelector("input[name=fee][value=owed]").click(); document.getElementById("scan").focus(); true'
S checkin add Bernd >/dev/null
cli_game
until_js "the desk shows Bernd checked in" 5000 "document.querySelector('table.arrivals').textContent.indexOf('Bernd') >= 0"
yes_js "the fee chosen stays owed (the field empty)" 'document.querySelector("input[name=fee][value=owed]").checked && document.activeElement === document.getElementById("scan")'
br eval 'var s = document.getElementById("scan"); s.value = "K7QM-3X"; s.dispatchEvent(new Event("input", {bubbles: true})); document.querySelector("input[name=fee][value=owed]").click(); s.focus(); s.setSelectionRange(2, 5); window.scrollTo(0, 60); window.__table = document.querySelector("table.arrivals"); [document.activeElement.id, window.scrollY]'
[ "$ANS" = '["scan", 60]' ] && t_ok "typed, owed chosen, focus in the field, scrolled" || t_fail "the desk prepared" "$ANS"
for p in Carla Dieter Frieda; do
    S checkin add "$p" >/dev/null
    cli_game
    until_js "the desk shows $p checked in" 5000 "document.querySelector('table.arrivals').textContent.indexOf('$p') >= 0"
done
until_js "the desk's count of arrivals is 5" 3000 'document.querySelector("h3 .cnt").textContent === "(5)"'
yes_js "the desk's arrivals table was updated in place" 'document.querySelector("table.arrivals") === window.__table'
yes_js "the typed scan is intact" 'document.getElementById("scan").value === "K7QM-3X"'
yes_js "the fee is still owed" 'document.querySelector("input[name=fee][value=owed]").checked && !document.querySelector("input[name=fee][value=paid]").checked'
yes_js "the changed fields are marked" 'document.getElementById("scan").hasAttribute("data-edited") && document.querySelector("input[name=fee][value=paid]").hasAttribute("data-edited")'
yes_js "the focus is still in the scan field" 'document.activeElement === document.getElementById("scan")'
br eval 'var s = document.getElementById("scan"); [s.selectionStart, s.selectionEnd]'
[ "$ANS" = '[2, 5]' ] && t_ok "its selection is intact" || t_fail "its selection is intact" "$ANS"
br eval 'window.scrollY'
[ "$ANS" = 60 ] && t_ok "the desk's scroll position is intact" || t_fail "the desk's scroll position" "$ANS"
until_js "the desk's change is announced politely" 3000 'var a = document.getElementById("announce"); a && a.getAttribute("aria-live") === "polite" && a.textContent === "Desk updated"'
# the desk checks in with what was chosen: the fee is owed
br eval 'var s = document.getElementById("scan"); s.value = "Emil"; document.querySelector("form.scan input[name=action]").value = "name"; s.name = "name"; document.querySelector("form.scan").submit(); true'
br wait 5000 'document.readyState === "complete" && !!document.getElementById("deskmsg")'
got=$(S cashier --format json | /usr/bin/python3 -c '
import json, sys
print([p.get("fee") or p.get("state") for p in json.load(sys.stdin)["players"] if p["player"] == "Emil"])')
case "$got" in *owed*) t_ok "Emil checked in with the fee owed ($got)" ;; *) t_fail "Emil's fee is owed" "$got" ;; esac
# the answer and the seat drawn stay on the desk through the next refresh
br eval 'document.getElementById("deskmsg").textContent'
msg=$ANS
cli_game
until_js "a refresh after the check-in" 5000 'document.getElementById("announce").textContent === "Desk updated"'
br eval 'document.getElementById("deskmsg").textContent'
[ "$ANS" = "$msg" ] && case "$msg" in *Emil*) true ;; *) false ;; esac && t_ok "the check-in's answer stays to be read"     || t_fail "the check-in's answer stays" "$msg" "$ANS"
yes_js "and the seat drawn" '!!document.querySelector(".seatbig")'

# ---- the standings: a total updates in place, the scroll stays ----
br open "$URL/" 360 300
br eval 'window.scrollTo(0, 120); window.__row = document.querySelector("table.stand tbody tr"); window.scrollY'
[ "$ANS" = 120 ] && t_ok "the standings scrolled" || t_fail "the standings scrolled" "$ANS"
for i in 1 2 3; do
    cli_game
    want=$(total_of Anna)
    until_js "Anna's total on / is the CLI's ($want) after game $GAMES" 5000 "$(cell Anna .tot) === '$want'"
done
yes_js "the standings rows were updated in place" 'document.querySelector("table.stand tbody tr") === window.__row'
br eval 'window.scrollY'
[ "$ANS" = 120 ] && t_ok "the standings' scroll position is intact" || t_fail "the standings' scroll position" "$ANS"
until_js "the standings' change is announced" 3000 'document.getElementById("announce").textContent === "Standings updated"'
br eval 'document.getElementById("announce").parentNode === document.body && !document.getElementById("live").contains(document.getElementById("announce"))'
[ "$ANS" = true ] && t_ok "the live region is outside the refreshed content" || t_fail "the live region's place" "$ANS"

# ---- the tables: the focus on a table's link stays ----
br open "$URL/tables?lang=de" 360 200
br eval 'var a = document.querySelectorAll("ul.tables a")[1]; a.focus(); window.scrollTo(0, 40); [document.activeElement === a, window.scrollY]'
[ "$ANS" = '[true, 40]' ] && t_ok "a table's link has the focus" || t_fail "a table's link has the focus" "$ANS"
for i in 1 2; do
    cli_game
    n=$(db_sql "$DB" "SELECT COUNT(*) FROM games g JOIN tables x ON x.id = g.table_id WHERE x.table_no = 2")
    until_js "table 2's count on /tables is $n" 5000 "document.querySelectorAll('ul.tables .cnt')[1].textContent === '$n/12'"
done
yes_js "the focus is still on table 2's link" 'document.activeElement === document.querySelectorAll("ul.tables a")[1]'
br eval 'window.scrollY'
[ "$ANS" = 40 ] && t_ok "the tables' scroll position is intact" || t_fail "the tables' scroll position" "$ANS"
until_js "announced in German" 3000 'document.getElementById("announce").textContent === "Tische aktualisiert"'

# ---- the money page and the cash desk: the figures follow ----
money_of() {
    S money -t Live --format json | /usr/bin/python3 -c '
import json, sys
ct = [p["balance_ct"] for p in json.load(sys.stdin)["players"] if p["player"] == sys.argv[1]][0]
print("%s%d.%02d" % ("-" if ct < 0 else "", abs(ct) // 100, abs(ct) % 100))' "$1"
}
br open "$URL/money" 360 300
br eval 'window.scrollTo(0, 50); window.scrollY'
before=$(money_of Carla)
cli_game; cli_game
after=$(money_of Carla)
[ "$before" != "$after" ] && t_ok "the games changed Carla's balance" || t_fail "Carla's balance changed" "$before"
until_js "Carla's balance on /money is the CLI's ($after)" 5000 "$(cell Carla .tot) === '$after'"
br eval 'window.scrollY'
[ "$ANS" = 50 ] && t_ok "the money page's scroll position is intact" || t_fail "the money page's scroll" "$ANS"
br open "$URL/cashier?key=$KEY&lang=de" 360 300
br eval 'window.__cash = document.querySelector("table.cash"); window.scrollTo(0, 70); window.scrollY'
cli_game; cli_game
want=$(money_of Carla | tr . ,)
until_js "Carla's balance on /cashier is the CLI's ($want)" 5000 "$(cell Carla 'td:nth-child(7)') === '$want'"
yes_js "the cash desk's table was updated in place" 'document.querySelector("table.cash") === window.__cash'
br eval 'window.scrollY'
[ "$ANS" = 70 ] && t_ok "the cash desk's scroll position is intact" || t_fail "the cash desk's scroll" "$ANS"
until_js "the cash desk's change is announced" 3000 'document.getElementById("announce").textContent === "Kasse aktualisiert"'

# ---- a table's entry form while another phone records ----
n=$(db_sql "$DB" "SELECT COUNT(*) FROM games g JOIN tables x ON x.id = g.table_id WHERE x.table_no = 2")
br open "$URL/table/1/2?code=$C2" 360 640
br eval 'var f = document.querySelector("form.entry"); f.querySelector("input[name=declarer][value=\"3\"]").click(); f.contract.value = "grand"; f.contract.dispatchEvent(new Event("change", {bubbles: true})); f.matadors.value = "1"; f.matadors.dispatchEvent(new Event("change", {bubbles: true})); f.points.value = "61"; f.points.dispatchEvent(new Event("input", {bubbles: true})); f.points.focus(); document.activeElement === f.points'
[ "$ANS" = true ] && t_ok "a game typed on table 2's form, the focus in points" || t_fail "the form typed" "$ANS"
br wait 3000 'document.getElementById("preview").textContent.indexOf("grand") >= 0'
case "$ANS" in true*) t_ok "its preview" ;;
    *) br eval 'document.getElementById("preview").textContent'; t_fail "its preview" "$ANS" ;; esac
http POST "/api/table/1/2/game" --data "code=$C2&action=add&declarer=1&contract=hearts&matadors=1&points=70"
[ "$CODE" = 200 ] && t_ok "another phone records game $((n + 1)) (the API)" || t_fail "the other phone's game" "$CODE $(head -c 200 "$BODY")"
until_js "the sheet shows $((n + 1)) games" 5000 "document.querySelector('h2 .cnt').textContent === '$((n + 1))/12'"
yes_js "the game number follows (not edited)" "document.querySelector('form.entry').game.value === '$((n + 2))'"
yes_js "what was typed is intact" 'var f = document.querySelector("form.entry"); f.querySelector("input[name=declarer][value=\"3\"]").checked && f.contract.value === "grand" && f.matadors.value === "1" && f.points.value === "61"'
yes_js "the focus is still in points" 'document.activeElement === document.querySelector("form.entry").points'
yes_js "the preview is kept" 'document.getElementById("preview").textContent.indexOf("grand") >= 0'
br eval 'document.querySelector("form.entry").requestSubmit(); true'
until_js "saved: the page comes back with done=add-$((n + 2))" 5000 "location.search.indexOf('done=add-$((n + 2))') >= 0 && document.readyState === 'complete'"
until_js "the focus is on the confirmation, read out as a status" 3000 "var m = document.activeElement; m && m.getAttribute('role') === 'status' && m.textContent.indexOf('game $((n + 2))') >= 0"
browser_stop
serve_stop
