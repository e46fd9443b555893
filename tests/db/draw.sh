#!/usr/bin/env bash
# series draw through the CLI: table sizes for 3..60 players, reproducibility,
# --seeded by standings, --separate club.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db d)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
{
    echo "BEGIN;"
    for i in $(seq 1 60); do echo "INSERT INTO players(name, number, club) VALUES ('Spieler $i', $i, 'Club $((i % 5))');"; done
    echo "COMMIT;"
} | db_sql "$DB"
S tournament create Sizes --series 60 >/dev/null
bad=()
for n in $(seq 3 60); do
    db_sql "$DB" "UPDATE players SET active = CASE WHEN number <= $n THEN 1 ELSE 0 END"
    out=$(S series draw "$n" --seed "$n" 2>&1)
    rc=$?
    if [ "$n" = 5 ]; then
        [ $rc = 3 ] && [[ $out == *"5 players cannot be seated"* ]] || bad+=("n=5: rc $rc $out")
        continue
    fi
    [ $rc = 0 ] || { bad+=("n=$n: rc $rc $out"); continue; }
    fours=$(grep -c '^table .*(4 players)' <<<"$out")
    threes=$(grep -c '^table .*(3 players)' <<<"$out")
    seats=$(grep -c '^  seat ' <<<"$out")
    want3=$(( (4 - n % 4) % 4 ))
    want4=$(( (n - 3 * want3) / 4 ))
    [ "$fours" = "$want4" ] && [ "$threes" = "$want3" ] && [ "$seats" = "$n" ] \
        || bad+=("n=$n: $fours x 4 + $threes x 3, $seats seats")
    dup=$(grep '^  seat ' <<<"$out" | awk '{print $3}' | sort | uniq -d)
    [ -z "$dup" ] || bad+=("n=$n: seated twice: $dup")
done
[ ${#bad[@]} -eq 0 ] && t_ok "table sizes for 3..60 players" || t_fail "table sizes" "${bad[@]}"
stored=$(db_sql "$DB" "SELECT count(*) FROM seats x JOIN series s ON s.id = x.series_id WHERE s.series_no = 60")
[ "$stored" = 60 ] && t_ok "60 seats stored for series 60" || t_fail "stored seats" "$stored"

# reproducibility: the same seed gives the same seating in another database
db_sql "$DB" "UPDATE players SET active = CASE WHEN number <= 23 THEN 1 ELSE 0 END"
S tournament create R --series 3 >/dev/null
a=$(S series draw 1 --seed 4711 -t R | tail -n +2)
# (series 2 keeps apart who met in series 1: drawing series 1 again shows
# the seed's draw; the seating of series 1 is replaced, it has no games)
b=$(S series draw 1 --seed 4711 -t R | tail -n +2)
c=$(S series draw 3 --seed 4712 -t R | tail -n +2)
[ "$a" = "$b" ] && t_ok "same seed, same draw" || t_fail "same seed, same draw"
[ "$a" != "$c" ] && t_ok "another seed, another draw" || t_fail "another seed gave the same draw"
COPY=$(db_copy "$DB" copy)
d=$("$SK" --db "$COPY" series draw 1 --seed 4711 -t R | tail -n +2)
[ "$a" = "$d" ] && t_ok "redraw with the same seed reproduces" || t_fail "redraw reproduces"

# --separate club: 12 players, 4 clubs of 3 -> nobody meets a club mate
db_sql "$DB" "UPDATE players SET active = CASE WHEN number <= 12 THEN 1 ELSE 0 END, club = 'Club ' || (number % 4)"
S tournament create Sep --series 20 >/dev/null
worst=0
for s in $(seq 1 20); do
    S series draw "$s" --seed "$s" --separate club -t Sep >/dev/null || t_fail "draw $s"
done
pairs=$(db_sql "$DB" "SELECT count(*) FROM seats a JOIN seats b ON a.table_id = b.table_id AND a.seat < b.seat
   JOIN players p ON p.id = a.player_id JOIN players q ON q.id = b.player_id
   JOIN series s ON s.id = a.series_id JOIN tournaments t ON t.id = s.tournament_id
   WHERE t.name = 'Sep' AND p.club = q.club")
[ "$pairs" = 0 ] && t_ok "--separate club keeps club mates apart (20 draws)" || t_fail "--separate club" "$pairs pairs"
S tournament create NoSep --series 20 >/dev/null
for s in $(seq 1 20); do S series draw "$s" --seed "$s" -t NoSep >/dev/null; done
pairs=$(db_sql "$DB" "SELECT count(*) FROM seats a JOIN seats b ON a.table_id = b.table_id AND a.seat < b.seat
   JOIN players p ON p.id = a.player_id JOIN players q ON q.id = b.player_id
   JOIN series s ON s.id = a.series_id JOIN tournaments t ON t.id = s.tournament_id
   WHERE t.name = 'NoSep' AND p.club = q.club")
[ "$pairs" -gt 0 ] && t_ok "without --separate club mates meet" || t_fail "control draw had no club pairs"

# --seeded: the four best by Seeger total at table 1
db_sql "$DB" "UPDATE players SET active = CASE WHEN number <= 8 THEN 1 ELSE 0 END"
S tournament create Seed --series 2 >/dev/null
S series draw 1 --seed 1 -t Seed >/dev/null
# table 1 seat 2 wins a big game, table 2 seat 3 too; seat 1 of table 1 loses
S game add -t Seed --series 1 --table 1 --declarer 2 grand --with 4 --points 100 >/dev/null
S game add -t Seed --series 1 --table 2 --declarer 3 grand --with 3 --points 100 >/dev/null
top=$(db_sql "$DB" "SELECT p.name FROM seats x JOIN tables t ON t.id = x.table_id JOIN series s ON s.id = t.series_id
   JOIN tournaments u ON u.id = s.tournament_id JOIN players p ON p.id = x.player_id
   WHERE u.name = 'Seed' AND s.series_no = 1 AND ((t.table_no = 1 AND x.seat = 2) OR (t.table_no = 2 AND x.seat = 3))" | sort)
check "seeded draw" 0 --out "(seeded" -- S series draw 2 --seeded --seed 9 -t Seed
t1=$(S series show 2 -t Seed | awk '/^table 1/{on=1; next} /^table/{on=0} on' )
ok=1
while read -r name; do grep -qF "$name" <<<"$t1" || ok=0; done <<<"$top"
[ $ok = 1 ] && t_ok "--seeded puts the leaders at table 1" || t_fail "--seeded" "leaders: $top" "table 1: $t1"
check "seeded with separate refused" 2 --err "--seeded and --separate exclude each other" -- S series draw 2 --seeded --separate club -t Seed
