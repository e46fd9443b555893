#!/usr/bin/env bash
# The bad-input catalogue: one line per case (CLI, CSV imports, the database
# file itself).  Every case checks the exit status (1 failure, 2 usage,
# 3 invalid input), that stderr carries a clear message naming the problem,
# and that the database's logical content (db_sum) is unchanged.  On
# PostgreSQL the cases about the SQLite file itself (its bytes, name,
# directory, a full disk) do not apply; PostgreSQL's own database cases
# follow the table.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db main)
S() { "$SK" --db "$DB" "$@"; }

# ---- set-up: 8 players, tournament T (2 series), series 1 drawn, 3 games at table 1
S init >/dev/null
for i in 1 2 3 4 5 6 7 8; do S player add "P$i" --number $i --club "Club $((i % 2))" >/dev/null; done
S tournament create T --series 2 >/dev/null
S series draw 1 --seed 1 >/dev/null
S game add --series 1 --table 1 --declarer 2 clubs --with 1 --points 70 >/dev/null   # game 1 (dealer 1)
S game add --series 1 --table 1 --passed >/dev/null                                 # game 2
S game add --series 1 --table 1 --declarer 4 null --won >/dev/null                  # game 3 (dealer 3)
S league create L --season 2027 >/dev/null

# five active players only: the draw refuses
FIVE=$(new_db five)
"$SK" --db "$FIVE" init >/dev/null
for i in 1 2 3 4 5; do "$SK" --db "$FIVE" player add "F$i" >/dev/null; done
"$SK" --db "$FIVE" tournament create Five >/dev/null

# ---- CSV files
H='series,table,game,declarer,contract,matadors,hand,ouvert,announce,bid,points,schneider,schwarz,result'
OK='1,2,1,2,clubs,1,0,0,,18,70,0,0,'          # a valid game of table 2 (dealer 1)
g() { local f=$1; shift; printf '%s\n' "$@" > "$f"; }
g empty.csv
printf '%s' "" > empty.csv
g noheader.csv "$OK"
g headeronly-bad.csv 'series,table,game'
g missingcol.csv "${H%,result}" "1,2,1,2,clubs,1,0,0,,18,70,0,0"
g extracol.csv "$H,comment" "$OK,nice"
g dupcol.csv "$H,bid" "$OK,18"
g unknowncol.csv "${H/contract/kontrakt}" "$OK"
printf '\xef\xbb\xbf\xef\xbb\xbf%s\n%s\n' "$H" "$OK" > bom2.csv
printf '\xff\xfe%s\n' "$H" > utf16.csv
printf '\xef\xbb\xbf%s\r\n%s\r\n1,2,2,3,clubs,1,0,0,,19,70,0,0,\r\n' "$H" "$OK" > bomcrlf-bad.csv
g unterminated.csv "$H" '1,2,1,2,"clubs,1,0,0,,18,70,0,0,'
g midquote.csv "$H" '1,2,1,2,cl"ubs,1,0,0,,18,70,0,0,'
g afterquote.csv "$H" '1,2,1,2,"clubs"x,1,0,0,,18,70,0,0,'
g fewfields.csv "$H" '1,2,1,2,clubs,1,0,0,,18,70'
g manyfields.csv "$H" "$OK,,"
awk 'BEGIN { srand(7); for (i = 0; i < 3000; i++) printf "%c", int(rand() * 256) }' > garbage.csv
{ printf '%s\n1,2,1,2,clu' "$H"; printf '\0'; printf 'bs,1,0,0,,18,70,0,0,\n'; } > nul.csv
{ printf '%s\n1,2,1,2,cl\xc3\x28ubs,1,0,0,,18,70,0,0,\n' "$H"; } > badutf8.csv
{ printf '%s\n1,2,1,2,clubs,1,0,0,,18,70,0,0,' "$H"; printf 'x%.0s' $(seq 300); echo; } > overlong.csv
g plussign.csv "$H" '1,2,1,2,clubs,1,0,0,,+18,70,0,0,'
g minusgame.csv "$H" '1,2,-1,2,clubs,1,0,0,,18,70,0,0,'
g leadspace.csv "$H" '1,2,1,2,clubs,1,0,0,, 18,70,0,0,'
g trailspace.csv "$H" '1,2,1,2,clubs,1,0,0,,18,70 ,0,0,'
g huge.csv "$H" '1,2,1,2,clubs,1,0,0,,18,99999999999999999999,0,0,'
g decimal.csv "$H" '1,2,1,2,clubs,1,0,0,,18,70.5,0,0,'
g flag2.csv "$H" '1,2,1,2,clubs,1,2,0,,18,70,0,0,'
g badcontract.csv "$H" '1,2,1,2,jacks,1,0,0,,18,70,0,0,'
g badresult.csv "$H" '1,2,1,2,clubs,1,0,0,,18,70,0,0,maybe'
g bid19.csv "$H" '1,2,1,2,clubs,1,0,0,,19,70,0,0,'
g contradict.csv "$H" '1,2,1,2,clubs,1,0,0,,18,70,0,0,lost'
g nullmat.csv "$H" '1,2,1,2,null,1,0,0,,18,,0,0,won'
g mat0.csv "$H" '1,2,1,2,clubs,0,0,0,,18,70,0,0,'
g passedextra.csv "$H" '1,2,1,,passed,,,,,18,,,,'
g notable.csv "$H" '1,9,1,2,clubs,1,0,0,,18,70,0,0,'
g noseries.csv "$H" '2,1,1,2,clubs,1,0,0,,18,70,0,0,'
g dealer.csv "$H" '1,2,1,1,clubs,1,0,0,,18,70,0,0,'
g seat5.csv "$H" '1,2,1,5,clubs,1,0,0,,18,70,0,0,'
g game49.csv "$H" '1,2,49,2,clubs,1,0,0,,18,70,0,0,'
g dupgame.csv "$H" "$OK" '1,2,1,3,clubs,1,0,0,,18,70,0,0,'
g ok.csv "$H" "$OK"
g recorded.csv "$H" "$OK" '1,1,2,3,clubs,1,0,0,,18,70,0,0,'
g manyerr.csv "$H" '1,2,1,2,clubs,1,0,0,,19,70,0,0,' "$OK" '1,2,3,2,clubs,1,0,0,,18,121,0,0,' '1,9,1,2,clubs,1,0,0,,18,70,0,0,'
mkdir adir.csv
# players
PH='name,number,club'
g p-dupname.csv "$PH" 'Anna,20,' 'Anna,21,'
g p-taken.csv "$PH" 'P3,30,'
g p-numtaken.csv "$PH" 'Neu,3,'
g p-badnum.csv "$PH" 'Neu,abc,'
g p-negnum.csv "$PH" 'Neu,-4,'
g p-emptyname.csv "$PH" ',22,X'
printf '%s\nNe\tu,23,\n' "$PH" > p-ctrl.csv
g p-missingcol.csv 'name,number' 'Neu,24'
printf '%s\nNeu,25,Cl\xe9b\n' "$PH" > p-latin1.csv
g p-spaces.csv "$PH" ' Neu ,26,'
g p-digits.csv "$PH" '4711,27,'
printf '%s\nNeu,27,Cl\x1bub\n' "$PH" > p-esc-club.csv
printf '%s\nN\xe2\x80\xaeeu,28,\n' "$PH" > p-rlo.csv
printf 'team,player\nPik\x1b[2J,P1\n' > t-esc.csv
printf 'team,player\nPik\xc2\x9b,P1\n' > t-c1.csv
# seats (series 2 of T is not drawn)
SH='series,table,seat,player'
g s-unknown.csv "$SH" '2,1,1,P1' '2,1,2,P2' '2,1,3,Nobody'
g s-two.csv "$SH" '2,1,1,P1' '2,1,2,P2'
g s-five.csv "$SH" '2,1,1,P1' '2,1,2,P2' '2,1,3,P3' '2,1,4,P4' '2,1,5,P5'
g s-gap.csv "$SH" '2,1,1,P1' '2,1,2,P2' '2,1,4,P3'
g s-twice.csv "$SH" '2,1,1,P1' '2,1,2,P2' '2,1,3,P3' '2,2,1,P1' '2,2,2,P4' '2,2,3,P5'
g s-dupseat.csv "$SH" '2,1,1,P1' '2,1,1,P2' '2,1,2,P3' '2,1,3,P4'
g s-drawn.csv "$SH" '1,3,1,P1' '1,3,2,P2' '1,3,3,P3'
g s-series0.csv "$SH" '0,1,1,P1' '0,1,2,P2' '0,1,3,P3'
g s-series9.csv "$SH" '9,1,1,P1' '9,1,2,P2' '9,1,3,P3'
g s-table10000.csv "$SH" '2,10000,1,P1' '2,10000,2,P2' '2,10000,3,P3'
printf 'team,player\rA,P1\rB,Nobody\r' > t-cr.csv
{ printf 'c%.0s,' $(seq 9999); echo c; } > wide.csv
g table10000.csv "$H" '1,10000,1,2,clubs,1,0,0,,18,70,0,0,'

