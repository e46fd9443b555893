#!/usr/bin/env bash
# engines: sqlite postgresql
# The second entry of the other lists (issue 31): a Skat house list
# (Kontra, Bock, Ramsch; the tournament's house columns) and a Bavarian
# Schafkopf list, each typed at the desk (second import, second add) and
# for the house list by the table's second phone (copy=2, its own list);
# compared game by game, never overwriting the first nor a game of its
# own, never picking a side silently (the Schafkopf list's paper list is
# the list its second phone shows); the differences in second show,
# check and the standings (text, JSON, /api/standings byte for byte and
# the web page) before the series counts.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
cd "$TMP"
DB=$(new_db lists)
S() { "$SK" --db "$DB" "$@"; }
same_json() { # NAME CLI-ARGS...: /api/standings is the CLI's JSON byte for byte
    # (after a CLI write the server's watcher sees the change within moments,
    # 200 ms on SQLite; until then the page cache may answer the page before
    # it, so ask again for up to 10 s, as tests/web/lang.sh follows a change)
    local name=$1 i; shift
    S "$@" standings --format json > cli.json
    for i in $(seq 1 100); do
        http GET "/api/standings"
        [ "$CODE" = 200 ] && cmp -s cli.json "$BODY" && break
        sleep 0.1
    done
    if [ "$CODE" = 200 ] && cmp -s cli.json "$BODY"; then t_ok "$name"; else
        t_fail "$name" "HTTP $CODE" "cli: $(head -c 300 cli.json)" "api: $(head -c 300 "$BODY")"; fi
}

S init >/dev/null
for p in Anna Bernd Carla Dieter Emil Frieda Gustav; do S player add "$p" >/dev/null; done

# ---- a house list: pub rules (Bierlachs, Kontra, a Ramsch when all pass) ----
S tournament create Kneipe --rules pub --games4 4 --games3 3 >/dev/null
S tournament use Kneipe >/dev/null
S day set second_entry=yes >/dev/null
S series draw 1 --seed 3 >/dev/null   # table 1: four players, table 2: three
S game add --series 1 --table 1 --declarer 2 hearts --with 1 --points 70 >/dev/null
S game add --series 1 --table 1 --declarer 3 spades --with 2 --points 80 >/dev/null
S game add --series 1 --table 1 --ramsch 40,50,-,30 >/dev/null   # dealer seat 3
S game add --series 1 --table 1 --declarer 1 grand --with 2 --points 90 >/dev/null
S game add --series 1 --table 2 --declarer 2 grand --with 1 --points 70 --kontra kontra >/dev/null
S game add --series 1 --table 2 --ramsch 45,40,35 >/dev/null
S game add --series 1 --table 2 --declarer 1 clubs --with 1 --points 61 >/dev/null
S export games first.csv --series 1 --table 2 >/dev/null
grep -q "kontra,kontra_by,ramsch" first.csv && t_ok "the house columns in the games CSV" \
    || t_fail "house columns" "$(cat first.csv)"
# the paper list of table 2, typed at the desk: Re where the table wrote Kontra
sed '2,$ s/,kontra,/,re,/' first.csv > paper2.csv
check "table 2's paper list" 0 --out "second entry: 3 games imported into 'Kneipe'" -- S second import paper2.csv
sum=$(db_sum "$DB")
check "a game entered twice: never overwritten" 3 --err "is in the second entry already: it is never overwritten" \
    -- S second add --series 1 --table 2 --game 1 --declarer 2 grand --with 1 --points 70
check "the house list in order: game 1 first" 3 --err "game 1 is not recorded: under house rules" \
    -- S second add --series 1 --table 1 --game 2 --declarer 3 spades --with 2 --points 80
check "a Ramsch that is no Ramsch" 3 --err "ramsch" -- S second add --series 1 --table 1 --ramsch 200,0,-,0
check "a middle game is corrected, not deleted" 3 --err "without it the second entry's list does not replay" \
    -- S second delete --series 1 --table 2 --game 2
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "house refusals: unchanged" || t_fail "a refusal changed the database"
check "the Kontra difference is caught" 1 \
    --out "table 2, game 1 differs: first seat 2: grand with 1, 70, Kontra; second seat 2: grand with 1, 70, Re" \
    -- S second show --series 1 --table 2

