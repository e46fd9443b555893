#!/usr/bin/env bash
# The 30 worked examples of rules-house-schafkopf.md A.6 (W1-W12 Wendish,
# S1-S18 Bavarian) entered through the CLI: `game add` prints the entry of
# each seat (A / B / C / D), `money` the settlement.
# engines: sqlite postgresql
. "$(dirname "$0")/lib_schafkopf.sh"

# ---- Wendischer Schafskopf, defaults (unit_partie 1, unit_solo 2, Schneider < 30)
mk W --game schafkopf-wendisch
g() { S game add -t W --series 1 --table 1 "$@"; }
check "W1 ALTE A+C 75" 0 --out "$(res +1 -1 +1 -1)" -- g alte --declarer 1 --partner 3 --points 75
check "W2 ALTE B+D 95: Schneider" 0 --out "$(res -2 +2 -2 +2)" -- g alte --declarer 2 --partner 4 --points 95
check "W3 ALTE A+B 60: the Alten lose" 0 --out "$(res -1 -1 +1 +1)" -- g alte --declarer 1 --partner 2 --points 60
check "W4 ALTE C+D 29: lost Schneider" 0 --out "$(res +2 +2 -2 -2)" -- g alte --declarer 3 --partner 4 --points 29
check "W5 ALTE C+D 30: not Schneider" 0 --out "$(res +1 +1 -1 -1)" -- g alte --declarer 3 --partner 4 --points 30
check "W6 ALTE A+D 120 Schwarz" 0 --out "$(res +3 -3 -3 +3)" -- g alte --declarer 1 --partner 4 --points 120 --schwarz
check "W7 SOLO A 70" 0 --out "$(res +6 -2 -2 -2)" -- g solo --declarer 1 --points 70
check "W8 SOLO D 55 lost" 0 --out "$(res +2 +2 +2 -6)" -- g solo --declarer 4 --points 55
check "W9 SOLO B 100 Schneider" 0 --out "$(res -4 +12 -4 -4)" -- g solo --declarer 2 --points 100
check "W10 GERUFEN A calls the Kreuz-As (C) 61" 0 --out "$(res +1 -1 +1 -1)" \
    --out "Gerufen: Das Kreuz-As geht mit" -- g gerufen --declarer 1 --partner 3 --called kreuz-as --points 61
check "W1-W10: the table sums to 0" 0 --out "ok: 10 games" -- S check -t W

mk W3b --game schafkopf-wendisch --rules gegen_die_alten=1
check "W3 with gegen_die_alten=1" 0 --out "$(res -2 -2 +2 +2)" -- \
    S game add -t W3b --series 1 --table 1 alte --declarer 1 --partner 2 --points 60
mk W5b --game schafkopf-wendisch --rules schneider_below=31
check "W5 with schneider_below=31" 0 --out "$(res +2 +2 -2 -2)" -- \
    S game add -t W5b --series 1 --table 1 alte --declarer 3 --partner 4 --points 30

# W11: Kasse mode, stake 100 ct, 10 ct per unit; games W1, W2, W7
mk W11 --game schafkopf-wendisch --rules settlement=kasse,kasse_stake_ct=100,cent_per_unit=10
S game add -t W11 --series 1 --table 1 alte --declarer 1 --partner 3 --points 75 >/dev/null
S game add -t W11 --series 1 --table 1 alte --declarer 2 --partner 4 --points 95 >/dev/null
check "W11 the Kasse after W1, W2, W7 is 340 ct" 0 --out "Kasse: 340 ct after game 3" -- \
    S game add -t W11 --series 1 --table 1 solo --declarer 1 --points 70
check "W11 net: A +55, B -15, C -25, D -15" 0 --out "Anna          +5       +55" \
    --out "Bernd         ${M}1       ${M}15" --out "Carla         ${M}3       ${M}25" \
    --out "Dora          ${M}1       ${M}15" --out "sum: 0 ct" -- S money -t W11 --format text
check "W11 csv" 0 --out 'Anna,5,55' --out 'Bernd,-1,-15' --out 'Carla,-3,-25' \
    --out 'Dora,-1,-15' -- S money -t W11 --format csv

