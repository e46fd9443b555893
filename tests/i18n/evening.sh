#!/usr/bin/env bash
# German beyond the Skat demo (issue 19): a Bavarian Schafkopf evening, a
# Wendish one with a Kasse, a league season and a club championship, imports
# with errors, money under house rules with entry fees, and the
# self-registration queue, all with `config lang de` stored in the database
# (no --lang) - every output, refusals included, must be German
# (lib_i18n.sh: no_english), and a few sentences a club would say are
# checked word for word.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_i18n.sh"
cd "$TMP" || exit 1
export SKATSHEET_DB=$(new_db e)
"$SK" init >/dev/null
"$SK" config lang de >/dev/null
for p in Anna Bernd Carla Dora Emil Frieda Gerd Hanna; do "$SK" player add "$p" >/dev/null; done
out=$TMP/out.txt
: >"$out"
# run ARGS...: append the command, its output and its refusal to out.txt
run() { echo "\$ skatsheet $*" >>"$out"; "$SK" "$@" >>"$out" 2>&1; }
has() {   # NAME TEXT: the outputs so far hold TEXT
    grep -qF -- "$2" "$out" && t_ok "$1" || t_fail "$1" "missing: $2"
}

# ---- a Bavarian Schafkopf evening ----
S="-t Stammtisch --series 1 --table 1"
run tournament create Stammtisch --game schafkopf --tariff 10-20-50 --rules lauf_min=3,kontra_max_level=re
run tournament show -t Stammtisch
run sheet pdf "$TMP/blank.pdf" -t Stammtisch --series 1 --blank
run attendance add Anna Bernd Carla Dora -t Stammtisch
run series draw 1 --seed 4 -t Stammtisch
run game add $S ruf --declarer 1 --partner 3 --suit eichel --points 70
run game add $S solo --declarer 2 --suit herz --points 95 --laufende 3
run game add $S wenz --declarer 4 --points 50 --klopfer 1
run game add $S wenz --declarer 4 --points 50 --kontra sub
run game add $S ruf --declarer 1 --partner 3 --suit herz --points 70
run game add $S ruf --declarer 1 --partner 1 --suit gras --points 70
run game add $S ruf --declarer 1 --partner 3 --suit eichel --bid 18
run game add $S
run game add $S ramsch --loser 2 --jungfrau 1
run game edit $S --game 3 wenz --declarer 4 --points 65 --klopfer 1
run game delete $S --game 3
run sheet show $S
run game history -t Stammtisch --series 1
run standings -t Stammtisch
run money -t Stammtisch
run check -t Stammtisch
run export games "$TMP/sk.csv" -t Stammtisch
printf 'series,table,game,contract,suit,called,declarer,partner,augen,result,schneider,schwarz,laufende,lauf_side,tout,sie,klopfer,kontra,doubled,doublings,losers,jungfrau,durchmarsch\n1,1,3,farbsolo,,,2,,80,,,,,,,,,,,,,,\n1,1,4,ruf,herz,,1,3,70,,,,,,,,,,,,,,\n1,1,5,wenz,,,9,,61,,,,,,,,,,,,,,\n' >"$TMP/bad.csv"
run import games "$TMP/bad.csv" -t Stammtisch
run export pdf "$TMP/sk.pdf" -t Stammtisch
has "Schafkopf: a game recorded in German" "Spiel 1 eingetragen (Geber Platz 1 Anna): Rufspiel mit der Eichel-Sau, Anna + Dora, 70 Augen: gewonnen, 20 je Spieler"
has "Schafkopf: the Herz-Sau refused in German" "Farbe: ein Rufspiel kann die Herz-Sau nicht rufen; Herz ist Trumpf"
has "Schafkopf: the settlement in German" "Summe: 0 ct (Nullsumme: jeder Cent, den ein Spieler zahlt, erhält ein anderer)"
has "Schafkopf: the check in German" "jedes Spiel und jeder Tisch ergibt in Summe 0"

# ---- Wendish Schafskopf with a Kasse ----
W="-t Wendisch --series 1 --table 1"
run tournament create Wendisch --game schafkopf-wendisch --rules settlement=kasse
run attendance add Emil Frieda Gerd Hanna -t Wendisch
run series draw 1 --seed 2 -t Wendisch
run game add $W alte --declarer 1 --partner 2 --points 75
run game add $W gerufen --declarer 3 --partner 4 --called kreuz-as --points 61
run game add $W gerufen --declarer 3 --partner 3 --called kreuz-as --points 61
run game add $W solo --declarer 2 --points 100 --suit herz
run sheet show $W
run money -t Wendisch

