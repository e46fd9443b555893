#!/usr/bin/env bash
# tiebreak: equal totals decided by more won games, then fewer lost games,
# then a shared rank; drawn lots (standings lot); teams (team add/list,
# standings --teams).  Games entered with `game add`, computed by hand.
# engines: sqlite postgresql
. "$TESTS_DIR/lib.sh"
. "$TDIR/lib_standings.sh"
DB=$(new_db t)
TIE=$DB

sk init
for n in P1 P2 P3 P4 P5 P6; do sk player add "$n"; done
sk tournament create "Tie Cup" --series 1 --games3 6
sk series draw 1 --seed 3
mapfile -t T1 < <(seat_names 1 1)
mapfile -t T2 < <(seat_names 1 2)
X=${T1[0]} Y=${T1[1]} Z=${T1[2]} P=${T2[0]} Q=${T2[1]} R=${T2[2]}
g() { sk game add --series 1 --table "$@"; }
# table 1: X wins spades with 1 (22) and clubs with 1 (24): 46 + 100 = 146
#          Y wins grand with 3 (96): 96 + 50 = 146  -> X before Y (more won)
g 1 --declarer 1 spades --with 1 --points 70
g 1 --declarer 1 clubs --with 1 --points 70
g 1 --declarer 2 grand --with 3 --points 70
g 1 --passed; g 1 --passed; g 1 --passed
# table 2: P wins grand with 4 hand (144) and hearts with 2 (30), loses
#          diamonds with 1 (18: -36): 138 + 50 = 188
#          Q wins clubs with 1 twice (48) + 100 + 40 (P's loss) = 188
#          -> Q before P (same won, fewer lost); R: 40
g 2 --declarer 1 grand --with 4 --hand --points 70
g 2 --declarer 1 hearts --with 2 --points 70
g 2 --declarer 1 diamonds --with 1 --points 40
g 2 --declarer 2 clubs --with 1 --points 70
g 2 --declarer 2 clubs --with 1 --points 70
g 2 --passed

check "won and lost decide" 0 \
    --out "1,$Q,2,0,48,100,40,188" --out "2,$P,2,1,138,50,0,188" \
    --out "3,$X,2,0,46,100,0,146" --out "4,$Y,1,0,96,50,0,146" \
    --out "5,$R,0,0,0,0,40,40" --out "6,$Z,0,0,0,0,0,0" \
    -- "$SK" --db "$DB" standings --format csv
lines=$(printf '%s\n' "$OUT" | tail -n +2 | cut -d, -f2 | tr '\n' '|')
[ "$lines" = "$Q|$P|$X|$Y|$R|$Z|" ] && t_ok "row order" || t_fail "row order" "$lines"

# one_table3 DBNAME NAME P1 P2 P3: a new database (DB) with tournament
# NAME, one 3-table of three games, series 1 drawn (--seed 1)
one_table3() {
    DB=$(new_db "$1")
    sk init
    for n in "$3" "$4" "$5"; do sk player add "$n"; done
    sk tournament create "$2" --games3 3
    sk series draw 1 --seed 1
}

# ---- a shared rank: a second tournament, one 3-table, 3 games
one_table3 s "Share" Ada Ben Cem
mapfile -t S < <(seat_names 1 1)
sk game add --series 1 --table 1 --declarer 1 clubs --with 1 --points 70   # 24 + 50 = 74
sk game add --series 1 --table 1 --declarer 2 clubs --with 1 --points 70   # 74
sk game add --series 1 --table 1 --passed
check "equal on everything: shared rank" 0 \
    --out "1,${S[0]},1,0,24,50,0,74" --out "1,${S[1]},1,0,24,50,0,74" --out "3,${S[2]},0,0,0,0,0,0" \
    -- "$SK" --db "$DB" standings --format csv
check "text shows the shared rank once" 0 --out "   1." --no-out "   2." --out "   3." \
    -- "$SK" --db "$DB" standings
