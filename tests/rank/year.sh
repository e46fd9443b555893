#!/usr/bin/env bash
# A club's year ranked by every preset (issue 40): one database, twelve
# evenings of 2027 -- nine ISkO Skat evenings, two Schafkopf evenings, one
# Skat evening under house rules -- each preset's list checked against
# figures worked by hand below (docs/rankings.md "The presets").
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_rank.sh"
export SKATSHEET_DB=$(new_db year)
"$SK" init >/dev/null
for p in Anna Bernd Carla Dieter; do "$SK" player add "$p" >/dev/null; done

# ---- nine ISkO evenings, one series at one 3-table each (one of the four
#      absent), so everybody present takes part in every game; only won
#      games, Seeger = value + 50 (grand 98, clubs 74, spades 72, hearts 70):
evening 1 2027-01-08 Dieter      # Anna grand 98, Bernd clubs 74        2 games
win "Clubabend 1" 1 Anna grand $W; win "Clubabend 1" 1 Bernd clubs $W
evening 2 2027-02-05 Carla       # Bernd grand 98                       1 game
win "Clubabend 2" 1 Bernd grand $W
evening 3 2027-03-05 Anna        # Carla grand 98, Carla spades 72      2 games
win "Clubabend 3" 1 Carla grand $W; win "Clubabend 3" 1 Carla spades $W
evening 4 2027-04-02 Bernd       # Dieter grand 98, Anna hearts 70      2 games
win "Clubabend 4" 1 Dieter grand $W; win "Clubabend 4" 1 Anna hearts $W
evening 5 2027-05-07 Dieter      # Anna clubs 74, Anna grand 98         2 games
win "Clubabend 5" 1 Anna clubs $W; win "Clubabend 5" 1 Anna grand $W
evening 6 2027-06-04 Carla       # Bernd spades 72                      1 game
win "Clubabend 6" 1 Bernd spades $W
evening 7 2027-07-02 Anna        # Carla clubs 74                       1 game
win "Clubabend 7" 1 Carla clubs $W
evening 8 2027-08-06 Bernd       # Anna grand 98, Dieter hearts 70      2 games
win "Clubabend 8" 1 Anna grand $W; win "Clubabend 8" 1 Dieter hearts $W
evening 9 2027-09-03 Dieter      # Bernd grand 98, Anna spades 72       2 games
win "Clubabend 9" 1 Bernd grand $W; win "Clubabend 9" 1 Anna spades $W
#            E1  E2  E3  E4  E5  E6  E7  E8  E9   events games points
#   Anna     98   0   -  70 172   0   -  98  72      7     12    510
#   Bernd    74  98   0   -   0  72   0   -  98      7     11    342
#   Carla     0   - 170   0   0   -  74   0   0      7     13    244
#   Dieter    -   0   0  98   -   0   0  70   -      6      9    168
#   games     2   1   2   2   2   1   1   2   2   (x 3 = 45 = 12+11+13+9)
# 9 series held: missed Anna, Bernd, Carla 2, Dieter 3.

# ---- two Schafkopf evenings, the four at one table of four (every game
#      of the table taken part in), default tariff: Rufspiel 20 for
#      declarer and partner from each opponent, solo 50 from each of the
#      three (tests/stats/lists.sh):
sk_evening() {   # sk_evening NAME DATE
    "$SK" tournament create "$1" --game schafkopf --series 1 --date "$2" >/dev/null
    printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bernd\n1,1,3,Carla\n1,1,4,Dieter\n' > "$TMP/sk.csv"
    "$SK" import seats "$TMP/sk.csv" -t "$1" >/dev/null
}
sk_evening "Schafkopf 1" 2027-10-01
# Rufspiel Anna with Carla won (70): Anna +20, Carla +20, Bernd -20, Dieter -20
"$SK" game add -t "Schafkopf 1" --series 1 --table 1 ruf --declarer 1 --partner 3 --suit eichel --points 70 >/dev/null
# solo Bernd won (75): Bernd +150, each other -50
"$SK" game add -t "Schafkopf 1" --series 1 --table 1 solo --declarer 2 --suit herz --points 75 >/dev/null
sk_evening "Schafkopf 2" 2027-11-05
# solo Carla won (75): Carla +150, each other -50
"$SK" game add -t "Schafkopf 2" --series 1 --table 1 solo --declarer 3 --suit herz --points 75 >/dev/null
#            SK1        SK2    sum   games
#   Anna     20-50      -50    -80     3
#   Bernd   -20+150     -50     80     3
#   Carla    20-50      150    120     3
#   Dieter  -20-50      -50   -120     3

