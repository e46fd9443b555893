# tests/web/lib_pages.sh - every page of `serve`, for the suites that look
# at all of them (fit.sh: they fit; axe.sh: no WCAG violation).  Source after
# lib.sh and lib_web.sh, in $TMP.
#   pages_setup     the database: a Skat tournament, a house list (pub), a
#                   club evening, a Schafkopf list with a second phone, an
#                   open tournament at the door; sets DB
#   pages_each FN   FN TOURNAMENT NAME=PATH... for each tournament's pages
pages_setup() {
    DB=$(new_db p)
    S() { "$SK" --db "$DB" "$@"; }
    S init >/dev/null
    for p in "Anna-Lena Schmidt-Großkopf" "Bernd Überreuter" "Carla Dorothea Wilhelmine" \
             "Dora Maximiliane Huber" Emil Frieda Gerd Hanna Ida Jule Karl Lena Max Nina Otto Paula; do
        S player add "$p" --club "Skatfreunde Grün-Weiß Wien" >/dev/null
    done
    printf 'series,table,seat,player\n1,1,1,Anna-Lena Schmidt-Großkopf\n1,1,2,Bernd Überreuter\n1,1,3,Carla Dorothea Wilhelmine\n1,1,4,Dora Maximiliane Huber\n' > seats4.csv
    S league create "Verbandsliga" --season 2027 --series-per-matchday 1 >/dev/null
    S league team add "SC Kreuz Bube" --club "SC Kreuz Bube" >/dev/null
    S league team add "Herz Dame" --club "Herz Dame Essen" >/dev/null
    S league roster add "SC Kreuz Bube" Emil Frieda Gerd Hanna >/dev/null
    S league roster add "Herz Dame" "Anna-Lena Schmidt-Großkopf" "Bernd Überreuter" "Carla Dorothea Wilhelmine" "Dora Maximiliane Huber" >/dev/null
    S league matchday add 1 --date 2027-01-16 --venue "SC Kreuz Bube,Herz Dame" >/dev/null
    S tournament create Turnier --series 2 --date 2026-11-24 >/dev/null
    S series draw 1 -t Turnier --seed 3 >/dev/null
    for g in 1 2 3 4 5; do
        S game add -t Turnier --series 1 --table 1 --declarer $(( g % 3 + 2 )) grand --with 1 --points $(( 50 + g * 5 )) >/dev/null 2>&1
    done
    S team add -t Turnier Nord "Anna-Lena Schmidt-Großkopf" "Bernd Überreuter" >/dev/null
    S series codes 1 -t Turnier >/dev/null
    S ranking define "Jahresliste 2026" method=average min_series=2 >/dev/null
    # the clock in its widest state: "Series 1  4:59  last minutes" (started 115 of 120 minutes ago)
    SKATSHEET_NOW=$(date -u -d '-115 minutes' +%Y-%m-%dT%H:%M:%SZ) S clock start -t Turnier --series 1 >/dev/null ||
        t_fail "the clock starts"
    S tournament create Kneipe --rules pub,bierlachs_price_ct=150 >/dev/null
    S import seats -t Kneipe seats4.csv >/dev/null
    S series codes 1 -t Kneipe >/dev/null
    K="-t Kneipe --series 1 --table 1"
    S game add $K --declarer 2 grand --hand --with 1 --points 75 >/dev/null
    S game add $K --declarer 3 hearts --with 1 --points 70 --kontra kontra --kontra-by 4 >/dev/null
    S game add $K --declarer 4 clubs --with 2 --points 50 --kontra re --kontra-by 1 >/dev/null
    S tournament create Club --rules club,money_rate=1/4,entry_fee_ct=500,prize_percent=60/40 >/dev/null
    S import seats -t Club seats4.csv >/dev/null
    S game add -t Club --series 1 --table 1 --declarer 2 grand --hand --with 1 --points 75 >/dev/null
    S tournament create Stammtisch --game schafkopf --tariff 10-20-50 --rules allow_ramsch=yes >/dev/null
    S import seats -t Stammtisch seats4.csv >/dev/null
    S series codes 1 -t Stammtisch >/dev/null
    T="-t Stammtisch --series 1 --table 1"
    S game add $T ruf --declarer 1 --partner 3 --suit eichel --points 70 >/dev/null
    S game add $T solo --declarer 2 --suit herz --points 95 --laufende 3 >/dev/null
    S game add $T wenz --declarer 4 --points 50 --klopfer 1 >/dev/null
    S game add $T ramsch --loser 2 --jungfrau 1 >/dev/null
    S day set -t Stammtisch second_entry=yes >/dev/null
    S second add $T ruf --declarer 1 --partner 3 --suit eichel --points 70 >/dev/null
    S second add $T solo --declarer 2 --suit herz --points 85 --laufende 3 >/dev/null
    # an open tournament at the door: registrations, the desk and the cash desk
    S tournament create "Offenes Preisskat" --date 2026-10-03 >/dev/null
    S day set -t "Offenes Preisskat" fee_ct=1200 >/dev/null
    for i in 01 02 03 04 05 06 07; do S register add -t "Offenes Preisskat" "Maximiliane-Charlotte Spielerin $i" --club "Skatfreunde Grün-Weiß" >/dev/null; done
    RC=$(S register list -t "Offenes Preisskat" --all --format csv | awk -F, 'NR == 2 { print $4 }')
    S checkin open -t "Offenes Preisskat" --series 1 --seed 7 >/dev/null || t_fail "the door opens"
    S checkin scan -t "Offenes Preisskat" "$RC" >/dev/null || t_fail "a check-in"
    KEY=$(S checkin desk -t "Offenes Preisskat" | sed -n 's/.*: \(....-....\)$/\1/p')
    [ -n "$KEY" ] && [ -n "$RC" ] || t_fail "the desk key and a registration code" "$KEY $RC"
    code() {
        db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id JOIN series s ON s.id = x.series_id JOIN tournaments t ON t.id = s.tournament_id WHERE t.name = '$1' AND s.series_no = 1 AND x.table_no = 1"
    }
}
pages_each() {
    local fn=$1
    $fn Turnier standings=/ series='/standings?series=1' teams=/teams tables=/tables sheet=/table/1/1 \
        entry="/table/1/1?code=$(code Turnier)" league=/league register=/register beamer=/beamer \
        error=/table/9/9 clock='/clock?series=1' ranking='/ranking/Jahresliste 2026' \
        ranking-beamer='/ranking/Jahresliste 2026?view=beamer' player=/player/1
    $fn Kneipe house-standings=/ house-sheet=/table/1/1 house-entry="/table/1/1?code=$(code Kneipe)" house-money=/money
    $fn Club club-money=/money club-sheet=/table/1/1
    $fn Stammtisch schafkopf-standings=/ schafkopf-sheet=/table/1/1 schafkopf-entry="/table/1/1?code=$(code Stammtisch)" \
        schafkopf-second="/table/1/1?code=$(code Stammtisch)&copy=2" schafkopf-money=/money
    $fn "Offenes Preisskat" desk="/desk?key=$KEY" cashier="/cashier?key=$KEY" checkin="/checkin/$RC"
}
