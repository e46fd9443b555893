#!/usr/bin/env bash
# engines: sqlite postgresql (the hub; the venues are SQLite files, as at a venue)
# Publication (issue 27, item 7): `skatsheet publish DIR` and the hub's
# files written on every release: the season table counting only released
# results (the others marked unconfirmed), the match days with their log,
# teams, players (series played, average per series), an iCalendar of the
# fixtures, an Atom feed of the released results; HTML, CSV and JSON each;
# initials for players who did not agree; only changed files written again.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
. "$(dirname "$0")/lib_fed.sh"
cd "$TMP"
fed_clock "2027-01-16 20:00:00"   # the evening of match day 1
hub_serve "$(new_db hub)"
printf 'member,name,club,publish\n1002,A2,SC A,no\n5003,E3,SC E,no\n' > noconsent.csv
H player members noconsent.csv >/dev/null
for v in 1 2; do
    db=$TMP/v$v.db; code=C$v; t=T$v
    "$SK" --db "$db" init >/dev/null
    "$SK" --db "$db" sync pull --hub "$URL" --code "${!code}" >/dev/null
    if [ "$v" = 1 ]; then
        "$SK" --db "$db" series draw 1 --separate team --seed "$v" -t "${!t}" >/dev/null
    else # venue 2 seats its players as they come through the door
        "$SK" --db "$db" checkin open --series 1 --seed 2 -t "$T2" >/dev/null
        for p in E1 F1 G1 H1 E2 F2 G2 H2 E3 F3 G3 H3 E4 F4 G4 H4; do
            "$SK" --db "$db" checkin add "$p" -t "$T2" >/dev/null
        done
        "$SK" --db "$db" checkin close --series 1 -t "$T2" >/dev/null
        check "a seating made at check-in waits in the outbox" 0 --out "pending 1" -- \
            "$SK" --db "$db" sync status
    fi
    for tb in 1 2 3 4; do
        "$SK" --db "$db" game add -t "${!t}" --series 1 --table "$tb" --declarer 2 grand --with 1 --points $((60 + 5 * tb + v)) >/dev/null
        "$SK" --db "$db" game add -t "${!t}" --series 1 --table "$tb" --declarer 3 clubs --with 2 --points $((40 + 3 * tb)) >/dev/null
    done
    "$SK" --db "$db" sync push >/dev/null || t_fail "venue $v pushes" ""
done
PUB=$TMP/pub
mkdir "$PUB"
check "publish before any release" 0 --out "published into $PUB: files written" -- H publish "$PUB"
python3 - "$PUB" > "$TMP/p1" <<'EOF' || t_fail "table.json before the release" "$(cat "$TMP/p1")"
import json, sys
t = json.load(open(sys.argv[1] + "/table.json"))
assert t["counting"] == "released", t
assert all(r["matchdays"] == 0 for r in t["teams"]), t
assert sorted(r["team"] for r in t["teams"] if r["unconfirmed_matchdays"] == [1]) == list("ABCDEFGH"), t
EOF
grep -q 'Unconfirmed (not counted yet)' "$PUB/table.html" && t_ok "before the release every result is marked unconfirmed" ||
    t_fail "unconfirmed" "$(grep -c unc "$PUB/table.html")"


# only complete results are confirmed and released (2 of 48 games per table)
sum0=$(db_sum "$HUB")
check "confirm refuses an incomplete group, naming each table and what is missing" 3 \
    --err "venue group 1 of match day 1 is not complete: series 1, table 1: 46 of 48 games missing: 3-48" \
    --err "table 4: 46 of 48 games missing" --err "venue group 2 of match day 1 is not complete" \
    -- H league result confirm 1
check "release refuses it too, and says how to release it all the same" 3 \
    --err "venue group 1 of match day 1 is not confirmed yet" \
    -- H league result release 1 --group 1
check "--incomplete needs --reason" 2 --err "reason" -- H league result release 1 --group 1 --incomplete
[ "$(db_sum "$HUB")" = "$sum0" ] && t_ok "the refusals left the hub's database as it was" || t_fail "database unchanged" ""
check "not before the match day, even incomplete on purpose" 3 \
    --err "venue group 1 of match day 1: the match day is on 2027-01-16, a result cannot be released before it (today is 2027-01-15)" \
    -- env SK_AT="@2027-01-15 12:00:00" "$SK" --db "$HUB" league result release 1 --group 1 --incomplete --reason "early"
[ "$(db_sum "$HUB")" = "$sum0" ] && t_ok "the early release left the database as it was" || t_fail "database unchanged (early)" ""

