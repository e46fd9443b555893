#!/usr/bin/env bash
# tests/tui/pub_money.sh - a second pub evening typed into the real TUI in
# tmux, this one settled in money: `--rules pub,list_mode=minus,
# money_rate=1/2` (the pub preset - Kontra up to Re, Bock after a Spaltarsch
# or a Grand Hand, a Ramsch round after each Bock round, Ramsch when all
# pass, Schieben, "Hand wird nicht bestraft" - on the minus list, half a
# cent per point).  The screen, `sheet show`, the sheet PDF, `standings` and
# `money` agree with the figures computed by hand from
# rules-house-schafkopf.md Part B (seat 1 Ann, 2 Bea, 3 Cem; minus list:
# won -> each opponent -V x 2^k x bock, lost -> the declarer -2V (Hand: -V)):
#   g1 Ann Herz mit 1, 70, Kontra: 20 x 2 = 40: Bea -40, Cem -40
#   g2 Bea Kreuz mit 2, 60 Augen: lost 36 x 2 = -72 for Bea; exactly 60 is
#      a Spaltarsch: opens 3 Bock games (3, 4, 5)
#   g3 Cem Pik mit 1, 80, Re (Bock): 22 x 4 x 2 = 176: Ann -176, Bea -176
#   g4 all pass -> Ramsch 50/40/30, 1 geschoben (Bock): Ann -50 x 2 x 2 = -200
#   g5 Ann Grand Hand mit 1, 75 (Bock): 72 x 2 = 144: Bea -144, Cem -144;
#      the first Bock round is over -> Ramsch round (6, 7, 8); the Grand
#      Hand opens 3 more Bock games after it (9, 10, 11)
#   g6 Ramsch 30/50/40, 2 geschoben: Bea -50 x 4 = -200
#   g7 Ramsch 40/45/35: Bea -45
#   g8 Ramsch 35/35/50, 1 geschoben: Cem -50 x 2 = -100
#   g9 Bea Karo Hand mit 1, 50, Kontra (Bock): lost Hand not punished:
#      27 x 1 x 2 x 2 = -108
# Totals: Ann -176-200 = -376; Bea -40-72-176-144-200-45-108 = -785;
# Cem -40-144-100 = -284.  Standings (closest to 0 first): Cem, Ann, Bea.
# Seeger-Fabian (B.0: Kontra/Bock multiply only the game points, Ramsch
# entries count as points without a bonus, +40 to both others for a lost
# game): Ann 40+50 + 144+50 - 200 + 2 x 40 = 164; Bea -72-50 -108-50 -200-45
# = -525; Cem 176+50 - 100 + 2 x 40 = 206.
# Money at 1/2 ct (B.6.1): cents rounded half away from zero: Ann -188,
# Bea -392.5 -> -393, Cem -142; sum -723; net = 3c + 723: Ann +159,
# Bea -456, Cem +297 (sum 0).  Who pays whom (creditors by amount): Bea pays
# Cem 2.97, Bea pays Ann 1.59.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"

DB=$(new_db pub)
. "$(dirname "$0")/lib_tui.sh"
tui_db Ann Bea Cem
sk tournament create Abend --rules pub,list_mode=minus,money_rate=1/2 >/dev/null \
    || { t_fail setup "tournament create"; exit 0; }
printf 'series,table,seat,player\n1,1,1,Ann\n1,1,2,Bea\n1,1,3,Cem\n' > "$TMP/seats.csv"
sk import seats "$TMP/seats.csv" >/dev/null || { t_fail setup "import seats"; exit 0; }

start P "$SK" --db "$DB" tui --series 1 --table 1
expect "the sheet of the pub table on a minus list" P "Abend - series 1 - table 1 (3 players) - 0/36 games" \
    "Minus list"

