# tests/lib.sh - helpers for shell test suites.  Source it, then call
# `check` per case.  Each case prints "ok - SUITE: NAME" or "FAIL - ...".
#
#   check NAME RC [--out TEXT]... [--err TEXT]... [--no-out TEXT]
#         [--golden FILE] [--stdin FILE] -- CMD ARGS...
#       runs CMD, checks its exit status is RC, that stdout contains every
#       --out TEXT, stderr every --err TEXT, stdout equals the golden file
#       (tests/<dir>/golden/FILE; UPDATE_GOLDEN=1 rewrites it).
#   t_ok NAME / t_fail NAME DETAIL...   report a case by hand
#
# The engine (tests/run runs a suite once per engine it names, see below):
#   ENGINE             sqlite or postgresql, from SKATSHEET_TEST_ENGINE
#   new_db NAME        a fresh, empty database of the engine for --db, printed:
#                      SQLite a file name under $TMP (not created: `init`
#                      makes it), PostgreSQL a new database on the run's
#                      throwaway cluster (tests/pgcluster.sh), as a URI
#   db_sum DB          checksum of the database's logical content ("missing"
#                      when there is none)
#   db_where DB        the database as skatsheet's messages name it: the file,
#                      or "DATABASE on SOCKETDIR"
#   db_sql DB [SQL]    run SQL (else stdin) with the engine's shell (sqlite3 /
#                      psql), rows printed as sqlite3 prints them: columns
#                      joined by |, NULL empty
#   db_copy DB NAME    a new database (printed as new_db does) with DB's content
#   db_restore SRC DB  DB's content replaced by SRC's (a copy made by db_copy)
#   db_sql_unchecked DB TABLES SQL
#                      run SQL past the CHECK constraints of TABLES (names
#                      separated by spaces; a value skatsheet
#                      never stores, as an edit outside skatsheet would):
#                      SQLite PRAGMA ignore_check_constraints, PostgreSQL the
#                      CHECKs dropped and added again NOT VALID (checked for
#                      new rows, not for the rows there)
#   lib_cleanup        what the EXIT trap does (a suite's own trap calls it)
#
# Which engines a suite runs on is a line in it, read by tests/run:
#   # engines: sqlite postgresql
# A suite without that line runs on SQLite only; one that inspects or
# damages an SQLite file itself says why beside "# engines: sqlite".
set -u
SK=${SKATSHEET:?}
SUITE=${SUITE:-$(basename "$0" .sh)}
TDIR=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d)
trap 'lib_cleanup' EXIT
trap 'exit 130' INT   # (a signal ends the suite through its EXIT trap)
trap 'exit 143' TERM
export LC_ALL=C.UTF-8
unset SKATSHEET_DB SKATSHEET_LANG LANGUAGE
ENGINE=${SKATSHEET_TEST_ENGINE:-sqlite}

t_ok() { echo "ok - $SUITE: $1"; }
t_fail() {
    local name=$1; shift
    echo "FAIL - $SUITE: $name"
    local l
    for l in "$@"; do printf '    %s\n' "$l"; done
}

# Last run's results, for extra checks by the caller.
OUT=""; ERR=""; RC=0

