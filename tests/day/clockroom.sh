#!/usr/bin/env bash
# engines: sqlite postgresql
# The clock and the room (issue 39): the organiser pauses and resumes the
# round clock (the time left stands while paused, the end moves by the
# pause) and gives one table more time with a reason, shown by 'clock
# show', its JSON, /clock and the beamer.  Every refusal: its message, its
# exit code, the database unchanged.  Driven by $SKATSHEET_NOW.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../web/lib_web.sh"
cd "$TMP"
DB=$(new_db cr)
S() { "$SK" --db "$DB" "$@"; }
at() { local t=$1; shift; SKATSHEET_NOW=$t "$SK" --db "$DB" "$@"; }
unchanged() { [ "$(db_sum "$DB")" = "$sum" ] && t_ok "$1: unchanged" || t_fail "$1 changed the database"; }

S init >/dev/null
for p in Anna Bernd Carla Dieter Emil Frieda Gustav; do S player add "$p" >/dev/null; done
S tournament create Uhr --series 2 >/dev/null
S series draw 1 --seed 2 >/dev/null
sum=$(db_sum "$DB")
check "pause before the start: refused" 3 --err "the clock of series 1 does not run" -- at 2026-05-01T14:00:00Z clock pause --series 1
check "extend before the start: refused" 3 --err "the clock of series 1 has not been started" \
    -- at 2026-05-01T14:00:00Z clock extend --series 1 --table 1 --minutes 5 --reason Streit
unchanged "refusals before the start"
at 2026-05-01T14:00:00Z clock start --series 1 >/dev/null
sum=$(db_sum "$DB")
check "resume a running clock: refused" 3 --err "the clock of series 1 is not paused: only a paused clock resumes" \
    -- at 2026-05-01T14:10:00Z clock resume --series 1
unchanged "resume when running"
check "pause after 30 minutes" 0 --out "series 1: paused, 1:30:00 left" -- at 2026-05-01T14:30:00Z clock pause --series 1
sum=$(db_sum "$DB")
check "paused twice: refused" 3 --err "the clock of series 1 is paused already (since" --err "'clock resume' lets it run" \
    -- at 2026-05-01T14:40:00Z clock pause --series 1
unchanged "pause when paused"
check "20 minutes later the time left stands" 0 --out "series 1: paused, 1:30:00 left" -- at 2026-05-01T14:50:00Z clock show
check "German" 0 --out "Serie 1: pausiert, 1:30:00 übrig" -- at 2026-05-01T14:50:00Z --lang de clock show
at 2026-05-01T14:50:00Z clock show --format json > p.json
/usr/bin/python3 -c '
import json; d = json.load(open("p.json"))
assert d["phase"] == "paused" and d["seconds_left"] == 5400, d' && t_ok "json: paused, 5400 s left" || t_fail "json paused" "$(cat p.json)"
check "resume: the end moves by the pause" 0 --out "series 1: 1:30:00 left" -- at 2026-05-01T14:50:00Z clock resume --series 1
check "and runs on" 0 --out "series 1: 1:20:00 left" -- at 2026-05-01T15:00:00Z clock show
check "the series is over 20 minutes later" 0 --out "time is up (0:00 ago)" -- at 2026-05-01T16:20:00Z clock show
# one table more time
sum=$(db_sum "$DB")
check "extend a table that does not exist" 3 --err "table 5: series 1 has 2 tables" \
    -- at 2026-05-01T15:00:00Z clock extend --series 1 --table 5 --minutes 10 --reason x
check "minutes out of range (121)" 2 --err "--minutes must be a whole number from 1 to 120, not '121'" \
    -- S clock extend --series 1 --table 1 --minutes 121 --reason x
check "minutes out of range (0)" 2 --err "--minutes must be a whole number from 1 to 120, not '0'" \
    -- S clock extend --series 1 --table 1 --minutes 0 --reason x
check "no reason" 3 --err "reason: say why the table gets more time" \
    -- S clock extend --series 1 --table 1 --minutes 5 --reason "  "
check "a series not drawn" 3 --err "series 2" -- S clock extend --series 2 --table 1 --minutes 5 --reason x
unchanged "refused extensions"
check "table 2: 15 minutes more" 0 --out "table 2: 15 minutes more (Karten neu gemischt), 1:35:00 left" \
    -- at 2026-05-01T15:00:00Z clock extend --series 1 --table 2 --minutes 15 --reason "Karten neu gemischt"
check "again: added" 0 --out "table 2: 20 minutes more (Karten neu gemischt; Arzt), 1:40:00 left" \
    -- at 2026-05-01T15:00:00Z clock extend --series 1 --table 2 --minutes 5 --reason "Arzt"
check "after the series' end table 2 still runs" 0 --out "time is up (5:00 ago)" \
    --out "table 2: 20 minutes more (Karten neu gemischt; Arzt), 15:00 left" -- at 2026-05-01T16:25:00Z clock show
at 2026-05-01T15:00:00Z clock show --format json > e.json
/usr/bin/python3 -c '
import json; d = json.load(open("e.json"))
t = {x["table"]: x for x in d["tables"]}
assert t[2]["extra_minutes"] == 20 and t[2]["reason"] == "Karten neu gemischt; Arzt", t
assert t[2]["end_ms"] - d["end_ms"] == 1200000 and t[1]["extra_minutes"] == 0, d' &&
    t_ok "json: table 2 ends 20 minutes after the series" || t_fail "json ext" "$(cat e.json)"
# /clock and the beamer show it, in both languages
export SKATSHEET_NOW=2026-05-01T15:00:00Z
serve_start "$DB" || t_fail "serve" "$(cat "$TMP/serve.err")"
for path in /clock /beamer; do
    curl -s "$URL$path?lang=en" > en.html
    curl -s "$URL$path?lang=de" > de.html
    grep -q 'class="clock ext run" data-table="2"' en.html && grep -q "Table 2: +20 min" en.html &&
        grep -q "Karten neu gemischt; Arzt" en.html && ! grep -q 'data-table="1"' en.html &&
        t_ok "$path: table 2's extra time and reason" || t_fail "$path: the extension" "$(grep -o '<ul class="clockext.*</ul>' en.html)"
    grep -q "Tisch 2: +20 Min." de.html && t_ok "$path: German" || t_fail "$path: German" "$(grep -o '<ul class="clockext.*</ul>' de.html)"
done
serve_stop
unset SKATSHEET_NOW
at 2026-05-01T15:10:00Z clock pause --series 1 >/dev/null
serve_start "$DB" || t_fail "serve" "$(cat "$TMP/serve.err")"
curl -s "$URL/clock?lang=de" > p.html
grep -q 'class="clock pause big"' p.html && grep -q 'data-stopped="1"' p.html && grep -q "pausiert" p.html &&
    t_ok "/clock: paused, standing still" || t_fail "/clock paused" "$(grep -o '<div class="clock.*</div>' p.html)"
serve_stop
check "a restart takes the extensions back" 0 --no-out "table 2:" -- at 2026-05-01T17:00:00Z clock start --series 1 --restart
