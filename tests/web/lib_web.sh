# tests/web/lib_web.sh - start `skatsheet serve` on a free port of 127.0.0.1
# (port 0: the kernel picks; the address is read from the server's first
# line), ask it with curl, and always stop it (trap).  Source after lib.sh.
#   serve_start DB [ARGS...]   sets URL and SERVE_PID (quiet unless SERVE_LOG=1)
#   http METHOD PATH [CURL ARGS...]   sets CODE (HTTP status) and BODY (file)
#   serve_stop
#   web_two_tables DB NAME     the entry tests' database (below)
#   free_port                  a free TCP port of 127.0.0.1
#   ngx_example PA PB          docs/nginx-skatsheet.conf in front of instances
#                              on ports PA and PB ($P80, $P443 set), for nginx
#                              as this user; ngx_start runs it (pid in NGX)
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

free_port() { /usr/bin/python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# ngx_example PA PB: docs/nginx-skatsheet.conf itself as $TMP/ngx/skatsheet.conf
# with only its upstream ports (PA, PB), its listen ports ($P80 and $P443, on
# 127.0.0.1) and its certificate (one of its own, $TMP/ngx/cert.pem) changed,
# inside $TMP/ngx/nginx.conf: nginx as this user, not a daemon, its error log,
# pid and temp paths under $TMP/ngx (not /var/log/nginx, /var/lib/nginx).
ngx_example() {
    PATH=$PATH:/usr/sbin:/sbin   # nginx, for a user whose PATH has no sbin
    mkdir -p "$TMP/ngx/logs"
    openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=skat.example.org \
        -keyout "$TMP/ngx/key.pem" -out "$TMP/ngx/cert.pem" >/dev/null 2>&1
    sed -e "s|server 127.0.0.1:8081 |server 127.0.0.1:$1 |; s|server 127.0.0.1:8082 |server 127.0.0.1:$2 |" \
        -e "s|listen 80;|listen 127.0.0.1:$P80;|; s|listen 443 ssl;|listen 127.0.0.1:$P443 ssl;|" \
        -e "s|/etc/letsencrypt/live/skat.example.org/fullchain.pem|$TMP/ngx/cert.pem|" \
        -e "s|/etc/letsencrypt/live/skat.example.org/privkey.pem|$TMP/ngx/key.pem|" \
        "$TDIR/../../docs/nginx-skatsheet.conf" >"$TMP/ngx/skatsheet.conf"
    { echo "daemon off; worker_processes 1; pid $TMP/ngx/nginx.pid; error_log $TMP/ngx/logs/error.log;"
      [ "$(id -u)" = 0 ] && echo "user root;"
      echo "events { worker_connections 512; }"
      echo "http { access_log off; client_body_temp_path $TMP/ngx/body; proxy_temp_path $TMP/ngx/proxy;"
      echo "  fastcgi_temp_path $TMP/ngx/fastcgi; uwsgi_temp_path $TMP/ngx/uwsgi; scgi_temp_path $TMP/ngx/scgi;"
      echo "  include $TMP/ngx/skatsheet.conf;"
      echo "}"; } >"$TMP/ngx/nginx.conf"
}
ngx_start() {
    nginx -e "$TMP/ngx/logs/error.log" -p "$TMP/ngx" -c "$TMP/ngx/nginx.conf" 2>"$TMP/ngx/start.err" &
    NGX=$!
}
