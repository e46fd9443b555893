#!/usr/bin/env bash
# check: `skatsheet check` on a clean tournament (exit 0) and finding each
# kind of problem (exit 1 with a readable list): games missing, games beyond
# the series length, the dealer declaring at a 4-table, a player seated
# twice, an active player with no table, stored values that disagree with
# the rules engine.  Problems the CLI refuses are made with raw SQL.
# engines: sqlite postgresql
. "$TESTS_DIR/lib.sh"
. "$TDIR/lib_standings.sh"
DB=$(new_db t)

sk init
for n in A1 A2 A3 A4 B1 B2 B3; do sk player add "$n"; done
sk tournament create "Check Open" --games3 6 --games4 8
sk series draw 1 --seed 9
size1=$(db_sql "$DB" "SELECT size FROM tables WHERE table_no = 1")
size2=$(db_sql "$DB" "SELECT size FROM tables WHERE table_no = 2")
# make table 1 the 4-table whatever the draw did
if [ "$size1" = 3 ]; then T4=2 T3=1; else T4=1 T3=2; fi
# 4-table, 8 games, dealers 1 2 3 4 1 2 3 4: never the dealer declaring
four() {
    sk game add --series 1 --table $T4 --declarer 2 clubs --with 1 --points 70      # dealer 1
    sk game add --series 1 --table $T4 --declarer 3 clubs --with 1 --points 95      # dealer 2: 36
    sk game add --series 1 --table $T4 --passed
    sk game add --series 1 --table $T4 --declarer 1 hearts --with 1 --points 40     # dealer 4
    sk game add --series 1 --table $T4 --declarer 2 null --won                      # dealer 1
    sk game add --series 1 --table $T4 --declarer 4 grand --with 1 --points 80      # dealer 2
    sk game add --series 1 --table $T4 --declarer 1 spades --with 2 --points 61     # dealer 3
    sk game add --series 1 --table $T4 --declarer 3 diamonds --with 1 --points 70   # dealer 4
}
three() {
    local i
    for i in 1 2 3 4 5 6; do
        sk game add --series 1 --table $T3 --declarer $(( (i % 3) + 1 )) clubs --with 1 --points 70
    done
}
four
three
check "clean tournament" 0 --out "Check Open: no problems (2 tables, 14 games)" \
    -- "$SK" --db "$DB" check
CLEAN=$(db_copy "$DB" clean)

# ---- games missing
sk game delete --series 1 --table $T3 --game 5
sk game delete --series 1 --table $T3 --game 6
sk game delete --series 1 --table $T3 --game 2
check "games missing" 1 --out "series 1, table $T3: 3 of 6 games missing: 2, 5-6" \
    --out "1 problem in Check Open" --err "check found 1 problem" \
    -- "$SK" --db "$DB" check
check "check --series 1" 1 --out "3 of 6 games missing" -- "$SK" --db "$DB" check --series 1
check "check --series beyond the tournament" 3 --err "series 2" -- "$SK" --db "$DB" check --series 2

# ---- beyond the series length: shorten the 3-table series under the games
db_restore "$CLEAN" "$DB"
db_sql "$DB" "UPDATE tournaments SET games3 = 3"
check "games beyond the series" 1 \
    --out "series 1, table $T3: game 4 is beyond the series length (3 games at a 3-table)" \
    --out "series 1, table $T3: game 6 is beyond the series length" \
    --out "3 problems" -- "$SK" --db "$DB" check
# the standings book only the games within the series, game 1-3 at the
# 3-table (one won clubs game each: 24 + 50); on PostgreSQL the database
# adds the games up, on SQLite the sheets do: the same figures
for seat in 1 2 3; do
    name=$(db_sql "$DB" "SELECT p.name FROM seats s JOIN tables t ON t.id = s.table_id JOIN players p ON p.id = s.player_id WHERE t.table_no = $T3 AND s.seat = $seat")
    check "standings leave games beyond the series out ($name)" 0 --out ",$name,1,0,24,50,0,74," \
        -- "$SK" --db "$DB" standings --format csv
done
# a game of the 3-table booked to a fourth seat (raw SQL, with the trigger
# that refuses it dropped): the standings refuse the stored value instead
# of adding it up
if [ "$ENGINE" = sqlite ]; then on=; else on=" ON games"; fi
db_sql "$DB" "DROP TRIGGER games_table_rules_update$on"
db_sql "$DB" "UPDATE games SET declarer = 4 WHERE game_no = 2 AND table_id = (SELECT id FROM tables WHERE table_no = $T3)"
check "standings refuse a declarer outside the table" 1 \
    --err "database value out of range: table games column declarer = 4" \
    -- "$SK" --db "$DB" standings
