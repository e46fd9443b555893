#!/usr/bin/env bash
# engines: postgresql
# PostgreSQL refusals and faults: a server that cannot be reached (or
# takes the connection and never answers: given up after the timeout), refused
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
SILENT_PID=""
trap 'if [ -n "$SERVE_PID" ]; then kill "$SERVE_PID" 2>/dev/null; wait "$SERVE_PID" 2>/dev/null; fi; [ -z "$SILENT_PID" ] || kill "$SILENT_PID" 2>/dev/null; pgc_stop; lib_cleanup' EXIT
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
# a server over TCP that takes the connection and never answers (a host
# gone silent): skatsheet gives up (5 s an attempt, libpq tries up to three
# ways: GSS, SSL, plain) instead of waiting for ever; a connect_timeout the
# URI names wins.  The default case runs beside the checks below.
python3 -c '
import socket, sys
s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(16)
print(s.getsockname()[1], flush=True)
held = []
while True:
    held.append(s.accept()[0])
' >"$TMP/silent.port" & SILENT_PID=$!
for i in $(seq 1 50); do [ -s "$TMP/silent.port" ] && break; sleep 0.1; done
SPORT=$(cat "$TMP/silent.port")
( s0=$(date +%s); timeout 60 "$SK" --db "postgresql://sk:secret@127.0.0.1:$SPORT/f" player list \
      >"$TMP/silent.out" 2>"$TMP/silent.err"
  echo "$? $(($(date +%s) - s0))" >"$TMP/silent.rc" ) & SILENT_RUN=$!
s0=$(date +%s)
check "a silent server: connect_timeout in the URI" 1 --err "cannot reach the PostgreSQL server" \
    --err "127.0.0.1:$SPORT" --err "timeout expired" \
    -- timeout 30 "$SK" --db "postgresql://sk@127.0.0.1:$SPORT/f?connect_timeout=2" player list
el=$(($(date +%s) - s0))
[ "$el" -le 10 ] && t_ok "a silent server: the URI's 2 s an attempt (libpq's least) (${el} s)" \
    || t_fail "the URI's connect_timeout wins" "took $el s"
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

