#!/usr/bin/env bash
# Recording games under house rules (issue 17, part 1): Kontra/Re, Bock
# rounds, Ramsch through `game add/edit/delete/restore/list/history`, the
# replay of the whole table on every write (rules-house-schafkopf.md Part B;
# H-numbers are its worked examples B.7).  Presets: club = plain list,
# Kontra up to Re, Bock (Spaltarsch, Grand Hand); pub = Bierlachs, Kontra up
# to Re, Bock then a Schieberamsch round, Ramsch when all pass, "Hand wird
# nicht bestraft".
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db h)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in Ann Bea Cem Dora; do S player add "$p" >/dev/null; done
# three players present: one 3-table per tournament, seats in draw order
S player edit Dora --inactive >/dev/null
S tournament create Club --rules club >/dev/null
S series draw 1 --seed 1 -t Club >/dev/null
row() { printf '%4d  %-6s  %6d' "$1" "$2" "$3"; }
C() { S game add -t Club --series 1 --table 1 "$@"; }

# ---- H6, H7: Kontra and Re multiply the list entry (plain list: declarer only)
check "H6 Kreuz mit 1 won, Kontra: +48" 0 --out "list: seat 1 Cem +48" --out ", Kontra" \
    -- C --declarer 1 clubs --with 1 --points 70 --kontra kontra
check "H6 won, Re: +96" 0 --out "list: seat 2 Bea +96" -- C --declarer 2 clubs --with 1 --points 70 --kontra re
check "H6 lost, Kontra: -96" 0 --out "list: seat 3 Ann −96" -- C --declarer 3 clubs --with 1 --points 50 --kontra kontra
check "H6 lost, Re: -192" 0 --out "list: seat 1 Cem −192" -- C --declarer 1 clubs --with 1 --points 50 --kontra 2
check "H7 Grand mit 1 lost with Re: -384" 0 --out "list: seat 2 Bea −384" \
    -- C --declarer 2 grand --with 1 --points 50 --kontra re --kontra-by 3
check "H7 Null won, Kontra: +46" 0 --out "list: seat 3 Ann +46" -- C --declarer 3 null --won --kontra kontra
check "H7 Null lost, Re: -184" 0 --out "list: seat 1 Cem −184" -- C --declarer 1 null --lost --kontra re
check "H9 Kontra on an overbid game: -36 x 2 x 2 = -144" 0 --out "list: seat 2 Bea −144" \
    -- C --declarer 2 diamonds --without 2 --points 70 --bid 36 --kontra kontra
check "list totals after H6/H7/H9" 0 --out "$(row 1 Cem -328)" --out "$(row 2 Bea -432)" \
    --out "$(row 3 Ann -50)" -- S game list -t Club --series 1
check "game list names Kontra, Re and who said it" 0 --out "won +24, Kontra" \
    --out "lost −96, Re (seat 3)" -- S game list -t Club --series 1

# ---- H11: Bock after a Grand Hand (3-table, bock_start next: games 6-8)
S tournament create Bock --rules club >/dev/null
S series draw 1 --seed 1 -t Bock >/dev/null
B() { S game add -t Bock --series 1 --table 1 "$@"; }
for g in 1 2 3 4; do B --passed >/dev/null; done
check "H11 g5 Grand Hand mit 1 won: +72, opens 3 Bock games" 0 --out "list: seat 1 Cem +72; opens 3 Bock games" \
    --out "next: game 6 is Bock x2" -- B --declarer 1 grand --hand --with 1 --points 75
check "H11 g6 Herz mit 1 won, Bock: +40" 0 --out "list: seat 2 Bea +40; Bock x2 (round of game 5)" \
    -- B --declarer 2 hearts --with 1 --points 70
check "H11 g7 Kreuz mit 2 lost, Bock: -144" 0 --out "list: seat 3 Ann −144; Bock x2" \
    -- B --declarer 3 clubs --with 2 --points 50
