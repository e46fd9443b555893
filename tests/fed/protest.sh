#!/usr/bin/env bash
# engines: sqlite postgresql (the hub; the venues are SQLite files, as at a venue)
# Protests (issue 37, part 4): a captain files one against a released
# result within the protest period (the later of the match day and the
# release, plus the league's protest days), with `sync protest` or on
# /fed; the result stays released, published as "protest pending", and is
# not binding until the division leader upholds it (the correction goes
# through review) or rejects it (`league protest list|uphold|reject`).
# Each step is logged and worded in the reader's language; a protest
# after the period is refused, nothing changed.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
. "$(dirname "$0")/lib_fed.sh"
cd "$TMP"
fed_clock "2027-01-16 20:00:00"   # the evening of match day 1
hub_serve "$(new_db hub)"
CAPC=$(H league code add --captain C --quiet)
CAPE=$(H league code add --captain E --quiet)
venues_play 1
PUB=$TMP/pub
mkdir "$PUB"
H league set --publish-dir "$PUB" >/dev/null
P() { V1 sync protest --hub "$HUBURL" --matchday 1 "$@"; }

# ---- refused: not released yet, not a captain, no reason; nothing changed
# (but the attempt, logged as every request to the hub is)
state() { db_sql "$HUB" "SELECT (SELECT count(*) FROM fed_protests) || ':' || (SELECT count(*) FROM fed_result_log) || ':' || (SELECT count(*) FROM fed_results WHERE state = 'binding')"; }
attempts() { db_sql "$HUB" "SELECT count(*) FROM fed_attempts WHERE route = 'protest' AND status = $1"; }
sum0=$(state)
check "a protest against a result not released yet is refused" 3 \
    --err "venue group 1 of match day 1 is not released yet: a protest is against a released result; nothing changed" \
    -- P --code "$CAPB" --reason "too early"
check "a venue's code files no protest" 3 --err "a venue's code pulls and pushes" -- P --code "$C1" --reason "x"
check "nor does the leader's" 3 --err "a protest is filed with a team captain's code" -- P --code "$LEADER" --reason "x"
check "an empty reason" 2 --err "--reason: say why the team protests against the result" -- P --code "$CAPB" --reason ""
[ "$(state)" = "$sum0" ] && t_ok "the refused protests left the results, their log and the protests as they were" || t_fail "database unchanged" "$sum0 -> $(state)"
[ "$(attempts 422)" = 2 ] && [ "$(attempts 401)" = 1 ] && t_ok "the refused attempts are logged (422; the venue's code 401; the empty reason never sent)" || t_fail "attempts logged" "$(attempts 422)"

# ---- released (group 1 incomplete, group 2 too), then protests within the period
H league result release 1 --incomplete --reason "one game a table: a test" >/dev/null
check "B's captain protests against group 1 from the venue" 0 --out "match day 1: protest #1 filed at the hub" \
    -- P --code "$CAPB" --reason "table 2, game 1: the points were 75, not 70"
check_http "C's captain files a protest on the officials' page" 200 --has "protest #2 filed" --has "protest pending" \
    -- POST /fed -d "code=$CAPC&action=protest&matchday=1&group=1&reason=seat+3+was+a+substitute"
check_http "a captain cannot protest against a group his team did not play in" 422 \
    --has "your team did not play in it" -- POST /fed -d "code=$CAPC&action=protest&matchday=1&group=2&reason=x"
check "a second protest of B while its first is open is refused" 3 --err "protest #1 of your team against venue group 1 of match day 1 is still open" \
    -- P --code "$CAPB" --reason "again"
check "the leader's list" 0 --out "protest #1: match day 1, venue group 1, 2027-01-16 21:00" \
    --out "(team B): table 2, game 1: the points were 75, not 70" --out "protest #2:" -- H league protest list
check "the result list: released, protest pending" 0 --out "venue group 1 at Krone: released, binding from 2027-01-30" \
    --out "protest pending ('league protest list')" -- H league result list
check "the log: protested, by the captain, with the reason" 0 \
    --out "protested  by captain of B (code #4): table 2, game 1: the points were 75, not 70" -- H league result log 1
check "the log in German" 0 --out "Einspruch eingelegt" --out "Einspruch anhängig" \
    -- sh -c "\"$SK\" --db \"$HUB\" --lang de league result log 1; \"$SK\" --db \"$HUB\" --lang de league result list"
grep -q '(protest pending)' "$PUB/matchday-1.html" && t_ok "the published match day says protest pending" ||
    t_fail "matchday protest pending" "$(grep -o 'unc[^<]*' "$PUB/matchday-1.html" | head -3)"
