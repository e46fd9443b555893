#!/usr/bin/env bash
# engines: sqlite postgresql
# Administration for 250 venues (issue 37, part 9): a league of 500 teams
# and 18 match days of 250 venue groups each; `league venue import` places
# 250 venues (address, contact, a venue group on every match day) from one
# CSV in one command, all or nothing; `league code sheet` prints a page per
# venue with its new code and QR code, which a venue's `sync pull` accepts
# at the served hub.  Refusals name the line and change nothing.  The
# seconds each command took go into the log (no assertion on them).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
cd "$TMP"
HUB=$(new_db hub)
H() { "$SK" --db "$HUB" "$@"; }
NV=250 NMD=18
exec 3>&1   # the seconds go to the log, also from inside check
secs() { # secs LABEL CMD...: run it, log its seconds
    local t0 t1 rc
    t0=$(date +%s.%N)
    "${@:2}"
    rc=$?
    t1=$(date +%s.%N)
    printf '# %s: %.2f s\n' "$1" "$(echo "$t1 - $t0" | bc)" >&3
    return $rc
}

# The league: match day 1 from an exchange file (500 teams of four, 2000
# players), match days 2..18 with `league matchday add`: venue group k of
# match day d has teams T(k) and T(250 + (k + d - 2) mod 250 + 1).
/usr/bin/python3 - "$NV" "$NMD" <<'PY'
import json, sys
nv, nmd = int(sys.argv[1]), int(sys.argv[2])
uid = lambda kind, i: "%s%031d" % (kind, i)
teams, players = [], []
for t in range(1, 2 * nv + 1):
    roster = []
    for i in range(1, 5):
        pu = uid("b", t * 10 + i)
        players.append({"uid": pu, "member": "%04d-%d" % (t, i), "name": "P%03d-%d" % (t, i),
                        "club": "SC %03d" % t, "publish": True})
        roster.append({"player": pu})
    teams.append({"uid": uid("a", t), "name": "T%03d" % t, "club": "SC %03d" % t,
                  "division": None, "roster": roster})
def pair(k, d):
    return ["T%03d" % k, "T%03d" % (nv + (k + d - 2) % nv + 1)]
groups = [{"group": k, "teams": [uid("a", int(n[1:])) for n in pair(k, 1)],
           "tournament": {"uid": uid("c", k), "name": "L matchday 1 venue %d" % k,
                          "date": "2027-01-16", "game": "skat", "series_count": 1,
                          "games4": 12, "games3": 12, "first_dealer": 1}} for k in range(1, nv + 1)]
doc = {"format": "skatsheet-exchange", "version": 1, "kind": "matchday",
       "league": {"uid": uid("d", 1), "name": "L", "season": 2027, "series_per_matchday": 1,
                  "points_per": "matchday", "provisional": "show", "divisions": [],
                  "teams": teams},
       "matchday": {"number": 1, "date": "2027-01-16", "groups": groups},
       "players": sorted(players, key=lambda p: p["uid"])}
