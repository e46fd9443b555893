#!/usr/bin/env bash
# Substitutions (issue 40, `game sub`): a league-style 4-table where Xaver
# takes seat 2 from Bernd from game 17 on.  The standings give each of
# them the seat's Seeger-Fabian block of his own games exactly, the game
# list names who played, a per-game ranking counts each one's own games,
# and every refusal leaves the database unchanged.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_rank.sh"
. "$(dirname "$0")/../web/lib_web.sh"
export SKATSHEET_DB=$(new_db d)
"$SK" init >/dev/null
for p in Anna Bernd Carla Dieter Xaver; do "$SK" player add "$p" >/dev/null; done
"$SK" tournament create Liga --games4 20 >/dev/null
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bernd\n1,1,3,Carla\n1,1,4,Dieter\n' \
    >"$TMP/seats.csv"
"$SK" import seats "$TMP/seats.csv" >/dev/null
G="--series 1 --table 1"
L="--with 1 --points 40"   # lost at 40 card points
W="--with 1 --points 61"
# a 4-table, game 1 dealt by seat 1: game g's dealer is seat (g-1) % 4 + 1,
# who sits out and still gets the 30 for a lost game (rules.md 9)
"$SK" game add $G --game 1 --declarer 2 grand $W >/dev/null     # Bernd +48
"$SK" game add $G --game 3 --declarer 2 clubs $L >/dev/null     # Bernd -48
"$SK" game add $G --game 7 --declarer 1 spades $L >/dev/null    # Anna -44
check "sub from game 17" 0 --out "series 1, table 1, seat 2: Xaver plays from game 17 on" \
    -- "$SK" game sub $G --seat 2 --from-game 17 Xaver
# a seat named by its player as seated at that game (cliseat)
"$SK" game add $G --game 17 --declarer Xaver hearts $W >/dev/null  # +20
"$SK" game add $G --game 18 --declarer 3 diamonds $L >/dev/null # Carla -36 (Xaver deals)
"$SK" game add $G --game 19 --declarer Xaver grand $L >/dev/null   # -96

check "Bernd no longer at game 18" 3 --err "--declarer 'Bernd': no player of that name sits at table 1" \
    -- "$SK" game add $G --game 18 --declarer Bernd clubs $W

# ---- standings: the seat's block shared by game (rules.md 9) ----
# Bernd (games 1-16): 48 - 48 = 0 points, won 1 lost 1: 0, others' lost:
#   game 7 (Anna) 1 x 30: 30
# Xaver (17-20): 20 - 96 = -76, won 1 lost 1: 0, others' lost: game 18
#   (Carla, while Xaver dealt) 1 x 30: -46
# the seat as one: -76 + 0 + 2 x 30 = -16 = 30 + (-46)
# Anna: -44 - 50 + 3 x 30 (games 3, 18, 19) = -4
# Carla: -36 - 50 + 3 x 30 (games 3, 7, 19) = 4
# Dieter: 4 x 30 (games 3, 7, 18, 19) = 120
check "standings per player" 0 \
    --out "Dieter    120     0     0       0         0           120     120" \
    --out "Bernd      30     1     1       0         0            30      30" \
    --out "Carla       4     0     1     -36       -50            90       4" \
    --out "Anna       -4     0     1     -44       -50            90      -4" \
    --out "Xaver     -46     1     1     -76         0            30     -46" \
    -- "$SK" standings

# ---- stats: each game to whoever sat in the seat for it (as above) ----
# Bernd declared games 1 (grand +48, won) and 3 (clubs -48); Xaver 17
# (hearts +20, won) and 19 (grand -96); games at their tables: Bernd 1, 3,
# 7, Xaver 17, 18, 19; the Seeger per series as the standings'
check "stats per player" 0 \
    --out "Bernd            2    1     1   50.0     1      1     0     0       0        0       36.0    48       0        30.0    30     30     2." \
    --out "Xaver            2    1     1   50.0     1      1     0     0       0        0       34.0    20       0       -46.0   -46    -46     5." \
    --out "all players      6    2     4   33.3     4      2     0     0       0        0       30.0    48       0        20.8   120    -46" \
    -- "$SK" stats
check "stats Xaver" 0 --out "Games declared     2" --out "Passed games       0 of 3 at the player's tables" \
    --out "  series 1: -46" -- "$SK" stats Xaver
check "stats Bernd" 0 --out "Games declared     2" --out "Passed games       0 of 3 at the player's tables" \
    --out "  series 1: 30" -- "$SK" stats Bernd

# ---- the game list names who played ----
check "game list" 0 --out "seat 2: Xaver from game 17 on" \
    --out "   3  dealer 3  seat 2 Bernd: clubs" \
    --out "  17  dealer 1  seat 2 Xaver: hearts" \
    --out "  19  dealer 3  seat 2 Xaver: grand" \
    --no-out "seat 2 Bernd: hearts" -- "$SK" game list --series 1

