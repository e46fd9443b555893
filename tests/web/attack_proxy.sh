#!/usr/bin/env bash
# Issue 28, item 10: behind a proxy.  Without --trusted-proxy every client
# of a proxy has the proxy's address (one client's wrong codes stop all),
# and an X-Forwarded-For from anybody else must change nothing.  With
# serve --trusted-proxy ADDR the client's address comes from the header,
# only on connections from ADDR, and the proxy is spared the per-address
# connection limit.  Last, nginx with docs/nginx-skatsheet.conf itself
# in front of two instances: each client is limited on its own.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
cd "$TMP"
web_two_tables "$TMP/p.db" Proxy
C1=$(code_of 1 1)
wrong() { # wrong FROM XFF: a wrong code from address FROM claiming to be XFF; prints the status
    curl -s -o /dev/null -w '%{http_code}' --interface "$1" --max-time 5 -H "X-Forwarded-For: $2" \
        -X POST "$URL/api/table/1/1/game" -d "code=ZZZZZZZZ&action=add&declarer=2&contract=grand&matadors=1&points=61"
}
run() { local i out=""; for i in $(seq 1 "$1"); do out="$out $(wrong "$2" "$3")"; done; echo "$out"; }
TEN=" 403 403 403 403 403 403 403 403 403 403"

check "a malformed --trusted-proxy is refused" 2 --err "--trusted-proxy: 'nonsense'" -- S serve --trusted-proxy nonsense
serve_start "$DB" --trusted-proxy 127.0.0.1,10.0.0.0/8 || t_fail "serve --trusted-proxy starts" "$(cat "$TMP/serve.err")"
got=$(run 11 127.0.0.1 203.0.113.5)
[ "$got" = "$TEN 429" ] && t_ok "through the proxy: client 203.0.113.5 stopped after its own 10" || t_fail "client limited" "$got"
got=$(run 3 127.0.0.1 203.0.113.6)
[ "$got" = " 403 403 403" ] && t_ok "through the proxy: client 203.0.113.6 is not stopped by another's tries" || t_fail "other client" "$got"
got=$(run 1 127.0.0.1 "203.0.113.5, 10.1.2.3")
[ "$got" = " 429" ] && t_ok "a chain of trusted hops: the client left of them counts" || t_fail "chain" "$got"
got=$(run 1 127.0.0.1 "203.0.113.5, 198.51.100.9")
[ "$got" = " 403" ] && t_ok "a forged left part of the chain changes nothing: the rightmost untrusted hop counts" || t_fail "forged chain" "$got"
# from an address that is no trusted proxy the header is ignored: a new
# X-Forwarded-For each time does not escape the limit
out=""; for i in $(seq 1 11); do out="$out $(wrong 127.0.0.44 "192.0.2.$i")"; done
[ "$out" = "$TEN 429" ] && t_ok "X-Forwarded-For from a connection that is no trusted proxy is ignored" || t_fail "spoofed header ignored" "$out"
serve_stop

# the proxy is spared the per-address connection limit, others are not
serve_start "$DB" --trusted-proxy 127.0.0.1 --max-per-address 3 || t_fail "serve starts" "$(cat "$TMP/serve.err")"
/usr/bin/python3 "$TDIR/flood.py" idle "${URL##*:}" 127.0.0.1 8 0 2 "$TMP/viaproxy" &
FP=$!
/usr/bin/python3 "$TDIR/flood.py" idle "${URL##*:}" 127.0.0.45 8 0 2 "$TMP/direct"
wait "$FP"
case "$(cat "$TMP/viaproxy")" in *"answered 8 "*) t_ok "8 connections from the trusted proxy, all answered" ;;
    *) t_fail "proxy connections" "$(cat "$TMP/viaproxy")" ;; esac
case "$(cat "$TMP/direct")" in *"answered 3 "*) t_ok "8 from one client address: 3 answered, the rest refused" ;;
    *) t_fail "per-address limit" "$(cat "$TMP/direct")" ;; esac
serve_stop

# ---- nginx with docs/nginx-skatsheet.conf itself in front of two instances ----
# (its ports and certificate changed, nothing else)
PATH=$PATH:/usr/sbin:/sbin   # nginx, for a user whose PATH has no sbin
for p in nginx openssl; do
    command -v $p >/dev/null || { t_fail "$p is installed (scripts/install-deps)"; exit 0; }
