#!/usr/bin/env bash
# import games / export games: valid files, every bad line reported with an
# unchanged database, header errors, BOM/CRLF, round trip.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
H=series,table,game,declarer,contract,matadors,hand,ouvert,announce,bid,points,schneider,schwarz,result
DB=$(new_db t)

# a tournament with one seated series (4-table 1, 3-table 2), no games
"$SK" --db "$DB" init >/dev/null
for p in "Jürgen Weiß" "Anna Öztürk" "Sepp Huber" "Eva Krüger" "Max Bauer" "Ida Groß" "Otto Fuchs"; do
    "$SK" --db "$DB" player add "$p" >/dev/null
done
"$SK" --db "$DB" tournament create "Herbstturnier" >/dev/null
"$SK" --db "$DB" series draw 1 --seed 7 >/dev/null
before=$(db_sum "$DB")

# ---- a valid file: BOM, CRLF, quoted fields, columns in another order
printf '\xef\xbb\xbfresult,%s\r\n' "${H%,result}" >"$TMP/ok.csv"
printf ',1,1,1,2,clubs,2,0,0,,18,75,0,0\r\n' >>"$TMP/ok.csv"
printf ',1,1,2,,passed,,,,,,,,\r\n' >>"$TMP/ok.csv"
printf 'lost,1,1,3,1,"null",,1,1,,,,,\r\n' >>"$TMP/ok.csv"
printf 'won,1,2,1,3,grand,-2,1,0,schneider,,,1,0\r\n' >>"$TMP/ok.csv"
printf ',1,2,2,1,Pik,1,0,0,,30,70,0,0\r\n' >>"$TMP/ok.csv"
check "valid file (BOM, CRLF, quotes, any column order)" 0 --out "imported 5 games" \
    -- "$SK" --db "$DB" import games "$TMP/ok.csv"
check "the games are there" 0 --out "spades with 1" --out "overbid (bid 30)" --no-out "Pik" \
    -- "$SK" --db "$DB" game list --series 1 --table 2
check "the passed game is there" 0 --out "passed" \
    -- "$SK" --db "$DB" game list --series 1 --table 1
after_ok=$(db_sum "$DB")

# ---- importing the same file again: every line already recorded
check "same file again: refused" 3 --err "line 2: game 1 of series 1 table 1 is already recorded" \
    --err "line 6: game 2 of series 1 table 2 is already recorded" --err "5 problems, nothing imported" \
    -- "$SK" --db "$DB" import games "$TMP/ok.csv"
[ "$(db_sum "$DB")" = "$after_ok" ] && t_ok "same file again: database unchanged" \
    || t_fail "same file again: database unchanged"

# ---- many errors: each line reported, nothing stored
{
    echo "$H"
    echo "1,1,10,1,clubs,2,0,0,,18,75,0,0,"        # 2: ok on its own
    echo "1,1,11,2,clubs,2,0,0,, 18,75,0,0,"       # 3: bid with a space
    echo "1,1,12,2,clubs,2,0,0,,+18,75,0,0,"       # 4: bid with a sign
    echo "1,1,13,2,clubs,2,0,0,,18,119,0,0,"       # 5: 119 points
    echo "1,1,14,1,clubs,2,0,0,,19,75,0,0,"        # 6: bid 19
    echo "1,1,15,3,clubs,2,0,0,,18,75,0,0,"        # 7: dealer of game 15
    echo "1,1,49,2,clubs,2,0,0,,18,75,0,0,"        # 8: outside the series
    echo "1,9,1,2,clubs,2,0,0,,18,75,0,0,"         # 9: no table 9
    echo "1,2,5,4,clubs,2,0,0,,18,75,0,0,"         # 10: seat 4 at a 3-table
    echo "1,1,16,2,null,,0,0,,,,,,"                # 11: null without result
    echo "1,1,17,2,grand,1,0,1,,,80,0,0,"          # 12: ouvert without hand
    echo "1,1,18,2,trumps,1,0,0,,,80,0,0,"         # 13: unknown contract
    echo "1,1,19,2,clubs,1,yes,0,,,80,0,0,"        # 14: hand yes
    echo "1,1,20,2,clubs,1,0,0,,,80,0,0,lost"      # 15: contradicts
    echo "1,1,10,4,clubs,2,0,0,,18,75,0,0,"        # 16: game 10 twice in the file
    echo "1,1,21,2,clubs,2,0,0,,18,75,0,0"         # 17: 13 fields
    echo "1,1,22,2,\"clubs,2,0,0,,18,75,0,0,"      # 18: unterminated quote
} >"$TMP/bad.csv"
check "many errors: exit 3, each line reported" 3 \
    --err "line 3: bid ' 18' is not a whole number" \
    --err "line 4: bid '+18' is not a whole number" \
    --err "line 5: card points 119 are impossible" \
    --err "line 6: bid 19 is not a possible game value" \
    --err "line 7: declarer seat 3 deals game 15: at a 4-table the dealer sits out" \
    --err "line 8: game 49 is outside the series" \
    --err "line 9: series 1 has no table 9" \
    --err "line 10: declarer seat 4 is not a seat of this table" \
    --err "line 11: result missing: null games need won or lost" \
    --err "line 12: ouvert needs hand" \
    --err "line 13: contract 'trumps' is unknown" \
    --err "line 14: hand 'yes' must be 0, 1 or empty" \
    --err "line 15: result lost contradicts card points 80" \
    --err "line 16: game 10 of series 1 table 1 is already on line 2" \
    --err "line 17: 13 fields: the header has 14" \
    --err "line 18: unterminated quote" \
    --err "16 problems, nothing imported" \
    -- "$SK" --db "$DB" import games "$TMP/bad.csv"
