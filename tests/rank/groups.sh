#!/usr/bin/env bash
# Groups (docs/rankings.md "Groups"): tandems, teams, clubs (all, or the
# best M of a club per event: the Vereinswertung), the best per club.
# Figures: lib_rank.sh's five club evenings, worked by hand below.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_rank.sh"
export SKATSHEET_DB=$(new_db g)
"$SK" init >/dev/null
five_evenings
#                 E1   E2   E3   E4   E5   sum
#         Anna   172   72    0   74   98   416
#         Bernd   74  196   70    0   72   412
#         Carla    0   74  170   68    -   312
#         Dieter  68    0    -  270   74   412
for t in 1 2; do
    "$SK" team add Nord Anna Bernd -t "Clubabend $t" >/dev/null
    "$SK" team add Süd Carla Dieter -t "Clubabend $t" >/dev/null
done
"$SK" team add Nord Anna Bernd Carla -t "Clubabend 4" >/dev/null
"$SK" team add Süd Dieter -t "Clubabend 4" >/dev/null
E124="tournaments=Clubabend 1,Clubabend 2,Clubabend 4"

# ---- teams: the sum of the members' series ----
#   Nord  E1 172+74 = 246, E2 72+196 = 268, E4 Anna 74 + Bernd 0 + Carla 68 = 142: 656
#   Süd   E1 0+68 = 68,    E2 74+0 = 74,    E4 Dieter 270:                      412
cols_is "teams" 1,2,4,5,10 "rank,player,events,series,score
1,Nord,3,3,656
2,Süd,3,3,412" "$SK" ranking group=team "$E124" --format csv

# ---- tandems: a team of exactly two; in E4 Nord has three, Süd one ----
#   Anna + Bernd    246 + 268 = 514 (E1, E2)
#   Carla + Dieter   68 +  74 = 142
cols_is "tandems" 1,2,4,10 "rank,player,events,score
1,Anna + Bernd,2,514
2,Carla + Dieter,2,142" "$SK" ranking group=tandem "$E124" --format csv

# ---- clubs ----
"$SK" player edit Anna --club "SC A" >/dev/null; "$SK" player edit Carla --club "SC A" >/dev/null
"$SK" player edit Bernd --club "SC B" >/dev/null; "$SK" player edit Dieter --club "SC B" >/dev/null
# everybody: SC A = Anna 416 + Carla 312 = 728, SC B = Bernd 412 + Dieter 412 = 824
cols_is "clubs, all players" 1,2,3,10 "rank,player,club,score
1,SC B,SC B,824
2,SC A,SC A,728" "$SK" ranking group=club --format csv
# the best player of each club per event:
#          SC A                   SC B
#   E1     Anna 172 (Carla 0)     Bernd 74 (Dieter 68)
#   E2     Carla 74 (Anna 72)     Bernd 196 (Dieter 0)
#   E3     Carla 170 (Anna 0)     Bernd 70 (Dieter absent)
#   E4     Anna 74 (Carla 68)     Dieter 270 (Bernd 0)
#   E5     Anna 98 (Carla absent) Dieter 74 (Bernd 72)
#   sum    588                    684
cols_is "clubs, the best 1 per event" 1,2,10 "rank,player,score
1,SC B,684
2,SC A,588" "$SK" ranking group=club group_best=1 --format csv
check "a stored club ranking keeps its keys" 0 -- \
    "$SK" ranking define Vereine group=club group_best=2
check "show group keys" 0 --out "group=club" --out "group_best=2" -- "$SK" ranking show Vereine

# ---- the best per club: SC A's best is Anna (416); SC B's Bernd and Dieter
#      share 412, Bernd first by name ----
cols_is "best per club" 1,2,3,10 "rank,player,club,score
1,Anna,SC A,416
2,Bernd,SC B,412" "$SK" ranking best_per=club --format csv

# ---- refusals: exit 3, nothing stored ----
before=$(db_sum "$SKATSHEET_DB")
check "group_best without group=club" 3 --err "group_best is the best players of each club per event: group=club" \
    -- "$SK" ranking define X group_best=2
check "unknown group" 3 --err "group 'verein' is not known: one of player, tandem, team, club" \
    -- "$SK" ranking define X group=verein
check "best_per of groups" 3 --err "best_per picks players: group=player" \
    -- "$SK" ranking define X group=team best_per=club
after=$(db_sum "$SKATSHEET_DB")
if [ "$before" = "$after" ]; then t_ok "refusals store nothing"; else t_fail "refusals store nothing"; fi
check "in German" 3 --err "group_best sind die besten Spieler jedes Vereins je Turnier" -- env SKATSHEET_LANG=de "$SK" ranking group_best=2