# ---- one Skat evening under house rules (--rules club: a won game books
#      its value, a lost one twice, rules-house-schafkopf.md B.0); Anna,
#      Bernd, Carla at one 3-table (Dieter absent):
"$SK" tournament create Hausabend --date 2027-12-03 --rules club >/dev/null
"$SK" player edit Dieter --inactive >/dev/null
"$SK" series draw 1 --seed 12 -t Hausabend >/dev/null
"$SK" player edit Dieter --active >/dev/null
win Hausabend 1 Anna grand $W                          # grand with 1 won: 2 x 24 = +48
win Hausabend 1 Bernd clubs $W                         # clubs with 1 won: 2 x 12 = +24
win Hausabend 1 Carla spades --with 1 --points 40      # spades with 1 lost: -2 x 22 = -44

# ---- the families are never mixed ----
check "skat: the nine ISkO evenings only" 0 --out "events: 9, series held: 9" \
    -- "$SK" --lang en ranking preset=ispa
check "skat detail: no Schafkopf, no house evening" 0 --out "Clubabend 9" \
    --no-out "Schafkopf" --no-out "Hausabend" -- "$SK" --lang en ranking preset=ispa --detail
check "schafkopf: its two evenings only" 0 --out "events: 2, series held: 2" \
    -- "$SK" --lang en ranking family=schafkopf
check "schafkopf detail: no Skat evening" 0 --out "Schafkopf 2" \
    --no-out "Clubabend" --no-out "Hausabend" -- "$SK" --lang en ranking family=schafkopf --detail
check "house: its one evening only" 0 --out "events: 1, series held: 1" \
    -- "$SK" --lang en ranking family=house
check "house detail: no ISkO, no Schafkopf evening" 0 --out "Hausabend" \
    --no-out "Clubabend" --no-out "Schafkopf" -- "$SK" --lang en ranking family=house --detail

# ---- ispa: points per game, at least 75% of the most games (Carla 13):
#      9.75, rounded up 10 -- Dieter (9) not ranked
#   Anna 510/12 = 42.50, Bernd 342/11 = 31.09 (31.0909), Carla 244/13 = 18.77
#   (18.769), Dieter 168/9 = 18.67 (18.667)
csv_is "ispa" "rank,player,club,events,series,games,missed,base,penalty,score,lacks,have,need
1,Anna,,7,7,12,2,42.50,0,42.50,,,
2,Bernd,,7,7,11,2,31.09,0,31.09,,,
3,Carla,,7,7,13,2,18.77,0,18.77,,,
,Dieter,,6,6,9,3,18.67,0,18.67,games,9,10" "$SK" ranking preset=ispa --format csv

# ---- championship: the average per series; nobody has the 25 series
#      (all guests); nobody missed more than 30, no penalty
#   Anna 510/7 = 72.86 (72.857), Bernd 342/7 = 48.86 (48.857),
#   Carla 244/7 = 34.86 (34.857), Dieter 168/6 = 28
csv_is "championship" "rank,player,club,events,series,games,missed,base,penalty,score,lacks,have,need
,Anna,,7,7,12,2,72.86,0,72.86,series,7,25
,Bernd,,7,7,11,2,48.86,0,48.86,series,7,25
,Carla,,7,7,13,2,34.86,0,34.86,series,7,25
,Dieter,,6,6,9,3,28,0,28,series,6,25" "$SK" ranking preset=championship --format csv

# the same with the minimum and the penalty lowered to this year: 7 series,
# (missed - 1)^2 beyond 2 missed: Dieter (6 series, 3 missed) a guest,
# 28 - (3-1)^2 = 24; the others missed 2, no penalty
csv_is "championship lowered" "rank,player,club,events,series,games,missed,base,penalty,score,lacks,have,need
1,Anna,,7,7,12,2,72.86,0,72.86,,,
2,Bernd,,7,7,11,2,48.86,0,48.86,,,
3,Carla,,7,7,13,2,34.86,0,34.86,,,
,Dieter,,6,6,9,3,28,4,24,series,6,7" \
    "$SK" ranking preset=championship min_series=7 "penalty=(missed-1)^2 if missed>2" --format csv

