#!/usr/bin/env bash
# Statement budgets of a game write (issue 38, the write contexts of
# app/ops/wctx.h and app/ops/schwctx.h): one game added, edited, deleted or
# restored under every family (ISkO Skat, house rules, Wendish and Bavarian
# Schafkopf), through the CLI and through a web POST to `serve`, runs at
# most BUDGET statements from BEGIN to COMMIT and reads the tournament row
# once (a restore under house rules: RESTORE_HOUSE, see there); a web POST
# runs at most BUDGET statements in all (issue 38, part 1: the write
# context opens first and the entry code and the fields are checked
# against what it read), and one refused for its code or a field writes
# nothing and answers as ever (web_refused).  Counted with
# SKATSHEET_SQL_TRACE (one line per statement the driver runs: db/db.h
# db_stmt_count); every count is printed.  A game a rule refuses is judged
# before db/ stores anything: no write statement runs, nothing changes.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
cd "$TMP"
BUDGET=8

# tx_count FILE: the statements from the first BEGIN to the first COMMIT
# after it (both counted); "none" without a BEGIN or a COMMIT
tx_count() {
    awk '!on && $0 == "BEGIN" { on = 1 } on { n++ } on && $0 == "COMMIT" { print n; done = 1; exit }
         END { if (!done) print "none" }' "$1"
}
# tour_reads FILE: the statements that read the tournaments table
tour_reads() { grep -c 'FROM tournaments' "$1"; }
# writes FILE: the statements that write (INSERT, UPDATE, DELETE)
writes() { grep -cE '^(INSERT|UPDATE|DELETE|WITH)' "$1"; }

# judge NAME TRACE: the budget of one write, its counts printed
judge() {
    local name=$1 tr=$2 all tx tour
    all=$(wc -l <"$tr"); tx=$(tx_count "$tr"); tour=$(tour_reads "$tr")
    echo "# $ENGINE $name: $all statements, $tx from BEGIN to COMMIT, tournament read $tour times"
    if [ "$tx" = none ]; then
        t_fail "$name: within the budget" "no BEGIN ... COMMIT in the trace:" "$(cat "$tr")"
    elif [ "$tx" -gt "$BUDGET" ] || [ "$tour" -gt 1 ]; then
        t_fail "$name: within the budget" "$tx statements from BEGIN to COMMIT (at most $BUDGET)," \
            "tournament read $tour times (at most once):" "$(cat "$tr")"
    else
        t_ok "$name: within the budget ($tx of $BUDGET, tournament read $tour)"
    fi
}

# budget NAME -- CMD...: run CMD (it must succeed) with the trace on
# (budget=N before it: another limit than BUDGET)
budget() {
    local name=$1 BUDGET=${budget:-$BUDGET}; shift 2
    local tr=$TMP/trace.$RANDOM
    : >"$tr"
    if ! SKATSHEET_SQL_TRACE=$tr "$@" >"$TMP/out" 2>"$TMP/err"; then
        t_fail "$name: within the budget" "the command failed: $(cat "$TMP/err")"
        return
    fi
    judge "$name" "$tr"
}

# refused NAME ERR -- CMD...: a game a rule refuses: exit 3 with ERR, no
# write statement, the database as it was
refused() {
    local name=$1 want=$2; shift 3
    local tr=$TMP/trace.$RANDOM sum rc
    : >"$tr"
    sum=$(db_sum "$DB")
    SKATSHEET_SQL_TRACE=$tr "$@" >"$TMP/out" 2>"$TMP/err"
    rc=$?
    local w; w=$(writes "$tr")
    echo "# $ENGINE $name: refused with $(wc -l <"$tr") statements, $w writes"
    if [ "$rc" = 3 ] && grep -qF -- "$want" "$TMP/err" && [ "$w" = 0 ] && [ "$(db_sum "$DB")" = "$sum" ]; then
        t_ok "$name: refused before anything is written"
    else
        t_fail "$name: refused before anything is written" "exit $rc (want 3), stderr: $(cat "$TMP/err")" \
            "want: $want" "writes: $w" "trace:" "$(cat "$tr")"
    fi
}

