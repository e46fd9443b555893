#!/usr/bin/env bash
# tests/layers/writes.sh - the write door (issue 38 part 4): the front ends
# (app/cli, app/tui, app/web) and reports/ never call a db/ function that
# writes; they write through app/ops, which alone (with db/ itself) may.
# The write set is db/'s own (tests/layers/db_writes.py: every function of
# a public db/ header that starts a transaction, runs SQL that changes
# something or calls one that does; not the connection, db_open and
# db_create), written out in tests/layers/db_writes.txt so a change to it
# is seen: the list must equal what the sources say.  Read from the
# objects' undefined symbols (nm -u).  The check is first shown a planted
# object that calls db_player_add, so a check that finds nothing fails.
# engines: sqlite (the objects' symbols: no database)
. "$TESTS_DIR/lib.sh"
OBJ=$(cd "$TESTBIN/.." && pwd)/obj
ROOT=$(cd "$TDIR/../.." && pwd)
LIST=$TDIR/db_writes.txt

/usr/bin/python3 "$TDIR/db_writes.py" "$ROOT" > "$TMP/writes" || t_fail "reading db/'s write set"
if cmp -s "$TMP/writes" "$LIST"; then t_ok "db/'s write set as listed ($(wc -l < "$LIST") functions)"
else t_fail "db/'s write set changed: write it into tests/layers/db_writes.txt" \
    "$(diff "$LIST" "$TMP/writes" | head -n 20)"; fi
grep -qx db_game_store "$LIST" && t_ok "a write is in the set (db_game_store)" || t_fail "db_game_store not in the write set"
! grep -qx db_probe_read "$LIST" && t_ok "a read is not (db_probe_read)" || t_fail "db_probe_read in the write set"

callers() { # OBJECT...: "object: function" for each write called
    local o
    for o in "$@"; do
        nm -u "$o" | awk '{print $2}' | grep -xF -f "$LIST" | sed "s|^|${o#"$OBJ"/}: |"
    done
}
printf 'int db_player_add(void);\nint planted(void) { return db_player_add(); }\n' > "$TMP/planted.c"
cc -c -o "$TMP/planted.o" "$TMP/planted.c" || t_fail "compiling the planted object"
got=$(callers "$TMP/planted.o")
[ "$got" = "$TMP/planted.o: db_player_add" ] && t_ok "the check finds a planted call of db_player_add" ||
    t_fail "the check finds a planted call" "got: ${got:-nothing}"

n=0
for d in app/cli app/tui app/web reports; do
    objs=("$OBJ/$d"/*.o)
    [ -e "${objs[0]}" ] || { t_fail "no objects in $OBJ/$d"; continue; }
    n=$((n + ${#objs[@]}))
    bad=$(callers "${objs[@]}")
    [ -z "$bad" ] && t_ok "$d calls no db/ write (${#objs[@]} objects)" ||
        t_fail "$d calls db/ writes: go through app/ops" "$bad"
done
