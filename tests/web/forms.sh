#!/usr/bin/env bash
# Every plain form of the pages, submitted by a real browser (issue 36):
# headless Chromium fills and sends self-registration (/register), the
# desk's check-in scan and its buttons (close the door, start and stop the
# round clock), the entry page's delete form and the federation hub's code
# form with its actions (accept, reject, confirm, release), each in English
# and in German, and the database holds what was sent.  Chromium posts a
# form with the Origin its page's referrer policy allows (with
# no-referrer: "null", once refused with 403) and Sec-Fetch-Site; curl
# sends neither, so only a browser shows that the forms work.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
. "$(dirname "$0")/lib_browser.sh"
. "$(dirname "$0")/../fed/lib_fed.sh"
cd "$TMP"
DB=$(new_db forms)
S() { "$SK" --db "$DB" "$@"; }
q() { db_sql "$DB" "$1"; }

# send NAME FORM_JS [FILL_JS]: in the page open in Chromium, FORM_JS (an
# expression) is the form; FILL_JS (statements, may use f) fills it; its
# button is clicked as a person would, and the answer page is waited for.
# A case: the answer is a new page, not a refusal.
send() {
    local name=$1 form=$2 fill=${3:-}
    br eval "window.__old = 1; var f = $form; if (!f) { 'no such form' } else { $fill; (f.querySelector('button[type=submit]') || f.querySelector('button')).click(); 'sent' }"
    if [ "$ANS" != '"sent"' ]; then t_fail "$name: the form is on the page" "$ANS"; return; fi
    br wait 10000 '!window.__old && document.readyState === "complete"'
    case "$ANS" in true*) ;; *) t_fail "$name: the answer page loads" "$ANS"; return ;; esac
    br eval 'document.body.textContent'
    case "$ANS" in
        *"another site"*|*"anderen Seite"*|*"Origin null"*) t_fail "$name: not refused" "${ANS:0:300}" ;;
        *) t_ok "$name: sent by Chromium, the answer page loads" ;;
    esac
}
# same NAME WANT GOT: a case that the database holds what was sent
same() { [ "$2" = "$3" ] && t_ok "$1" || t_fail "$1" "want: $2" "got: $3"; }
# page_has NAME TEXT: the page open in Chromium shows TEXT
page_has() {
    br eval "document.body.textContent.indexOf($(printf '%s' "$2" | /usr/bin/python3 -c 'import json,sys; print(json.dumps(sys.stdin.read()))')) >= 0"
    [ "$ANS" = true ] && t_ok "$1" || { br eval 'document.body.textContent'; t_fail "$1" "lacks: $2" "page: ${ANS:0:400}"; }
}
code_of() { S register list --all --format csv | awk -F, -v n="$1" '$2 == n { print $4 }'; }

S init >/dev/null
S tournament create Tag --series 2 >/dev/null
S day set fee_ct=1000 >/dev/null
for p in Anna Bert Carl Dora; do S register add "$p" >/dev/null; done
browser_start
serve_start "$DB" -t Tag || t_fail "serve started" "$(cat "$TMP/serve.err")"

# ---- /register, in both languages ----
br open "$URL/register" 390 900
send "register (en)" 'document.querySelector("form.reg")' \
    'f.name.value = "Wiebke Web"; f.club.value = "SC Web"; f.member.value = ""; f.born.value = "1990"'
page_has "register (en): the confirmation" "Wiebke Web"
br open "$URL/register?lang=de" 390 900
send "register (de)" 'document.querySelector("form.reg")' \
    'f.name.value = "Xaver Wüst"; f.club.value = "Skatfreunde Köln"; f.lady.checked = true'
same "the database holds both registrations as typed" "Wiebke Web|SC Web|waiting
Xaver Wüst|Skatfreunde Köln|waiting" \
    "$(q "SELECT name, COALESCE(club, '-'), state FROM registrations WHERE name IN ('Wiebke Web', 'Xaver Wüst') ORDER BY name")"

# ---- the desk: check-in scans, the door, the clock ----
S checkin open --series 1 --seed 7 >/dev/null || t_fail "the door opens"
for p in Anna Bert Carl Dora; do S checkin scan "$(code_of "$p")" >/dev/null || t_fail "CLI scan of $p"; done
KEY=$(S checkin desk | sed -n 's/.*: \(....-....\)$/\1/p')
[ -n "$KEY" ] || t_fail "the desk key" "$(S checkin desk)"
br open "$URL/desk?key=$KEY" 390 900
send "desk scan (en), fee owed" 'document.querySelector("form.scan")' \
    "f.scan.value = \"$(code_of "Wiebke Web")\"; f.querySelector('input[value=owed]').checked = true"
