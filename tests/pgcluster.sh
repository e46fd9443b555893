#!/usr/bin/env bash
# tests/pgcluster.sh - a throwaway PostgreSQL cluster for the tests.
#
#   tests/pgcluster.sh CMD ARGS...
#       starts a cluster, runs CMD with SKATSHEET_TEST_PG set to the
#       cluster's socket directory, stops and removes the cluster, and exits
#       with CMD's status, e.g.
#         tests/pgcluster.sh env SKATSHEET_TEST_ENGINE=postgresql \
#             SKATSHEET=build/skatsheet bash tests/db/cli.sh
#   . tests/pgcluster.sh; pgc_start; ...; pgc_stop
#       the same from a script (tests/run): pgc_start sets and exports
#       SKATSHEET_TEST_PG (the socket directory, a libpq host) and PGC_DIR;
#       on failure it returns 1 with the reason in PGC_ERROR.
#
# The cluster: initdb in a new directory under /tmp (a Unix socket path
# must fit in 107 bytes, so never in the build tree), listening on a socket
# in that directory only (listen_addresses='': no TCP port), trust
# authentication for the local socket (no password), no fsync (the data is
# thrown away).  Its default collation is German (ICU de-DE, which needs no
# OS locale): skatsheet's text columns are COLLATE "C", so every order it
# prints must come out as on SQLite whatever the server's locale, and this
# shows it.  Its superuser is named like the user running the tests,
# so libpq connects without a user name.  PostgreSQL refuses to run as
# root: then the directory belongs to `nobody` and the server programs run
# through runuser (nobody cannot read /work, hence /tmp).  It never uses
# or needs a system cluster or service.
#
# Stopping: pgc_stop (pg_ctl stop, then rm -rf).  The server detaches from
# the shell (pg_ctl puts it in a session of its own), so a caller that is
# killed could leave it running: pgc_start also starts a watchdog, in a
# session of its own as well, that stops the server and removes the
# directory as soon as the starting shell is gone, however it ended
# (SIGKILL included).

pgc_bin() {
    local d
    d=$(pg_config --bindir 2>/dev/null)
    if [ -n "$d" ] && [ -x "$d/initdb" ]; then echo "$d"; return; fi
    for d in /usr/lib/postgresql/*/bin; do
        [ -x "$d/initdb" ] && { echo "$d"; return; }
    done
    echo ""
}

# Run a server program as the cluster's owner.
pgc_as_owner() {
    if [ "$(id -u)" -eq 0 ]; then runuser -u nobody -- "$@"; else "$@"; fi
}

pgc_start() {
    PGC_ERROR=""
    PGC_BIN=$(pgc_bin)
    if [ -z "$PGC_BIN" ]; then
        PGC_ERROR="no PostgreSQL server programs (initdb): run scripts/install-deps (postgresql)"
        return 1
    fi
    PGC_DIR=$(mktemp -d /tmp/skpg.XXXXXX) || { PGC_ERROR="cannot make a directory in /tmp"; return 1; }
    if [ "$(id -u)" -eq 0 ]; then
        chown nobody: "$PGC_DIR" || { PGC_ERROR="cannot chown $PGC_DIR to nobody"; return 1; }
    fi
    local user
    user=$(id -un)
    if ! pgc_as_owner "$PGC_BIN/initdb" -D "$PGC_DIR/data" -U "$user" --auth=trust \
            --encoding=UTF8 --locale=C.UTF-8 --locale-provider=icu --icu-locale=de-DE --no-sync >"$PGC_DIR/initdb.log" 2>&1; then
        PGC_ERROR="initdb failed: $(tail -n 5 "$PGC_DIR/initdb.log" | tr '\n' ' ')"
        pgc_remove
        return 1
    fi
    # the watchdog: gone with its starter, it stops and removes the cluster
    local owner=$$ dir=$PGC_DIR bin=$PGC_BIN
    setsid bash -c '
        owner=$1 dir=$2 bin=$3
        while kill -0 "$owner" 2>/dev/null && [ -d "$dir" ]; do sleep 1; done
        [ -d "$dir" ] || exit 0
        if [ "$(id -u)" -eq 0 ]; then
            runuser -u nobody -- "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop
        else
            "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop
        fi
        rm -rf "$dir"' pgc-watchdog "$owner" "$dir" "$bin" </dev/null >/dev/null 2>&1 &
    PGC_WATCHDOG=$!
    if ! pgc_as_owner "$PGC_BIN/pg_ctl" -D "$PGC_DIR/data" -l "$PGC_DIR/server.log" -w -t 60 \
            -o "-c listen_addresses='' -k $PGC_DIR -c fsync=off -c synchronous_commit=off \
                -c full_page_writes=off -c shared_buffers=32MB -c max_connections=200" \
            start >"$PGC_DIR/pg_ctl.log" 2>&1; then
        PGC_ERROR="pg_ctl start failed: $(tail -n 5 "$PGC_DIR/server.log" "$PGC_DIR/pg_ctl.log" 2>/dev/null | tr '\n' ' ')"
        pgc_stop
        return 1
    fi
    if ! "$PGC_BIN/psql" -h "$PGC_DIR" -d postgres -XAtq -c 'SELECT 1' >/dev/null 2>"$PGC_DIR/psql.err"; then
        PGC_ERROR="the server started but refuses connections: $(head -c 300 "$PGC_DIR/psql.err")"
        pgc_stop
        return 1
    fi
    export SKATSHEET_TEST_PG=$PGC_DIR PGC_DIR PGC_BIN
    return 0
}

pgc_remove() {
    [ -n "${PGC_DIR:-}" ] && rm -rf "$PGC_DIR"
}

pgc_stop() {
    [ -n "${PGC_DIR:-}" ] && [ -d "$PGC_DIR" ] || return 0
    if [ -f "$PGC_DIR/data/postmaster.pid" ]; then
        pgc_as_owner "$PGC_BIN/pg_ctl" -D "$PGC_DIR/data" -m fast -w -t 30 stop >/dev/null 2>&1 ||
            pgc_as_owner "$PGC_BIN/pg_ctl" -D "$PGC_DIR/data" -m immediate -w stop >/dev/null 2>&1
    fi
    pgc_remove
    if [ -n "${PGC_WATCHDOG:-}" ]; then
        kill "$PGC_WATCHDOG" 2>/dev/null
        PGC_WATCHDOG=""
    fi
    PGC_DIR=""
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    set -u
    if [ $# -eq 0 ]; then
        echo "usage: tests/pgcluster.sh CMD ARGS..." >&2
        exit 2
    fi
    trap 'pgc_stop' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
    trap 'exit 129' HUP
    if ! pgc_start; then
        echo "pgcluster: PostgreSQL cannot start: $PGC_ERROR" >&2
        exit 1
    fi
    "$@"
    exit $?
fi
