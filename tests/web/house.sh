#!/usr/bin/env bash
# Entry from the table under house rules (issue 17): the entry form's
# Kontra and Ramsch fields (the profile's levels), POST /table/S/T/game and
# /api/table/S/T/game with kontra, kontra_by, ramsch, skat, last_trick,
# jungfrau_N, durchmarsch, schieben through the CLI's operations and
# checks, editing a house game keeps its house fields, every refusal with
# the database unchanged.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
cd "$TMP"
DB=$(new_db h)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in Anna Bert Carl; do S player add "$p" >/dev/null; done
S tournament create Kneipe --rules pub >/dev/null      # Kontra up to Re, Ramsch on a pass
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bert\n1,1,3,Carl\n' > seats.csv
S import seats -t Kneipe seats.csv >/dev/null
C=$(db_sql "$DB" "SELECT code FROM entry_codes")
[ -n "$C" ] || S series codes 1 >/dev/null
C=$(db_sql "$DB" "SELECT code FROM entry_codes")
# house_of N: game N of Kneipe's house fields (the row, or "" when none)
house_of() { db_sql "$DB" "SELECT g.game_no, h.kontra, h.kontra_by, h.ramsch, h.augen1, h.augen2, h.augen3, h.skat, h.last_trick, h.jungfrau, h.durchmarsch, h.schieben FROM games g JOIN game_house h ON h.game_id = g.id JOIN tables x ON x.id = g.table_id JOIN series s ON s.id = x.series_id JOIN tournaments t ON t.id = s.tournament_id WHERE t.name = 'Kneipe' AND g.game_no = $1" 2>&1; }

serve_start "$DB" -t Kneipe || t_fail "serve starts" "$(cat "$TMP/serve.err")"

# ---- the form ----
check_http "the form has Kontra up to the profile's level (Re)" 200 --has 'name="kontra"' \
    --has '<option value="re">Re</option>' --lacks 'value="supra"' --has 'name="kontra_by"' \
    -- GET "/table/1/1?code=$C"
check_http "the form has the Ramsch fields" 200 --has 'value="ramsch"> Ramsch' --has 'name="ramsch"' \
    --has 'name="skat"' --has 'name="last_trick"' --has 'name="jungfrau_3"' --has 'name="durchmarsch"' \
    -- GET "/table/1/1?code=$C"
check_http "German house fields" 200 --has 'Augen je Sitz, in Sitzfolge' --has 'Letzter Stich' \
    -- GET "/table/1/1?code=$C&lang=de"

# the form as a browser sends it: every field, the unused ones empty
form_fields() {
    curl -s "$URL/table/1/1?code=$C" | /usr/bin/python3 -c '
import html.parser, sys, urllib.parse
class P(html.parser.HTMLParser):
    def __init__(s):
        super().__init__(); s.f = []; s.on = False; s.sel = None
    def handle_starttag(s, t, a):
        a = dict(a)
        if t == "form" and a.get("id") == "entry": s.on = True
        if not s.on: return
        if t == "input" and a.get("type") not in ("radio", "checkbox"): s.f.append((a["name"], a.get("value", "")))
        if t == "select": s.sel = [a["name"], ""]
        if t == "option" and s.sel is not None and "selected" in a: s.sel[1] = a.get("value", "")
    def handle_endtag(s, t):
        if t == "select" and s.sel is not None: s.f.append(tuple(s.sel)); s.sel = None
        if t == "form": s.on = False
p = P(); p.feed(sys.stdin.read())
print(urllib.parse.urlencode([(k, v) for k, v in p.f if k not in ("contract", "matadors", "points", "bid")]))'
}
fields=$(form_fields)
case "$fields" in *schieben=*) t_ok "the form has a Schieben field (pub)" ;; *) t_fail "the form's fields" "$fields" ;; esac
check_http "a played game posted with every field of the form" 303 -- POST /table/1/1/game \
    -d "$fields&declarer=2&contract=grand&matadors=1&points=61"
S game delete -t Kneipe --series 1 --table 1 --game 1 >/dev/null
check_http "the footer names the house rules, not Seeger-Fabian" 200 \
    --has '<footer>skatsheet: house rules pub</footer>' --lacks 'extended Seeger-Fabian' -- GET "/"
check_http "the footer in German" 200 --has '<footer>skatsheet: Hausregeln pub</footer>' \
    -- GET "/money?lang=de"

# ---- writes ----
check_http "a game with Re (form post)" 303 -- POST /table/1/1/game \
    -d "code=$C&action=add&declarer=2&contract=hearts&matadors=1&points=70&kontra=re&kontra_by=1"