keys P 1 h 1 k Enter Enter 7 0
expect "g1: k sets Kontra" P "Game 1: 1 Ann | hearts Kontra | with 1"
keys P Enter
expect_row "g1: Kontra, the opponents -40 each" P 1 "| -40 | -40 | K hearts with 1, 70 2:-40 3:-40"
keys P 2 c 2 Enter Enter 6 0 Enter
expect_row "g2: 60 Augen lost: -72" P 2 "|G -112 | | clubs with 2, 60 2:-72"
expect "g2 was a Spaltarsch: Bock follows" P "house rules pub: game 3 is Bock x2"
keys P 3 s 1 k k Enter Enter 8 0
expect "g3: k k is Re" P "Game 3: 3 Cem | spades Re | with 1"
# (the preview's Seeger is the list's, B.0: 22 x 4 x 2 + 50 = 226)
expect "g3 before Enter: the entry line says what the list books" P "won +22 (Seeger +226) -> list 1:-176 2:-176 Bock x2"
expect_row "g3 before Enter: the row shows the totals it reaches" P 3 "| (-176) | (-288) |G | (1:-176 2:-176 Bock x2, not saved yet: Enter saves)"
keys P Enter
expect_row "g3: Re and Bock: -176 each" P 3 "| -176 | -288 |G | R Bock x2 spades with 1, 80 1:-176 2:-176"
keys P R 5 0 Space 4 0 Space 3 0 v
expect "g4: v pushes the skat once" P "Ramsch | 1 Ann 50 | 2 Bea 40 | 3 Cem 30 | skat 0 pushed 1"
expect "g4 before Enter: who pays the Ramsch" P "-> list 1:-200 Bock x2"
keys P Enter
expect_row "g4: Schieberamsch in a Bock game: -200" P 4 "|G -376 | | | Bock x2 Ramsch 50/40/30, skat 0, geschoben 1 1:-200"
keys P 1 g 1 h Enter Enter 7 5 Enter
expect_row "g5: Grand Hand in the Bock round: -144 each" P 5 "| |G -432 | -184 | Bock x2 grand with 1 hand, 75 2:-144 3:-144"
expect "the Ramsch round comes first" P "house rules pub: game 6 is a Ramsch (R) or a Grand Hand instead"
keys P Enter BSpace 2 c 1 7 0
expect "an ordinary game there: refused before Enter" P "not saved as it is: game 6 is in a Ramsch round"
keys P Escape
wait_for P "entry cancelled" || true
keys P R 3 0 Space 5 0 Space 4 0 v v Enter
expect_row "g6: two pushed: -50 x 4" P 6 "| -632 |G | RR Ramsch 30/50/40, skat 0, geschoben 2 2:-200"
game "g7: a Ramsch of the Ramsch round" 7 P 4 0 4 5 3 5 Enter
expect_row "g7: Ramsch: -45" P 7 "|G | -677 | | RR Ramsch 40/45/35, skat 0 2:-45"
keys P R 3 5 Space 3 5 Space 5 0 v Enter
expect_row "g8: one pushed: -50 x 2" P 8 "|G | -284 | RR Ramsch 35/35/50, skat 0, geschoben 1 3:-100"
expect "the Grand Hand's Bock round follows" P "house rules pub: game 9 is Bock x2"
keys P 2 d 1 h k Enter Enter 5 0 Enter
expect_row "g9: Hand not punished, Kontra, Bock: -108" P 9 "| -785 |G | K Bock x2 diamonds with 1 hand, 50 2:-108"
expect_line "the minus list after 9 games" P "Minus list" "Minus list | -376 | -785 | -284 |"
expect_line "games won" P "Won" "Won | 2 | 0 | 1 |"
expect_line "Seeger-Fabian" P "Seeger" "Seeger | 164 | -525 | 206 |"

# editing is checked the way saving checks it (the whole table replayed
# with the typed game in its place), before Enter: game 2 with 61 Augen
# would be won, no Spaltarsch, so the first Bock round would start at game 5
# and its Ramsch round would take game 9
keys P Up Up Up Up Up Up Up Up e
expect "editing game 2" P "Edit game 2: 2 Bea | clubs | with 2"
keys P BSpace BSpace 6 1
expect "an edit that moves game 9 into a Ramsch round: said before Enter" P \
    "not saved as it is: game 9: game 9 is in a Ramsch round"
keys P Escape
wait_for P "entry cancelled" || true
# game 1 with 50 Augen: Ann loses the Kontra game: -2 x 20 x 2 = -80
# (Seeger -80 - 50 = -130)
keys P Up e BSpace BSpace 5 0
expect "the edit's preview: what the list would book" P "lost -40 (Seeger -130) -> list 1:-80"
expect_row "the edited row shows the total it would reach" P 1 "|G (-80) | | | (1:-80, not saved yet: Enter saves)"
keys P Escape
wait_for P "entry cancelled" || true
# game 1 with Supra: above pub's Re
keys P e k k
expect "an edit the profile refuses, before Enter" P "not saved as it is: game 1: kontra 3 (Supra) is above kontra_max_level 2 (Re)"
keys P Escape

keys P q
wait_for P "TUI-EXIT 0" 5 || keys P y
expect "the TUI ends" P "TUI-EXIT 0"

# the same evening through the CLI
check "sheet show agrees" 0 --out "List                       -376     -785     -284" \
    --out "Seeger-Fabian               164     -525      206" \
    --out "   5      2              -432     -184  B         1: grand with 1 hand, 75, won 72; 2: -144; 3: -144" \
    -- sk sheet show --series 1 --table 1
check "standings: closest to 0 first" 0 --out '{"rank":1,"player":"Cem","list":-284,"lachse":0,"seeger":206,' \
    --out '{"rank":2,"player":"Ann","list":-376,"lachse":0,"seeger":164,' \
    --out '{"rank":3,"player":"Bea","list":-785,"lachse":0,"seeger":-525,' \
    -- sk standings --format json
check "standings text" 0 --out "  1.  Cem        −284" --out "  3.  Bea        −785" \
    --out "minus list: ranked closest to 0 first" -- sk standings
check "money: the balances in cents" 0 --out "1,Cem,-284,0,1,0,0,297,0,0,0,0,297" \
    --out "2,Ann,-376,0,2,0,0,159,0,0,0,0,159" --out "3,Bea,-785,0,0,2,0,-456,0,0,0,0,-456" \
    -- sk money --format csv
check "money: who pays whom" 0 --out "pub, 1/2 ct per point on the list totals" \
    --out "  Bea pays Cem 2.97 euros" --out "  Bea pays Ann 1.59 euros" \
    --out "settlement sum: 0 ct" -- sk money

# the sheet PDF: the marks and the totals
check "sheet pdf of the evening" 0 --out "wrote $TMP/abend.pdf (1 table)" \
    -- sk sheet pdf --series 1 --table 1 "$TMP/abend.pdf"
pdf_has "$TMP/abend.pdf" "List −376 −785 −284" "Seeger-Fabian 164 −525 206" "Games won 2 0 1" \
    "Games lost 0 2 0" " 3 3 3: spades with 1, 80, won 22 RB −176 −288" "pub: minus list (best: closest to 0)"
