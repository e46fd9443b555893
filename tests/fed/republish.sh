#!/usr/bin/env bash
# engines: sqlite postgresql (the hub; the venues are SQLite files, as at a venue)
# Every change to what is public republishes (issue 37, part 3): a
# release, games pushed into a released result, a venue's correction
# accepted, an official's correction accepted, a protest filed, upheld,
# rejected, a player's consent revoked, binding.  After each the league's
# publish directory is byte for byte what a fresh `publish` into an empty
# directory writes, and every published figure agrees with the hub's own
# `league table` and, per series, its `standings`.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
. "$(dirname "$0")/lib_fed.sh"
cd "$TMP"
fed_clock "2027-01-16 20:00:00"
hub_serve "$(new_db hub)"
venues_play 2
PUB=$TMP/pub
mkdir "$PUB"
H league set --publish-dir "$PUB" >/dev/null

# the published figures against the hub's own: the table (every group
# counts once both are released) and each player's series
figures() {  # LABEL
    H league table --format csv > table.csv
    for t in "$T1" "$T2"; do H standings -t "$t" --series 1 --format csv; done > standings.csv
    if python3 - "$PUB" table.csv standings.csv > figures.out 2>&1 <<'PY'
import csv, glob, json, sys
pub, tab, st = sys.argv[1:4]
t = {r["team"]: r for r in json.load(open(pub + "/table.json"))["teams"]}
hub = list(csv.DictReader(open(tab)))
assert len(hub) == len(t) == 8, (len(hub), len(t))
for r in hub:
    p = t[r["team"]]
    got = (p["matchdays"], float(p["points_plus"]), float(p["points_minus"]), p["seeger"])
    want = (int(r["matchdays"]), float(r["points_plus"]), float(r["points_minus"]), int(r["seeger_sum"]))
    assert got == want, (r["team"], got, want)
rows = [r for r in csv.reader(open(st)) if r and r[0] != "rank"]
hubs = {r[1]: (int(r[7]), int(r[2]), int(r[3])) for r in rows}   # total, won, lost
n = 0
for f in glob.glob(pub + "/player-*.json"):
    d = json.load(open(f))
    for s in d["series"]:
        assert (s["total"], s["won"], s["lost"]) == hubs[d["player"]], (d["player"], s, hubs.get(d["player"]))
        n += 1
assert n == 32, n
print("ok", n)
PY
    then t_ok "$1: table.json is the hub's league table, each player's series its standings"
    else t_fail "$1: published figures = the hub's" "$(tail -5 figures.out)"; fi
}
after() { same_as_fresh "$1"; figures "$1"; }

check "release (both groups, incomplete)" 0 --out "2 venue groups released" \
    -- H league result release 1 --incomplete --reason "two games a table: a test"
after "a release"
V1 game add -t "$T1" --series 1 --table 2 --declarer 2 spades --with 1 --points 88 >/dev/null
check "games pushed into a released result are stored at once" 0 --out "applied 1" -- V1 sync push
after "games pushed into a released result"
V1 game edit -t "$T1" --series 1 --table 1 --game 1 --declarer 2 grand --with 1 --points 30 >/dev/null
V1 sync push >/dev/null
rid=$(db_sql "$HUB" "SELECT max(id) FROM fed_reviews")
check "a venue's correction accepted" 0 --out "accepted" -- H league review accept "$rid" --reason "sheet read wrong"
after "a venue's correction accepted"
H game edit -t "$T2" --series 1 --table 3 --game 2 --declarer 3 clubs --with 2 --points 20 >/dev/null 2>&1
rid=$(db_sql "$HUB" "SELECT max(id) FROM fed_reviews")
check "an official's correction accepted" 0 --out "accepted" -- H league review accept "$rid" --reason "protest of E"
after "an official's correction accepted"
check "a protest filed" 0 --out "protest #1 filed" \
    -- V1 sync protest --hub "$HUBURL" --code "$CAPB" --matchday 1 --reason "game 2 of table 4"
after "a protest filed"
CAPC=$(H league code add --captain C --quiet)
V1 sync protest --hub "$HUBURL" --code "$CAPC" --matchday 1 --reason "a second one" >/dev/null
check "a protest upheld" 0 --out "upheld" -- H league protest uphold 1 --reason "right"
after "a protest upheld"
check "a protest rejected" 0 --out "rejected" -- H league protest reject 2 --reason "no ground"
after "a protest rejected"
printf 'member,name,club,publish\n1001,A1,SC A,no\n' > revoke.csv
check "a player revokes his consent" 0 --out "updated 1" -- H player members revoke.csv
grep -l '"A1"' "$PUB"/*.json >/dev/null 2>&1 && t_fail "A1 by name nowhere after the revocation" "$(grep -l '"A1"' "$PUB"/*.json)" ||
    t_ok "after the revocation A1 is published by initials only"
same_as_fresh "a consent revoked"
H league set --protest-days 0 >/dev/null
check "binding" 0 --out "venue group 1 at Krone: binding" -- H league result list
same_as_fresh "binding"

# ---- times in the public files: the league's time (config tz), else
# Europe/Berlin, whatever the server's own TZ
log_at() {  # DIR: the first log entry's time as matchday-1.json has it
    python3 -c 'import json,sys; print(json.load(open(sys.argv[1] + "/matchday-1.json"))["log"][0]["at"])' "$1"
}
mkdir berlin newyork
TZ=UTC H publish berlin >/dev/null
[ "$(log_at berlin)" = "2027-01-16T21:00:00+01:00" ] && grep -q '<td>2027-01-16 21:00</td>' berlin/matchday-1.html &&
    t_ok "a server on UTC publishes Europe/Berlin times" || t_fail "Berlin by default" "$(log_at berlin)"
H config tz America/New_York >/dev/null
TZ=UTC H publish newyork >/dev/null
[ "$(log_at newyork)" = "2027-01-16T15:00:00-05:00" ] && grep -q '<td>2027-01-16 15:00</td>' newyork/matchday-1.html &&
    t_ok "config tz America/New_York: the league's times in New York's" || t_fail "config tz" "$(log_at newyork)"
H config tz --unset >/dev/null
serve_stop
