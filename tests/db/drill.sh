#!/usr/bin/env bash
# The restore drill (issue 41): a federation hub (a league, match day 1
# with a venue group pushed and a correction waiting in the review queue,
# tests/fed/lib_fed.sh) served by two `serve` instances while both take
# games through their pages; `db backup` taken meanwhile, restored into a
# fresh database: every table's rows are the backup's, each table's games
# a whole prefix (one snapshot, no half-written write), the review still
# open.  Then, the writers done, a second backup (on PostgreSQL also the
# pg_dump) restored into a fresh database: every table's rows are the
# original's, and a `serve` running on the database while it is restored
# answers GET /, /league and the JSON of the standings and the league
# exactly as the original's two do.
# engines: sqlite postgresql (the hub; the venue is a SQLite file, as at a venue)
# parallel: alone (four servers and two writers)
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
. "$(dirname "$0")/../fed/lib_fed.sh"
. "$(dirname "$0")/lib_backup.sh"
cd "$TMP" || exit 1
PIDS=()
stop_all() {
    local p
    for p in "${PIDS[@]+"${PIDS[@]}"}"; do kill -TERM "$p" 2>/dev/null; done
    for p in "${PIDS[@]+"${PIDS[@]}"}"; do wait "$p" 2>/dev/null; done
    PIDS=()
}
trap 'stop_all; serve_stop; lib_cleanup' EXIT
# srv DB: one more serve of DB, its address in SRV_URL (stopped by the trap)
srv() {
    serve_start "$1" || { t_fail "serve starts on $1" "$(cat "$TMP/serve.err")"; exit 0; }
    PIDS+=("$SERVE_PID")
    SERVE_PID=""
    SRV_URL=$URL
}

