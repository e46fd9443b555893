#!/usr/bin/env bash
# tests/tui/money.sh - the TUI's money screen (m on the standings and the
# statistics screens): the settlement of `skatsheet money` for a club
# evening (H24 of rules-house-schafkopf.md: list totals +218 -81 +60 -38 at
# 1/4 ct: A +1.80, B -1.20, C +0.20, D -0.80; B pays A 1.20, D pays A 0.60,
# D pays C 0.20), one series with Left/Right, Esc back where it came from;
# the standings screen ranks by the list as `standings` does.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"

if ! command -v tmux >/dev/null 2>&1; then
    t_fail "tmux available" "tmux is not installed"
    exit 0
fi

DB=$(new_db m)
. "$(dirname "$0")/lib_tui.sh"
sk() { "$SK" --db "$DB" "$@"; }
sk init >/dev/null || { t_fail setup "init failed"; exit 0; }
. "$(dirname "$0")/../house/lib_h24.sh"
h24_record "$DB" H24 || t_fail "H24 recorded" "see stderr"

start M "$SK" --db "$DB" tui --series 1 --table 1
expect "the sheet" M "H24 - series 1 - table 1"
keys M s
expect "the standings screen offers m money" M "m money"
expect "the standings follow the list mode" M "house rules club: ranked by the list total" \
    "Rank  Player                      List  Seeger  Won Lost"
expect_line "standings: Anna first, list 218, Seeger 428, as 'standings'" M " *1\\. " "1. Anna 218 428 3 0"
expect_line "standings: Bert last, list -81" M " *4\\. " "4. Bert -81 -1 2 1"
keys M Tab Tab
expect "a house list ranks players only: no team ranking" M "H24 plays house rules: its list ranks players only"
keys M Tab
keys M m
expect "m opens the money screen" M "H24 - money" "club, 1/4 ct per point on the list totals, settled at each table"
expect_line "Anna: list +218, settles +1.80" M " *1\\. " "1. Anna +218 1.80 1.80"
expect_line "Bert: list -81, pays 1.20" M " *4\\. " "4. Bert -81 -1.20 -1.20"
expect "who pays whom, as 'skatsheet money'" M "Who pays whom:" "Bert pays Anna 1.20 euros" \
    "Dora pays Anna 0.60 euros" "Dora pays Carl 0.20 euros"
keys M Right
expect "Right: series 1 alone (the same figures)" M "H24 - money of series 1" "Bert pays Anna 1.20 euros"
keys M Escape
expect "Esc goes back to the standings" M "H24 - standings of series 1"
keys M t
expect "the statistics screen offers m money" M "m money"
keys M m
expect "m from the statistics" M "Who pays whom:"
keys M Escape
expect "Esc goes back to the statistics" M "statistics:"
keys M q
wait_for M "TUI-EXIT 0" 5 || keys M y
expect "the TUI ends" M "TUI-EXIT 0"

# German
start D env SKATSHEET_LANG=de "$SK" --db "$DB" tui --series 1 --table 1
expect "German sheet" D "H24"
keys D s
keys D m
expect "German money screen" D "H24 - Geld" "Wer zahlt an wen:" "Bert zahlt an Anna 1,20 Euro"
keys D q
wait_for D "TUI-EXIT 0" 5 || keys D y

# tournament money on an 80-column terminal: every column fits (the name
# gives way): entry fee 10.00, passed fee 0.20, Bert's lost game 0.50,
# prizes 60/40 of the pool of 30.00
sk tournament create Preis --rules "isko,entry_fee_ct=1000,passed_fee_ct=20,prize_percent=60/40,money_rate=0" >/dev/null
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bert\n1,1,3,Carl\n' > "$TMP/preis.csv"
sk import seats -t Preis "$TMP/preis.csv" >/dev/null
sk game add -t Preis --series 1 --table 1 --declarer 1 hearts --with 1 --points 70 >/dev/null
sk game add -t Preis --series 1 --table 1 --declarer 2 clubs --with 1 --points 50 >/dev/null
sk game add -t Preis --series 1 --table 1 --passed >/dev/null
start P "$SK" --db "$DB" tui -t Preis --series 1 --table 1
TM resize-window -t P -x 80 -y 30 2>/dev/null
expect "the Preis sheet" P "Preis - series 1 - table 1"
keys P s m
expect "the money columns at 80 columns" P "Entry  Losses  Passed   Prize  Balance"
# money_rate=0: no settlement column of 0.00, the reminder instead (issue 29)
expect_line "Anna: entry, passed fee, prize, balance" P " *1\\. " "1. Anna +110 -10.00 0.00 -0.20 18.00 7.80"
expect_line "Bert: a lost game's fee" P " *3\\. " "3. Bert -98 -10.00 -0.50 -0.20 0.00 -10.70"
expect "the prize pool" P "Prize pool: 30.00 euros; kept by the organiser: 1.10 euros"
expect "no rate set: the reminder, wrapped at 80 columns" P "a tournament settles its entry fees, loss fees and prizes only: no money" \
    "skatsheet tournament money 'Preis'" "money_rate=1/10)"
keys P q
wait_for P "TUI-EXIT 0" 5 || keys P y

# a rate changed after the games (issue 36): H24's nine games keep 1/4 ct,
# the money screen lists the rate periods as `money` does
h24_record "$DB" H24r || t_fail "H24r recorded" "see stderr"
sk tournament money H24r money_rate=1 >/dev/null
start R "$SK" --db "$DB" tui -t H24r --series 1 --table 1
expect "the H24r sheet" R "H24r - series 1 - table 1"
keys R s m
expect_line "H24 at 1/4 ct still: Anna +1.80" R " *1\\. " "1. Anna +218 1.80 1.80"
expect "the rate periods" R "rate periods (games counted in the order they were recorded):" \
    "1. games 1 to 9 (9 games): 1/4 ct per point" "2. from game 10 on (no game yet): 1 ct per point"
keys R q
wait_for R "TUI-EXIT 0" 5 || keys R y