# ---- the database file itself (SQLite)
if [ "$ENGINE" = sqlite ]; then
printf 'hello, not sqlite\n' > text.db
sqlite3 other.db "CREATE TABLE customers(id INTEGER PRIMARY KEY, name TEXT); INSERT INTO customers VALUES (1, 'x');"
: > zero.db
cp "$DB" newer.db && sqlite3 newer.db "PRAGMA user_version = 99"
head -c 4096 "$DB" > truncated.db
head -c 100 /dev/urandom > /dev/null
awk 'BEGIN { srand(11); printf "SQLite format 3%c", 0; for (i = 0; i < 8000; i++) printf "%c", int(rand() * 256) }' > corrupt.db
cp "$DB" games.db && sqlite3 games.db "DROP TABLE audit" 2>/dev/null
mkdir dir.db
fi
# a name of digits stored before such names were refused (issue 15 item 11)
LEG=$(db_copy "$DB" legacy)
db_sql "$LEG" "INSERT INTO players(name, number) VALUES ('501', 502), ('7', NULL)"
"$SK" --db "$LEG" player add X --number 501 >/dev/null
# exports that would destroy: the database by another path (issue 15 item 1),
# a block device (item 2); an input without end (item 9)
[ "$ENGINE" = sqlite ] && { ln -s "$DB" dblink.csv; ln "$DB" dbhard.csv; }
mkdir outdir
BLK=""
if [ "$(id -u)" = 0 ] && mknod blk b 7 0 2>/dev/null; then BLK=$TMP/blk; fi


# a read-only database: chmod stops writes unless we are root; as root use
# chattr +i (immutable), which binds root too.  RO1: the file only (reads
# work, writes are refused); RO2: the file and its directory (SQLite cannot
# create its -wal/-shm files: even reading is refused, with the reason).
mkdir ro1 ro2
RO1=$TMP/ro1/t.db; RO2=$TMP/ro2/t.db
RO_HOW=""
if [ "$ENGINE" != sqlite ]; then
    :
elif ! cp "$DB" "$RO1" || ! cp "$DB" "$RO2"; then
    t_fail "read-only copies of the database"
elif [ "$(id -u)" != 0 ]; then
    chmod 0444 "$RO1" "$RO2"; chmod 0555 ro2 && RO_HOW=chmod
elif chattr +i "$RO1" "$RO2" ro2 2>/dev/null; then
    RO_HOW=chattr
fi
unlock_ro() {
    if [ "$RO_HOW" = chattr ]; then chattr -i "$RO1" "$RO2" "$TMP/ro2" 2>/dev/null; fi
    chmod -R u+w "$TMP/ro1" "$TMP/ro2" 2>/dev/null
}
trap 'unlock_ro; lib_cleanup' EXIT
# bytes:FILE in the DATABASE column: the file must stay byte-for-byte equal
bytes_sum() { sha256sum < "$1"; }

# a full disk: a file size limit (ulimit -f, SIGXFSZ ignored so writes fail
# with EFBIG), and a 512 KiB tmpfs when mounting is permitted.
awk 'BEGIN { for (i = 1; i <= 30000; i++) printf "Spieler %06d mit einem langen Namen,%d,Skatclub Nummer %d aus einer langen Stadt\n", i, 1000 + i, i % 97 }' > big.body
{ echo 'name,number,club'; cat big.body; } > big-players.csv
FULL=$TMP/full.db; [ "$ENGINE" = sqlite ] && cp "$DB" "$FULL"
limited() { ( trap '' XFSZ; ulimit -f $(( $(stat -c %s "$FULL") / 1024 + 64 )); "$@" ); }
TINY=""
mkdir tiny
if [ "$ENGINE" = sqlite ] && [ "$(id -u)" = 0 ] && mount -t tmpfs -o size=512k tmpfs tiny 2>/dev/null; then
    cp "$DB" tiny/t.db && TINY=$TMP/tiny/t.db
    trap 'unlock_ro; umount "$TMP/tiny" 2>/dev/null; lib_cleanup' EXIT
fi

# ---- Schafkopf (issue 18): Bavarian B (Kontra up to Re), Wendish W, one game each
SKDB=$(new_db schafkopf)
K() { "$SK" --db "$SKDB" "$@"; }
K init >/dev/null
for p in Anna Bernd Carla Dora; do K player add "$p" >/dev/null; done
K tournament create B --game schafkopf --rules kontra_max_level=re >/dev/null
K series draw 1 --seed 3 -t B >/dev/null
K game add -t B --series 1 --table 1 ruf --declarer 1 --partner 3 --suit eichel --points 70 >/dev/null
K tournament create W --game schafkopf-wendisch >/dev/null
K series draw 1 --seed 3 -t W >/dev/null
K game add -t W --series 1 --table 1 alte --declarer 1 --partner 3 --points 75 >/dev/null
K tournament create Skat >/dev/null
K tournament use W >/dev/null
SK5=$(new_db schafkopf5)
"$SK" --db "$SK5" init >/dev/null
for p in A B C D E; do "$SK" --db "$SK5" player add "$p" >/dev/null; done
"$SK" --db "$SK5" tournament create Y --game schafkopf >/dev/null

# ---- house rules (issue 17): a 4-table under club, pub and isko, games recorded
HDB=$(new_db house)
H() { "$SK" --db "$HDB" "$@"; }
H init >/dev/null
for p in Anna Bernd Carla Dora; do H player add "$p" >/dev/null; done
H tournament create C --rules club >/dev/null
H series draw 1 --seed 3 -t C >/dev/null
H game add -t C --series 1 --table 1 --declarer 2 clubs --with 1 --points 70 --kontra re >/dev/null  # game 1 (dealer 1)
H game add -t C --series 1 --table 1 --passed >/dev/null                                            # game 2
H tournament create P --rules pub >/dev/null
H series draw 1 --seed 3 -t P >/dev/null
H game add -t P --series 1 --table 1 --ramsch -,45,40,35 >/dev/null                                 # game 1 (dealer 1)
H tournament create I >/dev/null
H series draw 1 --seed 3 -t I >/dev/null
H tournament create Closed >/dev/null
H tournament close Closed >/dev/null
H tournament create Three --rules club >/dev/null
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bernd\n1,1,3,Carla\n' > three.csv
H import seats -t Three three.csv >/dev/null
H tournament use I >/dev/null

# ---- the catalogue: NAME | EXIT | STDERR TEXT | DATABASE | COMMAND
# (COMMAND is run with eval; DATABASE is the file whose content must stay
# unchanged, "-" for none.)

# ---- the tournament day (issue 31): Tag (a fee, two registrations, the
# door open for series 1, Anna checked in), Other (a registration), Drawn
# (series 1 drawn, its clock running)
TDB=$TMP/day.db
D() { "$SK" --db "$TDB" "$@"; }
D init >/dev/null
for p in Anna Bernd Carla Dora Emil Fritz Gina; do D player add "$p" >/dev/null; done
D tournament create Other >/dev/null
OTHER_CODE=$(D register add Gast -t Other | sed 's/.*code //')
D tournament create Drawn >/dev/null
D series draw 1 -t Drawn --seed 1 >/dev/null
D clock start -t Drawn --series 1 >/dev/null
# the second entry of a Schafkopf and of a house list; a Schafkopf door
D tournament create Schaf --game schafkopf --games4 4 >/dev/null
D day set -t Schaf second_entry=yes >/dev/null
D attendance add Anna Bernd Carla Dora -t Schaf >/dev/null
D series draw 1 -t Schaf --seed 1 >/dev/null
D tournament create Kneipe --rules pub --games4 4 --games3 3 >/dev/null
D day set -t Kneipe second_entry=yes >/dev/null
D attendance add Anna Bernd Carla Dora -t Kneipe >/dev/null
D series draw 1 -t Kneipe --seed 1 >/dev/null
D second add -t Kneipe --series 1 --table 1 --declarer 2 grand --with 1 --points 70 >/dev/null
D second add -t Kneipe --series 1 --table 1 --declarer 3 grand --with 1 --points 70 >/dev/null
D tournament create Tuer --game schafkopf >/dev/null
D checkin open -t Tuer --series 1 --seed 1 >/dev/null
for p in Anna Bernd Carla Dora Emil; do D checkin add -t Tuer "$p" >/dev/null; done
g schbad.csv 'series,table,game,contract,suit,called,declarer,partner,augen,result,schneider,schwarz,laufende,lauf_side,tout,sie,klopfer,kontra,doubled,doublings,losers,jungfrau,durchmarsch' \
    '1,1,1,ruf,eichel,,1,3,70,,0,0,,,0,0,,,,,,,' '1,1,2,ruf,herz,,2,4,70,,0,0,,,0,0,,,,,,,'
