# bench/lib.sh - what every bench shares (sourced; bench/README.md).
#
# A bench measures a figure against a baseline in the same run (the storage
# doing only its own work, or nginx, or the sqlite3 shell) and checks that
# the results agree: with the baseline's, or with the program's own slower
# path.  It ends with one line per figure,
#     figure: NAME | GOAL | NOW
# (NOW "missing" when it could not be measured) and exits 1 when a result
# differed or a figure is missing, 0 otherwise.  bench/run (make bench)
# collects the figure lines of every bench into one table.
#
#   bench_init NAME          start: $BW (a work directory, removed at exit),
#                            BENCH_RUNS (default 5), BENCH_SMALL (1: the
#                            small sizes of tests/bench, timings meaningless)
#   bench_tool NAME          the path of a bench program (bench/NAME.c) built
#                            beside $SK (SK/../bench/NAME), made when missing
#   bench_agree LABEL A B    compare two result files (byte for byte): print
#                            "LABEL: identical (N lines)" or "LABEL: DIFFER"
#                            with the first differences, or FAILED when both
#                            are empty (the last two mark the bench failed)
#   bench_check LABEL CMD..  run CMD (a test [ ... ] or a command; its stdout
#                            discarded): "LABEL: ok" when it succeeds, else
#                            "LABEL: FAILED" (marks the bench failed)
#   bench_pairs RUNS REPEAT 'CMD A' 'CMD B'
#                            time A and B in turn (A B A B ..., one warm-up
#                            each), REPEAT invocations per sample: sets
#                            BP_A, BP_B (median seconds of one invocation,
#                            wall), BP_ACPU, BP_BCPU (CPU: user + system),
#                            BP_R (median of the pairwise wall ratios A/B),
#                            BP_RCPU (of the CPU ratios), BP_RMIN, BP_RMAX;
#                            BP_PREP_A / BP_PREP_B: a command run before each
#                            sample of A / B, not timed (REPEAT 1 then)
#   bench_time RUNS REPEAT 'CMD'   one command alone: BP_A, BP_ACPU
#   bench_instr 'CMD A' 'CMD B'   instructions of one run of each under
#                            valgrind's callgrind (all threads): BI_A, BI_B
#                            (millions), BI_R (A/B), BP_PREP_A/B first as
#                            for bench_pairs; empty without valgrind
#                            or with BENCH_INSTR=0 (BENCH_SMALL: off).  A
#                            count the other jobs on a shared machine do
#                            not change, unlike wall and CPU seconds.
#   bench_figure NAME GOAL NOW     the result line ("" NOW: missing)
#   bench_end                exit status: 1 if anything failed
# The commands of bench_pairs/bench_time are run with eval in this shell (no
# extra process per run); their output is discarded, a failure ends the bench.
set -u
BENCH_RUNS=${BENCH_RUNS:-5}
BENCH_SMALL=${BENCH_SMALL:-0}
BENCH_FAILED=0

bench_init() {
    BENCH_NAME=$1
    command -v sqlite3 >/dev/null || { echo "$BENCH_NAME: needs the sqlite3 shell" >&2; exit 1; }
    if [ -n "${BENCH_DIR:-}" ]; then   # keep the files (BENCH_DIR=dir bench/X)
        BW=$BENCH_DIR; mkdir -p "$BW"
    else
        BW=$(mktemp -d "${TMPDIR:-/tmp}/skbench.XXXXXX")
        trap 'rm -rf "$BW"' EXIT
    fi
    [ "$BENCH_SMALL" = 1 ] && BENCH_RUNS=1
    echo "$BENCH_NAME: $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load $(bench_load)"
}

bench_tool() {
    local dir
    dir=$(dirname "${SK:-build/skatsheet}")
    [ -x "$dir/bench/$1" ] || make -s BUILD="$dir" "$dir/bench/$1" >/dev/null || return 1
    echo "$dir/bench/$1"
}

bench_load() { cut -d' ' -f1-3 /proc/loadavg; }

