#!/usr/bin/env bash
# engines: sqlite postgresql (the hub; the venues are SQLite files, as at a venue)
# Conflicts never overwrite silently, and a result's life (issue 27, items
# 4-6): a venue's correction and an official's change of a reported result
# go to the review queue with both versions; a player who played the match
# day for another team is flagged and never accepted silently; reported ->
# confirmed (a captain's code through the hub, or the leader) -> released
# (the leader) -> binding (after the protest period); every step logged;
# a correction after the release needs the leader and a reason.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
. "$(dirname "$0")/lib_fed.sh"
cd "$TMP"
fed_clock "2027-01-16 20:00:00"   # the evening of match day 1
hub_serve "$(new_db hub)"
V1 init >/dev/null
V1 sync pull --hub "$HUBURL" --code "$C1" >/dev/null
V1 series draw 1 --separate team --seed 5 -t "$T1" >/dev/null
g1() { V1 game add -t "$T1" --series 1 "$@" >/dev/null || echo "g1 refused: $*" >&2; }
g1 --table 1 --declarer 2 grand --with 1 --points 75
g1 --table 2 --declarer 2 hearts --without 1 --points 40
V1 sync push >/dev/null
hub_points() {  # TABLE GAME: the hub's card points of that game of venue group 1
    db_sql "$HUB" "SELECT g.points FROM games g JOIN tables b ON b.id = g.table_id
        JOIN series s ON s.id = b.series_id JOIN tournaments t ON t.id = s.tournament_id
        WHERE t.name = '$T1' AND b.table_no = $1 AND g.game_no = $2"
}

check "a pushed venue group is reported" 0 --out "match day 1 (2027-01-16), venue group 1 at Krone: reported" \
    --out "venue group 2 at Ass: nothing reported" -- H league result list
check "the log says who reported it, with which code" 0 --out "venue group 1  reported  by venue Krone (device" \
    -- H league result log 1
check_http "the hub's live league page counts nothing unreleased, marks it" 200 \
    --has "Only released results count" --has 'A <span class="unconf">*</span>' -- GET "/league?league=L"
http GET "/api/league?league=L"
python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); r={x["team"]: x for x in j["rows"]}
assert j["unconfirmed_matchdays"] == [1] and r["A"]["unconfirmed"] and not r["E"]["unconfirmed"], j
assert all(x["matchdays"] == 0 for x in j["rows"]), j' "$BODY" &&
    t_ok "the league JSON: match day 1 unconfirmed for A-D, not counted" || t_fail "api/league" "$(head -c 400 "$BODY")"

# ---- a venue's correction of a pushed game: review, both versions
V1 game edit -t "$T1" --series 1 --table 1 --game 1 --declarer 2 grand --with 1 --points 55 >/dev/null
check "the correction goes to the review queue" 0 --out "review #1: the hub has another version from an earlier report" -- V1 sync push
[ "$(hub_points 1 1)" = 75 ] && t_ok "the hub keeps 75 until the review" || t_fail "kept" "$(hub_points 1 1)"
check "review list" 0 --out "#1  match day 1, venue group 1, series 1, table 1, game 1  correction" -- H league review list
check "review show: both versions in words, the declarer by name and team" 0 --out "--- the hub's version now:" \
    --out "table 1, game 1: seat 2, A3 (team A): grand with 1, 75" \
    --out "--- proposed:" --out "table 1, game 1: seat 2, A3 (team A): grand with 1, 55" -- H league review show 1
check "review show in German: no uid, no key" 0 --out "Serie 1, Tisch 1, Spiel 1" \
    --out "Tisch 1, Spiel 1: Platz 2, A3 (Mannschaft A): Grand mit 1, 75" --no-out '"kontra"' -- H --lang de league review show 1
check "the venue's status: what waits at the hub, and why" 0 --out "nothing pending" \
    --out "waiting in the hub's review queue (the hub's answer of" \
    --out "review #1: $T1, series 1, table 1, game 1: the hub has another version from an earlier report" -- V1 sync status
check "the venue's status in German" 0 --out "wartet in der Prüfliste des Servers" \
    --out "Prüfung #1: $T1, Serie 1, Tisch 1, Spiel 1: der Server hat eine andere Fassung" -- V1 --lang de sync status
check "confirming while a review is open is refused" 3 --err "venue group 1 of match day 1 has 1 open review: decide it first" \
    -- H league result confirm 1
check "accept the correction" 0 --out "review #1 accepted" -- H league review accept 1
[ "$(hub_points 1 1)" = 55 ] && t_ok "the hub has the corrected game" || t_fail "accepted" "$(hub_points 1 1)"
check "deciding it twice is refused" 3 --err "review #1 was accepted on" -- H league review reject 1