# W12: list mode, 5 ct per unit, the same three games
mk W12 --game schafkopf-wendisch --rules cent_per_unit=5
S game add -t W12 --series 1 --table 1 alte --declarer 1 --partner 3 --points 75 >/dev/null
S game add -t W12 --series 1 --table 1 alte --declarer 2 --partner 4 --points 95 >/dev/null
S game add -t W12 --series 1 --table 1 solo --declarer 1 --points 70 >/dev/null
check "W12 units +5/-1/-3/-1, ct +25/-5/-15/-5" 0 --out 'Anna,5,25' --out 'Bernd,-1,-5' \
    --out 'Carla,-3,-15' --out 'Dora,-1,-5' -- S money -t W12 --format csv

# ---- Bavarian Schafkopf, tariff 10-20-50
mk B --game schafkopf --rules allow_ramsch=yes
b() { S game add -t B --series 1 --table 1 "$@"; }
check "S1 RUF A+C 70" 0 --out "$(res +20 -20 +20 -20)" --out "Rufspiel mit der Eichel-Sau" -- \
    b ruf --declarer 1 --partner 3 --suit eichel --points 70
check "S2 RUF A+C 95 Schneider, 3 Laufende" 0 --out "$(res +60 -60 +60 -60)" -- \
    b ruf --declarer 1 --partner 3 --suit gras --points 95 --laufende 3
check "S3 RUF B+D exactly 60: lost" 0 --out "$(res +20 -20 +20 -20)" -- \
    b ruf --declarer 2 --partner 4 --suit schellen --points 60
check "S4 RUF B+C lost Schwarz, 4 Laufende" 0 --out "$(res +80 -80 -80 +80)" -- \
    b ruf --declarer 2 --partner 3 --suit eichel --points 0 --schwarz --laufende 4
check "S5 RUF A+B 80, 2 Laufende (from 3)" 0 --out "$(res +20 +20 -20 -20)" -- \
    b ruf --declarer 1 --partner 2 --suit gras --points 80 --laufende 2
check "S6 Farbsolo C 75" 0 --out "$(res -50 -50 +150 -50)" --out "Farbsolo Herz" -- \
    b solo --declarer 3 --suit herz --points 75
check "S7 Wenz D 80, 2 Laufende" 0 --out "$(res -70 -70 -70 +210)" -- \
    b wenz --declarer 4 --points 80 --laufende 2
check "S8 Solo-Tout B won, 4 Laufende" 0 --out "$(res -180 +540 -180 -180)" --out "Farbsolo Eichel, Tout" -- \
    b solo --declarer 2 --suit eichel --tout --points 120 --schwarz --laufende 4
check "S9 Solo B lost, 2 Laufende, 2 Klopfer" 0 --out "$(res +200 -600 +200 +200)" -- \
    b solo --declarer 2 --suit gras --points 50 --laufende 2 --klopfer 2
check "S10 Solo A won Schwarz, 3 Laufende, 2 Klopfer" 0 --out "$(res +1200 -400 -400 -400)" -- \
    b solo --declarer 1 --suit schellen --points 120 --schwarz --laufende 3 --klopfer 2
check "S11 RUF A+D 100, Kontra + Re" 0 --out "$(res +120 -120 -120 +120)" -- \
    b ruf --declarer 1 --partner 4 --suit eichel --points 100 --kontra re
check "S12 Sie C" 0 --out "$(res -520 -520 +1560 -520)" --out "Sie" -- \
    b solo --declarer 3 --suit herz --sie
check "S13 Ramsch, loser D, A Jungfrau" 0 --out "$(res +40 +20 +20 -80)" -- \
    b ramsch --loser 4 --jungfrau 1
check "S14 Ramsch Durchmarsch B" 0 --out "$(res -70 +210 -70 -70)" --out "Ramsch, Durchmarsch" -- \
    b ramsch --durchmarsch 2
check "S1-S14: the table sums to 0" 0 --out "ok: 14 games" -- S check -t B

mk S5b --game schafkopf --rules lauf_min=2
check "S5 with lauf_min=2: +-40" 0 --out "$(res +40 +40 -40 -40)" -- \
    S game add -t S5b --series 1 --table 1 ruf --declarer 1 --partner 2 --suit gras --points 80 --laufende 2