check "json marks shared" 0 --out '"rank":1,"shared":true,"by_lot":false' \
    -- "$SK" --db "$DB" standings --format json

before=$(db_sum "$DB")
check "lot refused for players not tied" 3 --err "are not tied" \
    -- "$SK" --db "$DB" standings lot "${S[0]}" "${S[2]}"
check "lot refused for an unknown player" 3 --err "Nobody" \
    -- "$SK" --db "$DB" standings lot "${S[0]}" Nobody
check "lot needs two players" 2 --err "at least two" -- "$SK" --db "$DB" standings lot "${S[0]}"
[ "$(db_sum "$DB")" = "$before" ] && t_ok "refused lots change nothing" || t_fail "refused lots change nothing"

check "lot recorded" 0 --out "1. ${S[1]} 2. ${S[0]}" \
    -- "$SK" --db "$DB" standings lot "${S[1]}" "${S[0]}"
check "lot decides the order" 0 \
    --out "1,${S[1]},1,0,24,50,0,74" --out "2,${S[0]},1,0,24,50,0,74" --out "3,${S[2]}" \
    -- "$SK" --db "$DB" standings --format csv
check "lot shown in text" 0 --out "(lot)" -- "$SK" --db "$DB" standings
check "lot applies to series 1 only when drawn there" 0 --out "1,${S[0]}," --out "1,${S[1]}," \
    -- "$SK" --db "$DB" standings --series 1 --format csv
check "lot for series 1" 0 -- "$SK" --db "$DB" standings lot --series 1 "${S[0]}" "${S[1]}"
check "series lot order" 0 --out "1,${S[0]}," --out "2,${S[1]}," \
    -- "$SK" --db "$DB" standings --series 1 --format csv
