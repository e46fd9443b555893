#!/usr/bin/env bash
# The game's text on the filled house-rules score sheet (`sheet pdf` of a
# pub tournament with Kontra, Bock, Ramsch): never cut while it fits on one
# line a little smaller or on two lines of the row; the whole text is in
# the PDF in English and in German; so is the Marks heading (Zeichen).
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db t)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in Anna Bernd Carla Dora; do S player add "$p" >/dev/null; done
S tournament create P --rules pub >/dev/null
S series draw 1 --seed 3 -t P >/dev/null
G() { S game add -t P --series 1 --table 1 "$@" >/dev/null; }
G --declarer 2 grand --hand --with 1 --points 75 --kontra kontra
G --declarer 3 clubs --with 2 --points 30 --kontra re
G --ramsch 30,45,-,45
G --declarer 1 grand --hand --with 2 --points 95 --kontra kontra --schneider
G --declarer 2 null --hand --ouvert --won
# the PDF's text on one line (a text on two lines joined by a space)
pdfline() { pdftotext "$1" - 2>/dev/null | tr '\n' ' ' | sed 's/  */ /g'; }
check "the sheet of the pub evening" 0 --out "wrote en.pdf (1 table)" -- \
    S sheet pdf en.pdf --series 1 --table 1
check "every game's whole text on the sheet" 0 --out "2: grand with 1 hand, 75, won 72" \
    --out "3: clubs with 2, 30, lost 48" --out "Ramsch 30/45/-/45" \
    --out "1: grand with 2 hand, 95 schneider, won 120" --out "2: null hand ouvert, won, won 59" \
    --no-out "schneid…" -- pdfline en.pdf
check "the German sheet" 0 --out "de.pdf geschrieben (1 Tisch)" -- \
    env LANGUAGE=de LANG=de_DE.UTF-8 LC_ALL=de_DE.UTF-8 "$SK" --db "$DB" sheet pdf de.pdf --series 1 --table 1
check "every game's whole German text on the sheet" 0 --out "2: Grand mit 1 Hand, 75, gewonnen 72" \
    --out "3: Kreuz mit 2, 30, verloren 48" --out "1: Grand mit 2 Hand, 95 Schneider, gewonnen 120" \
    --out "2: Null Hand ouvert, gewonnen, gewonnen 59" --out " Zeichen " \
    --no-out "gewon…" --no-out "Schneid…" --no-out "Zeich…" \
    -- pdfline de.pdf
