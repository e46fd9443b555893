#!/usr/bin/env bash
# player import and import seats: all or nothing, every bad line reported.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db i)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
S player add Bernd --number 3 >/dev/null
printf 'name,number,club\nJürgen Weiß,1,SC Kreuz\nAnna,,\nClara,4,Rot-Weiß\nDieter,5,\nEva,6,Pik\nFrank,7,\nGisela,8,Herz\n' > good.csv
printf 'name,number,club\nXaver,10,\nBernd,,\nYvonne,3,\nZora,x,\n' > bad.csv
sum=$(db_sum "$DB")
check "player import reports every bad line" 3 --err "bad.csv: line 3: name 'Bernd' is taken" --err "bad.csv: line 4: start number 3 is taken by Bernd" --err "line 5: " --err "3 problems, nothing imported" -- S player import bad.csv
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused player import leaves the database unchanged" || t_fail "refused player import changed the database"
check "player import bad header" 3 --err "bad-header.csv" -- sh -c "printf 'name,club,age\nA,B,3\n' > bad-header.csv; \"$SK\" --db \"$DB\" player import bad-header.csv"
check "player import missing file" 1 --err "cannot open nope.csv" -- S player import nope.csv
check "player import" 0 --out "imported 7 players from good.csv" -- S player import good.csv
check "imported players listed" 0 --out "    1  Jürgen Weiß  SC Kreuz  yes" --out "    -  Anna" -- S player list

S tournament create Manual --series 2 >/dev/null
printf 'series,table,seat,player\n1,1,1,Jürgen Weiß\n1,1,2,3\n1,1,3,Anna\n1,1,4,Clara\n1,2,1,5\n1,2,2,Eva\n1,2,3,Frank\n2,1,1,Gisela\n2,1,2,Anna\n2,1,3,1\n' > seats.csv
check "import seats" 0 --out "imported 10 seats in 2 series" -- S import seats seats.csv
check "seats stored" 0 --out "table 1 (4 players)" --out "seat 2      3  Bernd" --out "table 2 (3 players)" --out "(manual)" -- S series show 1
check "series 2 is a 3-table" 0 --out "seat 3      1  Jürgen Weiß" -- S series show 2
sum=$(db_sum "$DB")
printf 'series,table,seat,player\n1,1,1,Nobody\n1,1,2,3\n1,1,3,Anna\n1,1,4,Bernd\n3,1,1,Eva\n3,1,2,Frank\n3,1,3,Gisela\n' > badseats.csv
check "import seats reports every bad line" 3 --err "badseats.csv: line 2: player 'Nobody' does not exist" --err "line 5: player 'Bernd' is the player of line 3" --err "line 6: series 3 does not exist" -- S import seats badseats.csv
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Eva\n' > twoseats.csv
check "import seats: a 2-table refused" 3 --err "twoseats.csv: line" -- S import seats twoseats.csv
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused seat imports leave the database unchanged" || t_fail "refused seat imports changed the database"
S game add --series 1 --table 2 --declarer 1 clubs --with 1 --points 80 >/dev/null
sum=$(db_sum "$DB")
check "import seats over a series with games" 3 --err "series 1 already has 1 recorded game" --err "nothing imported" -- S import seats seats.csv
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused reseat leaves the database unchanged (series 2 too)" || t_fail "refused reseat changed the database"

# import games over many tables (the table cache grows past its first size)
# with an unknown table on two separate lines: both reported, nothing stored;
# then the good part imported
DB=$(new_db many)
S init >/dev/null
awk 'BEGIN { print "name,number,club"; for (i = 1; i <= 160; i++) print "P" i ",," }' > many-players.csv
S player import many-players.csv >/dev/null
S tournament create Many >/dev/null
S series draw 1 --seed 7 >/dev/null
# game 1 of each of the 40 tables (dealer 1: declarer 2), table 77 twice (games 1, 3)
awk 'BEGIN { print "series,table,game,declarer,contract,matadors,hand,ouvert,announce,bid,points,schneider,schwarz,result"
    for (t = 1; t <= 40; t++) { print "1," t ",1,2,grand,2,0,0,,18,70,0,0,"; if (t == 10 || t == 30) print "1,77," (t == 10 ? 1 : 3) ",2,grand,2,0,0,,18,70,0,0," } }' > many.csv
