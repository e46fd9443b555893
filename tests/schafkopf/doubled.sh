#!/usr/bin/env bash
# The throw-in double of Bavarian Schafkopf is derived from the games before
# it (issue 29 item 5; rules-house-schafkopf.md A.5.1 doubled_after_throw_in
# "each thrown-in deal makes one later game x2", A.5.2 "doubled: set by the
# program", A.5.4 point 3: "The throw-in double is derived, never stored as
# a fact ... An edit, a deletion or an import recomputes every later game.
# The manual override of A.5.2 is --not-doubled (the pending double is then
# used up by that game)").  Sauspiel 20: a doubled one books +-40.
# engines: sqlite postgresql
. "$(dirname "$0")/lib_schafkopf.sh"

ruf() { echo ruf --declarer 1 --partner 3 --suit eichel --points 70; }
# row N: the entries of game N in the list's CSV (p1..p4)
row() { S sheet show -t "$1" --series 1 --table 1 --format csv | awk -F, -v g="$2" '$3 == g {print $9 "/" $10 "/" $11 "/" $12}'; }
same() { [ "$2" = "$3" ] && t_ok "$1" || t_fail "$1" "got:  $2" "want: $3"; }

# ---- an edit turns game 1 from a throw-in into a played game -------------
mk E1 --game schafkopf --rules doubled_after_throw_in=yes
a() { S game add -t E1 --series 1 --table 1 "$@" >/dev/null || echo "refused: $*" >&2; }
a thrown-in
a $(ruf)
a $(ruf)
same "game 2 after a throw-in is doubled" "$(row E1 2)" "40/-40/40/-40"
check "edit game 1 into a played game" 0 --out "changed game 1" -- \
    S game edit -t E1 --series 1 --table 1 --game 1 ruf --declarer 2 --partner 4 --suit gras --points 70
same "game 2 is no longer doubled" "$(row E1 2)" "20/-20/20/-20"
same "game 3 stays single" "$(row E1 3)" "20/-20/20/-20"
check "check agrees with the stored results" 0 --out "ok: 3 games" -- S check -t E1
check "the history keeps game 2 as it was (doubled)" 0 --out "table 1 game 2, was: ruf 1 3 eichel 70  (40 / -40 / 40 / -40)" \
    -- S game history -t E1 --series 1

# ---- an edit turns game 2 into a throw-in: game 3 doubled ------------------
mk E2 --game schafkopf --rules doubled_after_throw_in=yes
b() { S game add -t E2 --series 1 --table 1 "$@" >/dev/null || echo "refused: $*" >&2; }
b $(ruf)
b $(ruf)
b $(ruf)
b $(ruf)
same "before: game 3 single" "$(row E2 3)" "20/-20/20/-20"
check "edit game 2 into a throw-in" 0 --out "Zusammengeworfen" -- \
    S game edit -t E2 --series 1 --table 1 --game 2 thrown-in
same "game 3 is doubled now" "$(row E2 3)" "40/-40/40/-40"
same "game 4 single (one double per throw-in)" "$(row E2 4)" "20/-20/20/-20"
check "standings follow: Anna 20 + 40 + 20" 0 --out "Anna,,80,80,0,80" -- S standings -t E2 --format csv

# ---- a deletion: the throw-in goes, so does the double ---------------------
check "delete the thrown-in game 2" 0 --out "deleted game 2" -- S game delete -t E2 --series 1 --table 1 --game 2
same "game 3 single again" "$(row E2 3)" "20/-20/20/-20"
check "check after the deletion" 0 --out "ok: 3 games" -- S check -t E2

# ---- two throw-ins owe two doubles, used one per game ----------------------
mk T2 --game schafkopf --rules doubled_after_throw_in=yes
c() { S game add -t T2 --series 1 --table 1 "$@" >/dev/null || echo "refused: $*" >&2; }
c thrown-in
c thrown-in
c $(ruf)
c $(ruf)
c $(ruf)
same "two throw-ins: games 3 and 4 doubled, 5 single" "$(row T2 3) $(row T2 4) $(row T2 5)" \
    "40/-40/40/-40 40/-40/40/-40 20/-20/20/-20"

# ---- --not-doubled uses the pending double up and stays through edits -----
mk N --game schafkopf --rules doubled_after_throw_in=yes
n() { S game add -t N --series 1 --table 1 "$@" >/dev/null || echo "refused: $*" >&2; }
n thrown-in
n $(ruf) --not-doubled
n $(ruf)
same "--not-doubled: game 2 single" "$(row N 2)" "20/-20/20/-20"
same "--not-doubled used the double up: game 3 single" "$(row N 3)" "20/-20/20/-20"
S game edit -t N --series 1 --table 1 --game 1 thrown-in >/dev/null
same "after an edit of game 1 game 2 is still not doubled" "$(row N 2)" "20/-20/20/-20"

# ---- import derives too (also from a file with stale doubled values) -------
S export games n.csv -t N >/dev/null
check "export: the override is written x1" 0 --out "1,1,2,ruf,eichel,,1,3,70,,0,0,,,0,0,,,x1,," -- cat n.csv
mk N2 --game schafkopf --rules doubled_after_throw_in=yes
check "import the export" 0 --out "imported 3 Schafkopf games" -- S import games n.csv -t N2
same "the override survives the round trip" "$(row N2 2) $(row N2 3)" "20/-20/20/-20 20/-20/20/-20"
S export games e1.csv -t E1 >/dev/null
H=$(head -1 e1.csv)
# a file written before game 1 was corrected: game 2 still says doubled=1
printf '%s\n%s\n%s\n' "$H" "1,1,1,ruf,gras,,2,4,70,,0,0,,,0,0,,,0,,,," \
    "1,1,2,ruf,eichel,,1,3,70,,0,0,,,0,0,,,1,,,," > stale.csv
mk I1 --game schafkopf --rules doubled_after_throw_in=yes
check "import a stale file" 0 --out "imported 2 Schafkopf games" -- S import games stale.csv -t I1
same "import: game 2 after a played game 1 is not doubled" "$(row I1 2)" "20/-20/20/-20"
printf '%s\n%s\n%s\n' "$H" "1,1,1,thrown-in,,,,,,,0,0,,,0,0,,,0,,,," \
    "1,1,2,ruf,eichel,,1,3,70,,0,0,,,0,0,,,0,,,," > fresh.csv
mk I2 --game schafkopf --rules doubled_after_throw_in=yes
S import games fresh.csv -t I2 >/dev/null
same "import: game 2 after a throw-in is doubled whatever the file says" "$(row I2 2)" "40/-40/40/-40"
printf '%s\n%s\n' "$H" "1,1,1,ruf,eichel,,1,3,70,,0,0,,,0,0,,,x3,,,," > badd.csv
before=$(db_sum "$DB")
check "import: doubled x3 refused, naming the field" 3 --err "doubled 'x3'" -- S import games badd.csv -t I2
[ "$(db_sum "$DB")" = "$before" ] && t_ok "refused import: database unchanged" || t_fail "refused import: database unchanged"

# ---- without the setting --doubled stays refused ---------------------------
mk Off --game schafkopf
before=$(db_sum "$DB")
check "--doubled without doubled_after_throw_in" 3 --err "doubled_after_throw_in" -- \
    S game add -t Off --series 1 --table 1 $(ruf) --doubled
[ "$(db_sum "$DB")" = "$before" ] && t_ok "refused --doubled: database unchanged" || t_fail "refused --doubled: database unchanged"
