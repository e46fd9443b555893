#!/usr/bin/env bash
# Values read from the database are checked before use (issue 15 item 10):
# a database edited by hand (PRAGMA ignore_check_constraints, a dropped
# trigger) with an impossible value makes every reading command report
# "database value out of range: table T column C = V", exit 1 - never a
# crash (tables.size = 0 was SIGFPE, declarer = 9 an out-of-bounds read),
# never a silently wrong table.  The database itself is not changed.  On
# PostgreSQL the edits pass the CHECKs by dropping them (db_sql_unchecked);
# the damaged-file cases at the end are SQLite's.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
BASE=$(new_db base)
"$SK" --db "$BASE" demo --players 13 --series 2 >/dev/null || { t_fail setup "demo failed"; exit 0; }
# a Schafkopf tournament beside it, one game
"$SK" --db "$BASE" tournament create Schaf --game schafkopf >/dev/null &&
    printf 'series,table,seat,player\n1,1,1,P1\n1,1,2,P2\n1,1,3,P3\n1,1,4,P4\n' > seats.csv &&
    for p in P1 P2 P3 P4; do "$SK" --db "$BASE" player add "$p" >/dev/null; done &&
    "$SK" --db "$BASE" import seats seats.csv -t Schaf >/dev/null &&
    "$SK" --db "$BASE" game add -t Schaf --series 1 --table 1 ruf --declarer 1 --partner 3 \
        --suit eichel --points 70 >/dev/null || { t_fail setup "Schafkopf set-up failed"; exit 0; }
T=Demo-Turnier

# corrupt NAME SQL: a copy of the base (database $NAME) with SQL applied
# behind the constraints' back (as a hand edit would)
corrupt() {
    local db
    db=$(db_copy "$BASE" "$1") || { t_fail "corrupt $1" "cannot copy the base"; return; }
    printf -v "$1" '%s' "$db"
    db_sql_unchecked "$db" "tables seats tournaments games sch_games" "$2" >/dev/null ||
        t_fail "corrupt $1" "refused: $2"
}
# dropping a trigger of games, in each engine's words
drop_trigger() { if [ "$ENGINE" = sqlite ]; then echo "DROP TRIGGER $1"; else echo "DROP TRIGGER $1 ON games"; fi; }

# every command that reads games, seats or tables of tournament T
READERS=(
    "game list --series 1"
    "game list --series 1 --table 1"
    "standings"
    "standings --format csv"
    "standings --format json"
    "sheet show --series 1 --table 1"
    "series show 1"
    "check"
    "export games out.csv"
    "export xlsx out.xlsx"
    "export pdf out.pdf"
    "sheet pdf sheet.pdf --series 1"
    "tournament show"
)

# reads NAME WHAT [UNUSED...]: each reader on NAME.db exits 1 with the
# out-of-range message naming WHAT, except the UNUSED ones (which do not
# read the bad value) which exit 0; the database is unchanged, no file is
# written by a refusal
reads() {
    local name=$1 what=$2 c u skip
    shift 2
    local sum
    local db=${!name}
    sum=$(db_sum "$db")
    for c in "${READERS[@]}"; do
        rm -f out.csv out.xlsx out.pdf sheet.pdf
        skip=0
        for u in "$@"; do [ "$u" = "$c" ] && skip=1; done
        if [ "$skip" = 1 ]; then
            # shellcheck disable=SC2086
            check "$name: $c does not read it" 0 -- "$SK" --db "$db" $c -t "$T"
            continue
        fi
        # shellcheck disable=SC2086
        check "$name: $c" 1 --err "database value out of range: $what" \
            -- "$SK" --db "$db" $c -t "$T"
        case "$ERR" in *"out of range"*"restore a backup or correct the row"*) ;;
            *) t_fail "$name: $c says what to do" "$ERR" ;; esac
        if ls out.csv out.xlsx out.pdf sheet.pdf >/dev/null 2>&1; then
            t_fail "$name: $c wrote no file" "$(ls out.* sheet.* 2>/dev/null)"
        fi
    done
    [ "$(db_sum "$db")" = "$sum" ] && t_ok "$name: the database is unchanged" ||
        t_fail "$name: the database is unchanged"
}

first_game="(SELECT min(id) FROM games WHERE passed = 0)"

corrupt size0 "UPDATE tables SET size = 0 WHERE id = 1"
reads size0 "table tables column size = 0 (row 1; expected 3 or 4)" "tournament show"

corrupt decl9 "$(drop_trigger games_table_rules_update);
               UPDATE games SET declarer = 9 WHERE id = $first_game"
reads decl9 "table games column declarer = 9" "series show 1"

corrupt seat9 "UPDATE seats SET seat = 9 WHERE table_id = 1 AND seat = 1"
reads seat9 "table seats column seat = 9" "export games out.csv" "tournament show"

corrupt games4 "UPDATE tournaments SET games4 = 0"
reads games4 "table tournaments column games4 = 0 (row 1; expected 4 to 400)"

corrupt games3 "UPDATE tournaments SET games3 = 35"
reads games3 "table tournaments column games3 = 35 (row 1; expected a multiple of 3)"

corrupt dealer "UPDATE tournaments SET first_dealer = 7"
reads dealer "table tournaments column first_dealer = 7"

