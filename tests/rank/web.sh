#!/usr/bin/env bash
# The ranking and a player's history on `serve` (docs/rankings.md "On the
# web"): /ranking/NAME for the phone and the beamer, /player/ID, both from
# the page cache as the standings are (asked again with nothing changed:
# not one statement of the ranking's, SKATSHEET_SQL_TRACE counting the
# results' loads, which read seat_subs, and the definition's reads; a new
# game shows after the next change of the data, and is cached again); a
# player without consent by initials and without a club; unknown names
# and ids 404.  A screenshot of each at 390 px (build/screens/rank-*.png)
# and nothing sticking out.  Figures: lib_rank.sh's five club evenings.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_rank.sh"
TDIR=$(cd "$(dirname "$0")/../web" && pwd)
. "$TDIR/lib_web.sh"
. "$TDIR/lib_browser.sh"
DB=$(new_db w)
export SKATSHEET_DB=$DB
"$SK" init >/dev/null
five_evenings
# consent: Anna and Bernd agreed, Carla and Dieter not (initials)
printf 'member,name,club,publish\n101,Anna,SC Kreuz Bube,yes\n102,Bernd,,yes\n103,Carla,SC Grand Hand,no\n104,Dieter,,no\n' \
    > "$TMP/m.csv"
"$SK" player members "$TMP/m.csv" >/dev/null
"$SK" ranking define Jahresliste method=best count=3 >/dev/null
"$SK" ranking define Paare group=tandem >/dev/null
id_of() { db_sql "$DB" "SELECT id FROM players WHERE name = '$1'"; }

TR=$TMP/sql.trace
: >"$TR"
export SKATSHEET_SQL_TRACE=$TR
serve_start "$DB" || t_fail "serve"
unset SKATSHEET_SQL_TRACE
loads() { grep -c 'seat_subs' "$TR"; }
defs() { grep -c 'FROM rankings WHERE name' "$TR"; }
# cached NAME L D: no load and no definition read since L and D
cached() {
    [ "$(loads)" = "$2" ] && [ "$(defs)" = "$3" ] && t_ok "$1" ||
        t_fail "$1" "$(($(loads) - $2)) loads and $(($(defs) - $3)) definition reads more"
}
# best 3 series (define.sh): Dieter 412, Anna 344, Bernd 342, Carla 312
check_http "ranking page" 200 --has "<h1>Jahresliste</h1>" \
    --has "events: 5, series held: 5" \
    --has "<td class=\"rk\">1.</td><td class=\"name\"><a href=\"/player/$(id_of Dieter)?lang=en\">D.</a>" \
    --has ">Anna</a></td><td class=\"wide club\">SC Kreuz Bube</td>" \
    --has "<td class=\"num tot\">344</td>" \
    --has ">C.</a></td><td class=\"wide club\"></td>" \
    --lacks "Carla" --lacks "Dieter" --lacks "SC Grand Hand" -- GET "/ranking/Jahresliste?lang=en"
L1=$(loads) D1=$(defs)
[ "$L1" -ge 1 ] && [ "$D1" -ge 1 ] && t_ok "the first ask computes the ranking (the trace sees it)" ||
    t_fail "the first ask computes the ranking (the trace sees it)" "loads $L1, definitions read $D1"
for i in 1 2 3; do
    check_http "ranking page again ($i)" 200 --has "<td class=\"num tot\">344</td>" \
        -- GET "/ranking/Jahresliste?lang=en"
done
cached "asked again: from the page cache, no statement" "$L1" "$D1"
check_http "ranking page in German" 200 --has "Turniere: 5, gespielte Serien: 5" \
    --has "<th class=\"num\">Wertung</th>" -- GET "/ranking/Jahresliste?lang=de"
check_http "ranking on the beamer" 200 --has '<body class="beamer"' --has 'table class="stand big"' \
    --has "<td class=\"num tot\">412</td>" -- GET "/ranking/Jahresliste?view=beamer&lang=en"
check_http "unknown ranking" 404 --has "ranking &#39;Nope&#39; is not defined" \
    -- GET "/ranking/Nope?lang=en"
# Anna's history: E1 172 (place 1 of 4), E2 72 (3 of 4), ...
check_http "player page" 200 --has "<h1>Anna</h1>" \
    --has "<td class=\"name\">Clubabend 1</td><td class=\"num\">1/4</td><td class=\"num tot\">172</td>" \
    --has "<td class=\"name\">Clubabend 3</td><td class=\"num\">3/3</td>" \
    -- GET "/player/$(id_of Anna)?lang=en"
L2=$(loads)
check_http "player page again" 200 --has "<h1>Anna</h1>" -- GET "/player/$(id_of Anna)?lang=en"
cached "player page asked again: from the page cache" "$L2" "$(defs)"
check_http "player without consent" 200 --has "<h1>C.</h1>" --lacks "Carla" \
    -- GET "/player/$(id_of Carla)?lang=en"
"$SK" team add Paar Anna Dieter -t "Clubabend 1" >/dev/null
check_http "a tandem with one without consent: initials" 200 --has ">A. + D.</td>" --lacks "Anna" \
    -- GET "/ranking/Paare?lang=en"
check_http "unknown player" 404 --has "player id 999 does not exist" -- GET "/player/999?lang=en"
check_http "not an id" 404 -- GET "/player/x1?lang=en"
# the page cache: a new evening shows once the data changed
evening 6 2027-06-04
win "Clubabend 6" 1 Bernd grand $W
# Bernd's best 3: 196 + 98 + 74 = 368 (the watcher sees the change within a
# moment: asked until it shows, at most 5 s)
for i in $(seq 1 50); do
    http GET "/ranking/Jahresliste?lang=en"; grep -qF "events: 6," "$BODY" && break; sleep 0.1
done
check_http "a change shows" 200 --has "<td class=\"num tot\">368</td>" \
    --has "events: 6, series held: 6" -- GET "/ranking/Jahresliste?lang=en"
# the watcher notes each of the writes above when it sees it: once it has
# seen the last (a second; then one ask renders the page of the last), the
# page is the cache's again
sleep 1
http GET "/ranking/Jahresliste?lang=en"
L3=$(loads) D3=$(defs)
check_http "the changed page again" 200 --has "<td class=\"num tot\">368</td>" \
    -- GET "/ranking/Jahresliste?lang=en"
cached "the changed page asked again: from the page cache" "$L3" "$D3"

OVER_JS='(function () { var vw = document.documentElement.clientWidth, bad = [];
  if (document.documentElement.scrollWidth > vw) bad.push(["document", document.documentElement.scrollWidth, vw]);
  document.querySelectorAll("body *").forEach(function (e) { var cs = getComputedStyle(e);
    if (cs.display === "none" || cs.visibility === "hidden") return;
    var r = e.getBoundingClientRect(); if (!r.width || !r.height) return;
    if (r.right > vw + 1 || r.left < -1) bad.push([e.tagName, Math.round(r.left), Math.round(r.right)]); });
  return JSON.stringify(bad); })()'
OVER_JS=$(printf '%s' "$OVER_JS" | tr '\n' ' ')
browser_start
for p in "ranking-de /ranking/Jahresliste?lang=de" "ranking-beamer /ranking/Jahresliste?view=beamer&lang=de" \
         "player-de /player/$(id_of Anna)?lang=de"; do
    set -- $p
    shot "rank-$1.png" 390 844 "$2"
    br eval "$OVER_JS"
    [ "$ANS" = '"[]"' ] && t_ok "$1 at 390 px: nothing sticking out" ||
        t_fail "$1 at 390 px: nothing sticking out" "$ANS"
done
browser_stop
serve_stop
