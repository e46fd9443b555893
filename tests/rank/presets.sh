#!/usr/bin/env bash
# The presets (docs/rankings.md), each against a worked example computed
# by hand below: ISPA (points per game), the club championship with its
# absence penalty, placement points.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_rank.sh"

# ---- ISPA: unit=game method=average min_games=75% ----
export SKATSHEET_DB=$(new_db ispa)
"$SK" init >/dev/null
for p in Anna Bernd Carla Dieter; do "$SK" player add "$p" >/dev/null; done
# three evenings at one 3-table each (one player absent), so everybody
# takes part in every game of the evening; only won games:
evening 1 2027-01-08 Dieter        # Anna grand 98, Bernd clubs 74, Anna clubs 74
win "Clubabend 1" 1 Anna grand $W; win "Clubabend 1" 1 Bernd clubs $W
win "Clubabend 1" 1 Anna clubs $W
evening 2 2027-02-05 Carla         # Bernd grand 98, Dieter diamonds 68
win "Clubabend 2" 1 Bernd grand $W; win "Clubabend 2" 1 Dieter diamonds $W
evening 3 2027-03-05 Anna          # Carla grand 98, Carla spades 72, Dieter hearts 70, Bernd clubs 74
win "Clubabend 3" 1 Carla grand $W; win "Clubabend 3" 1 Carla spades $W
win "Clubabend 3" 1 Dieter hearts $W; win "Clubabend 3" 1 Bernd clubs $W
#          games        points               per game
#  Anna    3+2   = 5    172+0      = 172     34.40
#  Bernd   3+2+4 = 9    74+98+74   = 246     27.33 (246/9 = 27.333)
#  Carla   3+4   = 7    0+170      = 170     24.29 (170/7 = 24.286)
#  Dieter  2+4   = 6    68+70      = 138     23
# minimum 75% of the most games anyone played (9): 6.75, rounded up 7:
# Anna (5) and Dieter (6) are not ranked.
csv_is "ispa" "rank,player,club,events,series,games,missed,base,penalty,score,lacks,have,need
1,Bernd,,3,3,9,0,27.33,0,27.33,,,
2,Carla,,2,2,7,1,24.29,0,24.29,,,
,Anna,,2,2,5,1,34.40,0,34.40,games,5,7
,Dieter,,2,2,6,1,23,0,23,games,6,7" "$SK" ranking preset=ispa --format csv
check "ispa text lists the unranked apart" 0 --out "not ranked (below a minimum):" \
    --out "5 of the 7 games needed" -- "$SK" ranking preset=ispa

# ---- the club championship: average per series, 25 series or guest,
#      minus (missed - 16)^2 beyond 30 series missed ----
export SKATSHEET_DB=$(new_db vm)
"$SK" init >/dev/null
for p in A B C D E; do "$SK" player add "$p" >/dev/null; done
"$SK" tournament create "Saison" --date 2027-01-01 --series 60 >/dev/null
# 60 series, one 3-table each:
#   series  1-28  A B D      series 29-48  A C E      series 49-60  A D E
{
    echo "series,table,seat,player"
    for s in $(seq 1 60); do
        if [ "$s" -le 28 ]; then set -- A B D; elif [ "$s" -le 48 ]; then set -- A C E
        else set -- A D E; fi
        echo "$s,1,1,$1"; echo "$s,1,2,$2"; echo "$s,1,3,$3"
    done
} > "$TMP/seats.csv"
"$SK" import seats "$TMP/seats.csv" -t Saison >/dev/null
win Saison 1 A grand $W; win Saison 2 B grand $W; win Saison 3 D clubs $W
win Saison 30 C grand $W; win Saison 31 E spades $W; win Saison 50 D grand $W
win Saison 51 A clubs $W
# games taken part in (every game of a 3-table): A in series 1 2 3 30 31 50 51
# = 7, B 1 2 3 = 3, C 30 31 = 2, D 1 2 3 50 51 = 5, E 30 31 50 51 = 4
#        series  missed  points       average            penalty               score
#  A     60      0       98+74 = 172  172/60 =  2.8667   -                      2.87
#  B     28      32      98           98/28  =  3.5      (32-16)^2 = 256     -252.50
#  C     20      40      98           98/20  =  4.9      (40-16)^2 = 576     -571.10 guest (20 of 25)
#  D     40      20      74+98 = 172  172/40 =  4.3      -                      4.30
#  E     32      28      72           72/32  =  2.25     - (28 not above 30)    2.25
check "define the championship" 0 --out "ranking 'VM' defined" \
    -- "$SK" ranking define VM preset=championship
csv_is "championship" "rank,player,club,events,series,games,missed,base,penalty,score,lacks,have,need
1,D,,1,40,5,20,4.30,0,4.30,,,
2,A,,1,60,7,0,2.87,0,2.87,,,
3,E,,1,32,4,28,2.25,0,2.25,,,
4,B,,1,28,3,32,3.50,256,-252.50,,,
,C,,1,20,2,40,4.90,576,-571.10,series,20,25" "$SK" ranking VM --format csv

# ---- placement points: 25,20,16,13,... by the final place of each event ----
export SKATSHEET_DB=$(new_db pl)
"$SK" init >/dev/null
five_evenings
#  places       E1   E2   E3   E4   E5    points                  sum
#  Anna         1.   3.   3.   2.   1.    25+16+16+20+25         102
#  Bernd        2.   1.   2.   4.   3.    20+25+20+13+16          94
#  Carla        4.   2.   1.   3.   -     13+20+25+16             74
#  Dieter       3.   4.   -    1.   2.    16+13+25+20             74
cols_is "placement" 1,2,4,5,7,10 "rank,player,events,series,missed,score
1,Anna,5,5,0,102
2,Bernd,5,5,0,94
3,Carla,4,4,1,74
3,Dieter,4,4,1,74" "$SK" ranking preset=placement --format csv
check "placement detail" 0 --out "2027-02-05 Clubabend 2, place 3: 16" \
    -- "$SK" ranking preset=placement --detail
# a tie in an event shares the average of the places it spans: Clubabend 6,
# Anna and Bernd each win one clubs (74), Carla and Dieter nothing:
# places 1., 1., 3., 3. -> (25+20)/2 = 22.5 and (16+13)/2 = 14.5.
# The draw (seed 6) seats Dieter 1, Carla 2, Anna 3, Bernd 4; game 1 is
# dealt by seat 1, game 2 by seat 2, who sit out: Anna and Bernd take part
# in 2 games, Carla and Dieter in 1.
evening 6 2027-06-04
win "Clubabend 6" 1 Anna clubs $W; win "Clubabend 6" 1 Bernd clubs $W
csv_is "placement tie" "rank,player,club,events,series,games,missed,base,penalty,score,lacks,have,need
1,Anna,,1,1,2,0,22.50,0,22.50,,,
1,Bernd,,1,1,2,0,22.50,0,22.50,,,
3,Carla,,1,1,1,0,14.50,0,14.50,,,
3,Dieter,,1,1,1,0,14.50,0,14.50,,," \
    "$SK" ranking preset=placement "tournaments=Clubabend 6" --format csv
