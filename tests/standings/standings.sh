#!/usr/bin/env bash
# standings: hand-computed series entered with `game add`, checked column by
# column in `standings --format csv`; a 3-table series and a 4-table series
# (overbid, null, passed, the dealer's 30); a player at both table sizes;
# json, text, one series, sheet show; bad input.
# engines: sqlite postgresql
. "$TESTS_DIR/lib.sh"
. "$TDIR/lib_standings.sh"
DB=$(new_db t)

sk init
for n in Anna Bernd Carla; do sk player add "$n"; done
sk player add "Dörte Weiß" --number 7 --club "SC Grün, Weiß"
sk player edit "Dörte Weiß" --inactive
sk tournament create "Herbstpokal" --series 2 --games3 6 --games4 8

# ---- series 1: one 3-table (Dörte inactive), 6 games, seat 1 deals first
sk series draw 1 --seed 11
mapfile -t S1 < <(seat_names 1 1)
[ "${#S1[@]}" = 3 ] || t_fail "series 1 seating" "got ${S1[*]}"
g() { sk game add --series "$1" --table 1 "${@:2}"; }
g 1 --declarer 1 clubs --with 2 --points 75         # 36 won          +36
g 1 --declarer 2 hearts --with 1 --points 50        # 20 lost         -40
g 1 --passed                                        # passed
g 1 --declarer 3 null --won                         # 23 won          +23
g 1 --declarer 1 diamonds --with 2 --points 70 --bid 36   # overbid: 36 lost -72
g 1 --declarer 2 grand --with 1 --hand --points 61  # 72 won          +72
# per seat: won lost game_points won_lost_bonus opponents_bonus total
declare -A EXP
exp1=("1 1 -36 0 40 4" "1 1 32 0 40 72" "1 0 23 50 80 153")

# series 1 alone
check "series 1 csv header" 0 --out "rank,player,won,lost,game_points,won_lost_bonus,opponents_bonus,total" \
    -- "$SK" --db "$DB" standings --series 1 --format csv
for seat in 1 2 3; do
    name=${S1[$((seat - 1))]}
    read -r w l gp wl ob tot <<<"${exp1[$((seat - 1))]}"
    got="$(csv_field "$name" 3),$(csv_field "$name" 4),$(csv_field "$name" 5),$(csv_field "$name" 6),$(csv_field "$name" 7),$(csv_field "$name" 8)"
    want="$w,$l,$gp,$wl,$ob,$tot"
    if [ "$got" = "$want" ]; then t_ok "series 1 seat $seat columns"; else
        t_fail "series 1 seat $seat columns" "player $name: got $got, want $want"; fi
done
# ranks: 153 (seat 3), 72 (seat 2), 4 (seat 1)
ranks="$(csv_field "${S1[2]}" 1) $(csv_field "${S1[1]}" 1) $(csv_field "${S1[0]}" 1)"
[ "$ranks" = "1 2 3" ] && t_ok "series 1 ranks" || t_fail "series 1 ranks" "got $ranks"
first=$(printf '%s\n' "$OUT" | sed -n 2p)
[ "$first" = "1,${S1[2]},1,0,23,50,80,153,6,6,no" ] && t_ok "series 1 first row" \
    || t_fail "series 1 first row" "got $first"

# series 2 is not drawn yet: its standings and PDF are refused like
# `sheet pdf`, no file written, the database unchanged
sum=$(db_sum "$DB")
undrawn="series 2 has not been drawn: seat it with 'skatsheet series draw 2' or 'import seats'"
check "standings of an undrawn series" 3 --err "$undrawn" \
    -- "$SK" --db "$DB" standings --series 2
check "standings csv of an undrawn series" 3 --err "$undrawn" \
    -- "$SK" --db "$DB" standings --series 2 --format csv
check "export pdf of an undrawn series" 3 --err "$undrawn" \
    -- "$SK" --db "$DB" export pdf "$TMP/undrawn.pdf" --series 2
