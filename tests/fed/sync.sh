#!/usr/bin/env bash
# engines: sqlite postgresql (the hub; the venues are SQLite files, as at a venue)
# A league across venues (issue 27, items 2, 3, 6): a hub (`serve` on the
# league's database) and two venues on their own databases.  A venue pulls
# its match day with its code, draws and records offline, every change goes
# into its outbox in the same transaction, and `sync push` sends what the
# hub has not acknowledged: once, resumably, idempotently.  The hub refuses
# with a 4xx, stores nothing and logs the attempt: another venue's code, a
# revoked code, an unknown code, a body changed on the way, a change whose
# content does not match its hash, a table the code does not cover, a gap in
# the sequence, a change sent again with other content, an impossible game.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
. "$(dirname "$0")/lib_fed.sh"
cd "$TMP"
hub_serve "$(new_db hub)"

# ---- pull
V1 init >/dev/null
check "venue 1 pulls its match day" 0 \
    --out "pulled match day 1 of 'L': venue groups 1 (new here 1), new players 16" \
    -- V1 sync pull --hub "$HUBURL" --code "$C1"
check "only its own venue group and teams came" 0 --out "$T1" --no-out "$T2" -- V1 tournament list
[ "$(sqlite3 "$VDB1" "SELECT count(*) FROM players")" = 16 ] &&
[ "$(sqlite3 "$VDB1" "SELECT i.member_no FROM players p JOIN player_info i ON i.player_id = p.id WHERE p.name = 'B2'")" = 2002 ] &&
    t_ok "rosters with member numbers" || t_fail "rosters" "$(sqlite3 "$VDB1" "SELECT * FROM player_info")"
[ "$(sqlite3 "$VDB1" "SELECT uid FROM players WHERE name = 'A1'")" = "$(db_sql "$HUB" "SELECT uid FROM players WHERE name = 'A1'")" ] &&
    t_ok "a pulled player keeps the hub's identity" || t_fail "identity" "uids differ"
check "status after the pull: nothing pending" 0 --out "changes 0, acknowledged by the hub 0, pending 0" -- V1 sync status
check "a second pull changes nothing" 0 --out "venue groups 1 (new here 0), new players 0" \
    -- V1 sync pull --hub "$HUBURL" --code "$C1"
V2 init >/dev/null
V2 sync pull --hub "$HUBURL" --code "$C2" >/dev/null
"$SK" --db "$TMP/x.db" init >/dev/null
xsum=$(db_sum "$TMP/x.db")
check "pull with a wrong code: 401, nothing here" 3 --err "the hub refused the pull (HTTP 401): the code is not valid" \
    -- "$SK" --db "$TMP/x.db" sync pull --hub "$HUBURL" --code AAAA-BBBB-CCCC-DDDD
[ "$(db_sum "$TMP/x.db")" = "$xsum" ] && t_ok "a refused pull leaves the database as it was" ||
    t_fail "refused pull" "changed"
check "pull from nowhere" 1 --err "cannot reach the hub" \
    -- V1 sync pull --hub http://127.0.0.1:9 --code "$C1"
check "pull with a code that is not one" 2 --err "--code: not a venue's code" \
    -- V1 sync pull --hub "$HUBURL" --code 1234

# ---- offline: draw and record; the outbox fills in the same transactions
V1 series draw 1 --separate team --seed 5 -t "$T1" >/dev/null
g1() { V1 game add -t "$T1" --series 1 "$@" >/dev/null; }
g1 --table 1 --declarer 2 grand --with 1 --points 75
g1 --table 1 --declarer 3 clubs --with 2 --points 61
g1 --table 2 --declarer 2 hearts --without 1 --points 40
g1 --table 3 --passed
g1 --table 4 --declarer 4 null --hand --won
check "status: five changes pending" 0 --out "changes 6, acknowledged by the hub 0, pending 6" -- V1 sync status
before=$(db_sum "$VDB1")
check "a refused game writes no outbox entry" 3 --err "bid 19" \
    -- V1 game add -t "$T1" --series 1 --table 1 --declarer 2 clubs --with 1 --points 70 --bid 19
[ "$(db_sum "$VDB1")" = "$before" ] && t_ok "refused: the venue database unchanged" || t_fail "refused" "changed"

