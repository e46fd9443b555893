#!/usr/bin/env bash
# The published lists as presets (docs/rankings.md "The presets"), each
# against a worked example from the rule's own text: the Doppelkopf
# federation's rule applied to Skat, the online monthly and yearly lists,
# the rolling best 4 / best 10 of table football and dance sport, the
# Euroskat handicap.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_rank.sh"

# ---- the three 3-table evenings of presets.sh (everybody takes part in
#      every game of the table):
#   E1 2027-01-08 (Dieter absent): Anna grand 98, Bernd clubs 74, Anna clubs 74, 3 games
#   E2 2027-02-05 (Carla absent):  Bernd grand 98, Dieter diamonds 68,          2 games
#   E3 2027-03-05 (Anna absent):   Carla grand 98, Carla spades 72,
#                                  Dieter hearts 70, Bernd clubs 74,             4 games
export SKATSHEET_DB=$(new_db three)
"$SK" init >/dev/null
for p in Anna Bernd Carla Dieter; do "$SK" player add "$p" >/dev/null; done
evening 1 2027-01-08 Dieter
win "Clubabend 1" 1 Anna grand $W; win "Clubabend 1" 1 Bernd clubs $W
win "Clubabend 1" 1 Anna clubs $W
evening 2 2027-02-05 Carla
win "Clubabend 2" 1 Bernd grand $W; win "Clubabend 2" 1 Dieter diamonds $W
evening 3 2027-03-05 Anna
win "Clubabend 3" 1 Carla grand $W; win "Clubabend 3" 1 Carla spades $W
win "Clubabend 3" 1 Dieter hearts $W; win "Clubabend 3" 1 Bernd clubs $W

# ---- Doppelkopf federation: the average per round of 24 games over 24
#      months, 36 rounds (864 games) needed, only tournaments of at least
#      32 players and 3 rounds.  The club evenings are neither: ----
check "doko: club evenings do not count" 0 --out "no event falls into this ranking" \
    -- "$SK" ranking preset=doko at=2027-12-31
check "doko: 3 players are enough, 1 round is not" 0 --out "no event falls into this ranking" \
    -- "$SK" ranking preset=doko at=2027-12-31 min_players=3
# the same rule with the field and the rounds lowered to these evenings
# and 7 games needed: points per game x 24
#   Anna   172 / 5 games x 24 = 825.60     (5 games: not ranked)
#   Bernd  246 / 9 x 24       = 656
#   Carla  170 / 7 x 24       = 582.857 -> 582.86
#   Dieter 138 / 6 x 24       = 552        (6 games: not ranked)
cols_is "doko, per 24 games" 1,2,6,10,11,12,13 "rank,player,games,score,lacks,have,need
1,Bernd,9,656,,,
2,Carla,7,582.86,,,
,Anna,5,825.60,games,5,7
,Dieter,6,552,games,6,7" \
    "$SK" ranking preset=doko at=2027-12-31 min_players=3 min_series_held=1 min_games=7 --format csv

# ---- Euroskat: each event's result + (platform average - own average)
#      x its games; the averages per game over the earlier events ----
# E1: nothing earlier, no handicap: Anna 172, Bernd 74, Carla 0
# before E2 the platform: 246 points / 9 games = 27.333; own: Anna 172/3 =
#   57.333, Bernd 74/3 = 24.667, Dieter none (no handicap)
#   E2 (2 games): Anna 0 + (27.333 - 57.333) x 2 = -60
#                 Bernd 98 + (27.333 - 24.667) x 2 = 103.333, Dieter 68
# before E3: (246 + 166) / (9 + 6) = 412/15 = 27.467; own: Bernd 172/5 =
#   34.4, Carla 0/3 = 0, Dieter 68/2 = 34
#   E3 (4 games): Bernd 74 + (27.467 - 34.4) x 4 = 46.267
#                 Carla 170 + 27.467 x 4 = 279.867, Dieter 70 - 6.533 x 4 = 43.867
# sums: Carla 279.87, Bernd 74 + 103.333 + 46.267 = 223.60, Anna 172 - 60 = 112,
#       Dieter 68 + 43.867 = 111.87
cols_is "euroskat" 1,2,4,10 "rank,player,events,score
1,Carla,2,279.87
2,Bernd,3,223.60
3,Anna,2,112
4,Dieter,2,111.87" "$SK" ranking preset=euroskat --format csv
# with a fixed reference of 30 per game, only E3 ranked (the own averages
# still from E1 and E2): Bernd 74 + (30 - 34.4) x 4 = 56.40,
# Carla 170 + 30 x 4 = 290, Dieter 70 + (30 - 34) x 4 = 54
cols_is "handicap with a reference" 1,2,10 "rank,player,score
1,Carla,290
2,Bernd,56.40
3,Dieter,54" "$SK" ranking unit=event handicap=30 "tournaments=Clubabend 3" --format csv

