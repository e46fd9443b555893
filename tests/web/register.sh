#!/usr/bin/env bash
# Self-registration: the /register page of serve queues a player; the
# organiser's `attendance queue`, `confirm` (matching a known player up to
# case and Unicode form, or creating one) and `reject`; every refusal with
# its message and status, the database unchanged.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
cd "$TMP"
DB=$(new_db r)
S() { "$SK" --db "$DB" "$@"; }
q() { db_sql "$DB" "$1"; }
S init >/dev/null
for p in 'Heinz Hofmann' 'Gisela Vogel' 'Bernd Koch' 'Lukas Wagner' 'Zoë Böhm' 'Horst Fuchs'; do
    S player add "$p" >/dev/null
done
S player add 'Jürgen Weiß' --number 41 >/dev/null
S player add 'JÜRGEN WEISS' --number 42 --allow-similar >/dev/null
S tournament create Open --series 3 >/dev/null
S attendance add 'Heinz Hofmann' 'Gisela Vogel' 'Bernd Koch' 'Lukas Wagner' >/dev/null

serve_start "$DB" -t Open || t_fail "serve started" "$(cat "$TMP/serve.err")"
check_http "the registration form" 200 --has '<form class="reg" method="post"' --has 'name="name"' \
    --has 'name="club"' --has "Open" -- GET /register
check_http "the form in German" 200 --has "Dein Name" --has "Anmelden" -- GET "/register?lang=de"

post() { http POST "$@"; }
sum=$(db_sum "$DB")
# refusals: the status, the message, the database unchanged
refuse() {   # NAME STATUS TEXT CURL-ARGS...
    local name=$1 want=$2 text=$3; shift 3
    http POST "$@"
    if [ "$CODE" = "$want" ] && grep -qF -- "$text" "$BODY" && [ "$(db_sum "$DB")" = "$sum" ]; then
        t_ok "$name"
    else t_fail "$name" "HTTP $CODE (want $want)" "$(head -c 300 "$BODY")" "db changed: $([ "$(db_sum "$DB")" = "$sum" ] && echo no || echo yes)"; fi
}
refuse "an empty name is refused" 422 "name: must not be empty" /register --data-urlencode "name=" --data-urlencode "club=X"
refuse "spaces only are an empty name" 422 "name: must not be empty" /api/register --data-urlencode "name=   "
refuse "no name field" 400 "name is required" /api/register -d "club=X"
refuse "a JSON array is malformed JSON, not a missing name" 400 "one object" /api/register \
    -H 'Content-Type: application/json' --data '["Anna"]'
refuse "a name of digits is refused" 422 "only digits" /api/register --data-urlencode "name=123"
refuse "a control character is refused" 422 "control character U+001B" /api/register --data-urlencode "name=$(printf 'A\033[2J')"
refuse "a bad club is refused" 422 "club:" /api/register --data-urlencode "name=Anna" --data-urlencode "club=$(printf 'X\tY')"
refuse "invalid UTF-8 is refused" 400 "UTF-8" /api/register --data-binary "$(printf 'name=A%%FF')"
refuse "an oversized body is refused" 413 "larger than" /api/register --data-binary "name=$(head -c 20000 /dev/zero | tr '\0' a)"
check_http "GET cannot register" 405 --has "POST" -- GET /api/register
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "a GET changed nothing" || t_fail "a GET changed nothing"

# the refused form keeps what was typed, as text
http POST /register --data-urlencode 'name=<script>x</script>1' --data-urlencode 'club=A&B'
[ "$CODE" = 201 ] && grep -q "queue as number 1" "$BODY" && ! grep -q '<script>x' "$BODY" && grep -qF '&lt;script&gt;x&lt;/script&gt;1' "$BODY" \
    && t_ok "registering: 201, the number, the name escaped" || t_fail "registering" "HTTP $CODE" "$(head -c 400 "$BODY")"
sum=$(db_sum "$DB")
refuse "the same name again (other case) is refused" 422 "already in the queue (#1)" /register --data-urlencode 'name=<SCRIPT>X</SCRIPT>1'
grep -qF 'value="&lt;SCRIPT&gt;X&lt;/SCRIPT&gt;1"' "$BODY" && ! grep -q '<SCRIPT>' "$BODY" \
    && t_ok "a refused form keeps the name typed, escaped" || t_fail "a refused form keeps the name" "$(grep -o 'name="name"[^>]*' "$BODY")"
