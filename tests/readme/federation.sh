#!/usr/bin/env bash
# engines: sqlite postgresql
# The README's walkthrough "A league across venues", run exactly as written
# (the lines between <!-- walkthrough --> and <!-- /walkthrough -->, with a
# free port for 8080; on PostgreSQL the hub's database is a database on the
# cluster instead of hub.db, the venues stay SQLite files as at a venue): a
# hub, two venues offline on their own databases, pushes, a correction reviewed,
# a captain's confirmation and the leader's, the release.  Then the
# published table, feed and calendar are opened in headless Chromium.
. "$(dirname "$0")/../lib.sh"
cd "$TMP" || exit 1
README=$TDIR/../../README.md
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
{
    echo 'set -eu'
    echo "skatsheet() { \"$SK\" \"\$@\"; }"
    # the README's `$H serve ... &` is a job running the function skatsheet:
    # its server is a child of the job's shell, stopped with it
    echo 'trap "for j in \$(jobs -p); do pkill -P \$j; kill \$j; done 2>/dev/null; wait" EXIT'
    sed -n '/^<!-- walkthrough -->$/,/^<!-- \/walkthrough -->$/p' "$README" | sed '1d;$d' |
        sed 's/^    //' | sed "s/8080/$PORT/g"
    echo 'echo "leader code: $LC"'   # what the reader types into /fed
} > walk.sh
HUBDB=$(new_db hub)
if is_pg_uri "$HUBDB"; then
    sed -i "s|--db hub.db|--db $HUBDB|" walk.sh
fi
[ "$(grep -c . walk.sh)" -gt 18 ] && t_ok "the walkthrough is in the README ($(grep -c . walk.sh) lines)" ||
    t_fail "the walkthrough is in the README" "$(cat walk.sh)"
check "the walkthrough runs" 0 --out "pulled match day 1 of 'Liga'" \
    --out "the hub has everything up to change 2 (applied 2" \
    --out "change 3: review #1: the hub has another version from an earlier report" \
    --out "review #1 accepted" --out "match day 1: 2 venue groups released" -- bash walk.sh
[ "$RC" = 0 ] || { t_fail "walkthrough output" "$OUT" "$ERR"; exit 0; }
LC=$(sed -n 's/^leader code: //p' <<<"$OUT")
HS() { "$SK" --db "$HUBDB" "$@"; }
check "the log of match day 1" 0 --out "reported  by venue Krone" --out "reported  by venue Ass" \
    --out "confirmed  by official at the hub" \
    --out "released  by official at the hub" --out ": released incomplete: walkthrough: 1 of 108 games" \
    -- HS league result log 1
check "the hub's games: both venues, each game once, the correction" 0 --out "grand with 1, game 2 = 2 × 24 = 48, lost" -- \
    HS game list -t "Liga matchday 1 venue 2" --series 1
n=$(HS game list -t "Liga matchday 1 venue 1" --series 1 | grep -c 'dealer')
[ "$n" = 1 ] && t_ok "venue 1's game once at the hub" || t_fail "venue 1 games" "$n"
n=$(HS game list -t "Liga matchday 1 venue 2" --series 1 | grep -c 'dealer')
[ "$n" = 1 ] && t_ok "venue 2's game once at the hub, corrected in place" || t_fail "venue 2 games" "$n"
for f in table.html table.csv table.json matchday-1.html fixtures.ics feed.atom index.html; do
    [ -s "public/$f" ] || t_fail "public/$f written" "missing"
done
python3 -c 'import json; t=json.load(open("public/table.json")); assert t["counting"] == "released" and all(r["matchdays"] == 1 for r in t["teams"]), t' &&
    t_ok "the published table counts the released match day for all six teams" || t_fail "table.json" "$(head -c 300 public/table.json)"
# released after 1 of 108 games: every public file says so
n=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "incomplete_matchdays") c = i } NR > 1 && $c == "1"' public/table.csv | wc -l)
[ "$n" = 6 ] && t_ok "table.csv marks match day 1 incomplete for all six teams" || t_fail "table.csv incomplete" "$(cat public/table.csv)"
n=$(grep -c ',walkthrough: 1 of 108 games,0$' public/matchday-1.csv)
[ "$n" = 6 ] && t_ok "matchday-1.csv gives the reason for each team's row" || t_fail "matchday-1.csv" "$(cat public/matchday-1.csv)"
grep -q "venue group 1 released incomplete</title>" public/feed.atom && grep -q "released incomplete: walkthrough" public/feed.atom &&
    t_ok "the feed marks the entries incomplete" || t_fail "feed incomplete" "$(head -c 600 public/feed.atom)"
grep -q "(released incomplete: walkthrough: 1 of 108 games)" public/matchday-1.html &&
    t_ok "the match-day page marks both groups" || t_fail "match-day page" "$(grep -o 'Venue group.*' public/matchday-1.html | head -3)"