done
P80=$(free_port); P443=$(free_port)
PUB=https://skat.example.org:$P443
serve_start "$DB" --trusted-proxy 127.0.0.1 --public-url "$PUB" || t_fail "instance A starts" "$(cat "$TMP/serve.err")"
PA=${URL##*:}
"$SK" --db "$DB" serve --listen 127.0.0.1:0 --quiet --trusted-proxy 127.0.0.1 --public-url "$PUB" >"$TMP/b.out" 2>"$TMP/b.err" &
B_PID=$!
PB=""
for i in $(seq 1 100); do
    PB=$(sed -n 's|.* http://127.0.0.1:\([0-9]*\)/ .*|\1|p' "$TMP/b.out"); [ -n "$PB" ] && break; sleep 0.05
done
[ -n "$PB" ] && t_ok "instance B starts" || t_fail "instance B starts" "$(cat "$TMP/b.err")"
CONF=$TDIR/../../docs/nginx-skatsheet.conf
ngx_example "$PA" "$PB"
changed=$(diff "$CONF" ngx/skatsheet.conf | grep -c '^>')
[ "$changed" = 6 ] && t_ok "the example: two upstream instances, ports 80 and 443, a certificate (6 lines to change)" \
    || t_fail "the example has the lines to change" "$changed changed" "$(diff "$CONF" ngx/skatsheet.conf)"
grep -q -- "--trusted-proxy 127.0.0.1 --public-url https://skat.example.org" "$CONF" \
    && t_ok "the example starts serve with --trusted-proxy and --public-url" || t_fail "the example names --trusted-proxy"
nginx -t -e "$TMP/ngx/logs/error.log" -p "$TMP/ngx" -c "$TMP/ngx/nginx.conf" >"$TMP/ngx/t.out" 2>&1 && t_ok "nginx -t accepts the example" \
    || t_fail "nginx -t accepts the example" "$(cat "$TMP/ngx/t.out")"
ngx_start
trap 'kill -QUIT $NGX 2>/dev/null; wait $NGX 2>/dev/null; [ -n "$B_PID" ] && kill $B_PID 2>/dev/null; serve_stop; lib_cleanup' EXIT
N() { curl -sk --resolve "skat.example.org:$P443:127.0.0.1" --max-time 5 "$@"; }
NURL=https://skat.example.org:$P443
for i in $(seq 1 50); do N -o /dev/null "$NURL/api/tournament" && break; sleep 0.1; done
loc=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' --max-time 5 -H "Host: skat.example.org" "http://127.0.0.1:$P80/standings")
[ "$loc" = "301 https://skat.example.org/standings" ] && t_ok "port 80 sends to https" || t_fail "port 80 sends to https" "$loc"
via() { N -o /dev/null -w '%{http_code}' --interface "$1" -X POST "$NURL/api/table/1/1/game" \
    -d "code=ZZZZZZZZ&action=add&declarer=2&contract=grand&matadors=1&points=61"; }
# each instance counts on its own: nginx takes turns, so a client's 11th
# wrong code at one instance is its 21st try
a=""; for i in $(seq 1 22); do a="$a $(via 127.0.0.61)"; done
b=$(via 127.0.0.62)
[ "$a" = "$TEN$TEN 429 429" ] && [ "$b" = 403 ] && t_ok "through nginx: each client limited on its own (at each instance)" \
    || t_fail "through nginx" "127.0.0.61:$a" "127.0.0.62: $b" "$(tail -3 "$TMP/ngx/logs/error.log" 2>/dev/null)"
code=$(N -o "$BODY" -w '%{http_code}' -X POST "$NURL/api/table/1/1/game" -H "Origin: https://evil.example" \
    -d "code=$C1&action=add&declarer=2&contract=grand&matadors=1&points=61")
[ "$code" = 403 ] && t_ok "through nginx: another site's page cannot write" || t_fail "foreign origin through nginx" "$code $(head -c 200 "$BODY")"
games() { db_sql "$DB" "SELECT count(*) FROM games"; }
n=$(games)
code=$(N -o "$BODY" -w '%{http_code}' -X POST "$NURL/api/table/1/1/game" -H "Origin: $PUB" \
    -d "code=$C1&action=add&declarer=2&contract=grand&matadors=1&points=61")
[ "$code" = 200 ] && [ "$(games)" = $((n + 1)) ] && t_ok "through nginx: a page's own write (the --public-url) is stored" \
    || t_fail "write through nginx" "$code $(head -c 200 "$BODY")"
# one instance stops: the other answers (both upstream lines work)
serve_stop
codes=""; for i in 1 2 3 4; do codes="$codes $(N -o /dev/null -w '%{http_code}' "$NURL/api/tournament")"; done
code=$(N -o "$BODY" -w '%{http_code}' -X POST "$NURL/api/table/1/1/game" -H "Origin: $PUB" \
    -d "code=$C1&action=add&declarer=3&contract=grand&matadors=1&points=61")
[ "$codes" = " 200 200 200 200" ] && [ "$code" = 200 ] && [ "$(games)" = $((n + 2)) ] \
    && t_ok "instance A stopped: nginx sends pages and writes to B" \
    || t_fail "A stopped: B answers" "pages:$codes" "write: $code $(head -c 200 "$BODY")"