# ---- an official's change of a reported result at the hub: review
check "an official's edit of a reported game is queued, not written" 0 \
    --out "is a result a venue reported: the change waits in the review queue as #2" \
    -- H game edit -t "$T1" --series 1 --table 2 --game 1 --declarer 2 hearts --without 1 --points 30
[ "$(hub_points 2 1)" = 40 ] && t_ok "the hub still has 40" || t_fail "official queued" "$(hub_points 2 1)"
check "an impossible official change is refused, not queued" 3 --err "bid 19" \
    -- H game edit -t "$T1" --series 1 --table 2 --game 1 --declarer 2 hearts --without 1 --points 30 --bid 19
check "the official's change is in the queue" 0 --out "#2  match day 1, venue group 1, series 1, table 2, game 1  official: an official changed a result a venue reported (official at the hub" \
    -- H league review list
check "an official's deletion of a reported game is queued" 0 --out "the deletion waits in the review queue as #3" \
    -- H game delete -t "$T1" --series 1 --table 2 --game 1
check "reject both" 0 --out "review #2 rejected" --out "review #3 rejected" -- H league review reject 2 3 --reason "the venue's sheet says 40"
[ "$(hub_points 2 1)" = 40 ] && t_ok "rejected: the hub keeps the reported game" || t_fail "rejected" "$(hub_points 2 1)"

# a game the venue never reported, added at the hub, then pushed otherwise by the venue: review
H game add -t "$T1" --series 1 --table 3 --declarer 2 clubs --with 1 --points 70 >/dev/null
g1 --table 3 --declarer 2 clubs --with 1 --points 80
check "the venue's differing push of an official's game goes to review" 0 --out "an official changed it at the hub" -- V1 sync push
# the division leader's page: the queue with both versions, decided there
check_http "the leader's page shows the review with both versions" 200 --has "Review queue" \
    --has "(team " --has ": clubs with 1, 70" --has ": clubs with 1, 80" --has 'name="action" value="reject"' \
    -- POST /fed -d "code=$LEADER"
check_http "a captain sees the queue but cannot decide it" 422 --has "division leader" \
    -- POST /fed -d "code=$CAPB&action=accept&id=4"
check_http "reject through the page" 200 --has "review #4 rejected" --lacks ": clubs with 1, 80" \
    -- POST /fed -d "code=$LEADER&action=reject&id=4"
[ "$(hub_points 3 1)" = 70 ] && t_ok "rejected on the page: the hub keeps the official's game" || t_fail "page reject" "$(hub_points 3 1)"
check "the page's decision is logged with the leader's name" 0 --out "#4" --out "rejected" -- H league review show 4

# ---- confirmation: a captain's code through the hub, of a complete result only
res0=$(db_sql "$HUB" "SELECT group_id, state, confirmed FROM fed_results ORDER BY 1; SELECT count(*) FROM fed_result_log")
check "a captain cannot confirm an incomplete result: each table, what is missing" 3 \
    --err "venue group 1 of match day 1 is not complete: series 1, table 1: 47 of 48 games missing: 2-48" \
    --err "series 1, table 4: 48 of 48 games missing: 1-48" \
    -- "$SK" sync confirm --hub "$HUBURL" --code "$CAPB" --matchday 1
[ "$(db_sql "$HUB" "SELECT group_id, state, confirmed FROM fed_results ORDER BY 1; SELECT count(*) FROM fed_result_log")" = "$res0" ] &&
    t_ok "the refused confirmation left the results and their log as they were (the request is logged)" || t_fail "results unchanged" "$res0"
for tb in 1 2 3 4; do   # the rest of the match day: every other game passed
    for g in $(seq 2 48) $([ "$tb" = 4 ] && echo 1); do
        V1 game add -t "$T1" --series 1 --table "$tb" --game "$g" --passed >/dev/null || echo "fill $tb $g refused" >&2
    done
done
V1 sync push >/dev/null
check "a captain of a team that did not play there cannot confirm" 3 \
    --err "venue group 1 of match day 1 is not yours to confirm" \
    -- "$SK" sync confirm --hub "$HUBURL" --code "$(H league code add --captain E --quiet)" --matchday 1 --group 1
check "a venue's code cannot confirm" 3 --err "a venue's code pulls and pushes" \
    -- "$SK" sync confirm --hub "$HUBURL" --code "$C1" --matchday 1
check "the captain of B confirms match day 1" 0 --out "match day 1: 1 venue groups confirmed at the hub" \
    -- "$SK" sync confirm --hub "$HUBURL" --code "$CAPB" --matchday 1
