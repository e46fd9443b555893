#!/usr/bin/env bash
# Names where a seat or a player is asked for (issue 36): --declarer and the
# other seat options (--partner, --kontra-by, --jungfrau, --last-trick,
# --loser) take the name of a player at the table, in every family; a name
# not at the table is refused naming the table's players, an ambiguous one
# listing the candidates; a mistyped player name suggests the nearest.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db n)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in "Gustav Schulz" "Anna Meier" "Anton Huber" "Bernd Jäger" "Xaver" "Anna" "Franz Huber"; do
    S player add "$p" >/dev/null
done
printf 'series,table,seat,player\n1,1,1,Gustav Schulz\n1,1,2,Anna Meier\n1,1,3,Anton Huber\n1,1,4,Bernd Jäger\n' > seats.csv
for t in Isko House Kopf; do
    case $t in
    House) S tournament create $t --rules club >/dev/null ;;
    Kopf) S tournament create $t --game schafkopf >/dev/null ;;
    *) S tournament create $t >/dev/null ;;
    esac
    S import seats seats.csv -t $t >/dev/null || t_fail "setup: seats of $t"
done
G() { S game add -t "$1" --series 1 --table 1 "${@:2}"; }

# ---- Skat: a name, a first or last name, its beginning, umlauts spelt out
check "declarer by first name" 0 --out "seat 2 Anna Meier: clubs" \
    -- G Isko --declarer 'Anna Meier' clubs --with 1 --points 70
check "declarer by last name" 0 --out "seat 1 Gustav Schulz: clubs" -- G Isko --declarer Schulz clubs --with 1 --points 70
check "declarer by a beginning" 0 --out "seat 1 Gustav Schulz: spades" -- G Isko --declarer gus spades --with 1 --points 70
check "declarer seat as before" 0 --out "seat 3 Anton Huber: grand" -- G Isko --declarer 3 grand --with 1 --points 70
check "declarer with ae for ä" 0 --out "seat 4 Bernd Jäger: hearts" -- G Isko --declarer jaeger hearts --with 1 --points 70
check "game edit by name" 0 --out "seat 3 Anton Huber: diamonds" \
    -- S game edit -t Isko --series 1 --table 1 --game 1 --declarer Anton diamonds --with 1 --points 70

# ---- refusals: nothing written
sum=$(db_sum "$DB")
check "a player not at the table" 3 \
    --err "skatsheet: --declarer 'Xaver': no player of that name sits at table 1 of series 1 (its players: seat 1 Gustav Schulz, seat 2 Anna Meier, seat 3 Anton Huber, seat 4 Bernd Jäger)" \
    -- G Isko --declarer Xaver clubs --with 1 --points 70
check "an ambiguous beginning" 3 \
    --err "skatsheet: --declarer 'An' is ambiguous at table 1 of series 1: seat 2 Anna Meier, seat 3 Anton Huber (give more of the name, or the seat)" \
    -- G Isko --declarer An clubs --with 1 --points 70
check "a name at an unknown table" 3 --err "table 7 does not exist in series 1" \
    -- S game add -t Isko --series 1 --table 7 --declarer Anna clubs --with 1 --points 70
check "German: not at the table" 3 \
    --err "skatsheet: --declarer 'Xaver': an Tisch 1 der Serie 1 sitzt niemand dieses Namens (dort sitzen: Platz 1 Gustav Schulz, Platz 2 Anna Meier, Platz 3 Anton Huber, Platz 4 Bernd Jäger)" \
    -- S --lang de game add -t Isko --series 1 --table 1 --declarer Xaver clubs --with 1 --points 70
check "German: ambiguous" 3 \
    --err "skatsheet: --declarer 'An' ist an Tisch 1 der Serie 1 mehrdeutig: Platz 2 Anna Meier, Platz 3 Anton Huber (mehr vom Namen angeben oder den Platz)" \
    -- S --lang de game add -t Isko --series 1 --table 1 --declarer An clubs --with 1 --points 70