# `serve` across a server restart: reads and writes answered 503 with
# Retry-After while the server is gone (never a 2xx for a game that was not
# stored, never a crash), served again once it is back (the driver's
# PQreset), and its live watcher (LISTEN) listening again
. "$TDIR/../web/lib_web.sh"
# (this trap replaces the one above: it stops the silent listener too)
trap 'serve_stop; [ -z "$SILENT_PID" ] || kill "$SILENT_PID" 2>/dev/null; pgc_stop; lib_cleanup' EXIT
DB=$U   # (lib_web.sh's S)
C1=$(db_sql "$U" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id WHERE x.table_no = 1")
post() {   # GAME: table 1's game GAME (the player after the dealer, a grand with 1, won)
    local d=$(( ($1 - 1) % 4 + 1 ))
    http POST /api/table/1/1/game -D "$TMP/hdr" \
        -d "code=$C1&action=add&declarer=$(( d % 4 + 1 ))&contract=grand&matadors=1&points=61"
}
games() { db_sql "$U" "SELECT count(*) FROM games"; }
listeners() { PSQL -d f -c "SELECT count(*) FROM pg_stat_activity WHERE query = 'LISTEN skatsheet'"; }
serve_start "$U" -t Cup && t_ok "serve on the PostgreSQL database" || t_fail "serve started" "$(cat "$TMP/serve.err")"
check_http "serve: a game posted" 200 -- POST /api/table/1/1/game \
    -d "code=$C1&action=add&declarer=4&contract=grand&matadors=1&points=61"
n=$(games)
[ "$(listeners)" = 1 ] && t_ok "serve's watcher waits with LISTEN (NOTIFY wakes it)" \
    || t_fail "serve's watcher LISTENs" "$(PSQL -d f -c "SELECT application_name, state, query FROM pg_stat_activity")"
pgc_as_owner "$PGC_BIN/pg_ctl" -D "$H/data" -m immediate -w stop >/dev/null 2>&1
http GET /tables
[ "$CODE" = 503 ] && t_ok "server gone: a page answers 503" || t_fail "server gone: a page answers 503" "HTTP $CODE $(head -c 200 "$BODY")"
post 16
[ "$CODE" = 503 ] && grep -qi '^Retry-After:' "$TMP/hdr" && t_ok "server gone: a game post answers 503 with Retry-After" \
    || t_fail "server gone: a game post answers 503 with Retry-After" "HTTP $CODE $(head -c 200 "$BODY")" "$(cat "$TMP/hdr")"
post 16
[ "$CODE" = 503 ] && t_ok "server gone: a second post answers 503 as well" || t_fail "a second post: 503" "HTTP $CODE $(head -c 200 "$BODY")"
kill -0 "$SERVE_PID" 2>/dev/null && t_ok "serve keeps running while the server is gone" \
    || t_fail "serve keeps running" "$(tail -5 "$TMP/serve.err")"
pgc_as_owner "$PGC_BIN/pg_ctl" -D "$H/data" -l "$H/server.log" -w -t 60 \
    -o "-c listen_addresses='' -k $H -c fsync=off" start >/dev/null 2>&1
[ "$(games)" = "$n" ] && t_ok "no game was stored while serve answered 503" || t_fail "nothing stored by the 503s" "$(games) games, was $n"
for i in $(seq 1 50); do post 16; [ "$CODE" = 503 ] || break; sleep 0.2; done
[ "$CODE" = 200 ] && [ "$(games)" = $((n + 1)) ] && t_ok "server back: the game is stored (200), once" \
    || t_fail "server back: the game stored" "HTTP $CODE $(head -c 200 "$BODY")" "$(games) games, was $n"
for i in $(seq 1 25); do http GET /; [ "$CODE" = 200 ] && break; sleep 0.2; done
check_http "server back: pages again" 200 --has "Cup" -- GET /
for i in $(seq 1 25); do [ "$(listeners)" = 1 ] && break; sleep 0.2; done
[ "$(listeners)" = 1 ] && t_ok "server back: the watcher LISTENs again" \
    || t_fail "the watcher LISTENs again" "$(PSQL -d f -c "SELECT application_name, state, query FROM pg_stat_activity")" "$(cat $TMP/serve.err)"
http GET /api/poll
v=$(sed -n 's/.*"v":\([0-9]*\).*/\1/p' "$BODY")
curl -s -o "$TMP/poll" --max-time 20 "$URL/api/poll?v=$v" & pp=$!
sleep 0.3
S game add --series 1 --table 1 --declarer 2 grand --with 1 --points 61 >/dev/null
wait $pp
v2=$(sed -n 's/.*"v":\([0-9]*\).*/\1/p' "$TMP/poll")
[ -n "$v2" ] && [ "$v2" != "$v" ] && t_ok "server back: a game from the CLI answers the long poll" \
    || t_fail "a game from the CLI answers the long poll" "$(cat "$TMP/poll") (was v=$v)" "$(tail -3 "$TMP/serve.err")"
# a restart between two requests: serve's connections still look open;
# before its next statement each finds the old server's end of the stream
# waiting on its socket, reconnects and sends it to the new server, so the
# first page and the first post after the restart are answered (not 503)
pgc_as_owner "$PGC_BIN/pg_ctl" -D "$H/data" -m immediate -w stop >/dev/null 2>&1
pgc_as_owner "$PGC_BIN/pg_ctl" -D "$H/data" -l "$H/server.log" -w -t 60 \
    -o "-c listen_addresses='' -k $H -c fsync=off" start >/dev/null 2>&1
check_http "a restart between requests: the first page after it is served" 200 --has "Cup" -- GET /
n=$(games)
post 18
[ "$CODE" = 200 ] && [ "$(games)" = $((n + 1)) ] && t_ok "a restart between requests: the first post after it is stored (200), once" \
    || t_fail "the first post after a restart" "HTTP $CODE $(head -c 200 "$BODY")" "$(games) games, was $n"
serve_stop

wait "$SILENT_RUN"
read -r src sel <"$TMP/silent.rc"
[ "$src" = 1 ] && grep -q "cannot reach the PostgreSQL server .*127.0.0.1:$SPORT: timeout expired" "$TMP/silent.err" \
    && t_ok "a silent server: exit 1 after the default timeout ($sel s)" \
    || t_fail "a silent server: exit 1, timeout expired" "exit $src after $sel s" "$(cat "$TMP/silent.err")"
[ "$sel" -le 20 ] && t_ok "a silent server: given up within 20 s ($sel s)" || t_fail "given up within 20 s" "$sel s"
grep -q secret "$TMP/silent.err" && t_fail "a silent server: the password not printed" "$(cat "$TMP/silent.err")" \
    || t_ok "a silent server: the password not printed"
