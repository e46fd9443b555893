#!/usr/bin/env bash
# A bid far above anything the announced game can reach (a typo such as 264
# for 24): still booked as overbid, with a warning naming the contract's
# highest value and the bids meant by dropping one digit; `value`,
# `game add` and `game edit` say it on stderr.
# engines: sqlite postgresql
. "$TESTS_DIR/lib.sh"

# spades with 1 = 22 < 264: overbid, raised to 264 (24 x 11), lost -528
check "value: spades bid 264" 0 --golden spades_bid_264.txt \
    --out "bid 264 not reached: value raised to 264" --out "lost −528" \
    --err "skatsheet: warning: bid 264 is above the highest spades game, 198: did you mean 24?" \
    -- "$SK" value spades --with 1 --points 80 --bid 264
check "value: three bids meant" 0 --err "bid 240 is above the highest diamonds game, 162: did you mean 20, 24 or 40?" \
    -- "$SK" value diamonds --with 1 --points 80 --bid 240
check "value: the highest itself, no warning" 0 -- "$SK" value spades --with 1 --points 80 --bid 198
[ -z "$ERR" ] && t_ok "value: bid 198 for spades warns of nothing" || t_fail "value: bid 198" "$ERR"
check "value: grand reaches every bid" 0 -- "$SK" value grand --with 1 --points 80 --bid 264
[ -z "$ERR" ] && t_ok "value: grand bid 264 warns of nothing" || t_fail "value: grand bid 264" "$ERR"
check "value --json: bid_above_max" 0 --out '"bid_above_max":true' -- "$SK" value spades --with 1 --points 80 --bid 264 --json

DB=$(new_db t)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in Anna Bert Carl; do S player add "$p" >/dev/null; done
S tournament create Abend --games3 3 >/dev/null
S series draw 1 --seed 1 >/dev/null
check "game add: warned, booked as overbid" 0 --out "recorded game 1" --out "lost −528" \
    --err "skatsheet: warning: bid 264 is above the highest spades game, 198: did you mean 24?" \
    -- S game add --series 1 --table 1 --declarer 2 spades --with 1 --points 80 --bid 264
check "game edit: the typo put right, no warning" 0 --out "won +22" \
    -- S game edit --series 1 --table 1 --game 1 --declarer 2 spades --with 1 --points 80 --bid 22
[ -z "$ERR" ] && t_ok "game edit within reach warns of nothing" || t_fail "game edit warned" "$ERR"
check "game edit: warned again" 0 --err "bid 240 is above the highest hearts game, 180: did you mean 20, 24 or 40?" \
    -- S game edit --series 1 --table 1 --game 1 --declarer 2 hearts --with 1 --points 80 --bid 240