sum=$(db_sum "$DB")
check "import games: unknown table on two lines, both reported" 3 --err "line 12: series 1 has no table 77" --err "line 33: series 1 has no table 77" --err "2 problems, nothing imported" -- S import games many.csv
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused import over many tables leaves the database unchanged" || t_fail "refused import over many tables changed the database"
grep -v '^1,77,' many.csv > many-good.csv
check "import games over 40 tables" 0 --out "imported 40 games" -- S import games many-good.csv
check "games of table 40 stored" 0 --out "1,40,1,2,grand,2,0,0,,18,70,0,0," -- S export games - --series 1 --table 40

# A large import switches off the games triggers that re-check every row
# (the importer checks the same in its transaction; SQLite drops them and
# creates them again before the transaction ends, PostgreSQL's skip while
# the transaction has skatsheet.bulk on): a refused import leaves the
# database as it was (triggers included), a good one leaves the same
# triggers, and they still refuse bad rows of every other writer.
DB=$(new_db big)
S init >/dev/null
awk 'BEGIN { print "name,number,club"; for (i = 1; i <= 400; i++) print "Q" i ",," }' > big-players.csv
S player import big-players.csv >/dev/null
S tournament create Big --series 2 >/dev/null
S series draw 1 --seed 3 >/dev/null
S series draw 2 --seed 4 >/dev/null
# 100 tables in 2 series (9,599 games: game 3 of table 1 left out): odd
# games passed, even ones a grand by the seat after the dealer (dealer of
# game g: (g - 1) % 4 + 1)
awk 'BEGIN { print "series,table,game,declarer,contract,matadors,hand,ouvert,announce,bid,points,schneider,schwarz,result"
    for (s = 1; s <= 2; s++) for (t = 1; t <= 100; t++) for (g = 1; g <= 48; g++)
        if (s == 1 && t == 1 && g == 3) continue
        else if (g % 2) print s "," t "," g ",,passed,,,,,,,,,"
        else print s "," t "," g "," ((g - 1) % 4 + 1) % 4 + 1 ",grand,2,0,0,,18,70,0,0," }' > big.csv
# the same with the dealer declaring the very last game
sed '$ s/^2,100,48,1,/2,100,48,4,/' big.csv > big-lastbad.csv
if [ "$ENGINE" = sqlite ]; then
    triggers() { sqlite3 "$DB" "SELECT name || ': ' || sql FROM sqlite_schema WHERE type = 'trigger' AND tbl_name = 'games' ORDER BY name"; }
    RAW_RC=19   # sqlite3's exit status for a constraint
else
    triggers() { db_sql "$DB" "SELECT tgname || ': ' || tgenabled::text || ' ' || pg_get_triggerdef(oid) FROM pg_trigger WHERE tgrelid = 'games'::regclass AND NOT tgisinternal ORDER BY tgname"; }
    RAW_RC=1    # psql's
fi
trig=$(triggers)
case $trig in *games_skat_only*games_table_rules_insert*) t_ok "the games triggers are there before the import" ;;
    *) t_fail "the games triggers are missing before the import: $trig" ;; esac
sum=$(db_sum "$DB")
check "import games: the last of 9,599 games refused" 3 --err "big-lastbad.csv: line 9600: declarer seat 4 deals game 48" --err "1 problem, nothing imported" -- S import games big-lastbad.csv
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "an import refused on its last line leaves the database (and its triggers) unchanged" || t_fail "an import refused on its last line changed the database"
# on a terminal the progress bar shows that the first games were stored
# (the bar moves only after a stored part) before the last line was read
check "import games on a terminal: games stored, then the last line refused" 3 --out "importing games [" --out "line 9600: declarer seat 4 deals game 48" --out "nothing imported" -- script -qec "'$SK' --db '$DB' import games big-lastbad.csv" /dev/null
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "games stored before the refused last line are undone" || t_fail "games stored before the refused last line were kept"
check "import games: 9,599 games" 0 --out "imported 9599 games" -- S import games big.csv
[ "$(db_sql "$DB" "SELECT count(*) FROM games")" = 9599 ] && t_ok "9,599 games stored" || t_fail "not 9,599 games stored"
[ "$(triggers)" = "$trig" ] && t_ok "the games triggers are the same after the import" || t_fail "the games triggers changed: $(triggers)"
check "game add: the dealer declaring is still refused" 3 --err "declarer seat 3 deals game 3" -- S game add grand --with 2 --points 70 --series 1 --table 1 --game 3 --declarer 3
# raw SQL (no skatsheet checks): a game of series 1 table 1 copied as game
# %s: game 2 (declarer 3) as game 3, which seat 3 deals; game 1 (passed)
copy="INSERT INTO games(table_id, game_no, passed, declarer, contract, matadors, hand, ouvert, announce, bid, points, schneider, schwarz, result, real_value, value, won, overbid, score, seeger) SELECT table_id, %s, passed, declarer, contract, matadors, hand, ouvert, announce, bid, points, schneider, schwarz, result, real_value, value, won, overbid, score, seeger FROM games WHERE table_id = (SELECT x.id FROM tables x JOIN series s ON s.id = x.series_id WHERE s.series_no = 1 AND x.table_no = 1) AND game_no = %s"
sum=$(db_sum "$DB")
check "raw SQL: the dealer declaring refused by the trigger" $RAW_RC --err "declarer deals this game" -- db_sql "$DB" "$(printf "$copy" 3 2)"
check "raw SQL: a game past the series length refused by the trigger" $RAW_RC --err "game number outside the series length" -- db_sql "$DB" "$(printf "$copy" 49 1)"
check "raw SQL: a Skat game in a Schafkopf tournament refused by the trigger" $RAW_RC --err "a Skat game belongs to a Skat tournament" -- db_sql "$DB" "BEGIN; UPDATE tournaments SET game = 'schafkopf'; $(printf "$copy" 3 1); COMMIT;"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused raw inserts leave the database unchanged" || t_fail "refused raw inserts changed the database"

