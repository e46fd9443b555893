#!/usr/bin/env bash
# engines: sqlite postgresql (the hub; the venues are SQLite files, as at a venue)
# Why a change waits in the review queue is stored as what it is (a code
# and its parameters: the series, the player, the teams, the venue group;
# app/ops/fedwhy.h) and worded when it is shown, in the reader's language:
# the reviews a hub serving in English queues (a venue's correction, an
# official's change, a player flagged, a series held, a venue's game where
# an official entered one) read in German on the officials' page with the
# German cookie and to `league review list|show` under a German locale, and
# those of a hub serving in German read in English.  A reason stored as
# text by an older version (a database from before schema 23) shows as it
# was stored.  A venue is told why in its own language too (the push's
# answer carries the codes beside the hub's words).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
. "$(dirname "$0")/lib_fed.sh"
cd "$TMP"

# the reasons of reviews 1-5 below in each language (#3 has two)
declare -A WHY KIND GAME SEATING
# a review's kind and place in words (never its key, game:1:1:1)
KIND[encorrection]=correction KIND[decorrection]=Korrektur KIND[enplayer]=player
KIND[deplayer]=Spieler KIND[enheld]=held KIND[deheld]=zurückgehalten
GAME[en]="series 1, table 1, game 1" GAME[de]="Serie 1, Tisch 1, Spiel 1"
SEATING[en]="series 1, seating" SEATING[de]="Serie 1, Sitzordnung"
WHY[en1]="the hub has another version from an earlier report"
WHY[en2]="an official changed a result a venue reported"
WHY[en3]="A1 plays match day 1 for E here (table 1, seat 1) and played it for A in '$T1' already; A1 plays for E here but is on the roster of A"
WHY[en4]="the seating of series 1 waits in the review queue"
WHY[en5]="an official changed it at the hub"
WHY[de1]="der Server hat eine andere Fassung aus einer früheren Meldung"
WHY[de2]="ein Funktionär hat ein Ergebnis geändert, das ein Spielort gemeldet hat"
WHY[de3]="A1 spielt Spieltag 1 hier für E (Tisch 1, Platz 1) und spielte ihn schon für A in '$T1'; A1 spielt hier für E, steht aber im Kader von A"
WHY[de4]="die Sitzordnung von Serie 1 wartet auf Prüfung"
WHY[de5]="ein Funktionär hat es auf dem Server geändert"

# skatsheet on the hub's database as a reader in language $1 (the locale)
in_lang() {
    local l=$1; shift
    if [ "$l" = de ]; then env LC_ALL= LANG=de_DE.UTF-8 "$SK" --db "$HUB" "$@"
    else env LC_ALL= LANG=C "$SK" --db "$HUB" "$@"; fi
}
# what the officials' page says (as HTML text: the quote escaped)
html_of() { printf '%s' "$1" | sed "s/'/\&#39;/g"; }

# queue_five W R: a hub served in language W (serve --lang W, its
# officials' CLI in W) with reviews 1-5 queued, two of them pushed by a
# venue in language R
queue_five() {
    local w=$1 r=$2
    hub_serve "$(new_db "hub-$w")" --lang "$w"
    VDB1=$TMP/v1-$w.db VDB2=$TMP/v2-$w.db
    HW() { "$SK" --db "$HUB" --lang "$w" "$@"; }
    g1() { V1 game add -t "$T1" --series 1 "$@" >/dev/null || echo "g1 refused: $*" >&2; }
    V1 init >/dev/null
    V1 sync pull --hub "$HUBURL" --code "$C1" >/dev/null
    V1 series draw 1 --separate team --seed 5 -t "$T1" >/dev/null
    g1 --table 1 --declarer 2 grand --with 1 --points 75
    g1 --table 2 --declarer 2 hearts --without 1 --points 40
    V1 sync push >/dev/null
    # 1: the venue corrects a pushed game
    V1 game edit -t "$T1" --series 1 --table 1 --game 1 --declarer 2 grand --with 1 --points 55 >/dev/null
    check "$w hub: a venue in $r is told why in $r" 0 --out "#1: ${WHY[${r}1]}" \
        -- V1 --lang "$r" sync push
    # 2: an official changes a reported game at the hub
    HW game edit -t "$T1" --series 1 --table 2 --game 1 --declarer 2 hearts --without 1 --points 30 >/dev/null
    # 3: a seating with A1, who played for A in group 1, for E; 4: its series' game waits
    V2 init >/dev/null
    V2 sync pull --hub "$HUBURL" --code "$C2" >/dev/null
    printf 'member,name,club,publish\n1001,A1,SC A,yes\n' > "$TMP/a1.csv"
    V2 player members "$TMP/a1.csv" >/dev/null
    V2 league roster add E A1 -l L >/dev/null
    V2 series draw 1 --separate team --seed 3 -t "$T2" >/dev/null
    check "$w hub: a venue in $r is told about the player in $r" 0 --out "#3: ${WHY[${r}3]}" \
        -- V2 --lang "$r" sync push
    V2 game add -t "$T2" --series 1 --table 1 --declarer 2 grand --with 1 --points 61 >/dev/null
    V2 sync push >/dev/null
    # 5: the venue's game where an official entered one at the hub
    HW game add -t "$T1" --series 1 --table 3 --declarer 2 clubs --with 1 --points 70 >/dev/null
    g1 --table 3 --declarer 2 clubs --with 1 --points 80
    V1 sync push >/dev/null
    local got
    got=$(db_sql "$HUB" "SELECT id || ':' || kind FROM fed_reviews ORDER BY id" | tr '\n' ' ')
    [ "$got" = "1:correction 2:official 3:player 4:held 5:correction " ] &&
        t_ok "$w hub: five reviews queued" || t_fail "$w hub: five reviews queued" "$got"
}