# ---- ISkO Skat: the README's club evening
DB=$(new_db isko)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in Anna Bernd Carla Dieter Emil Frieda Gustav; do S player add $p >/dev/null; done
S tournament create "Clubabend 2027-01-08" --series 2 >/dev/null
S attendance add Anna Bernd Carla Dieter Emil Frieda Gustav >/dev/null
S series draw 1 --seed 7 >/dev/null
budget "isko game add" -- S game add --series 1 --table 1 --declarer 2 grand --with 1 --points 75
budget "isko game add (passed)" -- S game add --series 1 --table 1 --passed
budget "isko game edit" -- S game edit --series 1 --table 1 --game 1 --declarer 2 grand --with 1 --points 95
budget "isko game delete" -- S game delete --series 1 --table 1 --game 2
budget "isko game restore" -- S game restore --series 1 --table 1 --game 1
refused "isko: a restore of the game as it is" "already: nothing to restore" \
    -- S game restore --series 1 --table 1 --game 1
refused "isko: a restore of a version not in the history" "is not in the history of game 1" \
    -- S game restore --series 1 --table 1 --game 1 --version 999
budget "isko game restore (the deleted game)" -- S game restore --series 1 --table 1 --game 2
budget "isko game delete (again)" -- S game delete --series 1 --table 1 --game 2
# game 2 is dealt by seat 2 at a 4-table: the family's check refuses
refused "isko: the dealer of a 4-table declares" "at a 4-table the dealer sits out" \
    -- S game add --series 1 --table 1 --game 2 --declarer 2 hearts --with 1 --points 70
refused "isko: game 1 again" "game 1 of table 1, series 1 is already recorded" \
    -- S game add --series 1 --table 1 --game 1 --declarer 2 hearts --with 1 --points 70
refused "isko: Kontra without house rules" "Kontra" \
    -- S game add --series 1 --table 1 --declarer 3 hearts --with 1 --points 70 --kontra kontra

