#!/usr/bin/env bash
# A player's German federal state (schema 043): player add/edit --state,
# a member list's state column, the exchange format, and the ranking's
# best_per=state (the Doppelkopf federation's state list: the best ranked
# player of each federal state).  Refusals name the field and the rule
# and change nothing.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_rank.sh"
export SKATSHEET_DB=$(new_db st)
"$SK" init >/dev/null
five_evenings
# the sums of the five evenings (lib_rank.sh's table):
#   Anna 172 + 72 + 0 + 74 + 98 = 416     Bernd 74 + 196 + 70 + 0 + 72 = 412
#   Carla 0 + 74 + 170 + 68 = 312         Dieter 68 + 0 + 270 + 74 = 412
check "add: --state by" 0 --out "added Erna" -- "$SK" player add Erna --state by
check "edit: Anna BY" 0 -- "$SK" player edit Anna --state BY
check "edit: Bernd nw" 0 -- "$SK" player edit Bernd --state nw
check "edit: Carla BY" 0 -- "$SK" player edit Carla --state BY
before=$(db_sum "$SKATSHEET_DB")
check "add: --state XY refused" 3 \
    --err "federal state 'XY': not a German federal state (BW, BY, BE, BB, HB, HH, HE, MV, NI, NW, RP, SL, SN, ST, SH, TH)" \
    -- "$SK" --lang en player add Fritz --state XY
check "edit: --state Bayern refused (German)" 3 \
    --err "Bundesland 'Bayern': kein deutsches Bundesland (BW, BY, BE, BB, HB, HH, HE, MV, NI, NW, RP, SL, SN, ST, SH, TH)" \
    -- "$SK" --lang de player edit Dieter --state Bayern
printf 'member,name,club,publish,state\n4711,Dieter,,no,XX\n' > "$TMP/bad.csv"
check "members: a bad state refused" 3 --err "not a German federal state" \
    -- "$SK" --lang en player members "$TMP/bad.csv"
[ "$(db_sum "$SKATSHEET_DB")" = "$before" ] && t_ok "refusals: nothing changed" ||
    t_fail "refusals: nothing changed"
# Dieter's state from the member list's column
printf 'member,name,club,publish,state\n4711,Dieter,,no,HH\n' > "$TMP/m.csv"
check "members: the state column" 0 -- "$SK" player members "$TMP/m.csv"
got=$(db_sql "$SKATSHEET_DB" "SELECT name || ':' || coalesce(state, '-') FROM players ORDER BY name")
want=$'Anna:BY\nBernd:NW\nCarla:BY\nDieter:HH\nErna:BY'
[ "$got" = "$want" ] && t_ok "the states stored" || t_fail "the states stored" "$got"
# a member list without the column leaves the states as they are
printf 'member,name,club,publish\n4711,Dieter,,no\n' > "$TMP/m2.csv"
"$SK" player members "$TMP/m2.csv" >/dev/null
[ "$(db_sql "$SKATSHEET_DB" "SELECT state FROM players WHERE name = 'Dieter'")" = HH ] &&
    t_ok "a list without the column keeps the state" || t_fail "a list without the column keeps the state"

# best_per=state: Anna (BY, 416) first; Carla (BY, 312) behind her leaves;
# Bernd (NW) and Dieter (HH), both 412, share place 2
check "ranking: the sums" 0 -- "$SK" ranking method=sum --format csv
all=$OUT
check "ranking: best_per=state" 0 -- "$SK" ranking method=sum best_per=state --format csv
got=$(cut -d, -f1,2 <<<"$OUT" | tail -n +2)
want=$'1,Anna\n2,Bernd\n2,Dieter'
[ "$got" = "$want" ] && t_ok "best_per=state: Anna, Bernd and Dieter" ||
    t_fail "best_per=state: Anna, Bernd and Dieter" "got: $got" "all: $all"
"$SK" player edit Dieter --no-state >/dev/null
check "ranking: without Dieter's state" 0 -- "$SK" ranking method=sum best_per=state --format csv
got=$(cut -d, -f1,2 <<<"$OUT" | tail -n +2)
[ "$got" = $'1,Anna\n2,Bernd' ] && t_ok "best_per=state: a player without a state leaves" ||
    t_fail "best_per=state: a player without a state leaves" "$got"
"$SK" player edit Dieter --state HH >/dev/null

# the exchange format keeps it: an empty database takes Anna's state
"$SK" export json "$TMP/e1.json" -t "Clubabend 1" >/dev/null
grep -q '"state": "BY"' "$TMP/e1.json" && t_ok "export: the players' states" ||
    t_fail "export: the players' states" "$(head -30 "$TMP/e1.json")"
O=$(new_db other)
"$SK" --db "$O" init >/dev/null
check "import into an empty database" 0 -- "$SK" --db "$O" import json "$TMP/e1.json"
got=$(db_sql "$O" "SELECT name || ':' || coalesce(state, '-') FROM players ORDER BY name")
[ "$got" = $'Anna:BY\nBernd:NW\nCarla:BY\nDieter:HH' ] && t_ok "import: the states kept" ||
    t_fail "import: the states kept" "$got"
