#!/usr/bin/env bash
# `skatsheet stats` on a small tournament whose figures are computed by hand
# below, through the CLI (seats imported, games added one by one); then the
# formats, the PDF page, the scope options and the refusals.
# engines: sqlite postgresql
. "$TESTS_DIR/lib.sh"
DB=$(new_db t)
S() { "$SK" --db "$DB" "$@"; }

S init >/dev/null
n=0
for p in Anna Bert Carl Dora Emil Frida Gert; do
    n=$((n + 1)); S player add "$p" --number $n >/dev/null
done
S tournament create Klein --series 2 --games4 4 --games3 3 >/dev/null
cat >"$TMP/seats.csv" <<'EOF'
series,table,seat,player
1,1,1,Anna
1,1,2,Bert
1,1,3,Carl
1,1,4,Dora
1,2,1,Emil
1,2,2,Frida
1,2,3,Gert
2,1,1,Anna
2,1,2,Emil
2,1,3,Frida
2,2,1,Bert
2,2,2,Carl
2,2,3,Dora
2,2,4,Gert
EOF
S import seats "$TMP/seats.csv" >/dev/null || t_fail "seats imported"
g() { S game add "$@" >/dev/null || t_fail "game add $*"; }
# The games (value booked, score); at a 4-table seat g deals game g and sits out.
# S1 T1 (4: Anna Bert Carl Dora)
g --series 1 --table 1 --declarer 2 clubs --with 1 --points 70              # Bert 24 won +24
g --series 1 --table 1 --declarer 1 grand --with 1 --hand --points 50       # Anna 72 hand lost -144
g --series 1 --table 1 --passed                                             # passed
g --series 1 --table 1 --declarer 3 spades --with 1 --bid 36 --points 80    # Carl overbid: 44 lost -88
# S1 T2 (3: Emil Frida Gert)
g --series 1 --table 2 --declarer 1 hearts --with 1 --points 95             # Emil 30 Schneider won +30
g --series 1 --table 2 --declarer 2 null --ouvert --won                     # Frida null ouvert 46 won +46
g --series 1 --table 2 --declarer 3 diamonds --without 2 --points 50        # Gert 27 lost -54
# S2 T1 (3: Anna Emil Frida)
g --series 2 --table 1 --declarer 1 grand --with 2 --points 120 --schwarz   # Anna 120 Schneider Schwarz won +120
g --series 2 --table 1 --declarer 2 null --lost                             # Emil 23 lost -46
g --series 2 --table 1 --passed                                             # passed
# S2 T2 (4: Bert Carl Dora Gert)
g --series 2 --table 2 --declarer 4 clubs --with 1 --points 61              # Gert 24 won +24
g --series 2 --table 2 --declarer 3 spades --with 1 --points 20             # Dora 33 Schneider lost -66
g --series 2 --table 2 --declarer 1 hearts --without 1 --points 61          # Bert 20 won +20
g --series 2 --table 2 --passed                                             # passed
#
# Seeger per series = own game points + 50 x (won - lost) + others' lost x 30 (4-table) / 40 (3-table):
#   Anna  S1 -144 - 50 + 30 (Carl)           = -164   S2 120 + 50 + 40 (Emil)  = 210   sum  46, avg 23.0
#   Bert  S1 24 + 50 + 2 x 30 (Anna, Carl)   =  134   S2 20 + 50 + 30 (Dora)   = 100   sum 234, avg 117.0
#   Carl  S1 -88 - 50 + 30 (Anna)            = -108   S2 0 + 30 (Dora)         =  30   sum -78, avg -39.0
#   Dora  S1 2 x 30 (Anna, Carl)             =   60   S2 -66 - 50              = -116  sum -56, avg -28.0
#   Emil  S1 30 + 50 + 40 (Gert)             =  120   S2 -46 - 50              = -96   sum  24, avg 12.0
#   Frida S1 46 + 50 + 40 (Gert)             =  136   S2 40 (Emil)             =  40   sum 176, avg 88.0
#   Gert  S1 -54 - 50                        = -104   S2 24 + 50 + 30 (Dora)   = 104   sum   0, avg 0.0
# Places (by the sums): Bert 1, Frida 2, Anna 3, Emil 4, Gert 5, Dora 6, Carl 7.
# Anna: declared 2 (grand hand lost 72, grand won 120), won 1 = 50.0 %, grand 2 (won 1),
#   hand 1 (won 0), Schneider 1, Schwarz 1, value avg (72 + 120) / 2 = 96.0, best 120;
#   games at her tables 4 + 3 = 7, passed 1 + 1 = 2.
# Emil: declared 2, won 1, suit 1 (won 1), null 1 (won 0), Schneider 1, value avg
#   (30 + 23) / 2 = 26.5, best 30; games 3 + 3 = 6, passed 0 + 1 = 1.
# Totals: declared 11, won 6 (54.5 %), lost 5; suit 7 (Bert 2, Carl, Dora, Emil, Gert 2;
#   won 4), grand 2 (won 1), null 2 (won 1), hand 1 (won 0), ouvert 1 (won 1); overbid 1;
#   Schneider 3 (Anna, Emil, Dora), Schwarz 1; value sum 192 + 44 + 44 + 33 + 53 + 46 + 51
#   = 463, avg 463 / 11 = 42.09 -> 42.1, best 120; games 4 + 3 + 3 + 4 = 14, passed 3;
#   Seeger over the 14 (player, series) blocks: 46 + 234 - 78 - 56 + 24 + 176 + 0 = 346,
#   avg 346 / 14 = 24.71 -> 24.7, best 210, worst -164.
before=$(db_sum "$DB")