# ---- placement: 25,20,16,... by each evening's place; players equal in
#      total, won and lost games share the place and the average points
#   E1 A 1. B 2. C 3.          25 20 16
#   E2 B 1., A D 2.-3.         25, (20+16)/2 = 18 each
#   E3 C 1., B D 2.-3.         25, 18, 18
#   E4 D 1. A 2. C 3.          25 20 16
#   E5 A 1., B C 2.-3.         25, 18, 18
#   E6 B 1., A D 2.-3.         25, 18, 18
#   E7 C 1., B D 2.-3.         25, 18, 18
#   E8 A 1. D 2. C 3.          25 20 16
#   E9 B 1. A 2. C 3.          25 20 16
#   Anna   25+18+20+25+18+25+20 = 151
#   Bernd  20+25+18+18+25+18+25 = 149
#   Carla  16+25+16+18+25+16+16 = 132
#   Dieter 18+18+25+18+18+20    = 117
cols_is "placement" 1,2,4,5,7,10 "rank,player,events,series,missed,score
1,Anna,7,7,2,151
2,Bernd,7,7,2,149
3,Carla,7,7,2,132
4,Dieter,6,6,3,117" "$SK" ranking preset=placement --format csv

# ---- best4 / best10: a field of 3 every evening: 1st 3, 2nd 2, 3rd 1,
#      2nd-3rd shared (2+1)/2 = 1.5
#   Anna   3 1.5 2 3 1.5 3 2        best 4: 3+3+3+2 = 11,      all 16
#   Bernd  2 3 1.5 1.5 3 1.5 3      best 4: 3+3+3+2 = 11,      all 15.5
#   Carla  1 3 1 1.5 3 1 1          best 4: 3+3+1.5+1 = 8.5,   all 11.5
#   Dieter 1.5 1.5 3 1.5 1.5 2      best 4: 3+2+1.5+1.5 = 8,   all 11
# (12 months back from 2027-12-31: the whole year)
cols_is "best4" 1,2,10 "rank,player,score
1,Anna,11
1,Bernd,11
3,Carla,8.50
4,Dieter,8" "$SK" ranking preset=best4 at=2027-12-31 --format csv
cols_is "best10" 1,2,10 "rank,player,score
1,Anna,16
2,Bernd,15.50
3,Carla,11.50
4,Dieter,11" "$SK" ranking preset=best10 from=2027-01-01 to=2027-12-31 --format csv

# ---- doko: no club evening has 32 players: nothing counts ----
check "doko: no event counts" 0 --out "no event falls into this ranking" \
    -- "$SK" --lang en ranking preset=doko at=2027-12-31
# the same rule lowered to these evenings, 10 games needed: per game x 24
#   Anna 510/12 x 24 = 1020, Bernd 342/11 x 24 = 746.18 (746.182),
#   Carla 244/13 x 24 = 450.46 (450.462), Dieter 168/9 x 24 = 448 (9 games: not ranked)
cols_is "doko lowered" 1,2,6,10,11,12,13 "rank,player,games,score,lacks,have,need
1,Anna,12,1020,,,
2,Bernd,11,746.18,,,
3,Carla,13,450.46,,,
,Dieter,9,448,games,9,10" \
    "$SK" ranking preset=doko at=2027-12-31 min_players=3 min_series_held=1 min_games=10 --format csv

# ---- online lists: the average per series; nobody has 6 series in a month ----
# May: E5 only: Anna 172, Bernd 0, Carla 0, one series each (of 6)
cols_is "online_month" 1,2,5,10,11,12,13 "rank,player,series,score,lacks,have,need
,Anna,1,172,series,1,6
,Bernd,1,0,series,1,6
,Carla,1,0,series,1,6" "$SK" ranking preset=online_month from=2027-05-01 to=2027-05-31 --format csv
# the year: the championship's averages, 0 of the 9 months with 6 series
cols_is "online_year" 1,2,5,10,11,12,13 "rank,player,series,score,lacks,have,need
,Anna,7,72.86,months,0,9
,Bernd,7,48.86,months,0,9
,Carla,7,34.86,months,0,9
,Dieter,6,28,months,0,9" "$SK" ranking preset=online_year from=2027-01-01 to=2027-12-31 --format csv

