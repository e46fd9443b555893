#!/usr/bin/env bash
# Concurrent recording: 2 and then 4 processes run `game add` at once, each
# for its own tables of one series (1,000 games in all).  Every game is
# stored and no process fails ("database is locked" or otherwise).
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db c)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for i in $(seq 1 48); do echo "Spieler $i,$i,"; done | { echo name,number,club; cat; } > p.csv
S player import p.csv >/dev/null
S tournament create Concurrent --series 2 >/dev/null
S series draw 1 --seed 1 >/dev/null
S series draw 2 --seed 2 >/dev/null

# writer SERIES GAMES TABLE...: GAMES games round-robin over its tables;
# game g (first dealer 1): every 5th passed, else the seat after the dealer
# declares clubs with 1 and makes 70 points.
writer() {
    local series=$1 games=$2; shift 2
    local tables=("$@") fails=0 k=0 t g d
    declare -A next
    for t in "${tables[@]}"; do next[$t]=1; done
    while [ "$k" -lt "$games" ]; do
        t=${tables[$((k % ${#tables[@]}))]}
        g=${next[$t]}
        if [ $((g % 5)) = 0 ]; then
            S game add --series "$series" --table "$t" --passed >/dev/null 2>>"err.$series.$1" || fails=$((fails + 1))
        else
            d=$(( (g - 1) % 4 + 1 ))
            S game add --series "$series" --table "$t" --declarer $((d % 4 + 1)) clubs --with 1 --points 70 \
                >/dev/null 2>>"err.$series.$1" || fails=$((fails + 1))
        fi
        next[$t]=$((g + 1))
        k=$((k + 1))
    done
    echo "$fails" > "fails.$series.$1"
}

count() { db_sql "$DB" "SELECT count(*) FROM games g JOIN tables t ON t.id = g.table_id JOIN series s ON s.id = t.series_id WHERE s.series_no = $1"; }

run() {   # run SERIES PROCS GAMES_EACH
    local series=$1 procs=$2 each=$3 p
    rm -f err.* fails.*
    for p in $(seq 1 "$procs"); do
        # process p: tables p, p + procs, p + 2 procs, ... (12 tables in all)
        local tabs=() t
        for t in $(seq "$p" "$procs" 12); do tabs+=("$t"); done
        writer "$series" "$each" "${tabs[@]}" &
    done
    wait
    local fails=0 f
    for f in fails.$series.*; do fails=$((fails + $(cat "$f"))); done
    local errs
    errs=$(cat err.$series.* 2>/dev/null)
    [ "$fails" = 0 ] && [ -z "$errs" ] && t_ok "$procs processes: no command failed" \
        || t_fail "$procs processes: no command failed" "$fails failures" "$(printf '%s' "$errs" | head -5)"
    case "$errs" in *locked*|*busy*) t_fail "$procs processes: 'database is locked'" "$(printf '%s' "$errs" | grep -m3 'locked\|busy')" ;;
        *) t_ok "$procs processes: no 'database is locked'" ;; esac
    local n
    n=$(count "$series")
    [ "$n" = $((procs * each)) ] && t_ok "$procs processes: all $n games stored" || t_fail "$procs processes: games stored" "$n of $((procs * each))"
}
run 1 2 250     # 500 games
run 2 4 125     # 500 games
total=$(db_sql "$DB" "SELECT count(*) FROM games")
[ "$total" = 1000 ] && t_ok "1,000 games in all" || t_fail "1,000 games in all" "$total"
# every table's games are numbered 1..n without a gap or a duplicate
gaps=$(db_sql "$DB" "SELECT count(*) FROM (SELECT table_id, count(*) c, max(game_no) m FROM games GROUP BY table_id) x WHERE c != m")
[ "$gaps" = 0 ] && t_ok "game numbers 1..n at every table" || t_fail "game numbers" "$gaps tables with gaps"
wrong=$(db_sql "$DB" "SELECT count(*) FROM games WHERE passed = 0 AND NOT (contract = 'clubs' AND score = 24 AND seeger = 74)")
passed=$(db_sql "$DB" "SELECT count(*) FROM games WHERE passed = 1 AND game_no % 5 = 0")
[ "$wrong" = 0 ] && [ "$passed" -gt 150 ] && t_ok "declared games scored 24 (74 Seeger), $passed passed games" || t_fail "stored games" "$wrong wrong, $passed passed"
if [ "$ENGINE" = sqlite ]; then
    [ "$(sqlite3 "$DB" 'PRAGMA integrity_check')" = ok ] && t_ok "integrity_check ok" || t_fail "integrity_check"
fi
