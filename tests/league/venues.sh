#!/usr/bin/env bash
# League venue groups and the draw: a match day with two venue groups of
# four teams each is two tournaments; `series draw` of a venue group seats
# only the active members of its teams (never players of the other venue
# or players outside the league), keeps team-mates apart with --separate
# team, and the league table still adds up.  A plain tournament with
# registered teams (`team add`) still seats every active player.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_league.sh"
export SKATSHEET_DB=$(new_db v)
L="Verbandsliga 2027"
V1="$L matchday 1 venue 1"; V2="$L matchday 1 venue 2"
TEAMS="Ass Bube Dame Koenig Zehn Neun Acht Sieben"

"$SK" init >/dev/null
"$SK" league create "$L" --season 2027 --series-per-matchday 2 >/dev/null
for t in $TEAMS; do
    "$SK" league team add "$t" --club "SC $t" >/dev/null
    for i in 1 2 3 4; do "$SK" player add "$t$i" --club "SC $t" >/dev/null; done
    "$SK" league roster add "$t" "${t}1" "${t}2" "${t}3" "${t}4" >/dev/null
done
# two players outside the league, active: never seated at a venue
"$SK" player add "Gast Eins" >/dev/null
"$SK" player add "Gast Zwei" >/dev/null

check "matchday with two venue groups" 0 --out "tournament '$V1' (2 series)" \
    --out "tournament '$V2' (2 series)" \
    -- "$SK" league matchday add 1 --date 2027-01-16 \
        --venue "Ass,Bube,Dame,Koenig" --venue "Zehn,Neun,Acht,Sieben"

for v in 1 2; do
    t="$L matchday 1 venue $v"
    for s in 1 2; do
        check "draw venue $v series $s" 0 --out "table 4 (4 players)" --no-out "table 5" \
            --no-out "Gast" -- "$SK" series draw "$s" --separate team --seed "$((v * 10 + s))" -t "$t"
    done
done

# Each venue's series seat exactly the 16 players of its four teams, once.
want_players() {  # team names -> sorted player names
    local t i
    for t in "$@"; do for i in 1 2 3 4; do echo "$t$i"; done; done | sort
}
seated() {  # tournament series -> sorted seated player names
    sql "SELECT p.name FROM seats x JOIN tables b ON b.id = x.table_id
           JOIN series s ON s.id = x.series_id JOIN tournaments u ON u.id = s.tournament_id
           JOIN players p ON p.id = x.player_id
          WHERE u.name = $(q "$1") AND s.series_no = $2" | sort
}
for s in 1 2; do
    got=$(seated "$V1" "$s"); want=$(want_players Ass Bube Dame Koenig)
    [ "$got" = "$want" ] && t_ok "venue 1 series $s seats exactly its 16 players" ||
        t_fail "venue 1 series $s seats exactly its 16 players" "got:" $got
    got=$(seated "$V2" "$s"); want=$(want_players Zehn Neun Acht Sieben)
    [ "$got" = "$want" ] && t_ok "venue 2 series $s seats exactly its 16 players" ||
        t_fail "venue 2 series $s seats exactly its 16 players" "got:" $got
done