check "csv: Anna" 0 \
    --out "player,Anna,1,,2,1,1,50.0,0,0,2,1,0,0,1,0,0,0,0,1,1,96.0,120,7,2,2,23.0,210,-164,3." \
    -- S stats Anna --format csv
check "csv: every player by name, then the totals" 0 \
    --out "player,Bert,2,,2,2,0,100.0,2,2,0,0,0,0,0,0,0,0,0,0,0,22.0,24,8,2,2,117.0,134,100,1." \
    --out "player,Carl,3,,1,0,1,0.0,1,0,0,0,0,0,0,0,0,0,1,0,0,44.0,0,8,2,2,-39.0,30,-108,7." \
    --out "player,Dora,4,,1,0,1,0.0,1,0,0,0,0,0,0,0,0,0,0,1,0,33.0,0,8,2,2,-28.0,60,-116,6." \
    --out "player,Emil,5,,2,1,1,50.0,1,1,0,0,1,0,0,0,0,0,0,1,0,26.5,30,6,1,2,12.0,120,-96,4." \
    --out "player,Frida,6,,1,1,0,100.0,0,0,0,0,1,1,0,0,1,1,0,0,0,46.0,46,6,1,2,88.0,136,40,2." \
    --out "player,Gert,7,,2,1,1,50.0,2,1,0,0,0,0,0,0,0,0,0,0,0,25.5,24,7,1,2,0.0,104,-104,5." \
    --out "total,,,,11,6,5,54.5,7,4,2,1,2,1,1,0,1,1,1,3,1,42.1,120,14,3,14,24.7,210,-164," \
    -- S stats --format csv
order=$(S stats --format csv | cut -d, -f2 | tr '\n' ' ')
[ "$order" = "player Anna Bert Carl Dora Emil Frida Gert  " ] && t_ok "csv: players by name" ||
    t_fail "csv: players by name" "$order"
check "text: one table with the totals" 0 \
    --out "Statistics: Klein" --out "7 players, 14 games (3 passed)" \
    -- S stats
line=$(S stats | grep '^Frida ' | tr -s ' ')
[ "$line" = "Frida 1 1 0 100.0 0 0 1 0 1 0 46.0 46 1 88.0 136 40 2." ] && t_ok "text: Frida's row" ||
    t_fail "text: Frida's row" "$line"
line=$(S stats | grep '^all players ' | tr -s ' ')
[ "$line" = "all players 11 6 5 54.5 7 2 2 1 1 1 42.1 120 3 24.7 210 -164 " ] && t_ok "text: totals row" ||
    t_fail "text: totals row" "$line"
check "text: Anna in detail (by start number)" 0 \
    --out "Anna: Klein" --out "Games declared     2" --out "  won              1 (50.0 %)" \
    --out "  grand            2, won 1 (50.0 %)" --out "  hand             1, won 0 (0.0 %)" \
    --out "Schwarz            1" --out "Game value      average 96.0, best won 120" \
    --out "Passed games       2 of 7 at the player's tables" \
    --out "Seeger per series (2): average 23.0, best 210, worst -164" \
    --out "  series 1: -164" --out "  series 2: 210" --out "  Klein: 3. of 7" \
    -- S stats 1
check "json: Emil" 0 \
    --out '"player":{"player":"Emil","number":5,"declared":2,"won":1,"lost":1,"won_pct":50.0,' \
    --out '"null":{"declared":1,"won":0}' --out '"value_avg":26.5,"value_best":30,"table_games":6,"passed":1' \
    --out '"seeger":{"average":12.0,"best":120,"worst":-96,"series":[{"tournament":"Klein","series":1,"total":120},{"tournament":"Klein","series":2,"total":-96}]}' \
    --out '"places":[{"tournament":"Klein","rank":4,"shared":false,"of":7}]' \
    -- S stats Emil --format json