# table 2 of series 1 (sheet show --table 1 does not read it)
corrupt tableno "UPDATE tables SET table_no = 0 WHERE id = 2"
reads tableno "table tables column table_no = 0" "sheet show --series 1 --table 1" \
    "tournament show"

# game columns: only the readers that read every stored game column
READERS=(
    "game list --series 1"
    "export games out.csv"
    "export xlsx out.xlsx"
    "tournament show"
)
corrupt gameno "$(drop_trigger games_table_rules_update); UPDATE games SET game_no = 999 WHERE id = 1"
reads gameno "table games column game_no = 999 (row 1; expected 1 to 48, the series length at a 4-table)"
corrupt bid "UPDATE games SET bid = 17 WHERE id = $first_game"
reads bid "table games column bid = 17"
corrupt contract "UPDATE games SET contract = 'bogus' WHERE id = $first_game"
reads contract "table games column contract = 'bogus'"
corrupt points "UPDATE games SET points = 500 WHERE id = $first_game"
reads points "table games column points = 500"
corrupt rule "UPDATE games SET bid = 19 WHERE id = $first_game"
reads rule "table games row"
# `check` reports a stored game that breaks the rules as a problem (and
# does not stop at it)
check "check names the bad stored game" 1 --out "bid 19" -- "$SK" --db "$rule" check -t "$T"

# the history (games_audit) is read the same way
corrupt audit "INSERT INTO games_audit(action, game_id, table_id, game_no, passed, declarer,
                 contract, matadors, hand, ouvert, bid, points, schneider, schwarz, real_value,
                 value, won, overbid, score, seeger, entered)
               SELECT 'edit', id, table_id, game_no, passed, 7, contract, matadors, hand, ouvert,
                 bid, points, schneider, schwarz, real_value, value, won, overbid, score, seeger,
                 entered FROM games WHERE id = $first_game"
game1=$(db_sql "$audit" "SELECT x.table_no || ' ' || g.game_no FROM games g JOIN tables x ON x.id = g.table_id WHERE g.id = $first_game")
set -- $game1
check "history: a bad audit row is reported" 1 --err "table games_audit column declarer = 7" \
    -- "$SK" --db "$audit" game history --series 1 --table "$1" --game "$2" -t "$T"

# Schafkopf rows (the standings add up each seat's stored results and
# won solos: they read those columns only)
T=Schaf
READERS=("game list --series 1" "sheet show --series 1 --table 1" "export games out.csv"
         "standings")
corrupt sch "UPDATE sch_games SET declarer = 9"
reads sch "table sch_games column declarer = 9" "standings"
corrupt schlauf "UPDATE sch_games SET laufende = 99"
reads schlauf "table sch_games column laufende = 99" "standings"
corrupt schsolo "UPDATE sch_games SET solo_won_by = 9"
reads schsolo "table sch_games column solo_won_by = 9"
corrupt schsolo0 "UPDATE sch_games SET solo_won_by = 0"
reads schsolo0 "table sch_games column solo_won_by = 0"

# the base database reads cleanly (the checks refuse nothing valid)
T=Demo-Turnier
for c in "game list --series 1" "standings" "export games ok.csv" "series show 1"; do
    # shellcheck disable=SC2086
    check "valid: $c" 0 -- "$SK" --db "$BASE" $c -t "$T"
done

# ---- a truncated or damaged file (issue 15 item 14): said in those words,
# the file left as it is (SQLite's file)
[ "$ENGINE" = sqlite ] || exit 0
cp "$BASE" "$TMP/whole.db"
sqlite3 "$TMP/whole.db" "PRAGMA journal_mode=DELETE" >/dev/null
size=$(stat -c %s "$TMP/whole.db")
for keep in 50000 4096 50; do
    cp "$TMP/whole.db" "$TMP/cut.db"
    truncate -s "$keep" "$TMP/cut.db"
    sum=$(md5sum <"$TMP/cut.db")
    if [ "$keep" -ge 100 ]; then
        want="database $TMP/cut.db is truncated: $keep bytes of the $size its header names"
    else
        want="database $TMP/cut.db is truncated: $keep bytes, not even the 100-byte header"
    fi
    check "truncated to $keep bytes: standings" 1 --err "$want" --err "restore a backup" \
        -- "$SK" --db "$TMP/cut.db" standings
    check "truncated to $keep bytes: game add" 1 --err "is truncated" \
        -- "$SK" --db "$TMP/cut.db" game add --series 1 --table 1 --passed
    [ "$(md5sum <"$TMP/cut.db")" = "$sum" ] && t_ok "truncated to $keep bytes: file untouched" ||
        t_fail "truncated to $keep bytes: file untouched"
done
cp "$TMP/whole.db" "$TMP/bad.db"
dd if=/dev/zero of="$TMP/bad.db" bs=4096 seek=2 count=30 conv=notrunc 2>/dev/null
check "damaged pages: standings" 1 --err "is damaged or truncated" --err "restore a backup" \
    -- "$SK" --db "$TMP/bad.db" standings
printf 'not a database at all, just some text that is long enough for a header.....................\n' >"$TMP/text.db"
check "a text file is not called truncated" 1 --err "is not a skatsheet database" \
    -- "$SK" --db "$TMP/text.db" standings