check "standings --series 1 refuse it too" 1 \
    --err "database value out of range: table games column declarer = 4" \
    -- "$SK" --db "$DB" standings --series 1

# ---- the dealer declaring at a 4-table: move the first dealer under the
# recorded games (seat 2 declared game 1, now dealt by seat 2)
db_restore "$CLEAN" "$DB"
db_sql "$DB" "UPDATE tournaments SET first_dealer = 2"
check "dealer declares" 1 \
    --out "series 1, table $T4: game 1: declarer seat 2 deals this game: at a 4-table the dealer sits out" \
    -- "$SK" --db "$DB" check

# ---- an active player without a table
db_restore "$CLEAN" "$DB"
sk player add Latecomer
check "active player with no table" 1 --out "series 1: active player 'Latecomer' has no table" \
    -- "$SK" --db "$DB" check
sk player edit Latecomer --inactive
check "inactive player is fine" 0 -- "$SK" --db "$DB" check

# ---- a player seated twice: the schema forbids it (UNIQUE (series_id,
# player_id)), so rebuild the database without that constraint first
# (SQLite: from its dump; PostgreSQL: the constraint dropped)
if [ "$ENGINE" = sqlite ]; then
    cp "$CLEAN" "$TMP/src.db"
    appid=$(sqlite3 "$TMP/src.db" "PRAGMA application_id")
    uver=$(sqlite3 "$TMP/src.db" "PRAGMA user_version")
    rm -f "$DB"
    sqlite3 "$TMP/src.db" .dump | perl -0pe 's/,\s*UNIQUE \(series_id, player_id\)[^\n]*//' | sqlite3 "$DB"
    sqlite3 "$DB" "PRAGMA application_id = $appid; PRAGMA user_version = $uver; PRAGMA journal_mode = WAL;" >/dev/null
else
    db_restore "$CLEAN" "$DB"
    db_sql "$DB" "ALTER TABLE seats DROP CONSTRAINT seats_series_id_player_id_key"
fi
twice=$(db_sql "$DB" "SELECT p.name FROM seats s JOIN tables t ON t.id = s.table_id JOIN players p ON p.id = s.player_id WHERE t.table_no = $T4 AND s.seat = 1")
gone=$(db_sql "$DB" "SELECT p.name FROM seats s JOIN tables t ON t.id = s.table_id JOIN players p ON p.id = s.player_id WHERE t.table_no = $T3 AND s.seat = 1")
db_sql "$DB" "UPDATE seats SET player_id = (SELECT id FROM players WHERE name = '$twice')
                WHERE seat = 1 AND table_id = (SELECT id FROM tables WHERE table_no = $T3)"
check "player seated twice" 1 --out "series 1: player '$twice' is seated 2 times" \
    --out "series 1: active player '$gone' has no table" --out "2 problems" \
    -- "$SK" --db "$DB" check
check "standings refuse a player seated twice" 1 --err "two results in series 1" \
    -- "$SK" --db "$DB" standings

# ---- stored values that disagree with the rules engine: game 2 of the
# 4-table is clubs with 1 at 95 points (Schneider): 3 x 12 = 36.  Store 24
# (passes the schema's CHECKs, which cannot see the Schneider level).
db_restore "$CLEAN" "$DB"
db_sql "$DB" "UPDATE games SET real_value = 24, value = 24, score = 24, seeger = 74
                WHERE game_no = 2 AND table_id = (SELECT id FROM tables WHERE table_no = $T4)"
check "stored value disagrees" 1 \
    --out "series 1, table $T4: game 2: stored real value 24 (rules: 36), value 24 (rules: 36), score 24 (rules: 36), Seeger 74 (rules: 86) disagree with the rules engine" \
    -- "$SK" --db "$DB" check

# all kinds at once stay readable: one line each, then the count
db_restore "$CLEAN" "$DB"
db_sql "$DB" "UPDATE tournaments SET first_dealer = 2"
sk player add Late2
sk game delete --series 1 --table $T3 --game 1
check "several problems" 1 --out "games missing: 1" --out "deals this game" \
    --out "'Late2' has no table" --out "problems in Check Open" \
    -- "$SK" --db "$DB" check
n=$(printf '%s\n' "$OUT" | tail -n 1 | cut -d' ' -f1)
listed=$(( $(printf '%s\n' "$OUT" | wc -l) - 1 ))
[ "$n" = "$listed" ] && [ "$n" -ge 3 ] && t_ok "count equals the listed lines" \
    || t_fail "count equals the listed lines" "$OUT"
check "check usage" 2 -- "$SK" --db "$DB" check extra
