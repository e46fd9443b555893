#!/usr/bin/env bash
# The README's Schafkopf example ("Schafkopf: a Stammtisch"; explained in
# docs/schafkopf.md): first mirrored here with checks of each game and the
# money (kept in sync by hand: change both together), then the README's
# code block run as written (tests/readme/lib_readme.sh) on a new database.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$TDIR/../readme/lib_readme.sh"
cd "$TMP" || exit 1
export SKATSHEET_DB=$(new_db skatsheet)
M=$(printf '\xe2\x88\x92')
"$SK" init >/dev/null
for p in Anna Bernd Carla Dora; do "$SK" player add "$p" >/dev/null; done
check "create" 0 --out "created tournament 'Stammtisch' (schafkopf)" -- \
    "$SK" tournament create Stammtisch --game schafkopf --tariff 10-20-50 --rules lauf_min=3,kontra_max_level=re
check "draw" 0 --out "seat 1      -  Anna" --out "seat 2      -  Carla" --out "seat 3      -  Dora" \
    --out "seat 4      -  Bernd" -- "$SK" series draw 1 --seed 4
check "game 1" 0 --out "recorded game 1 (dealer seat 1 Anna): Rufspiel mit der Eichel-Sau, Anna + Dora, 70 Augen: won, 20 per player" \
    --out "result: +20 / ${M}20 / +20 / ${M}20 (Anna, Carla, Dora, Bernd)" -- \
    "$SK" game add --series 1 --table 1 ruf --declarer 1 --partner 3 --suit eichel --points 70
check "game 2" 0 --out "recorded game 2 (dealer seat 2 Carla): Farbsolo Herz, Carla alone, 95 Augen, 3 Laufende: won, 90 per opponent" \
    --out "result: ${M}90 / +270 / ${M}90 / ${M}90 (Anna, Carla, Dora, Bernd)" -- \
    "$SK" game add --series 1 --table 1 solo --declarer 2 --suit herz --points 95 --laufende 3
check "game 3" 0 --out "recorded game 3 (dealer seat 3 Dora): Wenz, Bernd alone, 50 Augen, 1 geklopft: lost, 100 per opponent" \
    --out "result: +100 / +100 / +100 / ${M}300 (Anna, Carla, Dora, Bernd)" -- \
    "$SK" game add --series 1 --table 1 wenz --declarer 4 --points 50 --klopfer 1
check "money" 0 --out "Carla       +350      +350      +3.50" --out "Anna         +30       +30      +0.30" \
    --out "Dora         +30       +30      +0.30" --out "Bernd       ${M}410      ${M}410      ${M}4.10" \
    --out "sum: 0 ct (zero-sum: every cent one player pays another receives)" -- "$SK" money
# --format takes any case, as the option parser does: CSV is CSV, JSON JSON
check "money --format CSV" 0 --out "player,points,cents" --out "Carla,350,350" -- "$SK" money --format CSV
check "standings --format JSON" 0 --out '{"tournament":"Stammtisch","game":"schafkopf"' -- "$SK" standings --format JSON
check "sheet show --format Csv" 0 --out "series,table,game,dealer,contract" -- "$SK" sheet show --series 1 --table 1 --format Csv
check "money in German: the decimal comma" 0 --out "+3,50" --out "${M}4,10" --no-out "+3.50" -- "$SK" --lang de money

# The README's block itself: every "$ " line run, every line under it a
# whole line of what it printed.
mkdir -p verbatim && cd verbatim || exit 1
md_run "README" < <(md_section "$TDIR/../../README.md" "Schafkopf: a Stammtisch" ||
    t_fail "README.md has a section 'Schafkopf: a Stammtisch'")
[ "$MD_NCMD" -ge 8 ] && [ "$MD_NOUT" -ge 12 ] && t_ok "README: $MD_NCMD commands and $MD_NOUT output lines" ||
    t_fail "README: the section's examples" "$MD_NCMD commands, $MD_NOUT output lines"