# the workbook ranks each sheet with its own lot: the tournament lot (S1
# before S0) on Standings, the series lot (S0 before S1) on Series 1
check "export xlsx with both lots" 0 -- "$SK" --db "$DB" export xlsx "$TMP/lots.xlsx"
got=$(/usr/bin/python3 -c 'import openpyxl,sys
wb = openpyxl.load_workbook(sys.argv[1])
print("|".join("%s:%s,%s" % (n, wb[n]["A2"].value, wb[n]["B2"].value) for n in ("Standings", "Series 1")))
print("|".join("%s:%s,%s" % (n, wb[n]["A3"].value, wb[n]["B3"].value) for n in ("Standings", "Series 1")))' \
    "$TMP/lots.xlsx" 2>&1 | tr '\n' '/')
want="Standings:1,${S[1]}|Series 1:1,${S[0]}/Standings:2,${S[0]}|Series 1:2,${S[1]}/"
[ "$got" = "$want" ] && t_ok "export xlsx: each sheet ranked by its own lot" ||
    t_fail "export xlsx: each sheet ranked by its own lot" "got  $got" "want $want"
check "a new lot replaces the old one" 0 -- "$SK" --db "$DB" standings lot "${S[0]}" "${S[1]}"
check "replaced lot order" 0 --out "1,${S[0]}," --out "2,${S[1]}," \
    -- "$SK" --db "$DB" standings --format csv

# ---- a three-way tie: a lot must name all three (rules.md 10)
one_table3 three "Three" Ida Jan Kai
mapfile -t W < <(seat_names 1 1)
for k in 1 2 3; do sk game add --series 1 --table 1 --passed; done
check "three tied share 1." 0 --out "1,${W[0]}," --out "1,${W[1]}," --out "1,${W[2]}," \
    -- "$SK" --db "$DB" standings --format csv
before=$(db_sum "$DB")
check "partial lot refused" 3 \
    --err "lot: 3 players are tied (total 0, won 0, lost 0) and a lot orders the whole tie: name all 3 in the drawn order; not named: '${W[2]}'" \
    -- "$SK" --db "$DB" standings lot "${W[0]}" "${W[1]}"
check "partial series lot refused (two named)" 3 --err "not named: '${W[0]}'" \
    -- "$SK" --db "$DB" standings lot --series 1 "${W[2]}" "${W[1]}"
[ "$(db_sum "$DB")" = "$before" ] && t_ok "partial lots change nothing" ||
    t_fail "partial lots change nothing"
check "still shared after refused lots" 0 --out "1,${W[0]}," --out "1,${W[1]}," --out "1,${W[2]}," \
    -- "$SK" --db "$DB" standings --format csv
check "whole-tie lot recorded" 0 --out "1. ${W[2]} 2. ${W[0]} 3. ${W[1]}" \
    -- "$SK" --db "$DB" standings lot "${W[2]}" "${W[0]}" "${W[1]}"
check "whole-tie lot orders all three" 0 --out "1,${W[2]}," --out "2,${W[0]}," --out "3,${W[1]}," \
    -- "$SK" --db "$DB" standings --format csv

# ---- two drawings do not make one lot: the whole tie of three, then a
# second lot for two of them once the third had left the tie; when all
# three are tied again no single drawing orders them: they share 1.
one_table3 mix "Mix" Lea Max Ole
mapfile -t M < <(seat_names 1 1)
sk standings lot "${M[2]}" "${M[1]}" "${M[0]}"
sk game add --series 1 --table 1 --declarer 1 clubs --with 1 --points 70
check "second lot for the two still tied" 0 -- "$SK" --db "$DB" standings lot "${M[1]}" "${M[2]}"
check "second lot orders the two" 0 --out "1,${M[0]}," --out "2,${M[1]}," --out "3,${M[2]}," \
    -- "$SK" --db "$DB" standings --format csv
sk game delete --series 1 --table 1 --game 1
check "positions from two drawings: shared rank" 0 \
    --out "1,${M[0]}," --out "1,${M[1]}," --out "1,${M[2]}," \
    -- "$SK" --db "$DB" standings --format csv
check "no (lot) shown for mixed drawings" 0 --no-out "(lot)" -- "$SK" --db "$DB" standings

# ---- teams on the Tie Cup: A = P + X = 334 (won 4, lost 1),
# B = Q + Y = 334 (won 3, lost 0), C = R + Z = 40 -> A, B (more won), C
DB=$TIE
check "team add" 0 --out "team 'Team A' added" -- "$SK" --db "$DB" team add "Team A" "$P" "$X"
sk team add "Team B" "$Q" "$Y"
sk team add "Team C" "$R" "$Z"
check "team list" 0 --out "Team A: $P, $X" --out "Team C: $R, $Z" -- "$SK" --db "$DB" team list
check "team ranking csv" 0 --out "rank,team,won,lost,game_points,won_lost_bonus,opponents_bonus,total" \
    --out "1,Team A,4,1,184,150,0,334" --out "2,Team B,3,0,144,150,40,334" \
    --out "3,Team C,0,0,0,0,40,40" \
    -- "$SK" --db "$DB" standings --teams --format csv
check "team ranking text" 0 --out "Team A" --out "$P, $X" -- "$SK" --db "$DB" standings --teams
check "team ranking json" 0 --out '"team":"Team A","players":["'"$P"'","'"$X"'"]' \
    -- "$SK" --db "$DB" standings --teams --format json
sk player add Extra
before=$(db_sum "$DB")
check "player in two teams refused" 3 --err "already in team 'Team A'" \
    -- "$SK" --db "$DB" team add "Team D" "$P"
check "duplicate team name refused" 3 --err "already exists" \
    -- "$SK" --db "$DB" team add "Team A" Extra
check "unknown player refused" 3 --err "Ghost" -- "$SK" --db "$DB" team add "Team E" Ghost
check "team needs a player" 2 -- "$SK" --db "$DB" team add "Team F"
[ "$(db_sum "$DB")" = "$before" ] && t_ok "refused teams change nothing" || t_fail "refused teams change nothing"