# points lists: t_ruf 1, t_solo 2, t_extra 1
mk P --game schafkopf --rules t_ruf=1,t_solo=2,t_extra=1
check "S15 points list: RUF A+B 95, 3 Laufende" 0 --out "$(res +5 +5 -5 -5)" -- \
    S game add -t P --series 1 --table 1 ruf --declarer 1 --partner 2 --suit eichel --points 95 --laufende 3
check "S16 points list: Solo D won Schwarz, 4 Laufende" 0 --out "$(res -8 -8 -8 +24)" -- \
    S game add -t P --series 1 --table 1 solo --declarer 4 --suit gras --points 120 --schwarz --laufende 4
mk P17 --game schafkopf --rules t_ruf=1,t_solo=2,t_extra=1,lauf_ohne_only_declarer=yes
check "S17 points list, Laufende to the declarer: RUF A (C) won ohne 3" 0 --out "$(res +7 -4 +1 -4)" -- \
    S game add -t P17 --series 1 --table 1 ruf --declarer 1 --partner 3 --suit gras --points 70 --laufende 3 --lauf-side ohne
check "S18 Wenz-Tout A lost, 0 Laufende" 0 --out "$(res -300 +100 +100 +100)" -- \
    b wenz --declarer 1 --tout --lost

# A.5.1 t_ramsch "= t_ruf", A.5.4 point 2 "When t_ruf is given and t_ramsch
# is not, t_ramsch = t_ruf" (issue 29 item 4: it booked the default 20)
mk R30 --game schafkopf --rules t_ruf=30,allow_ramsch=yes
check "Ramsch under an explicit t_ruf=30: loser B pays 30 each" 0 --out "$(res +30 -90 +30 +30)" -- \
    S game add -t R30 --series 1 --table 1 ramsch --loser 2
check "tournament show: t_ramsch=30" 0 --out "t_ramsch=30" -- S tournament show R30
mk R25 --game schafkopf --rules t_ruf=30,t_ramsch=25,allow_ramsch=yes
check "an explicit t_ramsch stays" 0 --out "$(res +25 -75 +25 +25)" -- \
    S game add -t R25 --series 1 --table 1 ramsch --loser 2

# A.5.4 point 1: under expydoc "tout_factor and sie_factor do not apply ...
# and tournament show prints the values actually used, not the unused
# factors" (issue 29 item 6)
mk X --game schafkopf --tariff expydoc
check "tournament show, expydoc: the Tout and Sie values used" 0 \
    --out "Tout 6 per opponent, 2 per Laufender; Sie 14 per opponent" \
    --no-out "tout_factor" --no-out "sie_factor" -- S tournament show X
check "expydoc Sie: 14 per opponent" 0 --out "$(res -14 -14 +42 -14)" -- \
    S game add -t X --series 1 --table 1 solo --declarer 3 --suit herz --sie
check "tournament show, 10-20-50: the factors" 0 --out "Tout x2; Sie x4" \
    --out "tout_factor=2" --out "sie_factor=4" -- S tournament show B

# the standings and the settlement of the Bavarian list (cents: tariff in cents)
check "S1-S14, S18: money sums to 0" 0 --out "sum: 0 ct" -- S money -t B

# A.5.1 doubled_after_throw_in: a thrown-in deal (zusammengeworfen) doubles
# the next game (S1 doubled: +-40), the one after is single again (b-eyselein)
mk D --game schafkopf --rules doubled_after_throw_in=yes
d() { S game add -t D --series 1 --table 1 "$@"; }
check "thrown-in deal: nobody scores" 0 --out "$(res 0 0 0 0)" -- d thrown-in
check "the next game is doubled: S1 x2" 0 --out "$(res +40 -40 +40 -40)" --out "doubled" -- \
    d ruf --declarer 1 --partner 3 --suit eichel --points 70
check "the one after is not" 0 --out "$(res +20 -20 +20 -20)" -- d ruf --declarer 1 --partner 3 --suit eichel --points 70
d thrown-in >/dev/null
check "--not-doubled overrides the default" 0 --out "$(res +20 -20 +20 -20)" -- \
    d ruf --declarer 1 --partner 3 --suit eichel --points 70 --not-doubled