check "H11 g8 Pik mit 1 won, Bock: +44" 0 --out "list: seat 2 Bea +44; Bock x2" \
    -- B --declarer 2 spades --with 1 --points 70
check "H11 g9 Karo mit 1 won, no Bock: +18; totals 90, 84, -144" 0 --out "list: seat 1 Cem +18" \
    --no-out "Bock x2 (round" --out "$(row 1 Cem 90)" --out "$(row 2 Bea 84)" \
    --out "$(row 3 Ann -144)" -- B --declarer 1 diamonds --with 1 --points 70
# the whole table is replayed on every write: the trigger edited away, the
# Bock round goes; edited back, it comes again
check "edit the trigger into a suit game: no Bock any more" 0 --out "$(row 2 Bea 42)" \
    --out "$(row 3 Ann -72)" -- S game edit -t Bock --series 1 --table 1 --game 5 --declarer 1 clubs --with 1 --points 70
check "restore the Grand Hand: the Bock round is back" 0 --out "$(row 2 Bea 84)" \
    --out "$(row 3 Ann -144)" -- S game restore -t Bock --series 1 --table 1 --game 5
check "history keeps the Kontra-free versions" 0 --out "game 5, was: seat 1 Cem: grand" \
    -- S game history -t Bock --series 1 --table 1 --game 5

# ---- gaps: Bock rounds count games in order
before=$(db_sum "$DB")
check "a game number beyond the next is refused" 3 --err "game 12: games 10 to 11 of table 1, series 1 are not recorded yet" \
    --err "profile club" -- B --game 12 --passed
check "deleting a game before the last is refused" 3 --err "would leave a gap before game 4" \
    -- S game delete -t Bock --series 1 --table 1 --game 3
[ "$(db_sum "$DB")" = "$before" ] && t_ok "gap refusals leave the database unchanged" \
    || t_fail "gap refusals leave the database unchanged" "db_sum changed"
check "the last game can go" 0 --out "deleted game 9" -- S game delete -t Bock --series 1 --table 1 --game 9
check "and come back" 0 --out "restored game 9" --out "$(row 1 Cem 90)" \
    -- S game restore -t Bock --series 1 --table 1 --game 9

# ---- pub: Bierlachs to 301, Ramsch on pass, Bock then a Ramsch round
S tournament create Pub --rules pub >/dev/null
S series draw 1 --seed 1 -t Pub >/dev/null
P() { S game add -t Pub --series 1 --table 1 "$@"; }
check "pub g1: Grand Hand opens 3 Bock games, opponents -72 each" 0 \
    --out "list: seat 2 Bea −72, seat 3 Ann −72; opens 3 Bock games" --out "Bierlachs to 301" \
    -- P --declarer 1 grand --hand --with 1 --points 75
check "pub g2 (Bock): Herz mit 1 won, opponents -40" 0 --out "list: seat 1 Cem −40, seat 3 Ann −40; Bock x2" \
    -- P --declarer 2 hearts --with 1 --points 70
before=$(db_sum "$DB")
check "pub: a passed deal is a Ramsch (ramsch_on_pass)" 3 --err "game 3: passed: profile pub plays Ramsch when all pass" \
    -- P --passed
[ "$(db_sum "$DB")" = "$before" ] && t_ok "refused passed game: database unchanged" || t_fail "refused passed game" "db changed"
check "H15-style Ramsch in a Bock game: loser -45 x 2" 0 --out "Ramsch 45/40/35, skat 0" \
    --out "list: seat 1 Cem −90; Bock x2" -- P --ramsch 45,40,35
check "pub g4 (Bock): Kontra, won: opponents -24 x 2 x 2" 0 \
    --out "list: seat 1 Cem −96, seat 2 Bea −96; Bock x2" --out "a Ramsch round follows" \
    --out "next: game 5 is a Ramsch" -- P --declarer 3 clubs --with 1 --points 70 --kontra kontra
