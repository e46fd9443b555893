#!/usr/bin/env bash
# attendance: who is here tonight (present, late from series N, left after
# series N; by name or number, several at once, from a list), the draw
# seating them, check expecting exactly them; the right tournament (a write
# never guesses among several open ones; use, close, reopen, rename,
# remove); series undraw.  Every refusal: message, exit code, unchanged db.
# engines: sqlite postgresql
. "$TESTS_DIR/lib.sh"
DB=$(new_db t)
S() { "$SK" --db "$DB" "$@"; }
unchanged() { # NAME SUM
    [ "$(db_sum "$DB")" = "$2" ] && t_ok "$1 leaves the database unchanged" \
        || t_fail "$1 changed the database"
}

S init >/dev/null
n=0
for p in Anna Bert Carl Dora Emil Frida Gert Hans Ines Jan Karl Lena Mia Otto; do
    n=$((n + 1)); S player add "$p" --number $n >/dev/null
done
S tournament create "Abend 1" --series 3 --games4 4 --games3 3 >/dev/null

# ---- attendance --------------------------------------------------------
check "attendance list empty" 0 --out "no attendance recorded" -- S attendance list
printf 'Carl\n# a comment\n\n  4  \nEmil\n' >"$TMP/list.txt"
check "present by name, number and list" 0 --out "7 players present in 'Abend 1' (7 marked present)" \
    -- S attendance add Anna 2 Frida Gert --list "$TMP/list.txt"
check "present again is no duplicate" 0 --out "(7 marked present)" -- S attendance add Anna
check "latecomers from series 2" 0 --out "2 players present in 'Abend 1' from series 2 (9 marked present)" \
    -- S attendance add Hans Ines --from 2
check "attendance list" 0 --out "Hans" --out "from series 2 (late)" --out "every series" -- S attendance list

sum=$(db_sum "$DB")
check "unknown player refused" 3 --err "player 'Zora' does not exist" -- S attendance add Anna Zora
check "from beyond the series refused" 3 --err "from series 4: the tournament has series 1 to 3" \
    -- S attendance add Lena --from 4
check "from 0 is a usage error" 2 -- S attendance add Lena --from 0
check "no players named" 2 --err "name at least one PLAYER" -- S attendance add
check "leave without --after" 2 --err "--after N is required" -- S attendance leave Anna
check "leave of an absent player refused" 3 --err "player 'Lena' is not marked present" \
    -- S attendance leave Lena --after 1
check "latecomer cannot leave before arriving" 3 \
    --err "player 'Hans' is present from series 2: cannot leave after series 1" \
    -- S attendance leave Hans --after 1
check "remove of an absent player refused" 3 --err "player 'Lena' is not marked present" \
    -- S attendance remove Lena
check "missing list file" 1 --err "cannot open" -- S attendance add --list "$TMP/none.txt"
unchanged "refused attendance changes" "$sum"

# series 1: the 7 present from the start (not the latecomers, not the
# active members who stayed at home)
check "draw series 1 seats the present" 0 --out "table 2 (3 players)" --no-out "Hans" \
    --no-out "Lena" -- S series draw 1 --seed 5
seated=$(db_sql "$DB" "SELECT count(*) FROM seats x JOIN series s ON s.id = x.series_id WHERE s.series_no = 1")
[ "$seated" = 7 ] && t_ok "7 seated in series 1" || t_fail "7 seated in series 1" "$seated"
check "check: nobody absent is reported" 1 --out "games missing" --no-out "has no table" -- S check
check "attendance remove refused once seated" 3 --err "player 'Anna' is seated in series 1" \
    -- S attendance remove Anna

# Emil leaves after series 1; series 2: 6 + 2 latecomers = 8
check "leaver" 0 --out "1 player left 'Abend 1' after series 1" -- S attendance leave Emil --after 1
check "draw series 2" 0 --out "table 2 (4 players)" --out "Hans" --out "Ines" --no-out "Emil" \
    --out "meet again" -- S series draw 2 --seed 5
db_sql "$DB" "DELETE FROM seats WHERE player_id = (SELECT id FROM players WHERE name = 'Hans')
               AND series_id = (SELECT id FROM series WHERE series_no = 2)"
check "check: present player has no table" 1 \
    --out "series 2: present player 'Hans' has no table" -- S check --series 2
check "undraw series 2" 0 --out "undrew series 2 of 'Abend 1'" -- S series undraw 2
check "series 2 gone" 3 --err "series 2 has not been drawn" -- S series show 2
S series draw 2 --seed 5 >/dev/null
check "check is clean but for missing games" 1 --out "games missing" --no-out "no table" \
    --no-out "not present" -- S check --series 2

# a player seated although not present (e.g. seated by hand)
printf 'series,table,seat,player\n3,1,1,Anna\n3,1,2,Bert\n3,1,3,Lena\n' >"$TMP/seats.csv"
S import seats "$TMP/seats.csv" >/dev/null
check "check: seated but not present" 1 \
    --out "series 3: player 'Lena' is seated but not present in this series" -- S check --series 3