check "confirmed" 0 --out "venue group 1 at Krone: confirmed" -- H league result list
check "confirming again is refused" 3 --err "is confirmed already" \
    -- "$SK" sync confirm --hub "$HUBURL" --code "$CAPB" --matchday 1 --group 1
check_http "a captain cannot release" 422 --has "a captain confirms; the division leader releases" \
    -- POST /fed -d "code=$CAPB&action=release&matchday=1&group=1"
check_http "a captain's page has no release button" 200 --lacks ">Release<" --lacks "Last requests" \
    -- POST /fed -d "code=$CAPB"

# ---- release by the leader through the officials' page
check_http "the officials' page asks for a code" 200 --has 'name="code"' -- GET /fed
check_http "a wrong code: 403" 403 --has "the code is not valid" -- POST /fed -d "code=AAAA-BBBB-CCCC-DDDD"
check_http "the leader's page: queue, results, requests" 200 --has "Review queue" --has "Release" \
    --has "Last requests" --has "Erika Muster" -- POST /fed -d "code=$LEADER"
check_http "the page in German keeps its language through the form" 200 --has "Prüfliste" --has 'action="/fed?lang=de"' \
    --has 'data-l="Spielort"' -- POST "/fed?lang=de" -d "code=$LEADER"
check_http "release through the page" 200 --has "match day 1: 1 venue groups released" \
    -- POST /fed -d "code=$LEADER&action=release&matchday=1&group=1"
check "released, binding 14 days later" 0 --out "venue group 1 at Krone: released, binding from" -- H league result list
http GET "/api/league?league=L"
python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); r={x["team"]: x for x in j["rows"]}
assert "unconfirmed_matchdays" not in j and r["A"]["matchdays"] == 1 and r["E"]["matchdays"] == 0, j' "$BODY" &&
    t_ok "released: the hub's league table counts group 1" || t_fail "api/league released" "$(head -c 400 "$BODY")"
check "the log: reported, confirmed, released, each with who" 0 --out "confirmed  by captain of B (code #" \
    --out "released  by Erika Muster (code #3)" -- H league result log 1
check_http "the match day's public page shows the log" 200 --has "released" --has "Erika Muster" \
    -- GET "/fed/matchday?league=L&n=1"

# ---- a correction after the release: the leader, with a reason
V1 game edit -t "$T1" --series 1 --table 2 --game 1 --declarer 2 hearts --without 1 --points 45 >/dev/null
V1 sync push >/dev/null
rid=$(db_sql "$HUB" "SELECT max(id) FROM fed_reviews")
check "accepting a correction of a released result needs a reason" 2 --err "was released on" --err "needs a reason (--reason TEXT)" \
    -- H league review accept "$rid"
check_http "on the page too a correction of a released result needs a reason" 422 --has "needs a reason" \
    -- POST /fed -d "code=$LEADER&action=accept&id=$rid"
check_http "with a reason the leader accepts it on the page" 200 --has "accepted" \
    -- POST /fed -d "code=$LEADER&action=accept&id=$rid&reason=protest+of+team+C+upheld"
check "and logged as a correction with its reason" 0 --out "corrected  by Erika Muster (code #3)" \
    --out "protest of team C upheld" -- H league result log 1
[ "$(hub_points 2 1)" = 45 ] && t_ok "the corrected game is at the hub" || t_fail "corrected" "$(hub_points 2 1)"

# ---- binding after the protest period
check "protest period 0 days" 0 --out "binding 0 days after their release" -- H league set --protest-days 0
check "the released result is binding now" 0 --out "venue group 1 at Krone: binding" -- H league result list
check "binding is logged" 0 --out "binding  by the protest period of 0 days after the match day and the release is over" -- H league result log 1

# ---- a player who played match day 1 for another team: flagged, never accepted silently
V2 init >/dev/null
V2 sync pull --hub "$HUBURL" --code "$C2" >/dev/null
printf 'member,name,club,publish\n1001,A1,SC A,yes\n' > a1.csv
V2 player members a1.csv >/dev/null
V2 league roster add E A1 -l L >/dev/null
V2 series draw 1 --separate team --seed 3 -t "$T2" >/dev/null
check "the seating with A1 goes to review, flagged, both teams named with his table and seat" 0 \
    --out "A1 plays match day 1 for E here (table 1, seat 1) and played it for A in '$T1' already" \
    --out "A1 plays for E here but is on the roster of A" -- V2 sync push
[ "$(db_sql "$HUB" "SELECT count(*) FROM series s JOIN tournaments t ON t.id = s.tournament_id WHERE t.name = '$T2'")" = 0 ] &&
    t_ok "the flagged seating is not at the hub" || t_fail "flagged" "stored"
