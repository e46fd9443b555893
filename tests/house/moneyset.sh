#!/usr/bin/env bash
# Money settings are not scoring rules (issue 29 item 7; rules-house-
# schafkopf.md B.6: rates, fees and prizes change no list entry): they
# change at any time with `tournament money` (or `tournament rules` with
# money settings only), each change kept and shown by `tournament show`; a
# scoring rule stays fixed once a game is recorded.  With no rate set
# (a pub evening without bierlachs_price_ct, money_rate 0) `money`, its
# JSON and `tournament create` say so and how to set one, instead of
# settling 0.00 as if that were the result.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$TDIR/../web/lib_web.sh"
cd "$TMP"
DB=$(new_db sk)
. "$TDIR/lib_house.sh"
house_db Anna Bert Carl

# ---- a pub evening created without a price per Lachs -----------------------
check "create pub: the reminder" 0 --out "created tournament 'Kneipe'" \
    --out "note: no price per Lachs is set (bierlachs_price_ct)" \
    --out "skatsheet tournament money 'Kneipe' bierlachs_price_ct=150" \
    -- S tournament create Kneipe --rules pub
check "create club (1/10 ct): no reminder" 0 --no-out "note:" -- S tournament create Klub --rules club
check "create isko: no reminder" 0 --no-out "note:" -- S tournament create Turnier
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bert\n1,1,3,Carl\n' > seats.csv
S import seats -t Kneipe seats.csv >/dev/null
g Kneipe --declarer 1 clubs --with 1 --points 70          # Bert, Carl -24 each
check "money without a price: no 0.00, the reminder" 0 \
    --out "pub, Bierlachs, no price per Lachs set" --out "  2=  Bert        −24       0" \
    --out "no price per Lachs is set (bierlachs_price_ct): the Lachse are counted, nobody pays" \
    --no-out "0.00" --no-out "Kasse:" -- S money -t Kneipe
check "money JSON: rate_set false with the reminder" 0 --out '"rate_set":false,"no_rate":"no price per Lachs is set' \
    -- S money -t Kneipe --format json
check "German: the reminder" 0 --out "kein Preis je Lachs" -- S --lang de money -t Kneipe

# ---- money settings change after the first game; scoring rules do not ------
sum=$(db_sum "$DB")
check "a scoring rule after the first game: refused" 3 --err "kontra_max_level is a scoring rule" \
    -- S tournament money Kneipe kontra_max_level=supra
check "a preset is scoring rules: refused" 3 --err "'club' is a preset of scoring rules" \
    -- S tournament money Kneipe club
check "an unknown key: refused" 3 --err "unknown key 'price'" -- S tournament money Kneipe price=150
check "a bad money value: refused" 3 --err "bierlachs_price_ct" -- S tournament money Kneipe bierlachs_price_ct=-5
check "tournament rules with a scoring rule after the first game: refused as before" 3 \
    --err "the house rules are fixed once the first game is recorded" \
    -- S tournament rules Kneipe kontra_max_level=supra
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refusals: database unchanged" || t_fail "refusals: database unchanged"
check "tournament money after the first game" 0 \
    --out "money settings of 'Kneipe' changed: bierlachs_price_ct=150 (was bierlachs_price_ct=0)" \
    -- S tournament money Kneipe bierlachs_price_ct=150
check "tournament rules with money settings only: changed too" 0 \
    --out "changed: bierlachs_price_ct=200,money_rate=1/4 (was bierlachs_price_ct=150,money_rate=1/10)" \
    -- S tournament rules Kneipe money_rate=1/4,bierlachs_price_ct=200
check "the list is unchanged" 0 --out "1,Anna,0,0," -- S standings -t Kneipe --format csv
check "money now: 200 ct per Lachs" 0 --out "Bierlachs: 200 ct per Lachs" --out "Kasse: 0.00 euros from 200 ct per Lachs" \
    --no-out "no price" -- S money -t Kneipe
check "tournament show: the changes kept" 0 --out "money: 200 ct per Lachs" \
    --out "money settings changed" --out ": bierlachs_price_ct=150 (was bierlachs_price_ct=0)" \
    --out ": bierlachs_price_ct=200,money_rate=1/4 (was bierlachs_price_ct=150,money_rate=1/10)" \
    --no-out "note:" -- S tournament show Kneipe
[ "$(db_sql "$DB" "SELECT count(*) FROM money_changes")" = 2 ] && t_ok "two changes stored" \
    || t_fail "money_changes rows" "$(db_sql "$DB" "SELECT * FROM money_changes")"

# ---- a plain list at money_rate 0, then a rate --------------------------------
mk Null "club,money_rate=0" Anna Bert Carl
g Null --declarer 1 clubs --with 1 --points 70
check "money_rate 0: the points, no settlement, the reminder" 0 --out "club, no rate set" \
    --out "no rate is set: a point is worth 0 ct (money_rate)" --no-out "who pays whom" \
    --no-out "settlement sum" -- S money -t Null
check "money_rate set later" 0 --out "money_rate=1/2 (was money_rate=0)" -- S tournament money Null money_rate=1/2
check "then settled: Anna +24 x 1/2 = 12 ct, 36 - 12 = +24 net" 0 --out "Bert pays Anna 0.12 euros" \
    --out "Carl pays Anna 0.12 euros" -- S money -t Null

# ---- the web's money page says the same -------------------------------------
mk Web "pub" Anna Bert Carl
g Web --declarer 1 clubs --with 1 --points 70
serve_start "$DB" -t Web || t_fail "serve starts" "$(cat "$TMP/serve.err")"
check_http "/money without a price: the reminder, no Kasse 0.00" 200 \
    --has 'class="msg norate"' --has "no price per Lachs is set" --lacks "Kasse €" -- GET "/money"
check_http "/money in German" 200 --has "kein Preis je Lachs" -- GET "/money?lang=de"
check_http "/api/money: rate_set false" 200 --has '"rate_set":false' -- GET "/api/money"
serve_stop