page_has "desk scan (en): the list of arrivals has five" "Checked in (5)"
br open "$URL/desk?key=$KEY&lang=de" 390 900
send "desk scan (de), fee waived" 'document.querySelector("form.scan")' \
    "f.scan.value = \"$(code_of "Xaver Wüst")\"; f.querySelector('input[value=waived]').checked = true"
page_has "desk scan (de): the list of arrivals has six" "Eingecheckt (6)"
same "the database holds both check-ins and their fees" "Wiebke Web|owed
Xaver Wüst|waived" \
    "$(q "SELECT p.name, f.state FROM checkins c JOIN players p ON p.id = c.player_id
          JOIN fees f ON f.player_id = c.player_id AND f.tournament_id = c.tournament_id
          WHERE p.name IN ('Wiebke Web', 'Xaver Wüst') ORDER BY p.name")"
send "desk: close the door (de)" 'document.querySelector("form.act input[value=door_close]").form'
same "the door closed: series 1 drawn, six players at two tables" "2|6" \
    "$(q "SELECT count(DISTINCT x.id), count(*) FROM seats st JOIN tables x ON x.id = st.table_id
          JOIN series s ON s.id = x.series_id WHERE s.series_no = 1")"
send "desk: start the clock (de)" 'document.querySelector("form.act input[value=clock_start]").form'
same "the clock of series 1 runs" "1|running" \
    "$(q "SELECT series_no, CASE WHEN stopped IS NULL THEN 'running' ELSE 'stopped' END FROM series_clock")"
br open "$URL/desk?key=$KEY&lang=en" 390 900
send "desk: stop the clock (en)" 'document.querySelector("form.act input[value=clock_stop]").form'
same "the clock of series 1 stopped" "1|stopped" \
    "$(q "SELECT series_no, CASE WHEN stopped IS NULL THEN 'running' ELSE 'stopped' END FROM series_clock")"
S checkin open --series 2 --seed 8 >/dev/null || t_fail "the door of series 2 opens"
br open "$URL/desk?key=$KEY&lang=en" 390 900
send "desk: close the door (en)" 'document.querySelector("form.act input[value=door_close]").form'
same "the door closed: series 2 drawn" "6" \
    "$(q "SELECT count(*) FROM seats st JOIN tables x ON x.id = st.table_id
          JOIN series s ON s.id = x.series_id WHERE s.series_no = 2")"
send "desk: start the clock (en)" 'document.querySelector("form.act input[value=clock_start]").form'
br open "$URL/desk?key=$KEY&lang=de" 390 900
send "desk: stop the clock (de)" 'document.querySelector("form.act input[value=clock_stop]").form'
same "the clock of series 2 started and stopped" "2|stopped" \
    "$(q "SELECT series_no, CASE WHEN stopped IS NULL THEN 'running' ELSE 'stopped' END FROM series_clock WHERE series_no = 2")"

# ---- the entry page's delete form (its script asks first) ----
TCODE=$(q "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id JOIN series s ON s.id = x.series_id WHERE s.series_no = 1 AND x.table_no = 1")
S game add --series 1 --table 1 --declarer 2 grand --with 1 --points 61 >/dev/null || t_fail "game 1"
S game add --series 1 --table 1 --declarer 3 grand --with 1 --points 70 >/dev/null || t_fail "game 2"
for l in en de; do
    n=$(q "SELECT max(g.game_no) FROM games g JOIN tables x ON x.id = g.table_id JOIN series s ON s.id = x.series_id WHERE s.series_no = 1 AND x.table_no = 1")
    br open "$URL/table/1/1?code=$TCODE&edit=$n&lang=$l" 390 900
    send "delete game $n ($l)" 'document.querySelector("form.del")' 'window.confirm = function () { return true; }'
    same "game $n deleted ($l)" "$((n - 1))" \
        "$(q "SELECT count(*) FROM games g JOIN tables x ON x.id = g.table_id JOIN series s ON s.id = x.series_id WHERE s.series_no = 1 AND x.table_no = 1")"
done
serve_stop

# ---- the federation hub: the code form and its actions ----
# (on the day after match day 1: a result is released from its day on)
fed_clock "2027-01-17 12:00:00"
hub_serve "$(new_db hub)"
for v in 1 2; do
    V$v init >/dev/null
    V$v sync pull --hub "$HUBURL" --code "$([ $v = 1 ] && echo "$C1" || echo "$C2")" >/dev/null || t_fail "venue $v pulls"
    T=$([ $v = 1 ] && echo "$T1" || echo "$T2")
    V$v series draw 1 --separate team --seed 5 -t "$T" >/dev/null
    V$v game add -t "$T" --series 1 --table 1 --declarer 2 grand --with 1 --points 75 >/dev/null
    V$v sync push >/dev/null || t_fail "venue $v pushes"
done
# two official changes of reported games wait in the review queue
H game edit -t "$T1" --series 1 --table 1 --game 1 --declarer 2 grand --with 1 --points 65 >/dev/null
H game edit -t "$T2" --series 1 --table 1 --game 1 --declarer 2 grand --with 1 --points 66 >/dev/null
fq() { db_sql "$HUB" "$1"; }
same "two reviews are open" "2" "$(fq "SELECT count(*) FROM fed_reviews WHERE state = 'open'")"
R1=$(fq "SELECT min(id) FROM fed_reviews")
R2=$(fq "SELECT max(id) FROM fed_reviews")
opened() {  # LANG: the leader's page: the code form, sent with the leader's code, the
            # first time; after it the session's cookie opens it
    br open "$URL/fed?lang=$1" 1024 900
    br eval 'document.querySelector("form.fedcode") !== null'
    if [ "$ANS" = true ]; then
        send "the official's code form ($1)" 'document.querySelector("form.fedcode")' "f.code.value = \"$LEADER\""
    fi
}
opened en
page_has "the code opens the leader's page (en)" "Review queue"
send "accept review #$R1 with a reason (en)" \
    "document.querySelector('form.inline input[name=action][value=accept]') && Array.from(document.querySelectorAll('form.inline')).filter(function (x) { return x.action.value === 'accept' && x.id.value === '$R1'; })[0]" \
    'f.reason.value = "the sheet says 65"'
same "review #$R1 accepted with its reason" "accepted|the sheet says 65" \
    "$(fq "SELECT state, COALESCE(reason, '-') FROM fed_reviews WHERE id = $R1")"
opened de
page_has "the code opens the leader's page (de)" "Prüfliste"
send "reject review #$R2 (de)" \
    "Array.from(document.querySelectorAll('form.inline')).filter(function (x) { return x.action.value === 'reject' && x.id.value === '$R2'; })[0]"
same "review #$R2 rejected" "rejected" "$(fq "SELECT state FROM fed_reviews WHERE id = $R2")"
states() { fq "SELECT v.venue_no || ':' || r.state FROM fed_results r JOIN league_venues v ON v.id = r.group_id ORDER BY v.venue_no"; }
grp_form() {  # ACTION GROUP: the form of that action for that venue group
    echo "Array.from(document.querySelectorAll('form.inline')).filter(function (x) { return x.action.value === '$1' && x.group.value === '$2'; })[0]"
}
# one game of 108 each: confirm is refused (only complete results are
# final), the leader releases them as incomplete, with a reason
opened en
send "confirm venue group 1 (en): refused, incomplete" "$(grp_form confirm 1)"
page_has "the refusal names what is missing (en)" "games missing"
same "an incomplete group stays reported" "1:reported
2:reported" "$(states)"
inc_form() {  # GROUP: the leader's release-incomplete form of that venue group
    echo "Array.from(document.querySelectorAll('form.incomplete')).filter(function (x) { return x.group.value === '$1'; })[0]"
}
opened de
send "release venue group 2 incomplete (de)" "$(inc_form 2)" 'f.reason.value = "Spielort abgebrochen"'
opened en
send "release venue group 1 incomplete (en)" "$(inc_form 1)" 'f.reason.value = "venue closed early"'
same "both venue groups released, incomplete, with their reasons" "1:released|venue closed early
2:released|Spielort abgebrochen" \
    "$(fq "SELECT v.venue_no || ':' || r.state || '|' || COALESCE(r.incomplete, '-') FROM fed_results r JOIN league_venues v ON v.id = r.group_id ORDER BY v.venue_no")"
br open "$URL/fed?lang=en" 1024 900
page_has "the session's cookie opens the leader's page again" "Review queue"
send "log out" "Array.from(document.querySelectorAll('form.inline')).filter(function (x) { return x.action.value === 'logout'; })[0]"
br open "$URL/fed?lang=en" 1024 900
br eval 'document.querySelector("form.fedcode") !== null'
[ "$ANS" = true ] && t_ok "after logging out /fed asks for the code" || t_fail "logged out" "$ANS"
send "a wrong code in the form" 'document.querySelector("form.fedcode")' 'f.code.value = "WRONG-CODE"'
br eval 'document.querySelector(".msg.err") !== null && document.querySelector("form.fedcode") !== null'
[ "$ANS" = true ] && t_ok "a wrong code: the refusal and the form again" || t_fail "a wrong code" "$ANS"
browser_stop
