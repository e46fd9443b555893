#!/usr/bin/env bash
# tests/tui/house.sh - a pub evening (`--rules pub`: Bierlachs to 301,
# Kontra, Bock after a Grand Hand, then a Ramsch round, Ramsch when all pass)
# entered through the real TUI in tmux; the screen, `sheet show` and
# `game list` agree with the figures computed by hand
# (rules-house-schafkopf.md Part B):
#   g1 seat 1 Grand Hand mit 1, 75: V 72, opponents -72; opens 3 Bock games
#   g2 seat 2 Herz mit 1, 70, Kontra (Bock): 20 x 2 x 2 = 80, seats 1, 3 -80
#   g3 Ramsch 45/40/35 (Bock): seat 1 -45 x 2 = -90
#   g4 seat 3 Kreuz mit 1, 70 (Bock): 24 x 2 = 48, seats 1, 2 -48;
#      the Bock round is over: games 5-7 are a Ramsch round
#   g5 Ramsch 0/90/30, seat 1 Jungfrau: seat 2 -90 x 2 = -180
#   g6 seat 3 Grand Hand mit 2, 89 instead of Ramsch: V 96, seats 1, 2 -96:
#      seat 1 at -314, seat 2 at -396: both lose a Lachs, all restart at 0
#   g7 Ramsch, Durchmarsch seat 1: seats 2, 3 -120 each
# Totals now 0, -120, -120; Lachse 1, 1, 0.
# Money (bierlachs_price_ct=150, B.5/B.6.1: a Bierlachs list settles by
# Lachse, paid into the Kasse): seat 1 Cem and seat 2 Bea 1.50 each, Ann 0;
# Kasse 3.00.  Standings by fewest Lachse, then closest to 0: Ann (0 Lachse),
# Cem (1, total 0), Bea (1, -120).
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"

DB=$(new_db pub)
. "$(dirname "$0")/lib_tui.sh"
tui_db Ann Bea Cem
sk tournament create Kneipe --rules pub,bierlachs_price_ct=150 >/dev/null || { t_fail setup "tournament create"; exit 0; }
sk series draw 1 --seed 1 >/dev/null || { t_fail setup "series draw"; exit 0; }

start P "$SK" --db "$DB" tui --series 1 --table 1
expect "the sheet of a pub table" P "Kneipe - series 1 - table 1 (3 players) - 0/36 games" \
    "Bierlachs" "1-3 declarer, p passed, R Ramsch"

keys P 1 g 1 h 7 5
expect "g1 preview: Grand Hand" P "grand with 1, game 2, hand 3 = 3 × 24 = 72"
game "g1: a Grand Hand" 7 P Enter
expect_row "g1: the opponents -72, no Bock yet" P 1 "| -72 | -72 | grand with 1 hand, 75 2:-72 3:-72"
expect "g1 opens a Bock round" P "house rules pub: game 2 is Bock x2"

keys P 2 h 1 k 7 0
expect "g2: k sets Kontra on the entry line" P "hearts Kontra"
keys P Enter
expect_row "g2: Kontra and Bock: -80 each" P 2 "| -80 |G | -152 | K Bock x2 hearts with 1, 70 1:-80 3:-80"

keys P R 4 5 4 0 3 5
expect "g3: the Ramsch Augen on the entry line" P "Ramsch | 1 Cem 45 | 2 Bea 40 | 3 Ann 35 | skat 0"
keys P Enter
keycount "g3: a Ramsch where the list allows any game (R first)" 8 R 4 5 4 0 3 5 Enter
expect_row "g3: Ramsch in a Bock game: -90" P 3 "| -170 | |G | Bock x2 Ramsch 45/40/35, skat 0 1:-90"

game "g4: a suit game (with 1: the 7 goes to the points)" 6 P 3 c 1 7 0 Enter
expect_row "g4: Bock, -48 to seats 1 and 2" P 4 "|G -218 | -120 | | Bock x2 clubs with 1, 70 1:-48 2:-48"
expect "the Ramsch round is next" P "house rules pub: game 5 is a Ramsch (R) or a Grand Hand instead" \
    "Game 5 (seat 2 Bea deals) is a Ramsch: the Augen of each seat, or g for a Grand Hand instead"

