#!/usr/bin/env bash
# Issue 28, item 7: always an answer.  A GET, PUT or PATCH with a body used
# to get no answer at all (the connection was just closed).  Now: a body
# where none is expected is 400, one too large 413 (also sent in chunks),
# an unknown method 405 with Allow, a route that takes only some methods
# 405 with its Allow; nothing is closed without a status.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
cd "$TMP"
web_two_tables "$TMP/m.db" Methods
serve_start "$DB" || t_fail "serve starts" "$(cat "$TMP/serve.err")"
sum=$(db_sum "$DB")
# status LINE, and the Allow header, of METHOD PATH [CURL ARGS]
ask() {
    local m=$1 p=$2; shift 2
    CODE=$(curl -s -o "$BODY" -D head -w '%{http_code}' -X "$m" --max-time 5 "$@" "$URL$p")
    ALLOW=$(tr -d '\r' < head | sed -n 's/^Allow: //Ip')
}
expect() { # NAME CODE ALLOW(or -) METHOD PATH [CURL ARGS]
    local name=$1 want=$2 allow=$3; shift 3
    ask "$@"
    if [ "$CODE" = "$want" ] && { [ "$allow" = - ] || [ "$ALLOW" = "$allow" ]; }; then t_ok "$name"
    else t_fail "$name" "HTTP $CODE (000: closed without an answer), Allow '$ALLOW'" "$(head -c 200 "$BODY")"; fi
}
expect "GET with a body: 400" 400 - GET /tables -d "x=1"
grep -q "takes no body" "$BODY" && t_ok "the 400 says why" || t_fail "400 message" "$(head -c 200 "$BODY")"
expect "HEAD with a body: 400" 400 - HEAD /tables -d "x=1"
expect "PUT with a body: 405 with Allow" 405 "GET, HEAD, POST" PUT /api/table/1/1/game -d "x=1"
expect "PATCH with a body: 405 with Allow" 405 "GET, HEAD, POST" PATCH /api/table/1/1/game -H 'Content-Type: application/json' -d '{"x":1}'
expect "DELETE: 405 with Allow" 405 "GET, HEAD, POST" DELETE /api/table/1/1/game
expect "OPTIONS: 405 with Allow" 405 "GET, HEAD, POST" OPTIONS /
expect "an invented method: 405 with Allow" 405 "GET, HEAD, POST" FROB /tables
expect "GET on a write route: 405, Allow: POST" 405 "POST" GET /api/table/1/1/game
expect "POST on a page: 405, Allow: GET, HEAD" 405 "GET, HEAD" POST /tables -d "x=1"
head -c 20000 /dev/zero | tr '\0' a > big
expect "a body over 16 KB: 413" 413 - POST /api/register --data-binary @big
expect "a body over 16 KB in chunks: 413" 413 - POST /api/register -H 'Transfer-Encoding: chunked' --data-binary @big
expect "a GET with a body over 16 KB: 413" 413 - GET /tables --data-binary @big
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "nothing written" || t_fail "nothing written"
# by hand: a body on a GET over a kept-alive connection, then the next request
got=$(/usr/bin/python3 - "${URL##*:}" <<'PY'
import socket, sys
s = socket.create_connection(("127.0.0.1", int(sys.argv[1])), timeout=5)
s.sendall(b"GET /tables HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello")
data = b""
try:
    while b"\r\n\r\n" not in data:
        d = s.recv(4096)
        if not d:
            break
        data += d
except OSError:
    pass
print(data.split(b"\r\n")[0].decode() if data else "closed without an answer")
PY
)
[ "$got" = "HTTP/1.1 400 Bad Request" ] && t_ok "by hand: a GET with a body gets its status line" || t_fail "by hand" "$got"
check_http "the server answers as before" 200 -- GET /tables
