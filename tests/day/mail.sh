#!/usr/bin/env bash
# engines: sqlite postgresql
# `register mail` (issue 39 part 7): each registration with a mail address
# gets its code, its QR code (PNG) and, while the fee is open, the
# GiroCode (a second PNG) through the club's SMTP server.  A sink on
# 127.0.0.1 (tests/day/smtpsink.py) records every message; Python's email
# package takes it apart, zbarimg reads the PNGs back.  Sent once unless
# --again; refused without a server, with an address or a name that would
# break the header, and the database stays as it was.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
HERE=$(cd "$(dirname "$0")" && pwd)
SINK=""
trap '[ -n "$SINK" ] && kill "$SINK" 2>/dev/null; serve_stop; wait 2>/dev/null; lib_cleanup' EXIT
cd "$TMP"
DB=$(new_db m)
S() { "$SK" --db "$DB" --lang en "$@"; }
mails() { ls "$TMP"/box/msg-*.eml 2>/dev/null | wc -l; }

S init >/dev/null
S tournament create "Herbst" --series 2 --date 2026-10-03 --rules isko,entry_fee_ct=1000 >/dev/null
S config payee "Skatclub Kreuz Bube e.V." >/dev/null
S config iban "DE89 3704 0044 0532 0130 00" >/dev/null

# the address with the registration, checked
check "register add --mail" 0 --out "registered 'Anna Muster'" \
    -- S register add "Anna Muster" --mail anna@example.org
S register add "Bernd Bauer" --mail " bernd@example.org " >/dev/null
S register add "Carla Christ" >/dev/null
[ "$(db_sql "$DB" "SELECT mail FROM registrations WHERE name = 'Bernd Bauer'")" = bernd@example.org ] \
    && t_ok "the address stored without the spaces around it" || t_fail "mail stored" \
    "$(db_sql "$DB" "SELECT mail FROM registrations")"
sum=$(db_sum "$DB")
check "register add: a line break in the address" 3 --err "mail: 'x@example.org??Bcc: eve@evil.org' is not a mail address" \
    -- S register add "Eve Evil" --mail $'x@example.org\r\nBcc: eve@evil.org'
check "register add: two addresses" 3 --err "is not a mail address (no comma" \
    -- S register add "Eve Evil" --mail "x@example.org,eve@evil.org"
check "register add: angle brackets" 3 --err "is not a mail address (no comma, semicolon, angle bracket" \
    -- S register add "Eve Evil" --mail "Eve <eve@evil.org>"
check "register add: no domain" 3 --err "is not a mail address (the domain needs a dot" \
    -- S register add "Eve Evil" --mail "eve@localhost"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused addresses: unchanged" || t_fail "a refused address changed the database"

# no server configured: refused, nothing changed
check "register mail without a server" 3 --err "no mail server is configured" \
    --err "'skatsheet config smtp_url smtp://HOST:587'" -- S register mail
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "without a server: unchanged" || t_fail "register mail without a server changed the database"

# the settings: checked, the password never shown
check "config smtp_url: not smtp" 3 --err "smtp_url must begin with smtp:// or smtps://" \
    -- S config smtp_url http://127.0.0.1:25
check "config smtp_url: a login in the URL" 3 --err "smtp_url: no space, control character or '@'" \
    -- S config smtp_url smtp://bob:secret@127.0.0.1:25
check "config mail_from: a name and brackets" 3 --err "mail_from: 'Club <club@example.org>' is not a mail address" \
    -- S config mail_from "Club <club@example.org>"
check "config smtp_tls: a bad value" 3 --err "smtp_tls must be required or try" -- S config smtp_tls yes
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused settings: unchanged" || t_fail "a refused setting changed the database"
check "config smtp_password: not shown when set" 0 --out "smtp_password is now (set, not shown)" \
    --no-out "Geheim-42" -- S config smtp_password Geheim-42
check "config: the password not shown" 0 --out $'smtp_password\t(set, not shown)' --no-out "Geheim-42" -- S config
check "config smtp_password: not shown when asked" 0 --out "(set, not shown)" --no-out "Geheim-42" \
    -- S config smtp_password
