#!/usr/bin/env bash
# engines: sqlite postgresql (the hub; the venues are SQLite files, as at a venue)
# Eligibility at the first push (issue 37, part 6): a player on another
# team's roster who plays as a guest, or who plays for two teams on one
# match day, is flagged at the first push that shows it, whichever venue
# sends it; the review names both teams, the player, his table and seat,
# in the reader's language.  A flagged seating is not stored.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
. "$(dirname "$0")/lib_fed.sh"
cd "$TMP"
fed_clock "2027-01-16 20:00:00"
hub_serve "$(new_db hub)"
seated() { db_sql "$HUB" "SELECT count(*) FROM seats x JOIN series s ON s.id = x.series_id JOIN tournaments t ON t.id = s.tournament_id WHERE t.name = '$1'"; }
printf 'member,name,club,publish\n1001,A1,SC A,yes\n2002,B2,SC B,yes\n' > ab.csv

# ---- venue 2 pushes first: A1 (on A's roster) seated as a guest at check-in
V2 init >/dev/null
V2 sync pull --hub "$HUBURL" --code "$C2" >/dev/null
V2 player members ab.csv >/dev/null
V2 checkin open --series 1 --seed 2 -t "$T2" >/dev/null
for p in E1 F1 G1 H1 E2 F2 G2 H2 E3 F3 G3 H3 E4 F4 G4 A1; do V2 checkin add "$p" -t "$T2" >/dev/null; done
V2 checkin close --series 1 -t "$T2" >/dev/null
check "the first push that shows a guest from another team's roster is flagged: player, team, table, seat" 0 \
    --out "A1 is on the roster of A and plays as a guest here (table 4, seat 4)" -- V2 sync push
[ "$(seated "$T2")" = 0 ] && t_ok "the flagged seating is not stored at the hub" || t_fail "guest seating stored" "$(seated "$T2")"
check "the review list names it in German" 0 --out "Spieler: A1 steht im Kader von A und spielt hier als Gast (Tisch 4, Platz 4)" \
    -- H --lang de league review list

# ---- venue 1 pushes next: B2 plays for B there ...
V1 init >/dev/null
V1 sync pull --hub "$HUBURL" --code "$C1" >/dev/null
V1 series draw 1 --separate team --seed 1 -t "$T1" >/dev/null
check "venue 1's own seating is stored (nobody plays elsewhere at the hub)" 0 --out "applied 1" -- V1 sync push
[ "$(seated "$T1")" = 16 ] && t_ok "venue 1's seating is at the hub" || t_fail "venue 1 seated" "$(seated "$T1")"

# ---- two teams on one match day: B2 for F at group 2 (a second laptop of
# venue 2: a code enrols one device, so the leader renews venue 2's code
# for it), after he played for B at group 1
V3() { "$SK" --db "$TMP/v3.db" "$@"; }
V3 init >/dev/null
dev2=$(sqlite3 "$VDB2" "SELECT device FROM sync_links")
C3=$(H league code renew "$(db_sql "$HUB" "SELECT code_id FROM fed_keys WHERE device = '$dev2'")" --quiet 2>&1)
V3 sync pull --hub "$HUBURL" --code "$C3" > pull3.out 2>&1 || t_fail "the second laptop pulls with its own code" "code: $C3; $(cat pull3.out)"
V3 player members ab.csv >/dev/null
V3 league roster add F B2 -l L >/dev/null
V3 series draw 1 --separate team --seed 3 -t "$T2" >/dev/null
V3 sync push > push.out 2>&1
grep -q "B2 plays match day 1 for F here (table [1-5], seat [1-4]) and played it for B in '$T1' already" push.out &&
    grep -q "B2 plays for F here but is on the roster of B" push.out &&
    t_ok "two teams on one match day: the player, both teams, table and seat, the other group" ||
    t_fail "two teams" "$(cat push.out)"
check "and in German" 0 --out "B2 spielt Spieltag 1 hier für F (Tisch" --out "und spielte ihn schon für B in '$T1'" \
    -- H --lang de league review list
[ "$(seated "$T2")" = 0 ] && t_ok "venue 2's seating is still not at the hub" || t_fail "seating stored" "$(seated "$T2")"
serve_stop
