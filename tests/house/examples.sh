#!/usr/bin/env bash
# The worked examples of rules-house-schafkopf.md B.7 that record.sh and
# money.sh do not already run (issue 17, "Done when"): H2, H5, H8 (both
# ways), H10, H11 (including_trigger), H12-H20 (the rest of each), H22, H23,
# H26-H28, each through the CLI on a recorded tournament created with
# `--rules PRESET,key=value`; then marked DECISIONs of Part B and settings
# no example shows (Null ouvert Hand, Kontra on a Grand Hand instead of
# Ramsch, the prize remainder and shared ranks, loss-fee tiers alone,
# 300+day, money_basis, the fee settings).  Every expected figure is the spec's, written
# here by hand (the arithmetic in the comments), never what the program
# printed: `booked` compares the whole "list:" line of `game add`, `exact`
# whole lines of standings/money CSV.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db h)
. "$TDIR/lib_house.sh"
house_db Anna Bert Carl Dora

# booked NAME TOURNAMENT 'list: ...' GAME-ARGS...: record the next game of
# series 1, table 1; its "list:" line must be exactly the expected one.
booked() {
    local name=$1 t=$2 want=$3; shift 3
    local out rc got
    out=$(S game add -t "$t" --series 1 --table 1 "$@" 2>&1)
    rc=$?
    got=$(grep '^list:' <<<"$out")
    if [ "$rc" = 0 ] && [ "$got" = "$want" ]; then
        t_ok "$name"
    else
        t_fail "$name" "game add $*" "exit status $rc" "want: $want" "got:  $got" \
            "output: $(head -c 400 <<<"$out")"
    fi
}

# ---- H2: "Hand wird nicht bestraft" (B.1.3), plain list ---------------------
# Kreuz Hand mit 2 lost: (2+1+1) x 12 = 48 -> ISkO -96, setting -48
# Null Hand lost: 35 -> -70 / -35;  Herz mit 1 lost (not Hand): 20 -> -40 both
mk H2off club Anna Bert Carl
mk H2on club,hand_not_punished=yes Anna Bert Carl
booked "H2 Kreuz Hand mit 2 lost, ISkO-style: -96" H2off "list: seat 1 Anna −96" \
    --declarer 1 clubs --hand --with 2 --points 50
booked "H2 Kreuz Hand mit 2 lost, hand_not_punished: -48" H2on "list: seat 1 Anna −48" \
    --declarer 1 clubs --hand --with 2 --points 50
booked "H2 Null Hand lost, ISkO-style: -70" H2off "list: seat 2 Bert −70" --declarer 2 null --hand --lost
booked "H2 Null Hand lost, hand_not_punished: -35" H2on "list: seat 2 Bert −35" --declarer 2 null --hand --lost
booked "H2 Herz mit 1 lost, not Hand: -40" H2off "list: seat 3 Carl −40" --declarer 3 hearts --with 1 --points 50
booked "H2 Herz mit 1 lost, not Hand, setting on: still -40" H2on "list: seat 3 Carl −40" \
    --declarer 3 hearts --with 1 --points 50
# B.0 DECISION: Null ouvert Hand is a Hand game too (59 -> -59), Null ouvert
# without Hand is not (46 -> -92)
mk H2n club,hand_not_punished=yes Anna Bert Carl
booked "H2 Null ouvert Hand lost, hand_not_punished: -59" H2n "list: seat 1 Anna −59" \
    --declarer 1 null --ouvert --hand --lost
booked "H2 Null ouvert (not Hand) lost, hand_not_punished: -92" H2n "list: seat 2 Bert −92" \
    --declarer 2 null --ouvert --lost
# Seeger on the entries: A -48-50 + 2 x 40 = -18, B -35-50+80 = -5, C -40-50+80 = -10
exact "H2 standings: -48, -35, -40 with the setting" "2,Carl,-40,0,-10,0,1" "3,Anna,-48,0,-18,0,1" \
    "1,Bert,-35,0,-5,0,1" -- S standings -t H2on --format csv

# ---- H8: Kontra + "Hand wird nicht bestraft" --------------------------------
# Herz Hand mit 1: (1+1+1) x 10 = 30; lost with Kontra: -2 x 30 x 2 = -120;
# with the setting -1 x 30 x 2 = -60
mk H8off club Anna Bert Carl
mk H8on club,hand_not_punished=yes Anna Bert Carl
booked "H8 Herz Hand mit 1, Kontra, lost: -120" H8off "list: seat 2 Bert −120" \
    --declarer 2 hearts --hand --with 1 --points 50 --kontra kontra
booked "H8 the same with hand_not_punished: -60" H8on "list: seat 2 Bert −60" \
    --declarer 2 hearts --hand --with 1 --points 50 --kontra kontra

# ---- H5: Bierlachs at a 4-table, target 401, the dealer charged -------------
# Nine games bring the minus totals to A -390, B -395, C -100, D -50 (won:
# the other three incl. the dealer -V; lost: the declarer -2V):
#   g1 A wins Null 23           B -23, C -23, D -23
#   g2 C wins Karo mit 2 27     A -27, B -27, D -27
#   g3 D wins Null 23           A -23, B -23, C -23
#   g4 A loses Grand mit 4 120  A -240          g5 A loses Herz mit 4 50   A -100
#   g6 B loses Grand mit 4 120  B -240          g7 B loses Karo mit 1 18   B -36
#   g8 C loses Karo mit 2 27    C -54           g9 B loses Null 23         B -46
# A -27-23-240-100 = -390; B -23-27-23-240-36-46 = -395; C -23-23-54 = -100;
# D -23-27 = -50.  g10, dealer D: C wins Kreuz mit 1 (24): A -414, B -419,
# D -74 (dealer charged), C -100.  A and B reach 401: default both lose a
# Lachs; bierlachs_multi_loser=most: only B (the most minus points).
for v in all most; do
    mk "H5$v" "isko,list_mode=bierlachs,bierlachs_multi_loser=$v" Anna Bert Carl Dora --first-dealer 3
    g "H5$v" --declarer 1 null --won
    g "H5$v" --declarer 3 diamonds --with 2 --points 70
    g "H5$v" --declarer 4 null --won
    g "H5$v" --declarer 1 grand --with 4 --points 50
    g "H5$v" --declarer 1 hearts --with 4 --points 50
    g "H5$v" --declarer 2 grand --with 4 --points 50
    g "H5$v" --declarer 2 diamonds --with 1 --points 50
    g "H5$v" --declarer 3 diamonds --with 2 --points 50
    g "H5$v" --declarer 2 null --lost