[ ! -e "$TMP/undrawn.pdf" ] && t_ok "no PDF for an undrawn series" || t_fail "no PDF for an undrawn series"
check "lot in an undrawn series" 3 --err "$undrawn" \
    -- "$SK" --db "$DB" standings lot --series 2 Anna Bernd
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "undrawn series: database unchanged" ||
    t_fail "undrawn series: database unchanged"

# ---- series 2: Dörte back, one 4-table, 8 games, dealers 1 2 3 4 1 2 3 4
sk player edit "Dörte Weiß" --active
sk series draw 2 --seed 5
mapfile -t S2 < <(seat_names 2 1)
[ "${#S2[@]}" = 4 ] || t_fail "series 2 seating" "got ${S2[*]}"
g 2 --declarer 2 spades --with 1 --points 65        # g1 dealer 1: 22 won       +22
g 2 --declarer 4 grand --without 2 --points 40      # g2 dealer 2: 72 lost     -144
g 2 --passed                                        # g3 dealer 3
g 2 --declarer 3 null --ouvert --lost               # g4 dealer 4: 46 lost      -92
g 2 --declarer 2 hearts --with 1 --bid 30 --points 80     # g5 dealer 1: overbid 30, -60
g 2 --declarer 1 clubs --with 1 --hand --points 95  # g6 dealer 2: schneider 48 +48
g 2 --declarer 4 diamonds --without 3 --points 61   # g7 dealer 3: 36 won       +36
check "dealer refused at a 4-table" 3 --err "dealer" \
    -- "$SK" --db "$DB" game add --series 2 --table 1 --game 8 --declarer 4 clubs --with 1 --points 70
g 2 --declarer 1 null --hand --won                  # g8 dealer 4: 35 won       +35
# lost games: 2 (seat 4), 4 (seat 3), 5 (seat 2); seat 1 dealt game 5 and
# still gets the 30, seat 4 dealt game 4.
exp2=("2 0 83 100 90 273" "1 1 -38 0 60 22" "0 1 -92 -50 60 -82" "1 1 -108 0 60 -48")


check "series 2 csv" 0 -- "$SK" --db "$DB" standings --series 2 --format csv
for seat in 1 2 3 4; do
    name=${S2[$((seat - 1))]}
    read -r w l gp wl ob tot <<<"${exp2[$((seat - 1))]}"
    got="$(csv_field "$name" 3),$(csv_field "$name" 4),$(csv_field "$name" 5),$(csv_field "$name" 6),$(csv_field "$name" 7),$(csv_field "$name" 8)"
    [ "$got" = "$w,$l,$gp,$wl,$ob,$tot" ] && t_ok "series 2 seat $seat columns" \
        || t_fail "series 2 seat $seat columns" "player $name: got $got, want $w,$l,$gp,$wl,$ob,$tot"
done

# ---- tournament: the sum of both series per player (series 1 at a 3-table,
# series 2 at a 4-table), computed here from the hand-computed seat rows
declare -A W L GP WL OB TOT
add_series() { # name "w l gp wl ob tot"
    local n=$1 w l gp wl ob tot
    read -r w l gp wl ob tot <<<"$2"
    W[$n]=$(( ${W[$n]:-0} + w )); L[$n]=$(( ${L[$n]:-0} + l )); GP[$n]=$(( ${GP[$n]:-0} + gp ))
    WL[$n]=$(( ${WL[$n]:-0} + wl )); OB[$n]=$(( ${OB[$n]:-0} + ob )); TOT[$n]=$(( ${TOT[$n]:-0} + tot ))
}
for i in 0 1 2; do add_series "${S1[$i]}" "${exp1[$i]}"; done
for i in 0 1 2 3; do add_series "${S2[$i]}" "${exp2[$i]}"; done
check "tournament csv" 0 -- "$SK" --db "$DB" standings --format csv
for n in Anna Bernd Carla "Dörte Weiß"; do
    want="${W[$n]},${L[$n]},${GP[$n]},${WL[$n]},${OB[$n]},${TOT[$n]}"
    got="$(csv_field "$n" 3),$(csv_field "$n" 4),$(csv_field "$n" 5),$(csv_field "$n" 6),$(csv_field "$n" 7),$(csv_field "$n" 8)"
    [ "$got" = "$want" ] && t_ok "tournament row $n" || t_fail "tournament row $n" "got $got, want $want"