D tournament create Tag --series 2 --rules isko,entry_fee_ct=1000 >/dev/null
D tournament use Tag >/dev/null
D register add Hanna >/dev/null
D register add Bernd --player >/dev/null
D checkin open --series 1 --seed 1 >/dev/null
D checkin add Anna >/dev/null
ANNA_CODE=$(D register list --all --format csv | awk -F, '$2 == "Hanna" { print $4 }')
CASES=$(cat <<'TABLE'
value: no contract                | 2 | CONTRACT is required            | - | $SK value --points 70
value: bid 19                     | 3 | bid 19                          | - | $SK value clubs --with 1 --points 70 --bid 19
value: null with matadors         | 3 | null                            | - | $SK value null --with 1 --won
game add: bid 19                  | 3 | bid 19                          | $DB | S game add --series 1 --table 2 --declarer 2 clubs --with 1 --points 70 --bid 19
game add: points 121              | 3 | 121                             | $DB | S game add --series 1 --table 2 --declarer 2 clubs --with 1 --points 121
game add: points -5               | 3 | -5                              | $DB | S game add --series 1 --table 2 --declarer 2 clubs --with 1 --points -5
game add: won with 40 points      | 3 | 40                              | $DB | S game add --series 1 --table 2 --declarer 2 clubs --with 1 --points 40 --won
game add: grand with 5            | 3 | with 5                          | $DB | S game add --series 1 --table 2 --declarer 2 grand --with 5 --points 70
game add: clubs with 12           | 3 | 12                              | $DB | S game add --series 1 --table 2 --declarer 2 clubs --with 12 --points 70
game add: null with points        | 3 | null                            | $DB | S game add --series 1 --table 2 --declarer 2 null --points 70
game add: ouvert without hand     | 3 | ouvert                          | $DB | S game add --series 1 --table 2 --declarer 2 clubs --with 1 --ouvert --points 120 --schwarz
game add: announce without hand   | 3 | announce                        | $DB | S game add --series 1 --table 2 --declarer 2 clubs --with 1 --announce schneider --points 95
game add: unknown contract        | 3 | jacks                           | $DB | S game add --series 1 --table 2 --declarer 2 jacks --points 70
game add: dealer declares         | 3 | dealer                          | $DB | S game add --series 1 --table 2 --game 1 --declarer 1 clubs --with 1 --points 70
game add: declarer not at table   | 3 | no player of that name sits at table 2 of series 1 (its players: seat 1 | $DB | S game add --series 1 --table 2 --declarer Nobody clubs --with 1 --points 70
game add: declarer ambiguous      | 3 | --declarer 'P' is ambiguous at table 2 of series 1: seat 1 | $DB | S game add --series 1 --table 2 --declarer P clubs --with 1 --points 70
player edit: mistyped name        | 3 | player 'Q1' does not exist: did you mean 'P1'? | $DB | S player edit Q1 --club X
game add: seat 5 at a 4-table     | 3 | declarer seat 5 is not a seat of this table | $DB | S game add --series 1 --table 2 --declarer 5 clubs --with 1 --points 70
game add: game 49 at a 4-table    | 3 | 49                              | $DB | S game add --series 1 --table 2 --game 49 --declarer 2 clubs --with 1 --points 70
game add: game 0                  | 2 | --game                          | $DB | S game add --series 1 --table 2 --game 0 --declarer 2 clubs --with 1 --points 70
game add: game already recorded   | 3 | already                         | $DB | S game add --series 1 --table 1 --game 1 --declarer 2 clubs --with 1 --points 70
game add: unknown table           | 3 | table 9                         | $DB | S game add --series 1 --table 9 --declarer 2 clubs --with 1 --points 70
game add: series not drawn        | 3 | series 2                        | $DB | S game add --series 2 --table 1 --declarer 2 clubs --with 1 --points 70
game add: series beyond tournament| 3 | series 3                        | $DB | S game add --series 3 --table 1 --declarer 2 clubs --with 1 --points 70
game add: no declarer, no passed  | 2 | --passed                        | $DB | S game add --series 1 --table 2 clubs --with 1 --points 70
game add: unknown flag            | 2 | --frobnicate                    | $DB | S game add --series 1 --table 2 --passed --frobnicate
game add: bid with a space        | 2 | bid                             | $DB | S game add --series 1 --table 2 --declarer 2 clubs --with 1 --points 70 --bid ' 18'
game add: bid with a sign         | 2 | bid                             | $DB | S game add --series 1 --table 2 --declarer 2 clubs --with 1 --points 70 --bid +18
game add: series not a number     | 2 | --series                        | $DB | S game add --series abc --table 2 --passed
game add: unknown tournament      | 3 | Nope                            | $DB | S game add -t Nope --series 1 --table 2 --passed
game edit: no such game           | 3 | game 40                         | $DB | S game edit --series 1 --table 1 --game 40 --passed
game delete: no such game         | 3 | game 40                         | $DB | S game delete --series 1 --table 1 --game 40
player add: name taken            | 3 | P3                              | $DB | S player add P3
player add: number taken          | 3 | 3                               | $DB | S player add Neu --number 3
player add: empty name            | 3 | name                            | $DB | S player add ''
player add: invalid UTF-8 name    | 3 | UTF-8                           | $DB | S player add $'J\xfcrgen'
player add: number -1             | 2 | --number                        | $DB | S player add Neu --number -1
player add: control character     | 3 | name                            | $DB | S player add $'Ne\nu'
name rule: player name ESC       | 3 | player name: control character U+001B is not allowed | $DB | S player add $'X\e[2J'
name rule: player name tab       | 3 | player name: control character U+0009 is not allowed | $DB | S player add $'Ne\tu'
name rule: player name DEL       | 3 | player name: control character U+007F is not allowed | $DB | S player add $'Ne\x7fu'
name rule: player name C1 CSI    | 3 | player name: control character U+009B is not allowed | $DB | S player add $'Ne\xc2\x9bu'
name rule: player name RLO       | 3 | player name: bidirectional control U+202E is not allowed | $DB | S player add $'Ne\xe2\x80\xaeu'
name rule: player name LRM       | 3 | player name: bidirectional control U+200E is not allowed | $DB | S player add $'Ne\xe2\x80\x8eu'
name rule: player name ALM       | 3 | player name: bidirectional control U+061C is not allowed | $DB | S player add $'Ne\xd8\x9cu'
name rule: player name isolate   | 3 | player name: bidirectional control U+2066 is not allowed | $DB | S player add $'Ne\xe2\x81\xa6u'
name rule: player name BOM       | 3 | player name: byte order mark U+FEFF is not allowed | $DB | S player add $'Ne\xef\xbb\xbfu'
name rule: player name NBSP only | 3 | player name: must not be blank (U+00A0 NO-BREAK SPACE is a space too) | $DB | S player add $'\xc2\xa0'
name rule: player name U+3000    | 3 | player name: must not be blank (U+3000 IDEOGRAPHIC SPACE is a space too) | $DB | S player add $'\xe3\x80\x80'
name rule: player name ZWSP      | 3 | player name: invisible character U+200B ZERO WIDTH SPACE is not allowed | $DB | S player add $'P\xe2\x80\x8b9'
name rule: player name ZWJ only  | 3 | player name: invisible character U+200D ZERO WIDTH JOINER is not allowed | $DB | S player add $'\xe2\x80\x8d'
name rule: player name U+2028    | 3 | player name: invisible character U+2028 LINE SEPARATOR is not allowed | $DB | S player add $'Ne\xe2\x80\xa8u'
name rule: player name ZWSP look-alike | 3 | invisible character U+200B ZERO WIDTH SPACE is not allowed | $DB | S player add $'P\xe2\x80\x8b3'
name rule: player name no letter | 3 | player name: has no letter or digit | $DB | S player add '?!'
name rule: NBSP at the end       | 3 | player name: must not start or end with a space (U+00A0 NO-BREAK SPACE) | $DB | S player add $'Neu\xc2\xa0'
name rule: tournament ZWNJ       | 3 | tournament name: invisible character U+200C ZERO WIDTH NON-JOINER is not allowed | $DB | S tournament create $'T\xe2\x80\x8c2'
name rule: club soft hyphen      | 3 | club: invisible character U+00AD SOFT HYPHEN is not allowed | $DB | S player add Neu --club $'Klu\xc2\xadb'
name rule: a player looked up with a ZWSP | 3 | player 'P\u{200B}1': invisible character U+200B | $DB | S attendance add $'P\xe2\x80\x8b1'
global option: --db twice        | 2 | --db given twice                | $DB | "$SK" --db "$DB" --db "$DB" player add Neu
global option: --lang twice      | 2 | --lang given twice              | $DB | "$SK" --db "$DB" --lang de player add Neu --lang=en
db restore: no such file         | 3 | cannot read the backup nope.db  | $DB | S db restore nope.db
db restore: not a database       | 3 | is not a skatsheet backup (neither a SQLite file nor a pg_dump): nothing restored | $DB | S db restore empty.csv
db backup: --format pg of a file | 2 | --format pg is for a PostgreSQL database; the backup of a sqlite database is a SQLite file | $DB | S db backup --format pg b.pgdump
db restore: the database itself  | 3 | is the database itself          | $DB | S db restore "$DB"
db restore: a damaged backup     | 3 | nothing restored                | $DB | S db restore garbage.csv
db backup: over the database     | 1 | it is the database              | $DB | S db backup "$DB"
db backup: no file named         | 2 | FILE                            | $DB | S db backup
serve: --public-url with a path  | 2 | --public-url http://a/b         | $DB | S serve --public-url http://a/b
serve: --public-url not http     | 2 | --public-url ftp://x            | $DB | S serve --public-url ftp://x
serve: --trusted-proxy not an address | 2 | --trusted-proxy: 'proxy.lan' is not an IPv4 or IPv6 address | $DB | S serve --trusted-proxy proxy.lan
serve: --trusted-proxy bad bits  | 2 | the network's bits must be a number from 0 to 32 | $DB | S serve --trusted-proxy 10.0.0.0/33
serve: --header-timeout 0        | 2 | --header-timeout                | $DB | S serve --header-timeout 0
serve: --write-timeout 61        | 2 | --write-timeout                 | $DB | S serve --write-timeout 61
serve: --max-connections 1       | 2 | --max-connections               | $DB | S serve --max-connections 1
name rule: player name blank     | 3 | player name: must not be blank  | $DB | S player add '   '
name rule: player name 201 chars | 3 | player name: longer than 200 characters | $DB | S player add "$(printf 'ä%.0s' $(seq 201))"
name rule: player edit --name    | 3 | player name: control character U+001B is not allowed | $DB | S player edit P1 --name $'P\e1'
name rule: player club           | 3 | club: control character U+001B is not allowed | $DB | S player add Neu --club $'C\e[1m'
name rule: tournament name       | 3 | tournament name: control character U+001B is not allowed | $DB | S tournament create $'X\e[2J'
name rule: league name           | 3 | league name: control character U+000A is not allowed | $DB | S league create $'L\nX' --season 2027
name rule: division name         | 3 | division name: bidirectional control U+202E is not allowed | $DB | S league division add $'D\xe2\x80\xae' -l L
name rule: league team name      | 3 | team name: control character U+009B is not allowed | $DB | S league team add $'A\xc2\x9b' --club C -l L
name rule: league team club      | 3 | club: control character U+001B is not allowed | $DB | S league team add A --club $'C\e' -l L
name rule: team name             | 3 | team name: control character U+001B is not allowed | $DB | S team add -t T $'Pik\e[2J' P1 P2
name rule: season name           | 3 | season name: byte order mark U+FEFF is not allowed | $DB | S season create $'S\xef\xbb\xbf' --kind championship
name rule: player import club    | 3 | line 2: club: control character U+001B is not allowed | $DB | S player import p-esc-club.csv
name rule: player import RLO     | 3 | line 2: name: bidirectional control U+202E is not allowed | $DB | S player import p-rlo.csv
name rule: team import ESC       | 3 | line 2: team: control character U+001B is not allowed | $DB | S team import -t T t-esc.csv
name rule: team import C1        | 3 | line 2: team: control character U+009B is not allowed | $DB | S team import -t T t-c1.csv
player remove: has games          | 3 | P1                              | $DB | S player remove P1
player remove: unknown            | 3 | Nobody                          | $DB | S player remove Nobody
tournament create: name taken     | 3 | T                               | $DB | S tournament create T
tournament create: bad date       | 3 | date                            | $DB | S tournament create X --date 2025-13-45
tournament create: empty date     | 3 | date '' is not a real date      | $DB | S tournament create X --date ''
tournament create: German date impossible | 3 | --date '31.02.2027' is not a real date: write it as 15.01.2027 or 2027-01-15 | $DB | S tournament create X --date 31.02.2027
tournament create: two-digit year  | 3 | --date '15.01.27' is not a real date | $DB | S tournament create X --date 15.01.27
tournament create: date in words   | 3 | --date 'morgen' is not a real date | $DB | S tournament create X --date morgen
tournament create: date with a tail | 3 | --date '15.01.2027x' is not a real date | $DB | S tournament create X --date 15.01.2027x
league matchday: German date impossible | 3 | --date '30.02.2027' is not a real date | $DB | S league matchday add 1 --date 30.02.2027 -l L
config: tz unknown                 | 3 | tz 'Mars/Olympus' is not a time zone of this system | $DB | S config tz Mars/Olympus
config: tz a path                  | 3 | tz '../../etc/passwd' is not a time zone | $DB | S config tz ../../etc/passwd
tournament create: games4 30      | 3 | games4                          | $DB | S tournament create X --games4 30
series draw: five players         | 3 | 5 players                       | $FIVE | "$SK" --db "$FIVE" series draw 1
series draw: already drawn        | 3 | series 1                        | $DB | S series draw 1 --seed 2
unknown command                   | 2 | frobnicate                      | $DB | S frobnicate
init over an existing database    | 1 | already                         | $DB | S init
import games: empty file          | 3 | empty.csv                       | $DB | S import games empty.csv
import games: no header           | 3 | header                          | $DB | S import games noheader.csv
import games: header too short    | 3 | missing                         | $DB | S import games headeronly-bad.csv
import games: missing column      | 3 | result                          | $DB | S import games missingcol.csv
import games: extra column        | 3 | comment                         | $DB | S import games extracol.csv
import games: duplicate column    | 3 | bid                             | $DB | S import games dupcol.csv
import games: unknown column      | 3 | kontrakt                        | $DB | S import games unknowncol.csv
import games: BOM twice           | 3 | line 1                          | $DB | S import games bom2.csv
import games: UTF-16 BOM          | 3 | line 1                          | $DB | S import games utf16.csv
import games: BOM+CRLF, bad line 3| 3 | line 3: bid 19                  | $DB | S import games bomcrlf-bad.csv
import games: unterminated quote  | 3 | quote                           | $DB | S import games unterminated.csv
import games: quote inside field  | 3 | quote                           | $DB | S import games midquote.csv
import games: text after quote    | 3 | quote                           | $DB | S import games afterquote.csv
import games: too few fields      | 3 | line 2                          | $DB | S import games fewfields.csv
import games: too many fields     | 3 | line 2                          | $DB | S import games manyfields.csv
import games: binary garbage      | 3 | line 1                          | $DB | S import games garbage.csv
import games: NUL byte            | 3 | NUL                             | $DB | S import games nul.csv
import games: invalid UTF-8       | 3 | UTF-8                           | $DB | S import games badutf8.csv
import games: overlong field      | 3 | 300 bytes long                        | $DB | S import games overlong.csv
import games: bid +18             | 3 | bid '+18'                       | $DB | S import games plussign.csv
import games: game -1             | 3 | game -1 is out of range                     | $DB | S import games minusgame.csv
import games: bid ' 18'           | 3 | bid ' 18'                       | $DB | S import games leadspace.csv
import games: points '70 '        | 3 | points '70 '                    | $DB | S import games trailspace.csv
import games: points overflow     | 3 | points                          | $DB | S import games huge.csv
import games: points 70.5         | 3 | points '70.5'                   | $DB | S import games decimal.csv
import games: hand 2              | 3 | hand                            | $DB | S import games flag2.csv
import games: unknown contract    | 3 | jacks                           | $DB | S import games badcontract.csv
import games: result maybe        | 3 | maybe                           | $DB | S import games badresult.csv
import games: bid 19              | 3 | line 2: bid 19                  | $DB | S import games bid19.csv
import games: result vs points    | 3 | line 2                          | $DB | S import games contradict.csv
import games: null with matadors  | 3 | line 2                          | $DB | S import games nullmat.csv
import games: matadors 0          | 3 | line 2: matadors 0 is impossible | $DB | S import games mat0.csv
import games: passed with a bid   | 3 | line 2                          | $DB | S import games passedextra.csv
import games: unknown table       | 3 | series 1 has no table 9         | $DB | S import games notable.csv
import games: series not drawn    | 3 | line 2                          | $DB | S import games noseries.csv
import games: dealer declares     | 3 | dealer                          | $DB | S import games dealer.csv
import games: seat 5              | 3 | declarer 5                        | $DB | S import games seat5.csv
import games: game 49             | 3 | 49                              | $DB | S import games game49.csv
import games: game twice in file  | 3 | line 3                          | $DB | S import games dupgame.csv
import games: game already stored | 3 | already recorded                | $DB | S import games recorded.csv
import games: every error listed  | 3 | 4 problems                      | $DB | S import games manyerr.csv
import games: file missing        | 1 | cannot open                     | $DB | S import games nope.csv
import games: a directory         | 1 | adir.csv                        | $DB | S import games adir.csv
player import: name twice         | 3 | Anna                            | $DB | S player import p-dupname.csv
player import: name taken         | 3 | P3                              | $DB | S player import p-taken.csv
player import: number taken       | 3 | start number 3                  | $DB | S player import p-numtaken.csv
player import: number abc         | 3 | abc                             | $DB | S player import p-badnum.csv
player import: number -4          | 3 | -4                              | $DB | S player import p-negnum.csv
player import: empty name         | 3 | name                            | $DB | S player import p-emptyname.csv
player import: tab in name        | 3 | line 2                          | $DB | S player import p-ctrl.csv
player import: missing column     | 3 | club                            | $DB | S player import p-missingcol.csv
player import: Latin-1 club       | 3 | UTF-8                           | $DB | S player import p-latin1.csv
player import: outer spaces       | 3 | line 2                          | $DB | S player import p-spaces.csv
import seats: unknown player      | 3 | Nobody                          | $DB | S import seats s-unknown.csv
import seats: a 2-table           | 3 | s-two.csv                       | $DB | S import seats s-two.csv
import seats: seat 5              | 3 | seat                            | $DB | S import seats s-five.csv
import seats: seats 1,2,4         | 3 | s-gap.csv                       | $DB | S import seats s-gap.csv
import seats: player twice        | 3 | P1                              | $DB | S import seats s-twice.csv
import seats: seat twice          | 3 | line 3                          | $DB | S import seats s-dupseat.csv
import seats: series with games   | 3 | series 1                        | $DB | S import seats s-drawn.csv
import seats: series 0            | 3 | series                          | $DB | S import seats s-series0.csv
import seats: series 9            | 3 | series 9                        | $DB | S import seats s-series9.csv
import seats: table 10000        | 3 | table 10000 is out of range: 1 to 9999 | $DB | S import seats s-table10000.csv
import games: table 10000         | 3 | table 10000 is out of range: 1 to 9999 | $DB | S import games table10000.csv
game add: table 10000             | 2 | from 1 to 9999                  | $DB | S game add --series 1 --table 10000 --passed
export games: table 10000         | 2 | from 1 to 9999                  | $DB | S export games - --series 1 --table 10000
team import: CR-only lines       | 3 | t-cr.csv: line 3: player 'Nobody' | $DB | S team import t-cr.csv
import games: 10,000 columns      | 3 | the header has 10,000 columns   | $DB | S import games wide.csv
team import: 10,000 columns       | 3 | the header has 10,000 columns: the columns are team,player | $DB | S team import wide.csv
stdout full: export games -       | 1 | cannot write standard output: No space left | $DB | S export games - >/dev/full
stdout full: standings            | 1 | cannot write standard output    | $DB | S standings >/dev/full
stdout full: game list            | 1 | cannot write standard output    | $DB | S game list --series 1 >/dev/full
stdout full: value                | 1 | cannot write standard output    | - | $SK value clubs --with 1 --points 70 >/dev/full
stdout full: player list          | 1 | cannot write standard output    | $DB | S player list >/dev/full
stdout full: sheet show           | 1 | cannot write standard output    | $DB | S sheet show --series 1 --table 1 >/dev/full
player add: a name of digits      | 3 | only digits: it would be taken for a start number | $DB | S player add 501 --number 502
player edit: rename to digits     | 3 | only digits                     | $DB | S player edit P1 --name 77
player import: a name of digits   | 3 | only digits                     | $DB | S player import p-digits.csv
player edit: digits both number and name | 3 | '501' is ambiguous: it is the start number of X and the name of the player with start number 502 | $LEG | "$SK" --db "$LEG" player edit 501 --inactive
player edit: digits, name has no number | 3 | '7' is ambiguous: it is the start number of P7 and the name of a player without a start number | $LEG | "$SK" --db "$LEG" player edit 7 --inactive
database: a text file             | 1 | is not a skatsheet database     | text.db | "$SK" --db text.db player list
database: another program's       | 1 | is not a skatsheet database     | other.db | "$SK" --db other.db player add X
database: an empty file           | 1 | is not a skatsheet database     | zero.db | "$SK" --db zero.db player add X
database: newer schema            | 1 | newer than this skatsheet       | newer.db | "$SK" --db newer.db game list --series 1
database: truncated               | 1 | truncated.db                    | truncated.db | "$SK" --db truncated.db player add X
database: corrupt                 | 1 | corrupt.db                      | corrupt.db | "$SK" --db corrupt.db player add X
database: missing                 | 1 | does not exist                  | nope.db | "$SK" --db nope.db player list
database: a directory             | 1 | is not a file                   | - | "$SK" --db dir.db player list
database: read-only file (write)  | 1 | readonly                        | bytes:$RO1 | need_ro "$SK" --db "$RO1" player add X
database: read-only file (import) | 1 | readonly                        | bytes:$RO1 | need_ro "$SK" --db "$RO1" import games ok.csv
schafkopf: partner is the declarer| 3 | partner                        | $SKDB | K game add -t B --series 1 --table 1 ruf --declarer 2 --partner 2 --suit gras --points 70
schafkopf: Rufspiel no partner    | 3 | partner                         | $SKDB | K game add -t B --series 1 --table 1 ruf --declarer 2 --suit gras --points 70
schafkopf: calls the Herz-Sau     | 3 | suit                            | $SKDB | K game add -t B --series 1 --table 1 ruf --declarer 2 --partner 1 --suit herz --points 70
schafkopf: 1 card point           | 3 | 1                               | $SKDB | K game add -t B --series 1 --table 1 ruf --declarer 2 --partner 1 --suit gras --points 1
schafkopf: 119 card points        | 3 | 119                             | $SKDB | K game add -t B --series 1 --table 1 ruf --declarer 2 --partner 1 --suit gras --points 119
schafkopf: 5 Laufende in a Wenz   | 3 | laufende                        | $SKDB | K game add -t B --series 1 --table 1 wenz --declarer 2 --points 70 --laufende 5
schafkopf: 15 Laufende (0-14)     | 3 | laufende: 15 is impossible      | $SKDB | K game add -t B --series 1 --table 1 ruf --declarer 2 --partner 1 --suit gras --points 70 --laufende 15
schafkopf: 5 Klopfer (at most 4)  | 3 | klopfer: 5 is impossible        | $SKDB | K game add -t B --series 1 --table 1 ruf --declarer 2 --partner 1 --suit gras --points 70 --klopfer 5
schafkopf: declarer seat 5        | 3 | declarer: seat 5 is not at the table | $SKDB | K game add -t B --series 1 --table 1 solo --declarer 5 --suit gras --points 70
schafkopf: partner seat 5         | 3 | partner: seat 5 is not at the table | $SKDB | K game add -t B --series 1 --table 1 ruf --declarer 2 --partner 5 --suit gras --points 70
schafkopf: Ramsch loser seat 5    | 3 | --loser 5: a seat 1 to 4        | $SKDB | K game add -t B --series 1 --table 1 ramsch --loser 5
schafkopf: Sub above the settings | 3 | kontra_level                    | $SKDB | K game add -t B --series 1 --table 1 ruf --declarer 2 --partner 1 --suit gras --points 70 --kontra sub
schafkopf: Tout on a Rufspiel     | 3 | tout                            | $SKDB | K game add -t B --series 1 --table 1 ruf --declarer 2 --partner 1 --suit gras --points 120 --schwarz --tout
schafkopf: Schwarz with 70        | 3 | without a trick                 | $SKDB | K game add -t B --series 1 --table 1 solo --declarer 2 --suit gras --points 70 --schwarz
schafkopf: Ramsch not allowed     | 3 | RAMSCH                          | $SKDB | K game add -t B --series 1 --table 1 ramsch --loser 1
schafkopf: game 33 of 32          | 3 | 33                              | $SKDB | K game add -t B --series 1 --table 1 --game 33 solo --declarer 2 --suit gras --points 70
schafkopf: game already recorded  | 3 | already                         | $SKDB | K game add -t B --series 1 --table 1 --game 1 solo --declarer 2 --suit gras --points 70
schafkopf: Skat contract          | 3 | contract 'clubs'                | $SKDB | K game add -t B --series 1 --table 1 clubs --declarer 2 --points 70
schafkopf: Skat flag --bid        | 3 | --bid is a Skat game flag       | $SKDB | K game add -t B --series 1 --table 1 solo --declarer 2 --suit gras --points 70 --bid 18
schafkopf: Wendish flag on Bavarian| 3 | --called                       | $SKDB | K game add -t B --series 1 --table 1 solo --declarer 2 --suit gras --points 70 --called kreuz-as
wendisch: Alte twice the same seat| 3 | party                           | $SKDB | K game add -t W --series 1 --table 1 alte --declarer 2 --partner 2 --points 70
wendisch: solo with a partner     | 3 | party                           | $SKDB | K game add -t W --series 1 --table 1 solo --declarer 2 --partner 3 --points 70
wendisch: doubling not allowed    | 3 | doublings                       | $SKDB | K game add -t W --series 1 --table 1 alte --declarer 2 --partner 3 --points 70 --doublings 1
wendisch: calls an Alte           | 3 | called                          | $SKDB | K game add -t W --series 1 --table 1 gerufen --declarer 2 --partner 3 --points 70 --called kreuz-dame
wendisch: Bavarian flag           | 3 | --suit                          | $SKDB | K game add -t W --series 1 --table 1 alte --declarer 2 --partner 3 --points 70 --suit gras
wendisch: no contract             | 2 | CONTRACT is required            | $SKDB | K game add -t W --series 1 --table 1 --declarer 2 --partner 3 --points 70
skat: Schafkopf flag --partner    | 3 | --partner is a Schafkopf        | $SKDB | K game add -t Skat --series 1 --table 1 --declarer 2 clubs --with 1 --points 70 --partner 3
schafkopf: game restore (Skat only)| 3 | Skat tournaments               | $SKDB | K game restore -t W --series 1 --table 1 --game 1
money: Skat series not drawn      | 3 | series 9                        | $SKDB | K money -t Skat --series 9
money: format xml                 | 2 | --format must be text, csv or json | $SKDB | K money -t Skat --format xml
schafkopf: redraw with games      | 3 | game                            | $SKDB | K series draw 1 -t W --seed 9
schafkopf: undraw with games      | 3 | game                            | $SKDB | K series undraw 1 -t W
schafkopf: unknown rules key      | 3 | unknown key 'foo'               | $SKDB | K tournament create X --game schafkopf --rules foo=1
schafkopf: rules value range      | 3 | lauf_min                        | $SKDB | K tournament create X --game schafkopf --rules lauf_min=0
schafkopf: tariff on Wendish      | 3 | --tariff                        | $SKDB | K tournament create X --game schafkopf-wendisch --tariff 10-20-50
schafkopf: unknown tariff         | 3 | tariff=9/99                     | $SKDB | K tournament create X --game schafkopf --tariff 9/99
schafkopf: games3 given           | 3 | --games3                        | $SKDB | K tournament create X --game schafkopf --games3 36
schafkopf: 5 players, 4 per table | 3 | four at every table             | $SK5 | "$SK" --db "$SK5" series draw 1
database: read-only dir (read)    | 1 | read-only                       | bytes:$RO2 | need_ro "$SK" --db "$RO2" player list
database: read-only dir (write)   | 1 | read-only                       | bytes:$RO2 | need_ro "$SK" --db "$RO2" game add --series 1 --table 2 --passed
disk full: ulimit -f, import      | 1 | File too large                          | $FULL | limited "$SK" --db "$FULL" player import big-players.csv
disk full: tmpfs, import          | 1 | full                            | $TINY | need_tiny "$SK" --db "$TINY" player import big-players.csv
export games: onto the database   | 1 | is the database                 | bytes:$DB | S export games "$DB"
export xlsx: onto the database    | 1 | is the database                 | bytes:$DB | S export xlsx main.db
export pdf: onto the database     | 1 | is the database                 | bytes:$DB | S export pdf ./outdir/../main.db
sheet pdf: onto the database      | 1 | is the database                 | bytes:$DB | S sheet pdf main.db --series 1
series plan: onto the database    | 1 | is the database                 | bytes:$DB | S series plan main.db --series 1
export games: a link to the db    | 1 | dblink.csv: it is the database  | bytes:$DB | S export games dblink.csv
export games: a hard link to the db | 1 | dbhard.csv: it is the database | bytes:$DB | S export games dbhard.csv
export games: the db's -wal name  | 1 | write-ahead log                 | $DB | S export games main.db-wal
export xlsx: the db's -shm name   | 1 | shared-memory file              | $DB | S export xlsx "$DB-shm"
export games: a directory         | 1 | is a directory                  | $DB | S export games outdir
export games: a block device      | 1 | block device                    | $DB | need_blk S export games "$BLK"
import games: /dev/zero           | 1 | larger than 256 MB              | $DB | S import games /dev/zero
house: Kontra under isko          | 3 | Kontra is off in profile isko   | $HDB | H game add --series 1 --table 1 --declarer 2 clubs --with 1 --points 70 --kontra kontra
house: Ramsch under isko          | 3 | Ramsch is off in profile isko   | $HDB | H game add --series 1 --table 1 --ramsch -,45,40,35
house: Kontra level unknown       | 3 | --kontra 'doppel': kontra, re, supra or hirsch | $HDB | H game add -t C --series 1 --table 1 --declarer 3 clubs --with 1 --points 70 --kontra doppel
house: Supra above club's Re      | 3 | kontra 3 (Supra) is above kontra_max_level 2 (Re) of profile club | $HDB | H game add -t C --series 1 --table 1 --declarer 4 clubs --with 1 --points 70 --kontra supra
house: Kontra on a passed game    | 3 | kontra: a passed game has no Kontra | $HDB | H game add -t C --series 1 --table 1 --passed --kontra kontra
house: Kontra-by without Kontra   | 2 | --kontra-by                     | $HDB | H game add -t C --series 1 --table 1 --declarer 4 clubs --with 1 --points 70 --kontra-by 1
house: Ramsch under club          | 3 | Ramsch is off in profile club   | $HDB | H game add -t C --series 1 --table 1 --ramsch 40,-,40,40
house: unknown settings key       | 3 | rules: unknown key 'kontra' for Skat house rules | $HDB | H tournament create X --rules club,kontra=2
house: preset not first           | 3 | rules: 'pub' is not key=value   | $HDB | H tournament create X --rules kontra_max_level=re,pub
house: rate denominator 0         | 3 | money_rate=1/0: denominator 0 is impossible | $HDB | H tournament create X --rules club,money_rate=1/0
house: prizes not 100 %           | 3 | prize_percent: the percentages add up to 90.00 % | $HDB | H tournament create X --rules isko,prize_percent=50/40
house: tiers not from loss 1      | 3 | loss_fee_tiers: the first tier starts at loss 3 | $HDB | H tournament create X --rules isko,loss_fee_tiers=3:50
house: rules changed after a game | 3 | tournament 'C': 2 games are recorded: the house rules are fixed | $HDB | H tournament rules C pub
house: rules of a closed one      | 3 | closed                          | $HDB | H tournament rules Closed club
money: a scoring rule after games | 3 | kontra_max_level is a scoring rule | $HDB | H tournament money C kontra_max_level=supra
money: a preset is scoring rules  | 3 | 'pub' is a preset of scoring rules | $HDB | H tournament money C pub
money: nothing given              | 3 | no money setting given          | $HDB | H tournament money C ','
money: a bad rate                 | 3 | money_rate=1/0                  | $HDB | H tournament money C money_rate=1/0
money: of a closed tournament     | 3 | closed                          | $HDB | H tournament money Closed money_rate=1/4
schafkopf: money changes a tariff  | 3 | t_ruf is a scoring rule         | $SKDB | K tournament money B t_ruf=30
house: standings --teams          | 3 | --teams: tournament 'C' plays house rules (club) | $HDB | H standings -t C --teams
house: a game number gap          | 3 | game 5: games 3 to 4 of table 1, series 1 are not recorded yet | $HDB | H game add -t C --series 1 --table 1 --game 5 --passed
house: delete before the last     | 3 | would leave a gap before game 2 | $HDB | H game delete -t C --series 1 --table 1 --game 1
house: passed under ramsch_on_pass | 3 | plays Ramsch when all pass     | $HDB | H game add -t P --series 1 --table 1 --passed
house: Ramsch not 120             | 3 | must add up to 120              | $HDB | H game add -t P --series 1 --table 1 --ramsch 40,-,40,30 --skat 0
house: Ramsch skat 9              | 3 | ramsch skat: 9 Augen are not two cards | $HDB | H game add -t P --series 1 --table 1 --ramsch 40,-,40,31 --skat 9
house: Ramsch with Kontra         | 3 | a Ramsch has no Kontra          | $HDB | H game add -t P --series 1 --table 1 --ramsch 40,-,40,40 --kontra kontra
house: Ramsch names the dealer    | 3 | seat 2 deals and sits out       | $HDB | H game add -t P --series 1 --table 1 --ramsch 40,40,40,0
house: Jungfrau with Augen        | 3 | seat 3 has 40 Augen, a Jungfrau takes no trick | $HDB | H game add -t P --series 1 --table 1 --ramsch 40,-,40,40 --jungfrau 3
house: two Jungfrauen             | 3 | enter it as durchmarsch         | $HDB | H game add -t P --series 1 --table 1 --ramsch 120,-,0,0 --jungfrau 3 --jungfrau 4
house: Durchmarsch short of 120   | 3 | a Durchmarsch takes every trick | $HDB | H game add -t P --series 1 --table 1 --ramsch 100,-,20,0 --durchmarsch 1
house: Ramsch Augen not a number  | 3 | --ramsch '40,x,80': value 2 ('x') | $HDB | H game add -t P --series 1 --table 1 --ramsch 40,x,80
house: Ramsch five values         | 3 | one value per seat, at most 4   | $HDB | H game add -t P --series 1 --table 1 --ramsch 20,20,20,20,40
house: Schieben above 3           | 2 | --schieben                      | $HDB | H game add -t P --series 1 --table 1 --ramsch 40,-,40,40 --schieben 4
house: Ramsch with a declarer     | 2 | exclude each other              | $HDB | H game add -t P --series 1 --table 1 --ramsch 40,-,40,40 --declarer 3
house: Ramsch with game flags     | 2 | --ramsch takes no declarer or game flags | $HDB | H game add -t P --series 1 --table 1 --ramsch 40,-,40,40 --hand
house: Jungfrau without Ramsch    | 2 | --jungfrau needs --ramsch       | $HDB | H game add -t C --series 1 --table 1 --declarer 4 clubs --with 1 --points 70 --jungfrau 3
house: skat without Ramsch        | 2 | --skat                          | $HDB | H game add -t C --series 1 --table 1 --declarer 4 clubs --with 1 --points 70 --skat 10
house: Ramsch in Schafkopf        | 3 | --ramsch is a Skat game flag    | $SKDB | K game add -t B --series 1 --table 1 --ramsch 40,40,40
house: Kontra by the declarer     | 3 | kontra by: seat 4 is the declarer; Kontra is said by a defender | $HDB | H game add -t C --series 1 --table 1 --declarer 4 clubs --with 1 --points 70 --kontra re --kontra-by 4
house: Kontra by the dealer       | 3 | kontra by: seat 3 deals this game and sits out | $HDB | H game add -t C --series 1 --table 1 --declarer 4 clubs --with 1 --points 70 --kontra kontra --kontra-by 3
house: Kontra by seat 4 of three  | 3 | kontra by: seat 4 is not at the table | $HDB | H game add -t Three --series 1 --table 1 --declarer 1 clubs --with 1 --points 70 --kontra kontra --kontra-by 4
house: Kontra by seat 0           | 2 | --kontra-by must be a whole number from 1 to 4, not '0' | $HDB | H game add -t C --series 1 --table 1 --declarer 4 clubs --with 1 --points 70 --kontra kontra --kontra-by 0
house: Kontra level empty         | 3 | --kontra '': kontra, re, supra or hirsch | $HDB | H game add -t C --series 1 --table 1 --declarer 4 clubs --with 1 --points 70 --kontra ''
house: Kontra twice               | 2 | --kontra given twice            | $HDB | H game add -t C --series 1 --table 1 --declarer 4 clubs --with 1 --points 70 --kontra re --kontra kontra
house: Ramsch Augen negative      | 3 | value 1 ('-40') is not a whole number 0 to 120 | $HDB | H game add -t P --series 1 --table 1 --ramsch -40,-,80,80
house: Ramsch Augen huge          | 3 | value 1 ('999999999999') is not a whole number | $HDB | H game add -t P --series 1 --table 1 --ramsch 999999999999,-,0,0
house: Ramsch Augen empty         | 3 | --ramsch '': value 1 is not a whole number 0 to 120 | $HDB | H game add -t P --series 1 --table 1 --ramsch ''
house: Ramsch last trick by dealer | 3 | ramsch last trick: seat 2 deals and sits out | $HDB | H game add -t P --series 1 --table 1 --ramsch 40,-,40,40 --last-trick 2
house: Durchmarsch of a 0 seat    | 3 | seat 3 has 0 Augen, a Durchmarsch takes every trick | $HDB | H game add -t P --series 1 --table 1 --ramsch 120,-,0,0 --durchmarsch 3
house: edit a Ramsch to Kontra    | 3 | game 1: kontra: a Ramsch has no Kontra | $HDB | H game edit -t P --series 1 --table 1 --game 1 --ramsch 40,-,40,40 --kontra re
house: empty rules text          | 3 | --rules: the rules text is empty | $HDB | H tournament create X --rules ''
house: rules text only commas    | 3 | --rules: the rules text is empty | $HDB | H tournament create X --rules ' , '
house: tournament rules empty    | 3 | rules: the rules text is empty  | $HDB | H tournament rules I ','
house: newline in rules, escaped | 3 | rules 'pu\nb': control character U+000A is not allowed | $HDB | H tournament create X --rules $'pu\nb'
house: ESC in rules, escaped     | 3 | rules 'club,kontra_max_level=\x1B[31m': control character U+001B | $HDB | H tournament create X --rules $'club,kontra_max_level=\e[31m'
schafkopf: empty rules text      | 3 | --rules: the rules text is empty | $SKDB | K tournament create X --game schafkopf --rules ''
schafkopf: tab in rules, escaped | 3 | rules 'lauf_min=\t3': control character U+0009 | $SKDB | K tournament create X --game schafkopf --rules $'lauf_min=\t3'
house: one setting twice          | 3 | rules: 'list_mode' is given twice: give each setting once | $HDB | H tournament create X --rules club,list_mode=minus,list_mode=plain
house: tournament rules twice     | 3 | 'Bock-Enabled' is given twice   | $HDB | H tournament rules I club,bock_enabled=yes,Bock-Enabled=no
schafkopf: a Skat preset          | 3 | rules: 'club' is not key=value (Schafkopf settings are key=value; the presets isko, club and pub are Skat house rules) | $SKDB | K tournament create X --game schafkopf --rules club
schafkopf: one setting twice      | 3 | rules: 'lauf_min' is given twice | $SKDB | K tournament create X --game schafkopf --rules lauf_min=3,lauf_min=4
money: series 0                   | 2 | --series must be a whole number from 1 to 99, not '0' | $HDB | H money -t C --series 0
money: unknown tournament         | 3 | tournament 'Nope' does not exist | $HDB | H money -t Nope
stats: table without series       | 2 | --table needs --series          | $HDB | H stats -t C --table 1
stats: table not in the series    | 3 | table 9 does not exist in series 1 (tables 1 to 1) | $HDB | H stats -t C --series 1 --table 9
stats: unknown player             | 3 | player 'Nobody' does not exist  | $HDB | H stats Nobody -t C
player import: /dev/zero          | 1 | larger than 256 MB              | $DB | S player import /dev/zero
import json: not UTF-8           | 3 | the document is not valid UTF-8 | $DB | S import json garbage.csv
import json: wrong format         | 3 | format: 'x' is not skatsheet-exchange | $DB | S import json <(printf '{"format":"x","version":1,"kind":"tournament"}')
import json: newer version        | 3 | version: version 9: this program reads version 1 | $DB | S import json <(printf '{"format":"skatsheet-exchange","version":9,"kind":"tournament"}')
import json: unknown field        | 3 | unknown field 'foo'           | $DB | S import json <(printf '{"format":"skatsheet-exchange","version":1,"kind":"tournament","foo":1}')
league venue add: unknown group   | 3 | match day 1 has no venue group 1 | $DB | S league venue add V --matchday 1 --group 1 -l L
league code add: unknown venue    | 3 | venue 'V' does not exist      | $DB | S league code add --venue V --matchday 1 -l L
league code add: no scope         | 2 | --captain TEAM or --leader    | $DB | S league code add -l L
league code revoke: unknown code  | 3 | code #99 does not exist       | $DB | S league code revoke 99 -l L
player members: bad number | 3 | member number 'a+b'           | $DB | S player members <(printf 'member,name,club,publish\na+b,X,,\n')
sync push: nothing pulled         | 3 | nothing was pulled from a hub here | $DB | S sync push
sync pull: not an http address   | 2 | give the hub's address as http://HOST:PORT | $DB | S sync pull --hub ftp://x --code AAAABBBBCCCCDDDD
sync pull: not a code            | 2 | --code: not a venue's code    | $DB | S sync pull --hub http://127.0.0.1:9 --code 12-34
league review accept: unknown     | 3 | review #99 does not exist     | $DB | S league review accept 99 -l L
league result confirm: none      | 3 | match day 1 does not exist in league 'L' | $DB | S league result confirm 1 -l L
league set: nothing to change    | 2 | say what to change             | $DB | S league set -l L
league set: protest days 400     | 2 | --protest-days                | $DB | S league set --protest-days 400 -l L
publish: not a directory          | 3 | not a directory (make it first) | $DB | S publish empty.csv -l L
day: unknown setting               | 3 | day: unknown setting 'colour'  | $TDB | D day set colour=red
day: not KEY=VALUE                 | 3 | is not KEY=VALUE               | $TDB | D day set clock_min
day: clock_min 0                   | 3 | day: clock_min=0: a whole number from 1 to 1440 | $TDB | D day set clock_min=0
day: Bavarian over the fee         | 3 | day: preset=bavarian: the entry fee fee_ct=1600 is above 15.00 euros | $TDB | D day set fee_ct=1600 preset=bavarian
day: one bad item of several       | 3 | day: second_entry=maybe: yes or no | $TDB | D day set clock_min=90 second_entry=maybe
checkin: empty scan                | 3 | scan: empty                    | $TDB | D checkin scan ''
checkin: escape sequence           | 3 | control character U+001B       | $TDB | D checkin scan $'\e[2J'
checkin: invalid UTF-8             | 3 | scan: not valid UTF-8          | $TDB | D checkin scan $'K7\xff'
checkin: scan too long             | 3 | is too long for a code or a member number | $TDB | D checkin scan "$(printf 'A%.0s' $(seq 400))"
checkin: neither code nor number   | 3 | 'Grüße!' matches no registration | $TDB | D checkin scan 'Grüße!'
checkin: unknown code              | 3 | unknown code or member number 'ZZZZZZZZ' | $TDB | D checkin scan ZZZZ-ZZZZ
checkin: code of another tournament | 3 | is a registration of tournament 'Other', not of 'Tag' | $TDB | D checkin scan "$OTHER_CODE"
checkin: duplicate                 | 3 | 'Anna' checked in already      | $TDB | D checkin add Anna
checkin: unknown player            | 3 | 'Nobody' matches no registration of 'Tag' and no player | $TDB | D checkin add Nobody
checkin: a walk-in named by digits | 3 | is only digits                 | $TDB | D checkin add 4711 --new
checkin: open twice                | 3 | the door of series 1 is open already | $TDB | D checkin open --series 2
checkin: close a closed door       | 3 | series 2: the door is not open | $TDB | D checkin close --series 2
checkin: open a drawn series       | 3 | series 1 is drawn already      | $TDB | D checkin open -t Drawn --series 1
checkin: draw while the door is open | 3 | series 1 is being seated at check-in | $TDB | D series draw 1
checkin: fee above the rules' limit | 2 | --ct must be a whole number from 0 to 100000000 | $TDB | D checkin add Carla --fee paid --ct -5
register: member number with junk  | 3 | member number 'a+b': letters and digits | $TDB | D register add Neu --member 'a+b'
register: a player twice           | 3 | 'Bernd' is registered already  | $TDB | D register add Bernd --player
register: girocode without payee   | 3 | the GiroCode needs the payee   | $TDB | D register girocode "$ANNA_CODE"
register: girocode of nobody       | 3 | no registration of 'Tag' has the code or number 'ZZZZ-ZZZZ' | $TDB | D register girocode ZZZZ-ZZZZ
register: two mail addresses      | 3 | mail: 'a@b.org,c@d.org' is not a mail address | $TDB | D register add Neu --mail 'a@b.org,c@d.org'
register: mail without a server    | 3 | no mail server is configured   | $TDB | D register mail
config: smtp_url not smtp          | 3 | smtp_url must begin with smtp:// or smtps:// | $TDB | D config smtp_url http://mail.example.org
config: mail_from with a name      | 3 | mail_from: 'Club <c@x.org>' is not a mail address | $TDB | D config mail_from 'Club <c@x.org>'
config: IBAN check digits          | 3 | the check digits do not match  | $TDB | D config iban DE89370400440532013001
config: IBAN of a wrong length     | 3 | an IBAN of DE has 22           | $TDB | D config iban DE893704004405320130
config: BIC                        | 3 | bic: 'XX' is not a BIC         | $TDB | D config bic XX
config: payee too long             | 3 | payee: at most 70 characters   | $TDB | D config payee "$(printf 'x%.0s' $(seq 71))"
prize: guest without a host club   | 3 | who is a member is the host club's question | $TDB | D prize add --group guest --goods Wein
prize: neither money nor goods     | 3 | a prize is money (--ct) or goods (--goods), one of them | $TDB | D prize add --place 2
prize: remove one that is not      | 3 | 'Tag' has no prize overall 5   | $TDB | D prize remove --place 5
prize: a scheme over 100 %         | 3 | percent=150: a whole number from 1 to 100 | $TDB | D prize scheme --percent 150 --split 60,40
prize: a split over 100            | 3 | the percentages add up to more than 100 | $TDB | D prize scheme --percent 50 --split 60,50
prize: a split not descending      | 3 | the split descends             | $TDB | D prize scheme --percent 50 --split 30,40,30
prize: every 0th player            | 3 | every=0: every Nth player wins | $TDB | D prize scheme --every 0 --ct 500
prize: a scheme of money and goods | 3 | prizes in money or in goods, not both | $TDB | D prize scheme --every 2 --ct 100 --goods Wurst
cashier: pay for nobody            | 3 | player 'Nobody' does not exist | $TDB | D cashier pay Nobody
cashier: cash below the fee        | 3 | less than the fee              | $TDB | D cashier pay Anna --given 1
cashier: change without cash       | 2 | --change                       | $TDB | D cashier pay Anna --change
cashier: a receipt of nobody       | 3 | player 'Nobody' does not exist | $TDB | D cashier receipt Nobody r.pdf
clock: a series not drawn          | 3 | series 1 has not been drawn    | $TDB | D clock start --series 1
clock: started twice               | 3 | the clock of series 1 runs since | $TDB | D clock start -t Drawn --series 1
clock: stop a clock not running    | 3 | the clock of series 1 does not run | $TDB | D clock stop -t Other --series 1
second: not asked for              | 3 | second entry: 'Drawn' asks for none | $TDB | D second add -t Drawn --series 1 --table 1 --passed
second: Schafkopf beyond the series | 3 | game 9: a series has 4 games at a table | $TDB | D second add -t Schaf --series 1 --table 1 --game 9 wenz --declarer 1 --points 70
second: Schafkopf impossible game  | 3 | a Rufspiel cannot call the Herz-Sau | $TDB | D second add -t Schaf --series 1 --table 1 ruf --declarer 1 --partner 3 --suit herz --points 70
second: a Skat flag on Schafkopf   | 3 | --hand is a Skat game flag     | $TDB | D second add -t Schaf --series 1 --table 1 wenz --declarer 1 --points 70 --hand
second: Schafkopf list, a bad line | 3 | 1 problem in the second entry: nothing stored | $TDB | D second import -t Schaf schbad.csv
second: house list out of order    | 3 | game 3 is not recorded: under house rules | $TDB | D second add -t Kneipe --series 1 --table 1 --game 4 --declarer 1 grand --with 1 --points 70
second: house Kontra beyond the rules | 3 | kontra 3 (Supra) is above kontra_max_level 2 (Re) of profile pub | $TDB | D second add -t Kneipe --series 1 --table 1 --declarer 4 grand --with 1 --points 70 --kontra supra
second: house middle game deleted  | 3 | without it the second entry's list does not replay | $TDB | D second delete -t Kneipe --series 1 --table 1 --game 1
checkin: Schafkopf door, last series | 3 | 5 players cannot be seated: Schafkopf needs four at every table | $TDB | D checkin close -t Tuer --series 1
cashier: owed before the day       | 3 | or given back (--waived)       | $TDB | D cashier pay "$ANNA_CODE" --owed
series print: not drawn            | 3 | series 2 has not been drawn    | $TDB | D series print x.pdf --series 2
TABLE
)

run_case() {
    local name=$1 rc=$2 text=$3 dbf=$4 cmd=$5
    dbf=$(eval echo "$dbf")
    local before=- sum=db_sum
    case "$dbf" in bytes:*) dbf=${dbf#bytes:}; sum=bytes_sum ;; esac
    case "$cmd" in
        need_ro*) if [ -z "$RO_HOW" ]; then t_ok "$name (skipped: running as root and chattr +i is not possible here)"; return; fi
                  cmd=${cmd#need_ro } ;;
        need_blk*) if [ -z "$BLK" ]; then t_ok "$name (skipped: mknod of a block device needs root)"; return; fi
                  cmd=${cmd#need_blk } ;;
        need_tiny*) if [ -z "$TINY" ]; then t_ok "$name (skipped: mounting a tmpfs is not permitted here; the ulimit -f case covers a full disk)"; return; fi
                  cmd=${cmd#need_tiny } ;;
    esac
    [ "$dbf" = - ] || before=$($sum "$dbf")
    check "$name" "$rc" --err "$text" -- eval "$cmd"
    # tests/i18n/refusals.sh: the same refusal again under LANG=de_DE.UTF-8,
    # its stderr kept (a refusal changes nothing, so running it twice is fine)
    if [ -n "${CATALOGUE_DE:-}" ] && [ "$rc" != 0 ]; then
        printf '### %s\n' "$name" >>"$CATALOGUE_DE.names"
        ( unset LC_ALL LC_MESSAGES LANGUAGE; export LANG=de_DE.UTF-8; eval "$cmd" ) >/dev/null 2>>"$CATALOGUE_DE"
    fi
    # a clear message: one "skatsheet: " line at least, no SQLite jargon alone
    if [ "$RC" != 0 ] && ! grep -q "skatsheet: \|^line \|^usage:" "$TMP/err"; then
        t_fail "$name: message" "stderr: $(head -c 300 "$TMP/err")"
    fi
    if [ "$dbf" != - ]; then
        local after
        after=$($sum "$dbf")
        [ "$after" = "$before" ] || t_fail "$name: database unchanged" "$before -> $after"
    fi
}

# the cases about the SQLite file itself: its bytes, its name and its
# neighbours' names, its directory, a full disk under it
file_case() {
    case "$1" in "database: "*|"disk full: "*|*"onto the database"|*"link to the db"|*"-wal name"|*"-shm name"|*"block device"|"db backup: "*|"db restore: "*) return 0 ;; esac
    return 1
}
count=0
while IFS='|' read -r name rc text dbf cmd; do
    trim() { local s=$1; s=${s#"${s%%[![:space:]]*}"}; s=${s%"${s##*[![:space:]]}"}; printf '%s' "$s"; }
    name=$(trim "$name"); rc=$(trim "$rc"); text=$(trim "$text"); dbf=$(trim "$dbf"); cmd=$(trim "$cmd")
    [ -n "$name" ] || continue
    [ "$ENGINE" = sqlite ] || ! file_case "$name" || continue
    run_case "$name" "$rc" "$text" "$dbf" "$cmd"
    count=$((count + 1))
done <<<"$CASES"
[ "$count" -ge 60 ] && t_ok "catalogue has $count table-driven cases" || t_fail "catalogue size" "$count"

# ---- the database on PostgreSQL: another program's, newer, empty, missing,
# a server that is not there (the message names the database and the
# place, never the password)
if [ "$ENGINE" = postgresql ]; then
    OTHER=$(new_db other)
    db_sql "$OTHER" "CREATE TABLE customers(id integer PRIMARY KEY, name text); INSERT INTO customers VALUES (1, 'x');"
    NEWER=$(db_copy "$DB" newer)
    db_sql "$NEWER" "UPDATE skatsheet_schema SET version = 99"
    EMPTY=$(new_db empty)
    mkdir nosrv
    NOSRV="postgresql://skat:geheim@/skat?host=$TMP/nosrv"
    run_case "database: another program's" 1 "belongs to another program" '$OTHER' '"$SK" --db "$OTHER" player add X'
    run_case "database: init in another program's" 1 "belongs to another program" '$OTHER' '"$SK" --db "$OTHER" init'
    run_case "database: newer schema" 1 "newer than this skatsheet" '$NEWER' '"$SK" --db "$NEWER" game list --series 1'
    run_case "database: empty (no init yet)" 1 "is empty: run 'skatsheet init'" '$EMPTY' '"$SK" --db "$EMPTY" player list'
    run_case "database: missing" 1 "does not exist: create it first" - '"$SK" --db "$(pg_uri nope)" player list'
    run_case "database: db restore of a file that is no backup" 3 "empty.csv is not a skatsheet backup (neither a SQLite file nor a pg_dump): nothing restored" '$DB' 'S db restore empty.csv'
    run_case "database: db restore of a damaged SQLite file" 3 "nothing restored" '$DB' 'S db restore garbage.csv'
    run_case "database: no server" 1 "cannot reach the PostgreSQL server for database skat@skat on $TMP/nosrv" - '"$SK" --db "$NOSRV" player add X'
    grep -q geheim "$TMP/err" && t_fail "database: no server: the password is not shown" "$(cat "$TMP/err")" ||
        t_ok "database: no server: the password is not shown"
fi
