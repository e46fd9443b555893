#!/usr/bin/env bash
# engines: postgresql
# Upgrading a PostgreSQL database (issue 41): the migrations run in one
# transaction (one that fails leaves the database at its old version, none
# of the newer tables made), and are refused while a skatsheet of another
# schema is connected to the same database, naming it (its
# application_name, process id and address): each skatsheet names its
# connections "PROGRAM VERSION schema N", the release of schema 23 named
# them 'skatsheet' (its db/drv_pg_conn.c: SET application_name =
# 'skatsheet').  The other skatsheets are stood in for by psql sessions
# carrying those names (PGAPPNAME); the database is the hub of schema 23
# of tests/fixtures/upgrade/hub.sql.
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
HOLD=""
trap '[ -z "$HOLD" ] || kill "$HOLD" 2>/dev/null; wait 2>/dev/null; lib_cleanup' EXIT
FIX=$TDIR/../fixtures/upgrade
LATEST=$("$SK" --db "$TMP/l.db" init | sed -n 's/.*schema version \([0-9]*\).*/\1/p')
hub() {   # a new database holding the schema-23 hub
    local d; d=$(new_db "$1")
    "$PG_BIN/psql" -XAtq -v ON_ERROR_STOP=1 -d "$d" -f "$FIX/hub.sql" >/dev/null 2>psql.err ||
        { t_fail "hub.sql loads" "$(head -3 psql.err)"; exit 0; }
    echo "$d"
}
ver() { db_sql "$1" "SELECT version FROM skatsheet_schema"; }
hold() {  # NAME DB: a session named NAME on DB, until unhold
    PGAPPNAME=$1 "$PG_BIN/psql" -XAtq -d "$2" -c "SELECT pg_sleep(120)" >/dev/null 2>&1 &
    HOLD=$!
    for _ in $(seq 1 100); do
        [ "$(db_sql "$2" "SELECT count(*) FROM pg_stat_activity WHERE application_name = '$1'")" = 1 ] && return
        sleep 0.05
    done
    t_fail "the session '$1' is there"
}
unhold() {   # NAME DB: the session ended (its backend too: pg_sleep does not notice a client gone)
    db_sql "$2" "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '$1'" >/dev/null
    kill "$HOLD" 2>/dev/null; wait "$HOLD" 2>/dev/null; HOLD=""
}

DB=$(hub guard)
[ "$(ver "$DB")" = 23 ] && t_ok "the fixture's hub is at schema version 23" || t_fail "fixture version" "$(ver "$DB")"
before=$(db_sql "$DB" "SELECT count(*) FROM games")

hold skatsheet "$DB"
check "an old release's serve connected: the upgrade is refused, naming it" 1 \
    --err "is at schema version 23 and in use by 'skatsheet' (pid " --err " at [local]), a skatsheet of another version: this one upgrades it to version $LATEST only once that has stopped" \
    -- "$SK" --db "$DB" league table
[ "$(ver "$DB")" = 23 ] && t_ok "refused: still at version 23" || t_fail "still 23" "$(ver "$DB")"
backend=$(db_sql "$DB" "SELECT pid FROM pg_stat_activity WHERE application_name = 'skatsheet'")
echo "$ERR" | grep -qF "(pid $backend at" &&
    t_ok "the process id named is the other connection's ($backend)" || t_fail "pid named" "$ERR"
unhold skatsheet "$DB"

hold "skatsheet-serve 0.0.9 schema 30" "$DB"
check "another version's serve connected: refused, naming its version and schema" 1 \
    --err "in use by 'skatsheet-serve 0.0.9 schema 30' (pid " -- "$SK" --db "$DB" standings -t Demo-Turnier
check "German: the refusal" 1 --err "wird von 'skatsheet-serve 0.0.9 schema 30' (PID " -- \
    env SKATSHEET_LANG=de "$SK" --db "$DB" standings -t Demo-Turnier
unhold "skatsheet-serve 0.0.9 schema 30" "$DB"

# what does not hold it back: another program, a skatsheet of this schema
hold "another program" "$DB"
otherhold=$HOLD; HOLD=""
hold "skatsheet-serve 9.9.9 schema $LATEST" "$DB"
check "with psql and a skatsheet of schema $LATEST connected: upgraded" 0 -- "$SK" --db "$DB" league table
[ "$(ver "$DB")" = "$LATEST" ] && t_ok "now at version $LATEST" || t_fail "upgraded" "$(ver "$DB")"
[ "$(db_sql "$DB" "SELECT count(*) FROM games")" = "$before" ] && t_ok "every game kept ($before)" || t_fail "games kept"
unhold "skatsheet-serve 9.9.9 schema $LATEST" "$DB"
HOLD=$otherhold; unhold "another program" "$DB"

# each skatsheet names its connections
. "$TDIR/../web/lib_web.sh"
serve_start "$DB" || t_fail "serve starts" "$(cat "$TMP/serve.err")"
ver_=$("$SK" --version | awk '{print $2}')
names=$(db_sql "$DB" "SELECT DISTINCT application_name FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'skatsheet%' ORDER BY 1")
[ "$names" = "skatsheet-serve $ver_ schema $LATEST" ] && t_ok "serve's connections: 'skatsheet-serve $ver_ schema $LATEST'" ||
    t_fail "serve's application_name" "$names"
serve_stop

# one transaction: a migration that fails (a table of 031 made by hand
# beforehand) leaves the database as it was, no table of 024-030 made
DB2=$(hub failing)
db_sql "$DB2" "CREATE TABLE mail_log (x integer)"
check "a migration that fails: refused, named" 1 --err "migration 031_mail" -- "$SK" --db "$DB2" league table
[ "$(ver "$DB2")" = 23 ] && t_ok "the failed upgrade left version 23" || t_fail "version after a failed upgrade" "$(ver "$DB2")"
[ "$(db_sql "$DB2" "SELECT count(*) FROM pg_class WHERE relname IN ('rankings', 'bank_lines')")" = 0 ] &&
    t_ok "none of the tables of 025 and 030 was made" || t_fail "tables of 025/030 made"
db_sql "$DB2" "DROP TABLE mail_log"
check "without the obstacle it upgrades" 0 -- "$SK" --db "$DB2" league table
[ "$(ver "$DB2")" = "$LATEST" ] && t_ok "then at version $LATEST" || t_fail "upgrade after" "$(ver "$DB2")"
