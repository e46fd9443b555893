#!/usr/bin/env bash
# Phones (issue 29): every kind of page at 360 px (and 390 px) in headless
# Chromium, in German and English - the standings, a series, the teams, the
# tables, an ISkO score sheet and its entry form, a house list with Kontra,
# Re and Bock marks and its entry form, the money of a club evening (entry
# fees, prizes, who pays whom) and of a Bierlachs, a Schafkopf list of four
# wide names, its entry form, its second phone (copy=2: the second entry's
# list and the differences) and its money, the league, the registration form, the beamer
# and an error page.  No element may be clipped or stick out: for every
# element shown, its scrollWidth is at most its clientWidth (a table wider
# than the page's scroll box, a cell cut off) and its right edge inside the
# viewport.  Screenshots: build/screens/phone-*.png.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
. "$(dirname "$0")/lib_browser.sh"
cd "$TMP" || exit 1
DB=$(new_db p)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in "Anna-Lena Schmidt-Großkopf" "Bernd Überreuter" "Carla Dorothea Wilhelmine" \
         "Dora Maximiliane Huber" Emil Frieda Gerd Hanna Ida Jule Karl Lena Max Nina Otto Paula; do
    S player add "$p" --club "Skatfreunde Grün-Weiß Wien" >/dev/null
done
printf 'series,table,seat,player\n1,1,1,Anna-Lena Schmidt-Großkopf\n1,1,2,Bernd Überreuter\n1,1,3,Carla Dorothea Wilhelmine\n1,1,4,Dora Maximiliane Huber\n' > seats4.csv
# a league (its own match day tournament) and an ISkO tournament with teams
S league create "Verbandsliga" --season 2027 --series-per-matchday 1 >/dev/null
S league team add "SC Kreuz Bube" --club "SC Kreuz Bube" >/dev/null
S league team add "Grand Hand" --club "SC Grand Hand Bonn" >/dev/null
S league team add "Pik As" --club "SC Pik As Köln" >/dev/null
S league team add "Herz Dame" --club "Herz Dame Essen" >/dev/null
S league roster add "SC Kreuz Bube" Emil Frieda Gerd Hanna >/dev/null
S league roster add "Grand Hand" Ida Jule Karl Lena >/dev/null
S league roster add "Pik As" Max Nina Otto Paula >/dev/null
S league roster add "Herz Dame" "Anna-Lena Schmidt-Großkopf" "Bernd Überreuter" "Carla Dorothea Wilhelmine" "Dora Maximiliane Huber" >/dev/null
S league matchday add 1 --date 2027-01-16 --venue "SC Kreuz Bube,Grand Hand,Pik As,Herz Dame" >/dev/null
S tournament create Turnier --series 2 --date 2026-11-24 >/dev/null
S series draw 1 -t Turnier --seed 3 >/dev/null
for g in 1 2 3 4 5; do
    S game add -t Turnier --series 1 --table 1 --declarer $(( g % 3 + 2 )) grand --with 1 --points $(( 50 + g * 5 )) >/dev/null 2>&1
done
S team add -t Turnier Nord "Anna-Lena Schmidt-Großkopf" "Bernd Überreuter" >/dev/null
S series codes 1 -t Turnier >/dev/null
# a pub evening: Kontra, Re, Bock
S tournament create Kneipe --rules pub,bierlachs_price_ct=150 >/dev/null
S import seats -t Kneipe seats4.csv >/dev/null
S series codes 1 -t Kneipe >/dev/null
K="-t Kneipe --series 1 --table 1"
S game add $K --declarer 2 grand --hand --with 1 --points 75 >/dev/null
S game add $K --declarer 3 hearts --with 1 --points 70 --kontra kontra --kontra-by 4 >/dev/null
S game add $K --declarer 4 clubs --with 2 --points 50 --kontra re --kontra-by 1 >/dev/null
S game add $K --declarer 1 spades --with 1 --points 70 >/dev/null
# a club evening with tournament money
S tournament create Club --rules club,money_rate=1/4,entry_fee_ct=500,prize_percent=60/40 >/dev/null
S import seats -t Club seats4.csv >/dev/null
S game add -t Club --series 1 --table 1 --declarer 2 grand --hand --with 1 --points 75 >/dev/null
S game add -t Club --series 1 --table 1 --declarer 3 hearts --with 1 --points 50 --kontra kontra --kontra-by 4 >/dev/null
# a Schafkopf evening of four wide names
S tournament create Stammtisch --game schafkopf --tariff 10-20-50 --rules allow_ramsch=yes >/dev/null
S import seats -t Stammtisch seats4.csv >/dev/null
S series codes 1 -t Stammtisch >/dev/null
T="-t Stammtisch --series 1 --table 1"
S game add $T ruf --declarer 1 --partner 3 --suit eichel --points 70 >/dev/null
S game add $T solo --declarer 2 --suit herz --points 95 --laufende 3 >/dev/null
S game add $T wenz --declarer 4 --points 50 --klopfer 1 >/dev/null
S game add $T ramsch --loser 2 --jungfrau 1 >/dev/null
# its second entry (the table's second phone, copy=2), one game different
S day set -t Stammtisch second_entry=yes >/dev/null
S second add $T ruf --declarer 1 --partner 3 --suit eichel --points 70 >/dev/null
S second add $T solo --declarer 2 --suit herz --points 85 --laufende 3 >/dev/null
code() {  # code TOURNAMENT: the entry code of its table 1 of series 1
    db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id JOIN series s ON s.id = x.series_id JOIN tournaments t ON t.id = s.tournament_id WHERE t.name = '$1' AND s.series_no = 1 AND x.table_no = 1"
}

