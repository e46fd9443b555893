#!/usr/bin/env bash
# The schema itself refuses impossible data; foreign and newer databases are
# refused.  The same raw rows on both engines; on PostgreSQL the schema of
# schema/pg/ is also compared with SQLite's, table by table (columns, keys,
# references, indexes, triggers, views); the upgrades of old SQLite files
# are SQLite's alone.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db s)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in A B C D; do S player add "$p" >/dev/null; done
S tournament create T >/dev/null
S series draw 1 --seed 1 >/dev/null
S game add --series 1 --table 1 --declarer 2 clubs --with 1 --points 70 >/dev/null   # game 1, dealer 1

if [ "$ENGINE" = sqlite ]; then
    PRAGMA_APP=$(sqlite3 "$DB" "PRAGMA application_id")
    [ "$PRAGMA_APP" = "1397440852" ] && t_ok "application_id set" || t_fail "application_id" "$PRAGMA_APP"
    [ "$(sqlite3 "$DB" "PRAGMA user_version")" = "$SCHEMA_LATEST" ] && t_ok "user_version latest" || t_fail "user_version"
    [ "$(sqlite3 "$DB" "PRAGMA journal_mode")" = wal ] && t_ok "WAL mode" || t_fail "journal mode"
else
    got=$(db_sql "$DB" "SELECT application, version FROM skatsheet_schema")
    [ "$got" = "skatsheet|$SCHEMA_LATEST" ] && t_ok "skatsheet_schema: one row, version latest" || t_fail "skatsheet_schema" "$got"
    # the schema of schema/pg/ against SQLite's (a fresh init of each)
    SQ=$TMP/sqlite-twin.db
    "$SK" --db "$SQ" init >/dev/null
    twin() { # WHAT SQLITE-SQL PG-SQL: the same lines from both, sorted
        local a b
        a=$(sqlite3 "$SQ" "$2" | LC_ALL=C sort)
        b=$(db_sql "$DB" "$3" | LC_ALL=C sort)
        if [ -n "$a" ] && [ "$a" = "$b" ]; then t_ok "schema as SQLite's: $1"
        else t_fail "schema as SQLite's: $1" "$(diff <(echo "$a") <(echo "$b") | head -n 20)"; fi
    }
    PGREL="c.relnamespace = 'public'::regnamespace AND c.relname <> 'skatsheet_schema'"
    twin "tables, columns in order, NOT NULL" \
        "SELECT m.name || '|' || p.cid || '|' || p.name || '|' || (CASE WHEN p.\"notnull\" OR p.pk > 0 THEN 1 ELSE 0 END)
           FROM sqlite_schema m JOIN pragma_table_info(m.name) p WHERE m.type = 'table'" \
        "SELECT c.relname || '|' || (row_number() OVER (PARTITION BY c.oid ORDER BY a.attnum) - 1) || '|' || a.attname
                || '|' || (CASE WHEN a.attnotnull THEN 1 ELSE 0 END)
           FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
          WHERE $PGREL AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped"
    twin "column defaults (stamps in SQLite's format)" \
        "SELECT m.name || '|' || p.name || '|' || (CASE p.dflt_value
                WHEN 'strftime(''%Y-%m-%dT%H:%M:%fZ'', ''now'')' THEN 'stamp-ms'
                WHEN 'strftime(''%Y-%m-%dT%H:%M:%SZ'', ''now'')' THEN 'stamp-s' ELSE p.dflt_value END)
           FROM sqlite_schema m JOIN pragma_table_info(m.name) p
          WHERE m.type = 'table' AND p.dflt_value IS NOT NULL" \
        "SELECT c.relname || '|' || a.attname || '|' || (CASE pg_get_expr(d.adbin, d.adrelid)
                WHEN 'sk_now_ms()' THEN 'stamp-ms' WHEN 'sk_now_s()' THEN 'stamp-s'
                ELSE regexp_replace(pg_get_expr(d.adbin, d.adrelid), '::text$', '') END)
           FROM pg_attrdef d JOIN pg_class c ON c.oid = d.adrelid
           JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum WHERE $PGREL"
    twin "CHECK constraints per table" \
        "SELECT name || '|' || ((length(sql) - length(replace(sql, 'CHECK', ''))) / 5)
           FROM sqlite_schema WHERE type = 'table' AND sql LIKE '%CHECK%'" \
        "SELECT c.relname || '|' || count(*) FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
          WHERE $PGREL AND k.contype = 'c' GROUP BY c.relname"
    twin "primary keys and UNIQUE constraints" \
        "SELECT m.name || '|pk|' || group_concat(p.name, ',') FROM sqlite_schema m
           JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND p.pk > 0 GROUP BY m.name
         UNION ALL
         SELECT m.name || '|u|' || (SELECT group_concat(name, ',') FROM (SELECT name FROM pragma_index_info(il.name) ORDER BY seqno))
           FROM sqlite_schema m JOIN pragma_index_list(m.name) il WHERE m.type = 'table' AND il.origin = 'u'" \
        "SELECT c.relname || '|' || (CASE k.contype WHEN 'p' THEN 'pk' ELSE 'u' END) || '|'
                || (SELECT string_agg(a.attname, ',' ORDER BY x.ord) FROM unnest(k.conkey) WITH ORDINALITY x(attnum, ord)
                      JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = x.attnum)
           FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid WHERE $PGREL AND k.contype IN ('p', 'u')"
    twin "references and ON DELETE" \
        "SELECT m.name || '|' || group_concat(f.\"from\", ',') || '|' || f.\"table\" || '|' || group_concat(f.\"to\", ',')
                || '|' || f.on_delete
           FROM sqlite_schema m JOIN pragma_foreign_key_list(m.name) f
          WHERE m.type = 'table' GROUP BY m.name, f.id" \
        "SELECT c.relname || '|'
                || (SELECT string_agg(a.attname, ',' ORDER BY x.ord) FROM unnest(k.conkey) WITH ORDINALITY x(attnum, ord)
                      JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = x.attnum) || '|'
                || k.confrelid::regclass::text || '|'
                || (SELECT string_agg(a.attname, ',' ORDER BY x.ord) FROM unnest(k.confkey) WITH ORDINALITY x(attnum, ord)
                      JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = x.attnum) || '|'
                || (CASE k.confdeltype WHEN 'c' THEN 'CASCADE' WHEN 'n' THEN 'SET NULL' WHEN 'r' THEN 'RESTRICT'
                    WHEN 'd' THEN 'SET DEFAULT' ELSE 'NO ACTION' END)
           FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid WHERE $PGREL AND k.contype = 'f'"
    twin "indexes (named)" \
        "SELECT tbl_name || '|' || name FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL" \
        "SELECT t.relname || '|' || c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
           JOIN pg_class t ON t.oid = i.indrelid
          WHERE $PGREL AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)"
    twin "triggers" \
        "SELECT tbl_name || '|' || name FROM sqlite_schema WHERE type = 'trigger'" \
        "SELECT c.relname || '|' || g.tgname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
          WHERE $PGREL AND NOT g.tgisinternal"
    twin "views" \
        "SELECT name FROM sqlite_schema WHERE type = 'view'" \
        "SELECT c.relname FROM pg_class c WHERE $PGREL AND c.relkind = 'v'"