done
check "H5 before: A -390, B -395, C -100, D -50, nobody at 401" 0 \
    --out "List (this round)          -390     -395     -100      -50" \
    --out "Lachse                        0        0        0        0" \
    -- S sheet show -t H5all --series 1 --table 1
booked "H5 dealer D, C wins Kreuz mit 1: A and B each lose a Lachs" H5all \
    "list: seat 1 Anna −24, seat 2 Bert −24, seat 4 Dora −24; seat 1 Anna loses a Lachs (all restart at 0); seat 2 Bert loses a Lachs (all restart at 0)" \
    --declarer 3 clubs --with 1 --points 70
booked "H5 variant most: B only" H5most \
    "list: seat 1 Anna −24, seat 2 Bert −24, seat 4 Dora −24; seat 2 Bert loses a Lachs (all restart at 0)" \
    --declarer 3 clubs --with 1 --points 70
check "H5 the sheet shows the totals reached: A -414, B -419, D -74" 0 \
    --out "  10      4     -414     -419               -74  " \
    --out "Lachse                        1        1        0        0" \
    -- S sheet show -t H5all --series 1 --table 1
# standings (rank,player,list,lachse,seeger,won,lost); Seeger on the
# entries V/-2V, +30 to each other player for a lost game at a 4-table:
# A 23+50 -240-50 -100-50 + 4 x 30 = -247; B -240-50 -36-50 -46-50 + 3 x 30
# = -382; C 27+50 + 24+50 -54-50 + 5 x 30 = 197; D 23+50 + 6 x 30 = 253
# level players are separated by won, then lost games (shared rules.md 10, B.6.2)
exact "H5 standings: all restart at 0, A and B one Lachs each" "1,Carl,0,0,197,2,1" "2,Dora,0,0,253,1,0" \
    "3,Anna,0,1,-247,1,2" "4,Bert,0,1,-382,0,3" -- S standings -t H5all --format csv
exact "H5 variant: only B has a Lachs" "4,Bert,0,1,-382,0,3" "3,Anna,0,0,-247,1,2" \
    -- S standings -t H5most --format csv

# bierlachs_multi_loser=most with a tie for the most: all of them (B.5).
# A and B lose Grand mit 4 (-240 each), C wins Grand mit 2 (72): A and B at
# -312 >= 301, equal: both lose a Lachs
mk H5tie "isko,list_mode=bierlachs,bierlachs_multi_loser=most" Anna Bert Carl
g H5tie --declarer 1 grand --with 4 --points 50
g H5tie --declarer 2 grand --with 4 --points 50
booked "H5 variant most, a tie at -312: both lose a Lachs" H5tie \
    "list: seat 1 Anna −72, seat 2 Bert −72; seat 1 Anna loses a Lachs (all restart at 0); seat 2 Bert loses a Lachs (all restart at 0)" \
    --declarer 3 grand --with 2 --points 70

# ---- H10: kontra_max_level 3 (Supra) ----------------------------------------
# Pik mit 1: 2 x 11 = 22; lost Supra: -22 x 2 x 8 = -352
mk H10 club,kontra_max_level=supra Anna Bert Carl
booked "H10 Pik mit 1 lost with Supra: -352" H10 "list: seat 2 Bert −352" \
    --declarer 2 spades --with 1 --points 50 --kontra supra
before=$(db_sum "$DB")
check "H10 Hirsch above the profile's Supra is refused" 3 \
    --err "kontra 4 (Hirsch) is above kontra_max_level 3 (Supra)" \
    -- S game add -t H10 --series 1 --table 1 --declarer 2 spades --with 1 --points 50 --kontra hirsch
check "H10 Supra under club (up to Re) is refused" 3 --err "kontra 3 (Supra) is above kontra_max_level 2 (Re)" \
    -- S game add -t H8off --series 1 --table 1 --declarer 2 spades --with 1 --points 50 --kontra supra
[ "$(db_sum "$DB")" = "$before" ] && t_ok "H10 refusals leave the database unchanged" \
    || t_fail "H10 refusals leave the database unchanged" "db_sum changed"

# ---- B.2/B.4.7 DECISION: Kontra on a Grand Hand instead of Ramsch only with
# kontra_in_ramsch_grand_hand.  g1 Grand Hand mit 1 opens a Ramsch round
# (ramsch_round_after_grand_hand); g2 Grand Hand mit 1 instead of Ramsch with
# Kontra: 72 x 2 = +144, never Bock.
for v in no yes; do
    mk "KG$v" "club,ramsch_round_after_grand_hand=yes,kontra_in_ramsch_grand_hand=$v" Anna Bert Carl
    g "KG$v" --declarer 1 grand --hand --with 1 --points 70
