#!/usr/bin/env bash
# engines: sqlite postgresql (the hub; the venue is a SQLite file, as at a venue)
# The statements of a push at the hub (issue 38, part 6): on PostgreSQL every
# statement is a round trip, so a push of N games may run a fixed number of
# statements plus at most 2 per game, whatever N.  The hub's `serve` counts
# them (SKATSHEET_SQL_TRACE: one line per statement run) for pushes of new
# games (after the seating's push), a resend of everything the hub has
# (received before), and corrections of games the hub has (the review
# queue); the games stored are checked against the venue's, so a push that
# stores less cannot pass for a cheap one.  On PostgreSQL the round trips
# too: a run of statements sent at once (libpq's pipeline mode, db_steps)
# is traced with "+ " before all but its first, so the round trips are the
# lines without it (ROUND_TRIPS; 9f2d44c..b812aed ran 35 for 12 games, 61
# with the seating: every statement one round trip).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
. "$(dirname "$0")/lib_fed.sh"
cd "$TMP"
FIXED=40      # statements of a push that do not depend on its number of games
SEATING=60    # the same for a push with a venue group's seating (caa0fce ran 110:
              # db_series_store and the eligibility check a statement per seat)
PER_GAME=2
ROUND_TRIPS=32          # PostgreSQL: round trips of a push, however many new games (COPYed)
SEATING_TRIPS=58        # the same with the seating
TRIPS_PER_GAME=0        # new games and resends; a correction (the review queue): 1
TRACE=$TMP/trace
export SKATSHEET_SQL_TRACE=$TRACE
hub_serve "$(new_db hub)"
unset SKATSHEET_SQL_TRACE
V1 init >/dev/null
V1 sync pull --hub "$HUBURL" --code "$C1" >/dev/null || { t_fail "pull" "refused"; exit 0; }
V1 series draw 1 --separate team --seed 5 -t "$T1" >/dev/null

# games FROM..TO of table T as import CSV (the declarer never the dealer)
games_csv() {
    local t=$1 from=$2 to=$3 pts=${4:-61} g
    echo "series,table,game,declarer,contract,matadors,hand,ouvert,announce,bid,points,schneider,schwarz,result"
    for g in $(seq "$from" "$to"); do
        echo "1,$t,$g,$(( (g - 1) % 4 + 1 == 4 ? 1 : (g - 1) % 4 + 2 )),clubs,1,0,0,,18,$pts,0,0,"
    done
}
# push: the statements the hub ran for it into STMTS
push() {
    : > "$TRACE"
    V1 sync push > "$TMP/push.out" 2>&1 || { t_fail "push" "$(cat "$TMP/push.out")"; exit 0; }
    STMTS=$(wc -l < "$TRACE")
    TRIPS=$(grep -vc '^+ ' "$TRACE")
}
budget() {  # NAME GAMES
    local name=$1 n=$2 max=$((FIXED + PER_GAME * $2))
    if [ "$STMTS" -le "$max" ]; then
        t_ok "$name: $STMTS statements at the hub (at most $FIXED + $PER_GAME x $n = $max)"
    else
        t_fail "$name: at most $max statements at the hub" "it ran $STMTS:" \
            "$(sort "$TRACE" | uniq -c | sort -rn | head -8 | cut -c1-160)"
    fi
    [ "$ENGINE" = postgresql ] || return 0
    max=$((${TRIPS_FIXED:-$ROUND_TRIPS} + TRIPS_PER_GAME * n))
    if [ "$TRIPS" -le "$max" ]; then
        t_ok "$name: $TRIPS round trips to PostgreSQL (at most $max)"
    else
        t_fail "$name: at most $max round trips to PostgreSQL" "it took $TRIPS:" \
            "$(grep -v '^+ ' "$TRACE" | cut -c1-100 | sort | uniq -c | sort -rn | head -8)"
    fi
}
venue_games() {
    sqlite3 "$VDB1" "SELECT b.table_no || '.' || s.series_no || '.' || g.game_no || ':' ||
                            COALESCE(g.points, -1) || ':' || COALESCE(g.declarer, 0)
                       FROM games g JOIN tables b ON b.id = g.table_id
                       JOIN series s ON s.id = b.series_id ORDER BY 1"
}
same_games() {  # NAME COUNT
    local h v
    h=$(hub_games | LC_ALL=C sort); v=$(venue_games | LC_ALL=C sort)
    if [ "$h" = "$v" ] && [ "$(printf '%s\n' "$h" | grep -c .)" = "$2" ]; then
        t_ok "$1: the hub has the venue's $2 games"
    else
        t_fail "$1: the hub has the venue's $2 games" "hub $(printf '%s\n' "$h" | grep -c .), venue $(printf '%s\n' "$v" | grep -c .)"
    fi
}

# the seating and 4 games: a push of its own
games_csv 1 1 4 > g0.csv
V1 import games g0.csv -t "$T1" >/dev/null
push
FIXED=$SEATING TRIPS_FIXED=$SEATING_TRIPS budget "the seating (4 tables, 16 players) and 4 games" 4
same_games "the seating and 4 games" 4

# 12 new games, then 120: the same fixed part, not more than 2 more per game
games_csv 1 5 16 > g1.csv
V1 import games g1.csv -t "$T1" >/dev/null
push
grep -q "applied 12," "$TMP/push.out" || t_fail "12 games applied" "$(cat "$TMP/push.out")"
budget "a push of 12 new games" 12
small=$STMTS
same_games "12 new games" 16
{ games_csv 2 1 40; games_csv 3 1 40 | tail -n +2; games_csv 4 1 40 | tail -n +2; } > g2.csv
V1 import games g2.csv -t "$T1" >/dev/null
push
grep -q "applied 120," "$TMP/push.out" || t_fail "120 games applied" "$(cat "$TMP/push.out")"
budget "a push of 120 new games" 120
same_games "120 new games" 136
grow=$((STMTS - small))
[ "$grow" -le $((PER_GAME * 108)) ] && t_ok "108 games more in a push: $grow statements more" ||
    t_fail "108 games more in a push: at most $((PER_GAME * 108)) statements more" "$grow"

# everything again, as if no acknowledgement had arrived: received before
sqlite3 "$VDB1" "UPDATE sync_links SET acked = 0"
push
grep -q "received before 137" "$TMP/push.out" || t_fail "a resend is received before" "$(cat "$TMP/push.out")"
budget "a resend of 137 changes" 137

# 20 games corrected at the venue: each goes to the hub's review queue
for g in $(seq 1 20); do
    V1 game edit -t "$T1" --series 1 --table 2 --game "$g" --declarer $(( (g - 1) % 4 + 1 == 4 ? 1 : (g - 1) % 4 + 2 )) \
        clubs --with 1 --points 75 >/dev/null || { t_fail "edit at the venue" "game $g"; break; }
done
push
grep -q "to review 20)" "$TMP/push.out" || t_fail "20 corrections to review" "$(cat "$TMP/push.out")"
TRIPS_PER_GAME=1 budget "a push of 20 corrections (review queue)" 20
exit 0
