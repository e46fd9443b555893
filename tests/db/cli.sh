#!/usr/bin/env bash
# CLI tests of init, player, tournament, series and game commands.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db t)
S() { "$SK" --db "$DB" "$@"; }

if [ "$ENGINE" = sqlite ]; then
    check "command without database refused" 1 --err "database $DB does not exist: run 'skatsheet init' first" -- S player list
else
    check "command on an empty database refused" 1 --err "database $(db_where "$DB") is empty: run 'skatsheet init'" -- S player list
    check "command on a database that does not exist refused" 1 --err "database nope on $SKATSHEET_TEST_PG does not exist: create it first" -- "$SK" --db "$(pg_uri nope)" player list
fi
check "init" 0 --out "created $(db_where "$DB") (schema version $SCHEMA_LATEST)" -- S init
if [ "$ENGINE" = sqlite ]; then
    check "init refuses an existing file" 1 --err "already exists" -- S init
else
    check "init refuses a database with a schema" 1 --err "already has a skatsheet schema (version $SCHEMA_LATEST): not creating it again" -- S init
fi
check "SKATSHEET_DB selects the database" 0 --out "(no players)" -- env SKATSHEET_DB="$DB" "$SK" player list

# players
check "player add" 0 --out "added Jürgen Weiß (no. 1), SC Kreuz" -- S player add "Jürgen Weiß" --number 1 --club "SC Kreuz"
for p in "Anna Ärger:2:SC Kreuz" "Bernd:3:Pik" "Clara:4:" "Dieter:5:Pik" "Eva:6:" "Frank:7:" "Gisela:8:Herz"; do
    IFS=: read -r n num club <<<"$p"
    if [ -n "$club" ]; then S player add "$n" --number "$num" --club "$club" >/dev/null
    else S player add "$n" --number "$num" >/dev/null; fi
done
sum=$(db_sum "$DB")
check "player add duplicate name" 3 --err "name 'Bernd' is taken" -- S player add Bernd
check "player add duplicate number" 3 --err "start number 3 is taken by Bernd" -- S player add Zora --number 3
check "player add invalid UTF-8" 3 --err "player name: not valid UTF-8" -- S player add $'Bad\xff'
check "player add bad number" 2 --err "--number must be a whole number" -- S player add Zora --number x
check "player add empty name" 3 --err "player name: must not be empty" -- S player add ""
check "player add without name" 2 --err "NAME is required" -- S player add
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused player adds leave the database unchanged" || t_fail "refused player adds changed the database"
check "player list aligned" 0 --out "    1  Jürgen Weiß  SC Kreuz  yes" --out "    2  Anna Ärger   SC Kreuz  yes" --out "    4  Clara        -         yes" -- S player list
check "player edit" 0 --out "changed Clara" -- S player edit Clara --club "Rot-Weiß"
check "player edit by number" 0 --out "changed Frank" -- S player edit 7 --inactive
check "player list --active" 0 --no-out "Frank" -- S player list --active
S player edit Frank --active >/dev/null
check "player edit unknown" 3 --err "player 'Nobody' does not exist" -- S player edit Nobody --club X
check "player edit nothing" 2 --err "nothing to change" -- S player edit Clara
check "player edit duplicate name" 3 --err "name 'Bernd' is taken" -- S player edit Clara --name Bernd
check "player add Zora" 0 -- S player add Zora
check "player remove (no games)" 0 --out "removed Zora" -- S player remove Zora
check "player remove unknown" 3 --err "does not exist" -- S player remove Zora

# tournaments
check "no tournament yet" 3 --err "no tournament yet" -- S series show 1
check "tournament create" 0 --out "created tournament 'Herbst 2025': 2 series" -- S tournament create "Herbst 2025" --date 2025-10-01 --series 2
sum=$(db_sum "$DB")
check "tournament duplicate" 3 --err "tournament 'Herbst 2025' already exists" -- S tournament create "Herbst 2025"
check "tournament bad date" 3 --err "date '2025-02-30' is not a real date" -- S tournament create X --date 2025-02-30
check "tournament games4 not multiple of 4" 3 --err "games4 30 is impossible" -- S tournament create X --games4 30
check "tournament games3 not multiple of 3" 3 --err "games3 32 is impossible" -- S tournament create X --games3 32
check "tournament bad series" 2 --err "--series must be a whole number from 1 to 99" -- S tournament create X --series 0
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused tournament creates leave the database unchanged" || t_fail "refused tournament creates changed the database"
check "tournament create short" 0 -- S tournament create "Club evening" --games4 8 --games3 6
check "tournament list" 0 --out "Herbst 2025" --out "Club evening" --out "2025-10-01" -- S tournament list
check "tournament show default = most recent" 0 --out "tournament: Club evening" --out "8 at a 4-table, 6 at a 3-table" -- S tournament show
check "tournament show -t" 0 --out "tournament: Herbst 2025" --out "series 1: not drawn" -- S tournament show -t "Herbst 2025"
check "unknown tournament" 3 --err "tournament 'Nope' does not exist" -- S tournament show -t Nope