done
before=$(db_sum "$DB")
check "Kontra on a Grand Hand instead of Ramsch: refused by default" 3 \
    --err "kontra: no Kontra on a Grand Hand played instead of Ramsch (kontra_in_ramsch_grand_hand is off" \
    -- S game add -t KGno --series 1 --table 1 --declarer 2 grand --hand --with 1 --points 70 --kontra kontra
[ "$(db_sum "$DB")" = "$before" ] && t_ok "refused Kontra: database unchanged" \
    || t_fail "refused Kontra: database unchanged" "db_sum changed"
booked "kontra_in_ramsch_grand_hand=yes: 72 x 2, never Bock" KGyes \
    "list: seat 2 Bert +144 (Grand Hand instead of Ramsch); Ramsch round" \
    --declarer 2 grand --hand --with 1 --points 70 --kontra kontra
# B.4.7: it opens no Ramsch round and no Bock round of its own: after the
# round (g2-g4) come g1's 3 Bock games (g5-g7, the Ramsch round went first),
# then g8 plain: Karo mit 1 won 18 -> 36, 36, 36, 18
g KGyes --ramsch 50,40,30
g KGyes --ramsch 50,40,30
for i in 5 6 7; do
    booked "after the round: g$i is Bock of game 1" KGyes "list: seat 3 Carl +36; Bock x2 (round of game 1)" \
        --declarer 3 diamonds --with 1 --points 70
done
booked "g8: no Bock from the Grand Hand instead of Ramsch" KGyes "list: seat 3 Carl +18" \
    --declarer 3 diamonds --with 1 --points 70

# ---- H11 with bock_start=including_trigger: Bock games 5-7 ------------------
# g5 A Grand Hand mit 1 won: (1+1+1) x 24 = 72, x2 = +144 (its own first
# Bock game); g6 B Herz mit 1 won 20 x2 = +40; g7 C Kreuz mit 2 lost
# -2 x 36 x2 = -144; g8 B Pik mit 1 won +22; g9 A Karo mit 1 won +18.
# Totals A 144+18 = 162, B 40+22 = 62, C -144.
mk H11 club,bock_start=including_trigger Anna Bert Carl
for i in 1 2 3 4; do g H11 --passed; done
booked "H11 including_trigger: g5 Grand Hand is Bock itself, +144" H11 \
    "list: seat 1 Anna +144; Bock x2 (round of game 5); opens 3 Bock games" \
    --declarer 1 grand --hand --with 1 --points 75
booked "H11 including_trigger: g6 +40" H11 "list: seat 2 Bert +40; Bock x2 (round of game 5)" \
    --declarer 2 hearts --with 1 --points 70
booked "H11 including_trigger: g7 -144" H11 "list: seat 3 Carl −144; Bock x2 (round of game 5)" \
    --declarer 3 clubs --with 2 --points 50
booked "H11 including_trigger: g8 no Bock, +22" H11 "list: seat 2 Bert +22" \
    --declarer 2 spades --with 1 --points 70
booked "H11 including_trigger: g9 +18" H11 "list: seat 1 Anna +18" --declarer 1 diamonds --with 1 --points 70
# Seeger (Bock multiplies only the game points, B.0): A 144+50 + 18+50 + 40
# (C's loss) = 302, B 40+50 + 22+50 + 40 = 202, C -144-50 = -194
exact "H11 including_trigger totals A 162, B 62, C -144" "1,Anna,162,0,302,2,0" "2,Bert,62,0,202,2,0" \
    "3,Carl,-144,0,-194,0,1" -- S standings -t H11 --format csv

# ---- H12: Bock at a 4-table after a Spaltarsch, the passed deal counts -------
# g10 D Kreuz mit 1 with exactly 60 Augen: lost -2 x 24 = -48, opens 4 Bock
# games (N = 4 at a 4-table): g11-g14.  g11 passed uses one up; g12 A Grand
# mit 1 won 48 x2 = +96; g13 B Null lost -46 x2 = -92; g14 C Herz mit 1 won
# 20 x2 = +40; g15 D Karo mit 1 won +18 (no Bock).  Dealers from seat 1:
# g10 B, g11 C, g12 D, g13 A, g14 B, g15 C.
mk H12 club Anna Bert Carl Dora
for i in 1 2 3 4 5 6 7 8 9; do g H12 --passed; done
booked "H12 g10 D Kreuz mit 1, 60 Augen: -48, Spaltarsch opens 4 Bock games" H12 \
    "list: seat 4 Dora −48; opens 4 Bock games" --declarer 4 clubs --with 1 --points 60
booked "H12 g11 passed: uses up a Bock game" H12 "list: nothing booked; Bock x2 (round of game 10)" --passed
booked "H12 g12 A Grand mit 1 won: +96" H12 "list: seat 1 Anna +96; Bock x2 (round of game 10)" \
    --declarer 1 grand --with 1 --points 70
booked "H12 g13 B Null lost: -92" H12 "list: seat 2 Bert −92; Bock x2 (round of game 10)" --declarer 2 null --lost
booked "H12 g14 C Herz mit 1 won: +40" H12 "list: seat 3 Carl +40; Bock x2 (round of game 10)" \
    --declarer 3 hearts --with 1 --points 70
booked "H12 g15 D Karo mit 1 won: +18, the round is over" H12 "list: seat 4 Dora +18" \
    --declarer 4 diamonds --with 1 --points 70
check "H12 sheet: B on games 11-14, totals 96, -92, 40, -48+18 = -30" 0 \
    --out "  11      3                          ·           B  " \
    --out "  15      3                          ·      -30     " \
    --out "List                         96      -92       40      -30" \
    -- S sheet show -t H12 --series 1 --table 1