# ---- the web: a POST of the table's phone through serve
C1=$(db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id JOIN series s ON s.id = x.series_id WHERE s.series_no = 1 AND x.table_no = 1")
WTR=$TMP/web.trace
: >"$WTR"
export SKATSHEET_SQL_TRACE=$WTR
serve_start "$DB" || t_fail "serve starts" "$(cat "$TMP/serve.err")"
unset SKATSHEET_SQL_TRACE
# web_post NAME DATA: one POST, judged by the statements it added to the
# trace: BEGIN..COMMIT within BUDGET, and the WHOLE request too (issue 38,
# part 1: the write context opens first, the entry code and the fields are
# checked against what it loaded: the tournament, the table and its code
# read once; the organiser's language read again after a write counts;
# whole=N before it: another limit for the whole request)
web_post() {
    local name=$1 data=$2 before all whole=${whole:-$BUDGET}
    sleep 0.3   # what serve reads on its own (the page cache, the watchers) settles
    before=$(wc -l <"$WTR")
    http POST /api/table/1/1/game -d "$data"
    sleep 0.3
    tail -n +"$((before + 1))" "$WTR" >"$TMP/web.one"
    if [ "$CODE" != 200 ]; then
        t_fail "$name: within the budget" "HTTP $CODE: $(head -c 300 "$BODY")"
        return
    fi
    judge "$name" "$TMP/web.one"
    all=$(wc -l <"$TMP/web.one")
    if [ "$all" -le "$whole" ] && ! grep -q '^SELECT code FROM entry_codes' "$TMP/web.one"; then
        t_ok "$name: the whole request within the budget ($all of $whole)"
    else
        t_fail "$name: the whole request within the budget" "$all statements (at most $whole):" \
            "$(cat "$TMP/web.one")"
    fi
}
# web_refused NAME STATUS WORDS DATA [TABLE]: a POST (to table 1, or TABLE)
# refused with STATUS and WORDS (as ever), no write statement, the database
# as it was
web_refused() {
    local name=$1 want=$2 words=$3 data=$4 table=${5:-1} before sum w
    sleep 0.3
    sum=$(db_sum "$DB")
    before=$(wc -l <"$WTR")
    http POST "/api/table/1/$table/game" -d "$data"
    sleep 0.3
    w=$(tail -n +"$((before + 1))" "$WTR" | grep -cE '^(INSERT|UPDATE|DELETE|WITH)')
    if [ "$CODE" = "$want" ] && grep -qF -- "$words" "$BODY" && [ "$w" = 0 ] &&
        [ "$(db_sum "$DB")" = "$sum" ]; then
        t_ok "$name: refused ($CODE) before anything is written"
    else
        t_fail "$name: refused before anything is written" "HTTP $CODE (want $want), $w writes" \
            "want: $words" "$(head -c 300 "$BODY")"
    fi
}
web_post "web POST game add" "code=$C1&action=add&declarer=3&contract=hearts&matadors=-1&points=65"
web_post "web POST game edit" "code=$C1&action=edit&game=1&declarer=2&contract=grand&matadors=1&points=61"
web_post "web POST game delete" "code=$C1&action=delete&game=2"
web_refused "web POST with a wrong code" 403 \
    '{"error":"this is not the entry code of table 1 of series 1"}' \
    "code=ABCD-EFGH&action=add&declarer=3&contract=hearts&matadors=-1&points=65"
web_refused "web POST without a code" 403 '{"error":"the table'"'"'s entry code is required (field code)"}' \
    "action=add&declarer=3&contract=hearts&matadors=-1&points=65"
web_refused "web POST of a game the rules refuse" 422 \
    '{"error":"declarer seat 2 deals game 2: at a 4-table the dealer sits out"}' \
    "code=$C1&action=add&declarer=2&contract=hearts&matadors=-1&points=65"
web_refused "web POST with a bad field" 422 \
    '{"error":"declarer must be a seat from 1 to 4, passed or ramsch, not '"'"'9'"'"'"}' \
    "code=$C1&action=add&declarer=9&contract=hearts&matadors=-1&points=65"
web_refused "web POST to a table not drawn" 404 '{"error":"table 9 does not exist in series 1' \
    "code=$C1&action=add&declarer=3&contract=hearts&matadors=-1&points=65" 9
# an address past its ten wrong codes: 429 before the write context opens
# (no BEGIN: it would take the write lock for nothing), even with the
# right code
for i in 1 2 3 4 5 6 7 8 9 10; do
    http POST /api/table/1/1/game --interface 127.0.0.99 -d "code=ABCD-EFGH&action=add"
done
sleep 0.3
before=$(wc -l <"$WTR")
http POST /api/table/1/1/game --interface 127.0.0.99 \
    -d "code=$C1&action=add&declarer=3&contract=hearts&matadors=-1&points=65"
sleep 0.3
tail -n +"$((before + 1))" "$WTR" >"$TMP/web.one"
if [ "$CODE" = 429 ] && grep -qF "too many wrong entry codes from this address" "$BODY" &&
    ! grep -q '^BEGIN' "$TMP/web.one"; then
    t_ok "web POST from an address past its wrong codes: 429, no transaction"
else
    t_fail "web POST from an address past its wrong codes" "HTTP $CODE: $(head -c 300 "$BODY")" \
        "trace:" "$(cat "$TMP/web.one")"
fi
serve_stop

# ---- Skat under house rules (club: Kontra, Bock, Ramsch)
DB=$(new_db house)
S init >/dev/null
for p in Ann Bea Cem; do S player add "$p" >/dev/null; done
S tournament create Club --rules club >/dev/null
S series draw 1 --seed 1 -t Club >/dev/null
budget "house game add" -- S game add -t Club --series 1 --table 1 --declarer 1 clubs --with 1 --points 70
budget "house game add, Kontra" -- S game add -t Club --series 1 --table 1 --declarer 2 clubs --with 1 --points 70 --kontra kontra
budget "house game edit, Kontra to Re" -- S game edit -t Club --series 1 --table 1 --game 2 --declarer 2 clubs --with 1 --points 70 --kontra re
budget "house game add, Grand Hand" -- S game add -t Club --series 1 --table 1 --declarer 3 grand --hand --with 1 --points 75
budget "house game edit, Kontra away" -- S game edit -t Club --series 1 --table 1 --game 2 --declarer 2 clubs --with 1 --points 70
# a restore under house rules keeps two versions with their house fields
# (the game replaced and the one put back, each a row and its house row):
# two statements more than an edit, the most the history's tables allow
budget=10 budget "house game restore, Kontra back" -- S game restore -t Club --series 1 --table 1 --game 2
refused "house: a restore of the game as it is" "already: nothing to restore" \
    -- S game restore -t Club --series 1 --table 1 --game 2
refused "house: a game out of order" "under house rules (profile club) the games of a table are recorded in order" \
    -- S game add -t Club --series 1 --table 1 --game 7 --declarer 1 clubs --with 1 --points 70
refused "house: the Bock game deleted from the middle" "deleting it would leave a gap" \
    -- S game delete -t Club --series 1 --table 1 --game 1
# the house list through the web: a POST of the table's phone
C1=$(db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id WHERE x.table_no = 1")
: >"$WTR"
export SKATSHEET_SQL_TRACE=$WTR
serve_start "$DB" -t Club || t_fail "serve starts" "$(cat "$TMP/serve.err")"
unset SKATSHEET_SQL_TRACE
web_post "house: web POST game add, Kontra" "code=$C1&action=add&declarer=1&contract=clubs&matadors=1&points=70&kontra=kontra&kontra_by=2"
# an edit of a game with house fields keeps two versions (the game's and
# its house row's) and writes both rows: 8 from BEGIN to COMMIT, as the
# CLI's edit, and the tournament and the organiser's language beside them
whole=10 web_post "house: web POST game edit" "code=$C1&action=edit&game=4&declarer=1&contract=clubs&matadors=1&points=80"
web_refused "house: web POST of a game out of order" 422 "under house rules (profile club) the games of a table are recorded in order" \
    "code=$C1&action=add&game=9&declarer=1&contract=clubs&matadors=1&points=70"
web_refused "house: web POST deleting from the middle" 422 "deleting it would leave a gap" \
    "code=$C1&action=delete&game=1"
serve_stop

# ---- the second entry (issue 31): the desk takes the second entry's game
# into the list
DB=$(new_db second)
S init >/dev/null
for p in Anna Bernd Carla Dieter Emil Frieda Gustav; do S player add $p >/dev/null; done
S tournament create Doppelt --series 2 --games4 8 --games3 6 >/dev/null
S series draw 1 --seed 2 >/dev/null
S day set second_entry=yes >/dev/null
S game add --series 1 --table 1 --declarer 2 clubs --with 2 --points 40 >/dev/null
S second add --series 1 --table 1 --declarer 2 clubs --with 2 --points 50 >/dev/null
budget "second entry: resolve, the second's game taken" \
    -- S second resolve --series 1 --table 1 --game 1 --take second
refused "second entry: resolve a game both agree on" "nothing to decide" \
    -- S second resolve --series 1 --table 1 --game 1 --take first

# ---- Wendish and Bavarian Schafkopf (four at table 1, as tests/schafkopf seat them)
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bernd\n1,1,3,Carla\n1,1,4,Dora\n' >seats.csv
DB=$(new_db sch)
S init >/dev/null
for p in Anna Bernd Carla Dora; do S player add "$p" >/dev/null; done
S tournament create W --game schafkopf-wendisch >/dev/null
S import seats seats.csv -t W >/dev/null
budget "wendish game add" -- S game add -t W --series 1 --table 1 alte --declarer 1 --partner 3 --points 75
budget "wendish game edit" -- S game edit -t W --series 1 --table 1 --game 1 alte --declarer 1 --partner 3 --points 95
S tournament create B --game schafkopf --tariff 10-20-50 >/dev/null
S import seats seats.csv -t B >/dev/null
budget "bavarian game add" -- S game add -t B --series 1 --table 1 ruf --declarer 1 --partner 3 --suit eichel --points 70
budget "bavarian game edit" -- S game edit -t B --series 1 --table 1 --game 1 ruf --declarer 1 --partner 3 --suit eichel --points 80
budget "bavarian game add (README's Stammtisch)" -- S game add -t B --series 1 --table 1 solo --declarer 2 --suit herz --points 95 --laufende 3
budget "bavarian game delete" -- S game delete -t B --series 1 --table 1 --game 1
budget "wendish game delete" -- S game delete -t W --series 1 --table 1 --game 1
refused "bavarian: a Herz-Sau called" "a Rufspiel cannot call the Herz-Sau" \
    -- S game add -t B --series 1 --table 1 ruf --declarer 1 --partner 3 --suit herz --points 70
refused "bavarian: game 2 again" "game 2 of table 1, series 1 is already recorded" \
    -- S game add -t B --series 1 --table 1 --game 2 solo --declarer 2 --suit herz --points 95
refused "wendish: a game not recorded, deleted" "game 1 of table 1, series 1 is not recorded" \
    -- S game delete -t W --series 1 --table 1 --game 1
refused "wendish: game 9 of 8" "outside the series length" \
    -- S game add -t W --series 1 --table 1 --game 99 alte --declarer 1 --partner 3 --points 75

# ---- Schafkopf through the web: a POST of the table's phone
for fam in schafkopf-wendisch schafkopf; do
    DB=$(new_db "web-$fam")
    S init >/dev/null
    for p in Anna Bernd Carla Dora; do S player add "$p" >/dev/null; done
    tariff=(); [ $fam = schafkopf ] && tariff=(--tariff 10-20-50)
    S tournament create Web --game $fam "${tariff[@]}" >/dev/null
    S series draw 1 --seed 4 >/dev/null
    C1=$(db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id WHERE x.table_no = 1")
    : >"$WTR"
    export SKATSHEET_SQL_TRACE=$WTR
    serve_start "$DB" -t Web || t_fail "serve starts" "$(cat "$TMP/serve.err")"
    unset SKATSHEET_SQL_TRACE
    if [ $fam = schafkopf ]; then
        g1="contract=ruf&declarer=1&partner=3&suit=eichel&augen=70"
        g2="contract=solo&declarer=2&suit=herz&augen=95"
    else
        g1="contract=alte&declarer=1&partner=3&augen=75"
        g2="contract=solo&declarer=1&augen=70"
    fi
    web_post "$fam: web POST game add" "code=$C1&action=add&$g1"
    web_post "$fam: web POST game add (2)" "code=$C1&action=add&$g2"
    web_post "$fam: web POST game edit" "code=$C1&action=edit&game=1&$g2"
    web_post "$fam: web POST game delete" "code=$C1&action=delete&game=2"
    web_refused "$fam: web POST with a wrong code" 403 \
        '{"error":"this is not the entry code of table 1 of series 1"}' \
        "code=ABCD-EFGH&action=add&$g1"
    web_refused "$fam: web POST with a bad field" 400 \
        '{"error":"action must be add, edit or delete, not '"'"'put'"'"'"}' "code=$C1&action=put&$g1"
    sum=$(db_sum "$DB")
    sleep 0.3
    before=$(wc -l <"$WTR")
    http POST /api/table/1/1/game -d "code=$C1&action=edit&game=2&$g1"
    sleep 0.3
    w=$(tail -n +"$((before + 1))" "$WTR" | grep -cE '^(INSERT|UPDATE|DELETE|WITH)')
    if [ "$CODE" = 422 ] && [ "$w" = 0 ] && [ "$(db_sum "$DB")" = "$sum" ]; then
        t_ok "$fam: a web POST editing a game not recorded: refused before anything is written"
    else
        t_fail "$fam: web POST refused before anything is written" "HTTP $CODE, $w writes" \
            "$(head -c 300 "$BODY")"
    fi
    serve_stop
done
