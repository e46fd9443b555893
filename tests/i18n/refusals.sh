#!/usr/bin/env bash
# German throughout (issue 36): every refusal of the bad-input catalogue
# (tests/bad_input/catalogue.sh, run again with CATALOGUE_DE set: each
# refusal a second time under LANG=de_DE.UTF-8) and the normal output of the
# main commands under LANG=de_DE.UTF-8 carry no English word
# (lib_i18n.sh: no_english, and the wider list below) and no internal key
# (a snake_case identifier outside quotes: a key the user types is quoted
# and explained in German).
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_i18n.sh"
TDIR=$(cd "$(dirname "$0")" && pwd)
cd "$TMP" || exit 1

# ---- the catalogue's refusals in German ----
DE_ERR=$TMP/catalogue.de.txt
: >"$DE_ERR"
CATALOGUE_DE=$DE_ERR bash "$TDIR/../bad_input/catalogue.sh" >"$TMP/catalogue.out" 2>&1
grep -q '^ok - ' "$TMP/catalogue.out" && ! grep -q '^FAIL - ' "$TMP/catalogue.out" &&
    t_ok "the catalogue runs ($(grep -c '^ok - ' "$TMP/catalogue.out") cases)" ||
    t_fail "the catalogue runs" "$(grep '^FAIL - ' "$TMP/catalogue.out" | head -5)"
n=$(wc -l <"$DE_ERR.names")
[ "$n" -ge 100 ] && t_ok "$n refusals asked again in German" || t_fail "refusals asked in German" "$n"
grep -q 'skatsheet: ' "$DE_ERR" && grep -q 'ist\|muss\|nicht' "$DE_ERR" &&
    t_ok "the refusals came in German" || t_fail "the refusals came in German" "$(head -3 "$DE_ERR")"
no_english "catalogue refusals" "$DE_ERR"
more_english "catalogue refusals" "$DE_ERR"
no_keys "catalogue refusals" "$DE_ERR"

# ---- the main commands' normal output in German ----
de() { ( unset LC_ALL LC_MESSAGES LANGUAGE; export LANG=de_DE.UTF-8; "$SK" "$@" ); }
export SKATSHEET_DB=$(new_db d)
OUT=$TMP/out.txt
: >"$OUT"
run() { echo "\$ skatsheet $*" >>"$OUT"; de "$@" >>"$OUT" 2>&1; }
run init
for p in Anna Bernd Carla Dora Emil Frieda Gerd Hanna; do run player add "$p" --club "Skatfreunde"; done
run player list
run tournament create Abend --series 2 --rules club
run tournament show
run series draw 1 --seed 7
run series show 1
run game add --series 1 --table 1 --declarer 2 clubs --with 1 --points 70
run game add --series 1 --table 1 --passed
run game add --series 1 --table 1 --declarer 1 grand --with 2 --points 90 --kontra re
run game list --series 1
run game history --series 1 --table 1
run check
run standings
run stats
run money
run tournament create Kneipe --rules pub
run series draw 1 --seed 7 -t Kneipe
run game add -t Kneipe --series 1 --table 1 --ramsch -,45,40,35
run standings -t Kneipe
run tournament show -t Kneipe
run tournament create Bayern --game schafkopf --rules kontra_max_level=re
run series draw 1 --seed 3 -t Bayern
run game add -t Bayern --series 1 --table 1 ruf --declarer 1 --partner 3 --suit eichel --points 70
run standings -t Bayern
run tournament show -t Bayern
run config
# one table, one game: the singular forms (1 Tisch, 1 spielt noch, 1 fehlt)
export SKATSHEET_DB=$(new_db one)
run init
for p in Anna Bernd Carla Dora; do run player add "$p"; done
run tournament create Klein --series 1
run series draw 1 --seed 2
run clock start --series 1
run clock show
run game add --series 1 --table 1 --declarer 2 clubs --with 1 --points 70
run tournament show
run check
run stats
run stats Bernd
grep -q 'Gesamtwertung\|Wertung\|Rang' "$OUT" && t_ok "the commands spoke German" ||
    t_fail "the commands spoke German" "$(head -5 "$OUT")"
no_english "main commands" "$OUT"
more_english "main commands" "$OUT"
no_keys "main commands" "$OUT"
# a count meets its noun in the singular, and a German number has a comma
left=$(grep -nP '(?<![\d.,])1 (Tische|Spiele|Serien|Tischen|Spielen|Runden|fehlen|spielen|warten|haben|sind)\b' "$OUT" | head -5)
[ -z "$left" ] && t_ok "main commands: 1 Tisch, 1 fehlt (no plural after 1)" || t_fail "main commands: no plural after 1" "$left"
grep -q 'spielt noch' "$OUT" && t_ok "the clock: 1 spielt noch" || t_fail "the clock: 1 spielt noch" "$(grep -n 'noch' "$OUT" | head -3)"
left=$(grep -v '^\$ ' "$OUT" | grep -nP '(?<![\d.])\d+\.\d{1,2}(?![\d.])' | head -5)
[ -z "$left" ] && t_ok "main commands: decimal commas" || t_fail "main commands: decimal commas" "$left"
grep -qP '\d,\d' "$OUT" && t_ok "stats shows a decimal comma" || t_fail "stats shows a decimal comma"
[ -n "${I18N_DUMP:-}" ] && cp "$DE_ERR" "$OUT" "$I18N_DUMP"/
exit 0
