# tests/web/lib_web.sh - start `skatsheet serve` on a free port of 127.0.0.1
# (port 0: the kernel picks; the address is read from the server's first
# line), ask it with curl, and always stop it (trap).  Source after lib.sh.
#   serve_start DB [ARGS...]   sets URL and SERVE_PID (quiet unless SERVE_LOG=1)
#   http METHOD PATH [CURL ARGS...]   sets CODE (HTTP status) and BODY (file)
#   serve_stop
#   web_two_tables DB NAME     the entry tests' database (below)
SERVE_PID=""
serve_stop() {
    if [ -n "$SERVE_PID" ]; then
        kill -TERM "$SERVE_PID" 2>/dev/null
        local i
        for i in $(seq 1 50); do
            kill -0 "$SERVE_PID" 2>/dev/null || break
            sleep 0.1
        done
        kill -KILL "$SERVE_PID" 2>/dev/null
        wait "$SERVE_PID" 2>/dev/null
        SERVE_PID=""
    fi
}
trap 'serve_stop; lib_cleanup' EXIT

serve_start() {
    local db=$1; shift
    : > "$TMP/serve.out"
    local quiet=(--quiet)
    [ -n "${SERVE_LOG:-}" ] && quiet=()   # SERVE_LOG=1: the log of every request in serve.err
    "$SK" --db "$db" serve --listen 127.0.0.1:0 "${quiet[@]+"${quiet[@]}"}" "$@" >"$TMP/serve.out" 2>"$TMP/serve.err" &
    SERVE_PID=$!
    local i
    URL=""
    for i in $(seq 1 100); do
        URL=$(sed -n 's|.* \(http://[^ ]*/\) .*|\1|p' "$TMP/serve.out")   # in any language
        [ -n "$URL" ] && break
        kill -0 "$SERVE_PID" 2>/dev/null || break
        sleep 0.05
    done
    URL=${URL%/}
    [ -n "$URL" ]
}

BODY=$TMP/body
http() {
    local method=$1 path=$2; shift 2
    CODE=$(curl -s -o "$BODY" -w '%{http_code}' -X "$method" --max-time 10 "$@" "$URL$path")
}

# check_http NAME WANT_CODE [--has TEXT]... [--lacks TEXT]... -- METHOD PATH [CURL ARGS]
check_http() {
    local name=$1 want=$2; shift 2
    local has=() lacks=()
    while [ $# -gt 0 ]; do
        case "$1" in
            --has) has+=("$2"); shift 2 ;;
            --lacks) lacks+=("$2"); shift 2 ;;
            --) shift; break ;;
        esac
    done
    http "$@"
    local problems=() s
    [ "$CODE" = "$want" ] || problems+=("HTTP $CODE, expected $want")
    for s in "${has[@]+"${has[@]}"}"; do
        grep -qF -- "$s" "$BODY" || problems+=("body lacks: $s")
    done
    for s in "${lacks[@]+"${lacks[@]}"}"; do
        grep -qF -- "$s" "$BODY" && problems+=("body has: $s")
    done
    if [ ${#problems[@]} -eq 0 ]; then t_ok "$name"; else
        t_fail "$name" "request: $*" "${problems[@]}" "body: $(head -c 300 "$BODY")"; fi
}

# web_two_tables DB NAME: DB (from new_db) with seven players (Anna .. Gina) and
# tournament NAME of two series, series 1 drawn with seed 3 (table 1: four
# players, table 2: three), each table with its entry code.  S runs
# skatsheet on DB; code_of SERIES TABLE prints a table's entry code.
S() { "$SK" --db "$DB" "$@"; }
code_of() { db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id JOIN series s ON s.id = x.series_id WHERE s.series_no = $1 AND x.table_no = $2"; }
web_two_tables() {
    DB=$1
    S init >/dev/null
    local p
    for p in Anna Bert Carl Dora Emil Fritz Gina; do S player add "$p" >/dev/null; done
    S tournament create "$2" --series 2 >/dev/null
    S series draw 1 --seed 3 >/dev/null
}
