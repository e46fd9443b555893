# tests/db/lib_backup.sh - every table's rows of a database, for the
# backup suites (backup.sh, drill.sh).  Source after tests/lib.sh.
#
#   db_tables DB     the names of DB's tables (skatsheet_schema and the
#                    engine's own left out), sorted
#   all_rows DB      per table a line "== NAME", then its rows as db_sql
#                    prints them, sorted (row order is no content)
db_tables() {
    if is_pg_uri "$1"; then
        db_sql "$1" "SELECT relname FROM pg_class WHERE relnamespace = 'public'::regnamespace
                      AND relkind = 'r' AND relname <> 'skatsheet_schema'" | LC_ALL=C sort
    else
        db_sql "$1" "SELECT name FROM sqlite_master WHERE type = 'table'
                      AND name NOT LIKE 'sqlite_%'" | LC_ALL=C sort
    fi
}
all_rows() {
    local t
    for t in $(db_tables "$1"); do
        echo "== $t"
        db_sql "$1" "SELECT * FROM $t" | LC_ALL=C sort
    done
}