fi

# a valid raw insert (to show the columns work), then impossible ones
COLS="table_id, game_no, passed, declarer, contract, matadors, hand, ouvert, announce, bid, points, schneider, schwarz, result, real_value, value, won, overbid, score, seeger"
ins() { db_sql "$DB" "INSERT INTO games($COLS) VALUES (1, $1)" 2>&1; }
out=$(ins "3, 0, 1, 'clubs', 1, 0, 0, NULL, 18, 70, 0, 0, NULL, 24, 24, 1, 0, 24, 74")
[ -z "$out" ] && t_ok "raw insert of a valid game accepted" || t_fail "valid raw insert" "$out"
sum=$(db_sum "$DB")
refuse() {
    local name=$1 vals=$2 out
    out=$(ins "$vals")
    case "$out" in *constraint*|*CHECK*|*ABORT*|*"outside the series"*|*"not a seat"*|*dealer*|*UNIQUE*|*"cannot store"*|*"invalid input syntax"*) t_ok "schema refuses: $name" ;;
        *) t_fail "schema refuses: $name" "got: ${out:-accepted}" ;; esac
}
refuse "unknown contract"       "4, 0, 1, 'jacks', 1, 0, 0, NULL, 18, 70, 0, 0, NULL, 24, 24, 1, 0, 24, 74"
refuse "matadors 0"             "4, 0, 1, 'clubs', 0, 0, 0, NULL, 18, 70, 0, 0, NULL, 12, 12, 1, 0, 12, 62"
refuse "grand with 5"           "4, 0, 1, 'grand', 5, 0, 0, NULL, 18, 70, 0, 0, NULL, 144, 144, 1, 0, 144, 194"
refuse "null with matadors"     "4, 0, 1, 'null', 1, 0, 0, NULL, 18, NULL, 0, 0, 'won', 23, 23, 1, 0, 23, 73"
refuse "ouvert without hand"    "4, 0, 1, 'clubs', 1, 0, 1, NULL, 18, 120, 0, 1, NULL, 96, 96, 1, 0, 96, 146"
refuse "announce without hand"  "4, 0, 1, 'clubs', 1, 0, 0, 'schneider', 18, 95, 0, 0, NULL, 60, 60, 1, 0, 60, 110"
refuse "points 119"             "4, 0, 1, 'clubs', 1, 0, 0, NULL, 18, 119, 0, 0, NULL, 36, 36, 1, 0, 36, 86"
refuse "points 121"             "4, 0, 1, 'clubs', 1, 0, 0, NULL, 18, 121, 0, 0, NULL, 36, 36, 1, 0, 36, 86"
refuse "bid 19"                 "4, 0, 1, 'clubs', 1, 0, 0, NULL, 19, 70, 0, 0, NULL, 24, 24, 1, 0, 24, 74"
refuse "wrong value"            "4, 0, 1, 'clubs', 1, 0, 0, NULL, 18, 70, 0, 0, NULL, 25, 25, 1, 0, 25, 75"
refuse "won with 40 points"     "4, 0, 1, 'clubs', 1, 0, 0, NULL, 18, 40, 0, 0, NULL, 24, 24, 1, 0, 24, 74"
refuse "lost score not -2x"     "4, 0, 1, 'clubs', 1, 0, 0, NULL, 18, 40, 0, 0, NULL, 24, 24, 0, 0, -24, -74"
refuse "wrong seeger"           "4, 0, 1, 'clubs', 1, 0, 0, NULL, 18, 70, 0, 0, NULL, 24, 24, 1, 0, 24, 24"
refuse "overbid but won"        "4, 0, 1, 'diamonds', 2, 0, 0, NULL, 36, 70, 0, 0, NULL, 27, 36, 1, 1, 36, 86"
refuse "passed with a contract" "4, 1, NULL, 'clubs', NULL, 0, 0, NULL, NULL, NULL, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL"
refuse "game without declarer"  "4, 0, NULL, 'clubs', 1, 0, 0, NULL, 18, 70, 0, 0, NULL, 24, 24, 1, 0, 24, 74"
refuse "neither points nor result" "4, 0, 1, 'clubs', 1, 0, 0, NULL, 18, NULL, 0, 0, NULL, 24, 24, 1, 0, 24, 74"
refuse "schwarz with 50 points" "4, 0, 1, 'clubs', 1, 0, 0, NULL, 18, 50, 0, 1, NULL, 48, 48, 0, 0, -96, -146"
refuse "result contradicts points" "4, 0, 1, 'clubs', 1, 0, 0, NULL, 18, 70, 0, 0, 'lost', 24, 24, 1, 0, 24, 74"
refuse "null value wrong"       "4, 0, 1, 'null', NULL, 1, 0, NULL, 18, NULL, 0, 0, 'won', 23, 23, 1, 0, 23, 73"
refuse "dealer declares at a 4-table" "4, 0, 4, 'clubs', 1, 0, 0, NULL, 18, 70, 0, 0, NULL, 24, 24, 1, 0, 24, 74"
refuse "game 49 at a 4-table"   "49, 0, 2, 'clubs', 1, 0, 0, NULL, 18, 70, 0, 0, NULL, 24, 24, 1, 0, 24, 74"
refuse "game 0"                 "0, 0, 2, 'clubs', 1, 0, 0, NULL, 18, 70, 0, 0, NULL, 24, 24, 1, 0, 24, 74"
refuse "second entry for game 1" "1, 0, 3, 'clubs', 1, 0, 0, NULL, 18, 70, 0, 0, NULL, 24, 24, 1, 0, 24, 74"
refuse "text in an integer column" "'four', 0, 2, 'clubs', 1, 0, 0, NULL, 18, 70, 0, 0, NULL, 24, 24, 1, 0, 24, 74"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused raw inserts left the database unchanged" || t_fail "raw inserts changed the database"
FK=""; [ "$ENGINE" = sqlite ] && FK="PRAGMA foreign_keys=ON; "
out=$(db_sql "$DB" "INSERT INTO tournaments(name, games4) VALUES ('X', 30)" 2>&1)
case "$out" in *CHECK*|*"check constraint"*) t_ok "schema refuses games4 30" ;; *) t_fail "games4 30" "$out" ;; esac
out=$(db_sql "$DB" "${FK}INSERT INTO seats(table_id, series_id, seat, player_id) VALUES (1, 1, 5, 1)" 2>&1)
case "$out" in *CHECK*|*seat*) t_ok "schema refuses seat 5" ;; *) t_fail "seat 5" "$out" ;; esac
out=$(db_sql "$DB" "INSERT INTO tables(series_id, table_no, size) VALUES (1, 9, 5)" 2>&1)
case "$out" in *CHECK*|*"check constraint"*) t_ok "schema refuses a 5-table" ;; *) t_fail "5-table" "$out" ;; esac
out=$(db_sql "$DB" "INSERT INTO seats(table_id, series_id, seat, player_id) SELECT 2, 1, 1, player_id FROM seats WHERE table_id = 1 AND seat = 1" 2>&1)
case "$out" in *UNIQUE*|*constraint*|*seat*) t_ok "schema refuses a player twice in a series" ;; *) t_fail "player twice" "$out" ;; esac