check "a number still a number" 2 --err "--declarer needs a whole number, not '2x'" \
    -- G Isko --declarer 2x clubs --with 1 --points 70
check "kontra-by: not at the table" 3 --err "--kontra-by 'Xaver': no player of that name sits at table 1" \
    -- G House --declarer Anna clubs --with 1 --points 70 --kontra kontra --kontra-by Xaver
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refusals left the database unchanged" \
    || t_fail "refusals left the database unchanged"

# ---- house rules: --kontra-by, Ramsch seats by name
check "kontra-by by name" 0 --out "seat 2 Anna Meier: clubs" \
    -- G House --declarer 'anna meier' clubs --with 1 --points 70 --kontra kontra --kontra-by Anton
got=$(db_sql "$DB" "SELECT kontra_by FROM game_house")
[ "$got" = 3 ] && t_ok "kontra-by Anton stored as seat 3" || t_fail "kontra-by Anton stored as seat 3" "got '$got'"

# ---- Schafkopf: declarer and partner
check "Schafkopf: declarer and partner by name" 0 --out "Anton Huber + Bernd Jäger, 70 Augen: won" \
    -- G Kopf ruf --declarer Anton --partner Jäger --suit eichel --points 70
check "Schafkopf: partner not at the table" 3 --err "--partner 'Xaver': no player of that name sits at table 1 of series 1" \
    -- G Kopf ruf --declarer Anton --partner Xaver --suit eichel --points 70
check "Schafkopf: a repeated seat option by name" 3 --err "--jungfrau 'Xaver': no player of that name sits at table 1" \
    -- G Kopf ramsch --loser Anna --jungfrau Xaver

# ---- the second entry: the same seats by name
S tournament create Zwei >/dev/null
S day set -t Zwei second_entry=yes >/dev/null
S import seats seats.csv -t Zwei >/dev/null || t_fail "setup: seats of Zwei"
check "second add by name" 0 --out "second entry: game 1 of table 1, series 1 recorded" \
    -- S second add -t Zwei --series 1 --table 1 --declarer Anna grand --with 1 --points 70
check "second add: not at the table" 3 --err "--declarer 'Xaver': no player of that name sits at table 1 of series 1" \
    -- S second add -t Zwei --series 1 --table 1 --declarer Xaver grand --with 1 --points 70

# ---- a mistyped player name: the nearest players
sum=$(db_sum "$DB")
check "player history: typo" 3 --err "skatsheet: player 'Gustv Schulz' does not exist: did you mean 'Gustav Schulz'?" \
    -- S player history 'Gustv Schulz'
check "player edit: short name" 3 --err "skatsheet: player 'Ana' does not exist: did you mean 'Anna'?" \
    -- S player edit Ana --club X
check "player remove: umlaut spelt out" 3 --err "player 'Bernd Jaeger' does not exist: did you mean 'Bernd Jäger'?" \
    -- S player remove 'Bernd Jaeger'
check "attendance add: several near" 3 --err "player 'Hubert' does not exist: did you mean one of 'Anton Huber', 'Franz Huber'?" \
    -- S attendance add -t Isko Hubert
check "standings lot: last name" 3 --err "player 'Schulz' does not exist: did you mean 'Gustav Schulz'?" \
    -- S standings lot -t Isko Schulz Xaver
check "nothing near: as before" 3 --err "player 'Zacharias' does not exist (see 'skatsheet player list')" \
    -- S player history Zacharias
check "German: did you mean" 3 --err "skatsheet: Spieler 'Ana' gibt es nicht: war 'Anna' gemeint?" \
    -- S --lang de player edit Ana --club X
check "German: one of several" 3 --err "Spieler 'Hubert' gibt es nicht: war einer von 'Anton Huber', 'Franz Huber' gemeint?" \
    -- S --lang de attendance add -t Isko Hubert
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "name refusals left the database unchanged" \
    || t_fail "name refusals left the database unchanged"