n=$(grep -c "^$TMP/bad.csv: line " "$TMP/err")
[ "$n" = 16 ] && t_ok "many errors: one message per bad line" || t_fail "many errors: one message per bad line" "got $n"
[ "$(db_sum "$DB")" = "$after_ok" ] && t_ok "many errors: database unchanged" \
    || t_fail "many errors: database unchanged"

# ---- header errors
printf '%s,comment\n1,1,30,2,clubs,2,0,0,,18,75,0,0,,x\n' "$H" >"$TMP/h1.csv"
check "extra column refused" 3 --err "line 1: header: column 'comment' is unknown" \
    -- "$SK" --db "$DB" import games "$TMP/h1.csv"
printf '%s\n1,1,30,2,clubs,2,0,0,,18,75,0,0\n' "${H%,result}" >"$TMP/h2.csv"
check "missing column refused" 3 --err "line 1: header: column 'result' is missing" \
    -- "$SK" --db "$DB" import games "$TMP/h2.csv"
printf '%s,bid\n' "$H" >"$TMP/h3.csv"
check "duplicate column refused" 3 --err "line 1: header: column 'bid' appears twice" \
    -- "$SK" --db "$DB" import games "$TMP/h3.csv"
: >"$TMP/empty.csv"
check "empty file refused" 3 --err "the file is empty" -- "$SK" --db "$DB" import games "$TMP/empty.csv"
head -c 3000 /dev/urandom >"$TMP/junk.csv"
check "binary garbage refused" 3 --err "nothing imported" -- "$SK" --db "$DB" import games "$TMP/junk.csv"
printf '%s\n1,1,30,2,clubs\xff,2,0,0,,18,75,0,0,\n' "$H" >"$TMP/utf.csv"
check "invalid UTF-8 refused" 3 --err "line 2: contract 'clubs\\xFF' is not valid UTF-8" \
    -- "$SK" --db "$DB" import games "$TMP/utf.csv"
printf '%s\n1,1,30,2,clubs,2,0,0,,18,75,0,0,%0300d\n' "$H" 0 >"$TMP/long.csv"
check "overlong field refused" 3 --err "line 2: result is 300 bytes long: at most 200" \
    -- "$SK" --db "$DB" import games "$TMP/long.csv"
[ "$(db_sum "$DB")" = "$after_ok" ] && t_ok "header errors: database unchanged" \
    || t_fail "header errors: database unchanged"
check "missing file" 1 --err "cannot open" -- "$SK" --db "$DB" import games "$TMP/nope.csv"
check "usage: no file" 2 --err "FILE.csv is required" -- "$SK" --db "$DB" import games
check "unknown tournament" 3 -- "$SK" --db "$DB" import games -t Nirgendwo "$TMP/ok.csv"

# ---- export
check "export to stdout" 0 --out "$H" --out "1,1,2,,passed,,,,,,,,," \
    --out "1,2,2,1,spades,1,0,0,,30,70,0,0," -- "$SK" --db "$DB" export games -
check "export one table" 0 --out "1,2,1,3,grand,-2,1,0,schneider,18,,1,0,won" --no-out "1,1,1," \
    -- "$SK" --db "$DB" export games - --series 1 --table 2
check "export to a file" 0 --out "exported 5 games" -- "$SK" --db "$DB" export games "$TMP/out.csv"
ls "$TMP"/out.csv.tmp* "$TMP"/skatsheet.tmp.* >/dev/null 2>&1 && t_fail "export leaves no temp file" || t_ok "export leaves no temp file"
check "export into a missing directory" 1 -- "$SK" --db "$DB" export games "$TMP/no/such/dir.csv"

# ---- round trip: a demo tournament exported, imported into the same seats
A=$(new_db a); B=$(new_db b)
"$SK" --db "$A" demo --seed 11 >/dev/null
"$SK" --db "$B" demo --seed 11 >/dev/null
db_sql "$B" "DELETE FROM games; DELETE FROM games_audit;"
check "round trip: export" 0 -- "$SK" --db "$A" export games "$TMP/a.csv"
check "round trip: import into the empty tournament" 0 --out "imported" \
    -- "$SK" --db "$B" import games "$TMP/a.csv"
"$SK" --db "$B" export games "$TMP/b.csv" >/dev/null
cmp -s "$TMP/a.csv" "$TMP/b.csv" && t_ok "round trip: same export" || t_fail "round trip: same export"
"$SK" --db "$A" game list --series 2 >"$TMP/la" 2>&1
"$SK" --db "$B" game list --series 2 >"$TMP/lb" 2>&1
if [ -s "$TMP/la" ] && cmp -s "$TMP/la" "$TMP/lb"; then t_ok "round trip: same game list"
else t_fail "round trip: same game list"; fi
[ "$(wc -l <"$TMP/a.csv")" -gt 700 ] && t_ok "round trip: all games" || t_fail "round trip: all games"
