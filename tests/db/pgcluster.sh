#!/usr/bin/env bash
# The tests' throwaway PostgreSQL cluster (tests/pgcluster.sh): a command
# runs beside a server that listens on a Unix socket in a new directory
# under /tmp and on no TCP port, as an unprivileged user when run as root;
# the command's exit status is passed on; the server is stopped and its
# directory removed when the command ends, and also when the runner is
# killed with SIGKILL (its watchdog).
# engines: postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
PGC=$TDIR/../pgcluster.sh
# a process that runs (a zombie waiting for whoever inherited it is gone)
alive() { [ -n "$1" ] && [ -r "/proc/$1/stat" ] && ! grep -q '^[0-9]* ([^)]*) Z' "/proc/$1/stat"; }

check "a command's status 0 passed on" 0 -- "$PGC" true
check "a command's status 3 passed on" 3 -- "$PGC" bash -c 'exit 3'

# one run: where it is, what it listens on, who runs it
"$PGC" bash -c '
    echo "$SKATSHEET_TEST_PG" > dir
    "$PGC_BIN/psql" -XAtq -h "$SKATSHEET_TEST_PG" -d postgres -c "SHOW listen_addresses" > listen
    stat -c %U "$SKATSHEET_TEST_PG/data" > owner
    head -n 1 "$SKATSHEET_TEST_PG/data/postmaster.pid" > pid' 2>err
dir=$(cat dir 2>/dev/null)
case "$dir" in /tmp/skpg.*) t_ok "the cluster is in a new directory under /tmp" ;;
    *) t_fail "the cluster's directory" "'$dir' $(cat err)" ;; esac
[ $(( ${#dir} + 16 )) -le 107 ] && t_ok "its socket path fits in 107 bytes" || t_fail "socket path" "$dir"
[ -z "$(cat listen 2>/dev/null)" ] && [ -s pid ] && t_ok "listen_addresses is empty: no TCP port" ||
    t_fail "listen_addresses" "'$(cat listen 2>/dev/null)'"
want=$(id -un); [ "$(id -u)" = 0 ] && want=nobody
[ "$(cat owner 2>/dev/null)" = "$want" ] && t_ok "the server runs as $want" || t_fail "the server's user" "$(cat owner 2>/dev/null)"
[ -n "$dir" ] && ! [ -e "$dir" ] && t_ok "its directory is removed after the command" || t_fail "directory left" "$dir"
pid=$(cat pid 2>/dev/null)
[ -n "$pid" ] && ! alive "$pid" && t_ok "the server is stopped after the command" ||
    t_fail "the server still runs" "pid $pid"

# the runner killed with SIGKILL: the watchdog stops and removes the cluster
rm -f dir pid inner
"$PGC" bash -c 'echo $$ > inner; head -n 1 "$SKATSHEET_TEST_PG/data/postmaster.pid" > pid.tmp
    mv pid.tmp pid; echo "$SKATSHEET_TEST_PG" > dir; sleep 60' >/dev/null 2>&1 &
runner=$!
for _ in $(seq 1 200); do [ -s dir ] && [ -s inner ] && break; sleep 0.05; done
dir=$(cat dir 2>/dev/null); pid=$(cat pid 2>/dev/null)
kill -KILL "$runner" 2>/dev/null
wait "$runner" 2>/dev/null
gone=0
for _ in $(seq 1 100); do
    if ! [ -e "$dir" ] && ! alive "$pid"; then gone=1; break; fi
    sleep 0.1
done
[ -n "$dir" ] && [ "$gone" = 1 ] && t_ok "a runner killed with SIGKILL leaves no server and no directory" ||
    t_fail "after SIGKILL" "directory '$dir' $( [ -e "$dir" ] && echo still there)" "server pid '$pid'"
# the command itself outlived its runner: end it
[ -s inner ] && kill "$(cat inner)" 2>/dev/null
exit 0