# the B.3.1 settings H12 leaves at their defaults: bock_round_games=2 and a
# passed deal that does not use up a Bock game: g1 Grand Hand opens 2; g2
# passed (still Bock, not counted); g3, g4 Karo mit 1 x2 = +36; g5 +18
mk BR club,bock_round_games=2,bock_passed_game_consumes=no Anna Bert Carl
booked "bock_round_games=2: the Grand Hand opens 2 Bock games" BR "list: seat 1 Anna +72; opens 2 Bock games" \
    --declarer 1 grand --hand --with 1 --points 70
booked "bock_passed_game_consumes=no: the passed deal is Bock but counts no game" BR \
    "list: nothing booked; Bock x2 (round of game 1)" --passed
for i in 3 4; do
    booked "g$i Karo mit 1 in the Bock round: +36" BR "list: seat 2 Bert +36; Bock x2 (round of game 1)" \
        --declarer 2 diamonds --with 1 --points 70
done
booked "g5 after the 2 Bock games: +18" BR "list: seat 2 Bert +18" --declarer 2 diamonds --with 1 --points 70

# ---- H13: stacking, triggers in g1 and g2 (Grand Hand) at a 3-table ---------
# queue: g1 opens 3, g2 (Bock) uses one and opens 3 more: g2-g7 x2, g8 x1.
# overlap: windows [2,4] and [3,5]: g2 x2, g3 x4, g4 x4, g5 x2, g6-g8 x1.
# g1, g2 Grand Hand mit 1 won (72); g3 A Kreuz mit 2 won (36): +72 / +144;
# g4-g8 B Karo mit 1 won (18): queue 36,36,36,36,18; overlap 72,36,18,18,18.
for m in queue overlap; do
    mk "H13$m" "club,bock_stacking=$m" Anna Bert Carl
done
booked "H13 queue g1: Grand Hand opens 3 Bock games" H13queue "list: seat 2 Bert +72; opens 3 Bock games" \
    --declarer 2 grand --hand --with 1 --points 70
booked "H13 overlap g1: one window of 3 Bock games" H13overlap "list: seat 2 Bert +72; opens 3 Bock games" \
    --declarer 2 grand --hand --with 1 --points 70
booked "H13 queue g2 x2, opens 3 more" H13queue \
    "list: seat 3 Carl +144; Bock x2 (round of game 1); opens 3 Bock games" \
    --declarer 3 grand --hand --with 1 --points 70
booked "H13 overlap g2 x2, opens a second window" H13overlap \
    "list: seat 3 Carl +144; Bock x2 (round of game 1); opens 3 Bock games" \
    --declarer 3 grand --hand --with 1 --points 70
booked "H13 queue g3 A Kreuz mit 2 won: +72" H13queue "list: seat 1 Anna +72; Bock x2 (round of game 1)" \
    --declarer 1 clubs --with 2 --points 70
booked "H13 overlap g3 (Doppelbock): +144" H13overlap "list: seat 1 Anna +144; Bock x4 (round of game 1)" \
    --declarer 1 clubs --with 2 --points 70
for m in queue overlap; do
    for i in 4 5 6 7 8; do g "H13$m" --declarer 2 diamonds --with 1 --points 70; done
done
# Bert: 72 + queue 4 x 36 + 18 = 234; overlap 72 + 72 + 36 + 3 x 18 = 234 too,
# so the rows say which factor each game had
check "H13 queue factors g2..g8: 2,2,2,2,2,2,1" 0 \
    --out "   4      1               108           B  " --out "   7      1               216           B  " \
    --out "   8      2               234              " -- S sheet show -t H13queue --series 1 --table 1
check "H13 overlap factors g2..g8: 2,4,4,2,1,1,1" 0 \
    --out "   2      2                        144  B  " --out "   3      3      144                    Bx4" \
    --out "   4      1               144           Bx4" --out "   5      2               180           B  " \
    --out "   6      3               198              " -- S sheet show -t H13overlap --series 1 --table 1

# ---- H14: the Andy4495 golden game (3-table) --------------------------------
# Kontra on, Ramsch on pass, a Ramsch round after each Bock round, triggers
# 60:60, raw >= 120, lost Kontra / any Re, Schneider only without Bock, one
# round per game; Grand Hand no trigger here.
#  g1 P3 Grand Hand mit 3, 91 (Schneider): 6 x 24 = 144, Re x4 = +576; raw 120,
#     Re, Schneider -> one Bock round (3 games)
#  g2 P1 Herz ouvert mit 3: 10 x 10 = 100, Bock +200
#  g3 P2 Pik mit 1, 95: 3 x 11 = 33, Bock +66 (Schneider, but Bock pending)
#  g4 P3 Karo mit 1, 60: lost -36, Bock -72; Spaltarsch opens 3 more; the
#     first round is over: a Ramsch round (g5-g7) comes first
#  g5 Ramsch, P1 68: -68; g6 P2 and P3 45 each: -45/-45; g7 P3 Grand Hand
#     mit 2, 89: 4 x 24 = +96, never Bock
#  g8 P1 Kreuz mit 2, 30 Augen (Schneider): 4 x 12 = 48, lost -96, Bock -192
#  g9 Ramsch 40/40/40, Bock: -80 each
# Totals P1 200-68-192-80 = -140, P2 66-45-80 = -59, P3 576-72-45+96-80 = 475.
H14="club,tr_grand_hand=no,tr_spaltarsch=yes,tr_raw_120=yes,tr_kontra_lost=yes,tr_re_any=yes"
H14="$H14,tr_schneider=yes,tr_schneider_only_without_bock=yes,ramsch_on_pass=yes,ramsch_round_after_bock=yes"
mk H14 "$H14" Anna Bert Carl
booked "H14 g1 Grand Hand mit 3, Schneider, Re: +576" H14 "list: seat 3 Carl +576; opens 3 Bock games" \
    --declarer 3 grand --hand --with 3 --points 91 --kontra re