# read_five W R: the reviews of the hub in W read in R (and in W) by the CLI and the page
read_five() {
    local w=$1 r=$2 i
    local outs=() nouts=() has=() lacks=()
    for i in 1 2 3 4 5; do
        outs+=(--out "${WHY[$r$i]}")
        nouts+=(--no-out "${WHY[$w$i]}")
        has+=(--has "$(html_of "${WHY[$r$i]}")")
        lacks+=(--lacks "$(html_of "${WHY[$w$i]}")")
    done
    check "$w hub, review list read in $r: every reason in $r" 0 "${outs[@]}" "${nouts[@]}" \
        -- in_lang "$r" league review list
    check "$w hub, review list read in $w" 0 --out "${GAME[$w]}  ${KIND[${w}correction]}: ${WHY[${w}1]} (" \
        --out "${SEATING[$w]}  ${KIND[${w}player]}: ${WHY[${w}3]} (" --no-out "game:1:1:1" \
        --no-out "seating:1" -- in_lang "$w" league review list
    check "$w hub, review show 3 read in $r: the player, the teams, the group named" 0 \
        --out "${WHY[${r}3]} (${KIND[${r}player]})" -- in_lang "$r" league review show 3
    check "$w hub, review show 4 read in $r: the series named" 0 \
        --out "${WHY[${r}4]} (${KIND[${r}held]})" -- in_lang "$r" league review show 4
    check_http "$w hub, the officials' page with the $r cookie: every reason in $r" 200 "${has[@]}" "${lacks[@]}" \
        -- POST /fed -d "code=$LEADER" -H "Cookie: skatsheet_lang=$r"
    check_http "$w hub, the officials' page with ?lang=$w: in $w" 200 \
        --has "$(html_of "${WHY[${w}3]}")" --has "${WHY[${w}5]}" --lacks "${WHY[${r}5]}" \
        -- POST "/fed?lang=$w" -d "code=$LEADER" -H "Cookie: skatsheet_lang=$r"
}

# ---- a hub in English, read in German
queue_five en de
db_sql "$HUB" "SELECT why_codes FROM fed_reviews WHERE id = 3" | grep -qF '"code":"two_teams"' &&
    t_ok "stored: what the reason is, with its parameters" ||
    t_fail "stored as codes" "$(db_sql "$HUB" "SELECT why, why_codes FROM fed_reviews")"
read_five en de

# ---- a reason stored as text by an older version shows as stored.  A
# review written before schema 23 has no codes (023 added the column, NULL
# for the rows there; db/upgrade_backup.sh upgrades an older file with its
# data): the rows made so, review 1 as a German hub of that version wrote
# it.  (Taking the whole database back to schema 22 meant undoing every
# later migration by hand in this test, and broke with each new one.)
serve_stop
db_sql "$HUB" "UPDATE fed_reviews SET why_codes = NULL;
               UPDATE fed_reviews SET why = 'ein Grund, wie ihn ein alter Server speicherte' WHERE id = 1"
check "an older version's reasons: as stored, whatever the reader's language" 0 \
    --out "Korrektur: ein Grund, wie ihn ein alter Server speicherte (" --out "Funktionär: ${WHY[en2]} (" \
    --out "Spieler: ${WHY[en3]} (" -- in_lang de league review list
[ "$(db_sql "$HUB" "SELECT count(*) FROM fed_reviews WHERE why_codes IS NULL")" = 5 ] &&
    t_ok "reading them wrote no codes into the older reviews" ||
    t_fail "older reviews without codes" "$(db_sql "$HUB" "SELECT id, why_codes FROM fed_reviews")"
check "review show of an older review: as stored" 0 --out "ein Grund, wie ihn ein alter Server speicherte (correction)" \
    -- in_lang en league review show 1
serve_start "$HUB" --lang en || t_fail "the hub starts again" "$(cat "$TMP/serve.err")"
check_http "the officials' page shows an older review's reason as stored" 200 \
    --has "ein Grund, wie ihn ein alter Server speicherte" --has "${WHY[en5]}" \
    -- POST /fed -d "code=$LEADER" -H "Cookie: skatsheet_lang=de"
# codes this version cannot word (a newer version's): the stored words
db_sql "$HUB" "UPDATE fed_reviews SET why_codes = '[{\"code\":\"from_a_newer_version\"}]', why = 'the words beside it' WHERE id = 2"
check "a code of a newer version: the words stored beside it" 0 --out "Funktionär: the words beside it (" \
    -- in_lang de league review list
serve_stop

# ---- a hub in German, read in English
queue_five de en
read_five de en
