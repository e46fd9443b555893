#!/usr/bin/env bash
# skatsheet serve in a real browser: headless Chromium (driven by
# browser.py over the DevTools pipe) opens the standings page, a game is
# recorded through the CLI, and the page's DOM, after its scripts ran, shows
# the new totals within 2 s.  Screenshots of the phone (360 px) and beamer
# (1920 px) views are saved under build/screens/ (look at them after a
# change to the pages or the style sheet).
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
. "$(dirname "$0")/lib_browser.sh"
cd "$TMP"
DB=$(new_db b)
S() { "$SK" --db "$DB" "$@"; }
S demo --players 13 --series 1 >/dev/null
S player add 'Zoë <b>Bold</b>' --club 'Skat & Co' >/dev/null
S tournament create Live --series 2 >/dev/null
S series draw 1 -t Live --seed 7 >/dev/null
S game add -t Live --series 1 --table 1 --declarer 2 grand --with 1 --points 61 >/dev/null

browser_start
# the standings table's rows as [name, total] (JSON), in the page and by the CLI
ROWS_JS='JSON.stringify(Array.from(document.querySelectorAll("table.stand tbody tr")).map(function (r) { return [r.querySelector("td.name").textContent, r.querySelector("td.tot").textContent.replace("\u2212", "-")]; }))'
cli_rows() {
    S standings -t Live --format json | /usr/bin/python3 -c '
import json, sys
print(json.dumps(json.dumps([[p["player"], str(p["total"])] for p in json.load(sys.stdin)["players"]], ensure_ascii=False, separators=(",", ":"))))'
}

serve_start "$DB" -t Live && t_ok "serve started" || t_fail "serve started" "$(cat "$TMP/serve.err")"
br open "$URL/" 1280 900
[ "$ANS" = loaded ] && t_ok "the standings page loads in Chromium" || t_fail "the page loads" "$ANS"
before=$(cli_rows)
br wait 5000 "$ROWS_JS === $before"
case "$ANS" in true*) t_ok "the page shows the CLI's totals" ;;
    *) br eval "$ROWS_JS"; t_fail "the page shows the CLI's totals" "page: $ANS" "cli: $before" ;; esac
# the script runs: its long poll is waiting (the connection line is empty)
br eval 'document.getElementById("conn").className'
[ "$ANS" = '"conn"' ] && t_ok "the page script is connected" || t_fail "the page script is connected" "$ANS"

# timed from the start of the CLI write to the page showing its totals
t0=$(date +%s%3N)
S game add -t Live --series 1 --table 1 --declarer 3 grand --with 2 --points 90 >/dev/null
after=$(cli_rows)
[ "$before" != "$after" ] && t_ok "the CLI game changed the totals" || t_fail "the CLI game changed the totals"
br wait 2000 "$ROWS_JS === $after"
ms=$(( $(date +%s%3N) - t0 ))
case "$ANS" in true*) [ "$ms" -le 2000 ] && t_ok "the page shows the new totals ${ms} ms after the CLI write began" \
        || t_fail "the page shows the new totals within 2 s" "after $ms ms" ;;
    *) br eval "$ROWS_JS"; t_fail "the page shows the new totals within 2 s" "page: $ANS" "cli: $after" ;; esac
br eval 'document.querySelector("td.name") && Array.from(document.querySelectorAll("td.name")).some(function (td) { return td.textContent === "Zoë <b>Bold</b>" && !td.querySelector("b"); })'
[ "$ANS" = true ] && t_ok "a name with markup stays text after the live update" || t_fail "a name with markup stays text" "$ANS"

# the server gone: the page says so and keeps trying; back: it recovers
serve_stop
br wait 8000 'document.getElementById("conn").className === "conn off"'
case "$ANS" in true*) t_ok "a lost connection is shown" ;; *) t_fail "a lost connection is shown" "$ANS" ;; esac

# Screenshots of the views a person looks at (build/screens/).
serve_start "$DB" -t Live || t_fail "serve restarted"
shot phone-standings.png 360 740 "/"
# a phone's standings page shows no horizontal scroll bar
br eval 'document.documentElement.scrollWidth <= window.innerWidth'
[ "$ANS" = true ] && t_ok "the phone view fits 360 px" || t_fail "the phone view fits 360 px" "$ANS"
shot phone-table.png 360 740 "/table/1/1"
br eval 'document.documentElement.scrollWidth <= window.innerWidth'
[ "$ANS" = true ] && t_ok "a score sheet fits 360 px" || t_fail "a score sheet fits 360 px" "$ANS"
shot phone-tables-de.png 360 740 "/tables?lang=de"
shot phone-register-de.png 360 740 "/register?lang=de"
shot beamer.png 1920 1080 "/beamer"
# the beamer shows as many rows as fit and numbers its pages
br eval 'var r = Array.from(document.querySelectorAll("table.big tbody tr")).filter(function (t) { return !t.classList.contains("hide"); }); var last = r[r.length - 1].getBoundingClientRect().bottom; var pg = document.querySelector(".page"); JSON.stringify([r.length, last <= pg.getBoundingClientRect().top, pg.textContent])'
case "$ANS" in '"[14,true,\"\"]"'|*'true,\"page 1/'*) t_ok "the beamer rows fit above the page number ($ANS)" ;;
    *) t_fail "the beamer rows fit above the page number" "$ANS" ;; esac
shot beamer-de.png 1920 1080 "/beamer?lang=de"

# house rules: the entry form's Kontra and Ramsch fields on a phone, a
# Ramsch typed and saved by the page's script
for p in Hanna Ida Jule; do S player add "$p" >/dev/null; done
S tournament create Kneipe --rules pub >/dev/null
printf 'series,table,seat,player\n1,1,1,Hanna\n1,1,2,Ida\n1,1,3,Jule\n' > "$TMP/kneipe.csv"
S import seats -t Kneipe "$TMP/kneipe.csv" >/dev/null
S series codes 1 -t Kneipe >/dev/null
KC=$(db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id JOIN series s ON s.id = x.series_id JOIN tournaments t ON t.id = s.tournament_id WHERE t.name = 'Kneipe'")
serve_stop
serve_start "$DB" -t Kneipe || t_fail "serve restarted (Kneipe)"
shot phone-entry-house.png 360 740 "/table/1/1?code=$KC"
br eval 'document.documentElement.scrollWidth <= window.innerWidth'
[ "$ANS" = true ] && t_ok "the house entry form fits 360 px" || t_fail "the house entry form fits 360 px" "$ANS"
br eval 'var f = document.querySelector("form.entry"); f.querySelector("input[name=declarer][value=ramsch]").checked = true; var a = f.querySelector("input[name=ramsch]"); a.value = "45,40,35"; a.dispatchEvent(new Event("input", {bubbles: true})); true'
typed "a typed Ramsch" Ramsch 1
got=$(S game list -t Kneipe --series 1 --table 1)
case "$got" in *"Ramsch 45/40/35"*) t_ok "the Ramsch is stored as the CLI stores it" ;;
    *) t_fail "the Ramsch is stored" "$got" ;; esac
browser_stop
serve_stop