# the rules whose writing differs between the engines (schema/pg/014_base.sql):
# a calendar date, the entry code's letters, the stamp's format, a setting
sum=$(db_sum "$DB")
raw() { # NAME WANT(ok|refused) SQL [MESSAGE]
    local out msg=${4:-constraint}
    out=$(db_sql "$DB" "BEGIN; ${FK}$3; ROLLBACK;" 2>&1)
    case "$2:$out" in
        ok:|ok:*ROLLBACK*) t_ok "raw SQL accepted: $1" ;;
        refused:*constraint*|refused:*CHECK*|refused:*"check constraint"*|refused:*"$msg"*) t_ok "raw SQL refused: $1" ;;
        *) t_fail "raw SQL $2: $1" "got: ${out:-accepted}" ;;
    esac
}
raw "a leap day" ok "INSERT INTO tournaments(name, date) VALUES ('D', '2024-02-29')"
# SQLite's check, date(date) IS date, lets every day 01-31 of a month through
# (date('2025-02-30') is '2025-02-30'; the program refuses such a date
# itself, tests/db/cli.sh); PostgreSQL's sk_valid_date knows the calendar
BADDAY=refused; [ "$ENGINE" = sqlite ] && BADDAY=ok
raw "29 February of a common year ($BADDAY)" $BADDAY "INSERT INTO tournaments(name, date) VALUES ('D', '2025-02-29')"
raw "31 April ($BADDAY)" $BADDAY "INSERT INTO tournaments(name, date) VALUES ('D', '2025-04-31')"
raw "32 January" refused "INSERT INTO tournaments(name, date) VALUES ('D', '2025-01-32')"
raw "month 13" refused "INSERT INTO tournaments(name, date) VALUES ('D', '2025-13-01')"
raw "day 0" refused "INSERT INTO tournaments(name, date) VALUES ('D', '2025-01-00')"
raw "a date without leading zeros" refused "INSERT INTO tournaments(name, date) VALUES ('D', '2025-1-01')"
raw "a date with a time" refused "INSERT INTO tournaments(name, date) VALUES ('D', '2025-01-01 10:00')"
raw "29 February 2000" ok "INSERT INTO tournaments(name, date) VALUES ('D', '2000-02-29')"
raw "29 February 1900 ($BADDAY)" $BADDAY "INSERT INTO tournaments(name, date) VALUES ('D', '1900-02-29')"
raw "a match day on 30 February ($BADDAY)" $BADDAY "INSERT INTO leagues(name, season) VALUES ('L', 2025); INSERT INTO league_matchdays(league_id, number, date) SELECT id, 1, '2025-02-30' FROM leagues"
raw "a match day in month 0" refused "INSERT INTO leagues(name, season) VALUES ('L', 2025); INSERT INTO league_matchdays(league_id, number, date) SELECT id, 1, '2025-00-10' FROM leagues"
raw "an entry code" ok "UPDATE entry_codes SET code = 'ABCDEFGH' WHERE table_id = 1"
raw "an entry code with an I" refused "UPDATE entry_codes SET code = 'ABCDEFGI' WHERE table_id = 1"
raw "an entry code in lower case" refused "UPDATE entry_codes SET code = 'abcdefgh' WHERE table_id = 1"
raw "an entry code of 9" refused "UPDATE entry_codes SET code = 'ABCDEFGHJ' WHERE table_id = 1"
raw "language fr" refused "INSERT INTO settings(key, value) VALUES ('lang', 'fr')"
raw "a name with a trailing space" refused "INSERT INTO players(name) VALUES ('Zora ')"
raw "a registration decided while waiting" refused "INSERT INTO registrations(tournament_id, name, decided) VALUES (1, 'R', '2025-01-01T00:00:00Z')"
raw "a Schafkopf game in a Skat tournament" refused "INSERT INTO sch_games(table_id, game_no, contract, declarer, partner, p1, p2, p3, p4, zero_sum, won) VALUES (1, 2, 'gerufen', 1, 2, 10, 10, -10, -10, 1, 1)" "a Schafkopf game belongs to a Schafkopf tournament"
raw "a Ramsch row for a played game" refused "INSERT INTO game_house(game_id, ramsch, augen1, augen2, augen3, augen4, skat) SELECT id, 1, 30, 30, 30, 30, 0 FROM games WHERE game_no = 1" "a Ramsch is stored as a passed game"
raw "a series above the series count" refused "INSERT INTO series(tournament_id, series_no, method) VALUES (1, 2, 'manual')" "number of series"
stamp=$(db_sql "$DB" "SELECT created FROM players ORDER BY id LIMIT 1")
[[ $stamp =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z$ ]] && t_ok "a default stamp is 2026-11-22T05:06:07.123Z" || t_fail "default stamp" "$stamp"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "raw SQL tried in rolled-back transactions left the database unchanged" || t_fail "raw SQL changed the database"
if [ "$ENGINE" = postgresql ]; then
    # a bulk import's transaction (skatsheet.bulk on, SET LOCAL) skips the two
    # checks it makes itself; no other transaction does
    dealer="INSERT INTO games($COLS) VALUES (1, 4, 0, 4, 'clubs', 1, 0, 0, NULL, 18, 70, 0, 0, NULL, 24, 24, 1, 0, 24, 74)"
    out=$(db_sql "$DB" "BEGIN; SET LOCAL skatsheet.bulk = 'on'; $dealer; ROLLBACK;" 2>&1)
    [ -z "$out" ] && t_ok "skatsheet.bulk on: the dealer check skipped in that transaction" || t_fail "bulk skip" "$out"
    out=$(db_sql "$DB" "BEGIN; SET LOCAL skatsheet.bulk = 'on'; COMMIT; $dealer" 2>&1)
    case "$out" in *"dealer sits out"*) t_ok "skatsheet.bulk ends with its transaction" ;; *) t_fail "bulk after commit" "${out:-accepted}" ;; esac
    [ "$(db_sum "$DB")" = "$sum" ] && t_ok "bulk tries left the database unchanged" || t_fail "bulk tries changed the database"
