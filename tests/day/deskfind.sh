#!/usr/bin/env bash
# engines: sqlite postgresql
# The desk finds everyone (issue 39): a pre-registration by name as typed
# (umlauts as ae/oe/ue, ß as ss, case, a typo, the first or last name
# alone), by start number, member number or code, in 'checkin add' and
# 'checkin scan'; several matches are listed and refused; a walk-in whose
# name matches a registration is refused unless --new --not-registered; a
# fee transferred before the day is never taken again; players checked in
# get the next start number at once.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
cd "$TMP"
DB=$(new_db f)
S() { "$SK" --db "$DB" "$@"; }
code_of() { S register list --all --format csv | awk -F, -v n="$1" '$2 == n { print $4 }'; }

S init >/dev/null
S tournament create Open --series 2 --rules isko,entry_fee_ct=1200 >/dev/null
S player add "Karl Alt" --number 7 >/dev/null
S register add "Uwe Schäfer" --club "SC Rot" >/dev/null
S register add "Anna Schmidt" >/dev/null
S register add "Bernd Schmitt" --member 4711042 >/dev/null
S register add "Jürgen Weiß" >/dev/null
S register add "Hanna Berg" >/dev/null
S register add "Yvonne Wäber" >/dev/null
S register add "Zacharias Groß" >/dev/null
CU=$(code_of "Uwe Schäfer")
S cashier pay "$CU" --transfer >/dev/null || t_fail "the transfer before the day"

sum=$(db_sum "$DB")
check "a walk-in whose name matches a registration: refused" 3 \
    --err "'Uwe Schafer' is registered as 'Uwe Schäfer' (code $CU): check in with that registration" \
    --err "--new --not-registered; nothing changed" -- S checkin add "Uwe Schafer" --new
check "German: the same refusal" 3 --err "'uwe schaefer' ist als 'Uwe Schäfer' angemeldet (Code $CU)" \
    --err "nichts geändert" -- S --lang de checkin add "uwe schaefer" --new
check "several match: listed, refused" 3 --err "'Schmidt' matches several: 'Anna Schmidt' (registration, code" \
    --err "'Bernd Schmitt' (registration, code" --err "nothing changed" -- S checkin add Schmidt
check "German: several match" 3 --err "'Schmidt' passt zu mehreren: 'Anna Schmidt' (Anmeldung, Code" \
    -- S --lang de checkin add Schmidt
check "a name nobody has: refused" 3 \
    --err "'Niemand Hier' matches no registration of 'Open' and no player (name, start number, member number or code): nothing changed" \
    -- S checkin add "Niemand Hier"
check "a scan of a name nobody has: refused" 3 --err "'Niemand Hier' matches no registration" \
    -- S checkin scan "Niemand Hier"
check "a scan of a name with an umlaut nobody has: refused" 3 \
    --err "'Jörg Niemand' matches no registration of 'Open' and no player" -- S checkin scan "Jörg Niemand"
check "German: nobody" 3 --err "'Niemand Hier' passt zu keiner Anmeldung von 'Open' und keinem Spieler" \
    -- S --lang de checkin scan "Niemand Hier"
check "--not-registered needs --new" 2 --err "--not-registered" -- S checkin add "Uwe Schäfer" --not-registered
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused check-ins: database unchanged" \
    || t_fail "a refused check-in changed the database"

# found by name with a typo and without the umlaut: the registration, paid by transfer
check "a name with a typo finds the registration; the transfer is not taken again" 0 \
    --out "Uwe Schäfer (no. 8) checked in (a new player)" --out "fee 12.00 euros paid (transfer)" \
    -- S checkin add "Uwe Schafer"
check "its code is then a duplicate, not a second player" 3 --err "'Uwe Schäfer' checked in already" \
    -- S checkin scan "$CU"
[ "$(S register list --all --format csv | awk -F, '$2 == "Uwe Schäfer" { print $5 }')" = confirmed ] \
    && t_ok "the registration is confirmed" || t_fail "registration state" "$(S register list --all --format csv)"
check "ß as ss, case, by scan (the desk's field)" 0 --out "Jürgen Weiß (no. 9) checked in" \
    -- S checkin scan "JUERGEN WEISS"
check "the last name alone, when only one has it" 0 --out "Hanna Berg (no. 10) checked in" -- S checkin add berg
check "a member number of a registration" 0 --out "Bernd Schmitt (no. 11) checked in" -- S checkin add 4711042
check "a start number" 0 --out "Karl Alt (no. 7) checked in" -- S checkin scan 7
check "a code at 'checkin add'" 0 --out "Anna Schmidt (no. 12) checked in" -- S checkin add "$(code_of "Anna Schmidt")"
check "a walk-in gets the next start number at once" 0 --out "Walk In (no. 13) checked in (a new player)" \
    -- S checkin add "Walk In" --new
check "another person of a registered name" 0 --out "Anna Schmid (no. 14) checked in (a new player)" \
    -- S checkin add "Anna Schmid" --new --not-registered
S cashier --format json > cash.json
/usr/bin/python3 - <<'PY' && t_ok "the cashier lists Uwe once, paid by transfer" || t_fail "cashier" "$(cat cash.json)"
import json
c = json.load(open('cash.json'))
uwe = [p for p in c['players'] if p['player'] == 'Uwe Schäfer']
assert len(uwe) == 1, uwe
# present, waiting for the draw: nothing held; Uwe's transfer is his fee, counted once
assert c['held'] == [], c['held']
k = c['kasse']
assert k['fees_transfer_ct'] == 1200 and k['transfers_ct'] == 0 and k['overpaid_ct'] == 0, k
PY
check "every check-in has its start number on the list" 0 --no-out ",0,desk" -- S checkin list --format csv

# the web desk: a name field beside the scanner's
serve_start "$DB" || t_fail "serve starts"
KEY=$(S checkin desk | sed -n 's/.*: \(....-....\)$/\1/p')
check_http "the desk page has a name field" 200 --has 'id="scan"' --has 'name="action" value="name"' \
    --has 'id="name"' --has "Without a code: the name or start number" -- GET "/desk?key=$KEY"
check_http "German: the name field" 200 --has "Ohne Code: Name oder Startnummer" -- GET "/desk?key=$KEY&lang=de"
sum=$(db_sum "$DB")
check_http "the desk: several match, refused (JSON)" 422 --has "matches several" \
    -- POST "/api/desk" --data "key=$KEY&action=name" --data-urlencode "name=Schmid"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "the desk's refusal: database unchanged" || t_fail "the desk's refusal changed the database"
check_http "the desk finds a name as typed (ae for ä, a typo)" 200 --has "Yvonne Wäber (no. 15) checked in" \
    -- POST "/desk" --data "key=$KEY&action=name&fee=paid" --data-urlencode "name=yvonne waeber"
check_http "German: the scanner's field takes a name too" 200 --has "Zacharias Groß (Nr. 16) eingecheckt" \
    -- POST "/desk?lang=de" --data "key=$KEY&action=scan&fee=paid" --data-urlencode "scan=Zacharias Gross"
serve_stop
