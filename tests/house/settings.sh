#!/usr/bin/env bash
# Per-setting overrides of a house-rule preset (issue 17, part 2):
# `tournament create NAME --rules PRESET,key=value,...`, stored (schema 009
# house_settings), shown by `tournament show`, changed with `tournament rules`
# only while no game is recorded; every bad setting refused naming it, exit 3,
# database unchanged.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db sk)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in Anna Bert Carl; do S player add "$p" >/dev/null; done

check "pub with two overrides" 0 --out "created tournament 'Kneipe'" \
    -- S tournament create Kneipe --rules pub,bierlachs_price_ct=200,money-rate=1/4
check "show: preset, the price and what changed" 0 --out "house rules: pub" \
    --out "  money: 200 ct per Lachs" \
    --out "  changed from pub: bierlachs_price_ct=200,money_rate=1/4" \
    -- S tournament show Kneipe
check "stored as the full settings text" 0 --out "bierlachs_price_ct=200" --out "list_mode=bierlachs" \
    -- db_sql "$DB" "SELECT house_profile, house_settings FROM tournaments WHERE name = 'Kneipe'"
club_row() { S tournament create Club --rules club >/dev/null &&
    db_sql "$DB" "SELECT house_profile, house_settings FROM tournaments WHERE name = 'Club'"; }
check "a preset alone stores no settings text" 0 --out "club|" -- club_row
check "overrides without a preset start from isko" 0 --out "house rules: isko" \
    --out "  Kontra: up to Re" --out "changed from isko: kontra_max_level=re,bock_enabled=yes" \
    -- sh -c "'$SK' --db '$DB' tournament create Same --rules kontra_max_level=re,bock_enabled=yes >/dev/null; '$SK' --db '$DB' tournament show Same" 
check "isko: show says no money per point (fees and prizes only), as 'money' does" 0 \
    --out "  money: none per point (entry fees and prizes only; a rate: money_rate=1/10)" \
    -- sh -c "'$SK' --db '$DB' tournament create Turnier >/dev/null; '$SK' --db '$DB' tournament show Turnier"
check "isko with a money rate: show says it settles the Seeger-Fabian totals" 0 \
    --out "  money: 1/10 ct per point (Seeger-Fabian totals)" \
    -- sh -c "'$SK' --db '$DB' tournament create Rate --rules isko,money_rate=1/10 >/dev/null; '$SK' --db '$DB' tournament show Rate"
check "club: show says the list totals" 0 --out "  money: 1/10 ct per point (list totals)" -- S tournament show Club
check "isko with money settings" 0 \
    --out "  entry fee: 1000 ct, 3 prizes, 100 % paid out" \
    --out "changed from isko: entry_fee_ct=1000,loss_fee_tiers=1:50/4:100/6:300,prize_percent=50/30/20" \
    -- sh -c "'$SK' --db '$DB' tournament create Preis --rules entry_fee_ct=1000,prize_percent=50/30/20,loss_fee_tiers=euroskat >/dev/null; '$SK' --db '$DB' tournament show Preis"

# bad settings: message names the setting, exit 3, database unchanged
bad() { # NAME RULES ERRTEXT...
    local name=$1 rules=$2; shift 2
    local args=() e
    for e in "$@"; do args+=(--err "$e"); done
    local before after
    before=$(db_sum "$DB")
    check "refused: $name" 3 "${args[@]}" -- S tournament create Bad --rules "$rules"
    after=$(db_sum "$DB")
    [ "$before" = "$after" ] && t_ok "database unchanged: $name" \
        || t_fail "database unchanged: $name" "db_sum changed"
}
bad "unknown key" "pub,kontra=2" "rules: unknown key 'kontra' for Skat house rules"
bad "a key half remembered: the nearest, with the value typed" "club,ramsch=yes" \
    "rules: unknown key 'ramsch' for Skat house rules: did you mean 'ramsch_on_pass=yes'? (every key: docs/house-rules.md)"
bad "a mistyped key" "club,bock_enabeld=yes" "did you mean 'bock_enabled=yes'?"
bad "nothing near: no guess" "club,zzzzzz=1" "rules: unknown key 'zzzzzz' for Skat house rules (every key: docs/house-rules.md)"
before=$(db_sum "$DB")
check "Schafkopf: the nearest key of its own family" 3 \
    --err "did you mean 'allow_ramsch=yes'? (every key: docs/schafkopf.md)" -- \
    S tournament create BadSK --game schafkopf --rules allow_ramsh=yes