# table 1 from its second phone (copy=2): the house fields, its own list
code=$(code_of 1 1)
serve_start "$DB" || t_fail "serve starts"
check_http "the second phone's page" 200 --has "second entry" --has 'name="copy" value="2"' \
    -- GET "/table/1/1?code=$code&copy=2"
ok=0
for f in "declarer=2&contract=hearts&matadors=1&points=70" "declarer=3&contract=spades&matadors=2&points=80" \
         "declarer=ramsch&ramsch=40,60,-,20" "declarer=1&contract=grand&matadors=2&points=90"; do
    http POST /api/table/1/1/game --data "code=$code&copy=2&action=add&$f"
    [ "$CODE" = 200 ] && ok=$((ok + 1))
done
[ "$ok" = 4 ] && t_ok "the phone enters table 1's four games, a Ramsch among them" \
    || t_fail "phone entries" "$ok of 4; last: $(cat "$BODY")"
check_http "the second phone shows its own list" 200 --has "40/60/-/20" --lacks "40/50/-/30" \
    -- GET "/table/1/1?code=$code&copy=2"
check_http "the list keeper sees the difference" 200 --has "The second entry differs" --has "Ramsch 40/50/0/30" \
    -- GET "/table/1/1?code=$code"
[ "$(S game list --series 1 --table 1 | grep -c 'Ramsch 40/50')" = 1 ] && t_ok "the first entry is unchanged" \
    || t_fail "first entry changed" "$(S game list --series 1 --table 1)"
check "check lists both" 1 --out "series 1, table 1: game 3 differs in the second entry" \
    --out "series 1, table 2: game 1 differs in the second entry" -- S check
check "standings: the series does not count yet" 0 \
    --out "series 1 does not count yet (both entries must hold every game alike): games differing 2, in one entry only 0" \
    -- S standings
S standings --format json > st.json
/usr/bin/python3 -c '
import json; d = json.load(open("st.json"))
assert d["second_entry"] == {"agreed": False, "pending": [{"series": 1, "different": 2, "only_first": 0, "only_second": 0}]}, d' \
    && t_ok "the standings JSON carries the state" || t_fail "JSON second_entry" "$(head -c 400 st.json)"
same_json "house: /api/standings is standings --format json"
check_http "the standings page says it" 200 --has "Series 1 does not count yet" -- GET "/standings?lang=en"
check_http "German" 200 --has "Serie 1 zählt noch nicht" -- GET "/standings?lang=de"

# the organiser decides: the paper (Re) at table 2, the table's Ramsch at table 1
check "resolve: take the second" 0 --out "the second entry's game is recorded" \
    -- S second resolve --series 1 --table 2 --game 1 --take second
S game history --series 1 --table 2 | grep -q "table 2 game 1, was:" && t_ok "the first's Kontra in the history" \
    || t_fail "history" "$(S game history --series 1 --table 2)"
check "resolve: take the first" 0 --out "the first entry's game stands" \
    -- S second resolve --series 1 --table 1 --game 3 --take first
check "both agree: the series counts" 0 --out "both entries agree: the series counts" -- S second show --series 1
check "standings: no note" 0 --no-out "does not count" -- S standings
S standings --format json | grep -qF '"second_entry":{"agreed":true,"pending":[]}' \
    && t_ok "JSON: agreed" || t_fail "JSON agreed" "$(S standings --format json | head -c 300)"
same_json "house: /api/standings agrees again"
serve_stop

# ---- a Bavarian Schafkopf list ----
S player add Hans >/dev/null
S tournament create Schafkopf --game schafkopf --games4 4 >/dev/null
S tournament use Schafkopf >/dev/null
S day set second_entry=yes >/dev/null
S series draw 1 --seed 5 >/dev/null
for t in 1 2; do
    S game add --series 1 --table $t ruf --declarer 1 --partner 3 --suit eichel --points 70 >/dev/null
    S game add --series 1 --table $t solo --declarer 2 --suit herz --points 80 --laufende 3 >/dev/null
    S game add --series 1 --table $t thrown-in >/dev/null
    S game add --series 1 --table $t wenz --declarer 4 --points 50 >/dev/null
