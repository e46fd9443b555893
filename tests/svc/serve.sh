#!/usr/bin/env bash
# `serve` as a service runs it: a configuration file per instance
# (--config: refusals name the line and exit non-zero, so systemd shows
# why), readiness told to systemd (Type=notify: READY=1 once it listens,
# STOPPING=1 at the end, through a NOTIFY_SOCKET of the test's own), and
# SIGTERM under load: every write answered 2xx is stored, the writes queued
# are written, none half-done, and whatever was not stored was answered
# so (never a 2xx).
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$TDIR/../web/lib_web.sh"
cd "$TMP"
NOTIFY_PID=""
trap 'serve_stop; [ -z "$NOTIFY_PID" ] || kill "$NOTIFY_PID" 2>/dev/null; lib_cleanup' EXIT
DB=$(new_db svc)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for i in $(seq 1 8); do S player add "Spieler $i" --number "$i" >/dev/null; done
S tournament create Dienst --series 2 >/dev/null
S series draw 1 --seed 5 >/dev/null
before=$(db_sum "$DB")

# ---- the configuration file: each refusal names FILE:LINE, exit non-zero
conf() { printf '%s\n' "$@" >"$TMP/c.conf"; }
C() { "$SK" --config "$TMP/c.conf" "$@"; }
conf "# the hub" "db = $DB" "listen = 127.0.0.1:0" "lisen = 8080"
check "an unknown key: its line, the nearest key" 3 --err "c.conf:4: 'lisen' is no key of the file: did you mean 'listen'?" -- C serve
conf "db = $DB" "listen = 127.0.0.1"
check "a listen address without a port: its line" 3 --err "c.conf:2: listen: '127.0.0.1' is no address to listen on" -- C serve
conf "db = $DB" "listen = 300.1.2.3:80"
check "a listen address that is no IPv4 address" 3 --err "c.conf:2: listen:" -- C serve
conf "db = $DB" "threads = 0"
check "a number out of its range" 3 --err "c.conf:2: threads: '0' is not a whole number from 1 to 64" -- C serve
conf "db = $DB" "lang = fr"
check "a language other than de or en" 3 --err "c.conf:2: lang: 'fr' is no language: de or en" -- C serve
conf "db = $DB" "db = $DB"
check "a key given twice" 3 --err "c.conf:2: db: given twice (first on line 1)" -- C serve
conf "db = $DB" "listen"
check "a line without =" 3 --err "c.conf:2: 'listen' is not KEY = VALUE" -- C serve
conf "db = $DB" "quiet ="
check "an empty value" 3 --err "c.conf:2: quiet: the value is missing" -- C serve
check "a configuration that cannot be read" 1 --err "cannot read the configuration $TMP/none.conf" -- \
    "$SK" --config "$TMP/none.conf" serve
if [ "$ENGINE" = sqlite ]; then
    conf "# a database that is not there" "db = $TMP/gone/x.db" "listen = 127.0.0.1:0"
    check "a database that cannot be opened: the db line" 1 --err "c.conf:2: db: " -- C serve
else
    conf "db = ${DB%%\?*}_nowhere?${DB#*\?}" "listen = 127.0.0.1:0"
    check "a database that cannot be opened: the db line" 1 --err "c.conf:1: db: " -- C serve
fi
[ "$(db_sum "$DB")" = "$before" ] && t_ok "the refusals changed nothing" || t_fail "the refusals changed nothing"
conf "db = $DB" "lisen = 8080"
check "German: the unknown key in German" 3 --err "'lisen' ist kein Schlüssel der Datei: war 'listen' gemeint?" -- \
    env LANG=de_DE.UTF-8 LC_ALL= "$SK" --config "$TMP/c.conf" serve

# ---- a good configuration serves; the command line comes first
conf "# Dienst" "db = $DB" "listen = 127.0.0.1:0" "lang = de" "tournament = Dienst" "threads = 2" "quiet = yes"
# (lib_web.sh's serve_start passes --db and --listen; here the file names both)
: >"$TMP/serve.out"
"$SK" --config "$TMP/c.conf" serve >"$TMP/serve.out" 2>"$TMP/serve.err" &
SERVE_PID=$!
for _ in $(seq 1 100); do
    URL=$(sed -n 's|.* \(http://[^ ]*/\) .*|\1|p' "$TMP/serve.out"); [ -n "$URL" ] && break; sleep 0.05
done
URL=${URL%/}
[ -n "$URL" ] && t_ok "serve --config: the file's database and address" || t_fail "serve --config" "$(cat "$TMP/serve.err")"
check_http "the file's language is the organiser's" 200 --has 'lang="de"' -- GET /
serve_stop