bench_agree() {
    local label=$1 a=$2 b=$3
    if [ ! -s "$a" ] && [ ! -s "$b" ]; then
        echo "$label: FAILED (no results on either side: nothing was compared)"
        BENCH_FAILED=1
    elif [ -f "$a" ] && [ -f "$b" ] && cmp -s "$a" "$b"; then
        echo "$label: identical ($(wc -l < "$a") lines)"
    else
        echo "$label: DIFFER (first differences: < program, > reference)"
        diff "$a" "$b" 2>&1 | head -n 10 | sed 's/^/    /'
        BENCH_FAILED=1
    fi
}

bench_check() {
    local label=$1; shift
    if "$@" >/dev/null; then
        echo "$label: ok"
    else
        echo "$label: FAILED"
        BENCH_FAILED=1
    fi
}

# one sample: PREP (untimed), then REPEAT runs of CMD; prints "WALL CPU"
# seconds of one run
bench_sample() {
    local repeat=$1 cmd=$2 prep=${3:-} t i TIMEFORMAT='%3R %3U %3S'
    if [ -n "$prep" ]; then
        eval "$prep" >/dev/null 2>&1 || { echo "$BENCH_NAME: failed: $prep" >&2; return 1; }
    fi
    t=$( { time for ((i = 0; i < repeat; i++)); do eval "$cmd" >/dev/null 2>&1 || exit 1; done; } 2>&1 ) ||
        { echo "$BENCH_NAME: failed: $cmd" >&2; return 1; }
    awk -v t="$(tail -n 1 <<<"$t")" -v k="$repeat" 'BEGIN { split(t, a, " ");
        printf "%.6f %.6f\n", a[1] / k, (a[2] + a[3]) / k }'
}

bench_median() { sort -g | awk '{ v[NR] = $1 } END { if (!NR) exit 1; m = int((NR + 1) / 2);
    printf "%.6g\n", NR % 2 ? v[m] : (v[m] + v[m + 1]) / 2 }'; }

bench_pairs() {
    local runs=$1 repeat=$2 a=$3 b=$4 i sa sb
    bench_sample "$repeat" "$a" "${BP_PREP_A:-}" >/dev/null || exit 1
    bench_sample "$repeat" "$b" "${BP_PREP_B:-}" >/dev/null || exit 1
    : > "$BW/.pairs"
    for ((i = 0; i < runs; i++)); do
        sa=$(bench_sample "$repeat" "$a" "${BP_PREP_A:-}") || exit 1
        sb=$(bench_sample "$repeat" "$b" "${BP_PREP_B:-}") || exit 1
        echo "$sa $sb" >> "$BW/.pairs"
    done
    # a time under the clock's resolution counts as 1 ms / REPEAT
    local floor
    floor=$(awk -v k="$repeat" 'BEGIN { printf "%.6f", 0.001 / k }')
    BP_A=$(awk '{ print $1 }' "$BW/.pairs" | bench_median)
    BP_ACPU=$(awk '{ print $2 }' "$BW/.pairs" | bench_median)
    BP_B=$(awk '{ print $3 }' "$BW/.pairs" | bench_median)
    BP_BCPU=$(awk '{ print $4 }' "$BW/.pairs" | bench_median)
    awk -v f="$floor" '{ b = $3 < f ? f : $3; print $1 / b }' "$BW/.pairs" > "$BW/.r"
    BP_R=$(bench_median < "$BW/.r")
    BP_RMIN=$(sort -g "$BW/.r" | head -n 1)
    BP_RMAX=$(sort -g "$BW/.r" | tail -n 1)
    BP_RCPU=$(awk -v f="$floor" '{ b = $4 < f ? f : $4; print $2 / b }' "$BW/.pairs" | bench_median)
}

bench_time() {
    local runs=$1 repeat=$2 a=$3 i
    bench_sample "$repeat" "$a" >/dev/null || exit 1
    : > "$BW/.one"
    for ((i = 0; i < runs; i++)); do bench_sample "$repeat" "$a" >> "$BW/.one" || exit 1; done
    BP_A=$(awk '{ print $1 }' "$BW/.one" | bench_median)
    BP_ACPU=$(awk '{ print $2 }' "$BW/.one" | bench_median)
}

