#!/usr/bin/env bash
# A rolling upgrade behind nginx (issue 41; docs/operations.md, "Rolling
# upgrade behind nginx"): two `serve` instances on one database behind
# docs/nginx-skatsheet.conf itself (its ports and certificate changed, as
# in tests/web/attack_proxy.sh), load running through nginx (four tables
# posting games, readers asking pages, JSON and /healthz; all from this
# machine, so --post-rate 1000); instance A is
# stopped (SIGTERM: it drains) and started again from the new binary on
# its port, then B the same, while the other serves.  No request is
# answered 5xx but the documented 503 with Retry-After ("the server is
# stopping: nothing was stored"), every write answered 200 is stored and
# none other, and the new instances answer.  The new binary is this build
# copied to another path (a package upgrade replaces the file): a rolling
# upgrade is for versions of the same schema (one of another schema
# refuses to upgrade a PostgreSQL database while the old instances are
# connected: tests/db/upgrade_pg.sh).
# engines: sqlite postgresql
# parallel: alone (nginx, two servers, a load of eight clients)
. "$(dirname "$0")/../lib.sh"
. "$TDIR/../web/lib_web.sh"
cd "$TMP"
PATH=$PATH:/usr/sbin:/sbin   # nginx, for a user whose PATH has no sbin
for p in nginx openssl; do
    command -v $p >/dev/null || { t_fail "$p is installed (scripts/install-deps)"; exit 0; }
done
A=""; B=""; NGX=""; LOAD=""
trap 'for p in $LOAD $A $B; do kill -TERM $p 2>/dev/null; done; [ -z "$NGX" ] || kill -QUIT $NGX 2>/dev/null; wait 2>/dev/null; lib_cleanup' EXIT
DB=$(new_db rolling)
S init >/dev/null
for i in $(seq 1 16); do S player add "Spieler $i" --number "$i" >/dev/null; done
S tournament create Liga --series 1 >/dev/null
S series draw 1 --seed 5 >/dev/null
PA=$(free_port); PB=$(free_port); P80=$(free_port); P443=$(free_port)
PUB=https://skat.example.org:$P443
cp "$SK" "$TMP/skatsheet-new"
start() {   # BINARY PORT NAME: an instance, its pid in $STARTED once /healthz answers 200
    "$1" --db "$DB" serve --listen "127.0.0.1:$2" --trusted-proxy 127.0.0.1 --public-url "$PUB" --post-rate 1000 \
        >"$TMP/$3.out" 2>"$TMP/$3.err" &
    STARTED=$!
    local i
    for i in $(seq 1 100); do
        [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "http://127.0.0.1:$2/healthz")" = 200 ] && return 0
        sleep 0.05
    done
    t_fail "$3 starts on port $2" "$(cat "$TMP/$3.err")"
    return 1
}
stop() {    # PID NAME: SIGTERM, its end awaited; its exit status in $STOPPED
    local t0=$SECONDS
    kill -TERM "$1"; wait "$1"; STOPPED=$?
    t_ok "$2 drained and ended (status $STOPPED, $((SECONDS - t0)) s)"
}
start "$SK" "$PA" a1 && A=$STARTED
start "$SK" "$PB" b1 && B=$STARTED

ngx_example "$PA" "$PB"
ngx_start
for _ in $(seq 1 50); do
    curl -sk -o /dev/null --resolve "skat.example.org:$P443:127.0.0.1" --max-time 2 "$PUB/healthz" && break; sleep 0.1
done

# the load: one writer per table, four readers; every answer logged as
# "KIND STATUS RETRY-AFTER REQUEST-ID-PREFIX"
: >load.log
python3 - "$P443" "$PUB" "$(code_of 1 1) $(code_of 1 2) $(code_of 1 3) $(code_of 1 4)" >load.log 2>load.err <<'PY' &
import http.client, os, ssl, sys, threading, time
port, pub, codes = int(sys.argv[1]), sys.argv[2], sys.argv[3].split()
ctx = ssl.create_default_context(); ctx.check_hostname = False; ctx.verify_mode = ssl.CERT_NONE
lock = threading.Lock()
def ask(kind, method, path, body=None):
    c = http.client.HTTPSConnection("127.0.0.1", port, timeout=30, context=ctx)
    h = {"Host": "skat.example.org:%d" % port, "Origin": pub}
    if body:
        h["Content-Type"] = "application/x-www-form-urlencoded"
    try:
        c.request(method, path, body=body, headers=h)
        r = c.getresponse(); r.read()
        st, ra, rid = r.status, r.getheader("Retry-After") or "-", (r.getheader("X-Request-Id") or "-").split("-")[0]
    except Exception as e:
        st, ra, rid = "exc:" + type(e).__name__, "-", "-"
    c.close()
    with lock:
        print(kind, st, ra, rid, flush=True)
    return st
