#!/usr/bin/env bash
# corrections: game restore of any earlier version (recorded in the history
# itself), an unchanged edit writes nothing, import games --skip-existing /
# --replace (all or nothing).  Refusals: message, exit code, unchanged db.
# engines: sqlite postgresql
. "$TESTS_DIR/lib.sh"
DB=$(new_db t)
S() { "$SK" --db "$DB" "$@"; }
unchanged() {
    [ "$(db_sum "$DB")" = "$2" ] && t_ok "$1 leaves the database unchanged" \
        || t_fail "$1 changed the database"
}
audits() { db_sql "$DB" "SELECT count(*) FROM games_audit"; }

S init >/dev/null
for p in Anna Bert Carl Dora; do S player add "$p" >/dev/null; done
S tournament create T --games4 8 >/dev/null
S series draw 1 --seed 1 >/dev/null
S game add --series 1 --table 1 --declarer 2 clubs --with 1 --points 70 >/dev/null   # 24, +74
S game add --series 1 --table 1 --passed >/dev/null

# an unchanged save writes nothing
sum=$(db_sum "$DB")
check "unchanged edit" 0 --out "unchanged (nothing written): game 1" \
    -- S game edit --series 1 --table 1 --game 1 --declarer 2 clubs --with 1 --points 70
unchanged "an unchanged edit" "$sum"
[ "$(audits)" = 0 ] && t_ok "no history entry for an unchanged edit" || t_fail "history entry" "$(audits)"

check "edit" 0 --out "changed game 1" -- S game edit --series 1 --table 1 --game 1 --declarer 3 grand --with 1 --points 70
check "delete" 0 --out "deleted game 1 of table 1, series 1 in 'T'" -- S game delete --series 1 --table 1 --game 1
check "history lists versions" 0 --out "edit    table 1 game 1, was: seat 2" --out "[version #1]" \
    --out "delete  table 1 game 1, was: seat 3" --out "[version #2]" -- S game history --series 1

# restore the latest version (undoes the delete)
check "restore undoes a delete" 0 --out "restored game 1 (dealer seat 1" --out "grand with 1" \
    --out "T, series 1, table 1: 2 of 8 games" -- S game restore --series 1 --table 1 --game 1
check "restore recorded in the history" 0 --out "restore  table 1 game 1, now: seat 3" \
    --out "[version #3]" -- S game history --series 1 --game 1
# restore version 1 (undoes the edit): the grand is kept as an edit entry
check "restore an earlier version" 0 --out "restored game 1" --out "clubs with 1" \
    -- S game restore --series 1 --table 1 --game 1 --version 1
check "standings after restore" 0 --out "74" -- S standings
check "replaced version kept" 0 --out "edit    table 1 game 1, was: seat 3" --out "[version #5]" \
    -- S game history --series 1 --game 1

sum=$(db_sum "$DB")
check "restore the version recorded now refused" 3 \
    --err "is recorded with the values of version #1 already: nothing to restore" \
    -- S game restore --series 1 --table 1 --game 1 --version 1
check "restore of another game's version refused" 3 \
    --err "version #2 is not in the history of game 2 of table 1, series 1" \
    -- S game restore --series 1 --table 1 --game 2 --version 2
check "restore without history refused" 3 --err "game 2 of table 1, series 1 has no earlier version" \
    -- S game restore --series 1 --table 1 --game 2
check "restore needs --game" 2 --err "--game G is required" -- S game restore --series 1 --table 1
check "restore of an unknown table refused" 3 --err "table 9" -- S game restore --series 1 --table 9 --game 1
unchanged "refused restores" "$sum"

# ---- import games --skip-existing / --replace ---------------------------
S export games "$TMP/g.csv" >/dev/null
printf '1,1,3,2,spades,1,0,0,,18,80,0,0,\n' >>"$TMP/g.csv"    # a new game 3 (dealer 3)
sum=$(db_sum "$DB")
check "import of recorded games refused" 3 --err "line 2: game 1 of series 1 table 1 is already recorded" \
    --err "--skip-existing or --replace" -- S import games "$TMP/g.csv"
unchanged "refused import" "$sum"
check "skip-existing" 0 --out "imported 1 game into tournament 'T', 2 already recorded with the same values skipped" \
    -- S import games "$TMP/g.csv" --skip-existing
S game delete --series 1 --table 1 --game 3 >/dev/null
S game edit --series 1 --table 1 --game 1 --declarer 4 hearts --with 1 --points 40 >/dev/null
sum=$(db_sum "$DB")
check "skip-existing: different values are an error" 3 \
    --err "line 2: game 1 of series 1 table 1 is recorded with other values: import with --replace" \
    --err "nothing imported" -- S import games "$TMP/g.csv" --skip-existing
check "both modes refused" 2 -- S import games "$TMP/g.csv" --skip-existing --replace
# a bad new line: all or nothing, the replacement is not kept either
cp "$TMP/g.csv" "$TMP/bad.csv"; printf '1,1,4,1,clubs,1,0,0,,18,70,0,0,\n' >>"$TMP/bad.csv"  # dealer 4? no: game 4 dealer 4, seat 1 ok
printf '1,1,5,1,clubs,1,0,0,,18,70,0,0,\n' >>"$TMP/bad.csv"   # game 5: dealer 1 declares
check "replace is all or nothing" 3 --err "nothing imported" -- S import games "$TMP/bad.csv" --replace
unchanged "refused replace imports" "$sum"
h=$(audits)
check "replace" 0 --out "imported 1 game into tournament 'T', 1 already recorded with the same values skipped, 1 replaced (old versions in the history)" \
    -- S import games "$TMP/g.csv" --replace
[ "$(audits)" = $((h + 1)) ] && t_ok "replace keeps the old version in the history" \
    || t_fail "replace history" "$h -> $(audits)"
check "replaced game" 0 --out "seat 2 " --out "clubs with 1" -- S game list --series 1 --table 1
