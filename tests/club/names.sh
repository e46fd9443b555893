#!/usr/bin/env bash
# names as people type them (libunistring): a new name differing from an
# existing one only in case or Unicode form is refused as a likely
# duplicate (--allow-similar insists); names are stored in NFC; look-ups by
# name ignore case and form.
# engines: sqlite postgresql
. "$TESTS_DIR/lib.sh"
DB=$(new_db t)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
check "add" 0 --out "added Jürgen Weiß (no. 7)" -- S player add "Jürgen Weiß" --number 7
decomposed=$(printf 'Ju\xcc\x88rgen Wei\xc3\x9f')          # u + combining diaeresis
sum=$(db_sum "$DB")
check "lower case refused" 3 \
    --err "name 'jürgen weiß' differs from player 'Jürgen Weiß' only in case or Unicode form: a likely duplicate" \
    --err "--allow-similar" -- S player add "jürgen weiß"
check "full case folding (ß = SS) refused" 3 --err "differs from player 'Jürgen Weiß'" -- S player add "JÜRGEN WEISS"
check "decomposed form is the same name (stored in NFC)" 3 --err "name 'Jürgen Weiß' is taken" \
    -- S player add "$decomposed"
printf 'name,number,club\nJÜRGEN WEISS,,\nOtto,,\notto,,\n' >"$TMP/p.csv"
check "import refuses likely duplicates" 3 --err "line 2: name 'JÜRGEN WEISS' differs from player 'Jürgen Weiß'" \
    --err "line 4: name 'otto' differs from 'Otto' (line 3)" -- S player import "$TMP/p.csv"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused similar names change nothing" || t_fail "similar names changed the database"

# look-ups ignore case and form
S tournament create T >/dev/null
check "attendance by another case" 0 --out "1 player present" -- S attendance add "JÜRGEN WEISS"
check "attendance by the decomposed form" 0 --out "1 player present" -- S attendance add "$decomposed"
check "edit by lower case" 0 --out "changed Jürgen Weiß" -- S player edit "jürgen weiß" --club "SC Kreuz"
check "rename to a case variant of itself" 0 --out "changed JÜRGEN WEISS" -- S player edit 7 --name "JÜRGEN WEISS"
check "--allow-similar insists" 0 --out "added jürgen weiß" -- S player add "jürgen weiß" --allow-similar
check "now ambiguous by case" 3 --err "player 'Jurgen' does not exist" -- S player edit Jurgen --club X
check "ambiguous look-up refused" 3 --err "is ambiguous: 'JÜRGEN WEISS', 'jürgen weiß' differ only in case" \
    -- S player edit "Jürgen Weiß" --club X
check "exact names still work" 0 --out "changed jürgen weiß" -- S player edit "jürgen weiß" --club Y
n=$(db_sql "$DB" "SELECT count(*) FROM players WHERE name = '$decomposed'")
[ "$n" = 0 ] && t_ok "no decomposed name stored" || t_fail "decomposed name stored"

# name look-ups of league rosters match as every other look-up (they were
# made inside db/ and matched exactly)
S player add "Åsa Öberg" >/dev/null
S league create "Liga N" --season 2027 >/dev/null
S league team add "Nord" --club "SC Nord" >/dev/null
asa_decomposed=$(printf 'A\xcc\x8asa O\xcc\x88berg')        # A + ring, O + diaeresis
check "roster add by another case" 0 --out "1 player added to team 'Nord'" \
    -- S league roster add Nord "ÅSA ÖBERG"
check "roster list shows her" 0 --out "Åsa Öberg" -- S league roster list Nord
check "roster remove by the decomposed form" 0 --out "1 player removed from team 'Nord'" \
    -- S league roster remove Nord "$asa_decomposed"
check "roster add by the decomposed form" 0 --out "1 player added" \
    -- S league roster add Nord "$asa_decomposed"
sum=$(db_sum "$DB")
check "roster add: an ambiguous name is refused" 3 --err "is ambiguous" \
    -- S league roster add Nord "jürgen weiss"
check "roster add: an unknown player" 3 --err "player 'Nobody' does not exist" \
    -- S league roster add Nord Nobody
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused roster adds change nothing" || t_fail "refused roster adds changed the database"