# --separate team: no table seats two team-mates (team of that tournament)
same=$(sql "SELECT count(*) FROM seats a JOIN seats b ON a.table_id = b.table_id AND a.seat < b.seat
              JOIN team_members ma ON ma.player_id = a.player_id
              JOIN series s ON s.id = a.series_id AND s.tournament_id = ma.tournament_id
              JOIN team_members mb ON mb.player_id = b.player_id AND mb.team_id = ma.team_id")
tables=$(sql "SELECT count(*) FROM tables")
[ "$same" = 0 ] && [ "$tables" = 16 ] && t_ok "no table seats two team-mates (16 tables)" ||
    t_fail "no table seats two team-mates (16 tables)" "$same pairs, $tables tables"

# League table: one won game per venue (grand with 1, 61 points = 48 + 50)
W="--with 1 --points 61"
win "$V1" 1 Dame2 grand $W
win "$V2" 2 Acht3 clubs $W       # 24 + 50 = 74
# Venue 1: Dame 98 (3:0), Ass = Bube = Koenig 0 share places 2-4 (1:2 each);
# venue 2: Acht 74 (3:0), the other three 1:2.
check "league table after two venue groups" 0 \
    --out "1,Dame,1,3,0,98" --out "2,Acht,1,3,0,74" \
    -- "$SK" league table --format csv
n=$(grep -c ',1,1,2,0,[a-z]*$' <<<"$OUT")
[ "$n" = 6 ] && t_ok "the six other teams 1:2" || t_fail "the six other teams 1:2" "$OUT"

# A venue group whose teams have fewer than 3 active players left: refused,
# message says whose players count, database unchanged.
"$SK" league create "Kleinliga" --season 2027 --series-per-matchday 1 >/dev/null
"$SK" league team add Solo --club SC -l Kleinliga >/dev/null
"$SK" league team add Duo --club SC -l Kleinliga >/dev/null
"$SK" player add K1 >/dev/null; "$SK" player add K2 >/dev/null
"$SK" league roster add Solo K1 -l Kleinliga >/dev/null
"$SK" league roster add Duo K2 -l Kleinliga >/dev/null
"$SK" league matchday add 1 --date 2027-02-01 -l Kleinliga >/dev/null
before=$(db_sum "$SKATSHEET_DB")
check "venue group with 2 players refused" 3 \
    --err "series 1 of league venue group 'Kleinliga matchday 1' (only the active members of its teams are seated): 2 players cannot be seated" \
    -- "$SK" series draw 1 --separate team -t "Kleinliga matchday 1"
[ "$(db_sum "$SKATSHEET_DB")" = "$before" ] && t_ok "refused draw: database unchanged" ||
    t_fail "refused draw: database unchanged"

# Inactive roster players are not seated: 7 active players of Kleinliga's
# teams -> 7 seats (a 4- and a 3-table).
for i in 3 4 5 6 7 8; do "$SK" player add "K$i" >/dev/null; done
"$SK" league roster add Solo K3 K4 K5 -l Kleinliga >/dev/null
"$SK" league roster add Duo K6 K7 K8 -l Kleinliga >/dev/null
"$SK" player edit K8 --inactive >/dev/null
check "inactive roster player left out" 0 --out "table 2 (3 players)" --no-out "K8" \
    --no-out "Gast" -- "$SK" series draw 1 --separate team --seed 1 -t "Kleinliga matchday 1"

# A plain tournament with a registered team still seats every active player
# (an open tournament's team ranking does not exclude players without a team).
"$SK" tournament create "Offenes Turnier" --series 1 >/dev/null
"$SK" team add -t "Offenes Turnier" "Team X" Ass1 Bube1 Dame1 Koenig1 >/dev/null
active=$(sql "SELECT count(*) FROM players WHERE active = 1")
check "plain tournament seats every active player" 0 --out "Gast Eins" --out "Gast Zwei" \
    -- "$SK" series draw 1 --seed 5 -t "Offenes Turnier"
got=$(sql "SELECT count(*) FROM seats x JOIN series s ON s.id = x.series_id
             JOIN tournaments u ON u.id = s.tournament_id WHERE u.name = 'Offenes Turnier'")
[ "$got" = "$active" ] && t_ok "plain tournament: $active seats" ||
    t_fail "plain tournament: all active seated" "$got seats, $active active"

check "draw help says who is seated" 0 --out "league venue group's tournament seats only the active members" \
    -- "$SK" help series draw

# The published player pages: won/lost per series, as the standings of
# each series say (not the match day's figures on the first series' row)
win "$V1" 2 Dame2 grand $W
win "$V1" 2 Dame2 clubs $W
mkdir "$TMP/pub"
"$SK" publish "$TMP/pub" -l "$L" >/dev/null || t_fail "publish the league" ""
uid=$(sql "SELECT uid FROM players WHERE name = 'Dame2'")
pcsv=$TMP/pub/player-${uid:0:12}.csv
for s in 1 2; do
    want=$("$SK" standings --series "$s" --format csv -t "$V1" | awk -F, '$2 == "Dame2" { print $3 "/" $4 }')
    got=$(awk -F, -v s="$s" 'NR > 1 && $3 == s { print $5 "/" $6 }' "$pcsv")
    [ -n "$want" ] && [ "$got" = "$want" ] && t_ok "Dame2's page, series $s: won/lost $got as the standings of series $s" ||
        t_fail "Dame2's page, series $s: won/lost as the standings" "page: $got, standings: $want" "$(cat "$pcsv")"
done
