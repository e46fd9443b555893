#!/usr/bin/env bash
# The house-rule profile of a Skat tournament (issue 17, step 1):
# `tournament create NAME --rules isko|club|pub`, shown by `tournament show`;
# isko is the default and changes nothing; an unknown preset is refused
# naming --rules and the database stays as it was.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db sk)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null

check "create without --rules" 0 --out "created tournament 'Plain'" -- S tournament create Plain
check "the default is isko" 0 --out "house rules: isko (tournament scoring, Seeger-Fabian; no house rules)" \
    -- S tournament show Plain
check "create --rules club" 0 --out "created tournament 'Club'" -- S tournament create Club --rules club
check "show names the club preset" 0 --out "house rules: club" --out "  list: " --out "  Bock: " \
    --no-out "no house rules" -- S tournament show Club
check "create --rules pub" 0 -- S tournament create Pub --rules pub
check "show names the pub preset" 0 --out "house rules: pub" -- S tournament show -t Pub
check "explicit --rules isko" 0 -- S tournament create Iso --rules isko
check "isko shown as tournament scoring" 0 --out "house rules: isko (tournament scoring" -- S tournament show Iso

before=$(db_sum "$DB")
check "unknown preset refused" 3 --err "rules: 'kneipe'" --err "isko, club and pub" \
    -- S tournament create Bad --rules kneipe
after=$(db_sum "$DB")
[ "$before" = "$after" ] && t_ok "refusal leaves the database unchanged" \
    || t_fail "refusal leaves the database unchanged" "db_sum changed"
check "Bad was not created" 0 --no-out "Bad" -- S tournament list
check "--tariff still refused for Skat" 2 --err "--tariff" -- S tournament create T2 --tariff 10/20
check "Schafkopf --rules still Schafkopf settings" 0 --out "rules: " \
    -- sh -c "'$SK' --db '$DB' tournament create Sk --game schafkopf --rules allow_ramsch=yes >/dev/null && '$SK' --db '$DB' tournament show Sk"