# every element shown: [what, scrollWidth, clientWidth, right edge] when it
# is wider than its box or sticks out of the viewport
OVER_JS='(function () {
  var vw = document.documentElement.clientWidth, bad = [];
  function what(e) { return e.tagName.toLowerCase() + (e.className ? "." + String(e.className).replace(/ /g, ".") : "") +
    (e.textContent ? " \"" + e.textContent.trim().slice(0, 24) + "\"" : ""); }
  if (document.documentElement.scrollWidth > vw) bad.push(["document", document.documentElement.scrollWidth, vw]);
  document.querySelectorAll("body *").forEach(function (e) {
    var cs = getComputedStyle(e);
    if (cs.display === "none" || cs.visibility === "hidden" || e.closest("tr.hide,.vh")) return;   /* .vh: text for a screen reader, 1 px by design */
    var r = e.getBoundingClientRect();
    if (!r.width || !r.height) return;
    if (e.clientWidth && e.scrollWidth > e.clientWidth + 1) bad.push([what(e), e.scrollWidth, e.clientWidth]);
    else if (r.right > vw + 1 || r.left < -1) bad.push([what(e), Math.round(r.left), Math.round(r.right)]);
  });
  return JSON.stringify(bad.slice(0, 6));
})()'
OVER_JS=$(printf '%s' "$OVER_JS" | tr '\n' ' ')
# page NAME PATH WIDTH [SHOT]: the page at WIDTH x 740 (a screenshot when
# SHOT is 1) and no overflow
page() {
    local name=$1 path=$2 w=${3:-360}
    if [ "${4:-0}" = 1 ]; then
        shot "phone-$name.png" "$w" 740 "$path"
    else
        br open "$URL$path" "$w" 740
    fi
    # (the beamer lays itself out after the load: measured once it has)
    br wait 5000 "!document.body.classList.contains('beamer') || document.body.hasAttribute('data-pages')"
    br eval "$OVER_JS"
    [ "$ANS" = '"[]"' ] && t_ok "$name at $w px: nothing clipped or sticking out" ||
        t_fail "$name at $w px: nothing clipped or sticking out" "$ANS"
}
# pages TOURNAMENT NAME PATH WIDTH ...: its server, then each page in German
# (with a screenshot) and in English
pages() {
    local t=$1 lang sep; shift
    serve_start "$DB" -t "$t" || t_fail "serve $t"
    while [ $# -ge 3 ]; do
        for lang in de en; do
            case $2 in *\?*) sep='&' ;; *) sep='?' ;; esac
            page "$1-$lang" "$2${sep}lang=$lang" "$3" "$([ $lang = de ] && echo 1)"
        done
        shift 3
    done
    serve_stop
}

browser_start
pages Turnier standings / 360 series '/standings?series=1' 360 teams /teams 360 \
    tables /tables 360 sheet /table/1/1 360 sheet-390 /table/1/1 390 \
    entry "/table/1/1?code=$(code Turnier)" 360 league /league 360 register /register 360 \
    beamer /beamer 360 error /table/9/9 360
pages Kneipe house-standings / 360 house-sheet /table/1/1 360 \
    house-entry "/table/1/1?code=$(code Kneipe)" 360 house-money /money 360
pages Club club-money /money 360 club-money-390 /money 390 club-sheet /table/1/1 360
pages Stammtisch schafkopf-standings / 360 schafkopf-sheet /table/1/1 360 \
    schafkopf-entry "/table/1/1?code=$(code Stammtisch)" 360 \
    schafkopf-entry-390 "/table/1/1?code=$(code Stammtisch)" 390 schafkopf-money /money 360 \
    schafkopf-second "/table/1/1?code=$(code Stammtisch)&copy=2" 360 \
    schafkopf-second-390 "/table/1/1?code=$(code Stammtisch)&copy=2" 390
browser_stop
exit 0
