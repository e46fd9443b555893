#!/usr/bin/env bash
# engines: sqlite postgresql
# The second entry (issue 31): the games of a table entered twice, by the
# table's second phone (the web form with copy=2) or from the paper list at
# the desk (second add, second import), compared game by game; a
# difference is shown to the list keeper and the organiser and decided by
# the organiser, never picked silently; the second entry never overwrites
# the first, nor a game of its own.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
cd "$TMP"
DB=$(new_db s)
S() { "$SK" --db "$DB" "$@"; }

S init >/dev/null
for p in Anna Bernd Carla Dieter Emil Frieda Gustav; do S player add "$p" >/dev/null; done
S tournament create Doppelt --series 2 --games4 8 --games3 6 >/dev/null
S series draw 1 --seed 2 >/dev/null
printf 'series,table,game,declarer,contract,matadors,hand,ouvert,announce,bid,points,schneider,schwarz,result\n' > first.csv
printf '1,1,%d,%d,clubs,2,0,0,,18,%d,0,0,\n' 1 2 75  2 3 61  3 4 70  4 1 81  5 2 40  6 3 90  7 4 66  8 1 33 >> first.csv
printf '1,2,%d,%d,grand,1,0,0,,18,%d,0,0,\n' 1 2 75  2 3 61  3 1 70  4 2 81  5 3 40  6 1 90 >> first.csv
S import games first.csv >/dev/null || t_fail "setup: import"

sum=$(db_sum "$DB")
check "no second entry asked for: refused" 3 --err "second entry: 'Doppelt' asks for none" \
    -- S second add --series 1 --table 1 --declarer 2 clubs --with 2 --points 75
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused: unchanged" || t_fail "refused changed the database"
S day set second_entry=yes >/dev/null

# the desk types table 1's paper list: game 5 is written down wrong (50 Augen, not 40)
sed -n '1p;2,9p' first.csv | sed 's/^1,1,5,2,clubs,2,0,0,,18,40/1,1,5,2,clubs,2,0,0,,18,50/' > second1.csv
check "the paper list of table 1" 0 --out "second entry: 8 games imported into 'Doppelt'" -- S second import second1.csv
sum=$(db_sum "$DB")
check "a game entered twice: never overwritten" 3 --err "is in the second entry already: it is never overwritten" \
    -- S second add --series 1 --table 1 --game 5 --declarer 2 clubs --with 2 --points 40
check "an impossible game: refused as game add does" 3 --err "card points 119" \
    -- S second add --series 1 --table 2 --declarer 2 grand --with 1 --points 119
check "an import with one bad line: nothing stored" 3 --err "line 3:" -- S second import <(
    printf 'series,table,game,declarer,contract,matadors,hand,ouvert,announce,bid,points,schneider,schwarz,result\n1,2,1,2,grand,1,0,0,,18,75,0,0,\n1,2,2,9,grand,1,0,0,,18,61,0,0,\n')
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refusals: unchanged" || t_fail "a refusal changed the database"
check "the difference is caught" 1 --out "table 1, game 5 differs: first seat 2: clubs with 2, 40; second seat 2: clubs with 2, 50" \
    --out "the series does not count yet" -- S second show --series 1
check "standings: the series does not count yet" 0 --out "series 1 does not count yet (both entries must hold every game alike): games differing 1, in one entry only 6" \
    -- S standings
check "check lists it too" 1 --out "series 1, table 1: game 5 differs in the second entry" \
    --out "series 1, table 2: game 1 is not in the second entry yet" -- S check

# the table's second phone: table 2 through the web form (copy=2)
code=$(db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id WHERE x.table_no = 2")
serve_start "$DB" || t_fail "serve starts"
check_http "the second phone's page" 200 --has "second entry" --has 'name="copy" value="2"' \
    -- GET "/table/1/2?code=$code&copy=2"
check_http "table 2's page: no difference yet" 200 --lacks "The second entry differs" \
    -- GET "/table/1/2?code=$code"
check_http "table 1's page: the difference" 200 --has "The second entry differs" --has "clubs with 2, 50" \
    -- GET "/table/1/1?code=$(db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id WHERE x.table_no = 1")"
ok=0
while IFS=, read -r s t g d c m h o a b p sn sw r; do
    [ "$s" = series ] && continue
    [ "$t" = 2 ] || continue
    http POST /api/table/1/2/game --data "code=$code&copy=2&action=add&declarer=$d&contract=$c&matadors=$m&points=$p"
    [ "$CODE" = 200 ] && ok=$((ok + 1))
done < first.csv
[ "$ok" = 6 ] && t_ok "the second phone enters table 2's six games" || t_fail "phone entries" "$ok of 6; last: $(cat "$BODY")"
check_http "the phone cannot touch the first entry's games" 422 --has "is in the second entry already" \
    -- POST /api/table/1/2/game --data "code=$code&copy=2&action=add&game=3&declarer=1&contract=grand&matadors=1&points=10"
[ "$(S game list --series 1 --table 2 | grep -c 'grand')" = 6 ] && t_ok "the first entry is unchanged" \
    || t_fail "first entry changed" "$(S game list --series 1 --table 2)"
check_http "the second phone's edit links and Cancel stay on it" 200 --has "edit=4&amp;lang=en&amp;copy=2#entry" \
    -- GET "/table/1/2?code=$code&copy=2&lang=en"
check_http "its edit form: the second entry's game, Cancel back to the second phone" 200 \
    --has 'name="copy" value="2"' --has "lang=en&amp;copy=2\">Cancel</a>" -- GET "/table/1/2?code=$code&copy=2&edit=4&lang=en"
serve_stop

# the organiser decides: the first entry was right
check "resolve: take the first" 0 --out "the first entry's game stands" \
    -- S second resolve --series 1 --table 1 --game 5 --take first
check "both agree now" 0 --out "both entries agree: the series counts" -- S second show --series 1
# another difference, decided for the second: the first entry is edited (history kept)
S second edit --series 1 --table 2 --game 4 --declarer 2 grand --with 1 --points 85 >/dev/null
check "a second-entry correction makes a difference" 1 --out "table 2, game 4 differs" -- S second show --series 1
check "resolve: take the second" 0 --out "the second entry's game is recorded" \
    -- S second resolve --series 1 --table 2 --game 4 --take second
S game history --series 1 --table 2 | grep -q "table 2 game 4, was:" && t_ok "the first entry's old game is in the history" \
    || t_fail "history" "$(S game history --series 1 --table 2)"
check "agree again" 0 --out "both entries agree" -- S second show --series 1
check "nothing left to decide" 3 --err "is the same in both entries: nothing to decide" \
    -- S second resolve --series 1 --table 2 --game 4 --take first
check "German" 0 --out "beide Erfassungen stimmen überein" -- S --lang de second show --series 1
check "standings: the series counts" 0 --no-out "does not count" -- S standings

# series 2 has begun: one game in each entry, the same: nothing differs, but
# the series does not count until every game is in both
S series draw 2 --seed 3 >/dev/null
S game add --series 2 --table 1 --declarer 2 clubs --with 2 --points 75 >/dev/null || t_fail "setup: series 2"
S second add --series 2 --table 1 --declarer 2 clubs --with 2 --points 75 >/dev/null || t_fail "setup: series 2, second"
check "the same so far, not complete: not counting" 1 --no-out "differs" \
    --out "both entries agree so far, but not every game of the series is entered: the series does not count yet" \
    -- S second show --series 2
check "German: not complete" 1 --out "beide Erfassungen stimmen bisher überein" -- S --lang de second show --series 2
