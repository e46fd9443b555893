#!/usr/bin/env bash
# CLI tests of `skatsheet value` (rules.md 1-7, 9).  Expected values are
# worked out by hand in the comments.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"

# jcheck NAME EXPECTED_PY_DICT ARGS...: run `value ARGS --json`, exit 0, and
# every key of the expected dict equal in the JSON object.
jcheck() {
    local name=$1 want=$2; shift 2
    "$SK" value "$@" --json >"$TMP/j" 2>"$TMP/je"
    local rc=$?
    if [ "$rc" != 0 ]; then
        t_fail "$name" "exit $rc: $(cat "$TMP/je")"
        return
    fi
    local why
    why=$(/usr/bin/python3 -c '
import json, sys
got = json.load(open(sys.argv[1]))
want = eval(sys.argv[2])
bad = []
for k, v in want.items():
    if k not in got:
        bad.append("missing key %s" % k)
    elif type(got[k]) is not type(v) or got[k] != v:
        bad.append("%s = %r, expected %r" % (k, got[k], v))
for k in ("value", "won", "overbid", "score", "seeger", "opponent_bonus", "base", "multiplier", "levels"):
    if k not in got:
        bad.append("missing key %s" % k)
print("; ".join(bad))
' "$TMP/j" "$want" 2>&1)
    if [ -z "$why" ]; then t_ok "$name"; else t_fail "$name" "$why" "$(cat "$TMP/j")"; fi
}

T=true; F=false

# --- text output, golden files -------------------------------------------
# clubs with 2 hand 75: (2+1+1) x 12 = 48, won; Seeger 48+50
check "text clubs with 2 hand" 0 --golden clubs_with2_hand.txt \
    --out "clubs with 2, game 3, hand 4 = 4 × 12 = 48" --out "won +48" \
    -- "$SK" value clubs --with 2 --hand --points 75
# overbid: diamonds with 2 = 27 < bid 36 -> 36, lost -72, Seeger -122, +40
check "text overbid" 0 --golden diamonds_overbid.txt \
    --out "bid 36 not reached: value raised to 36" --out "lost −72" \
    -- "$SK" value diamonds --with 2 --points 70 --bid 36
# grand hand with 4, schneider announced, 89: 8 x 24 = 192 lost -384; 4-table 30
check "text missed announcement 4-table" 0 --golden grand_missed_schneider.txt \
    --out "= 8 × 24 = 192" --out "lost −384" --out "−434" --out "+30" \
    -- "$SK" value grand --with 4 --hand --announce schneider --points 89 --table 4
check "text grand ouvert" 0 --golden grand_ouvert.txt --out "= 11 × 24 = 264" --out "won +264" \
    -- "$SK" value grand --with 4 --hand --ouvert --won
check "text null below bid" 0 --golden null_below_bid.txt --out "lost −46" \
    --err "warning: null value 23 is below the bid 24" \
    -- "$SK" value null --won --bid 24
check "text null ouvert hand lost" 0 --golden null_ouvert_hand_lost.txt \
    --out "null hand ouvert = 59" --out "lost −118" --out "−168" \
    -- "$SK" value null --hand --ouvert --lost --table 4
check "text saved by schneider" 0 --golden saved_by_schneider.txt \
    --out "diamonds without 1, game 2, schneider 3 = 3 × 9 = 27" --out "won +27" \
    -- "$SK" value diamonds --without 1 --points 90 --bid 22
check "text option=value form" 0 --golden clubs_with2_hand.txt \
    -- "$SK" value clubs --with=2 --hand --points=75 --table=3

# --- JSON -----------------------------------------------------------------
jcheck "json clubs with 2 hand" \
    "{'value':48,'won':True,'overbid':False,'score':48,'seeger':98,'opponent_bonus':0,'base':12,'multiplier':4,'matadors':2}" \
    clubs --with 2 --hand --points 75
jcheck "json official clubs ouvert with 2 = 108" \
    "{'value':108,'won':True,'score':108,'seeger':158,'base':12,'multiplier':9,'levels':{'game':True,'hand':True,'schneider':True,'schneider_announced':True,'schwarz':True,'schwarz_announced':True,'ouvert':True,'count':7}}" \
    clubs --with 2 --hand --ouvert --points 120 --schwarz
jcheck "json clubs ouvert trick lost" "{'value':108,'won':False,'score':-216,'seeger':-266,'opponent_bonus':40}" \
    clubs --with 2 --hand --ouvert --points 120
jcheck "json official grand ouvert with 4 = 264" \
    "{'value':264,'won':True,'score':264,'seeger':314,'opponent_bonus':0,'base':24,'multiplier':11}" \
    grand --with 4 --hand --ouvert --won
jcheck "json grand ouvert lost 4-table" "{'value':264,'won':False,'score':-528,'seeger':-578,'opponent_bonus':30}" \
    grand --with 4 --hand --ouvert --lost --table 4
jcheck "json overbid 36 diamonds" \
    "{'value':36,'real_value':27,'won':False,'overbid':True,'score':-72,'seeger':-122,'opponent_bonus':40,'base':9,'multiplier':3}" \
    diamonds --with 2 --points 70 --bid 36
jcheck "json overbid clubs bid 46 -> 48" "{'value':48,'overbid':True,'score':-96}" \
    clubs --with 1 --points 80 --bid 46
jcheck "json saved by schneider" "{'value':27,'won':True,'overbid':False,'score':27,'seeger':77,'multiplier':3}" \
    diamonds --without 1 --points 90 --bid 22
jcheck "json not saved at 89" "{'value':27,'real_value':18,'won':False,'overbid':True,'score':-54}" \
    diamonds --without 1 --points 89 --bid 22
jcheck "json declarer schneider" "{'value':30,'won':False,'score':-60,'multiplier':3}" \
    hearts --with 1 --points 30
jcheck "json declarer schwarz" "{'value':55,'won':False,'score':-110,'seeger':-160}" \
    spades --with 2 --points 0 --schwarz
jcheck "json opponents schwarz" "{'value':55,'won':True,'score':55}" \
    spades --with 2 --points 120 --schwarz
jcheck "json missed schneider 89" "{'value':192,'won':False,'score':-384,'seeger':-434,'multiplier':8}" \
    grand --with 4 --hand --announce schneider --points 89
jcheck "json schwarz announced trick lost" "{'value':84,'won':False,'score':-168}" \
    clubs --with 1 --hand --announce schwarz --points 120
jcheck "json won by result with schneider" "{'value':36,'won':True,'score':36}" \
    clubs --with 1 --won --schneider
jcheck "json lost by result with schwarz" "{'value':48,'won':False,'score':-96,'opponent_bonus':30}" \
    clubs --with 1 --lost --schwarz --table 4
for nv in "23::" "35:--hand:" "46::--ouvert" "59:--hand:--ouvert"; do
    IFS=: read -r v a b <<<"$nv"
    jcheck "json null $v won" "{'value':$v,'won':True,'score':$v,'seeger':$((v + 50)),'opponent_bonus':0,'levels':None}" \
        null $a $b --won
    jcheck "json null $v lost" "{'value':$v,'won':False,'score':$((-2 * v)),'seeger':$((-2 * v - 50)),'opponent_bonus':40}" \
        null $a $b --lost
done
jcheck "json null below bid" "{'value':35,'won':False,'overbid':True,'null_below_bid':True,'score':-70}" \
    null --hand --won --bid 36
jcheck "json bid default 18" "{'bid':18,'table':3}" hearts --with 1 --points 61
jcheck "json case-insensitive contract" "{'contract':'grand','value':48}" GRAND --with 1 --points 61

# --- German contract names ------------------------------------------------
for pair in kreuz:clubs eichel:clubs Kreuz:clubs pik:spades gruen:spades grün:spades \
            GRÜN:spades blatt:spades herz:hearts rot:hearts Karo:diamonds schellen:diamonds; do
    de=${pair%%:*}; en=${pair#*:}
    jcheck "german $de" "{'contract':'$en'}" "$de" --with 1 --points 70
done
check "german text names the English contract" 0 --out "spades with 1, game 2 = 2 × 11 = 22" \
    -- "$SK" value grün --with 1 --points 70

# --- invalid games: exit 3 and the message --------------------------------
bad() { local name=$1 msg=$2; shift 2; check "invalid: $name" 3 --err "$msg" -- "$SK" value "$@"; }
bad "ouvert without hand" "ouvert needs hand" clubs --with 2 --ouvert --points 120 --schwarz
bad "schneider announced without hand" "schneider announced needs hand" grand --with 1 --announce schneider --points 95
bad "schwarz announced without hand" "schwarz announced needs hand" hearts --with 1 --announce schwarz --won
bad "points 119" "card points 119 are impossible" clubs --with 1 --points 119
bad "points 1" "card points 1 are impossible" clubs --with 1 --points 1
bad "points 121" "card points 121 are impossible" clubs --with 1 --points 121
bad "points -5" "card points -5 are impossible" clubs --with 1 --points -5
bad "bid 19" "bid 19 is not a possible game value" clubs --with 1 --points 70 --bid 19
bad "bid 25" "bid 25 is not a possible game value" clubs --with 1 --points 70 --bid 25
bad "bid 265" "bid 265 is not a possible game value" grand --with 4 --points 70 --bid 265
bad "bid 0" "bid 0 is not a possible game value" clubs --with 1 --points 70 --bid 0
bad "bid -18" "bid -18 is not a possible game value" clubs --with 1 --points 70 --bid -18
bad "matadors missing" "matadors missing" clubs --points 70
bad "matadors missing grand" "matadors missing" grand --won
bad "with 5 in grand" "at most 4" grand --with 5 --points 70
bad "without 5 in grand" "at most 4" grand --without 5 --points 70
bad "with 12 in suit" "at most 11" hearts --with 12 --points 70
bad "with 0" "matadors with 0 are impossible" hearts --with 0 --points 70
bad "without 0" "matadors without 0 are impossible" hearts --without 0 --points 70
bad "matadors in null" "matadors are not counted in null games" null --with 1 --won
bad "announce schneider in null" "announcements are not allowed in null games" null --hand --announce schneider --won
bad "announce schwarz in null" "announcements are not allowed in null games" null --hand --announce schwarz --won
bad "schwarz in null" "schwarz does not exist in null games" null --schwarz --lost
bad "schneider in null" "schneider does not exist in null games" null --schneider --lost
bad "points in null" "card points do not decide null games" null --points 0
bad "null without result" "result missing" null --hand
bad "no points no result" "card points or result missing" hearts --with 1
bad "schwarz with 50" "schwarz with card points 50 is impossible" spades --with 1 --points 50 --schwarz
bad "schwarz with 23" "schwarz with card points 23 is impossible" spades --with 1 --points 23 --schwarz
bad "schwarz with 100" "schwarz with card points 100 is impossible" spades --with 1 --points 100 --schwarz
bad "won with 40" "result won contradicts card points 40" hearts --with 1 --points 40 --won
bad "lost with 75" "result lost contradicts card points 75" hearts --with 1 --points 75 --lost
bad "won with 89 after schneider announced" "result won contradicts card points 89" hearts --with 1 --hand --announce schneider --points 89 --won
bad "won with 40 overbid" "result won contradicts card points 40" diamonds --with 2 --points 40 --bid 36 --won
jcheck "json overbid won in play" "{'value':36,'won':False,'overbid':True,'score':-72}" \
    diamonds --with 2 --points 70 --bid 36 --won
jcheck "json overbid entered lost" "{'value':36,'won':False,'overbid':True,'score':-72}" \
    diamonds --with 2 --points 70 --bid 36 --lost
bad "schneider with 50" "schneider contradicts card points 50" hearts --with 1 --points 50 --schneider
bad "unknown contract" "contract 'ramsch' is unknown" ramsch --with 1 --points 70
bad "unknown announcement" "announce 'kontra' is unknown" clubs --with 1 --hand --announce kontra --won
bad "with 13" "at most 11" diamonds --without 13 --points 70

# --- usage errors: exit 2 -------------------------------------------------
check "usage: unknown option" 2 --err "unknown option --foo" --err "usage: skatsheet value" \
    -- "$SK" value clubs --with 1 --points 70 --foo
check "usage: missing contract" 2 --err "CONTRACT is required" -- "$SK" value --with 1 --points 70
check "usage: --bid abc" 2 --err "--bid needs a whole number, not 'abc'" \
    -- "$SK" value clubs --with 1 --points 70 --bid abc
check "usage: --points x" 2 --err "--points needs a whole number" -- "$SK" value clubs --with 1 --points x
check "usage: --with two" 2 --err "--with needs a whole number" -- "$SK" value clubs --with two --points 70
check "usage: --won with --lost" 2 --err "--won and --lost exclude each other" \
    -- "$SK" value null --won --lost
check "usage: --table 5" 2 --err "--table must be 3 or 4, not '5'" \
    -- "$SK" value clubs --with 1 --points 70 --table 5
check "usage: --table missing value" 2 --err "--table needs a value" -- "$SK" value clubs --with 1 --won --table
check "usage: --bid missing value" 2 --err "--bid needs a value" -- "$SK" value clubs --with 1 --won --bid
check "usage: matadors twice" 2 --err "--with and --without exclude each other" -- "$SK" value clubs --with 1 --without 2 --won
check "usage: second contract" 2 --err "unexpected argument 'spades'" -- "$SK" value clubs spades --with 1 --won
check "usage: --points twice" 2 --err "--points given twice" -- "$SK" value clubs --with 1 --points 70 --points 80
check "usage: --announce twice" 2 --err "--announce given twice" \
    -- "$SK" value clubs --with 1 --hand --announce schneider --announce schwarz --won

# --- help and version -----------------------------------------------------
check "--help" 0 --out "usage: skatsheet" --out "value" --out "Exit status: 0 ok, 1 failure, 2 usage error, 3 invalid input" \
    -- "$SK" --help
check "help value" 0 --out "usage: skatsheet value CONTRACT" --out "--announce schneider|schwarz" \
    --out "gruen grün blatt" -- "$SK" help value
check "value --help" 0 --out "usage: skatsheet value CONTRACT" -- "$SK" value --help
check "--version" 0 --out "skatsheet 0." -- "$SK" --version
# The overview names commands as typed ("league team add"), usage lines
# end without a stray blank, export usage shows --league/--season.
check "--help lists league team add" 0 --out "  league team add      add a team" \
    --out "  league matchday add  add a match day" -- "$SK" --help
check "help init: no trailing blank" 0 --out "usage: skatsheet init
" --no-out "usage: skatsheet init " -- "$SK" help init
check "help export pdf: --league in usage" 0 \
    --out "usage: skatsheet export pdf FILE [-t NAME] [--series N] [--stats] [--league NAME [--division D] | --season NAME | --ranking NAME]" \
    -- "$SK" help export pdf
check "help export xlsx: --season in usage" 0 \
    --out "[--league NAME [--division D] | --season NAME | --ranking NAME]" -- "$SK" help export xlsx
check "help unknown command" 2 --err "no such command: frobnicate" -- "$SK" help frobnicate
# only --db is global: -t before the command says where it belongs
check "-t before the command" 2 --err "'-t' is an option of a command, not a global one" \
    --err "skatsheet standings -t NAME" -- "$SK" -t Herbst standings
check "--league= before the command" 2 --err "'--league' is an option of a command" \
    --err "skatsheet league table --league NAME" -- "$SK" --league=X league table