# ---- push
check "push: the hub takes the seating and five games" 0 \
    --out "sent 6 changes, the hub has everything up to change 6 (applied 6" -- V1 sync push
[ "$(hub_games | wc -l)" = 5 ] && t_ok "the hub has the five games" || t_fail "hub games" "$(hub_games)"
check "status: nothing pending" 0 --out "acknowledged by the hub 6, pending 0" -- V1 sync status
hubsum=$(hub_games | sha256sum)
check "push again: nothing to send" 0 --out "sent 0 changes" -- V1 sync push
sqlite3 "$VDB1" "UPDATE sync_links SET acked = 0"   # as if the acknowledgement was lost
check "resending everything is acknowledged and changes nothing" 0 \
    --out "sent 6 changes, the hub has everything up to change 6 (applied 0, unchanged 0, received before 6" \
    -- V1 sync push
[ "$(hub_games | sha256sum)" = "$hubsum" ] && t_ok "the hub's games are the same after the resend" ||
    t_fail "resend" "$(hub_games)"

# the documents of the protocol validate against the schema
http GET /api/fed/pull -H "Authorization: Bearer $C1"
cp "$BODY" "$TMP/pull.json"
python3 "$TDIR/pushtool.py" "$VDB1" "$TMP/valid" --after 0
cp "$TMP/valid.body" "$TMP/push.json"
if python3 "$TDIR/../exchange/validate.py" "$TDIR/../../docs/exchange.schema.json" \
        "$TMP/pull.json" "$TMP/push.json" >"$TMP/v" 2>&1; then
    t_ok "the pulled package and a push validate against the schema"
else
    t_fail "the pulled package and a push validate against the schema" "$(head -c 600 "$TMP/v")"
fi

# ---- a dropped connection loses nothing
g1 --table 2 --declarer 3 spades --with 1 --points 88
sqlite3 "$VDB1" "UPDATE sync_links SET hub = 'http://127.0.0.1:9'"
check "push while the hub cannot be reached: exit 1, nothing lost" 1 \
    --err "nothing is lost: push again later" -- V1 sync push
check "the change still waits" 0 --out "pending 1" -- V1 sync status
sqlite3 "$VDB1" "UPDATE sync_links SET hub = '$HUBURL'"
check "the next push sends it" 0 --out "sent 1 changes, the hub has everything up to change 7 (applied 1" -- V1 sync push
[ "$(hub_games | grep -c '^2\.1\.2:88')" = 1 ] && t_ok "the hub has the resent game once" || t_fail "resent" "$(hub_games)"