# ---- rolling best 4 / best 10: place p of a field of n gets n - p + 1 ----
export SKATSHEET_DB=$(new_db best)
"$SK" init >/dev/null
five_evenings
#  places (presets.sh)  E1   E2   E3   E4   E5
#  Anna                 1.   3.   3.   2.   1.
#  Bernd                2.   1.   2.   4.   3.
#  Carla                4.   2.   1.   3.   -
#  Dieter               3.   4.   -    1.   2.
#  field                4    4    3    4    3
#  points   Anna   4 2 1 3 3   best 4: 4+3+3+2 = 12 (E3's 1 struck), all 13
#           Bernd  3 4 2 1 1   best 4: 3+4+2+1 = 10, all 11
#           Carla  1 3 3 2     9
#           Dieter 2 1 4 2     9
cols_is "best 4 in 12 months" 1,2,10 "rank,player,score
1,Anna,12
2,Bernd,10
3,Carla,9
3,Dieter,9" "$SK" ranking preset=best4 at=2027-12-31 --format csv
check "best 4: the fifth struck" 0 \
    --out "- 2027-03-05 Clubabend 3, place 3: 1 (not among the best 4)" \
    -- "$SK" ranking preset=best4 at=2027-12-31 --detail
cols_is "best 10 of a season" 1,2,10 "rank,player,score
1,Anna,13
2,Bernd,11
3,Carla,9
3,Dieter,9" "$SK" ranking preset=best10 --format csv
# the window: 12 months back from 2028-03-04 are 2027-03-05 to 2028-03-04:
# E3, E4, E5 only: Anna 1+3+3 = 7, Bernd 2+1+1 = 4, Carla 3+2 = 5, Dieter 4+2 = 6
cols_is "best 4, rolling" 1,2,10 "rank,player,score
1,Anna,7
2,Dieter,6
3,Carla,5
4,Bernd,4" "$SK" ranking preset=best4 at=2028-03-04 --format csv

# ---- the online lists: the average per series; a month needs 6 series,
#      a year 9 such months ----
export SKATSHEET_DB=$(new_db online)
"$SK" init >/dev/null
for p in A B C D; do "$SK" player add "$p" >/dev/null; done
# one evening a month, 2027-01 to 2027-09, 6 series at one 3-table:
# A and B every series; C every series but the 6th of September, where D sits in
for m in 1 2 3 4 5 6 7 8 9; do
    "$SK" tournament create "Online $m" --date "2027-0$m-15" --series 6 >/dev/null
    {
        echo "series,table,seat,player"
        for s in 1 2 3 4 5 6; do
            third=C; [ "$m" = 9 ] && [ "$s" = 6 ] && third=D
            echo "$s,1,1,A"; echo "$s,1,2,B"; echo "$s,1,3,$third"
        done
    } > "$TMP/seats.csv"
    "$SK" import seats "$TMP/seats.csv" -t "Online $m" >/dev/null
done
win "Online 1" 1 A grand $W; win "Online 2" 1 B clubs $W; win "Online 3" 1 C grand $W
win "Online 9" 6 D spades $W
# the year (the unranked, too, by their score):
# A 98 / 54 series = 1.81, B 74 / 54 = 1.37; C 98 / 53 = 1.85
# but September has only 5 of C's series: 8 of the 9 months; D 72 / 1, 0 months
cols_is "online, the year" 1,2,5,10,11,12,13 "rank,player,series,score,lacks,have,need
1,A,54,1.81,,,
2,B,54,1.37,,,
,D,1,72,months,0,9
,C,53,1.85,months,8,9" "$SK" ranking preset=online_year from=2027-01-01 to=2027-12-31 --format csv
"$SK" tournament create "Online 10" --date 2028-01-15 --series 1 >/dev/null
printf 'series,table,seat,player\n1,1,1,A\n1,1,2,B\n1,1,3,C\n' > "$TMP/seats.csv"
"$SK" import seats "$TMP/seats.csv" -t "Online 10" >/dev/null
# the Doppelkopf rule: the 6-series evenings count (3 players allowed
# here), the 1-series one of January 2028 not
check "doko: a tournament of 1 round is struck" 0 \
    --out "- 2028-01-15 Online 10, series 1: 0 (fewer than 3 series held in the event)" \
    --out "+ 2027-09-15 Online 9, series 6: 0" \
    -- "$SK" ranking preset=doko at=2028-06-30 min_players=3 --detail
check "online year in words" 0 --out "8 of the 9 months needed" \
    -- "$SK" ranking preset=online_year from=2027-01-01 to=2027-12-31
# September: A and B 6 series, 0 points: average 0, sharing 1.; C 5 of 6
# series, D 1 (72)
cols_is "online, a month" 1,2,5,10,11,12,13 "rank,player,series,score,lacks,have,need
1,A,6,0,,,
1,B,6,0,,,
,D,1,72,series,1,6
,C,5,0,series,5,6" "$SK" ranking preset=online_month from=2027-09-01 to=2027-09-30 --format csv
check "define with a new preset" 0 -- "$SK" ranking define Jahr preset=online_year
check "show them" 0 --out "preset=online_year" --out "month_series=6" -- "$SK" ranking show Jahr
check "unknown preset lists the new ones" 3 --err "doko, online_month, online_year, best4, best10, euroskat" \
    -- "$SK" ranking preset=dkv
check "month_series alone" 3 --err "month_series is what a month needs for min_months" \
    -- "$SK" ranking month_series=6
