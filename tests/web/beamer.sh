#!/usr/bin/env bash
# The beamer (issue 29) in headless Chromium at 1920x1080: fields of 9, 60
# and 200 players.  At least 30 rows fit on the screen (a row at least 1/36
# of its height, the type at least 20 px); the whole field on one page in
# larger type while it fits (9: one page, never 8 of 9); else pages of as
# many whole rows as fit, above the page number, every column inside the
# screen; the page shown follows a steady clock (every 10 s), not the last
# live update.  The columns: rank, name, club, won, lost, points and the
# Seeger-Fabian total; under house rules the list's own.  Screenshots:
# build/screens/beamer-9.png, -60, -200, -house-de (look at them).
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
. "$(dirname "$0")/lib_browser.sh"
cd "$TMP" || exit 1
browser_start

# the beamer as numbers: [rows, pages, rows a page, rows shown, font px, smallest row
# px, last shown row above the page number, table inside the screen, first
# rank shown, the page number's text, the headings]
STATE_JS='(function () {
  var rows = Array.from(document.querySelectorAll("table.big tbody tr"));
  var shown = rows.filter(function (r) { return !r.classList.contains("hide"); });
  var pg = document.querySelector(".page"), t = document.querySelector("table.big");
  var last = shown[shown.length - 1].getBoundingClientRect().bottom;
  var minh = Math.min.apply(null, shown.map(function (r) { return r.getBoundingClientRect().height; }));
  return JSON.stringify([rows.length, +document.body.dataset.pages, +document.body.dataset.per, shown.length,
    Math.round(parseFloat(getComputedStyle(t).fontSize)), Math.round(minh),
    last <= (pg.textContent.trim() ? pg.getBoundingClientRect().top : window.innerHeight),
    t.getBoundingClientRect().right <= document.documentElement.clientWidth,
    shown[0].querySelector("td.rk").textContent, pg.textContent,
    Array.from(t.querySelectorAll("thead th")).map(function (h) { return h.textContent; }).join("|")]);
})()'
STATE_JS=$(printf '%s' "$STATE_JS" | tr '\n' ' ')   # browser.py reads one line a command
# at: the page the clock shows at turn K (Date.now mocked), as "first rank|page text"
at_turn() {
    br eval "Date.now = function () { return $1 * 10000 + 5; }; window.dispatchEvent(new Event('resize')); document.querySelector('table.big tbody tr:not(.hide) td.rk').textContent + '|' + document.querySelector('.page').textContent"
}

for n in 9 60 200; do
    DB=$(new_db "b$n")
    "$SK" --db "$DB" demo --players "$n" --series 2 >/dev/null || t_fail "demo of $n players"
    serve_start "$DB" || t_fail "serve ($n players)" "$(cat "$TMP/serve.err")"
    shot "beamer-$n.png" 1920 1080 /beamer
    br eval "$STATE_JS"
    st=$(printf '%s' "$ANS" | /usr/bin/python3 -c 'import json,sys; print(json.loads(json.load(sys.stdin)))' 2>/dev/null)
    IFS=';' read -r nrows pages per shown font minh fits inside first text heads < <(printf '%s' "$ANS" |
        /usr/bin/python3 -c 'import json,sys; a=json.loads(json.load(sys.stdin)); print(";".join(str(x) for x in a))' 2>/dev/null)
    [ "$heads" = "Rank|Player|Club|Won|Lost|Points|Total" ] && t_ok "$n players: rank, name, club, won, lost, points, Seeger total" ||
        t_fail "$n players: the columns" "$st"
    [ "$fits" = True ] && [ "$inside" = True ] && t_ok "$n players: every row shown whole, every column inside the screen" ||
        t_fail "$n players: rows whole, columns inside" "$st"
    [ "${font:-0}" -ge 20 ] && [ "${minh:-0}" -ge 30 ] && t_ok "$n players: legible (type ${font} px, rows ${minh} px)" ||
        t_fail "$n players: type at least 20 px, rows at least 30 px" "$st"
    if [ "$n" = 9 ]; then
        [ "$nrows" = 9 ] && [ "$pages" = 1 ] && [ "$shown" = 9 ] && [ "$font" -ge 30 ] &&
            t_ok "9 players: one page, all 9 in large type" || t_fail "9 players: one page, all 9" "$st"
    else
        want=$(( (nrows + per - 1) / per ))
        [ "$nrows" = "$n" ] && [ "$per" -ge 30 ] && [ "$pages" = "$want" ] &&
            t_ok "$n players: $pages pages of $per rows (at least 30 on the screen)" ||
            t_fail "$n players: pages of at least 30 rows" "$st"
        # the page follows the clock: turn 3 shows page 3 % pages + 1, however often
        # the page is redrawn (a live update), and the next turn the next page
        k=$(( 3 % pages ))
        at_turn 3; a1=$ANS; at_turn 3; a2=$ANS; at_turn 4; a3=$ANS
        [ "$a1" = "\"$((k * per + 1)).|page $((k + 1))/$pages\"" ] && [ "$a1" = "$a2" ] &&
            [ "$a3" = "\"$(( ((k + 1) % pages) * per + 1 )).|page $(( (k + 1) % pages + 1 ))/$pages\"" ] &&
            t_ok "$n players: the page turns on a steady clock ($a1, redrawn $a2, next $a3)" ||
            t_fail "$n players: the page turns on a steady clock" "$a1 / $a2 / $a3"
    fi
    serve_stop
done

# house rules: the list's own columns, in German
DB=$(new_db h)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in Anna Bernd Carla; do S player add "$p" >/dev/null; done
S tournament create Kneipe --rules pub >/dev/null
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bernd\n1,1,3,Carla\n' > seats.csv
S import seats seats.csv >/dev/null
S game add --series 1 --table 1 --declarer 1 grand --hand --with 1 --points 75 >/dev/null
serve_start "$DB" --lang de || t_fail "serve (house rules)"
shot beamer-house-de.png 1920 1080 /beamer
br eval "$STATE_JS"
case "$ANS" in *'Platz|Spieler|Lachse|Seeger|Gew.|Verl.|Runde'*) t_ok "house rules: the beamer shows Lachse, Seeger, won, lost and the round" ;;
    *) t_fail "house rules: the beamer's columns" "$ANS" ;; esac
browser_stop
serve_stop
exit 0
