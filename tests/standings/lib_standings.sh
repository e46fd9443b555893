# tests/standings/lib_standings.sh - helpers for the standings suites
# (sourced after tests/lib.sh; lib*.sh files are not run as suites).

# sk ARGS...: run skatsheet on $DB, failing the suite loudly on error.
sk() {
    "$SK" --db "$DB" "$@" >/dev/null 2>"$TMP/sk.err" || {
        echo "FAIL - $SUITE: setup: skatsheet $* failed: $(cat "$TMP/sk.err")"
        return 1
    }
}

# seat_names SERIES TABLE: the names at that table in seat order, one a line.
seat_names() {
    db_sql "$DB" "SELECT p.name FROM seats st JOIN tables t ON t.id = st.table_id
                     JOIN series s ON s.id = t.series_id JOIN players p ON p.id = st.player_id
                    WHERE s.series_no = $1 AND t.table_no = $2 ORDER BY st.seat"
}

# csv_field ROWNAME COLUMN: the field of the CSV row (in $OUT) whose player
# is ROWNAME; columns numbered from 1 (rank=1 ... total=8).
csv_field() {
    printf '%s\n' "$OUT" | awk -F, -v n="$1" -v c="$2" '$2 == n { print $c }'
}