S config smtp_password --unset >/dev/null

# the sink
mkdir -p box
/usr/bin/python3 "$HERE/smtpsink.py" "$TMP/box" &
SINK=$!
for _ in $(seq 100); do [ -f box/port ] && break; sleep 0.05; done
PORT=$(cat box/port)
S config smtp_url "smtp://127.0.0.1:$PORT" >/dev/null
sum=$(db_sum "$DB")
check "register mail without a sender" 3 --err "no mail server is configured" -- S register mail
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "without mail_from: unchanged" || t_fail "changed without mail_from"
S config mail_from turnier@example.org >/dev/null

# Bernd transferred the fee already: no GiroCode for him
BC=$(S register list --format csv | awk -F, '$2 == "Bernd Bauer" { print $4 }')
AC=$(S register list --format csv | awk -F, '$2 == "Anna Muster" { print $4 }')
S cashier pay "$BC" --transfer >/dev/null

# a name that would break the header (as a hand edit leaves it): refused before anything is sent
db_sql "$DB" "UPDATE registrations SET mail = 'carla@example.org>, eve@evil.org' WHERE name = 'Carla Christ'" >/dev/null
sum=$(db_sum "$DB")
check "register mail: an address that breaks the header" 3 \
    --err "is not a mail address (no comma, semicolon, angle bracket" -- S register mail
[ "$(mails)" = 0 ] && t_ok "nothing sent" || t_fail "sent despite the refusal" "$(mails)"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "a bad address in the database: unchanged" || t_fail "changed"
db_sql "$DB" "UPDATE registrations SET mail = NULL WHERE name = 'Carla Christ'" >/dev/null
# a fee open and no payee to pay it to: refused, nothing sent
S config payee --unset >/dev/null
sum=$(db_sum "$DB")
check "register mail: a fee open without the payee" 3 --err "the GiroCode needs the payee" -- S register mail
[ "$(mails)" = 0 ] && [ "$(db_sum "$DB")" = "$sum" ] && t_ok "without the payee: nothing sent, unchanged" \
    || t_fail "without the payee" "$(mails)"
S config payee "Skatclub Kreuz Bube e.V." >/dev/null

check "register mail" 0 --out "mailed #1 'Anna Muster' (anna@example.org): code $AC, QR code and GiroCode" \
    --out "mailed #2 'Bernd Bauer' (bernd@example.org): code $BC and QR code" \
    --out "2 mails sent, 1 without a mail address" -- S register mail
[ "$(mails)" = 2 ] && t_ok "the sink has 2 mails" || t_fail "mails in the sink" "$(mails)"
[ "$(db_sql "$DB" "SELECT count(*) FROM mail_log")" = 2 ] && t_ok "2 mails logged" || t_fail "log" "$(db_sql "$DB" "SELECT * FROM mail_log")"

# Anna's mail: envelope, structure, text, attachments
env1=$(cat box/msg-1.env)
case "$env1" in *"<turnier@example.org>"*"<anna@example.org>"*) t_ok "the envelope: from the club to Anna" ;;
    *) t_fail "envelope" "$env1" ;; esac
mkdir -p a1 a2
got=$(/usr/bin/python3 "$HERE/mailcheck.py" box/msg-1.eml a1)
want_lines=("multipart=multipart/mixed" "to=Anna Muster <anna@example.org>" "Skatclub Kreuz Bube e.V." "<turnier@example.org>"
    "subject=Your code for 'Herbst': $AC" "parts=text/plain,image/png,image/png" "charset=utf-8"
    "text=Your personal code: $AC" "text=Hello Anna Muster," "attachment=code.png" "attachment=girocode.png"
    "The entry fee of 10.00 euros is still open")
bad=""
for w in "${want_lines[@]}"; do grep -qF -- "$w" <<<"$got" || bad="$bad [$w]"; done
[ -z "$bad" ] && t_ok "Anna's mail: multipart, the text names the code, two PNGs" || t_fail "Anna's mail: missing$bad" "$got"
[ "$(zbarimg --raw -q a1/code.png 2>/dev/null | sed '/^$/d')" = "$AC" ] \
    && t_ok "the QR PNG reads back as the code" || t_fail "QR PNG" "$(zbarimg --raw -q a1/code.png 2>&1)"
