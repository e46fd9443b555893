#!/usr/bin/env bash
# House-rules evenings in a ranking (family=house): "Skat and Schafkopf
# lists are never mixed; each family ranks by its own list figure, and
# house-rules evenings by their list."  A club year of five ISkO evenings
# (lib_rank.sh) and one house-rules evening (--rules club, a plain list:
# a won game books its value, a lost one twice its value,
# rules-house-schafkopf.md B.0); each family ranks only its own evenings.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_rank.sh"
export SKATSHEET_DB=$(new_db h)
"$SK" init >/dev/null
five_evenings
check "skat before the house evening" 0 -- "$SK" ranking method=sum --format csv
before=$OUT
# Hausabend: Anna, Bernd, Carla at one 3-table (Dieter absent)
"$SK" tournament create Hausabend --date 2027-06-04 --rules club >/dev/null
"$SK" player edit Dieter --inactive >/dev/null
"$SK" series draw 1 --seed 6 -t Hausabend >/dev/null
"$SK" player edit Dieter --active >/dev/null
win Hausabend 1 Anna grand $W                          # grand with 1: 2 x 24 = +48
win Hausabend 1 Bernd clubs $W                         # clubs with 1: 2 x 12 = +24
win Hausabend 1 Carla spades --with 1 --points 40      # spades with 1 lost: -2 x 22 = -44
check "the house list" 0 --out "1,Anna,48" --out "2,Bernd,24" --out "3,Carla,-44" \
    -- "$SK" standings -t Hausabend --format csv

# family=skat (the default): the five ISkO evenings only, as before
check "family=skat: the house evening not in it" 0 -- "$SK" ranking method=sum --format csv
[ "$OUT" = "$before" ] && t_ok "family=skat unchanged by the house evening" ||
    t_fail "family=skat unchanged by the house evening" "before: $before" "after: $OUT"
# family=house: the house evening only, by its list: Anna 48, Bernd 24, Carla -44
check "family=house" 0 -- "$SK" ranking family=house method=sum --format csv
got=$(cut -d, -f1,2,4,5,10 <<<"$OUT" | tail -n +2 | tr '\n' ' ')
[ "$got" = "1,Anna,1,1,48 2,Bernd,1,1,24 3,Carla,1,1,-44 " ] &&
    t_ok "family=house: the list figures, one event, one series" ||
    t_fail "family=house: the list figures, one event, one series" "$got"
check "family=house text" 0 --out "events: 1, series held: 1" -- "$SK" ranking family=house method=sum
check "family=house --detail" 0 --out "Hausabend, series 1: 48" --out "Hausabend, series 1: -44" --no-out "Clubabend" \
    -- "$SK" --lang en ranking family=house method=sum --detail
check "family=schafkopf: neither" 0 --out "no event falls into this ranking" \
    -- "$SK" --lang en ranking family=schafkopf method=sum
# a stored definition keeps the family; an unknown one is refused, nothing stored
check "define with family=house" 0 -- "$SK" ranking define Haus family=house method=sum
check "show" 0 --out "family=house" -- "$SK" ranking show Haus
b=$(db_sum "$SKATSHEET_DB")
check "family=doko refused" 3 --err "family" -- "$SK" --lang en ranking define Doko family=doko
[ "$(db_sum "$SKATSHEET_DB")" = "$b" ] && t_ok "refused: nothing stored" || t_fail "refused: nothing stored"