fi

# foreign and newer databases
if [ "$ENGINE" = postgresql ]; then
    FOREIGN=$(new_db foreign)
    db_sql "$FOREIGN" "CREATE TABLE x(a integer); INSERT INTO x VALUES (1);"
    fsum=$(db_sum "$FOREIGN")
    check "foreign database refused" 1 --err "belongs to another program" -- "$SK" --db "$FOREIGN" player list
    [ "$(db_sum "$FOREIGN")" = "$fsum" ] && t_ok "foreign database unchanged" || t_fail "foreign database changed"
    check "init refuses a foreign database" 1 --err "belongs to another program" -- "$SK" --db "$FOREIGN" init
    [ "$(db_sum "$FOREIGN")" = "$fsum" ] && t_ok "foreign database unchanged by init" || t_fail "init changed a foreign database"
    NEWER=$(db_copy "$DB" newer)
    db_sql "$NEWER" "UPDATE skatsheet_schema SET version = 99"
    check "newer schema refused" 1 --err "has schema version 99, newer than this skatsheet knows ($SCHEMA_LATEST)" -- "$SK" --db "$NEWER" player list
    exit 0
fi
sqlite3 "$TMP/foreign.db" "CREATE TABLE x(a); INSERT INTO x VALUES (1);"
fsum=$(db_sum "$TMP/foreign.db")
check "foreign database refused" 1 --err "is not a skatsheet database" -- "$SK" --db "$TMP/foreign.db" player list
[ "$(db_sum "$TMP/foreign.db")" = "$fsum" ] && t_ok "foreign database unchanged" || t_fail "foreign database changed"
printf 'hello, not sqlite\n' > "$TMP/text.db"
check "text file refused" 1 --err "is not a skatsheet database" -- "$SK" --db "$TMP/text.db" player list
cp "$DB" "$TMP/new.db"
sqlite3 "$TMP/new.db" "PRAGMA user_version = 99"
check "newer schema refused" 1 --err "has schema version 99, newer than this skatsheet knows ($SCHEMA_LATEST)" -- "$SK" --db "$TMP/new.db" player list