# a leaver with games later is refused; undraw with games refused
g=$(db_sql "$DB" "SELECT t.table_no FROM seats x JOIN tables t ON t.id = x.table_id JOIN series s ON s.id = t.series_id JOIN players p ON p.id = x.player_id WHERE s.series_no = 2 AND p.name = 'Anna'")
S game add --series 2 --table "$g" --passed >/dev/null
check "undraw series 3 (seated by hand)" 0 --out "undrew series 3" -- S series undraw 3
sum=$(db_sum "$DB")
check "leaving before a series with games refused" 3 \
    --err "player 'Anna' has games in series 2: cannot have left after series 1" \
    -- S attendance leave Anna --after 1
check "latecomer with earlier games refused" 3 \
    --err "player 'Anna' has games in series 2: cannot be present only from series 3" \
    -- S attendance add Anna --from 3
check "undraw with games refused" 3 --err "series 2 has 1 recorded game: delete them first" \
    -- S series undraw 2
check "undraw of an undrawn series refused" 3 --err "series 3 has not been drawn" \
    -- S series undraw 3
unchanged "refused leave/undraw" "$sum"

# ---- the right tournament -----------------------------------------------
# an older tournament without attendance: the old rule (active players
# without any table), but a player who sat out a series is no problem
S tournament create "Abend 0" --games4 4 --games3 3 >/dev/null
sum=$(db_sum "$DB")
check "write with two open refused" 2 \
    --err "which tournament? 2 are open: 'Abend 1', 'Abend 0'" --err "-t NAME" \
    --err "tournament use NAME" -- S game add --series 2 --table 1 --passed
check "attendance with two open refused" 2 --err "which tournament?" -- S attendance add Otto
unchanged "refused writes without a tournament" "$sum"
check "read takes the most recent open one" 0 --out "tournament: Abend 0" -- S tournament show
check "use" 0 --out "'Abend 1' is now the default tournament" -- S tournament use "Abend 1"
check "list shows the default" 0 --out "open, default" -- S tournament list
check "write goes to the default and names it" 0 --out "Abend 1, series 2, table $g: 2 of 4 games" \
    -- S game add --series 2 --table "$g" --passed
check "read goes to the default" 0 --out "tournament: Abend 1" -- S tournament show
check "close" 0 --out "closed tournament 'Abend 1'" -- S tournament close "Abend 1"
sum=$(db_sum "$DB")
check "close twice refused" 3 --err "tournament 'Abend 1' is already closed" -- S tournament close "Abend 1"
check "write to a closed one refused" 3 --err "tournament 'Abend 1' is closed: reopen it with" \
    -- S game add -t "Abend 1" --series 2 --table "$g" --passed
check "use of a closed one refused" 3 --err "is closed" -- S tournament use "Abend 1"
unchanged "refused writes to a closed tournament" "$sum"
check "the only open one is the default" 0 --out "1 player present in 'Abend 0'" \
    -- S attendance add Otto
check "reopen" 0 --out "reopened tournament 'Abend 1'" -- S tournament reopen "Abend 1"
check "rename" 0 --out "renamed tournament 'Abend 0' to 'Abend 2'" -- S tournament rename "Abend 0" "Abend 2"
sum=$(db_sum "$DB")
check "rename to an existing name refused" 3 --err "tournament 'Abend 1' already exists" \
    -- S tournament rename "Abend 2" "Abend 1"
check "remove with games needs --force" 3 \
    --err "tournament 'Abend 1' holds 2 drawn series, 2 recorded games, 9 players marked present" \
    --err "add --force" -- S tournament remove "Abend 1"
unchanged "refused rename/remove" "$sum"
check "remove without contents" 0 --out "removed tournament 'Abend 2'" -- S tournament remove "Abend 2"
check "remove with --force" 0 --out "removed tournament 'Abend 1' with 2 drawn series, 2 recorded games" \
    -- S tournament remove "Abend 1" --force
left=$(db_sql "$DB" "SELECT (SELECT count(*) FROM games) + (SELECT count(*) FROM seats) + (SELECT count(*) FROM attendance) + (SELECT count(*) FROM tournaments)")
[ "$left" = 0 ] && t_ok "remove --force leaves nothing behind" || t_fail "remove leftovers" "$left"

# legacy rule: no attendance recorded
S tournament create Old --series 2 --games4 4 --games3 3 >/dev/null
S player edit Otto --inactive >/dev/null; S player edit Mia --inactive >/dev/null
S player edit Lena --inactive >/dev/null
S series draw 1 --seed 1 >/dev/null
S player edit Jan --inactive >/dev/null
S series draw 2 --seed 1 >/dev/null
S player edit Lena --active >/dev/null
check "legacy: sitting out a series is no problem, an active player in no series is" 1 \
    --out "active player 'Lena' has no table" --no-out "'Jan'" -- S check
