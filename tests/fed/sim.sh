#!/usr/bin/env bash
# engines: sqlite postgresql (the hub; the venues are SQLite files, as at a venue)
# The scale and fault simulation of a league across venues (tests/fed/sim.py)
# at a small size: 16 teams in 2 divisions, 4 venue groups at 3 venues,
# two hub instances on one database; a hub killed during the pushes,
# pushes repeated and resent from the start, bodies cut in the middle, a
# venue's clock an hour wrong; on PostgreSQL also the database server
# restarted while the venues push (so the hub runs on a cluster of its own,
# not on the run's shared one).  Nothing lost, nothing twice, the tables
# right.  The full size is bench/fed.
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
if ! command -v faketime >/dev/null; then
    t_fail "faketime is installed" "run scripts/install-deps (Debian package faketime)"
    exit 0
fi
HUB=()
if [ "$ENGINE" = postgresql ]; then
    . "$TDIR/../pgcluster.sh"
    trap 'pgc_stop; lib_cleanup' EXIT
    if ! pgc_start; then
        t_fail "a cluster of its own" "$PGC_ERROR"
        exit 0
    fi
    "$PGC_BIN/psql" -XAtq -h "$PGC_DIR" -d postgres -c "CREATE DATABASE hub" >/dev/null
    asowner=""
    [ "$(id -u)" -eq 0 ] && asowner="runuser -u nobody -- "
    HUB=(--hub-db "postgresql:///hub?host=$PGC_DIR"
         --hub-sql "$PGC_BIN/psql -XAtq -h $PGC_DIR -d hub -c"
         --db-restart "$asowner$PGC_BIN/pg_ctl -D $PGC_DIR/data -m fast -w -t 60 restart >/dev/null")
fi
/usr/bin/python3 "$TDIR/sim.py" --skatsheet "$SK" --dir "$TMP" --divisions 2 --teams 8 --venues 3 \
    --games4 8 --games3 6 --workers 4 "${HUB[@]}"
exit 0
