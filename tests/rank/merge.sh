#!/usr/bin/env bash
# player merge A B, player unmerge B, player duplicates: one person
# recorded twice (issue 40).  A merge moves B's rows to A in one
# transaction, the history and the ranking count them as one, an unmerge
# restores exactly what moved; the refusals change nothing.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_rank.sh"
export SKATSHEET_DB=$(new_db m)
"$SK" init >/dev/null
five_evenings
# Clubabend 6: Carla came, but was entered as a new player "Karla"
"$SK" player add Karla >/dev/null
evening 6 2027-06-04 Carla
"$SK" player add Zora >/dev/null   # no games
win "Clubabend 6" 1 Karla grand $W
"$SK" team add "Die Damen" Karla -t "Clubabend 6" >/dev/null
"$SK" player edit Carla --member 111 >/dev/null

rows() {   # every row a merge may move, with its player
    sql "SELECT 'seat', table_id, seat, player_id FROM seats
         UNION ALL SELECT 'team', team_id, tournament_id, player_id FROM team_members
         UNION ALL SELECT 'info', player_id, lady, 0 FROM player_info
         UNION ALL SELECT 'player', id, active, coalesce(number, 0) FROM players
         ORDER BY 1, 2, 3, 4"
}
refused() {   # refused NAME ERR ARGS...: exit 3, the message, nothing changed
    local name=$1 msg=$2; shift 2
    local before; before=$(db_sum "$SKATSHEET_DB")
    check "$name" 3 --err "$msg" -- "$SK" --lang en player "$@"
    [ "$(db_sum "$SKATSHEET_DB")" = "$before" ] && t_ok "$name: nothing changed" ||
        t_fail "$name: nothing changed"
}

check "before: Karla in the ranking" 0 --out "Karla" -- "$SK" ranking method=sum --format csv
check "before: Carla's history lacks Clubabend 6" 0 --no-out "Clubabend 6" \
    -- "$SK" --lang en player history Carla

# ---- refusals ----
refused "with himself" "a player is not merged with himself" merge Carla Carla
refused "unknown player" "player 'Nobody' does not exist" merge Carla Nobody
refused "same table" "Anna and Bernd sat at table 1 of series 1 of 'Clubabend 1': they cannot be one person" \
    merge Anna Bernd
"$SK" player edit Karla --member 222 >/dev/null
refused "two member numbers" "Carla has member number 111 and Karla member number 222" \
    merge Carla Karla
"$SK" player edit Karla --no-member >/dev/null
"$SK" team add "Die Herren" Carla -t "Clubabend 6" >/dev/null
refused "one team each" "Carla and Karla both have a team in 'Clubabend 6'" \
    merge Carla Karla
"$SK" team remove "Die Herren" -t "Clubabend 6" >/dev/null
refused "unmerge of a record not merged" "player Karla is not merged into another" unmerge Karla

# ---- suspects: never merged by listing them ----
"$SK" player add carla --allow-similar >/dev/null
check "duplicates: carla and Carla" 0 --out "Carla (-) and carla (-)" \
    --out "player merge 'Carla' 'carla'" --no-out "Anna (" -- "$SK" --lang en player duplicates
"$SK" player remove carla >/dev/null
# the names' words as a set, folded as the desk search folds them
"$SK" player add "Jürgen Weißbach" --club "SC Kiel" >/dev/null
"$SK" player add "Weißbach, Jürgen" --club "SC Kiel" --allow-similar >/dev/null
"$SK" player add "Weissbach Juergen" --club "SC Bonn" --allow-similar >/dev/null
check "duplicates: reordered names" 0 \
    --out "Jürgen Weißbach (SC Kiel) and Weißbach, Jürgen (SC Kiel): the same words of the names in any order (ä as ae, ß as ss), no member numbers" \
    --out "Jürgen Weißbach (SC Kiel) and Weissbach Juergen (SC Bonn): the same words of the names in any order (ä as ae, ß as ss), in different clubs, no member numbers" \
    --out "Weissbach Juergen (SC Bonn) and Weißbach, Jürgen (SC Kiel)" \
    --no-out "Anna (" -- "$SK" --lang en player duplicates