# the entry of a Ramsch-round game opens on the Augen; Backspace goes to
# the declarer, where an ordinary game is refused before it is saved
keys P Enter
expect "a Ramsch-round game opens on the Augen" P "Ramsch | 1 Cem _ | 2 Bea _ | 3 Ann _ | skat 120"
keys P BSpace 2 c 1 7 0 Enter
expect "an ordinary game in the Ramsch round is refused" P "not saved: series 1, table 1, game 5: game 5 is in a Ramsch round"
keys P Escape
wait_for P "entry cancelled" || true

game "g5: a Ramsch of the Ramsch round, Jungfrau seat 1 (j is Down on the sheet: R first)" 7 P R j 9 0 3 0 Enter
expect_row "g5: Jungfrau doubles: -180" P 5 "|G -300 | | RR Ramsch 0/90/30, skat 0, Jungfrau seat 1 2:-180"
game "g6: a Grand Hand instead of the Ramsch" 7 P g 3 2 8 9 Enter
expect_row "g6: Grand Hand instead of Ramsch, two Lachse lost" P 6 "| -314 $ | -396 $ |G | RR grand with 2 hand, 89 1:-96 2:-96"
game "g7: a Durchmarsch" 7 P d Enter
expect_row "g7: Durchmarsch: -120 to the others" P 7 "|G | -120 | -120 | RR Ramsch 120/0/0, skat 0, Durchmarsch seat 1"
expect_line "the list after 7 games" P "Bierlachs" "Bierlachs | 0 | -120 | -120 |"
expect_line "the Lachse" P "Lachse" "Lachse | 1 | 1 | 0 |"

keys P q
wait_for P "TUI-EXIT 0" 5 || keys P y
expect "the TUI ends" P "TUI-EXIT 0"

# the same list through the CLI
check "sheet show agrees" 0 --out "List (this round)             0     -120     -120" \
    --out "Lachse                        1        1        0" \
    --out "   6      3     -314     -396           RR GH" -- sk sheet show --series 1 --table 1
check "game list agrees" 0 --out "seat 1 Cem loses a Lachs" --out "seat 2 Bea loses a Lachs" \
    -- sk game list --series 1
check "the Kontra was stored" 0 --out "1,1,2,2,hearts,1,0,0,,18,70,0,0,,kontra," -- sk export games -

check "standings: fewest Lachse first" 0 --out '{"rank":1,"player":"Ann","list":-120,"lachse":0,' \
    --out '{"rank":2,"player":"Cem","list":0,"lachse":1,' --out '{"rank":3,"player":"Bea","list":-120,"lachse":1,' \
    -- sk standings --format json
check "money: each Lachs 1.50 into the Kasse" 0 --out "Bierlachs: 150 ct per Lachs, paid into the Kasse" \
    --out "Kasse: 3.00 euros" --no-out "who pays whom" -- sk money
check "money csv: Cem and Bea -150 ct, Ann 0" 0 --out ",Cem,0,1," --out ",Bea,-120,1," --out ",Ann,-120,0," \
    -- sk money --format csv
if [ "$(sk money --format csv | awk -F, 'NR > 1 { print $2 "=" $NF }' | sort | tr '\n' ' ')" = "Ann=0 Bea=-150 Cem=-150 " ]; then
    t_ok "money csv: the balances are the Lachse times 150 ct"
else
    t_fail "money csv: the balances are the Lachse times 150 ct" "$(sk money --format csv)"
fi

# the sheet PDF of the evening: the same list
check "sheet pdf of the pub table" 0 --out "wrote $TMP/pub.pdf (1 table)" \
    -- sk sheet pdf --series 1 --table 1 "$TMP/pub.pdf"
pdf_has "$TMP/pub.pdf" " 6 3 3: grand with 2 hand, 89, won" "RR GH −314 \$ −396 \$" \
    " 2 2 2: hearts with 1, 70, won 20" "KB −80 −152" "Lachse lost 1 1 0" "List 0 −120 −120" "pub: Bierlachs"