if S stats --format json | /usr/bin/python3 -c '
import json, sys
d = json.load(sys.stdin)
t = d["total"]
assert d["tournaments"] == ["Klein"], d["tournaments"]
assert [p["player"] for p in d["players"]] == ["Anna", "Bert", "Carl", "Dora", "Emil", "Frida", "Gert"]
assert (t["declared"], t["won"], t["overbid"], t["schneider"], t["schwarz"], t["passed"]) == (11, 6, 1, 3, 1, 3), t
assert t["seeger"]["average"] == 24.7 and t["series_played"] == 14, t
'; then t_ok "json: parses, players and totals"; else t_fail "json: parses, players and totals"; fi
# the standings agree with the Seeger sums worked out above
check "standings agree" 0 --out "Bert" -- S standings
tot=$(S standings --format csv | awk -F, 'NR > 1 {printf "%s=%s ", $2, $8}')
[ "$tot" = "Bert=234 Frida=176 Anna=46 Emil=24 Gert=0 Dora=-56 Carl=-78 " ] && t_ok "standings: the Seeger sums by hand" ||
    t_fail "standings: the Seeger sums by hand" "$tot"

# ---- a series, a table -------------------------------------------------------
check "series 2, table 2: the totals of that table" 0 \
    --out "Statistics: Klein, series 2, table 2" --out "4 players, 4 games (1 passed)" \
    -- S stats --series 2 --table 2
check "series 1: Anna's series-1 figures, no place" 0 \
    --out "player,Anna,1,,1,0,1,0.0,0,0,1,0,0,0,1,0,0,0,0,0,0,72.0,0,4,1,1,-164.0,-164,-164," \
    -- S stats Anna --series 1 --format csv
check "a player without a seat at that table" 3 --err "Anna has no seat in Klein, series 2, table 2" \
    -- S stats Anna --series 2 --table 2

# ---- a second tournament, --all and a season ----------------------------------
S tournament create Zweites --series 1 --games3 3 >/dev/null
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bert\n1,1,3,Carl\n' >"$TMP/seats2.csv"
S import seats "$TMP/seats2.csv" -t Zweites >/dev/null || t_fail "seats 2 imported"
g -t Zweites --series 1 --table 1 --declarer 1 clubs --with 1 --points 70   # Anna 24 won +24: 74
g -t Zweites --series 1 --table 1 --declarer 2 null --lost                  # Bert 23 lost -46: -96, Anna and Carl +40
# Anna over both: declared 3, won 2; series -164, 210, 24 + 50 + 40 = 114: avg 160 / 3 = 53.3; places 3., 1.
check "--all: Anna over both tournaments" 0 \
    --out "player,Anna,1,,3,2,1,66.7,1,1,2,1,0,0,1,0,0,0,0,1,1,72.0,120,9,2,3,53.3,210,-164,\"3., 1.\"" \
    -- S stats Anna --all --format csv
check "--all: places per tournament" 0 --out "  Klein: 3. of 7" --out "  Zweites: 1. of 3" \
    --out "  Zweites, series 1: 114" -- S stats Anna --all
check "default: the most recent tournament" 0 --out "Statistics: Zweites" --out "3 players, 2 games (0 passed)" -- S stats
S season create 2026 --kind championship >/dev/null || t_fail "season created"
S season add 2026 Klein >/dev/null || t_fail "season: Klein added"
check "--season: its tournaments" 0 --out "Statistics: season 2026 (1 tournament)" \
    --out "7 players, 14 games (3 passed)" -- S stats --season 2026

# ---- the PDF page (--stats) ------------------------------------------------------
if command -v pdftotext >/dev/null; then
    check "export pdf --stats" 0 --out "geschrieben" -- S export pdf "$TMP/st.pdf" -t Klein --stats --lang de
    txt=$(pdftotext -layout "$TMP/st.pdf" - 2>/dev/null)
    grep -q "Statistik" <<<"$txt" && grep -qE "Frida +1 +1 +0 +100,0" <<<"$txt" &&
        grep -qE "Alle Spieler +11 +6 +5 +54,5" <<<"$txt" &&
        t_ok "export pdf --stats: a statistics page in German" || t_fail "export pdf --stats" "$(grep -A12 Statistik <<<"$txt")"
    S export pdf "$TMP/nost.pdf" -t Klein >/dev/null
    pdftotext "$TMP/nost.pdf" - | grep -q "Statistics" && t_fail "no statistics page without --stats" ||
        t_ok "no statistics page without --stats"
fi

# ---- refusals: exit code, message, database unchanged ----------------------------
before=$(db_sum "$DB")
check "unknown player" 3 --err "Nobody" -- S stats Nobody
check "--table needs --series" 2 --err "--table needs --series" -- S stats --table 1
check "--season and --all" 2 --err "exclude each other" -- S stats --season 2026 --all
check "--all with --series" 2 --err "--all and --series exclude each other" -- S stats --all --series 1
check "a series not drawn" 3 --err "series 3" -- S stats -t Klein --series 3
check "unknown tournament" 3 --err "Nirgends" -- S stats -t Nirgends
check "--format xml" 2 --err "--format must be" -- S stats --format xml
[ "$(db_sum "$DB")" = "$before" ] && t_ok "refusals leave the database unchanged" ||
    t_fail "refusals leave the database unchanged"
