#!/usr/bin/env bash
# The schema itself refuses impossible data; foreign and newer databases are refused.
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$TMP/s.db
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in A B C D; do S player add "$p" >/dev/null; done
S tournament create T >/dev/null
S series draw 1 --seed 1 >/dev/null
S game add --series 1 --table 1 --declarer 2 clubs --with 1 --points 70 >/dev/null   # game 1, dealer 1

PRAGMA_APP=$(sqlite3 "$DB" "PRAGMA application_id")
[ "$PRAGMA_APP" = "1397440852" ] && t_ok "application_id set" || t_fail "application_id" "$PRAGMA_APP"
[ "$(sqlite3 "$DB" "PRAGMA user_version")" = "$SCHEMA_LATEST" ] && t_ok "user_version latest" || t_fail "user_version"
[ "$(sqlite3 "$DB" "PRAGMA journal_mode")" = wal ] && t_ok "WAL mode" || t_fail "journal mode"

# a valid raw insert (to show the columns work), then impossible ones
COLS="table_id, game_no, passed, declarer, contract, matadors, hand, ouvert, announce, bid, points, schneider, schwarz, result, real_value, value, won, overbid, score, seeger"
ins() { sqlite3 "$DB" "INSERT INTO games($COLS) VALUES (1, $1)" 2>&1; }
out=$(ins "3, 0, 1, 'clubs', 1, 0, 0, NULL, 18, 70, 0, 0, NULL, 24, 24, 1, 0, 24, 74")
[ -z "$out" ] && t_ok "raw insert of a valid game accepted" || t_fail "valid raw insert" "$out"
sum=$(db_sum "$DB")
refuse() {
    local name=$1 vals=$2 out
    out=$(ins "$vals")
    case "$out" in *constraint*|*CHECK*|*ABORT*|*"outside the series"*|*"not a seat"*|*dealer*|*UNIQUE*|*"cannot store"*) t_ok "schema refuses: $name" ;;
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
out=$(sqlite3 "$DB" "INSERT INTO tournaments(name, games4) VALUES ('X', 30)" 2>&1)
case "$out" in *CHECK*) t_ok "schema refuses games4 30" ;; *) t_fail "games4 30" "$out" ;; esac
out=$(sqlite3 "$DB" "PRAGMA foreign_keys=ON; INSERT INTO seats(table_id, series_id, seat, player_id) VALUES (1, 1, 5, 1)" 2>&1)
case "$out" in *CHECK*|*seat*) t_ok "schema refuses seat 5" ;; *) t_fail "seat 5" "$out" ;; esac
out=$(sqlite3 "$DB" "INSERT INTO tables(series_id, table_no, size) VALUES (1, 9, 5)" 2>&1)
case "$out" in *CHECK*) t_ok "schema refuses a 5-table" ;; *) t_fail "5-table" "$out" ;; esac
out=$(sqlite3 "$DB" "INSERT INTO seats(table_id, series_id, seat, player_id) SELECT 2, 1, 1, player_id FROM seats WHERE table_id = 1 AND seat = 1" 2>&1)
case "$out" in *UNIQUE*|*constraint*|*seat*) t_ok "schema refuses a player twice in a series" ;; *) t_fail "player twice" "$out" ;; esac

# foreign and newer databases
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