# the sheet keeps the seat's column (the paper's) and adds each one's block
check "sheet show" 0 --out "seat 2: Xaver from game 17 on" \
    --out "  Bernd: game points 0, won 1, lost 1, others' lost games 1, total 30" \
    --out "  Xaver: game points -76, won 1, lost 1, others' lost games 1, total -46" \
    -- "$SK" sheet show --series 1 --table 1

# the printed sheet names both on the seat's column
check "sheet pdf" 0 --out "wrote" -- "$SK" sheet pdf "$TMP/liga.pdf" --series 1
got=$(pdftotext -layout "$TMP/liga.pdf" - | tr -s ' \n' ' ')
case "$got" in
*"Bernd, from game 17: Xaver"*) t_ok "sheet pdf: Bernd, from game 17: Xaver" ;;
*) t_fail "sheet pdf: Bernd, from game 17: Xaver" "got:" "$got" ;;
esac

# the export's games sheet names the dealer and declarer who played
check "export xlsx" 0 -- "$SK" export xlsx "$TMP/liga.xlsx"
got=$(/usr/bin/python3 -c '
import sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1])["Games"]
for r in ws.iter_rows(min_row=2, values_only=True):
    print(r[2], r[3], r[4])' "$TMP/liga.xlsx")
want="1 Anna Bernd
3 Carla Bernd
7 Carla Anna
17 Anna Xaver
18 Xaver Carla
19 Carla Xaver"
[ "$got" = "$want" ] && t_ok "xlsx games: who dealt and declared" \
    || t_fail "xlsx games: who dealt and declared" "got:" "$got"

# the table's web page says who took the seat from which game
serve_start "$SKATSHEET_DB" -t Liga || t_fail "serve starts" "$(cat "$TMP/serve.err")"
check_http "web: the table page" 200 --has '<p class="subs">seat 2: Xaver from game 17 on</p>' \
    -- GET "/table/1/1"
check_http "web: in German" 200 --has '<p class="subs">Platz 2: Xaver ab Spiel 17</p>' \
    -- GET "/table/1/1?lang=de"
serve_stop

# ---- a per-game ranking: each one's own games ----
# games taken part in (recorded 1, 3, 7, 17, 18, 19; the dealer sits out):
# Bernd 1, 3, 7 = 3 (deals 2, 6, 10, 14): 30 / 3 = 10
# Xaver 17, 19 = 2 (deals 18): -46 / 2 = -23
# Anna 3, 7, 18, 19 = 4 (deals 1, 17): -4 / 4 = -1
# Carla 1, 17, 18 = 3 (deals 3, 7, 19): 4 / 3 = 1.33
# Dieter all 6: 120 / 6 = 20
cols_is "unit=game average" 2,6,10 "player,games,score
Dieter,6,20
Bernd,3,10
Carla,3,1.33
Anna,4,-1
Xaver,2,-23" "$SK" ranking unit=game method=average --format csv

# ---- refusals: exit 3, nothing changed ----
sum=$(db_sum "$SKATSHEET_DB")
refuse() {  # refuse NAME MESSAGE ARGS...
    local name=$1 msg=$2; shift 2
    check "$name" 3 --err "$msg" -- "$SK" game sub "$@"
}
refuse "before the last substitution" \
    "from-game 10: seat 2 of table 1 is substituted from game 17: a later substitution begins after it" \
    $G --seat 2 --from-game 10 Anna
refuse "the same game again" "from-game 17: seat 2 of table 1 is substituted from game 17" \
    $G --seat 2 --from-game 17 Bernd
refuse "the seat's player then" "player 'Xaver' already plays seat 2 of table 1 at game 18" \
    $G --seat 2 --from-game 18 Xaver
refuse "seated at another seat" \
    "player 'Carla' is seated at table 1, seat 3 of series 1: a player plays one seat of a series" \
    $G --seat 2 --from-game 18 Carla
refuse "game 1" "from-game 1: a substitution begins at game 2 to 20 of the series" \
    $G --seat 2 --from-game 1 Anna
refuse "past the series" "from-game 21: a substitution begins at game 2 to 20" \
    $G --seat 2 --from-game 21 Bernd
refuse "unknown player" "player 'Nobody' does not exist" $G --seat 2 --from-game 18 Nobody
refuse "undrawn series" "series 2 has not been drawn" \
    --series 2 --table 1 --seat 2 --from-game 18 Bernd
refuse "no such table" "table 2: series 1 has 1 table" \
    --series 1 --table 2 --seat 2 --from-game 18 Bernd
check "German refusal" 3 \
    --err "Spieler 'Carla' sitzt an Tisch 1, Platz 3 der Serie 1: ein Spieler spielt einen Platz" \
    -- "$SK" --lang de game sub $G --seat 2 --from-game 18 Carla
[ "$(db_sum "$SKATSHEET_DB")" = "$sum" ] && t_ok "refusals: database unchanged" \
    || t_fail "refusals: database unchanged"

