#!/usr/bin/env bash
# A league season ranked (issue 40): two teams, two match days; at match
# day 1 Alpha's substitute Asub takes seat 2 of table 1 from A2 from game 17
# on; after match day 1, A4 moves from Alpha to Beta.  Every figure below is
# worked by hand from rules.md 9 (extended Seeger-Fabian, 4-tables: the
# dealer sits out and gets 30 for another's lost game) and 11 (team result =
# sum of its players' totals; match points per venue group).
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_rank.sh"
export SKATSHEET_DB=$(new_db lg)
"$SK" init >/dev/null
LG=Liga
"$SK" league create "$LG" --season 2027 >/dev/null
for t in Alpha Beta; do
    "$SK" league team add "$t" --club "SC $t" >/dev/null
    for i in 1 2 3 4; do "$SK" player add "${t:0:1}$i" >/dev/null; done
    "$SK" league roster add "$t" "${t:0:1}1" "${t:0:1}2" "${t:0:1}3" "${t:0:1}4" >/dev/null
done
"$SK" player add Asub >/dev/null
"$SK" league roster add Alpha Asub --substitute >/dev/null
L="--with 1 --points 40"   # lost: grand -96, spades -44, hearts -40, diamonds -36
W="--with 1 --points 61"   # won: grand 48, clubs 24, spades 22, hearts 20
seats() {  # seats FILE T1S1 T1S2 T1S3 T1S4 T2S1 T2S2 T2S3 T2S4
    local f=$1; shift
    printf 'series,table,seat,player\n' >"$f"
    local i=0 p
    for p in "$@"; do
        printf '1,%d,%d,%s\n' $(( i / 4 + 1 )) $(( i % 4 + 1 )) "$p" >>"$f"; i=$((i + 1))
    done
}
g() {  # g MATCHDAY TABLE GAME SEAT CONTRACT W|L
    local r; [ "$6" = W ] && r=$W || r=$L
    "$SK" game add -t "$LG matchday $1" --series 1 --table "$2" --game "$3" \
        --declarer "$4" "$5" $r >/dev/null || t_fail "game $1/$2/$3"
}

# ---- match day 1: A1 A2 B1 B2 at table 1, A3 A4 B3 B4 at table 2 ----
"$SK" league matchday add 1 --date 2027-01-16 >/dev/null
seats "$TMP/md1.csv" A1 A2 B1 B2 A3 A4 B3 B4
"$SK" import seats -t "$LG matchday 1" "$TMP/md1.csv" >/dev/null
# game g is dealt by seat (g-1) % 4 + 1, who sits out
g 1 1 1 2 grand W      # A2 +48 (A1 deals)
g 1 1 2 3 clubs W      # B1 +24 (A2 deals)
g 1 1 17 2 hearts L    # seat 2 -40 (A1 deals): Asub's once he sits there
g 1 1 18 4 spades W    # B2 +22 (seat 2 deals)
g 1 1 19 2 grand W     # seat 2 +48 (B1 deals)
g 1 2 1 2 clubs W      # A4 +24 (A3 deals)
g 1 2 2 3 diamonds L   # B3 -36 (A4 deals)
g 1 2 3 2 spades W     # A4 +22 (B3 deals)

