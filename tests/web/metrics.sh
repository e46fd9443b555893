#!/usr/bin/env bash
# Issue 41, metrics and logs: GET /metrics in Prometheus' text format,
# checked with the Prometheus client library's own parser, for loopback,
# a trusted proxy or the metrics token only (anyone else 403, nothing
# stored); its counters only grow across a scripted load (pages, health
# probes, federation pushes applied, sent again and refused).  The log: one
# logfmt line per request and per write, with the id its answer carries,
# and none of the codes, tokens or names the run used.
# engines: sqlite postgresql (the hub; the venue is a SQLite file, as at a venue)
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
. "$(dirname "$0")/../fed/lib_fed.sh"
cd "$TMP"
PY=/usr/bin/python3
TOKEN=tok-$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')
WRONG=tok-wrong-$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n')
export SKATSHEET_METRICS_TOKEN=$TOKEN
# the hub trusts 127.0.0.1 as its proxy: a request with X-Forwarded-For
# comes from that address, not from this machine
SERVE_LOG=1 hub_serve "$(new_db hub)" --trusted-proxy 127.0.0.1
unset SKATSHEET_METRICS_TOKEN
H player add "Wilhelmine Quasthoff" >/dev/null
OUTSIDE=(-H "X-Forwarded-For: 203.0.113.7")

scrape() { # scrape NAME [CURL ARGS]: GET /metrics into NAME, parsed into NAME.json
    http GET /metrics "${@:2}"
    cp "$BODY" "$TMP/$1"
    [ "$CODE" = 200 ] && $PY "$TDIR/promcheck.py" parse "$TMP/$1" "$TMP/$1.json" 2>"$TMP/$1.err"
}
val() { # val NAME.json 'metric{label=v,...}' (labels sorted): the value, or 0
    $PY -c 'import json,sys; print(int(json.load(open(sys.argv[1]))["samples"].get(sys.argv[2], 0)))' "$TMP/$1" "$2"
}

scrape m1 && t_ok "GET /metrics from this machine: the client library parses it" ||
    t_fail "scrape 1" "HTTP $CODE" "$(cat "$TMP/m1.err" 2>/dev/null)" "$(head -c 300 "$BODY")"
grep -q '^text/plain; version=0.0.4' <(curl -s -o /dev/null -w '%{content_type}' "$URL/metrics") &&
    t_ok "content type text/plain; version=0.0.4" || t_fail "content type"
for fam in skatsheet_http_requests_total:counter skatsheet_http_request_duration_seconds:histogram \
           skatsheet_writes_total:counter skatsheet_fed_pushes_total:counter \
           skatsheet_fed_push_changes_total:counter skatsheet_fed_push_changes:histogram \
           skatsheet_review_queue_length:gauge skatsheet_open_connections:gauge \
           skatsheet_writer_queue_depth:gauge skatsheet_db_errors_total:counter \
           skatsheet_data_generation:gauge skatsheet_start_time_seconds:gauge skatsheet_build_info:gauge; do
    grep -qx "# TYPE ${fam%%:*} ${fam#*:}" "$TMP/m1" && grep -q "^# HELP ${fam%%:*} ." "$TMP/m1" ||
        t_fail "family ${fam%%:*}" "no TYPE ${fam#*:} or HELP line"
done
t_ok "every family named, typed and helped"
ver=$("$SK" version | sed -n 's/^skatsheet \([^ ]*\).*/\1/p' | head -n 1)
[ "$(val m1.json "skatsheet_build_info{version=$ver}")" = 1 ] && t_ok "build_info carries version $ver" ||
    t_fail "build_info" "$(grep build_info "$TMP/m1")"
st=$(val m1.json "skatsheet_start_time_seconds{}"); now=$(date +%s)
[ "$st" -le "$now" ] && [ "$st" -gt $((now - 600)) ] && t_ok "start time is when it started" || t_fail "start time" "$st vs $now"
[ "$(val m1.json "skatsheet_review_queue_length{}")" = 0 ] && t_ok "review queue length 0" || t_fail "review queue"
[ "$(val m1.json "skatsheet_open_connections{}")" -ge 1 ] && t_ok "open connections counted" || t_fail "connections"

# ---- who may ask
sum=$(db_sum "$HUB")
check_http "a client from outside without the token: 403" 403 --has "metrics token" --lacks skatsheet_ -- \
    GET /metrics "${OUTSIDE[@]}"
check_http "a wrong token: 403" 403 --lacks skatsheet_ -- GET /metrics "${OUTSIDE[@]}" -H "Authorization: Bearer $WRONG"
check_http "the token opens it to a client from outside" 200 --has skatsheet_build_info -- \
    GET /metrics "${OUTSIDE[@]}" -H "Authorization: Bearer $TOKEN"
[ "$(db_sum "$HUB")" = "$sum" ] && t_ok "the refusals stored nothing" || t_fail "the database changed"

# ---- a scripted load
for i in 1 2 3; do http GET /healthz; done
http GET /api/standings; http GET "/checkin/$C1"; http GET "/table/1/1?code=$C2"
http POST /table/1/1/game --data "code=$C1&declarer=1"
V1 init >/dev/null
V1 sync pull --hub "$HUBURL" --code "$C1" >/dev/null || t_fail "venue pulls"
V1 series draw 1 --separate team --seed 5 -t "$T1" >/dev/null
V1 game add -t "$T1" --series 1 --table 1 --declarer 2 grand --with 1 --points 75 >/dev/null
V1 game add -t "$T1" --series 1 --table 2 --declarer 3 clubs --with 2 --points 61 >/dev/null
check "a push applied" 0 --out "applied 3" -- V1 sync push
sqlite3 "$VDB1" "UPDATE sync_links SET acked = 0"   # as if the acknowledgement was lost
check "the push sent again" 0 --out "received before 3" -- V1 sync push
check_http "a push with a wrong code: refused" 401 -- POST /api/fed/push -H "Authorization: Bearer $WRONG" \
    -H "Content-Type: application/json" --data '{}'