bench_instr() {
    BI_A="" BI_B="" BI_R=""
    [ "${BENCH_INSTR:-1}" = 1 ] && [ "$BENCH_SMALL" != 1 ] && command -v valgrind >/dev/null || return 0
    local i cmd out
    for i in A B; do
        [ "$i" = A ] && cmd=$1 || cmd=$2
        if [ "$i" = A ] && [ -n "${BP_PREP_A:-}" ]; then eval "$BP_PREP_A" >/dev/null 2>&1; fi
        if [ "$i" = B ] && [ -n "${BP_PREP_B:-}" ]; then eval "$BP_PREP_B" >/dev/null 2>&1; fi
        eval "valgrind --tool=callgrind --callgrind-out-file=/dev/null $cmd" >/dev/null 2>"$BW/.vg" ||
            { echo "$BENCH_NAME: failed under callgrind: $cmd" >&2; return 1; }
        out=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$BW/.vg" | awk '{ s += $1 } END { printf "%.1f", s / 1e6 }')
        [ "$i" = A ] && BI_A=$out || BI_B=$out
    done
    BI_R=$(awk -v a="$BI_A" -v b="$BI_B" 'BEGIN { if (b > 0) printf "%.3f", a / b }')
}

# "0.93x" from a ratio
bench_x() { awk -v r="$1" 'BEGIN { printf "%.2fx", r }'; }
# "12.3 ms" from seconds
bench_ms() { awk -v s="$1" 'BEGIN { printf "%.1f ms", s * 1000 }'; }

bench_figure() {
    local name=$1 goal=$2 now=${3:-}
    if [ -z "$now" ]; then
        now=missing
        BENCH_FAILED=1
    fi
    echo "figure: $name | $goal | $now"
}

bench_end() {
    if [ "$BENCH_FAILED" != 0 ]; then
        echo "$BENCH_NAME: FAILED (a result differed or a figure is missing)"
        exit 1
    fi
    exit 0
}

# bench_web SKATSHEET DB RUNS PATH: the time of a freshly rendered page
# (the server caches pages per data version: before each request a
# player's club is changed and changed back in one transaction, and the
# server's /api/poll waited for).  Sets WEB_MS (median, ms), WEB_MIN, WEB_MAX; saves the last page
# in $BW/web.page and the server's /api/standings in $BW/web.json.
# Starts `skatsheet serve` on a free loopback port and stops it again.
bench_web() {
    local sk=$1 db=$2 runs=$3 path=$4 port url="" i v spid
    port=$(/usr/bin/python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    "$sk" --db "$db" serve --listen "127.0.0.1:$port" --quiet >"$BW/serve.out" 2>"$BW/serve.err" &
    spid=$!
    for i in $(seq 1 100); do
        url=$(sed -n 's|.* on \(http://[^ ]*\)/ .*|\1|p' "$BW/serve.out"); [ -n "$url" ] && break; sleep 0.1
    done
    if [ -z "$url" ]; then
        echo "$BENCH_NAME: serve did not start: $(cat "$BW/serve.err")" >&2
        kill "$spid" 2>/dev/null; wait "$spid" 2>/dev/null; return 1
    fi
    : >"$BW/web.times"
    v=$(curl -sf "$url/api/poll" | sed 's/[^0-9]//g')
    for ((i = 0; i <= runs; i++)); do
        sqlite3 "$db" "BEGIN; UPDATE players SET club = club || '.' WHERE id = 1;
            UPDATE players SET club = substr(club, 1, length(club) - 1) WHERE id = 1; COMMIT"
        v=$(curl -sf --max-time 5 "$url/api/poll?v=$v" | sed 's/[^0-9]//g')
        curl -sf -o "$BW/web.page" -w '%{time_total}\n' "$url$path" >>"$BW/web.times" || break
    done
    curl -sf "$url/api/standings" >"$BW/web.json"
    kill "$spid" 2>/dev/null; wait "$spid" 2>/dev/null
    tail -n +2 "$BW/web.times" >"$BW/web.t"   # the first request warms up
    [ "$(wc -l <"$BW/web.t")" = "$runs" ] || { echo "$BENCH_NAME: a page request failed" >&2; return 1; }
    WEB_MS=$(awk '{ print $1 * 1000 }' "$BW/web.t" | bench_median | awk '{ printf "%.1f", $1 }')
    WEB_MIN=$(awk '{ printf "%.1f\n", $1 * 1000 }' "$BW/web.t" | sort -g | head -n 1)
    WEB_MAX=$(awk '{ printf "%.1f\n", $1 * 1000 }' "$BW/web.t" | sort -g | tail -n 1)
}

# bench_tui SKATSHEET DB RUNS LEADER skat|schafkopf: the TUI's refresh of
# the tournament standings (bench/tui_refresh.py); sets TUI_MS, TUI_MIN,
# TUI_MAX or fails.
bench_tui() {
    local r
    r=$(/usr/bin/python3 bench/tui_refresh.py "$1" "$2" "$3" "$4" "$5") || { echo "$r"; return 1; }
    read -r TUI_MS TUI_MIN TUI_MAX <<<"$r"
}

# bench_players N FILE: N players "Gast 0001".. with start numbers, 40 clubs
bench_players() {
    awk -v n="$1" 'BEGIN { print "name,number,club"
        for (i = 1; i <= n; i++) printf "Gast %04d,%d,Stammtisch %d\n", i, i, i % 40 + 1 }' >"$2"
}