got=$(S game list -t Kneipe --series 1 --table 1)
case "$got" in *"Re"*) t_ok "the game lists with Re as the CLI's" ;; *) t_fail "Re stored" "$got" ;; esac
check_http "a Ramsch (API)" 200 --has '"ok":true' --has '"game":2' --has 'Ramsch 45/40/35' \
    -- POST /api/table/1/1/game -d "code=$C&action=add&declarer=ramsch&ramsch=45,40,35&last_trick=2"
check_http "a Ramsch with Jungfrau and Durchmarsch (JSON)" 200 --has '"game":3' -- \
    POST /api/table/1/1/game -H 'Content-Type: application/json' \
    --data "{\"code\":\"$C\",\"action\":\"add\",\"declarer\":\"ramsch\",\"ramsch\":\"120,0,0\",\"durchmarsch\":1,\"skat\":0}"
# the same games through the CLI give the same sheet
S tournament create Cli --rules pub >/dev/null
S import seats -t Cli seats.csv >/dev/null
S game add -t Cli --series 1 --table 1 --declarer 2 hearts --with 1 --points 70 --kontra re --kontra-by 1 >/dev/null
S game add -t Cli --series 1 --table 1 --ramsch 45,40,35 --last-trick 2 >/dev/null
S game add -t Cli --series 1 --table 1 --ramsch 120,0,0 --durchmarsch 1 --skat 0 >/dev/null
a=$(S sheet show -t Kneipe --series 1 --table 1 | tail -n +2); b=$(S sheet show -t Cli --series 1 --table 1 | tail -n +2)
[ -n "$a" ] && [ "$a" = "$b" ] && t_ok "the web's games make the sheet the CLI's make" \
    || t_fail "web sheet = CLI sheet" "web: $a" "cli: $b"

# ---- edit keeps the house fields ----
check_http "the edit form preloads Re and who said it" 200 --has '<option value="re" selected>Re</option>' \
    --has '<option value="1" selected>1 Anna</option>' -- GET "/table/1/1?code=$C&edit=1"
check_http "the edit form preloads the Ramsch" 200 --has 'value="ramsch" checked' --has 'value="45,40,35"' \
    --has '<option value="2" selected>2 Bert</option>' -- GET "/table/1/1?code=$C&edit=2"
before=$(house_of 1)
case "$before" in "1|2|1|0|"*) t_ok "game 1 is stored with Re said by seat 1" ;; *) t_fail "game 1 stored with Re" "$before" ;; esac
check_http "edit game 1's points, Re sent back by the form" 200 --has 'game 1 changed' --has 'Re' -- \
    POST /api/table/1/1/game -d "code=$C&action=edit&game=1&declarer=2&contract=hearts&matadors=1&points=80&kontra=re&kontra_by=1"
[ "$(house_of 1)" = "$before" ] && t_ok "the edit kept Re and its seat" || t_fail "edit kept Re" "$before" "$(house_of 1)"
check_http "an edit without the field kontra (an older client) keeps Re" 200 --has 'game 1 unchanged' --has 'Re (seat 1)' -- \
    POST /api/table/1/1/game -d "code=$C&action=edit&game=1&declarer=2&contract=hearts&matadors=1&points=80"
[ "$(house_of 1)" = "$before" ] && t_ok "Re and its seat kept without the field" || t_fail "Re kept without the field" "$before" "$(house_of 1)"
check_http "kontra= (empty) takes Re away" 200 --has 'game 1 changed' --lacks ', Re' -- \
    POST /api/table/1/1/game -d "code=$C&action=edit&game=1&declarer=2&contract=hearts&matadors=1&points=80&kontra="
[ -z "$(house_of 1)" ] && t_ok "no house fields stored any more" || t_fail "no house fields stored any more" "$(house_of 1)"
check_http "and back to Re" 200 --has 'Re' -- POST /api/table/1/1/game \
    -d "code=$C&action=edit&game=1&declarer=2&contract=hearts&matadors=1&points=80&kontra=re&kontra_by=1"
[ "$(house_of 1)" = "$before" ] && t_ok "Re restored" || t_fail "Re restored" "$(house_of 1)"
check_http "edit the Ramsch's Augen" 200 --has 'game 2 changed' --has 'Ramsch 50/35/35' -- \
    POST /api/table/1/1/game -d "code=$C&action=edit&game=2&declarer=ramsch&ramsch=50,35,35&last_trick=2"