booked "H14 g2 Herz ouvert mit 3, Bock: +200" H14 "list: seat 1 Anna +200; Bock x2 (round of game 1)" \
    --declarer 1 hearts --hand --ouvert --with 3 --points 120 --schwarz
booked "H14 g3 Pik mit 1, 95, Bock: +66, no new round" H14 "list: seat 2 Bert +66; Bock x2 (round of game 1)" \
    --declarer 2 spades --with 1 --points 95
booked "H14 g4 Karo mit 1, 60: -72, opens 3 more, Ramsch round first" H14 \
    "list: seat 3 Carl −72; Bock x2 (round of game 1); opens 3 Bock games; a Ramsch round follows" \
    --declarer 3 diamonds --with 1 --points 60
booked "H14 g5 Ramsch, P1 68: -68" H14 "list: seat 1 Anna −68; Ramsch round" --ramsch 68,30,22
booked "H14 g6 Ramsch, P2 and P3 tie at 45" H14 "list: seat 2 Bert −45, seat 3 Carl −45; Ramsch round" \
    --ramsch 30,45,45
booked "H14 g7 Grand Hand mit 2 instead of Ramsch: +96" H14 \
    "list: seat 3 Carl +96 (Grand Hand instead of Ramsch); Ramsch round" --declarer 3 grand --hand --with 2 --points 89
booked "H14 g8 Kreuz mit 2, 30 Augen, Bock: -192" H14 "list: seat 1 Anna −192; Bock x2 (round of game 4)" \
    --declarer 1 clubs --with 2 --points 30
booked "H14 g9 Ramsch 40/40/40 on pass, Bock: -80 each" H14 \
    "list: seat 1 Anna −80, seat 2 Bert −80, seat 3 Carl −80; Bock x2 (round of game 4)" --ramsch 40,40,40
check "H14 totals P1 -140, P2 -59, P3 475" 0 --out "List                       -140      -59      475" \
    -- S sheet show -t H14 --series 1 --table 1

# ---- H15-H20, H22: Ramsch entries (club with Ramsch on pass; plain list) ----
# ram NAME SETTINGS 'list: ...' RAMSCH-ARGS: one Ramsch in a fresh tournament
n=0
ram() {
    local name=$1 set=$2 want=$3; shift 3
    n=$((n + 1))
    mk "R$n" "club,ramsch_on_pass=yes$set" Anna Bert Carl
    booked "$name" "R$n" "$want" "$@"
}
ram "H15 tricks 100/15/5, skat 0: A -100" "" "list: seat 1 Anna −100" --ramsch 100,15,5
# H16: 52/38/20, skat 10, last trick C: to the loser 52+10 = -62; to the
# last trick C 20+10 = 30, A -52.  45/40/25, skat 10, last trick B: to the
# last trick B 50 > 45: B -50; to the loser A 45+10 = -55
ram "H16 skat to the loser: A -62" "" "list: seat 1 Anna −62" --ramsch 52,38,20 --skat 10 --last-trick 3
ram "H16 skat to the last trick (C): A -52" ",ramsch_skat_to=last_trick" "list: seat 1 Anna −52" \
    --ramsch 52,38,20 --skat 10 --last-trick 3
ram "H16 skat to the last trick (B): B -50" ",ramsch_skat_to=last_trick" "list: seat 2 Bert −50" \
    --ramsch 45,40,25 --skat 10 --last-trick 2
ram "H16 the same to the loser: A -55" "" "list: seat 1 Anna −55" --ramsch 45,40,25 --skat 10 --last-trick 2
ram "H17 tie 50/50/20, both_full: -50 each" "" "list: seat 1 Anna −50, seat 2 Bert −50" --ramsch 50,50,20
ram "H17 tie, split: -25 each" ",ramsch_tie=split" "list: seat 1 Anna −25, seat 2 Bert −25" --ramsch 50,50,20
ram "H17 tie, last_trick (B took it): B -50 only" ",ramsch_tie=last_trick" "list: seat 2 Bert −50" \
    --ramsch 50,50,20 --last-trick 2
# B.4.5 split tie in a Bock game: "each loser gets -(M x f) / k, magnitude
# rounded down" with the Bock factor inside f (issue 29 item 1: the program
# gave -22 x 2 = -44).  g1 a Grand Hand opens the Bock round, g2 a Ramsch
# 45/45/30 tied: -floor(45 x 2 / 2) = -45 each; fixed scoring with a
# Jungfer: -floor(15 x 2 / 2) = -15 (not -7 x 2 = -14).  An edit and an
# import of the same games book the same.
mk SPB "club,ramsch_on_pass=yes,ramsch_tie=split" Anna Bert Carl
g SPB --declarer 1 grand --hand --with 1 --points 70
booked "B.4.5 split tie in a Bock game: -45 each (not -44)" SPB \
    "list: seat 1 Anna −45, seat 2 Bert −45; Bock x2 (round of game 1)" --ramsch 45,45,30
check "B.4.5 the same game edited to 50/50/20 in the Bock game: -50 each" 0 \
    --out "list: seat 1 Anna −50, seat 2 Bert −50" \
    -- S game edit -t SPB --series 1 --table 1 --game 2 --ramsch 50,50,20
