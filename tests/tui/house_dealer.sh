#!/usr/bin/env bash
# tests/tui/house_dealer.sh - the TUI shows and checks the house dealer
# under ramsch_grand_hand_uses_game=no (rules-house-schafkopf.md B.4.7: the
# same dealer deals again after a Grand Hand instead of Ramsch), as `sheet
# show` does (tests/house/dealer.sh works the games out by hand):
#   game 1 dealer 1: seat 2 Grand Hand, a Ramsch round follows
#   game 2 dealer 2: seat 3 Grand Hand instead of Ramsch, the deal stays
#   game 3 dealer 2 (the rotation would say 3), game 4 dealer 3 (rotation 4)
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"

DB=$(new_db stay)
. "$(dirname "$0")/lib_tui.sh"
tui_db Anna Bert Carl Dora
sk tournament create Stay --rules "club,bock_enabled=no,ramsch_round_after_grand_hand=yes,ramsch_grand_hand_uses_game=no" >/dev/null \
    || { t_fail setup "tournament create"; exit 0; }
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bert\n1,1,3,Carl\n1,1,4,Dora\n' > "$TMP/seats.csv"
sk import seats -t Stay "$TMP/seats.csv" >/dev/null || { t_fail setup "import seats"; exit 0; }
sk game add -t Stay --series 1 --table 1 --declarer 2 grand --hand --with 1 --points 70 >/dev/null
sk game add -t Stay --series 1 --table 1 --declarer 3 grand --hand --with 2 --points 80 >/dev/null

start P "$SK" --db "$DB" tui --series 1 --table 1
expect "game 3: seat 2 deals again and sits out" P "Game 3 (seat 2 Bert deals and sits out)"
keys P g 2
expect "the dealer's key is refused on the entry line" P "declarer seat 2 deals game 3"
keys P Escape
keys P g 3 1 7 0
expect "seat 3, the rotation's dealer, declares: the list line" P "-> list 3:+72 RR"
keys P Enter
keycount "a Grand Hand instead of the Ramsch" 7 g 3 1 7 0 Enter
expect_row "game 3 saved, seat 2 marked as its dealer" P 3 "|G" "grand with 1 hand, 70 3:+72"
expect "game 4: seat 2 still deals (the rotation would say 4)" P "Game 4 (seat 2 Bert deals and sits out)"
got=$(sk sheet show -t Stay --series 1 --table 1 | awk '$1 == 3 && $2 ~ /^[0-9]+$/ {print $2}' | tr '\n' ' ')
[ "$got" = "2 " ] && t_ok "sheet show agrees: game 3 dealt by seat 2" || t_fail "sheet show dealer of game 3" "$got"
keys P q
