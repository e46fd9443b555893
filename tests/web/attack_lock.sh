#!/usr/bin/env bash
# Issue 28, item 3: reading never waits for a writer.  A `sqlite3` shell
# holds the write lock (as a backup tool, a forgotten shell or a long import
# would) while tables keep posting: the pages and the JSON still answer at
# once (they used to wait behind the blocked writes: the pool threads sat
# in the busy timeout), every write answers 503 with Retry-After within the
# write timeout and stores nothing, and nothing hangs longer; once the lock
# is gone, writes are stored again.
# parallel: alone (2,000 connections, deadlines and lock waits: not beside other suites)
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
cd "$TMP"
web_two_tables "$TMP/l.db" Lock
C1=$(code_of 1 1); C2=$(code_of 1 2)
S game add --series 1 --table 1 --declarer 2 grand --with 1 --points 61 >/dev/null

check "serve documents its write timeout" 0 --out "--write-timeout S" --out "(default 5)" -- S serve --help
serve_start "$DB" || t_fail "serve starts" "$(cat "$TMP/serve.err")"
sum=$(db_sum "$DB")

# lock SECONDS: a sqlite3 shell takes the write lock and keeps it
lock() {
    rm -f lock.out
    { echo "BEGIN IMMEDIATE;"; echo "UPDATE players SET club = 'X' WHERE name = 'Anna';";
      echo "SELECT 'locked';"; sleep "$1"; echo "ROLLBACK;"; } | sqlite3 "$DB" > lock.out &
    LP=$!
    local i
    for i in $(seq 1 50); do grep -q locked lock.out 2>/dev/null && break; sleep 0.1; done
    grep -q locked lock.out && t_ok "a sqlite3 shell holds the write lock" || t_fail "the shell holds the lock"
}
unlock() {
    kill "$LP" 2>/dev/null; wait "$LP" 2>/dev/null
    local i
    for i in $(seq 1 30); do sqlite3 "$DB" "BEGIN IMMEDIATE; ROLLBACK;" 2>/dev/null && break; sleep 0.1; done
}

# ---- with the default write timeout (5 s) ----
lock 9

# four tables post at once: each waits for the lock
WP=()
for t in 1 2 3 4; do
    code=$C1; tab=1; [ "$t" -gt 2 ] && { code=$C2; tab=2; }
    curl -s -o "w$t.body" -D "w$t.head" -w '%{http_code}' --max-time 8 -X POST "$URL/api/table/1/$tab/game" \
        -d "code=$code&action=add&declarer=3&contract=clubs&matadors=1&points=70" > "w$t.code" &
    WP+=($!)
done
sleep 0.2
# meanwhile: pages never asked for before (no cached copy), each must be read
for p in /tables /api/tables /api/table/1/2 "/money?lang=de" /api/standings "/table/1/1?lang=de"; do
    check_http "while the lock is held and writes wait: $p answers" 200 -- GET "$p" --max-time 3
done
wait "${WP[@]}" 2>/dev/null
for t in 1 2 3 4; do
    c=$(cat "w$t.code")
    ra=$(tr -d '\r' < "w$t.head" | sed -n 's/^Retry-After: //Ip')
    if [ "$c" = 503 ] && [ -n "$ra" ] && grep -q "busy" "w$t.body"; then
        t_ok "write $t while locked: 503, Retry-After $ra, within the timeout"
    else
        t_fail "write $t while locked: 503 with Retry-After" "HTTP $c (000: no answer in 8 s)" "$(cat "w$t.head" "w$t.body" 2>/dev/null | head -c 400)"
    fi
done
unlock
serve_stop

# ---- a shorter write timeout: the form and the registration refused alike ----
serve_start "$DB" --write-timeout 1 || t_fail "serve --write-timeout starts" "$(cat "$TMP/serve.err")"
lock 6
check_http "a form post while locked: 503 page" 503 --has "busy" -- POST /table/1/1/game \
    -d "code=$C1&action=add&declarer=3&contract=clubs&matadors=1&points=70" --max-time 4
check_http "a registration while locked: 503" 503 -- POST /api/register -d "name=Zoe" --max-time 4
unlock
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "nothing of the refused writes was stored" || t_fail "nothing stored"

check_http "the lock gone: a write is stored" 200 --has '"ok":true' -- POST /api/table/1/1/game \
    -d "code=$C1&action=add&declarer=4&contract=clubs&matadors=1&points=70"
[ "$(sqlite3 "$DB" "SELECT count(*) FROM games")" = 2 ] && t_ok "exactly the accepted game is stored" \
    || t_fail "games stored" "$(sqlite3 "$DB" "SELECT count(*) FROM games")"
