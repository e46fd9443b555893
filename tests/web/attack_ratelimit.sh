#!/usr/bin/env bash
# Issue 28, item 5: exact counting per address.  The limit on wrong entry
# codes (10, then one more every 6 s) used to count in 1,024 hashed slots:
# an address whose slot another address took started afresh, so two
# colliding addresses taking turns were never limited.  As an attacker:
# two loopback addresses that collide in that table guess codes in turns;
# each is stopped after its own 10.  (The map itself: tests/unit/test_ratelimit.c.)
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
cd "$TMP"
web_two_tables "$TMP/r.db" Rate
# two addresses 127.0.X.Y that the old table put into one slot
read -r A B < <(/usr/bin/python3 - <<'PY'
seen = {}
for i in range(65536):
    k = bytes([127, 0, i >> 8, i & 255]) + bytes(12)
    h = 2166136261
    for c in k:
        h = ((h ^ c) * 16777619) & 0xffffffff
    s = h % 1024
    if s in seen:
        print(seen[s], "127.0.%d.%d" % (i >> 8, i & 255))
        break
    seen[s] = "127.0.%d.%d" % (i >> 8, i & 255)
PY
)
[ -n "$A" ] && [ -n "$B" ] && t_ok "two colliding addresses: $A and $B" || t_fail "colliding addresses"
serve_start "$DB" || t_fail "serve starts" "$(cat "$TMP/serve.err")"
guess() { # guess ADDR: a wrong code from ADDR, prints the status
    curl -s -o /dev/null -w '%{http_code}' --interface "$1" --max-time 5 -X POST "$URL/api/table/1/1/game" \
        -d "code=ZZZZZZZZ&action=add&declarer=2&contract=grand&matadors=1&points=61"
}
sa=""; sb=""
for i in $(seq 1 12); do sa="$sa $(guess "$A")"; sb="$sb $(guess "$B")"; done
want=" 403 403 403 403 403 403 403 403 403 403 429 429"
[ "$sa" = "$want" ] && t_ok "$A taking turns with $B: stopped after its own 10 wrong codes" || t_fail "$A limited" "got:$sa" "want:$want"
[ "$sb" = "$want" ] && t_ok "$B taking turns with $A: stopped after its own 10 wrong codes" || t_fail "$B limited" "got:$sb" "want:$want"
C1=$(code_of 1 1)
check_http "a third address is not limited by theirs" 200 --has '"ok":true' -- POST /api/table/1/1/game \
    --interface 127.0.0.77 -d "code=$C1&action=add&declarer=2&contract=grand&matadors=1&points=61"
check_http "the limited address is refused even with the right code" 429 --has "too many wrong entry codes" \
    -- POST /api/table/1/1/game --interface "$A" -d "code=$C1&action=add&declarer=3&contract=grand&matadors=1&points=61"