# an older database (version 0 marked as skatsheet, no tables) is migrated
sqlite3 "$TMP/old.db" "PRAGMA application_id = 1397440852; PRAGMA user_version = 0;"
check "older schema migrated" 0 --out "(no players)" -- "$SK" --db "$TMP/old.db" player list
[ "$(sqlite3 "$TMP/old.db" "PRAGMA user_version")" = "$SCHEMA_LATEST" ] && t_ok "migration set user_version" || t_fail "migration user_version"

# a version-1 database with data (built from schema/001 alone) is upgraded to
# the latest version in place, its data kept
SCHEMA_DIR=$TDIR/../../schema
if [ "$SCHEMA_LATEST" -gt 1 ]; then
    { echo "BEGIN;"; cat "$SCHEMA_DIR"/001_*.sql; echo "PRAGMA application_id = 1397440852; PRAGMA user_version = 1; COMMIT;"; } |
        sqlite3 "$TMP/v1.db"
    sqlite3 "$TMP/v1.db" "INSERT INTO players(name) VALUES ('Jürgen Weiß')" 2>/dev/null ||
        t_fail "v1 fixture" "could not insert a player into a version-1 database"
    check "version 1 database upgraded" 0 --out "Jürgen Weiß" -- "$SK" --db "$TMP/v1.db" player list
    [ "$(sqlite3 "$TMP/v1.db" "PRAGMA user_version")" = "$SCHEMA_LATEST" ] &&
        t_ok "upgrade set user_version $SCHEMA_LATEST" || t_fail "upgrade user_version"