before=$(db_sum "$DB")
check "an ordinary game in the Ramsch round is refused" 3 --err "game 5 is in a Ramsch round: only the Ramsch or a Grand Hand played instead of the Ramsch can be entered" \
    -- P --declarer 2 clubs --with 1 --points 70
[ "$(db_sum "$DB")" = "$before" ] && t_ok "refused game in the Ramsch round: database unchanged" || t_fail "Ramsch round refusal" "db changed"
# an evening of Ramsch only: every game is a Ramsch (one whole sentence each, German too)
S tournament create RamschOnly --rules "club,ramsch_only_evening=yes" >/dev/null
S series draw 1 --seed 1 -t RamschOnly >/dev/null
before=$(db_sum "$DB")
check "ramsch_only_evening: an ordinary game is refused" 3 \
    --err "game 1 is a Ramsch (ramsch_only_evening): only the Ramsch or a Grand Hand played instead of the Ramsch can be entered" \
    -- S game add -t RamschOnly --series 1 --table 1 --declarer 2 clubs --with 1 --points 70
check "ramsch_only_evening: a passed game is refused" 3 \
    --err "passed: game 1 is a Ramsch (ramsch_only_evening), nobody bids: enter the Ramsch or the Grand Hand played instead" \
    -- S game add -t RamschOnly --series 1 --table 1 --passed
check "the refusal in German" 3 \
    --err "Spiel 1 ist ein Ramsch (Ramschabend, Schlüssel 'ramsch_only_evening'): nur der Ramsch oder ein statt des Ramschs gespielter Grand Hand kann eingetragen werden" \
    -- S --lang de game add -t RamschOnly --series 1 --table 1 --declarer 2 clubs --with 1 --points 70
[ "$(db_sum "$DB")" = "$before" ] && t_ok "ramsch_only_evening refusals: database unchanged" || t_fail "ramsch_only_evening refusals" "db changed"
check "H21 Grand Hand instead of Ramsch: -96 each, never Bock; seat 1 loses a Lachs" 0 \
    --out "list: seat 1 Cem −96, seat 2 Bea −96 (Grand Hand instead of Ramsch); Ramsch round" \
    --out "seat 1 Cem loses a Lachs (all restart at 0)" --out "$(row 1 Cem 0)    1     0       1" \
    -- P --declarer 3 grand --hand --with 2 --points 89
check "H18 Jungfrau doubles: loser -90 x 2" 0 --out "Ramsch 0/90/30, skat 0, Jungfrau seat 1" \
    --out "list: seat 2 Bea −180; Ramsch round" -- P --ramsch 0,90,30 --jungfrau 1
check "H19 Durchmarsch in a minus list: the others -120 each" 0 --out "Durchmarsch seat 1" \
    --out "list: seat 2 Bea −120, seat 3 Ann −120" --out "$(row 2 Bea -300)" \
    -- P --ramsch 120,0,0 --durchmarsch 1
check "H8 pub: lost Hand game with Kontra, not punished: -30 x 2" 0 --out "list: seat 2 Bea −60" \
    --out "$(row 2 Bea 0)    1     1       1" --out "seat 2 Bea loses a Lachs" \
    -- P --declarer 2 hearts --hand --with 1 --points 50 --kontra kontra
check "H20 Schieberamsch, 2 pushed: -45 x 4" 0 --out "geschoben 2" --out "list: seat 1 Cem −180" \
    -- P --ramsch 45,40,35 --schieben 2
check "game list: Ramsch rows, Bock and the Lachse" 0 --out "   3  dealer 3  Ramsch 45/40/35, skat 0" \
    --out "Grand Hand instead of Ramsch" --out "Lachse" -- S game list -t Pub --series 1