# the original player back in his seat: one block, his games before and after
check "Bernd back from game 20" 0 -- "$SK" game sub $G --seat 2 --from-game 20 Bernd
"$SK" game add $G --game 20 --declarer Bernd clubs $W >/dev/null   # +24 +50
# Bernd: 0 + 24 = 24 points, won 2 lost 1: 50, others' lost 30: 104
check "back in the seat" 0 \
    --out "Bernd     104     2     1      24        50            30     104" \
    --out "Xaver     -46     1     1     -76         0            30     -46" \
    -- "$SK" standings

# the substitutions go with their tournament
check "tournament remove" 0 --out "removed tournament 'Liga'" -- "$SK" tournament remove Liga --force
check "no substitution left" 0 --out "left: 0" -- db_sql "$SKATSHEET_DB" "SELECT 'left: ' || count(*) FROM seat_subs"

# ---- a league's match day: the substitute from the seat's team ----
export SKATSHEET_DB=$(new_db league)
"$SK" init >/dev/null
LG="Subliga"
"$SK" league create "$LG" --season 2027 >/dev/null
for t in Alpha Beta Gamma; do
    "$SK" league team add "$t" --club "SC $t" >/dev/null
    for i in 1 2 3 4; do "$SK" player add "${t:0:1}$i" >/dev/null; done
    "$SK" league roster add "$t" "${t:0:1}1" "${t:0:1}2" "${t:0:1}3" "${t:0:1}4" >/dev/null
done
"$SK" player add Asub >/dev/null
"$SK" player add Xaver >/dev/null
"$SK" league roster add Alpha Asub --substitute >/dev/null
"$SK" league matchday add 1 --date 2027-01-16 --venue "Alpha,Beta" >/dev/null
MD="$LG matchday 1"
printf 'series,table,seat,player\n1,1,1,A1\n1,1,2,A2\n1,1,3,B1\n1,1,4,B2\n1,2,1,A3\n1,2,2,A4\n1,2,3,B3\n1,2,4,B4\n' \
    >"$TMP/lseats.csv"
"$SK" import seats -t "$MD" "$TMP/lseats.csv" >/dev/null
LT="-t $MD --series 1 --table 1"
"$SK" game add -t "$MD" --series 1 --table 1 --game 1 --declarer 2 grand $W >/dev/null  # A2 +48
"$SK" game add -t "$MD" --series 1 --table 1 --game 19 --declarer 2 clubs $L >/dev/null # -48
"$SK" game add -t "$MD" --series 1 --table 2 --game 1 --declarer 3 spades $W >/dev/null # B3 +44
check "league table before" 0 -- "$SK" league table --format csv
before=$OUT
lsum=$(db_sum "$SKATSHEET_DB")
check "league: another team's player" 3 \
    --err "player 'G1' is not on the roster of team 'Alpha' of 'A2': at a league's match day a substitute plays for the seat's team" \
    -- "$SK" game sub -t "$MD" --series 1 --table 1 --seat 2 --from-game 17 G1
check "league: a player on no roster" 3 --err "player 'Xaver' is not on the roster of team 'Alpha'" \
    -- "$SK" game sub -t "$MD" --series 1 --table 1 --seat 2 --from-game 17 Xaver
[ "$(db_sum "$SKATSHEET_DB")" = "$lsum" ] && t_ok "league refusals: database unchanged" \
    || t_fail "league refusals: database unchanged"
check "league: Alpha's substitute" 0 -- "$SK" game sub -t "$MD" --series 1 --table 1 --seat 2 \
    --from-game 17 Asub
# A2: +48 + 50 = 98 (game 1); Asub: game 19 lost clubs with 1: -48 - 50 =
# -98; A1 30 for it.  Alpha: 30 + 98 + 0 + 0 - 98 = 30, as A2 alone had it
# (48 - 48, won 1 lost 1: 0, + A1's 30), so the league table stays as it was
check "league: A2 98, Asub -98" 0 \
    --out "A2         98     1     0      48        50             0      98" \
    --out "Asub      -98     0     1     -48       -50             0     -98" \
    -- "$SK" standings -t "$MD"
lsum=$(db_sum "$SKATSHEET_DB")
check "league: a substitute already in another seat" 3 \
    --err "player 'Asub' is seated at table 1, seat 2 of series 1: a player plays one seat of a series" \
    -- "$SK" game sub -t "$MD" --series 1 --table 2 --seat 1 --from-game 20 Asub
[ "$(db_sum "$SKATSHEET_DB")" = "$lsum" ] && t_ok "league: still unchanged" \
    || t_fail "league: still unchanged"
check "league table after" 0 -- "$SK" league table --format csv
[ "$OUT" = "$before" ] && t_ok "league: the match points and sums stay the team's" \
    || t_fail "league: the match points and sums stay the team's" "before:" "$before" "after:" "$OUT"