# The plain standings query of tournament TID, written once for the sqlite3
# shell and psql alike (portable SQL): won, lost, game points, the 50s per
# won/lost game, the opponents' 40s/30s, the total per player over the
# tournament (the games hold each game's score), ranked as the program
# ranks, with how many games are recorded of how many the drawn tables
# play.  bench_progress_sql TID and bench_ranked_sql are its two tail parts
# (bench/standings writes a second form of the aggregation with them).
bench_progress_sql() {
    cat <<SQL
prog AS (
  SELECT (SELECT count(*) FROM series s JOIN tables t ON t.series_id = s.id
            JOIN games g ON g.table_id = t.id WHERE s.tournament_id = $1) AS recorded,
         (SELECT sum(CASE t.size WHEN 4 THEN u.games4 ELSE u.games3 END)
            FROM series s JOIN tables t ON t.series_id = s.id
            JOIN tournaments u ON u.id = s.tournament_id WHERE s.tournament_id = $1) AS expected,
         (SELECT count(*) FROM series s WHERE s.tournament_id = $1) AS drawn,
         (SELECT series_count FROM tournaments WHERE id = $1) AS nseries)
SQL
}
bench_ranked_sql() {
    cat <<'SQL'
SELECT rank() OVER (ORDER BY game_points + 50 * (won - lost) + opponents_bonus DESC,
                            won DESC, lost ASC) AS rank,
       p.name AS player, won, lost, game_points, 50 * (won - lost) AS won_lost_bonus,
       opponents_bonus, game_points + 50 * (won - lost) + opponents_bonus AS total,
       prog.recorded AS games_recorded, prog.expected AS games_expected,
       CASE WHEN prog.recorded < prog.expected OR prog.drawn < prog.nseries
            THEN 'yes' ELSE 'no' END AS provisional
  FROM per JOIN players p ON p.id = per.pid, prog
 ORDER BY rank, p.id;
SQL
}
# the games pre-aggregated per (table, declarer), then joined to the seats
bench_standings_sql() {
    cat <<SQL
WITH tg AS (
  SELECT g.table_id, g.declarer, sum(g.won) AS w, sum(1 - g.won) AS l, sum(g.score) AS gp
    FROM games g WHERE g.passed = 0 GROUP BY g.table_id, g.declarer),
tl AS (SELECT table_id, sum(l) AS lost_all FROM tg GROUP BY table_id),
per AS (
  SELECT st.player_id AS pid,
         sum(coalesce(tg.w, 0)) AS won, sum(coalesce(tg.l, 0)) AS lost,
         sum(coalesce(tg.gp, 0)) AS game_points,
         sum((coalesce(tl.lost_all, 0) - coalesce(tg.l, 0))
             * CASE t.size WHEN 3 THEN 40 ELSE 30 END) AS opponents_bonus
    FROM series s JOIN tables t ON t.series_id = s.id
    JOIN seats st ON st.table_id = t.id
    LEFT JOIN tg ON tg.table_id = t.id AND tg.declarer = st.seat
    LEFT JOIN tl ON tl.table_id = t.id
   WHERE s.tournament_id = $1
   GROUP BY st.player_id),
$(bench_progress_sql "$1")
$(bench_ranked_sql)
SQL
}