# ---- euroskat, the first quarter (E1-E3): each evening + (platform average
#      - own average, per game over the earlier evenings) x its games
# E1: nothing earlier: Anna 98, Bernd 74, Carla 0
# before E2: platform 172/6 = 28.667; Anna 98/2 = 49, Bernd 74/2 = 37, Dieter none
#   E2 (1 game): Anna 0 + (28.667 - 49) = -20.333, Bernd 98 + (28.667 - 37) = 89.667, Dieter 0
# before E3: platform 270/9 = 30; Bernd 172/3 = 57.333, Carla 0/2 = 0, Dieter 0/1 = 0
#   E3 (2 games): Bernd 0 + (30 - 57.333) x 2 = -54.667, Carla 170 + 60 = 230, Dieter 0 + 60 = 60
# sums: Carla 230, Bernd 74 + 89.667 - 54.667 = 109, Anna 98 - 20.333 = 77.67, Dieter 60
cols_is "euroskat" 1,2,4,10 "rank,player,events,score
1,Carla,2,230
2,Bernd,3,109
3,Anna,2,77.67
4,Dieter,2,60" "$SK" ranking preset=euroskat to=2027-03-31 --format csv

# the whole year, going on (platform = all points / all games before;
# own = the player's points / games before):
# E4 (2 games) platform 440/15 = 29.333: Anna 70 + (29.333 - 98/3 = 32.667) x 2 = 63.333,
#    Carla 0 + (29.333 - 170/4 = 42.5) x 2 = -26.333, Dieter 98 + (29.333 - 0/3) x 2 = 156.667
# E5 (2) 608/21 = 28.952: Anna 172 + (28.952 - 168/5 = 33.6) x 2 = 162.705,
#    Bernd 0 + (28.952 - 172/5 = 34.4) x 2 = -10.895, Carla 0 + (28.952 - 170/6 = 28.333) x 2 = 1.238
# E6 (1) 780/27 = 28.889: Anna 0 + (28.889 - 340/7 = 48.571) = -19.683,
#    Bernd 72 + (28.889 - 172/7 = 24.571) = 76.317, Dieter 0 + (28.889 - 98/5 = 19.6) = 9.289
# E7 (1) 852/30 = 28.4: Bernd 0 + (28.4 - 244/8 = 30.5) = -2.1,
#    Carla 74 + (28.4 - 170/8 = 21.25) = 81.15, Dieter 0 + (28.4 - 98/6 = 16.333) = 12.067
# E8 (2) 926/33 = 28.061: Anna 98 + (28.061 - 340/8 = 42.5) x 2 = 69.121,
#    Carla 0 + (28.061 - 244/9 = 27.111) x 2 = 1.899, Dieter 70 + (28.061 - 98/7 = 14) x 2 = 98.121
# E9 (2) 1094/39 = 28.051: Anna 72 + (28.051 - 438/10 = 43.8) x 2 = 40.503,
#    Bernd 98 + (28.051 - 244/9 = 27.111) x 2 = 99.880, Carla 0 + (28.051 - 244/11 = 22.182) x 2 = 11.739
# sums: Anna 98 - 20.333 + 63.333 + 162.705 - 19.683 + 69.121 + 40.503 = 393.646 -> 393.65
#       Dieter 0 + 60 + 156.667 + 9.289 + 12.067 + 98.121 = 336.143 -> 336.14
#       Carla 0 + 230 - 26.333 + 1.238 + 81.15 + 1.899 + 11.739 = 299.693 -> 299.69
#       Bernd 74 + 89.667 - 54.667 - 10.895 + 76.317 - 2.1 + 99.880 = 272.203 -> 272.20
cols_is "euroskat, the year" 1,2,4,10 "rank,player,events,score
1,Anna,7,393.65
2,Dieter,6,336.14
3,Carla,7,299.69
4,Bernd,7,272.20" "$SK" ranking preset=euroskat from=2027-01-01 to=2027-12-31 --format csv

# ---- family=schafkopf: the list's points (sum above), and per game (3 each) ----
cols_is "schafkopf sum" 1,2,4,5,6,10 "rank,player,events,series,games,score
1,Carla,2,2,3,120
2,Bernd,2,2,3,80
3,Anna,2,2,3,-80
4,Dieter,2,2,3,-120" "$SK" ranking family=schafkopf --format csv
#   Carla 120/3 = 40, Bernd 80/3 = 26.67, Anna -26.67, Dieter -40
cols_is "schafkopf ispa" 1,2,6,10 "rank,player,games,score
1,Carla,3,40
2,Bernd,3,26.67
3,Anna,3,-26.67
4,Dieter,3,-40" "$SK" ranking preset=ispa family=schafkopf --format csv

# ---- family=house: the house list: Anna 48, Bernd 24, Carla -44 ----
cols_is "house sum" 1,2,4,5,10 "rank,player,events,series,score
1,Anna,1,1,48
2,Bernd,1,1,24
3,Carla,1,1,-44" "$SK" ranking family=house method=sum --format csv
