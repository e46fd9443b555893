#!/usr/bin/env bash
# The beamer (issues 29, 36) in headless Chromium at 1920x1080: fields of 9,
# 40, 60, 90 and 200 players.  Up to 60 on one page (two columns side by
# side, each a table with its heading), the type at least 18 px (1.125rem)
# and the whole field in larger type while it fits (9: one page, large);
# beyond that pages of equal size (90: 2 pages of 45, no page mostly
# empty), every shown row whole above the page number, every column inside
# the screen; the page shown follows a steady clock (every 10 s), not the
# last live update.  The browser's larger type (the root's font size, as a
# zoom or a reader's setting) is followed: larger rows, more pages.  The
# columns: rank, name, club, won, lost, points and the Seeger-Fabian total;
# under house rules the list's own.  Screenshots: build/screens/beamer-N.png
# and beamer-house-de.png (look at them).
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
. "$(dirname "$0")/lib_browser.sh"
cd "$TMP" || exit 1
browser_start

# the beamer as numbers: [rows, pages, rows a page, rows shown, smallest type
# px, smallest row px, every shown row above the page number, every table
# inside the screen, first rank shown, the page number's text, the headings,
# columns]
STATE_JS='(function () {
  var rows = Array.from(document.querySelectorAll("table.big tbody tr"));
  var shown = rows.filter(function (r) { return !r.classList.contains("hide"); });
  var pg = document.querySelector(".page"), ts = Array.from(document.querySelectorAll("table.big"));
  var limit = pg.textContent.trim() ? pg.getBoundingClientRect().top : window.innerHeight;
  var last = Math.max.apply(null, shown.map(function (r) { return r.getBoundingClientRect().bottom; }));
  var minh = Math.min.apply(null, shown.map(function (r) { return r.getBoundingClientRect().height; }));
  var font = Math.min.apply(null, ts.map(function (t) { return parseFloat(getComputedStyle(t).fontSize); }));
  shown.sort(function (x, y) { return x.dataset.i - y.dataset.i; });
  return JSON.stringify([rows.length, +document.body.dataset.pages, +document.body.dataset.per, shown.length,
    Math.floor(font), Math.round(minh), last <= limit,
    ts.every(function (t) { return t.getBoundingClientRect().right <= document.documentElement.clientWidth; }),
    shown[0].querySelector("td.rk").textContent, pg.textContent,
    Array.from(ts[0].querySelectorAll("thead th")).map(function (h) { return h.textContent; }).join("|"), ts.length]);
})()'
STATE_JS=$(printf '%s' "$STATE_JS" | tr '\n' ' ')   # browser.py reads one line a command
state() {
    br eval "$STATE_JS"
    st=$(printf '%s' "$ANS" | /usr/bin/python3 -c 'import json,sys; print(json.loads(json.load(sys.stdin)))' 2>/dev/null)
    IFS=';' read -r nrows pages per shown font minh fits inside first text heads cols < <(printf '%s' "$ANS" |
        /usr/bin/python3 -c 'import json,sys; a=json.loads(json.load(sys.stdin)); print(";".join(str(x) for x in a))' 2>/dev/null)
}
# at: the page the clock shows at turn K (Date.now mocked), as "first rank|page text"
at_turn() {
    br eval "Date.now = function () { return $1 * 10000 + 5; }; window.dispatchEvent(new Event('resize')); Array.from(document.querySelectorAll('table.big tbody tr:not(.hide)')).sort(function (x, y) { return x.dataset.i - y.dataset.i; })[0].querySelector('td.rk').textContent + '|' + document.querySelector('.page').textContent"
}

for n in 9 40 60 90 200; do
    DB=$(new_db "b$n")
    "$SK" --db "$DB" demo --players "$n" --series 2 >/dev/null || t_fail "demo of $n players"
    serve_start "$DB" || t_fail "serve ($n players)" "$(cat "$TMP/serve.err")"
    shot "beamer-$n.png" 1920 1080 /beamer
    # (the first page: which page shows turns with the clock, and the last
    # one of 200 holds fewer rows)
    br eval "Date.now = function () { return 5; }; window.dispatchEvent(new Event('resize')); true"
    state
    [ "$heads" = "Rank|Player|Club|Won|Lost|Points|Total" ] && t_ok "$n players: rank, name, club, won, lost, points, Seeger total" ||
        t_fail "$n players: the columns" "$st"
    [ "$fits" = True ] && [ "$inside" = True ] && t_ok "$n players: every row shown whole, every column inside the screen" ||
        t_fail "$n players: rows whole, columns inside" "$st"
    [ "${font:-0}" -ge 18 ] && [ "${minh:-0}" -ge 24 ] && t_ok "$n players: legible (type ${font} px, rows ${minh} px, $cols columns)" ||
        t_fail "$n players: type at least 18 px, rows at least 24 px" "$st"
    if [ "$n" -le 60 ]; then
        [ "$nrows" = "$n" ] && [ "$pages" = 1 ] && [ "$shown" = "$n" ] &&
            t_ok "$n players: one page, all $n shown" || t_fail "$n players: one page" "$st"
        [ "$n" = 9 ] && { [ "$font" -ge 30 ] && [ "$cols" = 1 ] && t_ok "9 players: one column in large type ($font px)" ||
            t_fail "9 players: large type" "$st"; }
    else
        # balanced: pages of ceil(n / pages) rows, the last one at least half full
        lastp=$(( n - (pages - 1) * per ))
        [ "$nrows" = "$n" ] && [ "$pages" -gt 1 ] && [ "$per" = $(( (n + pages - 1) / pages )) ] &&
            [ $(( lastp * 2 )) -ge "$per" ] && [ "$pages" -le $(( (n + 59) / 60 )) ] && [ "$shown" = "$per" ] &&
            t_ok "$n players: $pages pages of $per rows (last page $lastp)" ||
            t_fail "$n players: balanced pages of up to 60 rows" "$st"
        [ "$n" = 90 ] && { [ "$pages" = 2 ] && t_ok "90 players: 2 pages of 45" || t_fail "90 players: 2 pages" "$st"; }
        # the page follows the clock: turn 3 shows page 3 % pages + 1, however often
        # the page is redrawn (a live update), and the next turn the next page
        k=$(( 3 % pages ))
        at_turn 3; a1=$ANS; at_turn 3; a2=$ANS; at_turn 4; a3=$ANS
        [ "$a1" = "\"$((k * per + 1)).|page $((k + 1))/$pages\"" ] && [ "$a1" = "$a2" ] &&
            [ "$a3" = "\"$(( ((k + 1) % pages) * per + 1 )).|page $(( (k + 1) % pages + 1 ))/$pages\"" ] &&
            t_ok "$n players: the page turns on a steady clock ($a1, redrawn $a2, next $a3)" ||
            t_fail "$n players: the page turns on a steady clock" "$a1 / $a2 / $a3"
    fi
    if [ "$n" = 60 ]; then   # the browser's type twice as large: followed, in more pages
        br eval "document.documentElement.style.fontSize = '32px'; window.dispatchEvent(new Event('resize')); true"
        state
        [ "${font:-0}" -ge 36 ] && [ "$pages" -gt 1 ] && [ "$fits" = True ] && [ "$inside" = True ] &&
            t_ok "60 players, type at 200 %: $font px, $pages pages" || t_fail "60 players at 200 %" "$st"
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