# ---- match day 1 by hand (before any substitution: A2 has seat 2) ----
#   A1   others' lost: game 17 (he dealt)                       30
#   A2   48 + 40 (17 lost) ... computed below per player after the sub
#   seat 2 as one: 48 - 40 + 48 = 56, won 2 lost 1: 50, others' lost 0 = 106
#   B1   24 + 50 + 30 (game 17)                                 104
#   B2   22 + 50 + 30 (game 17)                                 102
#   A3   30 (game 2, B3's lost)                                  30
#   A4   24 + 22 + 2 x 50 + 30 (game 2, he dealt)               176
#   B3   -36 - 50                                               -86
#   B4   30 (game 2)                                             30
# Alpha 30 + 106 + 30 + 176 = 342, Beta 104 + 102 - 86 + 30 = 150: 1:0
check "match day 1: table before the substitution" 0 -- "$SK" league table --format csv
before=$OUT
[ "$before" = "rank,team,matchdays,points_plus,points_minus,seeger_sum,provisional
1,Alpha,1,1,0,342,yes
2,Beta,1,0,1,150,yes" ] && t_ok "match day 1: Alpha 1:0 (342), Beta 0:1 (150)" \
    || t_fail "match day 1: Alpha 1:0 (342), Beta 0:1 (150)" "got:" "$before"

# (a) Alpha's substitute from game 17 on
check "sub from game 17" 0 -- "$SK" game sub -t "$LG matchday 1" --series 1 --table 1 --seat 2 \
    --from-game 17 Asub
# A2 (games 1-16): 48 + 50 = 98; Asub (17-20): -40 + 48 = 8, won 1 lost 1:
# 0, nobody else lost while he sat: 8; 98 + 8 = 106, the seat's block
check "match day 1 standings" 0 \
    --out "A2         98     1     0      48        50             0      98" \
    --out "Asub        8     1     1       8         0             0       8" \
    -- "$SK" standings -t "$LG matchday 1"
check "match day 1: table after the substitution" 0 -- "$SK" league table --format csv
[ "$OUT" = "$before" ] && t_ok "substitution: match points and Seeger sum stay Alpha's" \
    || t_fail "substitution: match points and Seeger sum stay Alpha's" "before:" "$before" "after:" "$OUT"

# the teams of match day 1 (group=team): Asub's games are Alpha's
#   Alpha 342 in 10 games (A1 3, A2 1, Asub 2, A3 2, A4 2) = 34.2
#   Beta  150 in 14 games (B1 4, B2 5, B3 2, B4 3)         = 10.71
cols_is "match day 1 teams" 1,2,6,10 "rank,player,games,score
1,Alpha,10,342
2,Beta,14,150" "$SK" ranking group=team "tournaments=$LG matchday 1" --format csv
cols_is "match day 1 teams per game" 1,2,6,10 "rank,player,games,score
1,Alpha,10,34.20
2,Beta,14,10.71" "$SK" ranking group=team unit=game method=average \
    "tournaments=$LG matchday 1" --format csv

# (b) A4 changes from Alpha to Beta after match day 1: a transfer from
# match day 2 on (without --from-matchday the command would want --force,
# for he has games for Alpha on match day 1, and would move them too).
check "A4 to Beta" 0 -- "$SK" league roster move Alpha A4 --to Beta --from-matchday 2
check "rosters" 0 --out "Alpha: A1, A2, A3, Asub (sub)" --out "Beta: A4, B1, B2, B3, B4" \
    -- "$SK" league roster list
# match day 1 was played with A4 for Alpha: its result stays
# (rules.md 11: team result = sum of its players' totals, that day's team).
# `--from-matchday 2` keeps him in Alpha's match-day team of match day 1
# (before it, `--force` moved him in every match-day team, and the table
# gave Beta 1:0 (326 = 150 + 176), Alpha 0:1 (166): "moved back" below)
check "match day 1 after the move" 0 -- "$SK" league table --format csv
[ "$OUT" = "$before" ] && t_ok "move: match day 1 stays Alpha 1:0 (342), Beta 0:1 (150)" \
    || t_fail "move: match day 1 stays Alpha 1:0 (342), Beta 0:1 (150)" "got:" "$OUT"

# ---- match day 2: A1 A2 B1 A4 at table 1, A3 Asub B2 B3 at table 2 ----
"$SK" league matchday add 2 --date 2027-02-13 >/dev/null
seats "$TMP/md2.csv" A1 A2 B1 A4 A3 Asub B2 B3
"$SK" import seats -t "$LG matchday 2" "$TMP/md2.csv" >/dev/null
g 2 1 1 4 grand W      # A4 +48 (A1 deals)
g 2 1 2 1 spades L     # A1 -44 (A2 deals)
g 2 2 1 3 hearts W     # B2 +20 (A3 deals)
#   A1 -44 - 50 = -94; A2 30 (dealt game 2); B1 30; A4 48 + 50 + 30 = 128;
#   B2 20 + 50 = 70; A3, Asub, B3 0; B4 not seated
# match day 2 alone, A4 with Beta: Alpha -64 in 3 games (A1, A2, Asub 1
# each), Beta 228 in 6 (B1 2, A4 2, B2 1, B3 1)
cols_is "match day 2 teams" 1,2,6,10 "rank,player,games,score
1,Beta,6,228
2,Alpha,3,-64" "$SK" ranking group=team "tournaments=$LG matchday 2" --format csv
# Alpha -94 + 30 + 0 + 0 = -64, Beta 30 + 128 + 70 + 0 = 228: Beta 1:0
# season: both 1:1, Beta 150 + 228 = 378 ahead of Alpha 342 - 64 = 278
# (moved back, before --from-matchday: Beta 2:0 554, Alpha 0:2 102)
csv_is "season table" "rank,team,matchdays,points_plus,points_minus,seeger_sum,provisional
1,Beta,2,1,1,378,yes
2,Alpha,2,1,1,278,yes" "$SK" league table --format csv

# ---- ranking per game (ISPA): each player's own games ----
# games taken part in (recorded games at his table without those he dealt):
#          md 1 total / games       md 2 total / games    sum / games
#   A1      30 / 3 (2, 18, 19)       -94 / 1 (2)           -64 / 4  -16
#   A2      98 / 1 (1)                30 / 1 (1)           128 / 2   64
#   Asub     8 / 2 (17, 19)            0 / 1 (1)             8 / 3    2.67
#   A3      30 / 2 (2, 3)              0 / 0                30 / 2   15
#   A4     176 / 2 (1, 3)            128 / 2 (1, 2)        304 / 4   76
#   B1     104 / 4 (1, 2, 17, 18)     30 / 2 (1, 2)        134 / 6   22.33
#   B2     102 / 5 (1, 2, 17-19)      70 / 1 (1)           172 / 6   28.67
#   B3     -86 / 2 (1, 2)              0 / 1 (1)           -86 / 3  -28.67
#   B4      30 / 3 (1, 2, 3)           -                    30 / 3   10
# 75% of 6 games is 4.5, so min_games=0 lists everyone
MDS="tournaments=$LG matchday 1,$LG matchday 2"
cols_is "ispa per player" 1,2,4,6,10 "rank,player,events,games,score
1,A4,2,4,76
2,A2,2,2,64
3,B2,2,6,28.67
4,B1,2,6,22.33
5,A3,2,2,15
6,B4,1,3,10
7,Asub,2,3,2.67
8,A1,2,4,-16
9,B3,2,3,-28.67" "$SK" ranking preset=ispa min_games=0 "$MDS" --format csv
# the ISPA minimum itself: 75% of 6 = 4.5, rounded up 5 games: B2 and B1
# ranked, the others listed after them without a rank
cols_is "ispa with its minimum" 1,2,6,10 "rank,player,games,score
1,B2,6,28.67
2,B1,6,22.33
,A4,4,76
,A2,2,64
,A3,2,15
,B4,3,10
,Asub,3,2.67
,A1,4,-16
,B3,3,-28.67" "$SK" ranking preset=ispa "$MDS" --format csv

# ---- teams: each match day's games with the team played for then ----
#   Alpha  md 1: 342 (A1 30, A2 98, Asub 8, A3 30, A4 176), 10 games
#          md 2: -64 (A1, A2, A3, Asub), 3 games        278 / 13 = 21.38
#   Beta   md 1: 150 (B1..B4), 14 games
#          md 2: 228 (B1 30, A4 128, B2 70, B3 0), 6 games 378 / 20 = 18.9
# (moved back, before --from-matchday: A4's 176 in 2 games of match day 1 to
# Beta: Beta 554 in 22 games = 25.18, Alpha 102 in 11 = 9.27)
cols_is "teams: sum" 1,2,4,6,10 "rank,player,events,games,score
1,Beta,2,20,378
2,Alpha,2,13,278" "$SK" ranking group=team "$MDS" --format csv
cols_is "teams: per game" 1,2,6,10 "rank,player,games,score
1,Alpha,13,21.38
2,Beta,20,18.90" "$SK" ranking group=team unit=game method=average "$MDS" --format csv

# ---- a transfer back from a match day he already played for Beta ----
sum=$(db_sum "$SKATSHEET_DB")
check "transfer over played match days refused" 3 \
    --err "player 'A4' has 2 games for team 'Beta' on match days: add --force" \
    -- "$SK" league roster move Beta A4 --to Alpha --from-matchday 2
[ "$(db_sum "$SKATSHEET_DB")" = "$sum" ] && t_ok "refused transfer: database unchanged" \
    || t_fail "refused transfer: database unchanged"
check "transfer after the last match day" 0 -- "$SK" league roster move Beta A4 --to Alpha --from-matchday 3
csv_is "season table unchanged by a later transfer" "rank,team,matchdays,points_plus,points_minus,seeger_sum,provisional
1,Beta,2,1,1,378,yes
2,Alpha,2,1,1,278,yes" "$SK" league table --format csv