check "duplicates: reordered names, German" 0 \
    --out "dieselben Namensteile in beliebiger Reihenfolge (ä als ae, ß als ss), keine Mitgliedsnummern" \
    -- "$SK" --lang de player duplicates
for p in "Jürgen Weißbach" "Weißbach, Jürgen" "Weissbach Juergen"; do
    "$SK" player remove "$p" >/dev/null
done
check "duplicates: none" 0 --out "no two players look like one person" \
    -- "$SK" --lang en player duplicates

# a copy made before the merge: Karla (as herself) plays Clubabend 7 there
COPY=$(db_copy "$SKATSHEET_DB" copy)
(   export SKATSHEET_DB=$COPY
    "$SK" player edit Zora --inactive >/dev/null
    evening 7 2027-07-02 Carla
    win "Clubabend 7" 1 Karla grand $W
    "$SK" export json "$TMP/c7.json" -t "Clubabend 7" >/dev/null )

# ---- the merge, A by member number ----
before=$(rows)
check "merge by member number" 0 --out "merged Karla into Carla: 2 rows moved" \
    -- "$SK" --lang en player merge 111 Karla
check "history: both records' events" 0 --out "Clubabend 6" --out "Clubabend 1" \
    -- "$SK" --lang en player history Carla
check "history of the merged record: none" 0 --no-out "Clubabend" \
    -- "$SK" --lang en player history Karla
# Carla: 0 + 74 + 170 + 68 (E1-E4) + 98 (E6 as Karla) = 410 in 5 events
check "ranking: one player" 0 --no-out "Karla" -- "$SK" ranking method=sum --format csv
grep -q '^[0-9]*,Carla,,5,5,[0-9]*,[0-9]*,410,' <<<"$OUT" && t_ok "ranking: Carla 5 events, 410" ||
    t_fail "ranking: Carla 5 events, 410" "$OUT"
check "team moved" 0 --out "Carla" -- "$SK" team list -t "Clubabend 6"
refused "merged already" "player Karla is merged into Carla already" merge Anna Karla
refused "remove a merged record" "player Karla is in the history of a merge" remove Karla
refused "merge into a merged one" "player Karla is merged into Carla already" merge Karla Zora

# the merged record's uid and name stand for the one it went into
check "import: Karla's games to Carla" 0 -- "$SK" import json "$TMP/c7.json"
check "history: Clubabend 7 is Carla's" 0 --out "Clubabend 7" \
    -- "$SK" --lang en player history Carla
n=$(sql "SELECT count(*) FROM players")
[ "$n" = 6 ] && t_ok "import: no player added" || t_fail "import: no player added" "$n players"
"$SK" tournament remove "Clubabend 7" --force >/dev/null
printf 'member,name,club,publish\n111,Karla,,yes\n' > "$TMP/m.csv"
check "member list: the merged name is Carla's" 0 --out "players added 0, updated 1" \
    -- "$SK" --lang en player members "$TMP/m.csv"
check "member list: no rename" 0 --out "Carla" --out "Karla" -- "$SK" player list

# a chain: Carla into Zora; Karla's undo waits for Carla's
check "merge the kept one on" 0 -- "$SK" --lang en player merge Zora Carla
refused "unmerge under a later merge" "Carla was merged into Zora since: undo that first" \
    unmerge Karla
check "unmerge Carla" 0 --out "Carla is a record of its own again (was merged into Zora)" \
    -- "$SK" --lang en player unmerge Carla
check "unmerge Karla" 0 --out "Karla is a record of its own again (was merged into Carla)" \
    -- "$SK" --lang en player unmerge Karla
after=$(rows)
[ "$before" = "$after" ] && t_ok "unmerge restores exactly what moved" ||
    t_fail "unmerge restores exactly what moved" "before: $before" "after: $after"
check "history: Karla's again" 0 --out "Clubabend 6" -- "$SK" --lang en player history Karla
n=$(sql "SELECT count(*) FROM player_merges WHERE undone IS NOT NULL")
[ "$n" = 2 ] && t_ok "the merges stay in the history, undone" || t_fail "merges kept" "$n"

# the same in German
check "German refusal" 3 --err "können nicht eine Person sein" \
    -- "$SK" --lang de player merge Anna Bernd