# ---- a Skat tournament under house rules with tournament money ----
run tournament create Clubabend --rules club,entry_fee_ct=500,prize_percent=60/40
run tournament show -t Clubabend
run series draw 1 --seed 3 -t Clubabend
C="-t Clubabend --series 1 --table 1"
run game add $C --declarer 1 grand --with 1 --points 70
run game add $C --declarer 2 clubs --without 2 --points 40
run game add $C --passed
run sheet show $C
run standings -t Clubabend
run money -t Clubabend
run stats -t Clubabend
run tournament rules Clubabend money_rate=1/0

# ---- imports with errors ----
printf 'name,number,club\nIda,7,SC Nord\nida,8,\nJonas,7,\n' >"$TMP/players.csv"
run player import "$TMP/players.csv"
printf 'series,table,seat,player\n2,1,1,Anna\n2,1,1,Bernd\n2,1,2,Zora\n' >"$TMP/seats.csv"
run import seats "$TMP/seats.csv" -t Clubabend
printf 'series,table,game,declarer,contract,matadors,hand,ouvert,announce,bid,points,schneider,schwarz,result\n1,1,4,2,spades,2,0,0,,18,130,0,0,\n1,1,4,2,clubs,1,0,0,,18,70,0,0,\n1,1,5,,passed,,,,,,,,,\n1,1,6,3,null,,1,0,,,,,,\n' >"$TMP/games.csv"
run import games "$TMP/games.csv" -t Clubabend
has "imports: a line named with its problem" "Zeile"

# ---- a league season and a club championship ----
run league create "Liga 2027" --season 2027 --series-per-matchday 1
run league team add Nord --club "SC Nord"
run league team add Sued --club "SC Süd"
run league roster add Nord Anna Bernd Carla Dora
run league roster add Sued Emil Frieda Gerd Hanna
run league matchday add 1 --date 2027-01-16
run series draw 1 --seed 1 -t "Liga 2027 matchday 1"
run league table
run league set --provisional withhold
run league table
run season create Meisterschaft --kind championship --best 2
run season add Meisterschaft Clubabend
run season table Meisterschaft

# ---- self-registration: the queue as the organiser sees it ----
run tournament create Offen --series 2
run attendance queue -t Offen
run attendance confirm 99 -t Offen
run poster "$TMP/poster.pdf" -t Offen
run poster "$TMP/poster.pdf" -t Offen --url http://192.168.1.20:8080
has "registration: the poster in German" "Spieler melden sich unter http://192.168.1.20:8080/register an"

pdftotext -layout "$TMP/sk.pdf" "$TMP/sk.txt" 2>/dev/null && pdftotext -layout "$TMP/blank.pdf" "$TMP/blank.txt" 2>/dev/null &&
    t_ok "Schafkopf PDFs written" || t_fail "Schafkopf PDFs written" "$(grep -A2 'pdf' "$out" | head -8)"
# the blank lists of the undrawn series: 8 players make two tables of four,
# the seat numbers head the columns, 32 rows each at least 6 mm (17.0 pt)
has "blank Schafkopf lists of an undrawn series" "blank.pdf geschrieben (2 leere Tische: Serie 1 ist noch nicht ausgelost, ohne Namen)"
if pdftotext -bbox -f 1 -l 1 "$TMP/blank.pdf" - 2>/dev/null | /usr/bin/python3 -c '
import re, sys
w = [(float(x), float(y), s) for x, y, s in re.findall(r"xMin=\"([\d.]+)\" yMin=\"([\d.]+)\"[^>]*>([^<]+)<", sys.stdin.read())]
nos = sorted((y, int(s)) for x, y, s in w if x < 80 and s.isdigit())   # the Nr. column
ys = {n: y for y, n in nos}
gaps = [ys[n + 1] - ys[n] for n in range(1, 32) if n in ys and n + 1 in ys]
assert len(gaps) >= 25 and min(gaps) >= 17.0, gaps[:5]
head = [s for x, y, s in w if abs(y - min(yy for xx, yy, ss in w if ss == "Augen")) < 2]
assert head[-4:] == ["1", "2", "3", "4"], head
assert not any(n in s for x, y, s in w for n in ("Anna", "Bernd")), "a name on a blank list"
'; then t_ok "blank Schafkopf list: seat numbers, rows at least 6 mm"; else t_fail "blank Schafkopf list: seat numbers, rows at least 6 mm"; fi
no_english "evening outputs" "$out"
no_english "Schafkopf standings PDF" "$TMP/sk.txt"
no_english "blank Schafkopf list PDF" "$TMP/blank.txt"
[ -n "${KEEP_EVENING_DE:-}" ] && cp "$out" "$TMP"/*.txt "$KEEP_EVENING_DE"/
exit 0
