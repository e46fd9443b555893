#!/usr/bin/env bash
# skatsheet db backup and db restore on either engine (issue 41): a backup
# as a SQLite file of either engine's database (PostgreSQL: one snapshot),
# pg_dump's custom format of a PostgreSQL one (--format pg), either
# restored into a database of either engine, its contents replaced; the
# rows compared table by table; a SQLite backup of the older schema
# migrated on the way.  Refused, each with the database as it
# was: a truncated backup (SQLite file, pg_dump), a file that is no
# backup, another program's database, a pg_dump of another schema
# version; --format pg of a SQLite file.
# --keep N DIR: dated backups, the newest N kept, no other file touched.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_backup.sh"
cd "$TMP" || exit 1
DB=$(new_db club)
S() { "$SK" --db "$DB" "$@"; }
S demo --players 12 --series 2 --seed 3 >/dev/null
S game edit --series 1 --table 1 --game 1 --declarer 2 grand --with 1 --points 80 >/dev/null
S game delete --series 1 --table 1 --game 2 >/dev/null
all_rows "$DB" > orig.rows
[ "$(grep -c '' orig.rows)" -gt 100 ] && t_ok "the database has rows in its tables" || t_fail "rows" "$(wc -l < orig.rows)"

check "db backup into a SQLite file" 0 --out "backed up" --out "to b.db" -- S db backup b.db
[ "$(head -c 15 b.db)" = "SQLite format 3" ] && t_ok "the backup is a SQLite file" || t_fail "SQLite file" "$(head -c 16 b.db | od -c | head -2)"
[ "$(sqlite3 b.db 'PRAGMA integrity_check')" = ok ] && t_ok "the backup is whole (integrity_check)" || t_fail "integrity"
ls b.db-* 2>/dev/null && t_fail "no file left beside the backup" || t_ok "no file left beside the backup"

# into a fresh database of the engine, contents replaced (it had its own)
R=$(new_db restored)
"$SK" --db "$R" init >/dev/null
"$SK" --db "$R" player add Nobody >/dev/null
check "db restore of the SQLite backup" 0 --out "restored b.db into" -- "$SK" --db "$R" db restore b.db
all_rows "$R" > r.rows
diff orig.rows r.rows > r.diff && t_ok "restored: every table's rows are the original's" || t_fail "restored rows" "$(head -20 r.diff)"
check "the restored database takes a write" 0 -- "$SK" --db "$R" tournament create After
check "its next ids follow the restored rows" 0 --out "Nobody2" -- "$SK" --db "$R" player add Nobody2

# a SQLite file restored into the other kind: into a SQLite file, from it
F=$TMP/file.db
"$SK" --db "$F" init >/dev/null
check "the backup restored into a SQLite file" 0 --out "restored" -- "$SK" --db "$F" db restore b.db
[ "$("$SK" --db "$F" standings -t Demo-Turnier --format csv)" = "$(S standings -t Demo-Turnier --format csv)" ] &&
    t_ok "the file's standings are the original's" || t_fail "standings of the file"