n=$(grep -l "(released incomplete)" public/player-*.html | wc -l)
[ "$n" -ge 6 ] && t_ok "the players' pages mark the series ($n players)" || t_fail "player pages" "$n"
# nothing private: no login, no device, no code's number, no UTC
if grep -l -e "(user " -e "device " -e "code #" -e " UTC" public/* >/dev/null; then
    t_fail "nothing private in public/" "$(grep -h -o -e '(user [^)]*)' -e 'device [^)]*' -e 'code #[0-9]*' -e '[0-9:]* UTC' public/* | sort -u | head)"
else
    t_ok "no login, device, code or UTC in the public files"
fi

# ---- the published files in a browser
if ! command -v chromium >/dev/null; then
    t_fail "chromium is installed" "run scripts/install-deps (Debian package chromium)"
    exit 0
fi
WPORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$WPORT" --bind 127.0.0.1 --directory public >/dev/null 2>&1 &
web=$!
export HOME=$TMP
coproc BR { /usr/bin/python3 "$TDIR/../web/browser.py" "$TMP/chrome" 2>"$TMP/browser.err"; }
brpid=$BR_PID
br() {
    printf '%s\n' "$*" >&"${BR[1]}"
    ANS=""
    IFS= read -r -t 60 ANS <&"${BR[0]}" || ANS="(no answer: $(tail -3 "$TMP/browser.err"))"
}
for i in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$WPORT/" && break; sleep 0.1; done
br open "http://127.0.0.1:$WPORT/table.html" 390 800
[ "$ANS" = loaded ] && t_ok "the published table opens in Chromium" || t_fail "table opens" "$ANS"
br eval 'document.querySelectorAll("table tr").length'
[ "$ANS" = 7 ] && t_ok "the table shows six teams" || t_fail "six teams" "$ANS"
br eval 'document.body.innerText.indexOf("Unconfirmed (not counted yet)") < 0 && document.querySelector("h1").textContent'
[ "$ANS" = '"Liga: table"' ] && t_ok "the table's title, nothing unconfirmed" || t_fail "title" "$ANS"
SHOTS=$(dirname "$SK")/screens
mkdir -p "$SHOTS"
br shot "$SHOTS/published-table-390.png"
br eval 'fetch("fixtures.ics").then(function (r) { return r.text(); }).then(function (t) { window.ics = t; }); 1'
br wait 5000 'window.ics !== undefined && window.ics.indexOf("BEGIN:VCALENDAR") === 0 && window.ics.split("BEGIN:VEVENT").length === 3'
case "$ANS" in true*) t_ok "the calendar loads in the browser: two fixtures" ;; *) t_fail "calendar" "$ANS" ;; esac
br open "http://127.0.0.1:$WPORT/feed.atom" 1280 800
[ "$ANS" = loaded ] && t_ok "the feed opens in Chromium" || t_fail "feed opens" "$ANS"
# Chromium shows a feed as text; the browser's XML parser reads it
br eval 'var x = new DOMParser().parseFromString(document.body.innerText, "application/xml"); x.getElementsByTagName("parsererror").length === 0 && x.documentElement.namespaceURI + " " + x.getElementsByTagName("entry").length'
[ "$ANS" = '"http://www.w3.org/2005/Atom 2"' ] && t_ok "the feed (Atom, well-formed) has the two released venue groups" ||
    t_fail "feed entries" "$ANS"
br open "http://127.0.0.1:$WPORT/matchday-1.html" 1280 800
br eval 'document.body.innerText.indexOf("released") >= 0 && document.body.innerText.indexOf("venue Krone") >= 0 && document.body.innerText.indexOf("released incomplete") >= 0'
[ "$ANS" = true ] && t_ok "the match day page shows the log" || t_fail "match day log" "$ANS"
br shot "$SHOTS/published-matchday-1280.png"
# the leader opens the hub's /fed and types the code the walkthrough made
. "$TDIR/../web/lib_web.sh"
[ ${#LC} = 19 ] && t_ok "the walkthrough made a leader's code" || t_fail "leader code" "$OUT"
serve_start "$HUBDB" || t_fail "the hub serves again" "$(cat "$TMP/serve.err")"
for w in 390 1280; do
    br open "$URL/fed" "$w" 900
    br eval "var f = document.querySelector('form.fedcode'); window.__old = 1; f.code.value = '$LC'; f.querySelector('button').click(); 'sent'"
    br wait 10000 '!window.__old && document.readyState === "complete"'
    br eval "var t = document.body.innerText; [t.indexOf('Review queue') >= 0, t.indexOf('Results') >= 0, (t.match(/released/g) || []).length >= 2, t.indexOf('Protests') >= 0, document.documentElement.scrollWidth <= $w].join(' ')"
    [ "$ANS" = '"true true true true true"' ] && t_ok "/fed with the walkthrough's leader code at $w px: queue, both released results, protests, no sideways scroll" ||
        t_fail "/fed at $w px" "$ANS"
    br shot "$SHOTS/readme-fed-$w.png"
done
serve_stop
br quit
wait "$brpid" 2>/dev/null
kill "$web" 2>/dev/null
wait "$web" 2>/dev/null
exit 0