S game edit -t SPB --series 1 --table 1 --game 2 --ramsch 45,45,30 >/dev/null
S export games spb.csv -t SPB >/dev/null
mk SPB2 "club,ramsch_on_pass=yes,ramsch_tie=split" Anna Bert Carl
S import games spb.csv -t SPB2 >/dev/null
check "B.4.5 imported: -45 each" 0 --out "Ramsch 45/45/30, skat 0; 1: -45; 2: -45" -- S sheet show -t SPB2 --series 1 --table 1
mk SPF "club,ramsch_on_pass=yes,ramsch_tie=split,ramsch_scoring=fixed" Anna Bert Carl
g SPF --declarer 1 grand --hand --with 1 --points 70
booked "B.4.5 fixed scoring, split, Bock: -15 each (not -14)" SPF \
    "list: seat 1 Anna −15, seat 2 Bert −15; Bock x2 (round of game 1)" --ramsch 60,60,0 --jungfrau 3
ram "H18 60/60 and C Jungfrau: -60 x 2 each" "" "list: seat 1 Anna −120, seat 2 Bert −120" \
    --ramsch 60,60,0 --jungfrau 3
ram "H18 99/21 and C Jungfrau: -99 x 2" "" "list: seat 1 Anna −198" --ramsch 99,21,0 --jungfrau 3
ram "H19 Durchmarsch, plain list: +120" "" "list: seat 1 Anna +120" --ramsch 120,0,0 --durchmarsch 1
# H20: 3 pushed, A 40, B 80, C Jungfrau: -80 x 2 (Jungfrau) x 2^3 = -1280
ram "H20 3 pushed and a Jungfrau: B -1280" ",ramsch_schieben=yes" "list: seat 2 Bert −1280" \
    --ramsch 40,80,0 --jungfrau 3 --schieben 3
ram "H20 2 pushed: A -45 x 4 = -180" ",ramsch_schieben=yes" "list: seat 1 Anna −180" --ramsch 45,40,35 --schieben 2
ram "H22 fixed-rate Ramsch, no Jungfer: loser -10" ",ramsch_scoring=fixed" "list: seat 1 Anna −10" --ramsch 45,40,35
ram "H22 fixed-rate Ramsch, one Jungfer: loser -15" ",ramsch_scoring=fixed" "list: seat 1 Anna −15" \
    --ramsch 99,21,0 --jungfrau 3
before=$(db_sum "$DB")
check "Schieben without ramsch_schieben is refused" 3 --err "schieben" -- S game add -t R1 --series 1 --table 1 \
    --ramsch 45,40,35 --schieben 1
[ "$(db_sum "$DB")" = "$before" ] && t_ok "refused Schieben: database unchanged" \
    || t_fail "refused Schieben: database unchanged" "db_sum changed"
# H19 in a Bock game: g1 Grand Hand opens the round, g2 Durchmarsch 120 x 2
mk H19 club,ramsch_on_pass=yes Anna Bert Carl
g H19 --declarer 2 grand --hand --with 1 --points 70
booked "H19 Durchmarsch in a Bock game: +240" H19 "list: seat 1 Anna +240; Bock x2 (round of game 1)" \
    --ramsch 120,0,0 --durchmarsch 1

# ---- H23: Gewinner-Ramsch under Seeger-Fabian (3-table) ---------------------
# A 28, B 42 + skat 10 = 52, C 40: A has fewest: +23 and a won game ->
# Seeger 23 + 50 = 73.  Tie A 30, C 30, B 60: both +23 and a won game.
mk H23 isko,ramsch_mode=gewinner,ramsch_on_pass=yes Anna Bert Carl
mk H23t isko,ramsch_mode=gewinner,ramsch_on_pass=yes Anna Bert Carl
booked "H23 Gewinner-Ramsch: A +23" H23 "list: seat 1 Anna +23" --ramsch 28,42,40 --skat 10
exact "H23 A: list 23, Seeger 73, one won game" "1,Anna,23,0,73,1,0" "2,Bert,0,0,0,0,0" \
    -- S standings -t H23 --format csv
booked "H23 tie for fewest: A and C +23 each" H23t "list: seat 1 Anna +23, seat 3 Carl +23" --ramsch 30,60,30
exact "H23 tie: A and C each Seeger 73" "1,Anna,23,0,73,1,0" "1,Carl,23,0,73,1,0" "3,Bert,0,0,0,0,0" \
    -- S standings -t H23t --format csv

# the alternative of B.4.9 (koelln-reisiek, ramsch_mode=gewinner_20): the
# fewest Augen +20 and no won game; a tie 10 each
mk H23k isko,ramsch_mode=gewinner_20,ramsch_on_pass=yes Anna Bert Carl
booked "H23 variant gewinner_20: A +20" H23k "list: seat 1 Anna +20" --ramsch 28,42,40 --skat 10
booked "H23 variant gewinner_20, tie: 10 each" H23k "list: seat 1 Anna +10, seat 3 Carl +10" --ramsch 30,60,30
exact "H23 variant: no won game, no Seeger bonus" "1,Anna,30,0,30,0,0" "2,Carl,10,0,10,0,0" \
    -- S standings -t H23k --format csv

# ---- H26: loss fees (B.6.2) --------------------------------------------------
# default tiers 50 ct for losses 1-3, 100 ct from the 4th:
#  5 losses in one series: 3 x 50 + 2 x 100 = 350 ct
#  2 + 4 losses in two series, per_series: 2 x 50 + (3 x 50 + 100) = 350 ct;
#  per_tournament (6 losses): 3 x 50 + 3 x 100 = 450 ct
#  Euroskat tiers, 7 losses: 3 x 50 + 2 x 100 + 2 x 300 = 950 ct
# (the entry fee turns tournament money on; money_rate=0 leaves no
# settlement, so the balance is -entry - fees + prize)
lose() { local t=$1 k=$2 s=${3:-1} i; for ((i = 0; i < k; i++)); do
    S game add -t "$t" --series "$s" --table 1 --declarer 1 hearts --with 1 --points 50 >/dev/null; done; }