[ "$(db_sum "$DB")" = "$before" ] && t_ok "database unchanged: Schafkopf key" || t_fail "database unchanged: Schafkopf key"
check "German: the nearest key in German" 3 \
    --err "unbekannter Schlüssel 'ramsch' für Skat-Hausregeln: war 'ramsch_on_pass=yes' gemeint?" -- \
    env LANG=de_DE.UTF-8 LC_ALL= "$SK" --db "$DB" tournament create Bad --rules club,ramsch=yes
bad "Kontra level 9" "club,kontra_max_level=9" "kontra_max_level=9: 0..4 or none, kontra, re, supra or hirsch"
bad "switch not yes/no" "club,bock_enabled=maybe" "bock_enabled=maybe: yes or no"
bad "rate denominator 0" "club,money_rate=1/0" "money_rate=1/0: denominator 0 is impossible"
bad "rate not a fraction" "club,money_rate=abc" "money_rate=abc: cents per point as NUM/DEN"
bad "prizes not 100 %" "isko,prize_percent=50/30" "prize_percent: the percentages add up to 80.00 %"
bad "prize not a percentage" "isko,prize_percent=50/x" "prize_percent=50/x: 'x' is not a percentage"
bad "tiers not from loss 1" "isko,loss_fee_tiers=2:50" "loss_fee_tiers: the first tier starts at loss 2"
bad "tiers not ascending" "isko,loss_fee_tiers=1:50/4:100/3:300" "loss_fee_tiers: tier 3 starts at loss 3 after 4"
bad "tiers garbled" "isko,loss_fee_tiers=1-50" "loss_fee_tiers=1-50: default, euroskat, flat, none or tiers"
bad "Bierlachs target below 100" "pub,bierlachs_target=50" "bierlachs_target=50: auto"
bad "payout over 100" "isko,payout_percent=120" "payout_percent=120: a whole number from 0 to 100"
bad "negative fee" "isko,entry_fee_ct=-5" "entry_fee_ct=-5: a whole number from 0"
bad "Gewinner-Ramsch on a minus list" "club,list_mode=minus,ramsch_mode=gewinner" \
    "ramsch_mode gewinner needs list_mode plain"
bad "Gewinner-Ramsch without a Ramsch" "isko,ramsch_mode=gewinner" \
    "ramsch_mode gewinner needs a Ramsch to be played: add ramsch_on_pass=yes"
bad "Ramsch round without Bock" "isko,ramsch_round_after_bock=yes" "ramsch_round_after_bock needs bock_enabled"
bad "preset not first" "kontra_max_level=re,pub" "rules: 'pub' is not key=value"
bad "no value" "club,money_rate=" "'money_rate=' has no usable value"
bad "one setting twice" "club,list_mode=minus,list_mode=plain" \
    "rules: 'list_mode' is given twice: give each setting once"
bad "one setting twice, spelt two ways" "club,money_rate=1/4,Money-Rate=1/2" "'Money-Rate' is given twice"
check "Bad was never created" 0 --no-out "Bad" -- S tournament list

# changing the rules later: only while no game is recorded
check "tournament rules changes one setting" 0 --out "house rules of 'Club' changed" \
    --out "  Kontra: up to Supra" --out "changed from club: kontra_max_level=supra" \
    -- S tournament rules Club kontra_max_level=3
check "the change is kept" 0 --out "  Kontra: up to Supra" -- S tournament show Club
check "a preset resets the profile" 0 --out "house rules: pub" --no-out "changed from" \
    -- S tournament rules Club pub
check "back to club" 0 --out "house rules: club" -- S tournament rules Club club
before=$(db_sum "$DB")
check "tournament rules: a bad setting" 3 --err "rules: bock_start=later: next or including_trigger" \
    -- S tournament rules Club bock_start=later
after=$(db_sum "$DB")
[ "$before" = "$after" ] && t_ok "bad change leaves the database unchanged" \
    || t_fail "bad change leaves the database unchanged" "db_sum changed"
S tournament use Club >/dev/null
S series draw 1 >/dev/null
S game add --series 1 --table 1 hearts --declarer 2 --with 1 --points 70 >/dev/null
before=$(db_sum "$DB")
check "refused once a game is recorded" 3 \
    --err "tournament 'Club': 1 game is recorded: the house rules are fixed once the first game is recorded" \
    -- S tournament rules Club pub
after=$(db_sum "$DB")
[ "$before" = "$after" ] && t_ok "refused change leaves the database unchanged" \
    || t_fail "refused change leaves the database unchanged" "db_sum changed"
S tournament create Sk --game schafkopf >/dev/null
check "Schafkopf has no house rules to change" 3 --err "tournament 'Sk' plays Schafkopf (bayerisch): house rules is for Skat tournaments" \
    -- S tournament rules Sk club