if [ "$ENGINE" = postgresql ]; then
    check "db backup --format pg: pg_dump's custom format" 0 --out "to b.pgdump" -- S db backup --format pg b.pgdump
    [ "$(head -c 5 b.pgdump)" = PGDMP ] && t_ok "the pg backup is a pg_dump archive" || t_fail "PGDMP"
    P=$(new_db frompg)
    "$SK" --db "$P" init >/dev/null
    check "the pg_dump restored into a database" 0 --out "restored b.pgdump" -- "$SK" --db "$P" db restore b.pgdump
    all_rows "$P" > p.rows
    diff orig.rows p.rows > p.diff && t_ok "from the pg_dump: every table's rows" || t_fail "pg_dump rows" "$(head -20 p.diff)"
    "$SK" --db pgfile.db init >/dev/null
    check "the pg_dump restored into a SQLite file" 0 --out "restored" -- "$SK" --db pgfile.db db restore b.pgdump
    [ "$("$SK" --db pgfile.db standings -t Demo-Turnier --format csv)" = "$(S standings -t Demo-Turnier --format csv)" ] &&
        t_ok "the SQLite file from the pg_dump: the original's standings" || t_fail "standings from pg_dump"
    all_rows pgfile.db > pf.rows
    all_rows b.db > bf.rows
    diff bf.rows pf.rows > pf.diff && t_ok "the pg_dump into SQLite: the SQLite backup's rows" || t_fail "pg_dump into SQLite" "$(head -20 pf.diff)"
    # the password never on pg_dump's command line: a fake pg_dump shows its arguments
    mkdir fakebin
    printf '#!/bin/sh\necho "ARGS $*" >> %s/pgdump.args\necho "PW ${PGPASSWORD:-}" >> %s/pgdump.args\nexec %s/pg_dump "$@"\n' \
        "$TMP" "$TMP" "$PG_BIN" > fakebin/pg_dump
    chmod +x fakebin/pg_dump
    PATH=$TMP/fakebin:$PATH "$SK" --db "postgresql://$(id -un):geheim@/$(pg_dbname "$DB")?host=$SKATSHEET_TEST_PG" \
        db backup --format pg pw.pgdump >/dev/null 2>&1
    grep -q '^ARGS .*geheim' pgdump.args && t_fail "no password on pg_dump's command line" "$(cat pgdump.args)" ||
        t_ok "no password on pg_dump's command line"
    grep -q '^PW geheim' pgdump.args && t_ok "pg_dump gets the password in its environment" || t_fail "PGPASSWORD" "$(cat pgdump.args)"
    # refusals of pg_dumps
    sum=$(db_sum "$R")
    head -c 3000 b.pgdump > cut.pgdump
    check "a truncated pg_dump is refused" 3 --err "cut.pgdump is not a whole skatsheet backup (pg_restore: error: could not read from input file" \
        --err "nothing restored" -- "$SK" --db "$R" db restore cut.pgdump
    [ "$(db_sum "$R")" = "$sum" ] && t_ok "truncated pg_dump: database unchanged" || t_fail "truncated pg_dump changed it"
    fsum=$(db_sum "$F")
    check "a truncated pg_dump into a SQLite file is refused" 3 --err "not a whole skatsheet backup" -- "$SK" --db "$F" db restore cut.pgdump
    [ "$(db_sum "$F")" = "$fsum" ] && t_ok "truncated pg_dump: the file unchanged" || t_fail "file changed"
    O=$(new_db other)
    db_sql "$O" "CREATE TABLE customers(id integer PRIMARY KEY, name text); INSERT INTO customers VALUES (1, 'x');"
    "$PG_BIN/pg_dump" --format=custom --file=other.pgdump -d "$O"
    V=$(db_copy "$DB" oldver)
    db_sql "$V" "UPDATE skatsheet_schema SET version = version - 1" >/dev/null
    "$PG_BIN/pg_dump" --format=custom --file=oldver.pgdump -d "$V"
    check "a pg_dump of another schema version is refused" 3 \
        --err "oldver.pgdump is not a whole skatsheet backup (it holds schema version $((SCHEMA_LATEST - 1)), this database $SCHEMA_LATEST: pg_restore it" \
        -- "$SK" --db "$R" db restore oldver.pgdump
    [ "$(db_sum "$R")" = "$sum" ] && t_ok "another schema version: database unchanged" || t_fail "oldver pg_dump changed it"
    check "another program's pg_dump is refused" 3 --err "other.pgdump is not a whole skatsheet backup (it has no table skatsheet_schema): nothing restored" \
        -- "$SK" --db "$R" db restore other.pgdump
    [ "$(db_sum "$R")" = "$sum" ] && t_ok "another program's pg_dump: database unchanged" || t_fail "other pg_dump changed it"
fi

# refusals of files, the database as it was
sum=$(db_sum "$R")
head -c 20000 b.db > cut.db
check "a truncated SQLite backup is refused" 3 --err "cut.db is not a whole skatsheet backup (20000 bytes of" \
    --err "nothing restored" -- "$SK" --db "$R" db restore cut.db
[ "$(db_sum "$R")" = "$sum" ] && t_ok "truncated SQLite backup: database unchanged" || t_fail "truncated changed it"
printf 'name,number\nAnna,1\n' > players.csv
check "a file that is no backup is refused" 3 --err "players.csv is not a skatsheet backup (neither a SQLite file nor a pg_dump): nothing restored" \
    -- "$SK" --db "$R" db restore players.csv