# release group 1 incomplete; the hub writes the files itself, into the
# directory stored absolute whatever the directory the command runs in
(cd "$TMP" && H league set --publish-dir pub >/dev/null)
check "the publish directory is stored as an absolute path" 0 --out "published: current ($PUB)" -- H league result list
before=$(ls -l --time-style=+%s.%N "$PUB" | sort)
sleep 0.01
check "release writes the public files (run from another directory)" 0 --out "match day 1: 1 venue groups released" \
    -- sh -c "cd / && \"$SK\" --db \"$HUB\" league result release 1 --group 1 --incomplete --reason 'two games a table: a test'"
check "the release is logged with its reason" 0 --out "released incomplete: two games a table: a test" -- H league result log 1
check "the result list says so" 0 --out "venue group 1 at Krone: released, binding from 2027-01-30, released incomplete: two games a table: a test" \
    -- H league result list
same_as_fresh "after a release"
python3 - "$PUB" > "$TMP/p2" <<'EOF' && t_ok "the table counts released group 1 only, group 2 unconfirmed" || t_fail "table after release" "$(cat "$TMP/p2")"
import json, sys
t = json.load(open(sys.argv[1] + "/table.json"))
played = {r["team"]: r for r in t["teams"]}
assert all(played[x]["matchdays"] == 1 for x in "ABCD"), played
assert all(played[x]["matchdays"] == 0 and played[x]["unconfirmed_matchdays"] == [1] for x in "EFGH"), played
assert sum(played[x]["points_plus"] for x in "ABCD") == 6, played
EOF
check "the CSV table" 0 --out "rank,team,club,matchdays,points_plus,points_minus,seeger,unconfirmed_matchdays" -- cat "$PUB/table.csv"
grep -q 'E,SC E,0,0,0,0,1' "$PUB/table.csv" && t_ok "the CSV marks E's match day 1 unconfirmed" || t_fail "csv unconfirmed" "$(cat "$PUB/table.csv")"
check "the match day page: groups, venue, state" 0 --out "Venue group 1: Krone" --out "Venue group 2: Ass" \
    --out "released" -- cat "$PUB/matchday-1.html"
grep -q 'released' "$PUB/matchday-1.html" && grep -q 'confirmed' "$PUB/matchday-1.html" &&
grep -q 'official at the hub' "$PUB/matchday-1.html" && t_ok "the match day page shows the log" ||
    t_fail "matchday log" "$(grep -o 'official[^<]*' "$PUB/matchday-1.html" | head -3)"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["groups"][0]["counted"] and not d["groups"][1]["counted"], d' "$PUB/matchday-1.json" &&
    t_ok "matchday-1.json: group 1 counted, group 2 not" || t_fail "matchday json" "$(head -c 300 "$PUB/matchday-1.json")"