fed_clock "2027-01-16 20:00:00"   # the evening of match day 1
hub_serve "$(new_db hub)"
PIDS+=("$SERVE_PID"); SERVE_PID=""
URL1=$HUBURL
V1 init >/dev/null
V1 sync pull --hub "$HUBURL" --code "$C1" >/dev/null
V1 series draw 1 --separate team --seed 5 -t "$T1" >/dev/null
V1 game add -t "$T1" --series 1 --table 1 --declarer 2 grand --with 1 --points 75 >/dev/null
V1 game add -t "$T1" --series 1 --table 2 --declarer 2 hearts --without 1 --points 40 >/dev/null
V1 sync push >/dev/null
V1 game edit -t "$T1" --series 1 --table 1 --game 1 --declarer 2 grand --with 1 --points 55 >/dev/null
check "the hub has an open review" 0 --out "review #1: the hub has another version" -- V1 sync push
# a club evening on the hub, its tables entered through the pages
H tournament create Abend --series 1 >/dev/null
H series draw 1 -t Abend --seed 3 >/dev/null
code() { db_sql "$HUB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id
    JOIN series s ON s.id = x.series_id JOIN tournaments t ON t.id = s.tournament_id
    WHERE t.name = 'Abend' AND s.series_no = 1 AND x.table_no = $1"; }
CODE1=$(code 1); CODE2=$(code 2)
[ -n "$CODE1" ] && [ -n "$CODE2" ] && t_ok "the evening's tables have entry codes" || t_fail "entry codes" "$CODE1 $CODE2"
srv "$HUB"; URL2=$SRV_URL

# writer URL TABLE CODE N: N games at TABLE through the server at URL
writer() {
    local url=$1 table=$2 code=$3 n=$4 g
    for g in $(seq 1 "$n"); do
        curl -s -o /dev/null --max-time 10 -X POST "$url/api/table/1/$table/game" \
            -d "code=$code&action=add&declarer=$(( g % 4 + 1 ))&contract=grand&matadors=1&points=$(( 61 + g ))" ||
            echo "game $g not sent" >> "$TMP/writer$table.err"
        sleep 0.02
    done
}
abend_games() { db_sql "$1" "SELECT x.table_no || ':' || count(*) || ':' || max(g.game_no) FROM games g
    JOIN tables x ON x.id = g.table_id JOIN series s ON s.id = x.series_id
    JOIN tournaments t ON t.id = s.tournament_id WHERE t.name = 'Abend' GROUP BY x.table_no ORDER BY 1"; }
writer "$URL1" 1 "$CODE1" 45 & PIDS+=($!)
writer "$URL2" 2 "$CODE2" 45 & PIDS+=($!)
for i in $(seq 1 100); do   # until both have stored a few (or 10 s)
    [ "$(abend_games "$HUB" | awk -F: '$2 >= 3' | wc -l)" = 2 ] && break
    sleep 0.1
done
check "db backup while two serve instances write" 0 --out "backed up" -- H db backup live.db
wait "${PIDS[-1]}" "${PIDS[-2]}"
during=$(abend_games live.db)
after=$(abend_games "$HUB")
[ "$after" = "$(printf '1:45:45\n2:45:45')" ] && t_ok "both writers' games are stored" || t_fail "writers" "$after" "$(cat "$TMP"/writer*.err 2>/dev/null)"
[ -n "$during" ] && [ "$during" != "$after" ] && t_ok "the backup was taken while they wrote ($during)" ||
    t_fail "backup during the writes" "during: $during" "after: $after"
# one snapshot: every table's games numbered 1..n without a gap
echo "$during" | awk -F: '$2 != $3 { bad = 1 } END { exit bad }' && t_ok "the backup's games: whole prefixes" || t_fail "prefix" "$during"

R=$(new_db restored)
"$SK" --db "$R" init >/dev/null
check "the live backup restored into a fresh database" 0 --out "restored live.db" -- "$SK" --db "$R" db restore live.db
all_rows live.db > live.rows
all_rows "$R" > r.rows
diff live.rows r.rows > r.diff && t_ok "restored: every table's rows are the backup's ($(grep -c '^== ' r.rows) tables)" ||
    t_fail "restored rows" "$(head -20 r.diff)"
check "the restored hub still has the open review" 0 --out "#1  match day 1, venue group 1, series 1, table 1, game 1  correction" \
    -- "$SK" --db "$R" league review list

# the writers done: a backup of the whole, restored, served
check "the quiet backup" 0 --out "backed up" -- H db backup quiet.db
R2=$(new_db restored2)
"$SK" --db "$R2" init >/dev/null
srv "$R2"; URLR=$SRV_URL   # serving the empty database while it is restored
check "the quiet backup restored (while a serve runs on the database)" 0 --out "restored" -- "$SK" --db "$R2" db restore quiet.db
all_rows "$HUB" > hub.rows
all_rows "$R2" > r2.rows
diff hub.rows r2.rows > r2.diff && t_ok "restored: every table's rows are the original's" || t_fail "quiet rows" "$(head -20 r2.diff)"
if [ "$ENGINE" = postgresql ]; then
    check "the quiet backup as a pg_dump" 0 --out "backed up" -- H db backup --format pg quiet.pgdump
    R3=$(new_db restored3)
    "$SK" --db "$R3" init >/dev/null
    check "the pg_dump restored" 0 --out "restored" -- "$SK" --db "$R3" db restore quiet.pgdump
    all_rows "$R3" > r3.rows
    diff hub.rows r3.rows > r3.diff && t_ok "from the pg_dump: every table's rows are the original's" || t_fail "pg_dump rows" "$(head -20 r3.diff)"
fi
# (a page's data-v is its server's count of the changes it saw, for the
# live pages' polling: the process's own, not the data's)
page() {
    local c
    c=$(curl -s --max-time 10 -o "$TMP/$2.raw" -w '%{http_code}' "$1$3")
    sed 's/ data-v="[0-9]*"//' "$TMP/$2.raw" > "$TMP/$2"
    echo "$c"
}
# the restore's commit reaches the running server (its watcher) within a moment
for i in $(seq 1 50); do
    page "$URL1" o1_ / >/dev/null; page "$URLR" r_ / >/dev/null
    cmp -s o1_ r_ && break
    sleep 0.1
done
for path in / "/api/standings?tournament=Abend" "/league?league=L" "/api/league?league=L"; do
    n=$(echo "$path" | tr -c 'a-z0-9\n' _)
    c1=$(page "$URL1" "o1$n" "$path"); c2=$(page "$URL2" "o2$n" "$path"); cr=$(page "$URLR" "r$n" "$path")
    if [ "$c1" = 200 ] && [ "$c2" = 200 ] && [ "$cr" = 200 ] && cmp -s "o1$n" "r$n" && cmp -s "o2$n" "r$n"; then
        t_ok "GET $path: the restored database's page is the original's"
    else
        t_fail "GET $path on the restored database" "codes $c1 $c2 $cr" "$(diff "o1$n" "r$n" | head -10)"
    fi
done
grep -q 'Abend' "o1_" && t_ok "GET / lists the evening (the comparison compares something)" || t_fail "GET / content" "$(head -c 300 o1_)"
