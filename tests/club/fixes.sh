#!/usr/bin/env bash
# corrections for everything: list, rename and remove for leagues,
# divisions, league teams, rosters (remove or move a player), match days
# and tournament teams.  A removal with games needs --force and says what
# would go; refusals: message, exit code, unchanged database.
# engines: sqlite postgresql
. "$TESTS_DIR/lib.sh"
DB=$(new_db t)
S() { "$SK" --db "$DB" "$@"; }
unchanged() {
    [ "$(db_sum "$DB")" = "$2" ] && t_ok "$1 leaves the database unchanged" \
        || t_fail "$1 changed the database"
}
S init >/dev/null
for p in A1 A2 A3 B1 B2 B3 C1 C2 C3; do S player add $p >/dev/null; done
S league create L --season 2027 --series-per-matchday 1 >/dev/null
S league division add Nord >/dev/null
for t in TA TB TC; do S league team add $t --club "Club $t" --division Nord >/dev/null; done
S league roster add TA A1 A2 A3 >/dev/null; S league roster add TB B1 B2 B3 >/dev/null
S league roster add TC C1 C2 C3 >/dev/null
S league matchday add 1 --date 2027-01-01 >/dev/null
S league matchday add 2 --date 2027-02-01 >/dev/null
# one game at the table where A1 sits on match day 1
S series draw 1 -t "L matchday 1" --separate team --seed 1 >/dev/null
ta1=$(db_sql "$DB" "SELECT t.table_no FROM seats x JOIN tables t ON t.id = x.table_id JOIN players p ON p.id = x.player_id WHERE p.name = 'A1'")
S game add -t "L matchday 1" --series 1 --table "$ta1" --passed >/dev/null

check "league table: match day 1 provisional" 0 --out "TA" \
    --out "provisional: games are missing on match day 1: the match points of those venue groups may change" \
    -- S league table
check "league json: provisional" 0 --out '"provisional_matchdays":[1]' --out '"provisional":true}' \
    -- S league table --format json
if command -v pdftotext >/dev/null; then
    S export pdf "$TMP/l.pdf" --league L --lang de >/dev/null
    pdftotext "$TMP/l.pdf" - 2>/dev/null | grep -q "vorläufig: Spieltag 1" \
        && t_ok "league PDF: match day 1 vorläufig" \
        || t_fail "league PDF: match day 1 vorläufig" "$(pdftotext "$TMP/l.pdf" - 2>/dev/null | head -5)"
fi
check "league list" 0 --out "L  season 2027" -- S league list
check "division list" 0 --out "Nord  3 teams" -- S league division list
check "team list" 0 --out "TA  club Club TA, division Nord, 3 players" -- S league team list
check "roster list" 0 --out "TA: A1, A2, A3" --out "TC: C1, C2, C3" -- S league roster list
check "roster list of one team" 0 --out "TB: B1, B2, B3" --no-out "TA" -- S league roster list TB
check "matchday list" 0 --out "match day 1  2027-01-01  1 venue group, 1 game recorded" \
    --out "match day 2  2027-02-01  1 venue group, 0 games recorded" -- S league matchday list

sum=$(db_sum "$DB")
check "matchday with games needs --force" 3 \
    --err "match day 1 of league 'L' holds 1 venue tournament, 1 recorded game: add --force" \
    -- S league matchday remove 1
check "team with games needs --force" 3 --err "team 'TA' of league 'L' holds 3 roster players, 2 match days, 1 recorded game: add --force" \
    -- S league team remove TA
check "roster remove of a player with games needs --force" 3 \
    --err "player 'A1' has 1 game for team 'TA' on match days: add --force" -- S league roster remove TA A1
check "roster remove of a player not in the team" 3 --err "player 'B1' is not in the roster of team 'TA'" \
    -- S league roster remove TA B1
check "move to the same team" 3 --err "are in team 'TA' already" -- S league roster move TA A2 --to TA
check "division with teams needs --force" 3 --err "division 'Nord' has 3 teams: add --force" \
    -- S league division remove Nord
check "rename to an existing team" 3 --err "team 'TB' already exists" -- S league team rename TA TB
check "rename an unknown team" 3 --err "team 'TX' is not a team of league 'L'" -- S league team rename TX TY
check "league with games needs --force" 3 --err "league 'L' holds 3 teams, 9 roster players, 2 match days, 2 venue tournaments, 1 recorded game" \
    -- S league remove L