check() {
    local name=$1 want=$2; shift 2
    local outs=() errs=() nouts=() golden="" stdin=/dev/null
    while [ $# -gt 0 ]; do
        case "$1" in
            --out) outs+=("$2"); shift 2 ;;
            --err) errs+=("$2"); shift 2 ;;
            --no-out) nouts+=("$2"); shift 2 ;;
            --golden) golden=$2; shift 2 ;;
            --stdin) stdin=$2; shift 2 ;;
            --) shift; break ;;
            *) echo "check: bad option $1" >&2; return 1 ;;
        esac
    done
    "$@" <"$stdin" >"$TMP/out" 2>"$TMP/err"
    RC=$?
    OUT=$(cat "$TMP/out"); ERR=$(cat "$TMP/err")
    local problems=()
    [ "$RC" = "$want" ] || problems+=("exit status $RC, expected $want")
    local s
    for s in "${outs[@]+"${outs[@]}"}"; do
        grep -qF -- "$s" "$TMP/out" || problems+=("stdout lacks: $s")
    done
    for s in "${nouts[@]+"${nouts[@]}"}"; do
        grep -qF -- "$s" "$TMP/out" && problems+=("stdout has: $s")
    done
    for s in "${errs[@]+"${errs[@]}"}"; do
        grep -qF -- "$s" "$TMP/err" || problems+=("stderr lacks: $s")
    done
    if [ -n "$golden" ]; then
        local g="$TDIR/golden/$golden"
        if [ "${UPDATE_GOLDEN:-0}" = 1 ]; then
            mkdir -p "$TDIR/golden"; cp "$TMP/out" "$g"
        elif ! diff -u "$g" "$TMP/out" >"$TMP/diff" 2>&1; then
            problems+=("stdout differs from golden/$golden:")
            while IFS= read -r s; do problems+=("  $s"); done < <(head -n 30 "$TMP/diff")
        fi
    fi
    if [ ${#problems[@]} -eq 0 ]; then
        t_ok "$name"
    else
        t_fail "$name" "command: $*" "${problems[@]}" "stderr: $(head -c 400 "$TMP/err")"
    fi
}

# ---- engines ----------------------------------------------------------------

# the PostgreSQL client programs of the cluster's version
PG_BIN=${PGC_BIN:-$(pg_config --bindir 2>/dev/null)}

is_pg_uri() { case "$1" in postgres://*|postgresql://*) return 0 ;; *) return 1 ;; esac; }

# The database name of a URI made by new_db.
pg_dbname() { local n=${1#*:///}; echo "${n%%\?*}"; }

# Run psql on the cluster (maintenance database) or on a URI.
pg_admin() { "$PG_BIN/psql" -XAtq -v ON_ERROR_STOP=1 -h "$SKATSHEET_TEST_PG" -d postgres "$@"; }

lib_cleanup() {
    if [ -f "$TMP/.pg_dbs" ] && [ -n "${SKATSHEET_TEST_PG:-}" ]; then
        local n
        while IFS= read -r n; do
            pg_admin -c "DROP DATABASE IF EXISTS \"$n\" WITH (FORCE)" >/dev/null 2>&1
        done <"$TMP/.pg_dbs"
    fi
    rm -rf "$TMP"
}

if [ "$ENGINE" = postgresql ]; then
    if [ -z "${SKATSHEET_TEST_PG:-}" ] || ! [ -x "$PG_BIN/psql" ] ||
        ! pg_admin -c 'SELECT 1' >/dev/null 2>"$TMP/pg.err"; then
        echo "FAIL - $SUITE: no PostgreSQL cluster to test on (SKATSHEET_TEST_PG='${SKATSHEET_TEST_PG:-}'): $(head -c 300 "$TMP/pg.err" 2>/dev/null)"
        exit 1
    fi
elif [ "$ENGINE" != sqlite ]; then
    echo "FAIL - $SUITE: SKATSHEET_TEST_ENGINE='$ENGINE' is neither sqlite nor postgresql"
    exit 1
fi

# A database name PostgreSQL takes (63 bytes, lower case), unique in the run.
pg_newname() {
    local base
    base=$(printf '%s_%s' "$SUITE" "$1" | tr 'A-Z' 'a-z' | tr -c 'a-z0-9_\n' '_' | cut -c1-40)
    printf 't%s_%s_%s_%s' "$$" "$(cat "$TMP/.pg_dbs" 2>/dev/null | wc -l)" "$RANDOM" "$base"
}

pg_uri() { printf 'postgres:///%s?host=%s' "$1" "$SKATSHEET_TEST_PG"; }

new_db() {
    local name=${1:-db}
    if [ "$ENGINE" = sqlite ]; then
        echo "$TMP/$name.db"
        return
    fi
    local n
    n=$(pg_newname "$name")
    echo "$n" >>"$TMP/.pg_dbs"
    pg_admin -c "CREATE DATABASE \"$n\" STRATEGY FILE_COPY" >/dev/null ||
        { echo "new_db: cannot create database $n" >&2; return 1; }
    pg_uri "$n"
}

db_copy() {
    local src=$1 name=$2
    if ! is_pg_uri "$src"; then
        cp "$src" "$TMP/$name.db" && echo "$TMP/$name.db"
        return
    fi
    local n
    n=$(pg_newname "$name")
    echo "$n" >>"$TMP/.pg_dbs"
    pg_admin -c "CREATE DATABASE \"$n\" TEMPLATE \"$(pg_dbname "$src")\" STRATEGY FILE_COPY" >/dev/null ||
        { echo "db_copy: cannot copy $src" >&2; return 1; }
    pg_uri "$n"
}

db_where() {
    if is_pg_uri "$1"; then echo "$(pg_dbname "$1") on $SKATSHEET_TEST_PG"; else echo "$1"; fi
}

db_restore() {
    if ! is_pg_uri "$2"; then
        cp "$1" "$2"
        return
    fi
    local n
    n=$(pg_dbname "$2")
    pg_admin -c "DROP DATABASE IF EXISTS \"$n\" WITH (FORCE)" \
        -c "CREATE DATABASE \"$n\" TEMPLATE \"$(pg_dbname "$1")\" STRATEGY FILE_COPY" >/dev/null
}

db_sql_unchecked() {
    local db=$1 tables=$2 sql=$3
    if ! is_pg_uri "$db"; then
        sqlite3 "$db" "PRAGMA ignore_check_constraints = ON; $sql"
        return
    fi
    db_sql "$db" <<EOF
BEGIN;
CREATE TEMP TABLE unchecked_defs ON COMMIT DROP AS
    SELECT conrelid, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
     WHERE conrelid = ANY (string_to_array('$tables', ' ')::regclass[]) AND contype = 'c';
DO \$\$ DECLARE r record; BEGIN
    FOR r IN SELECT * FROM unchecked_defs LOOP
        EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.conrelid::regclass, r.conname);
    END LOOP;
END \$\$;
$sql;
DO \$\$ DECLARE r record; BEGIN
    FOR r IN SELECT * FROM unchecked_defs LOOP
        EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s NOT VALID', r.conrelid::regclass, r.conname, r.def);
    END LOOP;
END \$\$;
COMMIT;
EOF
}

db_sql() {
    if [ $# -lt 2 ]; then
        if is_pg_uri "$1"; then
            "$PG_BIN/psql" -XAtq -v ON_ERROR_STOP=1 -d "$1" -f -
        else
            sqlite3 -bail "$1"
        fi
    elif is_pg_uri "$1"; then
        "$PG_BIN/psql" -XAtq -v ON_ERROR_STOP=1 -d "$1" -c "$2"
    else
        sqlite3 "$1" "$2"
    fi
}

# SQLite: the .dump.  PostgreSQL: in one query (a temporary function), a
# digest of every table's rows (as text, sorted: row order is no content)
# and of the schema (columns, constraints, indexes, triggers, functions,
# views), without sequence positions and without
# skatsheet_schema.data_version (a counter of commits like SQLite's PRAGMA
# data_version, which .dump leaves out too).
PG_SUM_SQL=$(cat <<'EOF'
CREATE FUNCTION pg_temp.sk_sum() RETURNS text LANGUAGE plpgsql AS $f$
DECLARE
    r record;
    acc text := '';
    h text;
BEGIN
    FOR r IN SELECT c.oid::regclass AS t, c.relname FROM pg_class c
              WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
              ORDER BY c.relname COLLATE "C" LOOP
        EXECUTE format('SELECT md5(coalesce(string_agg(x, E''\n'' ORDER BY x COLLATE "C"), '''')) '
                       'FROM (SELECT %s::text AS x FROM %s y) z',
                       CASE WHEN r.relname = 'skatsheet_schema' THEN 'row(y.application, y.version)'
                            ELSE 'y' END, r.t) INTO h;
        acc := acc || r.relname || ' ' || h || E'\n';
    END LOOP;
    SELECT md5(coalesce(string_agg(d, E'\n' ORDER BY d COLLATE "C"), '')) INTO h FROM (
        SELECT c.relname || ' ' || a.attnum || ' ' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
               || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(ad.adbin, ad.adrelid), '') AS d
          FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
          LEFT JOIN pg_attrdef ad ON ad.adrelid = c.oid AND ad.adnum = a.attnum
         WHERE c.relnamespace = 'public'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped
        UNION ALL SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
          FROM pg_constraint WHERE connamespace = 'public'::regnamespace
        UNION ALL SELECT pg_get_indexdef(indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
         WHERE c.relnamespace = 'public'::regnamespace
        UNION ALL SELECT pg_get_triggerdef(g.oid) || ' ' || g.tgenabled::text FROM pg_trigger g
          JOIN pg_class c ON c.oid = g.tgrelid
         WHERE c.relnamespace = 'public'::regnamespace AND NOT g.tgisinternal
        UNION ALL SELECT p.proname || ' ' || md5(p.prosrc) FROM pg_proc p
         WHERE p.pronamespace = 'public'::regnamespace
        UNION ALL SELECT viewname || ' ' || definition FROM pg_views WHERE schemaname = 'public') s;
    RETURN md5(acc || h);
END
$f$;
SELECT pg_temp.sk_sum();
EOF
)

db_sum() {
    if is_pg_uri "$1"; then
        "$PG_BIN/psql" -XAtq -v ON_ERROR_STOP=1 -d "$1" -c "$PG_SUM_SQL" 2>/dev/null || echo missing
    elif [ -f "$1" ]; then
        sqlite3 "$1" .dump | sha256sum | cut -d' ' -f1
    else
        echo missing
    fi
}

# The schema version this build creates: the highest schema/NNN_*.sql.
SCHEMA_LATEST=$(ls "$TDIR/../../schema/"*.sql | sed 's|.*/0*\([0-9][0-9]*\)_[^/]*$|\1|' | sort -n | tail -n 1)
