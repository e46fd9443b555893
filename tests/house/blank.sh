#!/usr/bin/env bash
# `sheet pdf --blank` under house rules (issue 17): the blank list of the
# tournament's list mode (the Marks column for K/R/S/H, Bock, Ramsch round;
# the running totals under the seats; the block with won, lost, Lachse for a
# Bierlachs with its target, Seeger-Fabian and the list) instead of the
# tournament sheet with its Seeger block; drawn and undrawn series; the
# ISkO blank sheet unchanged.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db b)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in Anna Bert Carl Dora Emil Fritz Gina; do S player add "$p" >/dev/null; done
# pdftext FILE: the PDF's text, runs of spaces squeezed to one
pdftext() { pdftotext -layout "$1" - 2>/dev/null | sed 's/^ *//; s/  */ /g'; }

S tournament create Kneipe --rules pub --series 2 >/dev/null
S series draw 1 --seed 3 >/dev/null          # a 4-table and a 3-table
check "blank sheets of a pub evening" 0 --out "wrote pub.pdf (2 tables)" -- S sheet pdf pub.pdf --series 1 --blank
check "the Bierlachs list: marks, Lachse, the targets of both table sizes" 0 \
    --out "# Dealer Contract Marks" --out "pub: Bierlachs (minus list in rounds), a Lachs at 401" \
    --out "pub: Bierlachs (minus list in rounds), a Lachs at 301" --out "Lachse lost" \
    --out "Seeger-Fabian" --out "List" --out "K Kontra, R Re, S Supra, H Hirsch, B Bock, RR Ramsch round" \
    --no-out "Game points" --no-out "(Won − lost)" --no-out "Bid" -- pdftext pub.pdf
check "an undrawn series of the pub evening: the same list without names" 0 \
    --out "series 2 is not drawn yet" -- S sheet pdf pub2.pdf --series 2 --blank
check "the undrawn series' list is the Bierlachs list" 0 --out "# Dealer Contract Marks" \
    --out "a Lachs at 401" --out "Lachse lost" --no-out "Game points" -- pdftext pub2.pdf

S tournament create Club --rules club,list_mode=minus,bierlachs_target=501 >/dev/null
S series draw 1 -t Club --seed 3 >/dev/null
check "blank sheets of a minus list" 0 -- S sheet pdf -t Club club.pdf --series 1 --blank --table 2
check "the minus list: marks and the list, no Lachse, no target" 0 --out "# Dealer Contract Marks" \
    --out "club: minus list (best: closest to 0)" --out "Games won" --no-out "Lachse lost" \
    --no-out "a Lachs at" --no-out "Game points" -- pdftext club.pdf

S tournament create Turnier >/dev/null
S series draw 1 -t Turnier --seed 3 >/dev/null
check "blank sheets of an ISkO tournament" 0 -- S sheet pdf -t Turnier iso.pdf --series 1 --blank
check "the tournament sheet with its Seeger block, unchanged" 0 --out "Game points" \
    --out "(Won − lost) × 50" --out "Bid" --no-out "Marks" --no-out "house rules" -- pdftext iso.pdf