fi

# a version-2 database with a recorded game is upgraded by 003_fast_games
# (games rebuilt with cheaper CHECKs, the duplicate index dropped): the game
# is kept, the rules still hold for raw SQL
if [ "$SCHEMA_LATEST" -ge 3 ]; then
    { echo "BEGIN;"; cat "$SCHEMA_DIR"/001_*.sql "$SCHEMA_DIR"/002_*.sql
      echo "PRAGMA application_id = 1397440852; PRAGMA user_version = 2; COMMIT;"; } | sqlite3 "$TMP/v2.db"
    sqlite3 "$TMP/v2.db" "PRAGMA foreign_keys=ON; INSERT INTO players(name) VALUES ('A'),('B'),('C'),('D');
        INSERT INTO tournaments(name) VALUES ('T'); INSERT INTO series(tournament_id, series_no, method) VALUES (1, 1, 'manual');
        INSERT INTO tables(series_id, table_no, size) VALUES (1, 1, 4);
        INSERT INTO seats(table_id, series_id, seat, player_id) VALUES (1,1,1,1),(1,1,2,2),(1,1,3,3),(1,1,4,4);
        INSERT INTO games($COLS) VALUES (1, 1, 0, 2, 'grand', 2, 0, 0, NULL, 18, 70, 0, 0, NULL, 96, 96, 1, 0, 96, 146)" ||
        t_fail "v2 fixture" "could not record a game in a version-2 database"
    check "version 2 database with a game upgraded" 0 --out "1,1,1,2,grand,2,0,0,,18,70,0,0," -- "$SK" --db "$TMP/v2.db" export games -
    [ "$(sqlite3 "$TMP/v2.db" "PRAGMA user_version; PRAGMA integrity_check; SELECT count(*) FROM sqlite_schema WHERE name = 'games_table'")" = "$SCHEMA_LATEST
ok
0" ] && t_ok "003: integrity ok, duplicate index games_table gone" || t_fail "003 upgrade" "$(sqlite3 "$TMP/v2.db" "PRAGMA integrity_check")"
    DB=$TMP/v2.db
    refuse "after 003: bid 19"            "2, 0, 2, 'clubs', 1, 0, 0, NULL, 19, 70, 0, 0, NULL, 24, 24, 1, 0, 24, 74"
    refuse "after 003: contract 'Clubs'"  "2, 0, 2, 'Clubs', 1, 0, 0, NULL, 18, 70, 0, 0, NULL, 24, 24, 1, 0, 24, 74"
    refuse "after 003: dealer declares"   "2, 0, 2, 'clubs', 1, 0, 0, NULL, 18, 70, 0, 0, NULL, 24, 24, 1, 0, 24, 74"
    refuse "after 003: seat 5 of 4"       "3, 0, 5, 'clubs', 1, 0, 0, NULL, 18, 70, 0, 0, NULL, 24, 24, 1, 0, 24, 74"
    refuse "after 003: game 49"           "49, 0, 2, 'clubs', 1, 0, 0, NULL, 18, 70, 0, 0, NULL, 24, 24, 1, 0, 24, 74"
    out=$(ins "3, 0, 4, 'clubs', 1, 0, 0, NULL, 18, 70, 0, 0, NULL, 24, 24, 1, 0, 24, 74")
    [ -z "$out" ] && t_ok "after 003: a valid raw insert accepted" || t_fail "after 003: valid raw insert" "$out"
fi
