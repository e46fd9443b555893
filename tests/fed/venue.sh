#!/usr/bin/env bash
# engines: sqlite postgresql (the hub; the venues are SQLite files, as at a venue)
# A venue's offline match day through every front end (issue 27, item 2):
# after `sync pull` the venue records on its own database through the CLI,
# the phones at the tables (its own `serve`, the tables' entry codes) and
# the TUI; each of these writes puts the change into the outbox in the same
# transaction, `sync status` counts them, and one `sync push` brings every
# game to the hub once.  A push killed after its request reached the hub,
# before the answer, loses nothing and counts nothing twice (item 3).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
. "$(dirname "$0")/lib_fed.sh"
. "$(dirname "$0")/../tui/lib_tui.sh"
VPID=""
trap 'TM kill-server >/dev/null 2>&1; [ -n "$VPID" ] && { kill "$VPID" 2>/dev/null; wait "$VPID" 2>/dev/null; }; serve_stop; lib_cleanup' EXIT
cd "$TMP"
hub_serve "$(new_db hub)"
V1 init >/dev/null
V1 sync pull --hub "$HUBURL" --code "$C1" >/dev/null || { t_fail "pull" "refused"; exit 0; }

# ---- the hub is out of reach from here on: everything below is offline
V1 series draw 1 --separate team --seed 5 -t "$T1" >/dev/null
vcode() {  # TABLE: its entry code at the venue
    sqlite3 -cmd ".timeout 5000" "$VDB1" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id
        JOIN series s ON s.id = x.series_id JOIN tournaments t ON t.id = s.tournament_id
        WHERE t.name = '$T1' AND s.series_no = 1 AND x.table_no = $1"
}
[ -n "$(vcode 1)" ] && t_ok "the pulled venue group's tables have entry codes" || t_fail "entry codes" "none"
check "the draw is in the outbox" 0 --out "changes 1, acknowledged by the hub 0, pending 1" -- V1 sync status

# the CLI
V1 game add -t "$T1" --series 1 --table 1 --declarer 2 grand --with 1 --points 75 >/dev/null

# the phones: the venue's own serve, a table's entry code
"$SK" --db "$VDB1" serve --listen 127.0.0.1:0 --quiet -t "$T1" >"$TMP/venue.out" 2>"$TMP/venue.err" &
VPID=$!
VURL=""
for i in $(seq 1 100); do
    VURL=$(sed -n 's|.* \(http://[^ ]*/\) .*|\1|p' "$TMP/venue.out")
    [ -n "$VURL" ] && break
    sleep 0.05
done
VURL=${VURL%/}
[ -n "$VURL" ] && t_ok "the venue serves its phones" || { t_fail "venue serve" "$(cat "$TMP/venue.err")"; exit 0; }
phone() { curl -s -o "$TMP/phone" -w '%{http_code}' --max-time 10 -X POST "$VURL/api/table/1/$1/game" -d "code=$(vcode "$1")&$2"; }
[ "$(phone 2 'action=add&declarer=3&contract=hearts&matadors=-1&points=65')" = 200 ] &&
    t_ok "a phone records a game at table 2" || t_fail "phone add" "$(cat "$TMP/phone")"
[ "$(phone 2 'action=add&declarer=4&contract=clubs&matadors=2&points=70')" = 200 ] &&
    t_ok "a phone records another" || t_fail "phone add 2" "$(cat "$TMP/phone")"
[ "$(phone 2 'action=edit&game=2&declarer=4&contract=clubs&matadors=2&points=50')" = 200 ] &&
    t_ok "a phone corrects it before the push" || t_fail "phone edit" "$(cat "$TMP/phone")"
sum=$(db_sum "$VDB1")
[ "$(curl -s -o /dev/null -w '%{http_code}' -X POST "$VURL/api/table/1/3/game" -d "code=$(vcode 2)&action=add&declarer=2&contract=grand&matadors=1&points=61")" = 403 ] &&
    [ "$(db_sum "$VDB1")" = "$sum" ] && t_ok "another table's code: 403, no outbox entry" || t_fail "wrong code" "stored"
kill "$VPID" 2>/dev/null; wait "$VPID" 2>/dev/null; VPID=""

