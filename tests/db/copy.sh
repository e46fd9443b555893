#!/usr/bin/env bash
# skatsheet db copy FROM TO (issue 26, item 5): a club's file with games,
# corrections (their history) and a house-rules evening copied into the
# engine's database and back into a new file: the copy back is the
# original, table by table and row by row (sqlite3 .dump, byte for byte);
# a target that is not empty, a target file that exists and a source that
# is no database are refused, each leaving the target as it was.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP" || exit 1
S() { "$SK" --db club.db "$@"; }
S demo --players 12 --series 2 --seed 3 >/dev/null
S game edit --series 1 --table 1 --game 1 --declarer 2 grand --with 1 --points 80 >/dev/null
S game delete --series 1 --table 1 --game 2 >/dev/null
S game restore --series 1 --table 1 --game 2 >/dev/null
S tournament create Kneipe --rules pub >/dev/null
S attendance add -t Kneipe "$(S player list | sed -n 2p | awk '{$1=""; print substr($0,2)}' | sed 's/ *#.*//')" >/dev/null 2>&1
n=$(sqlite3 club.db "SELECT count(*) FROM games_audit")
[ "$n" -gt 0 ] && t_ok "the club's file has a history ($n audit rows)" || t_fail "history in the club's file" "$n"

UP=$(new_db up)
check "copied up into the engine's database" 0 --out "copied" -- "$SK" db copy club.db "$UP"
[ "$("$SK" --db "$UP" standings -t Demo-Turnier --format csv)" = "$("$SK" --db club.db standings -t Demo-Turnier --format csv)" ] &&
    t_ok "the standings read from the copy are the file's" || t_fail "the standings read from the copy are the file's"
check "the history came along" 0 --out "version" -- "$SK" --db "$UP" game history -t Demo-Turnier --series 1 --table 1 --game 1
check "copied back into a new file" 0 --out "copied" -- "$SK" db copy "$UP" back.db
# (line by line, sorted: the import's bulk path re-creates two triggers of
# games, so their place in the schema differs, not their text)
[ "$(sqlite3 club.db .dump | sort | sha256sum)" = "$(sqlite3 back.db .dump | sort | sha256sum)" ] &&
    t_ok "the copy back is the original, every table's rows (sqlite3 .dump)" ||
    t_fail "the copy back is the original" "$(diff <(sqlite3 club.db .dump | sort) <(sqlite3 back.db .dump | sort) | head -20)"

# refusals: the target as it was
sum=$(db_sum "$UP")
check "a database that is not empty is refused" 1 --err "already" -- "$SK" db copy club.db "$UP"
[ "$(db_sum "$UP")" = "$sum" ] && t_ok "the refused target is unchanged" || t_fail "the refused target changed"
fsum=$(db_sum back.db)
check "a target file that exists is refused" 1 --err "back.db" -- "$SK" db copy club.db back.db
[ "$(db_sum back.db)" = "$fsum" ] && t_ok "the existing file is unchanged" || t_fail "the existing file changed"
printf 'not a database\n' > junk.db
check "a source that is no database is refused" 1 --no-out "copied" -- "$SK" db copy junk.db fresh.db
[ ! -e fresh.db ] && t_ok "nothing written for a refused source" || t_fail "a refused copy left fresh.db"
