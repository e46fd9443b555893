#!/usr/bin/env bash
# Issue 41, upgrades without loss: before a SQLite file that holds data at
# an older schema version is upgraded, a copy of it as it was is written
# beside it (FILE.vN.bak, through the online backup) and the program says
# where; never over an earlier copy; not for a new file (init); when the
# copy cannot be written, the file is not upgraded.
# engines: sqlite (the copy of the database file beside it)
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
SCHEMA_DIR=$TDIR/../../schema
OLD=$((SCHEMA_LATEST - 1))

# old PATH: a database at version SCHEMA_LATEST - 1 (the migrations before
# the last one, as an older skatsheet made it) with one player
old() {
    { echo "BEGIN;"
      for f in "$SCHEMA_DIR"/[0-9]*.sql; do
          v=$(basename "$f" | sed 's/^0*\([0-9][0-9]*\)_.*/\1/')
          [ "$v" -le "$OLD" ] && "$TDIR/../../scripts/sqlite-dialect" "$f"
      done
      echo "PRAGMA application_id = 1397440852; PRAGMA user_version = $OLD; COMMIT;"; } | sqlite3 "$1"
    sqlite3 "$1" "INSERT INTO players(name) VALUES ('Jürgen Weiß')" ||
        t_fail "fixture" "could not insert a player into a version-$OLD database"
}

old "$TMP/club.db"
[ "$(sqlite3 "$TMP/club.db" "PRAGMA user_version")" = "$OLD" ] && t_ok "fixture at version $OLD" ||
    t_fail "fixture version" "$(sqlite3 "$TMP/club.db" "PRAGMA user_version")"
before=$(sqlite3 "$TMP/club.db" .dump | md5sum)
check "an old database is upgraded and says where its copy is" 0 --out "Jürgen Weiß" \
    --err "before upgrading the database to schema version $SCHEMA_LATEST, a copy of it as it was was written to $TMP/club.db.v$OLD.bak" \
    -- "$SK" --db "$TMP/club.db" player list
BAK=$TMP/club.db.v$OLD.bak
if [ -f "$BAK" ]; then
    t_ok "the copy is beside the file"
    got=$(sqlite3 "$BAK" "PRAGMA integrity_check; PRAGMA user_version; PRAGMA application_id; SELECT name FROM players")
    [ "$got" = "ok
$OLD
1397440852
Jürgen Weiß" ] && t_ok "the copy is a whole database at version $OLD with the data" || t_fail "the copy" "$got"
    [ "$(sqlite3 "$BAK" .dump | md5sum)" = "$before" ] && t_ok "the copy holds exactly what the file held" ||
        t_fail "the copy differs from the file before the upgrade"
    [ ! -e "$BAK-wal" ] && [ "$(sqlite3 "$BAK" "PRAGMA journal_mode")" = delete ] &&
        t_ok "the copy is one file (no log beside it)" || t_fail "the copy has a log"
else
    t_fail "the copy is beside the file" "$(ls "$TMP")"
fi
[ "$(sqlite3 "$TMP/club.db" "PRAGMA user_version")" = "$SCHEMA_LATEST" ] && t_ok "the file is at version $SCHEMA_LATEST" ||
    t_fail "upgraded version"
check "the upgraded database works" 0 --out "Anna Berg" -- sh -c "'$SK' --db '$TMP/club.db' player add 'Anna Berg' && '$SK' --db '$TMP/club.db' player list"
check "a database at the latest version is not copied again" 0 --out "Jürgen Weiß" -- "$SK" --db "$TMP/club.db" player list
[ -z "$ERR" ] && [ "$(ls "$TMP" | grep -c '\.bak$')" = 1 ] && t_ok "no second copy, nothing said" ||
    t_fail "a second copy or a message" "$ERR" "$(ls "$TMP")"

# init makes no copy
check "init of a new file" 0 -- "$SK" --db "$TMP/new.db" init
ls "$TMP" | grep -q '^new\.db\..*bak' && t_fail "init wrote a copy" "$(ls "$TMP")" || t_ok "init writes no copy"

# an earlier copy of that version is kept: the next one gets another name
old "$TMP/two.db"
echo "an earlier copy" > "$TMP/two.db.v$OLD.bak"
check "an earlier copy is not overwritten" 0 --err "written to $TMP/two.db.v$OLD-2.bak" -- "$SK" --db "$TMP/two.db" player list
[ "$(cat "$TMP/two.db.v$OLD.bak")" = "an earlier copy" ] && t_ok "the earlier copy is unchanged" || t_fail "the earlier copy changed"
[ "$(sqlite3 "$TMP/two.db.v$OLD-2.bak" "PRAGMA user_version")" = "$OLD" ] && t_ok "the new copy at version $OLD" || t_fail "the new copy"

# no copy can be written: the file is not upgraded, nothing changes
old "$TMP/full.db"
touch "$TMP/full.db.v$OLD.bak"
for i in $(seq 2 99); do touch "$TMP/full.db.v$OLD-$i.bak"; done
sum=$(db_sum "$TMP/full.db")
check "no copy, no upgrade" 1 --err "cannot write a backup beside $TMP/full.db before upgrading it: 99 backups of version $OLD are there already" \
    -- "$SK" --db "$TMP/full.db" player list
[ "$(db_sum "$TMP/full.db")" = "$sum" ] && [ "$(sqlite3 "$TMP/full.db" "PRAGMA user_version")" = "$OLD" ] &&
    t_ok "the file is unchanged, still at version $OLD" || t_fail "the file changed"
ls "$TMP" | grep -q 'full\.db\.v.*\.bak\..' && t_fail "a temporary copy was left" "$(ls "$TMP")" || t_ok "no temporary copy left"