# Series with games already: their lines are compared with the recorded
# games once the whole file is read, while the lines of the other series
# are stored as they come; a problem there still undoes everything.
S tournament create Mix --series 2 >/dev/null
S series draw 1 -t Mix --seed 5 >/dev/null
S series draw 2 -t Mix --seed 6 >/dev/null
head -n 5 big.csv > mix-old.csv   # series 1 table 1 games 1, 2, 4, 5
check "import games: 4 games of series 1" 0 --out "imported 4 games" -- S import games mix-old.csv -t Mix
# all of series 2 (4,800 games, stored as they come), then the 4 again,
# game 2 with other points
{ head -n 1 big.csv; grep '^2,' big.csv; sed -n '2,5p' big.csv | sed 's/^1,1,2,3,grand,2,0,0,,18,70,/1,1,2,3,grand,2,0,0,,18,80,/'; } > mix.csv
sum=$(db_sum "$DB")
check "import games over recorded games: each reported" 3 --err "mix.csv: line 4802: game 1 of series 1 table 1 is already recorded" --err "line 4805: game 5 of series 1 table 1 is already recorded" --err "4 problems, nothing imported" -- S import games mix.csv -t Mix
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "the stored games of series 2 undone when series 1's lines are refused" || t_fail "games of series 2 kept after a refused import"
check "import games --skip-existing: other values refused" 3 --err "mix.csv: line 4803: game 2 of series 1 table 1 is recorded with other values" --err "1 problem, nothing imported" -- S import games mix.csv -t Mix --skip-existing
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused --skip-existing leaves the database unchanged" || t_fail "refused --skip-existing changed the database"
check "import games --replace: new, same and other values" 0 --out "imported 4800 games into tournament 'Mix', 3 already recorded with the same values skipped, 1 replaced" -- S import games mix.csv -t Mix --replace
check "the replaced game has the new points" 0 --out "1,1,2,3,grand,2,0,0,,18,80,0,0," -- S export games - -t Mix --series 1 --table 1
[ "$(db_sql "$DB" "SELECT count(*) FROM games g JOIN tables x ON x.id = g.table_id JOIN series s ON s.id = x.series_id JOIN tournaments u ON u.id = s.tournament_id WHERE u.name = 'Mix'")" = 4804 ] && t_ok "Mix has 4,804 games" || t_fail "Mix does not have 4,804 games"

# a table size edited outside skatsheet: reported for the first line that
# uses the table (the tables are read before the file), nothing stored
BAD=$(db_copy "$DB" bad-size)
db_sql_unchecked "$BAD" tables "UPDATE tables SET size = 0 WHERE table_no = 2 AND series_id = (SELECT s.id FROM series s JOIN tournaments u ON u.id = s.tournament_id WHERE u.name = 'Big' AND s.series_no = 1)"
db_sql "$BAD" "DELETE FROM games"
sum=$(db_sum "$BAD")
check "import games: a bad table size in the database named at its first line" 1 --err "big.csv: line 49: database value out of range: table tables column size = 0" -- "$SK" --db "$BAD" import games big.csv -t Big
[ "$(db_sum "$BAD")" = "$sum" ] && t_ok "import over a bad table size stores nothing" || t_fail "import over a bad table size changed the database"
