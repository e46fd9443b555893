#!/usr/bin/env bash
# Two processes recording games for different tables at the same time.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db c)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for i in 1 2 3 4 5 6 7 8; do S player add "P$i" --number $i >/dev/null; done
S tournament create C >/dev/null
S series draw 1 --seed 5 >/dev/null
writer() {   # table: 30 passed games, then report failures
    local t=$1 fails=0
    for g in $(seq 1 30); do
        S game add --series 1 --table "$t" --passed >/dev/null 2>>"$TMP/err$t" || fails=$((fails + 1))
    done
    echo "$fails" > "$TMP/fails$t"
}
writer 1 & writer 2 & wait
[ "$(cat "$TMP/fails1")" = 0 ] && [ "$(cat "$TMP/fails2")" = 0 ] && t_ok "both writers succeeded" \
    || t_fail "both writers succeeded" "$(cat "$TMP/err1" "$TMP/err2" | head -5)"
n1=$(db_sql "$DB" "SELECT count(*) FROM games g JOIN tables t ON t.id = g.table_id WHERE t.table_no = 1")
n2=$(db_sql "$DB" "SELECT count(*) FROM games g JOIN tables t ON t.id = g.table_id WHERE t.table_no = 2")
[ "$n1" = 30 ] && [ "$n2" = 30 ] && t_ok "no lost writes (30 + 30 games)" || t_fail "no lost writes" "$n1 + $n2"
m=$(db_sql "$DB" "SELECT max(game_no) FROM games")
[ "$m" = 30 ] && t_ok "game numbers 1..30 at each table" || t_fail "game numbers" "$m"

# a writer holding the lock: the other waits (busy timeout) and then succeeds
# (SQLite: BEGIN IMMEDIATE; PostgreSQL: the writers' advisory lock, key
# "SKAT", that every write of db/drv_pg.c takes at BEGIN)
if [ "$ENGINE" = sqlite ]; then
    ( sqlite3 "$DB" "BEGIN IMMEDIATE; SELECT 1; " ".shell sleep 1" "COMMIT;" >/dev/null 2>&1 ) &
else
    ( db_sql "$DB" "BEGIN; SELECT pg_advisory_xact_lock($((0x534b4154))); SELECT pg_sleep(1); COMMIT;" >/dev/null 2>&1 ) &
fi
sleep 0.3
check "waits for a locked database" 0 --out "recorded game 31" -- S game add --series 1 --table 1 --passed
wait