giro=$(zbarimg --raw -q a1/girocode.png 2>/dev/null)
want=$(printf '%s\n' BCD 002 1 SCT "" "Skatclub Kreuz Bube e.V." DE89370400440532013000 EUR10.00 "" "" "$AC")
[ "$giro" = "$want" ] && t_ok "the GiroCode PNG: the EPC069-12 payload with the fee" || t_fail "GiroCode" "want: $want" "got: $giro"

got=$(/usr/bin/python3 "$HERE/mailcheck.py" box/msg-2.eml a2)
grep -qx "parts=text/plain,image/png" <<<"$got" && ! grep -q "entry fee" <<<"$got" \
    && t_ok "Bernd paid: one PNG, no fee in the text" || t_fail "Bernd's mail" "$got"
[ "$(zbarimg --raw -q a2/code.png 2>/dev/null | sed '/^$/d')" = "$BC" ] && t_ok "Bernd's QR code" || t_fail "Bernd's QR"

# once only
sum=$(db_sum "$DB")
check "register mail again: nothing" 0 --out "0 mails sent, 2 registrations mailed before (--again sends them again)" \
    -- S register mail
[ "$(mails)" = 2 ] && t_ok "the second run sent nothing" || t_fail "sent twice" "$(mails)"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "the second run changed nothing" || t_fail "the second run changed the database"

# --again, in German (the organiser's language)
check "register mail --again, German" 0 --out "2 Mails verschickt" -- "$SK" --db "$DB" --lang de register mail --again
[ "$(mails)" = 4 ] && t_ok "--again: 2 more" || t_fail "--again" "$(mails)"
got=$(/usr/bin/python3 "$HERE/mailcheck.py" box/msg-3.eml a1)
grep -qF "text=Dein persönlicher Code: $AC" <<<"$got" && grep -qF "subject=Dein Code für 'Herbst': $AC" <<<"$got" \
    && t_ok "the German mail" || t_fail "German mail" "$got"

# a server that refuses the recipient: a failure, nothing logged
kill "$SINK"; wait "$SINK" 2>/dev/null
rm -f box/port
/usr/bin/python3 "$HERE/smtpsink.py" "$TMP/box" --refuse-rcpt &
SINK=$!
for _ in $(seq 100); do [ -f box/port ] && break; sleep 0.05; done
S config smtp_url "smtp://127.0.0.1:$(cat box/port)" >/dev/null
sum=$(db_sum "$DB")
check "register mail: the server refuses" 1 --err "the mail to anna@example.org was not sent" -- S register mail --again
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "a refused mail is not logged" || t_fail "logged a refused mail"

# the /register page of serve asks for the address and checks it
kill "$SINK"; wait "$SINK" 2>/dev/null
SINK=""
serve_start "$DB" -t Herbst || t_fail "serve started" "$(cat "$TMP/serve.err")"
check_http "the form asks for the address" 200 --has 'name="mail" type="email"' -- GET /register
check_http "the German form" 200 --has "E-Mail-Adresse" -- GET "/register?lang=de"
sum=$(db_sum "$DB")
http POST /api/register --data-urlencode "name=Dora Dorn" --data-urlencode $'mail=dora@example.org\r\nBcc: eve@evil.org'
[ "$CODE" = 422 ] && grep -qF "is not a mail address" "$BODY" && [ "$(db_sum "$DB")" = "$sum" ] \
    && t_ok "/register: a header injection refused, nothing stored" || t_fail "/register bad mail" "HTTP $CODE" "$(head -c 300 "$BODY")"
http POST /api/register --data-urlencode "name=Dora Dorn" --data-urlencode "mail=dora@example.org"
[ "$CODE" = 201 ] && [ "$(db_sql "$DB" "SELECT mail FROM registrations WHERE name = 'Dora Dorn'")" = dora@example.org ] \
    && t_ok "/register: the address stored" || t_fail "/register mail" "HTTP $CODE" "$(head -c 300 "$BODY")"