mk H26a "isko,entry_fee_ct=1000,money_rate=0" Anna Bert Carl
lose H26a 5
exact "H26 5 losses in one series, default tiers: 3.50 euros" "3,Anna,-450,0,0,5,0,0,1000,350,0,0,-1350" \
    -- S money -t H26a --format csv
mk H26e "isko,entry_fee_ct=1000,money_rate=0,loss_fee_tiers=euroskat" Anna Bert Carl
lose H26e 7
exact "H26 Euroskat tiers, 7 losses: 9.50 euros" "3,Anna,-630,0,0,7,0,0,1000,950,0,0,-1950" \
    -- S money -t H26e --format csv
for sc in per_series per_tournament; do
    mk "H26$sc" "isko,entry_fee_ct=1000,money_rate=0,loss_fee_scope=$sc" Anna Bert Carl --series 2
    printf 'series,table,seat,player\n2,1,1,Anna\n2,1,2,Bert\n2,1,3,Carl\n' > s2.csv
    S import seats -t "H26$sc" s2.csv >/dev/null
    lose "H26$sc" 2 1
    lose "H26$sc" 4 2
done
exact "H26 2 + 4 losses per series: 1.00 + 2.50 euros" "3,Anna,-540,0,0,6,0,0,1000,350,0,0,-1350" \
    -- S money -t H26per_series --format csv
exact "H26 2 + 4 losses per tournament (6): 4.50 euros" "3,Anna,-540,0,0,6,0,0,1000,450,0,0,-1450" \
    -- S money -t H26per_tournament --format csv

# ---- H27: prize split, 30 players x 10 euros --------------------------------
# pool 300 euros; 23.5/19.5/15/11.5/10/9/6.5/5 % -> 70.50, 58.50, 45.00,
# 34.50, 30.00, 27.00, 19.50, 15.00.  Ten 3-tables; at table t seat 1 wins one
# game of a different value, so the ranks 1-10 are the winners of tables
# 10..1 (Seeger V + 50) and the other 20 share rank 11.
for i in $(seq -w 1 26); do S player add "P$i" >/dev/null; done
S tournament create H27 --rules "isko,entry_fee_ct=1000,money_rate=0,prize_percent=23.5/19.5/15/11.5/10/9/6.5/5" >/dev/null
{ echo "series,table,seat,player"
  names=(Anna Bert Carl Dora $(seq -f 'P%02g' 1 26))
  for i in $(seq 0 29); do echo "1,$((i / 3 + 1)),$((i % 3 + 1)),${names[$i]}"; done
} > s27.csv
S import seats -t H27 s27.csv >/dev/null
t=0
for v in "diamonds --with 1" "hearts --with 1" "spades --with 1" "clubs --with 1" "diamonds --with 2" \
         "hearts --with 2" "spades --with 2" "clubs --with 2" "hearts --with 3" "spades --with 3"; do
    t=$((t + 1))
    S game add -t H27 --series 1 --table $t --declarer 1 $v --points 70 >/dev/null
done
# table t seat 1 = names[3(t-1)]: t1 Anna 18+50 = 68, t2 Dora 20+50 = 70,
# t3 P03 72, t4 P06 74, t5 P09 77, t6 P12 80, t7 P15 83, t8 P18 86,
# t9 P21 90, t10 P24 94; balance = prize - 10 euros entry
exact "H27 prizes 70.50 ... 15.00 euros for ranks 1-8" \
    "1,P24,94,0,1,0,0,0,1000,0,0,7050,6050" "2,P21,90,0,1,0,0,0,1000,0,0,5850,4850" \
    "3,P18,86,0,1,0,0,0,1000,0,0,4500,3500" "4,P15,83,0,1,0,0,0,1000,0,0,3450,2450" \
    "5,P12,80,0,1,0,0,0,1000,0,0,3000,2000" "6,P09,77,0,1,0,0,0,1000,0,0,2700,1700" \
    "7,P06,74,0,1,0,0,0,1000,0,0,1950,950" "8,P03,72,0,1,0,0,0,1000,0,0,1500,500" \
    "9,Dora,70,0,1,0,0,0,1000,0,0,0,-1000" "10,Anna,68,0,1,0,0,0,1000,0,0,0,-1000" \
    -- S money -t H27 --format csv
check "H27 the pool: 300.00 euros" 0 --out "prize pool: 300.00 euros" -- S money -t H27

# ---- H28: the difference method equals paying after every game --------------
# 4-table, 1 ct per point: A wins Grand mit 1 (48), B loses Herz mit 1 (-40).
# Per game: A +3 x 48 + 40 = 184, B -48 - 3 x 40 = -168, C -48 + 40 = -8,
# D -8.  Difference method: c = 48, -40, 0, 0; sum 8; net = 4c - 8.
mk H28 club,money_rate=1 Anna Bert Carl Dora --first-dealer 3
g H28 --declarer 1 grand --with 1 --points 70
g H28 --declarer 2 hearts --with 1 --points 50
exact "H28 net A +184, B -168, C -8, D -8 ct" "1,Anna,48,0,1,0,0,184,0,0,0,0,184" \
    "4,Bert,-40,0,0,1,0,-168,0,0,0,0,-168" "2,Carl,0,0,0,0,0,-8,0,0,0,0,-8" "2,Dora,0,0,0,0,0,-8,0,0,0,0,-8" \
    -- S money -t H28 --format csv
exact "H28 who pays whom" "  Bert pays Anna 1.68 euros" "  Carl pays Anna 0.08 euros" "  Dora pays Anna 0.08 euros" \
    -- S money -t H28

