#!/usr/bin/env bash
# engines: postgresql
# PostgreSQL refusals and faults: a server that cannot be reached, refused
# credentials, a database of another program, a newer schema, a name that
# is no database; no password is ever printed; the server going away in the
# middle of a command (exit 1, nothing half-written, the next command works
# once it is back); `serve` across a server restart (503 while it is gone,
# never a 2xx for a game not stored; reconnected afterwards).
# This suite stops and starts its server, so it runs on a cluster of its
# own (tests/pgcluster.sh), not on the run's shared one.
. "$(dirname "$0")/../lib.sh"
. "$TDIR/../pgcluster.sh"
cd "$TMP"
SERVE_PID=""
trap 'if [ -n "$SERVE_PID" ]; then kill "$SERVE_PID" 2>/dev/null; wait "$SERVE_PID" 2>/dev/null; fi; pgc_stop; lib_cleanup' EXIT
if ! pgc_start; then
    t_fail "a cluster of its own" "$PGC_ERROR"
    exit 1
fi
H=$PGC_DIR
PSQL() { "$PGC_BIN/psql" -XAtq -v ON_ERROR_STOP=1 -h "$H" "$@"; }
PSQL -d postgres -c "CREATE DATABASE f" -c "CREATE DATABASE other" -c "CREATE DATABASE newer" >/dev/null
U="postgres:///f?host=$H"
S() { "$SK" --db "$U" "$@"; }
check "init on an empty database" 0 --out "schema version" -- "$SK" --db "$U" init
check "init twice is refused" 1 --err "already has a skatsheet schema" -- "$SK" --db "$U" init

# refusals when opening: exit 1, the host named, nothing written
check "a server that cannot be reached" 1 --err "cannot reach the PostgreSQL server" \
    --err "/tmp/nonexistent-sk" -- "$SK" --db "postgres:///f?host=/tmp/nonexistent-sk" player list
check "a database that does not exist" 1 --err "does not exist" --err "$H" \
    -- "$SK" --db "postgres:///nosuchdb?host=$H" player list
PSQL -d other -c "CREATE TABLE accounts(id int); INSERT INTO accounts VALUES (1)"
osum=$(db_sum "postgres:///other?host=$H")
check "another program's database" 1 --err "belongs to another program" \
    -- "$SK" --db "postgres:///other?host=$H" player list
check "init refuses another program's database" 1 --err "belongs to another program" \
    -- "$SK" --db "postgres:///other?host=$H" init
[ "$(db_sum "postgres:///other?host=$H")" = "$osum" ] && t_ok "another program's database unchanged" \
    || t_fail "another program's database unchanged"
"$SK" --db "postgres:///newer?host=$H" init >/dev/null
PSQL -d newer -c "UPDATE skatsheet_schema SET version = 99"
check "a newer schema" 1 --err "has schema version 99, newer than this skatsheet knows" \
    -- "$SK" --db "postgres:///newer?host=$H" player list
check "an empty database: run init" 1 --err "is empty: run 'skatsheet init'" \
    -- "$SK" --db "postgres:///postgres?host=$H" player list

# passwords: refused credentials named, the password never printed
printf 'local all pwuser scram-sha-256\n' | cat - "$H/data/pg_hba.conf" >"$TMP/hba"
cp "$TMP/hba" "$H/data/pg_hba.conf"
PSQL -d postgres -c "CREATE ROLE pwuser LOGIN PASSWORD 'right-one'" -c "SELECT pg_reload_conf()" >/dev/null
check "credentials refused" 1 --err "refused the credentials" --err "pwuser" \
    -- "$SK" --db "postgresql://pwuser:Sekr3t-pw@/f?host=$H" player list
case "$ERR" in *Sekr3t*) t_fail "the password is not printed" "$ERR" ;; *) t_ok "the password is not printed" ;; esac
check "a URI of another scheme: usage" 2 --err "neither a file nor a PostgreSQL URI" \
    -- "$SK" --db "mysql://root:Sekr3t-pw@db.example/skat" player list
case "$ERR" in *Sekr3t*) t_fail "the password is not printed (other scheme)" "$ERR" ;;
    *) t_ok "the password is not printed (other scheme)" ;; esac
check "a password in the URI of db copy is not printed" 1 --no-out "Sekr3t" \
    -- "$SK" db copy "postgresql://pwuser:Sekr3t-pw@/f?host=$H" "$TMP/x.db"
case "$ERR" in *Sekr3t*) t_fail "db copy's refusal hides the password" "$ERR" ;; *) t_ok "db copy's refusal hides the password" ;; esac

# the server gone in the middle of a command
for i in $(seq 1 12); do S player add "P$i" >/dev/null; done
S tournament create Cup --series 1 >/dev/null
S series draw 1 --seed 1 >/dev/null
printf 'series,table,game,declarer,contract,matadors,hand,ouvert,announce,bid,points,schneider,schwarz,result\n' >"$TMP/g.csv"
for g in $(seq 1 40); do   # 3 tables of 4: game n's declarer sits after the dealer
    n=$(( (g - 1) / 3 + 1 ))
    printf '1,%d,%d,%d,grand,1,0,0,,24,70,0,0,\n' $(( (g - 1) % 3 + 1 )) "$n" \
        $(( (n - 1) % 4 + 1 == 4 ? 1 : (n - 1) % 4 + 2 )) >>"$TMP/g.csv"
done
before=$(db_sum "$U")
# a second session holds table 3's row: the import's foreign-key check on it
# waits, after the import has begun writing; then the server stops
PSQL -d f -c "BEGIN; SELECT id FROM tables WHERE table_no = 3 FOR UPDATE; SELECT pg_sleep(30); COMMIT" >/dev/null 2>&1 &
locker=$!
sleep 0.5
S import games "$TMP/g.csv" >"$TMP/imp.out" 2>"$TMP/imp.err" &
imp=$!
sleep 1
kill -0 "$imp" 2>/dev/null && t_ok "the import waits on the held row" || t_fail "the import waits on the held row" "$(cat "$TMP/imp.err")"
pgc_as_owner "$PGC_BIN/pg_ctl" -D "$H/data" -m immediate -w stop >/dev/null 2>&1
wait "$imp"; rc=$?
wait "$locker" 2>/dev/null
[ "$rc" = 1 ] && t_ok "the server gone mid-import: exit 1 ($(head -c 120 "$TMP/imp.err"))" \
    || t_fail "the server gone mid-import: exit 1" "rc=$rc $(cat "$TMP/imp.err")"
check "a command while the server is down: exit 1" 1 --err "cannot reach the PostgreSQL server" -- S player list
pgc_as_owner "$PGC_BIN/pg_ctl" -D "$H/data" -l "$H/server.log" -w -t 60 \
    -o "-c listen_addresses='' -k $H -c fsync=off" start >/dev/null 2>&1
[ "$(db_sum "$U")" = "$before" ] && t_ok "nothing of the import was written" || t_fail "nothing of the import was written" \
    "$(PSQL -d f -c 'SELECT count(*) FROM games')"
check "the next command works once the server is back" 0 --out "imported 40 games" -- S import games "$TMP/g.csv"