post /api/register -H 'Content-Type: application/json' -d '{"name":"  Anna Neu ","club":"SC Süd"}'
[ "$CODE" = 201 ] && grep -q '"id":2' "$BODY" && grep -q '"state":"waiting"' "$BODY" \
    && t_ok "JSON registration: 201 with the id" || t_fail "JSON registration" "HTTP $CODE $(cat "$BODY")"
[ "$(q "SELECT name || '|' || club FROM registrations WHERE id = 2")" = "Anna Neu|SC Süd" ] \
    && t_ok "spaces around the name are dropped" || t_fail "spaces dropped" "$(q 'SELECT * FROM registrations')"
post /api/register --data-urlencode "name=heinz hofmann"
post /api/register --data-urlencode "name=Jürgen Weiss"
post /api/register --data-urlencode "name=Zoe Neu"
sum=$(db_sum "$DB")
refuse "the sixth registration from one address waits" 429 "wait a minute" /api/register --data-urlencode "name=Paul Sechs"
[ "$(q "SELECT count(*) FROM registrations")" = 5 ] && t_ok "five registrations queued" || t_fail "five queued" "$(q 'SELECT * FROM registrations')"
serve_stop

# the organiser's side
check "the queue" 0 --out "Open: 5 registrations waiting" --out "-> player 'Heinz Hofmann'" \
    --out "-> new player" --out "-> 2 players: 'Jürgen Weiß' (no. 41), 'JÜRGEN WEISS' (no. 42)" \
    --out "<script>x</script>1" -- S attendance queue
check "the queue in German (issue 29: '-> new player' translated)" 0 --out "-> neuer Spieler" \
    --out "-> Spieler 'Heinz Hofmann'" --out "-> 2 Spieler: 'Jürgen Weiß' (Nr. 41)" \
    --no-out "new player" -- S --lang de attendance queue
check "confirm without an ID" 2 --err "give the registration's ID" -- S attendance confirm
check "confirm: ID and --all" 2 --err "give either ID or --all" -- S attendance confirm 1 --all
check "confirm: --as and --new exclude each other" 2 --err "exclude each other" -- S attendance confirm 1 --as x --new
sum=$(db_sum "$DB")
check "confirm an unknown registration" 3 --err "registration #99 does not exist" -- S attendance confirm 99
check "an ambiguous name is not guessed" 3 --err "matches 2 players: 'Jürgen Weiß' (no. 41), 'JÜRGEN WEISS' (no. 42); say which with --as PLAYER, or --new" \
    -- S attendance confirm 4
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused confirmations changed nothing" || t_fail "refused confirmations changed nothing"
check "confirm a new player" 0 --out "registration #2: new player 'Anna Neu', present from series 1" -- S attendance confirm 2
[ "$(q "SELECT club FROM players WHERE name = 'Anna Neu'")" = "SC Süd" ] && t_ok "the new player has the club typed" || t_fail "club of the new player"
check "confirm a known player (other case)" 0 --out "registration #3: player 'Heinz Hofmann', already present" -- S attendance confirm 3
check "confirm --as" 0 --out "registration #4: player 'Jürgen Weiß' (no. 41), present from series 1" -- S attendance confirm 4 --as 41
check "attendance list shows them" 0 --out "Anna Neu" --out "Jürgen Weiß" -- S attendance list
sum=$(db_sum "$DB")
check "confirming twice is refused" 3 --err "registration #2 (Anna Neu) is already confirmed" -- S attendance confirm 2
check "reject" 0 --out "registration #1 '<script>x</script>1' rejected" -- S attendance reject 1
sum=$(db_sum "$DB")
check "reject twice is refused" 3 --err "is already rejected" -- S attendance reject 1
check "reject: not a number" 2 --err "ID" -- S attendance reject x
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused rejects changed nothing" || t_fail "refused rejects changed nothing"
check "the queue after deciding" 0 --out "Open: 1 registration waiting" --out "Zoe Neu" -- S attendance queue
check "--all confirms the rest" 0 --out "new player 'Zoe Neu'" --out "1 confirmed, 0 left waiting" -- S attendance confirm --all
check "an empty queue says how players register" 0 --out "nobody waiting" -- S attendance queue

