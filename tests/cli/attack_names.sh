#!/usr/bin/env bash
# Issue 28, item 6: names as people see them.  As somebody out to confuse
# the lists would: names made only of a no-break space, an ideographic
# space, a zero-width space or joiner, a line separator; "An<ZWSP>na" beside
# "Anna"; "Anna<NBSP>Meier" beside "Anna Meier" (two players who look the
# same).  Each is refused with the character named, at every entry point:
# player add/edit/import, the web's registration, league teams and rosters,
# tournament and team names and imports; the database stays as it was.
# Names are stored in NFC.
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$TMP/n.db
S() { "$SK" --db "$DB" "$@"; }
q() { sqlite3 "$DB" "$1"; }
S init >/dev/null
S player add "Anna" >/dev/null
S player add "Anna Meier" >/dev/null
S player add "Bert" >/dev/null
S tournament create Namen >/dev/null
S league create Liga --season 2027 >/dev/null
S league team add Skatfreunde -l Liga --club "SC Nord" >/dev/null
NBSP=$'\u00a0'; IDSP=$'\u3000'; ZWSP=$'\u200b'; ZWJ=$'\u200d'; LSEP=$'\u2028'

sum=$(db_sum "$DB")
refuse() { # NAME TEXT CMD...: exit 3, TEXT on stderr, the database unchanged
    local name=$1 text=$2; shift 2
    check "$name" 3 --err "$text" -- "$@"
    [ "$(db_sum "$DB")" = "$sum" ] || t_fail "$name: database unchanged"
}
refuse "player add: a no-break space only" "U+00A0 NO-BREAK SPACE" S player add "$NBSP"
refuse "player add: ideographic spaces only" "U+3000 IDEOGRAPHIC SPACE" S player add "$IDSP$IDSP"
refuse "player add: a zero-width space only" "invisible character U+200B ZERO WIDTH SPACE" S player add "$ZWSP"
refuse "player add: a zero-width joiner only" "invisible character U+200D ZERO WIDTH JOINER" S player add "$ZWJ"
refuse "player add: a line separator only" "invisible character U+2028 LINE SEPARATOR" S player add "$LSEP"
refuse "player add: An<ZWSP>na beside Anna" "invisible character U+200B ZERO WIDTH SPACE" S player add "An${ZWSP}na"
refuse "player add: Anna<NBSP>Meier beside Anna Meier" "differs from player 'Anna Meier' only by the kind of space (U+00A0 NO-BREAK SPACE)" \
    S player add "Anna${NBSP}Meier"
refuse "player add: --allow-similar does not let a look-alike in" "only by the kind of space" \
    S player add "Anna${NBSP}Meier" --allow-similar
refuse "player add: punctuation only" "has no letter or digit" S player add "?!"
refuse "player edit: renamed to a look-alike" "only by the kind of space (U+00A0 NO-BREAK SPACE)" \
    S player edit Bert --name "Anna${NBSP}Meier"
refuse "player edit: renamed to an invisible name" "U+200B ZERO WIDTH SPACE" S player edit Bert --name "$ZWSP"
printf 'name,number,club\nCarla,7,\n%s,8,\n' "Anna${IDSP}Meier" > p1.csv
refuse "player import: a look-alike line" "line 3: name 'Anna${IDSP}Meier' differs from player 'Anna Meier' only by the kind of space (U+3000 IDEOGRAPHIC SPACE)" \
    S player import p1.csv
printf 'name,number,club\nCarla,7,\nDo%sra,8,\n' "$ZWJ" > p2.csv
refuse "player import: an invisible character" "line 3: name: invisible character U+200D ZERO WIDTH JOINER" S player import p2.csv
printf 'name,number,club\nCarla Maus,7,\nCarla%sMaus,8,\n' "$NBSP" > p3.csv
refuse "player import: two lines that look the same" "differs from 'Carla Maus' (line 2) only by the kind of space" \
    S player import p3.csv
printf 'name,number,club\nCarla,7,Club%s\n' "$LSEP" > p4.csv
refuse "player import: an invisible club" "line 2: club: invisible character U+2028 LINE SEPARATOR" S player import p4.csv
refuse "tournament create: an invisible name" "tournament name: invisible character U+200B" S tournament create "T${ZWSP}"
refuse "team add: an invisible team name" "team name: invisible character U+200D ZERO WIDTH JOINER" S team add "X${ZWJ}" Anna Bert
printf 'team,player\nTeam%sA,Anna\n' "$ZWSP" > t.csv
refuse "team import: an invisible team name" "line 2: team: invisible character U+200B" S team import t.csv
refuse "league team add: an invisible club" "club: invisible character U+200B" S league team add Neu -l Liga --club "SC${ZWSP}"
refuse "league team add: a blank name" "U+3000 IDEOGRAPHIC SPACE" S league team add "$IDSP" -l Liga --club X
refuse "league roster add: a player typed with an invisible character" "player 'An\\u{200B}na': invisible character U+200B" \
    S league roster add Skatfreunde -l Liga "An${ZWSP}na"

# names typed with another kind of space find the player they look like
check "league roster add: Anna<NBSP>Meier finds Anna Meier" 0 --out "added to team 'Skatfreunde'" \
    -- S league roster add Skatfreunde -l Liga "Anna${NBSP}Meier"
# an old database with a name from before the rule: its look-alike is refused
q "INSERT INTO players(name) VALUES ('Do' || char(8203) || 'ra')"
sum=$(db_sum "$DB")
refuse "player add: Dora beside an old Do<ZWSP>ra" "only by an invisible character (U+200B ZERO WIDTH SPACE)" S player add Dora
# NFC
check "a decomposed name is stored composed (NFC)" 0 -- S player add $'Zoe\u0308'
[ "$(q "SELECT hex(name) FROM players WHERE name LIKE 'Zo%'")" = "$(printf 'Zo\u00eb' | od -An -tx1 | tr -d ' \n' | tr a-f A-F)" ] \
    && t_ok "stored as Zo<U+00EB>" || t_fail "NFC" "$(q "SELECT hex(name) FROM players WHERE name LIKE 'Zo%'")"

# the web's registration
. "$TDIR/../web/lib_web.sh"
serve_start "$DB" -t Namen || t_fail "serve starts" "$(cat "$TMP/serve.err")"
sum=$(db_sum "$DB")
web_refuse() { # NAME STATUS TEXT FIELD-VALUE
    http POST /api/register --data-urlencode "name=$4"
    if [ "$CODE" = "$2" ] && grep -qF -- "$3" "$BODY" && [ "$(db_sum "$DB")" = "$sum" ]; then t_ok "$1"
    else t_fail "$1" "HTTP $CODE" "$(head -c 300 "$BODY")"; fi
}
web_refuse "registration: a no-break space only" 422 "U+00A0 NO-BREAK SPACE" "$NBSP"
web_refuse "registration: a zero-width joiner in the name" 422 "invisible character U+200D ZERO WIDTH JOINER" "Jo${ZWJ}e"
web_refuse "registration: a line separator" 422 "invisible character U+2028 LINE SEPARATOR" "Jo${LSEP}e"
check_http "registration: Jo Ey is queued" 201 -- POST /api/register --data-urlencode "name=Jo Ey"
sum=$(db_sum "$DB")
web_refuse "registration: Jo<NBSP>Ey beside the queued Jo Ey" 422 "already in the queue" "Jo${NBSP}Ey"
