#!/usr/bin/env bash
# Issue 28, item 1: slow clients do not take `serve` off the air.  As an
# attacker would: 500 connections from each of 4 local addresses trickling
# one header line every 2 s (the old caps, 2,000 in all and 512 per
# address, filled up and nobody else got an answer); a header and a body
# trickled byte by byte (the idle timer restarted with every byte); and,
# with a small connection limit, idle kept-alive connections and a flood
# from many addresses at once: the idle ones go first, the oldest slow
# ones next, and a normal client and a table are still answered.
# parallel: alone (2,000 connections, deadlines and lock waits: not beside other suites)
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
cd "$TMP"
web_two_tables "$TMP/s.db" Slow
C1=$(code_of 1 1)
FLOOD="/usr/bin/python3 $TDIR/flood.py"
port() { echo "${URL##*:}"; }
FP=""
trap 'serve_stop; [ -n "$FP" ] && kill "$FP" 2>/dev/null; rm -rf "$TMP"' EXIT

# ---- the issue's flood, default limits ----
serve_start "$DB" || t_fail "serve starts" "$(cat "$TMP/serve.err")"
$FLOOD slow "$(port)" 127.0.0.2,127.0.0.3,127.0.0.4,127.0.0.5 500 2 30 "$TMP/flood1" &
FP=$!
sleep 3 # every connection is open by now (or refused)
check_http "a page under 2,000 slow connections from 4 addresses" 200 --has "Slow" \
    -- GET /tables --max-time 5
check_http "the JSON under the flood" 200 --has '"tournament"' -- GET /api/tournament --max-time 5
check_http "a table still posts under the flood" 200 --has '"ok":true' \
    -- POST /api/table/1/1/game -d "code=$C1&action=add&declarer=2&contract=grand&matadors=1&points=61" \
    --max-time 5
kill "$FP"; wait "$FP" 2>/dev/null; FP=""
# (no deadline has passed yet: every connection closed so far was refused
# beyond the 256 an address may hold)
closed=$(sed -n 's/.*closed \([0-9]*\).*/\1/p' "$TMP/flood1")
[ -n "$closed" ] && [ "$closed" -gt 0 ] && t_ok "connections beyond 256 per address are refused ($(cat "$TMP/flood1"))" \
    || t_fail "per-address limit" "$(cat "$TMP/flood1" 2>/dev/null)"
serve_stop

# ---- deadlines: trickling extends nothing ----
serve_start "$DB" --header-timeout 2 || t_fail "serve --header-timeout starts" "$(cat "$TMP/serve.err")"
# trickle WHAT: a header line (or one body byte) every 0.4 s for 8 s; prints
# the answer's status line and when it came, or "no answer"
cat > trickle.py <<'EOF'
import socket, sys, time
port, what = int(sys.argv[1]), sys.argv[2]
s = socket.create_connection(("127.0.0.1", port))
t0 = time.time()
if what == "header":
    s.sendall(b"GET /tables HTTP/1.1\r\nHost: x\r\n")
    piece = b"X-Slow: 1\r\n"
else:
    s.sendall(b"POST /api/table/1/1/game HTTP/1.1\r\nHost: x\r\n"
              b"Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\n")
    piece = b"a"
s.settimeout(0.4)
got = b""
while time.time() - t0 < 8:
    try:
        s.sendall(piece)
        d = s.recv(4096)
        if not d:
            break
        got += d
    except socket.timeout:
        continue
    except OSError:
        break
line = got.split(b"\r\n")[0].decode("latin-1") if got else "no answer"
print("%s after %.1f s" % (line, time.time() - t0))
EOF
/usr/bin/python3 trickle.py "$(port)" header > hdr.out &
TP=$!
/usr/bin/python3 trickle.py "$(port)" body > body.out
wait "$TP"
case "$(cat hdr.out)" in "HTTP/1.1 408 Request Timeout after "[2-7]*) t_ok "a trickled header is answered 408 at its deadline ($(cat hdr.out))" ;;
    *) t_fail "a trickled header is answered 408 at its deadline" "$(cat hdr.out)" ;; esac
case "$(cat body.out)" in "HTTP/1.1 408 Request Timeout after "[2-7]*) t_ok "a trickled body is answered 408 at its deadline ($(cat body.out))" ;;
    *) t_fail "a trickled body is answered 408 at its deadline" "$(cat body.out)" ;; esac
check_http "a normal request is answered meanwhile" 200 -- GET /tables
serve_stop

# ---- room under pressure: idle kept-alive connections go first ----
serve_start "$DB" --max-connections 100 --max-per-address 1000 --header-timeout 60 \
    || t_fail "serve with a small limit starts" "$(cat "$TMP/serve.err")"
$FLOOD idle "$(port)" 127.0.0.9 20 0 8 "$TMP/idle" &
IP=$!
sleep 1.5
$FLOOD slow "$(port)" 127.0.1.1,127.0.1.2,127.0.1.3,127.0.1.4 30 1 6 "$TMP/flood2" &
FP=$!
sleep 2.5
check_http "a page while 120 slow connections press on a limit of 100" 200 --has "Slow" -- GET /tables --max-time 5
check_http "a table posts while the limit is pressed" 200 --has '"ok":true' \
    -- POST /api/table/1/1/game -d "code=$C1&action=add&declarer=3&contract=clubs&matadors=1&points=70" \
    --max-time 5
wait "$IP" "$FP" 2>/dev/null; FP=""
idle=$(cat "$TMP/idle" 2>/dev/null)
case "$idle" in *"answered 20 "*"open-at-end 0"*) t_ok "the 20 idle kept-alive connections were closed to make room ($idle)" ;;
    *) t_fail "idle kept-alive connections closed first" "$idle" ;; esac
slow=$(cat "$TMP/flood2" 2>/dev/null)
n408=$(echo "$slow" | sed -n 's/.*answered-408 \([0-9]*\).*/\1/p')
[ -n "$n408" ] && [ "$n408" -gt 0 ] && t_ok "the oldest slow connections were closed with 408 to make room ($slow)" \
    || t_fail "slow connections closed to make room" "$slow"
[ "$(sqlite3 "$DB" "SELECT count(*) FROM games")" = 2 ] && t_ok "both posted games are stored" \
    || t_fail "both posted games are stored" "$(sqlite3 "$DB" "SELECT count(*) FROM games")"