python3 - "$PUB" > "$TMP/p1" <<'PY' && t_ok "table.json and matchday-1.json mark the protested group" || t_fail "json protest" "$(cat "$TMP/p1")"
import json, sys
t = json.load(open(sys.argv[1] + "/table.json"))
r = {x["team"]: x for x in t["teams"]}
assert all(r[x]["protest_matchdays"] == [1] for x in "ABCD"), r
assert all(r[x]["protest_matchdays"] == [] and r[x]["matchdays"] == 1 for x in "EFGH"), r
m = json.load(open(sys.argv[1] + "/matchday-1.json"))
assert m["groups"][0].get("protest_pending") is True and "protest_pending" not in m["groups"][1], m
assert [l["step"] for l in m["log"]].count("protested") == 2, m["log"]
PY
grep -q '^1,Krone,released,A,.*,1$' "$PUB/matchday-1.csv" && t_ok "matchday-1.csv: protest_pending 1" || t_fail "csv" "$(cat "$PUB/matchday-1.csv")"
same_as_fresh "after two protests"
check_http "the hub's own league page marks the protested and the incomplete groups" 200 \
    --has "Protest pending, counted until it is decided: match day 1" \
    --has "Released incomplete (games missing), counted: match day 1" --has "&Dagger;" -- GET "/league?league=L"
check_http "and in German" 200 --has "Einspruch anhängig, gezählt bis zur Entscheidung: Spieltag 1" \
    -- GET "/league?league=L&lang=de"
http GET "/api/league?league=L"
python3 -c 'import json,sys; r={x["team"]: x for x in json.load(open(sys.argv[1]))["rows"]}
assert r["A"]["protest_pending"] and not r["E"]["protest_pending"] and r["E"]["incomplete"], r' "$BODY" &&
    t_ok "/api/league: protest_pending and incomplete per team" || t_fail "api/league marks" "$(head -c 400 "$BODY")"
check_http "the public match day page says protest pending" 200 --has "protest pending" -- GET "/fed/matchday?league=L&n=1"

# ---- the period is over: no binding while a protest is open; a late one refused
AFTER="@2027-02-10 12:00:00"
check "past the period the protested group stays released" 0 --out "venue group 1 at Krone: released" \
    --out "venue group 2 at Ass: binding" -- env SK_AT="$AFTER" "$SK" --db "$HUB" league result list
sum1=$(state)
check "a protest after the period is refused with the day it ended" 3 \
    --err "venue group 2 of match day 1: the protest period of 14 days after the match day and the release ended on 2027-01-30; the result is binding, the protest is too late, nothing changed" \
    -- env SK_AT="$AFTER" "$SK" --db "$HUB" sync protest --hub "$HUBURL" --code "$CAPE" --matchday 1 --reason late
[ "$(state)" = "$sum1" ] && t_ok "the late protest left the hub's database as it was" || t_fail "database unchanged (late)" "$sum1 -> $(state)"

# ---- the leader decides: captains cannot; rejecting needs a reason
check_http "a captain cannot decide a protest" 422 --has "a protest is decided by the division leader" \
    -- POST /fed -d "code=$CAPB&action=uphold&id=1"
check "rejecting needs a reason" 2 --err "--reason: say why the protest is rejected" -- H league protest reject 2
check "an unknown protest" 3 --err "protest #9 does not exist" -- H league protest uphold 9
check_http "the leader's page lists the open protests" 200 --has "Protests" --has "seat 3 was a substitute" --has "Uphold" \
    -- POST /fed -d "code=$LEADER"
check_http "the leader rejects protest #2 on the page, in German" 200 --has "Einspruch #2 zurückgewiesen" \
    -- POST "/fed?lang=de" -d "code=$LEADER&action=dismiss&id=2&reason=Ersatzspieler+stand+im+Kader"
check "decided once only" 3 --err "protest #2 is decided already" -- H league protest uphold 2
check "the leader upholds protest #1" 0 --out "protest #1 upheld: correct the result through the review queue" \
    -- H league protest uphold 1 --reason "the sheet shows 75"
check "both decisions logged" 0 --out "protest rejected  by Erika Muster (" --out "#2: Ersatzspieler stand im Kader" \
    --out "protest upheld  by official at the hub" --out "#1: the sheet shows 75" -- H league result log 1
check "and in German" 0 --out "Einspruch zurückgewiesen" --out "Einspruch stattgegeben" -- H --lang de league result log 1
# the correction goes through the review queue
H game edit -t "$T1" --series 1 --table 2 --game 1 --declarer 2 grand --with 1 --points 75 >/dev/null 2>&1
rid=$(db_sql "$HUB" "SELECT max(id) FROM fed_reviews")
check "the correction is accepted with the protest as its reason" 0 --out "review #$rid accepted" \
    -- H league review accept "$rid" --reason "protest #1 upheld"
grep -q '(protest pending)' "$PUB/matchday-1.html" && t_fail "no protest pending any more" "$(grep -o 'protest pending' "$PUB/matchday-1.html")" ||
    t_ok "no protest pending in the published files any more"
same_as_fresh "after the decisions and the correction"
check "decided, the group becomes binding after the period" 0 --out "venue group 1 at Krone: binding" \
    -- env SK_AT="$AFTER" "$SK" --db "$HUB" league result list
check "the list with --all shows the decisions" 0 --out "  upheld" --out "  rejected" -- H league protest list --all
serve_stop