# ---- B.6.2 DECISIONs: loss-fee tiers alone; prize remainder; shared ranks --
# Euroskat tiers without an entry fee still charge the fees (to the
# organiser): Anna's 7 losses 9.50 euros; Seeger Anna 7 x (-40-50) = -630,
# Bert and Carl 7 x 40 = 280; 1/10 ct: -63, 28, 28 -> net -189-(-7) = -182,
# 84+7 = 91 each; Anna's balance -182 - 950 = -1132
mk LF isko,loss_fee_tiers=euroskat,money_rate=1/10 Anna Bert Carl
lose LF 7
exact "loss_fee_tiers alone turn the fees on" "3,Anna,-630,0,0,7,0,-182,0,950,0,0,-1132" \
    "1,Bert,280,0,0,0,0,91,0,0,0,0,91" -- S money -t LF --format csv
check "the organiser keeps the loss fees" 0 --out "kept by the organiser: 9.50 euros" -- S money -t LF
# pool 3 x 10 euros = 3000 ct, 33.33/33.33/33.34 %: 999, 999, 1000 (rounded
# down) = 2998; the 2 ct left go to rank 1: 1001
mk PR1 isko,entry_fee_ct=1000,money_rate=0,prize_percent=33.33/33.33/33.34 Anna Bert Carl
g PR1 --declarer 1 hearts --with 1 --points 70     # Anna 20 + 50 = 70
g PR1 --declarer 2 diamonds --with 1 --points 70   # Bert 18 + 50 = 68
exact "prizes rounded down, the remainder to rank 1" "1,Anna,70,0,1,0,0,0,1000,0,0,1001,1" \
    "2,Bert,68,0,1,0,0,0,1000,0,0,999,-1" "3,Carl,0,0,0,0,0,0,1000,0,0,1000,0" -- S money -t PR1 --format csv
# Anna and Bert both 70: they share ranks 1 and 2: (1500 + 900) / 2 = 1200 each
mk PR2 isko,entry_fee_ct=1000,money_rate=0,prize_percent=50/30/20 Anna Bert Carl
g PR2 --declarer 1 hearts --with 1 --points 70
g PR2 --declarer 2 hearts --with 1 --points 70
exact "a shared rank splits the prizes of the ranks it occupies" "1,Anna,70,0,1,0,0,0,1000,0,0,1200,200" \
    "1,Bert,70,0,1,0,0,0,1000,0,0,1200,200" "3,Carl,0,0,0,0,0,0,1000,0,0,600,-400" -- S money -t PR2 --format csv

# ---- B.5 bierlachs_target=300+day: an evening on the 19th plays to 319 ------
# Anna loses Grand mit 4 (-240) and Karo mit 2 (-54): -294; Bert wins Karo
# mit 1 twice (-18 to Anna and Carl each time): -312 is past 301 but not 319,
# -330 reaches it
mk BD pub,bierlachs_target=300+day Anna Bert Carl --date 2026-11-19
g BD --declarer 1 grand --with 4 --points 50
g BD --declarer 1 diamonds --with 2 --points 50
booked "300+day on the 19th: -312 loses no Lachs" BD "list: seat 1 Anna −18, seat 3 Carl −18" \
    --declarer 2 diamonds --with 1 --points 70
booked "300+day on the 19th: -330 reaches 319" BD \
    "list: seat 1 Anna −18, seat 3 Carl −18; seat 1 Anna loses a Lachs (all restart at 0)" \
    --declarer 2 diamonds --with 1 --points 70
check "the target is said" 0 --out "Bierlachs to 319" -- S game list -t BD --series 1

# ---- B.6 settings: money_basis=seeger; the passed fee to the dealer, fees
# into the pool, payout percentage and the organiser's cut ----------------
# club on Seeger: Anna 20 + 50 = 70 -> 7 ct; net 3 x 7 - 7 = +14, others -7
mk SB club,money_basis=seeger Anna Bert Carl
g SB --declarer 1 hearts --with 1 --points 70
exact "money_basis=seeger settles the Seeger totals" "1,Anna,70,0,1,0,0,14,0,0,0,0,14" \
    "2,Bert,0,0,0,0,0,-7,0,0,0,0,-7" -- S money -t SB --format csv
# g1 Anna wins Herz mit 1 (Seeger 70); g2 passed, dealer Bert; g3 Bert loses
# Kreuz mit 1 (-48-50 = -98, Anna and Carl +40); g4 passed, dealer Anna.
# Seeger Anna 110, Carl 40, Bert -98.  Fees: Bert loss 50, passed 20 each
# to Bert and Anna (the dealers).  Pool: 3 x 1000 x 90 % - 300 + 90 (fees to
# the pool) = 2490: 60 % 1494, 40 % 996.  Organiser: 3000 + 90 - 2490 = 600.
# Balances: Anna -1000 - 20 + 1494 = 474, Carl -1000 + 996 = -4, Bert -1000
# - 50 - 20 = -1070.
mk FP "isko,entry_fee_ct=1000,passed_fee_ct=20,passed_fee_payer=dealer,fees_to_pool=yes,organiser_cut_ct=300,payout_percent=90,prize_percent=60/40,money_rate=0" \
    Anna Bert Carl
g FP --declarer 1 hearts --with 1 --points 70
g FP --passed
g FP --declarer 2 clubs --with 1 --points 50
g FP --passed
exact "fees, pool and prizes by the settings" "1,Anna,110,0,1,0,1,0,1000,0,20,1494,474" \
    "2,Carl,40,0,0,0,0,0,1000,0,0,996,-4" "3,Bert,-98,0,0,1,1,0,1000,50,20,0,-1070" \
    -- S money -t FP --format csv
check "the pool and what the organiser keeps" 0 --out "prize pool: 24.90 euros; kept by the organiser: 6.00 euros" \
    -- S money -t FP