json.dump(doc, open("league.json", "w"))
with open("matchdays.sh", "w") as f:
    for d in range(2, nmd + 1):
        args = " ".join("--venue %s,%s" % tuple(pair(k, d)) for k in range(1, nv + 1))
        f.write("H league matchday add %d --date 2027-%02d-%02d %s >/dev/null || exit 1\n"
                % (d, 1 + d // 2, 1 + d % 28, args))
# the venues: venue v plays group v on every match day, named by its number
# on match days 1..9 and by a team of it on 10..18 (German column names)
with open("venues.csv", "w") as f:
    f.write("spielort,adresse,kontakt,gruppen\n")
    for v in range(1, nv + 1):
        g = ";".join(("%d:%d" % (d, v)) if d <= 9 else ("%d:%s" % (d, pair(v, d)[1]))
                     for d in range(1, nmd + 1))
        f.write('Gasthaus %03d,"Markt %d, 53111 Bonn",Wirt %d,%s\n' % (v, v, v, g))
PY
H init >/dev/null
secs "import json (match day 1, 500 teams)" H import json league.json >/dev/null ||
    t_fail "the league is set up" "import json failed"
secs "league matchday add 2..18 (250 groups each)" . ./matchdays.sh ||
    t_fail "the league is set up" "league matchday add failed"

# ---- refusals: the line named, nothing stored ----
sum=$(db_sum "$HUB")
printf 'venue,address,contact,groups\nKrone,,,1:1\nAss,,,1;2\n' > bad.csv
check "a bad line is named" 3 --err "line 3: groups: '1' is not MATCHDAY:GROUP or MATCHDAY:TEAM" \
    --err "nothing stored" -- H league venue import bad.csv
printf 'venue,address,contact,groups\nKrone,,,1:1\nAss,,,1:2\nKrone,,,2:1\n' > dup.csv
check "a venue twice" 3 --err "line 4: venue 'Krone' is on line 2 already" -- H league venue import dup.csv
printf 'venue,address,contact,groups\nKrone,,,1:1\nAss,,,19:2\n' > md.csv
check "an unknown match day" 3 --err "line 3: match day 19 does not exist in league 'L'" \
    --err "nothing stored" -- H league venue import md.csv
printf 'venue,address,contact,groups\nKrone,,,1:1\nAss,,,2:T999\n' > team.csv
check "a team not in the league" 3 --err "line 3: team 'T999' is not a team of league 'L'" \
    -- H league venue import team.csv
check "a team not in the league, in German" 3 --err "Zeile 3: 'T999' ist keine Mannschaft der Liga 'L'" \
    --err "nichts gespeichert" -- H --lang de league venue import team.csv
printf 'venue,address,contact,groups\nKrone,,,1:1\nAss,,,1:T001\n' > twice.csv
check "a venue group at two venues" 3 --err "line 3: venue group 1 of match day 1 is played at 'Krone' already" \
    -- H league venue import twice.csv
check "a code sheet before any venue" 3 --err "noch keine Spielortgruppe von Spieltag 1 hat einen Spielort" \
    -- H league code sheet 1 early.pdf --hub http://hub.example
[ ! -e early.pdf ] && [ "$(db_sum "$HUB")" = "$sum" ] &&
    t_ok "refused imports and sheet: database unchanged, no file" || t_fail "refusals" "database or file changed"

# ---- 250 venues x 18 match days from one CSV, one command ----
check "the venue list in one command" 0 --out "venues imported: 250 (new: 250), venue groups placed: 4500" \
    -- secs "league venue import (250 venues x 18 match days)" H league venue import venues.csv
check "every venue group has its venue" 0 --out "4500" -- \
    db_sql "$HUB" "SELECT COUNT(*) FROM league_venues WHERE place_id IS NOT NULL"
check "venue 17 plays group 17 of match day 12 (named by its team)" 0 --out "1" -- \
    db_sql "$HUB" "SELECT COUNT(*) FROM league_venues g JOIN venues v ON v.id = g.place_id
                   JOIN league_matchdays m ON m.id = g.matchday_id
                   WHERE v.name = 'Gasthaus 017' AND m.number = 12 AND g.venue_no = 17
                     AND v.address = 'Markt 17, 53111 Bonn' AND v.contact = 'Wirt 17'"
sum=$(db_sum "$HUB")
check "the same file again changes nothing" 0 --out "venues imported: 250 (new: 0), venue groups placed: 4500" \
    -- H league venue import venues.csv
[ "$(db_sum "$HUB")" = "$sum" ] && t_ok "the same file again: database unchanged" || t_fail "the same file again" "changed"
check "a bad line in German" 3 --err "Zeile 3: Spalte 'gruppen': '1' ist nicht SPIELTAG:GRUPPE oder SPIELTAG:MANNSCHAFT" \
    --err "nichts gespeichert" -- H --lang de league venue import bad.csv
[ "$(db_sum "$HUB")" = "$sum" ] && t_ok "refused after the import: database unchanged" || t_fail "refused after the import" "changed"

# ---- the code sheet of match day 3 ----
check "the code sheet" 0 --out "sheet.pdf geschrieben: Spieltag 3, Spielorte: 250" \
    --out "neue Codes der Spielorte: 250" \
    -- secs "league code sheet 3 (250 pages, CSV)" H league code sheet 3 sheet.pdf --hub http://hub.example:8080 --csv sheet.csv
check "250 pages" 0 --out "Pages:           250" -- pdfinfo sheet.pdf
check "250 valid venue codes of match day 3" 0 --out "250" -- \
    db_sql "$HUB" "SELECT COUNT(*) FROM fed_codes c JOIN league_matchdays m ON m.id = c.matchday_id
                   WHERE c.kind = 'venue' AND m.number = 3 AND c.revoked IS NULL"
CODE=$(awk -F, '$1 == "Gasthaus 017" {print $7}' sheet.csv)
[[ "$CODE" =~ ^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$ ]] && t_ok "the CSV has venue 17's code" ||
    t_fail "the CSV has venue 17's code" "'$CODE'"
# venue 17 plays group 17 of match day 3: T017 and T(250 + 18 + 1) = T269
check "page 17: venue, code, group and teams, in German" 0 --out "Gasthaus 017" --out "$CODE" \
    --out "Spielortgruppe 17: T017, T269" --out "Der Spieltag in fünf Schritten" \
    --out "Ligaserver: http://hub.example:8080" --out "Ansprechpartner: Wirt 17" \
    -- pdftotext -f 17 -l 17 sheet.pdf -
pdftoppm -png -r 72 -f 17 -l 17 sheet.pdf page
QR=$(zbarimg -q --raw page-*17.png 2>/dev/null)
[ -n "$CODE" ] && [ "$QR" = "$CODE" ] && t_ok "page 17's QR code reads back as its code" ||
    t_fail "page 17's QR code reads back as its code" "QR '$QR', code '$CODE'"
check "the CSV's row of venue 17" 0 --out "Gasthaus 017,\"Markt 17, 53111 Bonn\",Wirt 17,3,2027-02-04,$CODE,http://hub.example:8080,17,\"T017, T269\",L matchday 3 venue 17" \
    -- cat sheet.csv

# ---- again: every venue keeps its code; --renew replaces them ----
sum=$(db_sum "$HUB")
check "a second sheet keeps the codes" 0 --out "Spielorte, die ihren früher ausgegebenen Code behalten: 250" \
    -- H league code sheet 3 again.pdf --hub http://hub.example:8080
[ "$(db_sum "$HUB")" = "$sum" ] && t_ok "a second sheet stores nothing" || t_fail "a second sheet stores nothing" "changed"
check "a kept code is not printed" 0 --out "früher ausgegeben und noch gültig" -- pdftotext -f 17 -l 17 again.pdf -
check "a sheet in English" 0 --out "wrote en.pdf: match day 2, venues: 250" \
    -- H --lang en league code sheet 2 en.pdf --hub http://hub.example:8080
check "the English page" 0 --out "The match day in five steps" --out "Venue group 17: T017, T268" \
    -- pdftotext -f 17 -l 17 en.pdf -
sum=$(db_sum "$HUB")
check "an unknown match day's sheet" 3 --err "match day 19 does not exist in league 'L'" \
    -- H --lang en league code sheet 19 x.pdf --hub http://hub.example
check "a hub that is no web address" 3 --err "--hub 'hub.example' ist keine Webadresse" \
    -- H league code sheet 3 x.pdf --hub hub.example
check "a sheet that cannot be written stores no code" 1 \
    -- H league code sheet 3 /nonexistent/x.pdf --hub http://hub.example --renew
[ "$(db_sum "$HUB")" = "$sum" ] && [ ! -e x.pdf ] && t_ok "refused sheets: database unchanged" ||
    t_fail "refused sheets: database unchanged" "changed"

# ---- the QR's code at a served hub ----
"$SK" --db "$TMP/v17.db" init >/dev/null
"$SK" --db "$TMP/v17b.db" init >/dev/null
serve_start "$HUB" || { t_fail "the hub starts" "$(cat "$TMP/serve.err")"; exit 0; }
check "venue 17 pulls match day 3 with the code from its QR" 0 --out "pulled match day 3 of 'L': venue groups 1" \
    -- secs "sync pull (venue 17)" "$SK" --db "$TMP/v17.db" sync pull --hub "$URL" --code "$QR"
check "venue 17 pulled its venue group" 0 --out "match day 3 (2027-02-04), venue group 17: Gasthaus 017" -- \
    "$SK" --db "$TMP/v17.db" league venue list
check "venue 17 pulled T017 and T269" 0 --out "T017  club SC 017" --out "T269  club SC 269" -- \
    "$SK" --db "$TMP/v17.db" league team list
check "renewed: the old code is refused" 0 --out "new venue codes: 250" --out "venue codes revoked: 250" \
    -- H --lang en league code sheet 3 renew.pdf --hub "$URL" --renew
check "the old code is refused at the hub" 3 --err "HTTP 403" --err "revoked" -- "$SK" --db "$TMP/v17b.db" sync pull --hub "$URL" --code "$QR"
serve_stop