# ---- the table page shows the house list, as `sheet show` ----
tot=$(S sheet show -t Kneipe --series 1 --table 1 | sed -n 's/^List (this round) *//p' | tr -s ' ')
want='<tr class="tot"><th>Round</th>'
for v in $tot; do want="$want<td class=\"num\">${v/-/−}</td>"; done   # the page's minus is U+2212
check_http "the table page: the Bierlachs list with its marks and the round's totals" 200 \
    --has 'house rules pub: Bierlachs' --has '<b>R</b> hearts with 1, 80' --has 'Ramsch 50/35/35' \
    --has "$want" --has '<th>Lachse</th>' --lacks 'Others x' -- GET "/table/1/1?code=$C"
[ -n "$tot" ] && t_ok "sheet show gave the round's totals ($tot)" || t_fail "sheet show's totals" "$tot"
# game 3: Durchmarsch seat 1, the others -120 each (B.4)
http GET /api/table/1/1
got=$(/usr/bin/python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))["house"]
g = {x["game"]: x for x in d["games"]}
print(d["rules"], d["list_mode"], d["target"], " ".join(str(x["list"]) for x in d["seats"]),
      g[1]["kontra"], g[1]["marks"], g[2]["ramsch"], g[3]["ramsch"], g[3]["entries"])' "$BODY" 2>&1)
[ "$got" = "pub bierlachs 301 $tot 2 R True True [0, -120, -120]" ] \
    && t_ok "/api/table/1/1 carries the house list (totals as sheet show)" || t_fail "/api/table house" "$got" "want: pub bierlachs 301 $tot 2 R True True [0, -120, -120]"

# ---- refusals: the field named, database unchanged ----
sum=$(db_sum "$DB")
unchanged() { [ "$(db_sum "$DB")" = "$sum" ] && t_ok "$1: database unchanged" || t_fail "$1: database unchanged"; }
check_http "Hirsch above the profile's Re" 422 --has 'game 4' --has 'Hirsch' -- POST /api/table/1/1/game \
    -d "code=$C&action=add&declarer=1&contract=grand&matadors=1&points=70&kontra=hirsch"
unchanged "Hirsch"
check_http "an unknown Kontra level" 422 --has "kontra 'doppelt': kontra, re, supra or hirsch" -- \
    POST /api/table/1/1/game -d "code=$C&action=add&declarer=1&contract=grand&matadors=1&points=70&kontra=doppelt"
unchanged "unknown level"
check_http "Ramsch Augen that do not add up" 422 --has 'game 4' --has '120' -- POST /api/table/1/1/game \
    -d "code=$C&action=add&declarer=ramsch&ramsch=45,40,40"
unchanged "Augen sum"
check_http "Ramsch Augen that are no numbers" 422 --has "ramsch '45,x,35': value 2" -- POST /api/table/1/1/game \
    -d "code=$C&action=add&declarer=ramsch&ramsch=45,x,35"
check_http "declarer ramsch without the Augen" 400 --has 'declarer ramsch needs ramsch' -- POST /api/table/1/1/game \
    -d "code=$C&action=add&declarer=ramsch"
check_http "Augen with a declarer" 400 --has 'ramsch takes no declarer' -- POST /api/table/1/1/game \
    -d "code=$C&action=add&declarer=1&contract=grand&matadors=1&points=70&ramsch=45,40,35"
check_http "Jungfrau without a Ramsch" 400 --has 'jungfrau_2 needs a Ramsch' -- POST /api/table/1/1/game \
    -d "code=$C&action=add&declarer=1&contract=grand&matadors=1&points=70&jungfrau_2=1"
check_http "a last trick seat off the table" 422 --has 'last_trick must be a whole number from 1 to 3' -- \
    POST /api/table/1/1/game -d "code=$C&action=add&declarer=ramsch&ramsch=45,40,35&last_trick=4"
check_http "Kontra on a passed game" 422 --has 'game 4' -- POST /api/table/1/1/game \
    -d "code=$C&action=add&declarer=passed&kontra=kontra"
check_http "kontra_by without kontra" 400 --has 'kontra_by needs kontra' -- POST /api/table/1/1/game \
    -d "code=$C&action=add&declarer=1&contract=grand&matadors=1&points=70&kontra_by=2"
check_http "a refused form post shows the page with the message" 422 --has 'class="msg err"' \
    --has 'Hirsch' -- POST /table/1/1/game -d "code=$C&action=add&declarer=1&contract=grand&matadors=1&points=70&kontra=hirsch"
unchanged "every refusal"

# ---- the preview ----
check_http "preview of a Ramsch" 200 --has 'Ramsch' --has '"is_error":false' \
    -- GET "/api/preview?series=1&table=1&declarer=ramsch&ramsch=45,40,35"
