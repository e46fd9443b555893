#!/usr/bin/env bash
# engines: sqlite postgresql (the hub; the venue is a SQLite file, as at a venue)
# A substitution at a venue (game sub, issue 40) reaches the hub with the
# push: the venue's seating goes into the outbox again with its "subs",
# the hub keeps the series' games (the same tables and seats) and adds the
# substitution, so the hub's standings of the venue group are the venue's
# (each game to whoever played it).  A substitute the hub refuses (not on
# the seat's team) stores nothing of that change.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
. "$(dirname "$0")/lib_fed.sh"
cd "$TMP"
hub_league "$(new_db hub)"
VDB1=$TMP/v1.db
serve_start "$HUB" || { t_fail "the hub starts" "$(cat "$TMP/serve.err")"; exit 0; }
HUBURL=$URL
V1 init >/dev/null
V1 sync pull --hub "$HUBURL" --code "$C1" >/dev/null
V1 series draw 1 --separate team --seed 5 -t "$T1" >/dev/null
# A5 joins A's roster as a substitute after the draw, at the hub and at
# the venue (one member number: one person)
for d in "$HUB" "$VDB1"; do
    "$SK" --db "$d" player add A5 --member 1005 --club "SC A" >/dev/null
    "$SK" --db "$d" league roster add A A5 --substitute >/dev/null || t_fail "A5 on A's roster" ""
done
# where A1 sits: A5 takes that seat from game 2 on (a 4-table: game g's
# dealer is seat (g - 1) % 4 + 1 and does not declare)
read -r tb seat <<<"$(db_sql "$VDB1" "SELECT b.table_no || ' ' || s.seat FROM seats s
    JOIN tables b ON b.id = s.table_id JOIN players p ON p.id = s.player_id WHERE p.name = 'A1'" | tr '|' ' ')"
g() { V1 game add -t "$T1" --series 1 --table "$tb" "$@" >/dev/null || t_fail "game add $*" ""; }
g --game 1 --declarer $([ "$seat" = 1 ] && echo 2 || echo "$seat") grand --with 1 --points 75
check "venue: A5 plays A1's seat from game 2" 0 --out "seat $seat: A5 plays from game 2 on" \
    -- V1 game sub -t "$T1" --series 1 --table "$tb" --seat "$seat" --from-game 2 A5
g --game 2 --declarer $([ "$seat" = 2 ] && echo 3 || echo "$seat") clubs --with 2 --points 40
g --game 3 --declarer $([ "$seat" = 3 ] && echo 4 || echo "$seat") hearts --with 1 --points 70
check "the venue pushes seating, games and the substitution" 0 --out "applied" -- V1 sync push
got=$(db_sql "$HUB" "SELECT b.table_no || ':' || u.seat || ':' || u.from_game || ':' || p.name
    FROM seat_subs u JOIN tables b ON b.id = u.table_id JOIN players p ON p.id = u.player_id")
[ "$got" = "$tb:$seat:2:A5" ] && t_ok "hub holds the substitution" ||
    t_fail "hub holds the substitution" "got: $got" "want: $tb:$seat:2:A5"
n=$(db_sql "$HUB" "SELECT count(*) FROM games")
[ "$n" = 3 ] && t_ok "hub keeps the three games" || t_fail "hub keeps the three games" "$n"
check "venue: standings" 0 --out "A5" -- V1 --lang en standings -t "$T1"
venue=$OUT
check "hub: standings" 0 --out "A5" -- H --lang en standings -t "$T1"
# the figures per player (ties are ordered by each database's own lots)
fig() { sed -E 's/^ *([0-9]+\.)? +//' | sort; }
[ "$(fig <<<"$venue")" = "$(fig <<<"$OUT")" ] && t_ok "hub's standings are the venue's" ||
    t_fail "hub's standings are the venue's" "$(diff <(fig <<<"$venue") <(fig <<<"$OUT"))"
check "hub: the game list names A5" 0 --out "seat $seat: A5 from game 2 on" \
    -- H --lang en game list -t "$T1" --series 1
check "venue: nothing left to push" 0 -- V1 sync push

# a second substitution after that push: the seating the hub has from an
# earlier push waits for review; the hub's games and substitution stay
before=$(db_sum "$HUB")
V1 game sub -t "$T1" --series 1 --table "$tb" --seat "$seat" --from-game 3 A1 >/dev/null ||
    t_fail "venue: A1 back from game 3" ""
check "the second push waits for review" 0 --out "review" -- V1 sync push
n=$(db_sql "$HUB" "SELECT count(*) FROM seat_subs")
m=$(db_sql "$HUB" "SELECT count(*) FROM games")
[ "$n:$m" = 1:3 ] && t_ok "hub: the substitution and games unchanged until reviewed" ||
    t_fail "hub: the substitution and games unchanged until reviewed" "$n:$m"

# player merge at the venue (issue 40): A5 (seat_subs) merged into a
# record of the same person entered again: the seating with the merged
# player's uid goes into the outbox; a merge of players in no series of a
# venue group queues nothing
outbox() { db_sql "$VDB1" "SELECT count(*) || ':' || coalesce(max(entity), '') FROM outbox"; }
V1 player add "Anton Fuenf" >/dev/null
V1 player add Zed >/dev/null
V1 player add "Zed Zwei" >/dev/null
before=$(outbox)
check "venue: merge of two unseated players" 0 -- V1 player merge Zed "Zed Zwei"
[ "$(outbox)" = "$before" ] && t_ok "merge of unseated players: nothing queued" ||
    t_fail "merge of unseated players: nothing queued" "$before -> $(outbox)"
n0=$(db_sql "$VDB1" "SELECT count(*) FROM outbox")
check "venue: A5 merged into Anton Fuenf" 0 -- V1 player merge "Anton Fuenf" A5
n1=$(db_sql "$VDB1" "SELECT count(*) FROM outbox"):$(db_sql "$VDB1" "SELECT entity FROM outbox ORDER BY seq DESC LIMIT 1")
[ "$n1" = "$((n0 + 1)):seating:1" ] && t_ok "merge: the series' seating queued" ||
    t_fail "merge: the series' seating queued" "outbox $n0 -> $n1"
check "the merge's seating goes to the hub (review)" 0 --out "review" -- V1 sync push
serve_stop
