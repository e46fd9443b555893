#!/usr/bin/env bash
# team import FILE.csv (team,player): teams registered from a file, players
# by name or start number; all or nothing, every bad line reported with its
# line number, field and rule (exit 3, database unchanged); the imported
# teams rank with standings --teams.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
export SKATSHEET_DB=$(new_db t)
"$SK" init >/dev/null
for p in "Anna:1" "Bernd:2" "Carla:3" "Dieter:4" "Jürgen Weiß:5" "Frieda:6" "Gustav:7"; do
    "$SK" player add "${p%%:*}" --number "${p##*:}" >/dev/null
done
"$SK" tournament create "Pokal" --series 1 >/dev/null
"$SK" tournament create "Open" --series 1 >/dev/null

# refusals first: the database must stay exactly as it is
before=$(db_sum "$SKATSHEET_DB")
refuse() {  # NAME FILE-CONTENT ERR...
    local name=$1 content=$2; shift 2
    printf '%b' "$content" >"$TMP/bad.csv"
    local errs=() e
    for e in "$@"; do errs+=(--err "$e"); done
    check "$name" 3 "${errs[@]}" -- "$SK" team import -t Pokal "$TMP/bad.csv"
    [ "$(db_sum "$SKATSHEET_DB")" = "$before" ] && t_ok "$name: database unchanged" ||
        t_fail "$name: database unchanged"
}
refuse "wrong header" 'team,name\nA,Anna\n' \
    "bad.csv: line 1: header: column 'name' is unknown: the columns are team,player" \
    "bad.csv: line 1: header: column 'player' is missing: the columns are team,player" \
    "nothing imported"
refuse "empty file" '' "the file is empty: the first line must be the header team,player"
refuse "many bad lines, each reported" \
    'team,player\nKreuz,Anna\nKreuz,Niemand\n,Bernd\nPik,Anna\nHerz,\x66\xfc\x72\nPik,Carla,x\n Pik,Dieter\nKreuz,1\n"Kreuz",Anna\n' \
    "bad.csv: line 3: player 'Niemand' does not exist" \
    "bad.csv: line 4: team: must not be empty" \
    "bad.csv: line 5: player 'Anna' is in two teams: 'Pik' here and 'Kreuz' on line 2 (a player plays for one team)" \
    "bad.csv: line 6: player 'f\\xFCr' is not valid UTF-8" \
    "bad.csv: line 7: 3 fields: the header has 2" \
    "bad.csv: line 8: team: must not start or end with a space" \
    "bad.csv: line 9: player '1' is already in team 'Kreuz' on line 2" \
    "bad.csv: line 10: player 'Anna' of team 'Kreuz' is already on line 2" \
    "bad.csv: 8 problems, nothing imported"
refuse "malformed quotes" 'team,player\nKreuz,"Anna"x\nPik,Bernd\n' \
    "bad.csv: line 2: malformed quotes"
refuse "no data lines" 'team,player\n\n' "no teams in the file"
check "missing file" 1 --err "cannot open $TMP/nope.csv" -- "$SK" team import -t Pokal "$TMP/nope.csv"
check "no file given" 2 --err "FILE.csv is required" -- "$SK" team import -t Pokal
check "unknown tournament" 3 --err "Turnier" -- "$SK" team import -t Turnier "$TMP/bad.csv"
[ "$(db_sum "$SKATSHEET_DB")" = "$before" ] && t_ok "usage errors: database unchanged" ||
    t_fail "usage errors: database unchanged"

# a good file: BOM, CRLF, quotes, start numbers, UTF-8, blank line
printf '\xef\xbb\xbfTeam,Player\r\n"Kreuz Buben",Anna\r\n"Kreuz Buben",2\r\n\r\nHerz Damen,Jürgen Weiß\r\nHerz Damen,4\r\n"Pik ""7""",Frieda\r\n' \
    >"$TMP/teams.csv"
check "import" 0 --out "imported 3 teams with 5 players into Pokal from $TMP/teams.csv" \
    -- "$SK" team import -t Pokal "$TMP/teams.csv"
check "team list" 0 --out "Kreuz Buben: Anna, Bernd" --out "Herz Damen: Jürgen Weiß, Dieter" \
    --out 'Pik "7": Frieda' -- "$SK" team list -t Pokal
n=$(db_sql "$SKATSHEET_DB" "SELECT count(*) FROM team_members m JOIN tournaments t
                               ON t.id = m.tournament_id WHERE t.name = 'Open'")
[ "$n" = 0 ] && t_ok "other tournament untouched" || t_fail "other tournament untouched" "$n members"

# against the teams now registered: a team name taken, a player in a team
before=$(db_sum "$SKATSHEET_DB")
refuse "clash with registered teams" 'team,player\nKreuz Buben,Carla\nNeu,Anna\nNeu,Gustav\n' \
    "bad.csv: line 2: team 'Kreuz Buben' already exists in this tournament" \
    "bad.csv: line 3: player 'Anna' is already in team 'Kreuz Buben' of this tournament" \
    "bad.csv: 2 problems, nothing imported"

# the imported teams rank: Anna wins a grand at a 3-table (Anna, Bernd, Carla)
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bernd\n1,1,3,Carla\n' >"$TMP/seats.csv"
"$SK" import seats -t Pokal "$TMP/seats.csv" >/dev/null
"$SK" game add -t Pokal --series 1 --table 1 --declarer 1 grand --with 1 --points 61 >/dev/null
# Anna 48 + 50 = 98, Bernd 0, Carla 0 -> Kreuz Buben 98; Herz Damen 0; Pik "7" 0
check "standings --teams" 0 --out "1,Kreuz Buben" -- "$SK" standings -t Pokal --teams --format csv
grep -q '^1,Kreuz Buben.*,98,[0-9]*,[0-9]*,[a-z]*$' <<<"$OUT" && t_ok "team total 98" || t_fail "team total 98" "$OUT"
check "help" 0 --out "team,player" -- "$SK" help team import