# an edit that moves a Ramsch round under a later game is refused
S tournament create Pub2 --rules pub >/dev/null
S series draw 1 --seed 1 -t Pub2 >/dev/null
Q() { S game add -t Pub2 --series 1 --table 1 "$@" >/dev/null; }
Q --declarer 1 hearts --with 1 --points 70
Q --ramsch 45,40,35
Q --declarer 2 clubs --with 1 --points 70
Q --declarer 3 clubs --with 1 --points 70
Q --declarer 1 spades --with 1 --points 70
before=$(db_sum "$DB")
check "edit game 1 into a Grand Hand: game 5 would fall into a Ramsch round" 3 \
    --err "series 1, table 1, game 5: game 5 is in a Ramsch round" \
    -- S game edit -t Pub2 --series 1 --table 1 --game 1 --declarer 1 grand --hand --with 1 --points 75
[ "$(db_sum "$DB")" = "$before" ] && t_ok "refused edit: database unchanged (rolled back)" || t_fail "refused edit" "db changed"
check "edit game 2, a Ramsch, with other Augen" 0 --out "changed game 2" --out "Ramsch 50/40/30" \
    --out "list: seat 1 Cem −50" -- S game edit -t Pub2 --series 1 --table 1 --game 2 --ramsch 50,40,30
check "an unchanged Ramsch writes nothing" 0 --out "unchanged (nothing written)" \
    -- S game edit -t Pub2 --series 1 --table 1 --game 2 --ramsch 50,40,30
check "history keeps the Ramsch fields" 0 --out "game 2, was: Ramsch 45/40/35, skat 0" \
    -- S game history -t Pub2 --series 1 --table 1
check "delete the last game, restore it: Ramsch edit history stays" 0 --out "deleted game 5" \
    -- S game delete -t Pub2 --series 1 --table 1 --game 5
check "restore the earlier Ramsch version of game 2" 0 --out "restored game 2" --out "Ramsch 45/40/35" \
    -- S game restore -t Pub2 --series 1 --table 1 --game 2

# the ISkO default is unchanged: house entries refused, naming the rule
S tournament create Iso >/dev/null
S series draw 1 --seed 1 -t Iso >/dev/null
before=$(db_sum "$DB")
check "isko: Kontra refused" 3 --err "Kontra is off in profile isko" --err "--rules club or pub" \
    -- S game add -t Iso --series 1 --table 1 --declarer 1 clubs --with 1 --points 70 --kontra kontra
check "isko: Ramsch refused" 3 --err "Ramsch is off in profile isko" \
    -- S game add -t Iso --series 1 --table 1 --ramsch 45,40,35
[ "$(db_sum "$DB")" = "$before" ] && t_ok "isko refusals leave the database unchanged" || t_fail "isko refusals" "db changed"
check "isko: a game without house fields is recorded as before" 0 --out "Seeger: declarer +74" \
    -- S game add -t Iso --series 1 --table 1 --declarer 1 clubs --with 1 --points 70

# ---- sheet show per list mode
check "sheet show, plain list: running totals under the declarer, K/R marks" 0 \
    --out "house rules club: plain list (declarer only)" \
    --out "   2      2                96           R         2: clubs with 1, 70, won 24; 2: +96" \
    --out "List                       -328     -432      -50" \
    -- S sheet show -t Club --series 1 --table 1
check "sheet show, Bock rounds marked B" 0 --out "   6      3                40           B         2: hearts with 1, 70, won 20; 2: +40" \
    --out "9 of 36 games recorded" -- S sheet show -t Bock --series 1 --table 1
check "sheet show, Bierlachs: minus entries under each charged seat, RR, GH, Lachse" 0 \
    --out "Bierlachs (minus list in rounds), a Lachs at 301" \
    --out "   3      3     -130                    B         Ramsch 45/40/35, skat 0; 1: -90" \
    --out "   5      2     -322     -264           RR GH     3: grand with 2 hand, 89, won 96; 1: -96; 2: -96; seat 1 loses a Lachs (totals restart at 0)" \
    --out "Lachse                        1        1        0" \
    -- S sheet show -t Pub --series 1 --table 1