done
# the CSV quotes a name with a comma? (the club has one; names do not) -
# order: totals descending
order=$(printf '%s\n' "$OUT" | tail -n +2 | cut -d, -f8 | tr '\n' ' ')
sorted=$(printf '%s\n' "$OUT" | tail -n +2 | cut -d, -f8 | sort -rn | tr '\n' ' ')
[ "$order" = "$sorted" ] && t_ok "tournament order by total" || t_fail "tournament order" "$order"
rows=$(printf '%s\n' "$OUT" | wc -l)
[ "$rows" = 5 ] && t_ok "tournament has 4 players" || t_fail "tournament rows" "$rows lines"

# Dörte played series 2 only: json has number, club and one series entry
check "json" 0 --out '"player":"Dörte Weiß","number":7,"club":"SC Grün, Weiß"' \
    --out "\"total\":${TOT[Dörte Weiß]},\"series\":[{\"series\":2,\"total\":${TOT[Dörte Weiß]}}]" \
    --out '"tournament":"Herbstpokal","series":null' \
    -- "$SK" --db "$DB" standings --format json
if /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin); assert len(d["players"])==4; assert all(len(p["series"])>=1 for p in d["players"])' <<<"$OUT"; then
    t_ok "json parses"; else t_fail "json parses" "$OUT"; fi
check "text per-series columns" 0 --out "Herbstpokal, standings after 2 series" \
    --out "S1" --out "S2" --out "Dörte Weiß" --out "SC Grün, Weiß" \
    -- "$SK" --db "$DB" standings
# every data line of the text table has the same display width
w=$(printf '%s\n' "$OUT" | tail -n +4 | while IFS= read -r l; do
        printf '%s' "$l" | sed 's/ *$//' | wc -m; done | sort -u | wc -l)
[ "$w" -le 2 ] && t_ok "text aligned" || t_fail "text aligned" "$OUT"

check "sheet show 4-table" 0 --out "series 2, table 1: 4 players, 8 games, seat 1 deals first" \
    --out "lost (overbid)" --out "passed" --out "Others' lost games" --out " × 30 = " \
    -- "$SK" --db "$DB" sheet show --series 2 --table 1
tot_line=$(printf '%s\n' "$OUT" | grep '^Total' | tr -s ' ')
[ "$tot_line" = "Total 273 22 -82 -48" ] && t_ok "sheet show totals" || t_fail "sheet show totals" "$tot_line"
row5=$(printf '%s\n' "$OUT" | grep -E '^ +5 ' | tr -s ' ')
# game 5: dealer 1 (dot), seat 2 running 22-60 = -38, booked -60 (value 30
# overbid, as the PDF sheet shows it)
[ "$row5" = " 5 1 · -38 -60 lost (overbid)" ] && t_ok "sheet show row 5" || t_fail "sheet show row 5" "$row5"
check "sheet show 3-table" 0 --out "Others' lost games" --out " × 40 = " --out "Total" \
    -- "$SK" --db "$DB" sheet show --series 1 --table 1
check "sheet show unknown table" 3 --err "table 9" -- "$SK" --db "$DB" sheet show --series 1 --table 9
check "sheet show needs --series" 2 --err "--series N is required" \
    -- "$SK" --db "$DB" sheet show --table 1

before=$(db_sum "$DB")
check "unknown series" 3 --err "series 3" -- "$SK" --db "$DB" standings --series 3
check "bad format" 2 --err "--format must be text, csv or json" -- "$SK" --db "$DB" standings --format xml
check "unknown tournament" 3 -- "$SK" --db "$DB" standings -t Nope
[ "$(db_sum "$DB")" = "$before" ] && t_ok "database unchanged" || t_fail "database unchanged"