# series draw (8 active players: 4 + 4)
check "series draw" 0 --out "table 1 (4 players)" --out "table 2 (4 players)" --out "seed 7" -- S series draw 1 --seed 7 -t "Herbst 2025"
first=$OUT
check "series draw again, same seed" 0 -- S series draw 1 --seed 7 -t "Herbst 2025"
[ "$OUT" = "$first" ] && t_ok "same seed, same seating" || t_fail "same seed gave another seating"
check "series show" 0 --out "table 2 (4 players)" -- S series show 1 -t "Herbst 2025"
[ "$OUT" = "$first" ] && t_ok "series show prints the stored draw" || t_fail "series show differs from the draw" "$OUT"
check "series draw beyond series count" 3 --err "series 3 does not exist" -- S series draw 3 -t "Herbst 2025"
check "series show undrawn" 3 --err "series 2 has not been drawn" -- S series show 2 -t "Herbst 2025"
check "series draw bad seed" 2 --err "--seed must be a whole number" -- S series draw 2 --seed -1 -t "Herbst 2025"
check "series draw bad separate" 2 --err "--separate must be club or team" -- S series draw 2 --separate town -t "Herbst 2025"

# the seating of table 1 (seat -> name)
seat_name() { S series show 1 -t "Herbst 2025" | awk -v t="table $1 " -v s="seat $2 " '
    index($0, t) == 1 { on = 1; next } /^table / { on = 0 }
    on && index($0, "  " s) == 1 { sub(/^  seat [0-9]  +[0-9]+  /, ""); sub(/  +[^ ].*$/, ""); print; exit }'; }
P2=$(seat_name 1 2)

# games (first dealer seat 1: game 1 dealt by seat 1)
T=(-t "Herbst 2025")
check "game add" 0 --out "recorded game 1 (dealer seat 1" --out "grand with 1, game 2, hand 3 = 3 × 24 = 72, won +72" --out "Seeger: declarer +122" --out "1 of 48 games" -- S game add "${T[@]}" --series 1 --table 1 --declarer 2 grand --with 1 --hand --points 74 --bid 48
echo "$OUT" | grep -q "^   2  .*      72    1     0     122$" && t_ok "game add prints the running totals" || t_fail "running totals" "$OUT"
sum=$(db_sum "$DB")
check "game add: dealer declares" 3 --err "declarer seat 2 deals game 2: at a 4-table the dealer sits out" -- S game add "${T[@]}" --series 1 --table 1 --declarer 2 clubs --with 1 --points 70
check "game add: duplicate game number" 3 --err "game 1 of table 1, series 1 is already recorded" -- S game add "${T[@]}" --series 1 --table 1 --game 1 --declarer 3 clubs --with 1 --points 70
check "game add: bad bid" 3 --err "bid 19 is not a possible game value" -- S game add "${T[@]}" --series 1 --table 1 --declarer 3 clubs --with 1 --points 70 --bid 19
check "game add: ouvert without hand" 3 --err "ouvert needs hand" -- S game add "${T[@]}" --series 1 --table 1 --declarer 3 clubs --with 1 --ouvert --points 120 --schwarz
check "game add: matadors missing" 3 --err "matadors missing" -- S game add "${T[@]}" --series 1 --table 1 --declarer 3 clubs --points 70
check "game add: points 119" 3 --err "card points 119 are impossible" -- S game add "${T[@]}" --series 1 --table 1 --declarer 3 clubs --with 1 --points 119
check "game add: game outside series" 3 --err "game 49 is outside the series: a 4-table plays games 1 to 48" -- S game add "${T[@]}" --series 1 --table 1 --game 49 --declarer 3 clubs --with 1 --points 70
check "game add: unknown table" 3 --err "table 9 does not exist in series 1 (tables 1 to 2)" -- S game add "${T[@]}" --series 1 --table 9 --declarer 3 clubs --with 1 --points 70
check "game add: undrawn series" 3 --err "series 2 has not been drawn" -- S game add "${T[@]}" --series 2 --table 1 --declarer 3 clubs --with 1 --points 70
check "game add: seat 5 (an impossible game, exit 3)" 3 --err "declarer seat 5 is not a seat of this table" -- S game add "${T[@]}" --series 1 --table 1 --declarer 5 clubs --with 1 --points 70
check "game add: unknown contract" 3 --err "" -- S game add "${T[@]}" --series 1 --table 1 --declarer 3 jacks --with 1 --points 70
check "game add: passed with a declarer" 2 --err "--passed and --declarer exclude each other" -- S game add "${T[@]}" --series 1 --table 1 --passed --declarer 3
check "game add: passed with flags" 2 --err "--passed takes no declarer or game flags" -- S game add "${T[@]}" --series 1 --table 1 --passed --hand
check "game add: no series" 2 --err "--series N is required" -- S game add "${T[@]}" --table 1 --passed
check "game add: null with points" 3 --err "card points do not decide null games" -- S game add "${T[@]}" --series 1 --table 1 --declarer 3 null --points 0
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused games leave the database unchanged" || t_fail "refused games changed the database"
check "game add next free number, overbid" 0 --out "recorded game 2 (dealer seat 2" --out "overbid (bid 36)" --out "lost −72" -- S game add "${T[@]}" --series 1 --table 1 --declarer 3 diamonds --with 2 --points 70 --bid 36
check "game add passed" 0 --out "recorded game 3 (dealer seat 3" --out "passed" -- S game add "${T[@]}" --series 1 --table 1 --passed
check "game add null by result" 0 --out "null hand = 35" --out "won +35" -- S game add "${T[@]}" --series 1 --table 1 --game 5 --declarer 3 null --hand --won
check "game add fills the gap" 0 --out "recorded game 4 (dealer seat 4" -- S game add "${T[@]}" --series 1 --table 1 --declarer 1 spades --without 2 --points 40
check "game add after gap filled" 0 --out "recorded game 6 (dealer seat 2" -- S game add "${T[@]}" --series 1 --table 2 --game 6 --declarer 1 hearts --with 1 --lost --schneider
# Seeger by hand for table 1: seat 2 grand +72 won; seat 3 diamonds overbid -72 and
# null hand +35; seat 1 spades without 2 at 40 points: (2+1) x 11 = 33, lost -66.
# seat 1: -66 - 50 + 30 (seat 3 lost) = -86; seat 2: 72 + 50 + 2 x 30 = 182;
# seat 3: -37 + 0 + 30 = -7; seat 4 (never declared): 2 x 30 = 60
check "running totals after four games" 0 -- S game add "${T[@]}" --series 1 --table 1 --passed
echo "$OUT" | grep -q "^   1  .*     -66    0     1     -86$" && t_ok "Seeger totals of seat 1" || t_fail "Seeger totals of seat 1" "$OUT"
echo "$OUT" | grep -q "^   2  .*      72    1     0     182$" && t_ok "Seeger totals of seat 2 (two opponent bonuses)" || t_fail "Seeger totals of seat 2" "$OUT"
echo "$OUT" | grep -q "^   3  .*     -37    1     1      -7$" && t_ok "Seeger totals of seat 3" || t_fail "Seeger totals of seat 3" "$OUT"
echo "$OUT" | grep -q "^   4  .*       0    0     0      60$" && t_ok "the dealer gets the 30 too" || t_fail "dealer bonus" "$OUT"

check "game list table" 0 --out "table 1, series 1" --out "   2  dealer 2  seat 3" --out "passed" --no-out "table 2" -- S game list "${T[@]}" --series 1 --table 1
check "game list series" 0 --out "table 1, series 1" --out "table 2, series 1" -- S game list "${T[@]}" --series 1
check "game list unknown table" 3 --err "table 7 does not exist" -- S game list "${T[@]}" --series 1 --table 7

# edit / delete / history
sum=$(db_sum "$DB")
check "game edit: invalid replacement refused" 3 --err "ouvert needs hand" -- S game edit "${T[@]}" --series 1 --table 1 --game 2 --declarer 3 clubs --with 1 --ouvert --points 120 --schwarz
check "game edit: missing game" 3 --err "game 30 of table 1, series 1 is not recorded: nothing to edit" -- S game edit "${T[@]}" --series 1 --table 1 --game 30 --passed
check "game edit: no game number" 2 --err "--game G is required" -- S game edit "${T[@]}" --series 1 --table 1 --passed
check "game delete: missing game" 3 --err "nothing to delete" -- S game delete "${T[@]}" --series 1 --table 1 --game 30
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused edits leave the database unchanged" || t_fail "refused edits changed the database"
check "game edit" 0 --out "changed game 2" --out "diamonds with 2, game 3 = 3 × 9 = 27, won +27" -- S game edit "${T[@]}" --series 1 --table 1 --game 2 --declarer 3 diamonds --with 2 --points 70
check "game delete" 0 --out "deleted game 4 of table 1" -- S game delete "${T[@]}" --series 1 --table 1 --game 4
check "game history" 0 --out "edit    table 1 game 2, was: seat 3" --out "overbid (bid 36)" --out "delete  table 1 game 4, was: seat 1" --out "spades without 2" -- S game history "${T[@]}" --series 1
# history times are the database's UTC stamps shown in local time (TZ)
h_utc=$(TZ=UTC0 S game history "${T[@]}" --series 1 | head -1 | cut -c1-19)
h_ist=$(TZ=IST-5:30 S game history "${T[@]}" --series 1 | head -1 | cut -c1-19)
h_want=$(date -u -d "$h_utc UTC + 330 minutes" '+%Y-%m-%d %H:%M:%S' 2>/dev/null)
db_first=$(db_sql "$DB" "SELECT changed FROM games_audit ORDER BY audit_id LIMIT 1" 2>/dev/null)
[ "${db_first:0:10} ${db_first:11:8}" = "$h_utc" ] && [[ "$h_utc" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}\ [0-9]{2}:[0-9]{2}:[0-9]{2}$ ]] \
    && t_ok "game history shows the stored UTC stamp as local time" \
    || t_fail "game history UTC time" "db: $db_first" "shown: $h_utc"