check_http "preview of a bad Ramsch names the field" 200 --has "ramsch '45,x'" --has '"is_error":true' \
    -- GET "/api/preview?series=1&table=1&declarer=ramsch&ramsch=45,x"
# what the list books, from the same ops as the TUI's "-> list" (ops_house_add on
# a copy of the list, ops_house_preview_text).  Game 4 (games 1-3 started no Bock):
# seat 2's Grand with 1 won, 2 x 24 = 48; Bierlachs books under the opponents,
# Kontra doubles the entry (B.0, B.2): seats 1 and 3 get -96 each.
check_http "preview with Kontra: what the list books" 200 \
    --has '"preview":"grand with 1, game 2 = 2 × 24 = 48; won +48 (Seeger +98) -> list 1:-96 3:-96"' \
    --has '"is_error":false' --lacks 'on the list' \
    -- GET "/api/preview?series=1&table=1&declarer=2&contract=grand&matadors=1&points=70&kontra=kontra"
check_http "the same in German: Liste" 200 --has ' -> Liste 1:-96 3:-96"' --has '"is_error":false' \
    -- GET "/api/preview?series=1&table=1&declarer=2&contract=grand&matadors=1&points=70&kontra=kontra&lang=de"
# without Kontra half of it; Re (x4) was said by seat 1, an opponent: -192 each
check_http "preview without Kontra" 200 --has ' -> list 1:-48 3:-48"' \
    -- POST /api/preview -d "series=1&table=1&declarer=2&contract=grand&matadors=1&points=70"
check_http "preview with Re said by seat 1" 200 --has ' -> list 1:-192 3:-192"' \
    -- POST /api/preview -d "series=1&table=1&declarer=2&contract=grand&matadors=1&points=70&kontra=re&kontra_by=1"
# a Ramsch 45/40/35 (no skat left): seat 1 has the most Augen, -45 x 1 (B.4.5)
check_http "preview of a Ramsch: the loser's entry" 200 --has 'Ramsch' --has ' -> list 1:-45"' \
    --has '"is_error":false' -- GET "/api/preview?series=1&table=1&declarer=ramsch&ramsch=45,40,35"
# what the list refuses is said before saving, as in the TUI
check_http "preview: the list refuses Hirsch above pub's Re" 200 --has '"preview":"not saved as it is: ' \
    --has 'Hirsch' --has '"is_error":true' \
    -- GET "/api/preview?series=1&table=1&declarer=2&contract=grand&matadors=1&points=70&kontra=hirsch"
check_http "German refusal" 200 --has '"preview":"so nicht gespeichert: ' --has '"is_error":true' \
    -- GET "/api/preview?series=1&table=1&declarer=2&contract=grand&matadors=1&points=70&kontra=hirsch&lang=de"
# an earlier game (a correction) or an incomplete one: the game's own preview only
check_http "preview of game 2 (recorded): no list line" 200 --lacks ' -> list' --has '"game":2' \
    -- GET "/api/preview?series=1&table=1&game=2&declarer=2&contract=grand&matadors=1&points=70"
check_http "preview before the result: no list line" 200 --lacks ' -> list' --has '"is_error":false' \
    -- GET "/api/preview?series=1&table=1&declarer=2&contract=grand&matadors=1"

# ---- an isko tournament refuses them (the ops check) ----
S tournament create Turnier >/dev/null
S import seats -t Turnier seats.csv >/dev/null
serve_stop
serve_start "$DB" -t Turnier || t_fail "serve starts (isko)" "$(cat "$TMP/serve.err")"
CI=$(db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id JOIN series s ON s.id = x.series_id JOIN tournaments t ON t.id = s.tournament_id WHERE t.name = 'Turnier'")
[ -n "$CI" ] || { S series codes 1 -t Turnier >/dev/null; CI=$(db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id JOIN series s ON s.id = x.series_id JOIN tournaments t ON t.id = s.tournament_id WHERE t.name = 'Turnier'"); }
check_http "isko: no house fields on the form" 200 --has 'form id="entry"' --lacks 'name="kontra"' \
    --lacks 'name="ramsch"' -- GET "/table/1/1?code=$CI"
sum=$(db_sum "$DB")
check_http "isko refuses Kontra" 422 --has 'tournament rules' -- POST /api/table/1/1/game \
    -d "code=$CI&action=add&declarer=1&contract=grand&matadors=1&points=70&kontra=kontra"
unchanged "isko Kontra"
serve_stop
