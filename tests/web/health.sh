#!/usr/bin/env bash
# Issue 41, health: GET /healthz answers 200 {"status":"ok","db":"ok",
# "write_lock":"ok"} when the database answers a read and the write lock
# can be taken within 2 s, else 503 saying what failed: another program
# holding the write lock (a sqlite3 shell's BEGIN IMMEDIATE, a PostgreSQL
# session holding the writers' advisory lock), the file gone.  The probe
# stores nothing; every answer carries its X-Request-Id.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
HOLD_PID=""
hold_stop() {
    if [ -n "$HOLD_PID" ]; then
        exec 7>&-
        kill "$HOLD_PID" 2>/dev/null
        wait "$HOLD_PID" 2>/dev/null
        HOLD_PID=""
    fi
}
trap 'hold_stop; serve_stop; lib_cleanup' EXIT
cd "$TMP"
web_two_tables "$(new_db health)" Health
serve_start "$DB" || t_fail "serve starts" "$(cat "$TMP/serve.err")"
sum=$(db_sum "$DB")

check_http "healthy: 200" 200 --has '{"status":"ok","db":"ok","write_lock":"ok"}' -- GET /healthz
grep -q '^application/json' <(curl -s -o /dev/null -w '%{content_type}' "$URL/healthz") &&
    t_ok "the answer is JSON" || t_fail "content type"
id=$(curl -s -D - -o /dev/null "$URL/healthz" | tr -d '\r' | sed -n 's/^X-Request-Id: //Ip')
[[ "$id" =~ ^[0-9a-f]{8}-[0-9a-f]{8}$ ]] && t_ok "the answer carries X-Request-Id ($id)" || t_fail "X-Request-Id" "'$id'"
check_http "a POST to /healthz is refused" 405 -- POST /healthz

# hold: another program takes the write lock and keeps it (until hold_stop)
hold() {
    rm -f hold.in hold.out
    mkfifo hold.in
    if [ "$ENGINE" = sqlite ]; then
        sqlite3 "$DB" < hold.in > hold.out 2>&1 &
        HOLD_PID=$!
        exec 7> hold.in
        printf "BEGIN IMMEDIATE;\nSELECT 'locked';\n" >&7
    else
        "$PG_BIN/psql" -XAtq -d "$DB" < hold.in > hold.out 2>&1 &
        HOLD_PID=$!
        exec 7> hold.in
        printf "SELECT pg_advisory_lock(1397440852);\nSELECT 'locked';\n" >&7   # \"SKAT\", db/drv_pg.c
    fi
    local i
    for i in $(seq 1 50); do grep -q locked hold.out 2>/dev/null && break; sleep 0.1; done
    grep -q locked hold.out && t_ok "another program holds the write lock" || t_fail "the lock is held" "$(cat hold.out)"
}
hold
t0=$(date +%s%N)
check_http "write lock held: 503" 503 --has '"status":"fail"' --has '"db":"ok"' --has '"write_lock":"busy"' -- GET /healthz
ms=$(( ($(date +%s%N) - t0) / 1000000 ))
[ "$ms" -ge 1500 ] && [ "$ms" -lt 5000 ] && t_ok "answered after the 2 s deadline, not later (${ms} ms)" ||
    t_fail "the deadline" "${ms} ms"
retry=$(curl -s -D - -o /dev/null "$URL/healthz" | tr -d '\r' | sed -n 's/^Retry-After: //Ip')
[ -n "$retry" ] && t_ok "the 503 says when to ask again (Retry-After: $retry)" || t_fail "Retry-After"
check_http "the pages still answer while the lock is held" 200 -- GET /api/standings
hold_stop
check_http "the lock given back: 200 again" 200 --has '"write_lock":"ok"' -- GET /healthz
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "the probes stored nothing" || t_fail "the database changed"

if [ "$ENGINE" = sqlite ]; then
    mv "$DB" "$TMP/away.db"
    got=""
    for i in $(seq 1 30); do
        http GET /healthz
        [ "$CODE" = 503 ] && break
        sleep 0.2
    done
    check_http "the file gone: 503" 503 --has '"db":"gone"' --has '"write_lock":"unchecked"' -- GET /healthz
    mv "$TMP/away.db" "$DB"
    for i in $(seq 1 30); do
        http GET /healthz
        [ "$CODE" = 200 ] && break
        sleep 0.2
    done
    check_http "the file back: 200" 200 --has '"status":"ok"' -- GET /healthz
fi
serve_stop