def writer(t, code):
    g = 0
    while not os.path.exists("load.stop") and g < 44:
        d = g % 4 + 1
        st = ask("write%d" % t, "POST", "/api/table/1/%d/game" % t,
                 "code=%s&action=add&declarer=%d&contract=grand&matadors=1&points=%d" % (code, d % 4 + 1, 61 + g % 50))
        if st == 200:
            g += 1
        time.sleep(0.3)   # 44 games: the whole upgrade long
def reader(i):
    paths = ["/api/standings", "/", "/healthz", "/table/1/1"]
    n = 0
    while not os.path.exists("load.stop"):
        ask("read", "GET", paths[(i + n) % len(paths)]); n += 1
        time.sleep(0.01)
ts = [threading.Thread(target=writer, args=(t + 1, c)) for t, c in enumerate(codes)]
ts += [threading.Thread(target=reader, args=(i,)) for i in range(4)]
for t in ts: t.start()
for t in ts: t.join()
PY
LOAD=$!
for _ in $(seq 1 100); do [ "$(grep -c '^write.* 200 ' load.log)" -ge 8 ] && break; sleep 0.05; done

# the rolling upgrade: A, then B, each while the other serves
# (nginx took A out at its first refused connection, for fail_timeout =
# 10 s: B is stopped only once nginx sends to the new A again)
prefix() { curl -s -D - -o /dev/null "http://127.0.0.1:$1/healthz" | tr -d '\r' | sed -n 's/^X-Request-Id: \([^-]*\)-.*/\1/p'; }
stop "$A" "instance A (old)"; A=""
start "$TMP/skatsheet-new" "$PA" a2 && A=$STARTED
pa=$(prefix "$PA"); t0=$SECONDS
for _ in $(seq 1 300); do awk -v p="$pa" '$2 == 200 && $4 == p' load.log | grep -q . && break; sleep 0.05; done
awk -v p="$pa" '$2 == 200 && $4 == p' load.log | grep -q . &&
    t_ok "nginx sends to the new A again ($((SECONDS - t0)) s after it started)" || t_fail "nginx uses the new A"
stop "$B" "instance B (old)"; B=""
start "$TMP/skatsheet-new" "$PB" b2 && B=$STARTED
pb=$(prefix "$PB")
for _ in $(seq 1 300); do awk -v p="$pb" '$2 == 200 && $4 == p' load.log | grep -q . && break; sleep 0.05; done
sleep 0.5
: > load.stop
wait "$LOAD"; LOAD=""
total=$(wc -l <load.log)
bad=$(awk '$2 !~ /^[234][0-9][0-9]$/ && !($2 == 503 && $3 != "-")' load.log | sort | uniq -c)
[ "$total" -gt 200 ] && [ -z "$bad" ] &&
    t_ok "$total requests through nginx: none answered 5xx but 503 with Retry-After" ||
    t_fail "no 5xx but 503 with Retry-After" "$total answers" "$bad" "$(grep upstream ngx/logs/error.log | tail -5)" "$(head -3 load.err)"
n503=$(awk '$2 == 503' load.log | wc -l)
t_ok "answered 503 with Retry-After: $n503 (writes a draining instance refused, nothing stored)"
others=$(awk '$2 !~ /^(200|503)$/' load.log | sort | uniq -c)
[ -z "$others" ] && t_ok "every other answer 200" || t_fail "answers other than 200 and 503" "$others"
for t in 1 2 3 4; do
    acked=$(awk -v k="write$t" '$1 == k && $2 == 200' load.log | wc -l)
    stored=$(db_sql "$DB" "SELECT count(*) FROM games g JOIN tables x ON x.id = g.table_id WHERE x.table_no = $t")
    [ "$acked" -ge 1 ] && [ "$acked" = "$stored" ] && t_ok "table $t: the $acked writes answered 200 are stored, no other" ||
        t_fail "table $t: answered 200 = stored" "200s: $acked, stored: $stored"
done
# four processes answered (two old, two new: each its own request-id prefix)
procs=$(awk '$2 == 200 && $4 != "-" { print $4 }' load.log | sort -u | wc -l)
[ "$procs" = 4 ] && t_ok "the answers came from four processes: A and B old and new" || t_fail "four processes answered" "$procs"
for f in a2 b2; do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$([ $f = a2 ] && echo "$PA" || echo "$PB")/healthz")" = 200 ] &&
        t_ok "the new instance ${f%2} is healthy" || t_fail "new ${f%2} healthy"
done
S check -t Liga >check.out 2>&1
grep -q "^series 1, table 1: " check.out && ! grep -qiv "games missing\|problems\|^$" check.out &&
    t_ok "nothing half-done (check finds only the games not played yet)" || t_fail "check" "$(head -5 check.out)"
