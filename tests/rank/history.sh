#!/usr/bin/env bash
# player history: every event a player took part in, with the series
# results, the place, the games, won and lost, the average and the team;
# Skat and Schafkopf alike, a Skat evening under house rules in neither
# the history nor a ranking; a missing player refused.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_rank.sh"
export SKATSHEET_DB=$(new_db h)
"$SK" init >/dev/null
five_evenings
"$SK" player edit Carla --number 7 >/dev/null
# Carla: absent on Clubabend 5.  Her evenings (lib_rank.sh's table):
#   E1   0: place 4 of 4 (Anna 172, Bernd 74, Dieter 68, Carla 0)
#   E2  74: place 2 of 4 (Bernd 196, Carla 74, Anna 72, Dieter 0), 1 won
#   E3 170: place 1 of 3 (Carla 170, Bernd 70, Anna 0), 2 won
#   E4  68: place 3 of 4 (Dieter 270, Anna 74, Carla 68, Bernd 0), 1 won
check "history by name" 0 --out "08.01.2027  Clubabend 1" --out "05.03.2027  Clubabend 3" \
    --no-out "Clubabend 5" -- "$SK" --lang de player history Carla
check "history in English" 0 --out "2027-03-05  Clubabend 3" \
    --out "place 1 of 3, total 170," --out "won 2, lost 0, average per series 170" \
    --out "place 2 of 4, total 74," --out "place 4 of 4, total 0," \
    --out "place 3 of 4, total 68," -- "$SK" --lang en player history Carla
# the series results, signed as a list writes them
check "series results" 0 --out "series: #1 +170" -- "$SK" --lang en player history Carla
# by start number, the same
check "history by number" 0 --out "place 1 of 3, total 170," -- "$SK" --lang en player history 7
# the team of an event
"$SK" team add "Die Buben" Carla Anna -t "Clubabend 2" >/dev/null
check "team" 0 --out "team: Die Buben" -- "$SK" --lang en player history Carla
# more than one series in an event, with a lost game: Clubabend 7, two
# series at a 3-table (Bernd absent).  Series 1: Carla wins grand 98 (+98);
# series 2: Carla loses clubs with 1 at 60 card points (2 x 12 = 24, lost:
# 24 x -2 = -48, Seeger -48 - 50 = -98), the two
# others get 40 each.  Carla: 98 - 98 = 0 in 2 series, average 0; Anna and
# Dieter 40 each: Carla is 3rd of 3.
"$SK" tournament create "Clubabend 7" --date 2027-07-02 --series 2 >/dev/null
"$SK" player edit Bernd --inactive >/dev/null
"$SK" series draw 1 --seed 1 -t "Clubabend 7" >/dev/null
"$SK" series draw 2 --seed 2 -t "Clubabend 7" >/dev/null
"$SK" player edit Bernd --active >/dev/null
win "Clubabend 7" 1 Carla grand $W
seat=$(sql "SELECT s.seat FROM seats s JOIN series se ON se.id = s.series_id
             JOIN tournaments u ON u.id = se.tournament_id JOIN players p ON p.id = s.player_id
            WHERE u.name = 'Clubabend 7' AND se.series_no = 2 AND p.name = 'Carla'")
"$SK" game add clubs --with 1 --points 60 --series 2 --table 1 --declarer "$seat" \
    -t "Clubabend 7" >/dev/null
check "two series, a lost game" 0 --out "series: #1 +98, #2 −98" \
    --out "place 3 of 3, total 0, 2 games, won 1, lost 1, average per series 0" \
    -- "$SK" --lang en player history Carla
# the ranking's figures agree with the tournament's standings
check "standings of Clubabend 7" 0 -- "$SK" standings -t "Clubabend 7" --format csv
std=$(tail -n +2 <<<"$OUT" | awk -F, '{print $2 "," $8}' | sort)
check "ranking of Clubabend 7" 0 -- "$SK" ranking "tournaments=Clubabend 7" --format csv
rk=$(tail -n +2 <<<"$OUT" | cut -d, -f2,10 | sort)
[ -n "$rk" ] && [ "$std" = "$rk" ] && t_ok "ranking totals = standings totals" ||
    t_fail "ranking totals = standings totals" "standings: $std" "ranking: $rk"

# a Schafkopf evening appears in the history too
"$SK" tournament create "Schafkopf 1" --date 2027-08-06 --game schafkopf >/dev/null
"$SK" series draw 1 --seed 3 -t "Schafkopf 1" >/dev/null
check "schafkopf event listed" 0 --out "Schafkopf 1" -- "$SK" --lang en player history Carla
check "schafkopf ranking" 0 --out "events: 1, series held: 1" \
    -- "$SK" --lang en ranking family=schafkopf

# a Skat evening under house rules counts in neither (its list is not the
# ISkO sheet): the history and a ranking over every event as before
check "ranking before the house evening" 0 -- "$SK" --lang en ranking preset=ispa --format csv
before=$OUT
"$SK" tournament create "Hausabend" --date 2027-09-03 --rules club >/dev/null
"$SK" series draw 1 --seed 4 -t "Hausabend" >/dev/null
win "Hausabend" 1 Carla grand $W
[ "$(sql "SELECT count(*) FROM games g JOIN tables t ON t.id = g.table_id
           JOIN series s ON s.id = t.series_id JOIN tournaments u ON u.id = s.tournament_id
          WHERE u.name = 'Hausabend'")" -ge 1 ] && t_ok "the house evening has its game" ||
    t_fail "the house evening has its game"
check "house evening not in the history" 0 --out "Clubabend 7" --no-out "Hausabend" \
    -- "$SK" --lang en player history Carla
check "ranking after the house evening" 0 -- "$SK" --lang en ranking preset=ispa --format csv
[ -n "$before" ] && [ "$OUT" = "$before" ] && t_ok "house evening not in the ranking" ||
    t_fail "house evening not in the ranking" "before: $before" "after: $OUT"

# ---- refusals ----
SUM=$(db_sum "$SKATSHEET_DB")
check "missing player" 3 --err "player 'Zora' does not exist" -- "$SK" --lang en player history Zora
check "missing number" 3 --err "99" -- "$SK" --lang en player history 99
check "no player given" 2 -- "$SK" player history
[ "$(db_sum "$SKATSHEET_DB")" = "$SUM" ] && t_ok "refusals: database unchanged" ||
    t_fail "refusals: database unchanged"
"$SK" player add Neu >/dev/null
check "a player without events" 0 --out "Neu has taken part in no event" \
    -- "$SK" --lang en player history Neu
