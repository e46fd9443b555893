#!/usr/bin/env bash
# engines: sqlite postgresql (the hub; the venues are SQLite files, as at a venue)
# A venue recovers (issue 37, part 7): a venue database restored from a
# backup taken before its push, with games typed again (some the same in
# another order, one differently), pushes and resumes instead of being
# answered 409 forever: the hub's conflict answer says what it holds from
# the device, the venue sends only what the hub does not hold, the hub
# holds each game once, and what differs waits in its review queue with a
# reason naming the table and game.  A second hub for the same match day
# keeps its own link.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
. "$(dirname "$0")/lib_fed.sh"
cd "$TMP"
hub_serve "$(new_db hub)"
V1 init >/dev/null
V1 sync pull --hub "$HUBURL" --code "$C1" >/dev/null
g() { V1 game add -t "$T1" --series 1 "$@" >/dev/null; }
V1 series draw 1 --separate team --seed 5 -t "$T1" >/dev/null
g --table 1 --declarer 2 grand --with 1 --points 75
g --table 2 --declarer 3 clubs --with 2 --points 61
V1 db backup "$TMP/before.db" >/dev/null || t_fail "backup" "db backup failed"
g --table 1 --declarer 3 hearts --without 1 --points 40
g --table 3 --declarer 2 spades --with 1 --points 70
g --table 4 --declarer 4 null --hand --won
check "the venue pushes seating and five games" 0 --out "applied 6" -- V1 sync push
before=$(hub_games)

# the laptop's database is lost; the backup from before the push comes back
check "the venue's database restored from the backup taken before" 0 -- V1 db restore "$TMP/before.db"
check "after the restore: three changes pending (seating and two games)" 0 --out "pending 3" -- V1 sync status
# typed again from the paper sheets: in another order, one of them differently
g --table 4 --declarer 4 null --hand --won
g --table 3 --declarer 2 spades --with 1 --points 80
g --table 1 --declarer 3 hearts --without 1 --points 40
check "the push resumes instead of a conflict" 0 \
    --out "resumed: the hub holds other changes of this device under the same numbers" \
    --out "sent what it does not hold: 1 seatings and games" --out "to review 1" -- V1 sync push
[ "$(hub_games)" = "$before" ] && t_ok "the hub holds each game once, its versions unchanged" ||
    t_fail "hub games" "$(hub_games)" "before: $before"
[ "$(hub_games | wc -l)" = 5 ] && t_ok "five games at the hub" || t_fail "five" "$(hub_games)"
check "the difference waits in the review queue, naming table and game" 0 --out "table 3, game 1" \
    --out "the hub has another version from an earlier report" -- H league review list
db_sql "$HUB" "SELECT current, proposed FROM fed_reviews WHERE state = 'open'" | grep -q '"points":70.*"points":80' &&
    t_ok "the review shows both versions (70 at the hub, 80 typed again)" ||
    t_fail "both versions" "$(db_sql "$HUB" "SELECT current, proposed FROM fed_reviews")"
check "pushing again: nothing to send, no conflict" 0 --out "sent 0 changes" -- V1 sync push
check "status: nothing pending" 0 --out "pending 0" -- V1 sync status
g --table 2 --declarer 3 diamonds --with 1 --points 90
check "a game typed after the resume goes as usual" 0 --out "sent 1 changes" --out "applied 1" -- V1 sync push
[ "$(hub_games | grep -c "^2\.1\.2:90:3")" = 1 ] && t_ok "the hub has the new game once" || t_fail "new game" "$(hub_games)"
[ "$(db_sql "$HUB" "SELECT count(*) FROM fed_attempts WHERE route = 'push' AND status = 409")" = 1 ] &&
    t_ok "one conflict answered, no 409 loop" ||
    t_fail "409s" "$(db_sql "$HUB" "SELECT status, reason FROM fed_attempts WHERE route = 'push'")"

# a restore from a backup taken before the pull: nothing to resume from,
# and the code enrolled this device already: refused, with the way out
rm -f "$TMP/empty.db"; "$SK" --db "$TMP/empty.db" init >/dev/null
check "a database without the link cannot enrol the code again" 3 --err "ask the division leader for a new code" \
    -- "$SK" --db "$TMP/empty.db" sync pull --hub "$HUBURL" --code "$C1"

# ---- a second hub for the same match day keeps a link of its own
# (the league's hub moved: its backup serves at another address; the code
# enrolled this device there too)
H db backup "$TMP/hub2.db" >/dev/null || t_fail "hub 2" "db backup failed"
"$SK" --db "$TMP/hub2.db" serve --listen 127.0.0.1:0 --quiet >"$TMP/hub2.out" 2>"$TMP/hub2.err" &
HUB2_PID=$!
trap 'kill "$HUB2_PID" 2>/dev/null; wait "$HUB2_PID" 2>/dev/null; serve_stop; lib_cleanup' EXIT
for i in $(seq 100); do
    HUB2=$(sed -n 's|.* \(http://[^ ]*/\) .*|\1|p' "$TMP/hub2.out"); [ -n "$HUB2" ] && break; sleep 0.05
done
HUB2=${HUB2%/}
g --table 3 --declarer 3 clubs --with 1 --points 65
check "pulling the match day from the second hub" 0 --out "venue groups 1 (new here 0)" \
    -- V1 sync pull --hub "$HUB2" --code "$C1"
check "both links are kept" 0 --out "L, match day 1 from $HUBURL" --out "L, match day 1 from $HUB2" -- V1 sync status
check "a push goes to both hubs" 0 --out "applied 1" -- V1 sync push
hub2_games() { HUB=$TMP/hub2.db hub_games; }
[ "$(hub_games | grep -c '^3\.1\.2:65:3')" = 1 ] && [ "$(hub2_games | grep -c '^3\.1\.2:65:3')" = 1 ] &&
    t_ok "each hub holds the game recorded before the second pull, once" ||
    t_fail "two hubs" "hub 1: $(hub_games | tr '\n' ' ')" "hub 2: $(hub2_games | tr '\n' ' ')"
g --table 4 --declarer 3 grand --with 2 --points 99
check "and the next game goes to both" 0 -- V1 sync push
[ "$(hub_games | grep -c '^4\.1\.2:99:3')" = 1 ] && [ "$(hub2_games | grep -c '^4\.1\.2:99:3')" = 1 ] &&
    t_ok "both hubs have the next game once" ||
    t_fail "next game" "hub 1: $(hub_games | tr '\n' ' ')" "hub 2: $(hub2_games | tr '\n' ' ')"
check "nothing pending for either hub" 0 --out "pending 0" --no-out "pending 1" -- V1 sync status
# one hub away: the other still gets the push, the command says what failed
kill "$HUB2_PID" 2>/dev/null; wait "$HUB2_PID" 2>/dev/null
g --table 1 --declarer 4 diamonds --with 1 --points 88
check "a push while the second hub is away: exit 1, the first hub served" 1 --out "applied 1" \
    --err "cannot reach the hub at $HUB2" -- V1 sync push
[ "$(hub_games | grep -c '^1\.1\.3:88:4')" = 1 ] && t_ok "the first hub has the game" || t_fail "one hub away" "$(hub_games)"
check "the second hub's change still waits" 0 --out "pending 1" -- V1 sync status