# ---- systemd's readiness protocol, on a socket of the test's own
NS=$TMP/notify.sock
python3 - "$NS" >"$TMP/notify.log" 2>&1 <<'PY' &
import socket, sys
s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
s.bind(sys.argv[1])
s.settimeout(60)
with open(sys.argv[1] + ".got", "w") as out:
    while True:
        try:
            m = s.recv(4096).decode()
        except socket.timeout:
            break
        out.write(m.replace("\n", " ") + "\n"); out.flush()
        if "STOPPING=1" in m:
            break
PY
NOTIFY_PID=$!
for _ in $(seq 1 100); do [ -S "$NS" ] && break; sleep 0.05; done
NOTIFY_SOCKET=$NS serve_start "$DB" -t Dienst --post-rate 1000 || t_fail "serve started under a notify socket" "$(cat "$TMP/serve.err")"
for _ in $(seq 1 100); do grep -q READY=1 "$NS.got" 2>/dev/null && break; sleep 0.05; done
grep -qx "READY=1" "$NS.got" 2>/dev/null && t_ok "READY=1 once it listens (Type=notify)" \
    || t_fail "READY=1 once it listens" "$(cat "$NS.got" "$TMP/notify.log" 2>&1)"
check_http "and it answers then" 200 -- GET /api/standings

# ---- SIGTERM under load: two tables post games as fast as they are answered
C1=$(code_of 1 1); C2=$(code_of 1 2)
post_table() {   # TABLE CODE: games until the server stops answering; each answer logged
    local t=$1 c=$2 g
    for g in $(seq 1 60); do
        local dealer=$(( (g - 1) % 4 + 1 )) code
        code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 20 \
            -d "code=$c&action=add&declarer=$((dealer % 4 + 1))&contract=grand&matadors=1&points=61" \
            "$URL/api/table/1/$t/game")
        echo "$g $code" >>"$TMP/answers$t"
        [ "$code" = 200 ] || [ "$code" = 503 ] || break
        [ "$code" = 503 ] && break
    done
}
: >"$TMP/answers1"; : >"$TMP/answers2"
post_table 1 "$C1" & p1=$!
post_table 2 "$C2" & p2=$!
for _ in $(seq 1 200); do [ "$(wc -l <"$TMP/answers1")" -ge 5 ] && break; sleep 0.02; done
kill -TERM "$SERVE_PID"
wait "$SERVE_PID"; rc=$?
SERVE_PID=""
wait "$p1" "$p2"
[ "$rc" = 0 ] && t_ok "SIGTERM: serve ends with status 0" || t_fail "SIGTERM: serve's status" "$rc $(tail -3 "$TMP/serve.err")"
for t in 1 2; do
    acked=$(awk '$2 == 200' "$TMP/answers$t" | wc -l)
    stored=$(db_sql "$DB" "SELECT count(*) FROM games g JOIN tables x ON x.id = g.table_id WHERE x.table_no = $t")
    others=$(awk '$2 != 200 && $2 != 503 && $2 != "000"' "$TMP/answers$t" | head -3)
    [ "$acked" -ge 1 ] && [ "$stored" = "$acked" ] && [ -z "$others" ] &&
        t_ok "SIGTERM: table $t: every write answered 200 is stored ($acked), no other was" ||
        t_fail "SIGTERM: table $t: answered 200 = stored" "200s: $acked, stored: $stored, others: $others" \
            "$(tail -4 "$TMP/answers$t")"
done
# nothing half-done: what check finds is only the games not played yet,
# each table's from the first one not stored on
S check >"$TMP/check.out" 2>&1
want=""
for t in 1 2; do
    n=$(db_sql "$DB" "SELECT count(*) FROM games g JOIN tables x ON x.id = g.table_id WHERE x.table_no = $t")
    want="${want}series 1, table $t: $((48 - n)) of 48 games missing: $((n + 1))-48"$'\n'
done
[ "$(grep '^series' "$TMP/check.out")"$'\n' = "$want" ] && grep -q "^2 problems" "$TMP/check.out" &&
    t_ok "SIGTERM: nothing half-done (check finds only the games still to play)" ||
    t_fail "SIGTERM: nothing half-done" "$(cat "$TMP/check.out")" "want: $want"
for _ in $(seq 1 100); do grep -q STOPPING=1 "$NS.got" 2>/dev/null && break; sleep 0.05; done
grep -qx "STOPPING=1" "$NS.got" 2>/dev/null && t_ok "STOPPING=1 told at the end" || t_fail "STOPPING=1 told" "$(cat "$NS.got")"
wait "$NOTIFY_PID" 2>/dev/null
NOTIFY_PID=""