[ -n "$h_want" ] && [ "$h_ist" = "$h_want" ] && t_ok "game history follows TZ" \
    || t_fail "game history TZ" "UTC: $h_utc" "IST: $h_ist" "want: $h_want"
check "game history none" 0 --out "no corrections" -- S game history "${T[@]}" --series 1 --table 2
check "game add reuses a deleted number" 0 --out "recorded game 4" -- S game add "${T[@]}" --series 1 --table 1 --passed

# refusals that depend on games
sum=$(db_sum "$DB")
check "player remove with games" 3 --err "has 6 recorded games: a player with games cannot be removed" -- S player remove "$P2"
check "redraw a series with games" 3 --err "series 1 already has" -- S series draw 1 -t "Herbst 2025"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused remove/redraw leave the database unchanged" || t_fail "refused remove/redraw changed the database"

# a table is full after its series length (Club evening: 8 games at a 4-table)
# two tournaments are open: a write without -t is refused (exit 2) with the
# list, and the database stays unchanged; 'tournament use' chooses
sum=$(db_sum "$DB")
check "write with two open tournaments refused" 2 --err "which tournament? 2 are open: 'Herbst 2025', 'Club evening'" \
    --err "tournament use NAME" -- S series draw 1 --seed 3
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused ambiguous write leaves the database unchanged" || t_fail "ambiguous write changed the database"
check "tournament use" 0 --out "'Club evening' is now the default tournament" -- S tournament use "Club evening"
check "draw club evening" 0 -- S series draw 1 --seed 3
for g in 1 2 3 4 5 6 7 8; do S game add --series 1 --table 1 --passed >/dev/null || t_fail "passed game $g"; done
check "table full" 3 --err "table 1 of series 1 is full: a 4-table plays 8 games per series" -- S game add --series 1 --table 1 --passed
check "tournament show progress" 0 --out "series 1: 2 tables, 8 players, 8 of 16 games recorded" -- S tournament show

# 5 players cannot be seated
check "five players" 0 -- S tournament create Five
S player edit Frank --inactive >/dev/null; S player edit Gisela --inactive >/dev/null; S player edit Eva --inactive >/dev/null
sum=$(db_sum "$DB")
check "draw refuses 5 players" 3 --err "5 players cannot be seated" -- S series draw 1 -t Five
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused draw leaves the database unchanged" || t_fail "refused draw changed the database"

check "help lists game add" 0 --out "game add" --out "series draw" -- S --help
