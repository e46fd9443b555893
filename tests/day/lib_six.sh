# lib_six.sh - sourced by the cash desk's tests (cashier.sh, prizescheme.sh,
# receipt.sh): series 1 of a tournament of 3 games a table for the players
# Anna, Bernd, Carla, Dieter, Emil and Frieda (added by the test), played
# through S.  Seat 2 wins clubs with 2, seat 3 loses hearts with 1, game 3
# passed (rules.md 9: 126, -90, 40): Anna and Dieter 126 (a tie for places
# 1 and 2), Carla and Frieda 40 (places 3 and 4), Bernd and Emil -90.
six_series1() {
    printf 'series,table,seat,player\n1,1,1,Carla\n1,1,2,Anna\n1,1,3,Bernd\n1,2,1,Frieda\n1,2,2,Dieter\n1,2,3,Emil\n' > seats.csv
    S import seats seats.csv >/dev/null
    local t
    for t in 1 2; do
        S game add --series 1 --table $t --declarer 2 clubs --with 2 --points 75 >/dev/null
        S game add --series 1 --table $t --declarer 3 hearts --with 1 --points 50 >/dev/null
        S game add --series 1 --table $t --passed >/dev/null
    done
}