check "unknown match day" 3 --err "match day 7 does not exist in league 'L'" -- S league matchday remove 7
unchanged "refused league corrections" "$sum"

check "roster move" 0 --out "1 player moved from team 'TA' to 'TB'" -- S league roster move TA A2 --to TB
check "roster after the move" 0 --out "TA: A1, A3" --out "TB: A2, B1, B2, B3" -- S league roster list
check "match-day team follows the move" 0 --out "TB: B1, B2, B3, A2" -- S team list -t "L matchday 2"
check "team rename" 0 --out "renamed team 'TB' of league 'L' to 'TB neu'" -- S league team rename TB "TB neu"
check "match-day team renamed too" 0 --out "TB neu: B1, B2, B3, A2" -- S team list -t "L matchday 2"
check "division rename" 0 --out "renamed division 'Nord' of league 'L' to 'Süd'" -- S league division rename Nord Süd
check "roster remove" 0 --out "1 player removed from team 'TC'" -- S league roster remove TC C3 --force
sum=$(db_sum "$DB")
check "a venue group goes with its match day" 3 \
    --err "tournament 'L matchday 2' is a venue group of a league match day: it goes with the match day ('league matchday remove')" \
    -- S tournament remove "L matchday 2" --force
unchanged "refused venue group removal" "$sum"
check "matchday remove (no games)" 0 --out "removed match day 2 of league 'L' with 1 venue tournament" \
    -- S league matchday remove 2
check "matchday remove --force" 0 --out "removed match day 1 of league 'L' with 1 venue tournament, 1 recorded game" \
    -- S league matchday remove 1 --force
check "no match-day tournaments left" 0 --out "(no tournaments)" -- S tournament list
check "team remove" 0 --out "removed team 'TC' of league 'L' with 2 roster players" -- S league team remove TC --force
check "division remove --force" 0 --out "its teams now have no division" -- S league division remove Süd --force
check "league rename" 0 --out "renamed league 'L' to 'L2'" -- S league rename L L2
check "league remove" 0 --out "removed league 'L2' with 2 teams" -- S league remove L2
left=$(db_sql "$DB" "SELECT (SELECT count(*) FROM leagues) + (SELECT count(*) FROM league_teams) + (SELECT count(*) FROM league_roster) + (SELECT count(*) FROM games)")
[ "$left" = 0 ] && t_ok "nothing of the league left" || t_fail "league leftovers" "$left"

# ---- tournament teams ----
S tournament create Open >/dev/null
S team add Rot A1 A2 >/dev/null; S team add Blau B1 B2 >/dev/null
S series draw 1 --seed 3 >/dev/null
tb=$(db_sql "$DB" "SELECT t.table_no FROM seats x JOIN tables t ON t.id = x.table_id JOIN players p ON p.id = x.player_id WHERE p.name = 'A1'")
S game add --series 1 --table "$tb" --passed >/dev/null
sum=$(db_sum "$DB")
check "team remove with games needs --force" 3 \
    --err "team 'Rot' has 2 members with 1 recorded game: add --force" -- S team remove Rot
check "team rename to an existing name" 3 --err "team 'Blau' already exists" -- S team rename Rot Blau
check "team rename unknown" 3 --err "team 'Grün' does not exist" -- S team rename Grün Gelb
unchanged "refused team corrections" "$sum"
check "team rename" 0 --out "renamed team 'Rot' of 'Open' to 'Rotweiß'" -- S team rename Rot Rotweiß
check "team remove --force" 0 --out "removed team 'Rotweiß' of 'Open' (2 members" -- S team remove Rotweiß --force
check "team list after" 0 --out "Blau" --no-out "Rot" -- S team list

# a tournament in a season: its place there goes too, asked first
S tournament create "Abend S" >/dev/null
S season create VS --kind championship >/dev/null
S season add VS "Abend S" >/dev/null
sum=$(db_sum "$DB")
check "tournament in a season needs --force" 3 --err "tournament 'Abend S' holds its place in 1 season: add --force" \
    -- S tournament remove "Abend S"
unchanged "refused season tournament removal" "$sum"
check "tournament in a season removed" 0 --out "removed tournament 'Abend S' with its place in 1 season" \
    -- S tournament remove "Abend S" --force