[ "$(db_sum "$R")" = "$sum" ] && t_ok "no backup: database unchanged" || t_fail "no backup changed it"
sqlite3 foreign.db "CREATE TABLE customers(id INTEGER PRIMARY KEY, name TEXT); INSERT INTO customers VALUES (1, 'x');"
check "another program's SQLite file is refused" 3 --err "nothing restored" -- "$SK" --db "$R" db restore foreign.db
[ "$(db_sum "$R")" = "$sum" ] && t_ok "another program's file: database unchanged" || t_fail "foreign changed it"
check "a backup that does not exist is refused" 3 --err "cannot read the backup nope.db" -- "$SK" --db "$R" db restore nope.db
[ "$(db_sum "$R")" = "$sum" ] && t_ok "missing backup: database unchanged" || t_fail "missing changed it"
if [ "$ENGINE" = sqlite ]; then
    dsum=$(db_sum "$DB")
    check "--format pg of a SQLite file is refused" 2 --err "--format pg is for a PostgreSQL database" -- S db backup --format pg x.pgdump
    [ -e x.pgdump ] && t_fail "no pg backup written" || t_ok "no pg backup written"
    [ "$(db_sum "$DB")" = "$dsum" ] && t_ok "--format pg refused: database unchanged" || t_fail "--format pg changed it"
fi

# a SQLite backup of an older schema (as an older skatsheet wrote it):
# migrated on the way, the backup itself never written
OLD=$((SCHEMA_LATEST - 1))
{ echo "BEGIN;"
  for f in "$TDIR"/../../schema/[0-9]*.sql; do
      v=$(basename "$f" | sed 's/^0*\([0-9][0-9]*\)_.*/\1/')
      [ "$v" -le "$OLD" ] && "$TDIR/../../scripts/sqlite-dialect" "$f"
  done
  echo "PRAGMA application_id = 1397440852; PRAGMA user_version = $OLD; COMMIT;"; } | sqlite3 old.db
sqlite3 old.db "INSERT INTO players(name) VALUES ('Jürgen Weiß')"
osum=$(sha256sum < old.db)
O2=$(new_db fromold)
"$SK" --db "$O2" init >/dev/null
check "a backup of the older schema $OLD restored" 0 --out "restored old.db" -- "$SK" --db "$O2" db restore old.db
check "its rows are there" 0 --out "Jürgen Weiß" -- "$SK" --db "$O2" player list
[ "$(sha256sum < old.db)" = "$osum" ] && t_ok "the older backup itself is not written" || t_fail "old.db written"

# --keep N DIR
dsum=$(db_sum "$DB")
check "--keep 0 is refused" 2 --err "keep" -- S db backup --keep 0 bk
[ -e bk ] && t_fail "--keep 0 made nothing" || t_ok "--keep 0 made nothing"
[ "$(db_sum "$DB")" = "$dsum" ] && t_ok "--keep 0: database unchanged" || t_fail "--keep 0 changed it"
mkdir -p bk
echo notes > bk/notes.txt
echo x > bk/skatsheet-hand.db
: > bk/skatsheet-20000101-000000.db      # an old one of the naming: removed
for i in 1 2 3; do
    check "--keep 2: backup $i into the directory" 0 --out "backed up" --out "bk/skatsheet-" -- S db backup --keep 2 bk
done
n=$(ls bk/skatsheet-2*.db | wc -l)
[ "$n" = 2 ] && t_ok "--keep 2: two dated backups left" || t_fail "--keep 2" "$(ls bk)"
[ -e bk/notes.txt ] && [ -e bk/skatsheet-hand.db ] && t_ok "--keep touches no other file" || t_fail "other files" "$(ls bk)"
[ -e bk/skatsheet-20000101-000000.db ] && t_fail "the oldest was removed" "$(ls bk)" || t_ok "the oldest was removed"
newest=$(ls bk/skatsheet-2*.db | sort | tail -1)
R2=$(new_db fromkeep)
"$SK" --db "$R2" init >/dev/null
check "the newest dated backup restores" 0 --out "restored" -- "$SK" --db "$R2" db restore "$newest"
all_rows "$R2" > k.rows
diff orig.rows k.rows > k.diff && t_ok "the dated backup: every table's rows" || t_fail "dated rows" "$(head -20 k.diff)"
check "--keep into a directory that is missing: made" 0 --out "new/dir/skatsheet-" -- S db backup --keep 1 new/dir
if [ "$ENGINE" = postgresql ]; then
    check "--keep with --format pg" 0 --out ".pgdump" -- S db backup --format pg --keep 1 bk
    [ "$(ls bk/*.pgdump | wc -l)" = 1 ] && [ "$(ls bk/skatsheet-2*.db | wc -l)" = 2 ] &&
        t_ok "--keep counts each format on its own" || t_fail "--keep per format" "$(ls bk)"
fi