# the next draw seats them; a late registration plays from the next undrawn series
check "the draw seats the confirmed players" 0 --out "Anna Neu" --out "Zoe Neu" -- S series draw 1 --seed 1
serve_start "$DB" -t Open
post /api/register --data-urlencode "name=Late Comer"
serve_stop
check "a latecomer is present from series 2" 0 --out "present from series 2" -- S attendance confirm 6
serve_start "$DB" -t Open
post /api/register --data-urlencode "name=Too Late"   # #7, before the last draws
serve_stop
S series draw 2 --seed 2 >/dev/null; S series draw 3 --seed 3 >/dev/null
sum=$(db_sum "$DB")
check "every series drawn: confirming refused" 3 --err "every series of 'Open' is drawn (3 of 3): no draw is left to seat 'Too Late' in" -- S attendance confirm 7
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "the refused confirmation changed nothing" || t_fail "the refused confirmation changed nothing"
check "--all: the one it cannot confirm is left waiting, with why" 0 \
    --out "registration #7 'Too Late' left waiting: every series of 'Open' is drawn (3 of 3)" \
    --out "0 confirmed, 1 left waiting" -- S attendance confirm --all
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "--all: nothing changed" || t_fail "--all: nothing changed"
# issue 29: after the last series is drawn nobody can register any more
serve_start "$DB" -t Open
check_http "every series drawn: the page says registration is over, no form" 403 \
    --has "every series of &#39;Open&#39; is drawn (3 of 3): registration is over" --lacks '<form class="reg"' -- GET /register
check_http "every series drawn: the page in German" 403 --has "die Anmeldung ist vorbei" -- GET "/register?lang=de"
refuse "every series drawn: registering refused" 403 "every series of 'Open' is drawn (3 of 3): registration is over" \
    /api/register --data-urlencode "name=Later Still"
refuse "every series drawn: the form's POST refused too" 403 "registration is over" \
    /register --data-urlencode "name=Later Still"
serve_stop
S attendance reject 7 >/dev/null

# a tournament without attendance seats every active player: no attendance row is added
S tournament create Club --series 2 >/dev/null
serve_start "$DB" -t Club
post /api/register --data-urlencode "name=Neu im Club"
serve_stop
check "no attendance: the player is made an active player" 0 \
    --out "seated by the draw of series 1 (the tournament seats every active player)" -- S attendance confirm 8 -t Club
[ "$(q "SELECT count(*) FROM attendance a JOIN tournaments t ON t.id = a.tournament_id WHERE t.name = 'Club'")" = 0 ] \
    && t_ok "no attendance row was added" || t_fail "no attendance row was added"

# a closed tournament takes no registrations
S tournament close Club >/dev/null
serve_start "$DB" -t Club
sum=$(db_sum "$DB")
check_http "a closed tournament: the page says so" 403 --has "registration is over" --lacks '<form class="reg"' -- GET /register
refuse "a closed tournament refuses registrations" 403 "is closed" /api/register --data-urlencode "name=Nobody"
serve_stop

# the poster: a QR code of the /register page
sum=$(db_sum "$DB")
check "poster: no address known" 2 --err "give --url http://HOST:PORT" -- S poster p0.pdf
check "poster: a bad --url" 3 --err "must start with http:// or https://" -- S poster p1.pdf --url 192.168.1.2:8080
[ ! -e p0.pdf ] && [ ! -e p1.pdf ] && [ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused posters: no file, database unchanged" \
    || t_fail "refused posters: no file, database unchanged"
check "poster" 0 --out "poster.pdf geschrieben: Spieler melden sich unter http://192.168.1.20:8080/register an" \
    -- S poster poster.pdf -t Open --url http://192.168.1.20:8080 --lang de
pdftotext poster.pdf - | grep -q "Hier anmelden" && pdftotext poster.pdf - | grep -q "Open" \
    && t_ok "poster: German text and the tournament" || t_fail "poster text" "$(pdftotext poster.pdf - | head)"
pdftoppm -r 150 -png poster.pdf poster 2>/dev/null
[ "$(zbarimg --raw -q poster-1.png 2>/dev/null)" = "http://192.168.1.20:8080/register" ] \
    && t_ok "poster: the QR code decodes to the /register page" || t_fail "poster QR" "$(zbarimg --raw -q poster-1.png 2>&1)"
check "poster: the address was stored" 0 --out "players register at http://192.168.1.20:8080/register" -- S poster again.pdf -t Open