scrape m2 && t_ok "after the load: the client library parses it" || t_fail "scrape 2" "$(cat "$TMP/m2.err" 2>/dev/null)"
got=$($PY "$TDIR/promcheck.py" grow "$TMP/m1.json" "$TMP/m2.json" 2>&1) && t_ok "no counter went down ($got)" ||
    t_fail "counters only grow" "$got"
d() { echo $(( $(val m2.json "$1") - $(val m1.json "$1") )); }
[ "$(d 'skatsheet_http_requests_total{code=200,route=/healthz}')" = 3 ] && t_ok "three health probes counted" ||
    t_fail "health counted" "$(grep healthz "$TMP/m2" | head -3)"
[ "$(d 'skatsheet_http_request_duration_seconds_count{route=/healthz}')" = 3 ] && t_ok "and timed" || t_fail "timed"
[ "$(d 'skatsheet_fed_pushes_total{result=applied}')" = 1 ] &&
[ "$(d 'skatsheet_fed_pushes_total{result=again}')" = 1 ] &&
[ "$(d 'skatsheet_fed_pushes_total{result=refused}')" = 1 ] && t_ok "pushes: applied 1, again 1, refused 1" ||
    t_fail "pushes" "$(grep pushes_total "$TMP/m2")"
[ "$(d 'skatsheet_fed_push_changes_total{outcome=applied}')" = 3 ] &&
[ "$(d 'skatsheet_fed_push_changes_total{outcome=again}')" = 3 ] &&
[ "$(d 'skatsheet_fed_push_changes_count{}')" = 2 ] && [ "$(d 'skatsheet_fed_push_changes_sum{}')" = 6 ] &&
    t_ok "changes per push: 3 applied, 3 sent again, in 2 pushes" || t_fail "changes" "$(grep push_changes "$TMP/m2")"
[ "$(d 'skatsheet_writes_total{kind=fed,result=stored}')" = 3 ] &&
[ "$(d 'skatsheet_writes_total{kind=fed,result=refused}')" = 1 ] &&
[ "$(d 'skatsheet_writes_total{kind=game,result=refused}')" = 1 ] && t_ok "writes stored and refused" ||
    t_fail "writes" "$(grep writes_total "$TMP/m2")"
[ "$(val m2.json 'skatsheet_data_generation{}')" -gt "$(val m1.json 'skatsheet_data_generation{}')" ] &&
    t_ok "the data generation grew with the push" || t_fail "generation"
[ "$(val m2.json 'skatsheet_writer_queue_depth{}')" = 0 ] && t_ok "the writer's queue is empty" || t_fail "queue depth"
grep -q 'route="/checkin/:code"' "$TMP/m2" && ! grep -qF "$C1" "$TMP/m2" && t_ok "routes named, codes not" ||
    t_fail "routes" "$(grep checkin "$TMP/m2")"

# ---- the log
ID=$(curl -s -D - -o /dev/null "$URL/api/standings" | tr -d '\r' | sed -n 's/^X-Request-Id: //Ip')
serve_stop
LOG=$TMP/serve.err
grep '^time=' "$LOG" > "$TMP/lines"
$PY - "$TMP/lines" <<'PY' && t_ok "every line is logfmt with time, level, msg" || t_fail "logfmt" "$(head -3 "$TMP/lines")"
import re, sys
pair = r'[a-z_]+=(?:"(?:[^"\\]|\\.)*"|[^\s"=]+)'
ok = re.compile(r'^%s(?: %s)*$' % (pair, pair))
lines = open(sys.argv[1]).read().splitlines()
assert lines, 'no lines'
for l in lines:
    assert ok.match(l), l
    assert re.match(r'^time=\S+Z level=info msg=(request|write) ', l), l
PY
grep -q "msg=request id=$ID .*route=/api/standings status=200" "$LOG" && t_ok "the answer's X-Request-Id is in its log line ($ID)" ||
    t_fail "request id in the log" "$ID"
[ "$(grep -c 'msg=write .*kind=fed' "$LOG")" = 4 ] && t_ok "one line per write (the enrolment, 3 pushes)" ||
    t_fail "write lines" "$(grep 'msg=write' "$LOG")"
grep -q 'msg=write .*kind=game status=[0-9]* stored=false' "$LOG" && t_ok "a refused game write logged" || t_fail "refused write line"
wid=$(grep 'msg=write .*kind=fed' "$LOG" | tail -n 1 | sed 's/.* id=\([^ ]*\).*/\1/')
grep -q "msg=request id=$wid .*route=/api/fed/push" "$LOG" && t_ok "a write's line and its request's share the id" ||
    t_fail "write id" "$wid"
leaks=()
for secret in "$C1" "$C2" "$LEADER" "$CAPB" "$TOKEN" "$WRONG" "Erika Muster" "Wilhelmine" "Quasthoff" \
              "Markt 1" "sync_links"; do
    grep -qiF -- "$secret" "$LOG" && leaks+=("$secret")
done
[ ${#leaks[@]} -eq 0 ] && t_ok "no code, token or name in the log ($(wc -l < "$LOG") lines)" ||
    t_fail "secrets in the log" "${leaks[@]}"
