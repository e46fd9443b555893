#!/usr/bin/env bash
# engines: sqlite postgresql
# The bounds of the cash desk (issue 39): a prize place that has a prize
# is not replaced silently (--replace); an entry fee above 1,000 euros is
# a typing error unless forced (--force), at the door, at the cash desk,
# for a transfer and in 'day set'; a GiroCode pays only into an account of
# a SEPA scheme country.  Every refusal: message, exit code, the database
# unchanged, and its German.
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db b)
S() { "$SK" --db "$DB" "$@"; }
code_of() { S register list --all --format csv | awk -F, -v n="$1" '$2 == n { print $4 }'; }

S init >/dev/null
S tournament create Open --series 2 --rules isko,entry_fee_ct=1200 >/dev/null
S register add "Uwe Schäfer" >/dev/null
S player add Anna >/dev/null
CU=$(code_of "Uwe Schäfer")

# prizes
check "the first prize" 0 --out "place 1: 100.00 euros" -- S prize add --group overall --place 1 --ct 10000
sum=$(db_sum "$DB")
check "a place with a prize: refused" 3 \
    --err "skatsheet: place 1 has a prize already (100.00 euros): --replace replaces it; nothing changed" \
    -- S prize add --group overall --place 1 --ct 500
check "German: refused" 3 --err "hat schon einen Preis (100,00 Euro): --replace ersetzt ihn; nichts geändert" \
    -- S --lang de prize add --place 1 --goods Schinken
# fees above 1,000 euros
check "day set: a fee of a million: refused" 3 \
    --err "day: fee_ct=100000000: 1000000.00 euros is more than 1,000.00 euros (a typing error?); --force if it is meant: nothing changed" \
    -- S day set fee_ct=100000000
check "German: day set" 3 --err "mehr als 1.000,00 Euro (ein Tippfehler?); --force, wenn es so gemeint ist: nichts geändert" \
    -- S --lang de day set fee_ct=100001
check "a fee at the door above 1,000 euros: refused" 3 \
    --err "fee: 1000000.00 euros is more than 1,000.00 euros (a typing error?); --force if it is meant: nothing changed" \
    -- S checkin add Anna --fee paid --ct 100000000
check "at the cash desk: refused" 3 --err "fee: 2000.00 euros is more than 1,000.00 euros" \
    -- S cashier pay Anna --ct 200000
check "a transfer before the day: refused" 3 --err "fee: 5000.00 euros is more than 1,000.00 euros" \
    -- S cashier pay "$CU" --transfer --ct 500000
check "German: at the door" 3 --err "Startgeld: 1000000,00 Euro ist mehr als 1.000,00 Euro (ein Tippfehler?)" \
    -- S --lang de checkin add Anna --fee paid --ct 100000000
check "--force needs --ct" 2 --err "--force" -- S checkin add Anna --force
# a GiroCode only into a SEPA account
check "a valid IBAN outside SEPA: refused" 3 \
    --err "iban: 'TR330006100519786457841326' is an account in TR, not in a country of the SEPA schemes: a GiroCode (a SEPA credit transfer) cannot pay into it" \
    -- S config iban "TR33 0006 1005 1978 6457 8413 26"
check "German: outside SEPA" 3 --err "ist ein Konto in TR, nicht in einem Land der SEPA-Verfahren" \
    -- S --lang de config iban TR330006100519786457841326
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refusals: database unchanged" || t_fail "a refusal changed the database"

check "--replace replaces" 0 --out "place 1: 5.00 euros" -- S prize add --place 1 --ct 500 --replace
check "the prize list has the new one" 0 --out "5.00" --no-out "100.00" -- S prize list
check "day set: a large fee when forced" 0 --out "fee_ct         100001" -- S day set fee_ct=100001 --force
check "a SEPA IBAN outside the EU (Switzerland)" 0 -- S config iban "CH93 0076 2011 6238 5295 7"
S config payee "SC Kreuz Bube" >/dev/null
S day set fee_ct=1200 >/dev/null
check "its GiroCode" 0 --out "CH9300762011623852957" -- S register girocode "$CU" --payload
db_sql "$DB" "UPDATE settings SET value = 'TR330006100519786457841326' WHERE key = 'iban'"
sum=$(db_sum "$DB")
check "a non-SEPA IBAN stored before: no GiroCode" 3 --err "not in a country of the SEPA schemes" \
    -- S register girocode "$CU" --payload
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "no GiroCode: database unchanged" || t_fail "the GiroCode changed the database"