V2 game add -t "$T2" --series 1 --table 1 --declarer 2 grand --with 1 --points 61 >/dev/null
check "the games of that series wait too" 0 --out "the seating of series 1 waits in the review queue" -- V2 sync push
check "the review shows the flag" 0 --out "player: A1 plays match day 1 for E here" --out "held: the seating of series 1 waits" -- H league review list
srid=$(db_sql "$HUB" "SELECT max(id) FROM fed_reviews WHERE kind = 'player'")
check "the seating review names players, teams, tables and seats, no uid" 0 --out "table 1: seat 1 " \
    --out "G4 (team G)" --out "table 2: seat 1 H4 (team H)" --out "series 1, seating" --no-out '"seats"' --no-out "$(db_sql "$HUB" "SELECT uid FROM players WHERE name = 'A1'")" \
    -- H league review show "$srid"
check_http "the officials' page names them too, in German" 200 --has "G4 (Mannschaft G)" --has "Tisch 2: Platz 1 H4 (Mannschaft H)" --has "Serie 1, Sitzordnung" \
    --lacks "$(db_sql "$HUB" "SELECT uid FROM players WHERE name = 'A1'")" --lacks "seating:1" \
    -- POST /fed -d "code=$LEADER" -H "Cookie: skatsheet_lang=de"

# ---- a match day under house rules: the house fields (Kontra with who
# said it, the Ramsch's Augen, last trick, Jungfrau, Durchmarsch:
# docs/house-rules.md) travel with the pull, every push and a review
H league matchday add 2 --date 2027-02-13 --venue A,B,C,D >/dev/null
H league venue add Krone --matchday 2 --group 1 >/dev/null
T3="L matchday 2"
check "the hub sets its house rules" 0 --out "house rules of '$T3' changed" \
    -- H tournament rules "$T3" "club,bock_enabled=no,ramsch_on_pass=yes"
C3=$(H league code add --venue Krone --matchday 2 --quiet)
V3() { "$SK" --db "$TMP/v3.db" "$@"; }
V3 init >/dev/null
V3 sync pull --hub "$HUBURL" --code "$C3" >/dev/null
check "the venue plays them" 0 --out "house rules: club" --out "changed from club: bock_enabled=no,ramsch_on_pass=yes" \
    -- V3 tournament show "$T3"
V3 series draw 1 --separate team --seed 5 -t "$T3" >/dev/null
g3() { V3 game add -t "$T3" --series 1 --table 1 "$@" >/dev/null || echo "g3 refused: $*" >&2; }
g3 --declarer 2 grand --with 1 --points 75 --kontra kontra --kontra-by 3
g3 --ramsch 70,-,50,0 --jungfrau 4 --last-trick 1   # seat 2 deals
g3 --ramsch 0,120,-,0 --durchmarsch 2               # seat 3 deals
check "the house games are pushed" 0 --out "applied 4" -- V3 sync push
V3 export games -t "$T3" venue3.csv >/dev/null
H export games -t "$T3" hub3.csv >/dev/null
grep -q '^1,1,1,2,grand,1,0,0,,18,75,0,0,,kontra,3,' hub3.csv && grep -q '^1,1,2,,ramsch,.*,70/-/50/0,0,1,4,,' hub3.csv &&
    grep -q '^1,1,3,,ramsch,.*,0/120/-/0,0,,,2,' hub3.csv && cmp -s venue3.csv hub3.csv &&
    t_ok "the hub's games have their house fields, as the venue's" || t_fail "house fields at the hub" "$(cat hub3.csv)"
V3 standings -t "$T3" --format csv > venue3_st.csv
H standings -t "$T3" --format csv > hub3_st.csv
cmp -s venue3_st.csv hub3_st.csv && t_ok "the hub's house list is the venue's" \
    || t_fail "house list at the hub" "$(diff venue3_st.csv hub3_st.csv)"
# the venue corrects the Kontra to Re: only a house field differs
V3 game edit -t "$T3" --series 1 --table 1 --game 1 --declarer 2 grand --with 1 --points 75 --kontra re --kontra-by 3 >/dev/null
check "a correction of a house field goes to review" 0 --out "to review 1" -- V3 sync push
rid=$(db_sql "$HUB" "SELECT max(id) FROM fed_reviews")
check "review show: Kontra now, Re proposed" 0 --out '"kontra":"kontra"' --out '"kontra":"re"' \
    -- H league review show "$rid"
check "accept the Re" 0 --out "review #$rid accepted" -- H league review accept "$rid"
H export games -t "$T3" hub3.csv >/dev/null
grep -q '^1,1,1,2,grand,1,0,0,,18,75,0,0,,re,3,' hub3.csv && t_ok "the hub has the Re" \
    || t_fail "Re at the hub" "$(cat hub3.csv)"