# ---- hostile pushes: refused whole with a 4xx, nothing stored, the attempt logged
g1 --table 3 --declarer 3 diamonds --with 1 --points 90
hubsum=$(hub_games | sha256sum)
attempts() { db_sql "$HUB" "SELECT count(*) FROM fed_attempts WHERE route = 'push' AND status = $1"; }
post() {  # NAME STATUS TEXT PUSHTOOL-ARGS...: build a push and post it with curl
    local name=$1 want=$2 text=$3; shift 3
    python3 "$TDIR/pushtool.py" "$VDB1" "$TMP/p" "$@" || { t_fail "$name" "pushtool"; return; }
    local n0
    n0=$(attempts "$want")
    http POST /api/fed/push -H "X-Skatsheet-Device: $(cat "$TMP/p.device")" \
        -H "X-Skatsheet-Signature: $(cat "$TMP/p.sig")" -H "Content-Type: application/json" \
        --data-binary "@$TMP/p.body"
    local problems=()
    [ "$CODE" = "$want" ] || problems+=("HTTP $CODE, expected $want")
    grep -qF -- "$text" "$BODY" || problems+=("body lacks: $text")
    [ "$(hub_games | sha256sum)" = "$hubsum" ] || problems+=("the hub's games changed")
    [ "$(attempts "$want")" = $((n0 + 1)) ] || problems+=("the attempt was not logged")
    if [ ${#problems[@]} -eq 0 ]; then t_ok "$name"; else
        t_fail "$name" "${problems[@]}" "body: $(head -c 300 "$BODY")"; fi
}
post "another venue's device: 403" 403 "this code belongs to venue 'Ass' for match day 1" --as "$VDB2"
post "an unknown device: 401" 401 "is not enrolled at this hub" --device 0123456789abcdef0123456789abcdef
post "a stolen device uid, signed with another key: 400" 400 "signed with another key than the device's" \
    --key 00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff
post "venue 1's document signed by venue 2's device: 400" 400 "push.device: is not the device that signed the push" \
    --as "$VDB2" --set "push.device=\"$(sqlite3 "$VDB1" "SELECT device FROM sync_links")\""
post "a body changed on the way: 400" 400 "the body does not match its signature" --tamper
post "no signature: 400" 400 "no X-Skatsheet-Signature" --no-signature
post "a change whose content does not match its hash: 400" 400 "push.changes[0]: its content does not match its hash" \
    --set 'push.changes.0.state.points=120'
post "a table the code does not cover: 403" 403 "venue group 2 of match day 1 is not played at 'Krone': the code does not cover its tables" \
    --set 'push.changes.0.entity.group=2' --rehash
post "an impossible game (bid 19): 422" 422 "push.changes[0]: bid 19 is not a possible game value" \
    --set 'push.changes.0.state.bid=19' --rehash
post "a gap in the sequence: 409" 409 "changes 8 to 9 of this device are missing" \
    --set 'push.changes.0.seq=10' --rehash
post "a change sent again with other content: 409" 409 "change 7 of this device came before with other content" \
    --after 6 --set 'push.changes.0.state.points=100' --rehash
post "not a push document: 400" 400 "kind: 'matchday' where a push was expected" --set 'kind="matchday"'
post "an unknown field: 400" 400 "unknown field 'evil'" --set 'push.evil=1'
post "a player with a control character: 400" 400 "player name: control character U+001B" \
    --set 'players.0.name="A\u001b[2J"'
H league code revoke 1 >/dev/null
post "a revoked code's device: 403" 403 "its devices push no more"
v1sum=$(db_sum "$VDB1")
check "the client says the hub refused, exit 3, nothing said done" 3 --err "the hub refused the push (HTTP 403): the code that enrolled device" \
    --no-out "sent" --no-out "the hub has everything" -- V1 sync push
[ "$(db_sum "$VDB1")" = "$v1sum" ] && t_ok "a refused push leaves the venue's database as it was" ||
    t_fail "refused push" "changed"
NEW=$(H league code renew 1 --quiet 2>/dev/null || H league code add --venue Krone --matchday 1 --quiet)
check "a renewed code, pulled again, pushes" 0 --out "venue groups 1 (new here 0)" \
    -- V1 sync pull --hub "$HUBURL" --code "$NEW"
check "the waiting change goes with the new code" 0 --out "the hub has everything up to change 8 (applied 1" -- V1 sync push
[ "$(hub_games | grep -c '^3\.1\.2:90:3')" = 1 ] && t_ok "the hub has the game of the refused pushes once" || t_fail "after refusals" "$(hub_games)"
check "the attempts are logged: who, when, what" 0 -- db_sql "$HUB" "SELECT count(*) FROM fed_attempts"
[ "$OUT" -ge 16 ] && t_ok "every pull and push is in the log ($OUT)" || t_fail "log" "$OUT"

# ---- venue 2: its own groups only; a correction goes to review
V2 series draw 1 --separate team --seed 9 -t "$T2" >/dev/null
V2 game add -t "$T2" --series 1 --table 1 --declarer 2 grand --with 2 --points 70 >/dev/null
check "venue 2 pushes its group" 0 --out "applied 2" -- V2 sync push
V2 game edit -t "$T2" --series 1 --table 1 --game 1 --declarer 2 grand --with 2 --points 50 >/dev/null
check "a correction of a pushed game goes to the review queue, never silently" 0 \
    --out "to review 1" --out "review #1: the hub has another version from an earlier report" -- V2 sync push
[ "$(db_sql "$HUB" "SELECT g.points FROM games g JOIN tables b ON b.id = g.table_id JOIN series s ON s.id = b.series_id JOIN tournaments t ON t.id = s.tournament_id WHERE t.name = '$T2'")" = 70 ] &&
    t_ok "the hub keeps its version until the review" || t_fail "review" "overwritten"
db_sql "$HUB" "SELECT current, proposed FROM fed_reviews WHERE id = 1" | grep -q '"points":70.*"points":50' &&
    t_ok "the review shows both versions" || t_fail "both versions" "$(db_sql "$HUB" "SELECT * FROM fed_reviews")"