# the TUI: table 3, seat 2 clubs with 2, 75
start A "$SK" --db "$VDB1" tui -t "'$T1'" --series 1 --table 3
if wait_for A "table 3" 10; then
    keys A 2 c 2
    wait_for A "card points" 5 || true
    keys A Enter Enter 7 5
    wait_for A "won +36" 5 || true
    keys A Enter
    wait_for A "game 1 saved" 5 && t_ok "the TUI saves a game at table 3" || t_fail "TUI save" "$(screen A)"
    keys A q
    wait_for A "TUI-EXIT 0" 10 || t_fail "the TUI ends" "$(screen A)"
else
    t_fail "the TUI opens table 3" "$(screen A)"
fi

n=$(sqlite3 -cmd ".timeout 5000" "$VDB1" "SELECT count(*) FROM games")
check "status: the draw and every write of CLI, phones and TUI pending" 0 \
    --out "pending $(sqlite3 -cmd ".timeout 5000" "$VDB1" "SELECT count(*) FROM fed_outbox")" -- V1 sync status

# ---- online again: one push
check "one push sends them all" 0 --out "applied" --out "to review 0" -- V1 sync push
check "nothing pending after the push" 0 --out "pending 0" -- V1 sync status
hubg=$(db_sql "$HUB" "SELECT b.table_no || '.' || g.game_no || ':' || g.declarer || ':' || g.points
    FROM games g JOIN tables b ON b.id = g.table_id JOIN series s ON s.id = b.series_id
    JOIN tournaments t ON t.id = s.tournament_id WHERE t.name = '$T1' ORDER BY 1")
venueg=$(sqlite3 -cmd ".timeout 5000" "$VDB1" "SELECT b.table_no || '.' || g.game_no || ':' || g.declarer || ':' || g.points
    FROM games g JOIN tables b ON b.id = g.table_id JOIN series s ON s.id = b.series_id
    JOIN tournaments t ON t.id = s.tournament_id WHERE t.name = '$T1' ORDER BY 1")
[ "$n" -ge 4 ] && [ "$hubg" = "$venueg" ] && t_ok "the hub has the venue's $n games, each once, as recorded" ||
    t_fail "hub games = venue games" "n=$n hub: $(echo $hubg)" "venue: $(echo $venueg)"
case "$hubg" in *"2.2:4:50"*"3.1:2:75"*) t_ok "the phone's correction and the TUI's game at the hub" ;;
    *) t_fail "phone correction and TUI game" "$hubg" ;; esac
check "pushing again sends nothing" 0 --out "sent 0 changes" -- V1 sync push

# ---- the venue's push killed after sending, before the hub's answer: the
# hub is stopped (SIGSTOP) while the body waits in its socket, the push is
# SIGKILLed, then the hub goes on and stores it, unanswered
V1 game add -t "$T1" --series 1 --table 4 --declarer 3 grand --with 1 --points 81 >/dev/null
HPORT=${HUBURL##*:}
kill -STOP "$SERVE_PID"
"$SK" --db "$VDB1" sync push >/dev/null 2>&1 &   # the process itself, to kill it
pp=$!
for i in $(seq 1 200); do   # until the whole request waits unread at the hub
    q=$(ss -Htn state established "( sport = :$HPORT )" 2>/dev/null | awk '{s += $1} END {print s + 0}')
    [ "$q" -gt 0 ] && break
    sleep 0.05
done
kill -KILL "$pp"; wait "$pp" 2>/dev/null
[ "$q" -gt 0 ] && t_ok "the push's request reached the hub ($q bytes waiting) when the push was killed" ||
    t_fail "the request reached the hub" "nothing waiting"
kill -CONT "$SERVE_PID"
check "after the kill the change still waits at the venue" 0 --out "pending 1" -- V1 sync status
for i in $(seq 1 100); do   # the hub stores what it read
    [ "$(db_sql "$HUB" "SELECT count(*) FROM games g JOIN tables b ON b.id = g.table_id WHERE b.table_no = 4 AND g.points = 81")" = 1 ] && break
    sleep 0.1
done
check "the next push: the hub had it, acknowledged, not stored again" 0 \
    --out "applied 0, unchanged 0, received before 1" -- V1 sync push
[ "$(db_sql "$HUB" "SELECT count(*) FROM games g JOIN tables b ON b.id = g.table_id WHERE b.table_no = 4 AND g.points = 81")" = 1 ] &&
    t_ok "the game of the killed push is at the hub once" || t_fail "killed push" "$(hub_games)"
check "nothing pending" 0 --out "pending 0" -- V1 sync status
exit 0
