# tests/league/lib_league.sh - helpers for the league suites (sourced after
# tests/lib.sh; tests/run skips lib*.sh).
#
#   win TOURNAMENT SERIES PLAYER CONTRACT ARGS...
#       records a game won by PLAYER in that series wherever the draw seated
#       them: looks up the table and seat, takes the table's next game
#       number and, at a 4-table where that game's dealer is the player
#       (first dealer seat 1), records a passed game first.  Only won games
#       are used, so every player's Seeger total is independent of the draw:
#       value + 50 per won game.
#   sql QUERY   run a read-only query on $SKATSHEET_DB

sql() { db_sql "$SKATSHEET_DB" "$1"; }

q() { printf "'%s'" "$(printf '%s' "$1" | sed "s/'/''/g")"; }

win() {
    local tour=$1 series=$2 player=$3; shift 3
    local row
    row=$(sql "SELECT t.id, t.table_no, s.seat, t.size FROM seats s
                 JOIN tables t ON t.id = s.table_id
                 JOIN series se ON se.id = s.series_id
                 JOIN tournaments u ON u.id = se.tournament_id
                 JOIN players p ON p.id = s.player_id
                WHERE u.name = $(q "$tour") AND se.series_no = $series
                  AND p.name = $(q "$player")")
    if [ -z "$row" ]; then
        echo "win: $player is not seated in series $series of $tour" >&2
        return 1
    fi
    local tid tno seat size next
    IFS='|' read -r tid tno seat size <<<"$row"
    next=$(sql "SELECT coalesce(max(game_no), 0) + 1 FROM games WHERE table_id = $tid")
    if [ "$size" = 4 ] && [ $(( (next - 1) % 4 + 1 )) = "$seat" ]; then
        "$SK" game add -t "$tour" --series "$series" --table "$tno" --passed >/dev/null || return 1
    fi
    "$SK" game add -t "$tour" --series "$series" --table "$tno" --declarer "$seat" "$@" \
        >/dev/null
}
