#!/usr/bin/env bash
# engines: sqlite postgresql (the venue is a SQLite file: the sqlite half; the hub is PostgreSQL's: the postgresql half)
# Upgrades from the previous released schema (issue 41): the fixtures of
# tests/fixtures/upgrade (written by its make.sh with the skatsheet of
# schema 23), opened by this skatsheet, which migrates them; what the
# old binary printed for them (the *.out files beside them: standings,
# league table, review queue, results, a table's games, what check finds)
# is printed again, byte for byte (but for known.sed's wordings).
#   sqlite:     venue.db(.gz), a venue's file (the copy beside it, FILE.v23.bak)
#   postgresql: hub.sql restored with psql into an empty database
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
FIX=$TDIR/../fixtures/upgrade
T1="L matchday 1 venue 1"
LATEST=$("$SK" --db "$TMP/l.db" init | sed -n 's/.*schema version \([0-9]*\).*/\1/p')
# The old binary printed times in UTC (the fixtures were made in UTC);
# this one shows them in the zone of tzsetup.h: TZ=UTC here.  known.sed:
# the wordings changed since, for the same data.
export TZ=UTC
same() {   # NAME FILE CMD...: CMD prints FILE's text (its exit status aside: check's is 1)
    local name=$1 want=$2; shift 2
    "$@" >got.out 2>got.err
    sed -f "$FIX/known.sed" "$want" >want.out
    if cmp -s want.out got.out; then t_ok "$name: as the schema-23 binary printed it"
    else t_fail "$name: as before the upgrade" "$(diff want.out got.out | head -10)" "$(head -3 got.err)"; fi
}
if [ "$ENGINE" = sqlite ]; then
    gunzip -c "$FIX/venue.db.gz" >venue.db
    [ "$(sqlite3 venue.db 'PRAGMA user_version')" = 23 ] && t_ok "the venue file is at schema 23" || t_fail "fixture at 23"
    V() { "$SK" --db venue.db "$@"; }
    check "the first command upgrades it, a copy beside it" 0 --err "a copy of it as it was was written to venue.db.v23.bak" \
        -- V standings -t Demo-Turnier --format csv
    [ "$(sqlite3 venue.db 'PRAGMA user_version')" = "$LATEST" ] && t_ok "now at schema $LATEST" || t_fail "upgraded"
    [ "$(sqlite3 venue.db.v23.bak 'PRAGMA user_version')" = 23 ] &&
        t_ok "the copy holds schema 23" || t_fail "the copy"
    same "the club evening's standings" "$FIX/venue.demo.out" V standings -t Demo-Turnier --format csv
    same "the venue group's standings" "$FIX/venue.group.out" V standings -t "$T1" --format csv
    same "table 1's games (the correction)" "$FIX/venue.table1.out" V game list -t "$T1" --series 1 --table 1
    same "check: the same findings" "$FIX/venue.check.out" V check -t Demo-Turnier
    check "the upgraded venue still pushes nothing new (its outbox acknowledged)" 0 -- V sync status
else
    DB=$(new_db hub)
    "$PG_BIN/psql" -XAtq -v ON_ERROR_STOP=1 -d "$DB" -f "$FIX/hub.sql" >/dev/null 2>psql.err &&
        t_ok "hub.sql restores with psql" || t_fail "hub.sql restores" "$(head -3 psql.err)"
    [ "$(db_sql "$DB" "SELECT version FROM skatsheet_schema")" = 23 ] && t_ok "the hub is at schema 23" || t_fail "hub at 23"
    H() { "$SK" --db "$DB" "$@"; }
    same "the league table" "$FIX/hub.table.out" H league table --format csv
    [ "$(db_sql "$DB" "SELECT version FROM skatsheet_schema")" = "$LATEST" ] && t_ok "now at schema $LATEST" || t_fail "hub upgraded"
    same "the review queue" "$FIX/hub.reviews.out" H league review list
    same "the results of match day 1" "$FIX/hub.results.out" H league result list
    same "the venue group's standings" "$FIX/hub.group.out" H standings -t "$T1" --format csv
    same "the hub's club evening" "$FIX/hub.demo.out" H standings -t Demo-Turnier --format csv
    same "check: the same findings" "$FIX/hub.check.out" H check -t Demo-Turnier
fi
