#!/usr/bin/env bash
# Issue 28, item 10: behind a proxy.  Without --trusted-proxy every client
# of a proxy has the proxy's address (one client's wrong codes stop all),
# and an X-Forwarded-For from anybody else must change nothing.  With
# serve --trusted-proxy ADDR the client's address comes from the header,
# only on connections from ADDR, and the proxy is spared the per-address
# connection limit.  Last, nginx with the location block of
# docs/nginx-skatsheet.conf in front: each client is limited on its own.
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

# ---- nginx with the example's location block ----
if ! command -v nginx >/dev/null; then t_fail "nginx is installed (scripts/install-deps)"; exit 0; fi
serve_start "$DB" --trusted-proxy 127.0.0.1 || t_fail "serve starts" "$(cat "$TMP/serve.err")"
NPORT=$(/usr/bin/python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
mkdir -p ngx/logs
block=$(sed -n '/--- begin location/,/--- end location/p' "$TDIR/../../docs/nginx-skatsheet.conf")
[ -n "$block" ] && t_ok "docs/nginx-skatsheet.conf has the location block" || t_fail "docs/nginx-skatsheet.conf location block"
grep -q -- "--trusted-proxy 127.0.0.1" "$TDIR/../../docs/nginx-skatsheet.conf" && t_ok "the example starts serve with --trusted-proxy" \
    || t_fail "the example names --trusted-proxy"
{ echo "daemon off; worker_processes 1; pid $TMP/ngx/nginx.pid; error_log $TMP/ngx/logs/error.log;"
  [ "$(id -u)" = 0 ] && echo "user root;"
  echo "events { worker_connections 256; }"
  echo "http { access_log off; client_body_temp_path $TMP/ngx; proxy_temp_path $TMP/ngx;"
  echo "  upstream skatsheet { server 127.0.0.1:${URL##*:}; keepalive 8; }"
  echo '  limit_conn_zone $binary_remote_addr zone=skatsheet_conn:1m;'
  echo "  server { listen 127.0.0.1:$NPORT;"
  echo "$block"
  echo "  } }"; } > ngx/nginx.conf
nginx -p "$TMP/ngx" -c "$TMP/ngx/nginx.conf" 2>"$TMP/ngx/start.err" &
NGX=$!
trap 'kill -QUIT $NGX 2>/dev/null; wait $NGX 2>/dev/null; serve_stop; rm -rf "$TMP"' EXIT
for i in $(seq 1 50); do curl -s -o /dev/null "http://127.0.0.1:$NPORT/api/tournament" && break; sleep 0.1; done
NURL=http://127.0.0.1:$NPORT
via() { curl -s -o /dev/null -w '%{http_code}' --interface "$1" --max-time 5 -X POST "$NURL/api/table/1/1/game" \
    -d "code=ZZZZZZZZ&action=add&declarer=2&contract=grand&matadors=1&points=61"; }
a=""; for i in $(seq 1 11); do a="$a $(via 127.0.0.61)"; done
b=$(via 127.0.0.62)
[ "$a" = "$TEN 429" ] && [ "$b" = 403 ] && t_ok "through nginx: each client limited on its own" \
    || t_fail "through nginx" "127.0.0.61:$a" "127.0.0.62: $b" "$(cat "$TMP/ngx/logs/error.log" 2>/dev/null | tail -3)"
code=$(curl -s -o "$BODY" -w '%{http_code}' --max-time 5 -X POST "$NURL/api/table/1/1/game" -H "Origin: http://127.0.0.1" \
    -d "code=$C1&action=add&declarer=2&contract=grand&matadors=1&points=61")
[ "$code" = 200 ] && t_ok "through nginx: a page's own write (Host passed on) is stored" || t_fail "write through nginx" "$code $(head -c 200 "$BODY")"