# players: initials without consent, never a name in a file name
n_players=$(ls "$PUB"/player-*.html | wc -l)
[ "$n_players" = 32 ] && t_ok "a page per player (32)" || t_fail "player pages" "$n_players"
if grep -l '>A2<\|"A2"\|,A2,' "$PUB"/* >/dev/null 2>&1; then
    t_fail "A2 (no consent) appears by name nowhere" "$(grep -l 'A2' "$PUB"/* | head -3)"
else
    t_ok "A2 (no consent) appears by name nowhere"
fi
a1=$(grep -l '<h1>A1</h1>' "$PUB"/player-*.html | head -1)
[ -n "$a1" ] && t_ok "A1 (consent) is published by name" || t_fail "A1 by name" "missing"
ls "$PUB" | grep -q '[A-H][1-4]' && t_fail "no player's name in a file name" "$(ls "$PUB" | head)" ||
    t_ok "no player's name in a file name"
python3 - "$PUB" "$a1" > "$TMP/p3" <<'EOF' && t_ok "a player's series and average per series" || t_fail "player json" "$(cat "$TMP/p3")"
import json, sys
d = json.load(open(sys.argv[2].replace(".html", ".json")))
assert d["player"] == "A1" and d["series_played"] == 1 and len(d["series"]) == 1, d
assert d["average"] == d["series"][0]["total"], d
EOF

# the calendar and the feed
python3 - "$PUB" > "$TMP/p4" <<'EOF' && t_ok "fixtures.ics: two events, lines CRLF and at most 75 octets" || t_fail "ics" "$(cat "$TMP/p4")"
import sys
raw = open(sys.argv[1] + "/fixtures.ics", "rb").read()
assert raw.startswith(b"BEGIN:VCALENDAR\r\n") and raw.endswith(b"END:VCALENDAR\r\n"), raw[:40]
lines = raw.split(b"\r\n")[:-1]
assert all(len(l) <= 75 for l in lines), [l for l in lines if len(l) > 75]
assert b"\n" not in raw.replace(b"\r\n", b""), "bare LF"
unfolded = raw.replace(b"\r\n ", b"").decode()
assert unfolded.count("BEGIN:VEVENT") == 2 and unfolded.count("END:VEVENT") == 2
assert "DTSTART;VALUE=DATE:20270116" in unfolded
assert "LOCATION:Krone\\, Markt 1\\, Bonn" in unfolded, unfolded
assert "Ass\\, Hauptstr. 5\\, Köln" in unfolded
EOF
python3 - "$PUB" > "$TMP/p5" <<'EOF' && t_ok "feed.atom: one entry, the released group" || t_fail "atom" "$(cat "$TMP/p5")"
import sys, xml.etree.ElementTree as ET
ns = {"a": "http://www.w3.org/2005/Atom"}
f = ET.parse(sys.argv[1] + "/feed.atom").getroot()
assert f.tag == "{http://www.w3.org/2005/Atom}feed"
for req in ("a:id", "a:title", "a:updated", "a:author/a:name"):
    assert f.find(req, ns) is not None, req
es = f.findall("a:entry", ns)
assert len(es) == 1, len(es)
assert "group 1" in es[0].find("a:title", ns).text, es[0].find("a:title", ns).text
assert es[0].find("a:link", ns).get("href") == "matchday-1.html"
EOF

# only what changed is written
check "publishing again writes nothing" 0 --out "files written 0, unchanged" -- H publish "$PUB"
stamp=$(stat -c %Y.%N "$PUB/team-"*.html | sort | sha256sum)
check "releasing group 2 writes only what changed" 0 --out "released" -- H league result release 1 --group 2 --incomplete --reason "two games a table: a test"
same_as_fresh "after the second release"
check "then publishing again writes nothing" 0 --out "files written 0" -- H publish "$PUB"
changed=$(find "$PUB" -newer "$PUB/index.html" -type f | wc -l)
total=$(ls "$PUB" | wc -l)
[ "$changed" -lt "$total" ] && t_ok "the second release rewrote $changed of $total files" || t_fail "only changed" "$changed of $total"
python3 -c 'import json,sys; t=json.load(open(sys.argv[1])); assert all(r["matchdays"] == 1 and r["unconfirmed_matchdays"] == [] for r in t["teams"]), t' "$PUB/table.json" &&
    t_ok "after both releases every team counts match day 1" || t_fail "both released" "$(head -c 400 "$PUB/table.json")"
python3 -c 'import sys, xml.etree.ElementTree as ET; f=ET.parse(sys.argv[1]).getroot(); assert len(f.findall("{http://www.w3.org/2005/Atom}entry")) == 2' "$PUB/feed.atom" &&
    t_ok "the feed has both releases" || t_fail "feed 2" "$(cat "$PUB/feed.atom" | head -c 300)"
check "publish into a file that is no directory" 3 --err "not a directory" -- H publish "$PUB/index.html"

# ---- every change to what is public republishes
# a venue's correction of a released result, accepted with a reason
"$SK" --db "$TMP/v1.db" game edit -t "$T1" --series 1 --table 1 --game 1 --declarer 2 grand --with 1 --points 30 >/dev/null
"$SK" --db "$TMP/v1.db" sync push >/dev/null 2>&1
check "the correction waits for review" 0 --out "venue group 1 at Krone: released" --out "open reviews: 1" -- H league result list
check "accepting it (a correction) republishes" 0 --out "review #1 accepted" -- H league review accept 1 --reason "score sheet read wrong"
same_as_fresh "after an accepted correction"
grep -q "score sheet read wrong" "$PUB/matchday-1.html" && t_ok "the match-day page shows the correction's reason" ||
    t_fail "correction on the page" "$(grep -o 'corrected[^<]*' "$PUB/matchday-1.html")"
# files that cannot be written: the change stays, stale until publish catches up
rm "$PUB/feed.atom" && mkdir "$PUB/feed.atom"
H league set --protest-days 0 >/dev/null
check "binding commits although the files cannot be written; the list says stale" 0 \
    --out "venue group 1 at Krone: binding" --out "published: stale" -- H league result list
"$SK" --db "$TMP/v1.db" game edit -t "$T1" --series 1 --table 1 --game 2 --declarer 3 clubs --with 2 --points 50 >/dev/null
"$SK" --db "$TMP/v1.db" sync push >/dev/null 2>&1
check "a decision that cannot be published: stored, says so, exit 1" 1 --out "review #2 rejected" \
    --err "the change is stored, but the public files could not be written" -- H league review reject 2 --reason "as played"
check "the review is decided all the same" 0 --out "rejected" -- H league review show 2
rmdir "$PUB/feed.atom"
check "publish catches up" 0 --out "published into $PUB" -- H publish "$PUB"
check "then the list says current" 0 --out "published: current ($PUB)" -- H league result list
same_as_fresh "after binding"
