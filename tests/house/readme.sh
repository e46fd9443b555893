#!/usr/bin/env bash
# The pub evening: the README's section "House rules: a Bierlachs at the
# pub" and docs/house-rules.md's "A pub evening" (the same evening game by
# game).  First its commands mirrored here with checks of what each game
# books (kept in sync by hand: change both together), then both pages'
# code blocks run as written (tests/readme/lib_readme.sh), each on a new
# database.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$TDIR/../readme/lib_readme.sh"
cd "$TMP" || exit 1
export SKATSHEET_DB=$(new_db skatsheet)
M=$(printf '\xe2\x88\x92')
"$SK" init >/dev/null
for p in Anna Bernd Carla; do "$SK" player add "$p" >/dev/null; done
check "create" 0 --out "created tournament 'Kneipe'" -- "$SK" tournament create Kneipe --rules pub,bierlachs_price_ct=150
check "show" 0 --out "house rules: pub" --out "  money: 150 ct per Lachs" \
    --out "  changed from pub: bierlachs_price_ct=150" -- "$SK" tournament show Kneipe
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bernd\n1,1,3,Carla\n' > seats.csv
check "seats" 0 -- "$SK" import seats seats.csv
G() { "$SK" game add --series 1 --table 1 "$@"; }
check "Grand Hand opens a Bock round" 0 --out "list: seat 2 Bernd ${M}72, seat 3 Carla ${M}72; opens 3 Bock games" \
    -- G --declarer 1 grand --hand --with 1 --points 75
check "Kontra in a Bock game: 80" 0 --out "list: seat 1 Anna ${M}80, seat 3 Carla ${M}80; Bock x2" \
    -- G --declarer 2 hearts --with 1 --points 70 --kontra kontra --kontra-by 1
check "Carla loses in Bock: -144" 0 --out "list: seat 3 Carla ${M}144" -- G --declarer 3 clubs --with 2 --points 50
check "Carla over 301 loses the Lachs" 0 --out "seat 3 Carla loses a Lachs (all restart at 0)" \
    -- G --declarer 1 spades --with 1 --points 70
check "Ramsch: Anna -45" 0 --out "list: seat 1 Anna ${M}45; Ramsch round" -- G --ramsch 45,40,35
check "Grand Hand instead of Ramsch" 0 --out "(Grand Hand instead of Ramsch)" \
    -- G --declarer 2 grand --hand --with 1 --points 80
check "Ramsch: Anna -60" 0 --out "list: seat 1 Anna ${M}60" -- G --ramsch 60,30,30
check "standings as in the README" 0 --out "  1.  Bernd        0        0     +292     2     0" \
    --out "  2.  Anna         0     ${M}177     +151     2     0" \
    --out "  3.  Carla        1      ${M}72     ${M}194     0     1" -- "$SK" standings
check "money as in the README" 0 --out "money of 'Kneipe': pub, Bierlachs: 150 ct per Lachs, paid into the Kasse" \
    --out "  3.  Carla       ${M}72       1     ${M}1.50     ${M}1.50        ${M}150" \
    --out "Kasse: 1.50 euros from 150 ct per Lachs" -- "$SK" money
# The standings page of export pdf names the ranking rule in its table
# title; the Bierlachs sentence is longer than the page is wide and goes on
# a second line instead of being cut ("then the cu...").
check "export pdf of the evening" 0 --out "wrote kneipe.pdf" -- "$SK" export pdf kneipe.pdf
pdftotext -layout kneipe.pdf kneipe.txt 2>/dev/null
grep -q 'ranked by fewest Lachse' kneipe.txt && grep -q 'current round closest to 0' kneipe.txt \
    && ! grep -q $'\xe2\x80\xa6' kneipe.txt \
    && t_ok "the PDF's ranking rule is whole, on two lines" \
    || t_fail "the PDF's ranking rule is whole, on two lines" "$(head -n 14 kneipe.txt)"
check "a scoring rule after the first game is refused" 3 --err "the house rules are fixed once the first game is recorded" \
    -- "$SK" tournament rules Kneipe kontra_max_level=supra
check "a money setting after the first game is changed and kept" 0 \
    --out "money settings of 'Kneipe' changed: bierlachs_price_ct=100 (was bierlachs_price_ct=150)" \
    -- "$SK" tournament money Kneipe bierlachs_price_ct=100

# The pages' code blocks themselves (so they cannot drift from what the
# program does): every line is run; a line under a "$ " command is output
# the page shows for it, a whole line of what it printed.
ROOT=$TDIR/../..
mkdir -p verbatim && cd verbatim || exit 1
for page in "README.md:House rules: a Bierlachs at the pub" "docs/house-rules.md:A pub evening"; do
    file=${page%%:*} title=${page#*:}
    md_run "$file" < <(md_section "$ROOT/$file" "$title" || t_fail "$file has a section '$title'")
    [ "$MD_NCMD" -ge 12 ] && [ "$MD_NOUT" -ge 4 ] && t_ok "$file: $MD_NCMD commands and $MD_NOUT output lines" ||
        t_fail "$file: the section's examples" "$MD_NCMD commands, $MD_NOUT output lines"
done