done
S export games sch.csv --series 1 --table 1 >/dev/null
# table 1's paper list: 4 Laufende written down where the table entered 3
sed 's/^1,1,2,solo,herz,,2,,80,,0,0,3,/1,1,2,solo,herz,,2,,80,,0,0,4,/' sch.csv > sch_paper.csv
check "table 1's Schafkopf paper list" 0 --out "second entry: 4 games imported into 'Schafkopf'" \
    -- S second import sch_paper.csv
check "table 2 typed game by game" 0 --out "second entry: game 1 of table 2, series 1 recorded" \
    -- S second add --series 1 --table 2 ruf --declarer 1 --partner 3 --suit eichel --points 70
S second add --series 1 --table 2 solo --declarer 2 --suit herz --points 80 --laufende 3 >/dev/null
S second add --series 1 --table 2 thrown-in >/dev/null
S second add --series 1 --table 2 wenz --declarer 4 --points 50 >/dev/null
sum=$(db_sum "$DB")
check "Schafkopf: a game entered twice" 3 --err "is in the second entry already: it is never overwritten" \
    -- S second add --series 1 --table 2 --game 4 wenz --declarer 4 --points 70
check "Schafkopf: an impossible game" 3 --err "a Rufspiel cannot call the Herz-Sau" \
    -- S second edit --series 1 --table 2 --game 1 ruf --declarer 1 --partner 3 --suit herz --points 70
check "Schafkopf: beyond the series" 3 --err "game 5: a series has 4 games at a table" \
    -- S second add --series 1 --table 2 --game 5 wenz --declarer 4 --points 70
check "Schafkopf: a Skat flag" 3 --err "--hand is a Skat game flag" \
    -- S second add --series 1 --table 2 --game 4 wenz --declarer 4 --points 70 --hand
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "Schafkopf refusals: unchanged" || t_fail "a refusal changed the database"
check "the Laufende difference is caught" 1 \
    --out "table 1, game 2 differs: first Farbsolo Herz, seat 2, 80 Augen, 3 Laufende: won; second Farbsolo Herz, seat 2, 80 Augen, 4 Laufende: won" \
    --out "1 different, 0 missing in the second entry, 0 missing in the first" -- S second show --series 1
check "Schafkopf check" 1 --out "series 1, table 1: game 2 differs in the second entry" -- S check
check "Schafkopf standings" 0 --out "series 1 does not count yet" -- S standings
serve_start "$DB" || t_fail "serve starts again"
same_json "Schafkopf: /api/standings is standings --format json"
grep -qF '"second_entry":{"agreed":false,"pending":[{"series":1,"different":1' "$BODY" \
    && t_ok "Schafkopf JSON: not agreed" || t_fail "Schafkopf JSON" "$(head -c 300 "$BODY")"
# one second entry, whoever types it: the paper list typed at the desk is
# the list of the table's second phone (tests/web/schafkopf_second.sh
# enters a Schafkopf list from the second phone)
code=$(db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id JOIN series s ON s.id = x.series_id JOIN tournaments t ON t.id = s.tournament_id WHERE t.name = 'Schafkopf' AND x.table_no = 1")
check_http "Schafkopf: the second phone shows the desk's paper list" 200 --has " - second entry</h2>" \
    --has ', 80 Augen, 4 Laufende</span>' --lacks ', 80 Augen, 3 Laufende</span>' \
    --has "The second entry differs" -- GET "/table/1/1?code=$code&copy=2&lang=en"
check_http "Schafkopf: the first phone shows the stored list and the difference" 200 \
    --has ', 80 Augen, 3 Laufende</span>' --has "The second entry differs" --lacks " - second entry" \
    -- GET "/table/1/1?code=$code&lang=en"
serve_stop
check "resolve: the paper was right" 0 --out "the second entry's game is recorded" \
    -- S second resolve --series 1 --table 1 --game 2 --take second
S export games now.csv --series 1 --table 1 >/dev/null
grep -q '^1,1,2,solo,herz,,2,,80,,0,0,4,' now.csv && t_ok "the first entry has 4 Laufende now" \
    || t_fail "resolved game" "$(cat now.csv)"
check "Schafkopf: both agree" 0 --out "both entries agree: the series counts" -- S second show --series 1
check "German" 0 --out "beide Erfassungen stimmen überein" -- S --lang de second show --series 1
