#!/usr/bin/env bash
# engines: sqlite postgresql (the hub; the venues are SQLite files, as at a venue)
# Secrets that never travel (issue 37, part 8): at the pull each venue
# device makes its own Ed25519 key pair, the code enrols the public key,
# once; every push is signed with the private key, which never leaves the
# venue.  The hub keeps public keys and code hashes only: a copy of its
# database cannot push for any venue.  A replayed enrolment and a stolen
# device uid are refused with a clear message and nothing changed; a
# revoked code's devices push no more.  Refusals count per code as well as
# per address: twenty venues behind one address push without locking each
# other out, while a guesser from that address is stopped.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
. "$(dirname "$0")/lib_fed.sh"
cd "$TMP"
hub_serve "$(new_db hub)"

# ---- the enrolment
V1 init >/dev/null
V1 sync pull --hub "$HUBURL" --code "$C1" >/dev/null || t_fail "venue 1 pulls" "$(V1 sync pull --hub "$HUBURL" --code "$C1" 2>&1)"
priv=$(sqlite3 "$VDB1" "SELECT device_key FROM sync_links")
dev1=$(sqlite3 "$VDB1" "SELECT device FROM sync_links")
pub=$(python3 -c 'import sys
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat
print(Ed25519PrivateKey.from_private_bytes(bytes.fromhex(sys.argv[1])).public_key().public_bytes(Encoding.Raw, PublicFormat.Raw).hex())' "$priv")
[ ${#priv} = 64 ] && t_ok "the venue made its own key pair at the pull" || t_fail "key pair" "'$priv'"
[ "$(db_sql "$HUB" "SELECT device || ' ' || pubkey FROM fed_keys")" = "$dev1 $pub" ] &&
    t_ok "the hub holds the device's public key, enrolled with the code" ||
    t_fail "enrolled" "$(db_sql "$HUB" "SELECT * FROM fed_keys")" "want $dev1 $pub"
[ "$(db_sql "$HUB" "SELECT count(*) FROM fed_codes WHERE hash = '$priv' OR label = '$priv'") $(db_sql "$HUB" "SELECT count(*) FROM fed_keys WHERE pubkey = '$priv'")" = "0 0" ] &&
    t_ok "the private key is nowhere at the hub" || t_fail "private key" "found at the hub"
check "a second pull of the same device: enrolled already, fine" 0 --out "venue groups 1 (new here 0)" \
    -- V1 sync pull --hub "$HUBURL" --code "$C1"
[ "$(sqlite3 "$VDB1" "SELECT device_key FROM sync_links")" = "$priv" ] &&
    t_ok "the device keeps its key" || t_fail "key kept" "changed"

# a replayed enrolment: the code from another database (a copy of the code
# sheet, a second laptop): refused, nothing here, nothing at the hub
"$SK" --db "$TMP/x.db" init >/dev/null
xsum=$(db_sum "$TMP/x.db")
keys=$(db_sql "$HUB" "SELECT * FROM fed_keys")
check "a replayed enrolment: refused with a clear message" 3 \
    --err "the hub refused the enrolment of this device (HTTP 403): this code enrolled device ${dev1:0:8} on" \
    --err "a code enrols one device, once" -- "$SK" --db "$TMP/x.db" sync pull --hub "$HUBURL" --code "$C1"
[ "$(db_sum "$TMP/x.db")" = "$xsum" ] && t_ok "the replayed enrolment left the database as it was" ||
    t_fail "replayed: venue" "changed"
[ "$(db_sql "$HUB" "SELECT * FROM fed_keys")" = "$keys" ] && t_ok "the replayed enrolment changed nothing at the hub" ||
    t_fail "replayed: hub" "$(db_sql "$HUB" "SELECT * FROM fed_keys")"
check_http "the same device with another key: 403" 403 --has "this code enrolled device" -- \
    POST /api/fed/enrol -H "Authorization: Bearer $C1" -H "Content-Type: application/json" \
    --data "{\"device\":\"$dev1\",\"key\":\"$(printf '%064d' 7)\"}"
check_http "an enrolment with a key that is none: 400" 400 --has "key: must be an Ed25519 public key" -- \
    POST /api/fed/enrol -H "Authorization: Bearer $C2" -H "Content-Type: application/json" \
    --data "{\"device\":\"$dev1\",\"key\":\"xyz\"}"
check_http "a captain's code enrols no device: 403" 403 --has "only a venue's device is enrolled" -- \
    POST /api/fed/enrol -H "Authorization: Bearer $CAPB" -H "Content-Type: application/json" \
    --data "{\"device\":\"$dev1\",\"key\":\"$pub\"}"
[ "$(db_sql "$HUB" "SELECT * FROM fed_keys")" = "$keys" ] && t_ok "refused enrolments changed nothing" ||
    t_fail "refused enrolments" "$(db_sql "$HUB" "SELECT * FROM fed_keys")"
[ "$(db_sql "$HUB" "SELECT count(*) FROM fed_attempts WHERE route = 'enrol' AND status = 403")" = 3 ] &&
    t_ok "refused enrolments are logged" || t_fail "enrol log" "$(db_sql "$HUB" "SELECT route, status FROM fed_attempts")"

# ---- signed pushes
V1 series draw 1 --separate team --seed 5 -t "$T1" >/dev/null
V1 game add -t "$T1" --series 1 --table 1 --declarer 2 grand --with 1 --points 75 >/dev/null
check "a push signed with the device's key is stored" 0 --out "applied 2" -- V1 sync push
V1 game add -t "$T1" --series 1 --table 2 --declarer 3 clubs --with 2 --points 61 >/dev/null
hubsum=$(hub_games | sha256sum)
push_with() {  # NAME STATUS TEXT [HEADER...] -- PUSHTOOL-ARGS...: post a push built by pushtool
    local name=$1 want=$2 text=$3; shift 3
    local hdr=()
    while [ $# -gt 0 ] && [ "$1" != "--" ]; do hdr+=(-H "$1"); shift; done
    shift
    python3 "$TDIR/pushtool.py" "$VDB1" "$TMP/p" "$@" || { t_fail "$name" "pushtool"; return; }
    http POST /api/fed/push "${hdr[@]}" -H "X-Skatsheet-Signature: $(cat "$TMP/p.sig")" \
        -H "Content-Type: application/json" --data-binary "@$TMP/p.body"
    local problems=()
    [ "$CODE" = "$want" ] || problems+=("HTTP $CODE, expected $want")
    grep -qF -- "$text" "$BODY" || problems+=("body lacks: $text")
    [ "$(hub_games | sha256sum)" = "$hubsum" ] || problems+=("the hub's games changed")
    if [ ${#problems[@]} -eq 0 ]; then t_ok "$name"; else
        t_fail "$name" "${problems[@]}" "body: $(head -c 300 "$BODY")"; fi
}
push_with "a push as versions before (the code in the header, HMAC under it): 401" 401 \
    "a push is signed by the device its venue's code enrolled" "Authorization: Bearer $C1" -- --hmac "$C1"
push_with "the device's uid with an HMAC under the code: 400" 400 "signed with another key than the device's" \
    "Authorization: Bearer $C1" "X-Skatsheet-Device: $dev1" -- --hmac "$C1"
push_with "no device named: 401" 401 "no device: a push names the device that signed it" --

# ---- a copy of the hub's database cannot push for any venue
# (its backup, taken while it serves: a SQLite file from either engine)
H db backup "$TMP/hubcopy.db" >/dev/null || t_fail "hub copy" "db backup failed"
copy=$TMP/hubcopy.db
n=0
while read -r dev key; do
    n=$((n + 1))
    push_with "hub copy: device $n signed with its public key: 400" 400 "signed with another key" \
        "X-Skatsheet-Device: $dev" -- --device "$dev" --key "$key"
done < <(db_sql "$copy" "SELECT device, pubkey FROM fed_keys" | tr '|' ' ')
[ "$n" -ge 1 ] && t_ok "the copy holds $n enrolled device(s) and no private key" || t_fail "hub copy" "no keys"
while read -r hash; do
    n=$((n + 1))
    push_with "hub copy: a code's hash as the code: 401" 401 "a push is signed by the device" \
        "Authorization: Bearer $hash" -- --hmac "$hash"
    push_with "hub copy: a code's hash as the key of device 1: 400" 400 "signed with another key" \
        "X-Skatsheet-Device: $dev1" -- --key "$hash"
    check_http "hub copy: a code's hash enrols nothing: 401" 401 --has "the code is not valid" -- \
        POST /api/fed/enrol -H "Authorization: Bearer $hash" -H "Content-Type: application/json" \
        --data "{\"device\":\"$dev1\",\"key\":\"$pub\"}"
done < <(db_sql "$copy" "SELECT hash FROM fed_codes ORDER BY id LIMIT 2")
[ "$(db_sql "$HUB" "SELECT * FROM fed_keys")" = "$keys" ] && t_ok "nothing of the hub copy's tries changed the hub" ||
    t_fail "hub copy" "$(db_sql "$HUB" "SELECT * FROM fed_keys")"
check "the venue itself still pushes" 0 --out "applied 1" -- V1 sync push

# ---- revoking a code revokes its devices
id1=$(db_sql "$HUB" "SELECT code_id FROM fed_keys WHERE device = '$dev1'")
H league code revoke "$id1" >/dev/null
V1 game add -t "$T1" --series 1 --table 3 --declarer 2 spades --with 1 --points 70 >/dev/null
v1sum=$(db_sum "$VDB1")
check "a revoked code's device pushes no more" 3 \
    --err "the hub refused the push (HTTP 403): the code that enrolled device ${dev1:0:8} was revoked on" -- V1 sync push
[ "$(db_sum "$VDB1")" = "$v1sum" ] && t_ok "the refused push left the venue as it was" || t_fail "revoked" "changed"
NEW=$(H league code renew "$id1" --quiet)
check "the renewed code enrols the same device again, which pushes" 0 --out "applied 1" \
    -- sh -c "\"$SK\" --db \"$VDB1\" sync pull --hub \"$HUBURL\" --code $NEW >/dev/null && \"$SK\" --db \"$VDB1\" sync push"

# ---- the officials' page keeps the session in a cookie, never the code in a form
cookie_of() { sed -n 's/^Set-Cookie: skatsheet_fed=\([^;]*\).*/\1/p' "$TMP/hdr" | tr -d '\r'; }
check_http "the leader's code opens /fed" 200 --has "Erika Muster" --lacks "$LEADER" --lacks 'name="code" value' \
    -- POST /fed -d "code=$LEADER" -D "$TMP/hdr"
grep -i '^Set-Cookie: skatsheet_fed=' "$TMP/hdr" | grep -q 'HttpOnly; SameSite=Strict' &&
    ! grep -qi '^Set-Cookie: skatsheet_fed=.*Secure' "$TMP/hdr" &&
    t_ok "the session's cookie: HttpOnly, SameSite=Strict (not Secure over plain http)" || t_fail "cookie" "$(cat "$TMP/hdr")"
SID=$(cookie_of)
CSRF=$(sed -n 's/.*name="csrf" value="\([0-9a-f]*\)".*/\1/p' "$BODY" | head -1)
[ ${#SID} = 64 ] && [ ${#CSRF} = 64 ] && [ "$SID" != "$CSRF" ] && t_ok "the forms carry a CSRF token, not the session" ||
    t_fail "tokens" "sid '$SID' csrf '$CSRF'"
[ "$(db_sql "$HUB" "SELECT count(*) FROM fed_sessions WHERE hash = '$SID'")" = 0 ] &&
    [ "$(db_sql "$HUB" "SELECT count(*) FROM fed_sessions")" = 1 ] &&
    t_ok "the hub stores the session's hash, not its token" || t_fail "session stored" "$(db_sql "$HUB" "SELECT * FROM fed_sessions")"
check_http "with the cookie, /fed shows the leader's page" 200 --has "Erika Muster" --has "Last requests" \
    -- GET /fed -H "Cookie: skatsheet_fed=$SID"
check_http "an action with the cookie but without the form's token: 403, nothing done" 403 \
    --has "token is missing or wrong" -- POST /fed -H "Cookie: skatsheet_fed=$SID" \
    -d "action=release&matchday=1&group=1&incomplete=1&reason=x"
check_http "an action with a wrong token: 403" 403 --has "token is missing or wrong" \
    -- POST /fed -H "Cookie: skatsheet_fed=$SID" -d "csrf=$SID&action=reject&id=1"
check_http "an action from another site: 403" 403 -- POST /fed -H "Cookie: skatsheet_fed=$SID" \
    -H "Origin: http://evil.example" -H "Sec-Fetch-Site: cross-site" -d "csrf=$CSRF&action=reject&id=1"
check_http "an action with the cookie and the form's token is done" 422 --has "review #999" \
    -- POST /fed -H "Cookie: skatsheet_fed=$SID" -d "csrf=$CSRF&action=reject&id=999"
check_http "a session's cookie that is none: the code form" 403 --has 'name="code"' --has "the session ended" \
    -- POST /fed -H "Cookie: skatsheet_fed=$CSRF" -d "csrf=$CSRF&action=reject&id=1"
check_http "logging out ends the session" 200 --has 'name="code"' \
    -- POST /fed -H "Cookie: skatsheet_fed=$SID" -d "csrf=$CSRF&action=logout" -D "$TMP/hdr"
grep -qi '^Set-Cookie: skatsheet_fed=;.*Max-Age=0' "$TMP/hdr" && t_ok "the cookie is cleared" || t_fail "logout cookie" "$(cat "$TMP/hdr")"
check_http "the old cookie opens nothing" 200 --has 'name="code"' --lacks "Erika Muster" \
    -- GET /fed -H "Cookie: skatsheet_fed=$SID"
http POST /fed -d "code=$LEADER" -D "$TMP/hdr"
SID=$(cookie_of)
H league code revoke "$(db_sql "$HUB" "SELECT id FROM fed_codes WHERE kind = 'leader'")" >/dev/null
check_http "revoking the leader's code ends its sessions" 200 --has 'name="code"' --has "the code was revoked on" \
    -- GET /fed -H "Cookie: skatsheet_fed=$SID"

# ---- twenty venues behind one address (the hub started again: every count
# full; behind HTTPS, as its --public-url says)
serve_stop
serve_start "$HUB" --public-url https://hub.example.org || { t_fail "the hub starts again" "$(cat "$TMP/serve.err")"; exit 0; }
HUBURL=$URL
check_http "behind HTTPS the session's cookie is Secure" 200 -- POST /fed -d "code=$CAPB" -D "$TMP/hdr"
grep -i '^Set-Cookie: skatsheet_fed=' "$TMP/hdr" | grep -q 'HttpOnly; SameSite=Strict; Secure' &&
    t_ok "the cookie: HttpOnly, SameSite=Strict, Secure" || t_fail "secure cookie" "$(cat "$TMP/hdr")"
# match days 2-11 at Krone and Ass: twenty venue codes, twenty new venue
# databases (venue 1's has a link to the hub's first address too)
for md in 2 3 4 5 6 7 8 9 10 11; do
    H league matchday add $md --date 2027-02-$((md + 10)) --venue A,B,C,D --venue E,F,G,H >/dev/null
    H league venue add Krone --matchday $md --group 1 >/dev/null
    H league venue add Ass --matchday $md --group 2 >/dev/null
done
codes=()
for md in 2 3 4 5 6 7 8 9 10 11; do
    for v in Krone Ass; do
        codes+=("$md:$v:$(H league code add --venue $v --matchday $md --quiet)")
    done
done
VN=() # twenty venue databases
ok=0
for i in "${!codes[@]}"; do
    IFS=: read -r md v code <<<"${codes[$i]}"
    VN[$i]=$TMP/venue$i.db
    "$SK" --db "${VN[$i]}" init >/dev/null
    "$SK" --db "${VN[$i]}" sync pull --hub "$HUBURL" --code "$code" >/dev/null 2>"$TMP/pull.err" && ok=$((ok + 1))
done
[ ${#VN[@]} = 20 ] && [ $ok = 20 ] && t_ok "twenty venues behind one address pull and enrol" ||
    t_fail "twenty pulls" "${#VN[@]} $ok" "$(cat "$TMP/pull.err")"
# a venue whose code was revoked tries again and again: stopped on its
# code's count, not on the address's
H league code revoke "$(db_sql "$HUB" "SELECT code_id FROM fed_keys WHERE device = '$(sqlite3 "${VN[0]}" "SELECT device FROM sync_links")'")" >/dev/null
: > "$TMP/rev.err"
for i in $(seq 12); do "$SK" --db "${VN[0]}" sync push >/dev/null 2>>"$TMP/rev.err"; done
[ "$(grep -c "HTTP 403" "$TMP/rev.err")" = 10 ] &&
    [ "$(grep -c "HTTP 429): too many refused requests with this code" "$TMP/rev.err")" = 2 ] &&
    t_ok "a revoked code's device, again and again: stopped after ten on its code's count" ||
    t_fail "per code" "$(sort "$TMP/rev.err" | uniq -c)"
check "the address was not stopped by that code: a wrong code is answered 401, not 429" 3 \
    --err "(HTTP 401): the code is not valid" -- "$SK" --db "$TMP/x.db" sync pull --hub "$HUBURL" --code AAAA-BBBB-CCCC-DDDD
# a guesser from the same address: stopped
for i in $(seq 12); do
    http GET /api/fed/pull -H "Authorization: Bearer AAAABBBBCCCC$(printf %04d "$i" | tr 0-9 A-J)"
    echo "$CODE"
done > "$TMP/guess"
# (the wrong code above took one of the address's ten tries; one may have
# come back since: a try every six seconds)
g401=$(grep -c 401 "$TMP/guess"); g429=$(grep -c 429 "$TMP/guess")
[ "$g401" -ge 9 ] && [ "$g401" -le 10 ] && [ $((g401 + g429)) = 12 ] && [ "$(tail -1 "$TMP/guess")" = 429 ] &&
    t_ok "a guesser from that address is stopped after ten wrong codes" || t_fail "guesser" "$(tr '\n' ' ' < "$TMP/guess")"
check_http "a stopped address: a valid code's pull is refused too (no oracle)" 429 \
    --has "too many wrong codes from this address" -- GET /api/fed/pull -H "Authorization: Bearer $C1"
# ... while the nineteen venues with valid codes push: each with its signature
ok=0
for i in $(seq 1 19); do
    db=${VN[$i]}
    t=$(sqlite3 "$db" "SELECT t.name FROM sync_groups s JOIN tournaments t ON t.id = s.tournament_id")
    "$SK" --db "$db" series draw 1 --separate team --seed "$i" -t "$t" >/dev/null
    "$SK" --db "$db" sync push >/dev/null 2>"$TMP/push.err" && ok=$((ok + 1))
done
[ $ok = 19 ] && t_ok "the nineteen other venues behind that address push, signed, none locked out" ||
    t_fail "nineteen pushes" "$ok" "$(cat "$TMP/push.err")"
[ "$(db_sql "$HUB" "SELECT count(*) FROM fed_pushes p JOIN fed_devices d ON d.id = p.device_id")" -ge 19 ] &&
    t_ok "the hub stored their pushes" || t_fail "stored" "$(db_sql "$HUB" "SELECT count(*) FROM fed_pushes")"