# The games of every table of the database as plain SQL (bench/standings,
# bench/rankscale): a template by a hash of (table, game), 48 games at a
# 4-table and 36 at a 3-table, each passing the schema's CHECKs (values as
# the rules engine computes them).
bench_games_sql() {
    cat <<'SQL'
-- games: template by a hash of (table, game): passed, clubs with 1 (won 24),
-- hearts with 2 at 40 points (lost 30), null won (23), diamonds with 1 bid 24
-- at 75 points (overbid: 27 lost)
WITH RECURSIVE g(no) AS (SELECT 1 UNION ALL SELECT no + 1 FROM g WHERE no < 48),
tg AS (
  SELECT t.id AS table_id, t.size, g.no AS game_no,
         (t.id * 31 + g.no * 17) % 10 AS h,
         (g.no - 1) % t.size + 1 AS dealer
    FROM tables t JOIN g ON g.no <= CASE t.size WHEN 4 THEN 48 ELSE 36 END),
dg AS (
  SELECT *, CASE WHEN size = 4 THEN (dealer + (table_id + game_no) % 3) % 4 + 1
                 ELSE (table_id + game_no) % 3 + 1 END AS declarer
    FROM tg)
INSERT INTO games (table_id, game_no, passed, declarer, contract, matadors, bid, points, result,
                   real_value, value, won, overbid, score, seeger)
SELECT table_id, game_no,
       h = 0,
       CASE WHEN h = 0 THEN NULL ELSE declarer END,
       CASE WHEN h = 0 THEN NULL WHEN h <= 5 THEN 'clubs' WHEN h <= 7 THEN 'hearts'
            WHEN h = 8 THEN 'null' ELSE 'diamonds' END,
       CASE WHEN h = 0 OR h = 8 THEN NULL WHEN h <= 5 THEN 1 WHEN h <= 7 THEN 2 ELSE 1 END,
       CASE WHEN h = 0 THEN NULL WHEN h = 9 THEN 24 ELSE 18 END,
       CASE WHEN h = 0 OR h = 8 THEN NULL WHEN h <= 5 THEN 70 WHEN h <= 7 THEN 40 ELSE 75 END,
       CASE WHEN h = 8 THEN 'won' ELSE NULL END,
       CASE WHEN h = 0 THEN NULL WHEN h <= 5 THEN 24 WHEN h <= 7 THEN 30 WHEN h = 8 THEN 23 ELSE 18 END,
       CASE WHEN h = 0 THEN NULL WHEN h <= 5 THEN 24 WHEN h <= 7 THEN 30 WHEN h = 8 THEN 23 ELSE 27 END,
       CASE WHEN h = 0 THEN NULL WHEN h <= 5 OR h = 8 THEN 1 ELSE 0 END,
       CASE WHEN h = 0 THEN NULL WHEN h = 9 THEN 1 ELSE 0 END,
       CASE WHEN h = 0 THEN NULL WHEN h <= 5 THEN 24 WHEN h <= 7 THEN -60 WHEN h = 8 THEN 23 ELSE -54 END,
       CASE WHEN h = 0 THEN NULL WHEN h <= 5 THEN 74 WHEN h <= 7 THEN -110 WHEN h = 8 THEN 73 ELSE -104 END
  FROM dg;
SQL
}
