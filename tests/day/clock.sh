#!/usr/bin/env bash
# engines: sqlite postgresql
# The round clock of a series (issue 31), driven by $SKATSHEET_NOW (the
# test hook of "now", docs/tournament-day.md), never by waiting: started
# by the organiser, the time left and the warning before the end, the
# tables not finished when the time is up, a tournament setting
# (clock_min, ISkO default 120 minutes for 48 games).
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db k)
S() { "$SK" --db "$DB" "$@"; }
at() { local t=$1; shift; SKATSHEET_NOW=$t "$SK" --db "$DB" "$@"; }

S init >/dev/null
for p in Anna Bernd Carla Dieter Emil Frieda Gustav; do S player add "$p" >/dev/null; done
S tournament create Uhr --series 2 --games4 8 --games3 6 >/dev/null
check "the ISkO default: 120 minutes" 0 --out "clock_min      120" --out "warn_min       10" -- S day show
sum=$(db_sum "$DB")
check "a series not drawn cannot start" 3 --err "series 1 has not been drawn" -- at 2026-05-01T14:00:00Z clock start --series 1
check "clock_min out of range" 3 --err "day: clock_min=0: a whole number from 1 to 1440" -- S day set clock_min=0
check "a warning longer than the series" 3 --err "warn_min=200 is longer than the series" -- S day set warn_min=200
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refusals: unchanged" || t_fail "a refusal changed the database"
S series draw 1 --seed 2 >/dev/null
check "start: 2 hours" 0 --out "Uhr: series 1: 2:00:00 left" --out "2 tables: 0 finished, 2 playing" \
    -- at 2026-05-01T14:00:00Z clock start --series 1
check "started twice: refused" 3 --err "the clock of series 1 runs since" -- at 2026-05-01T14:01:00Z clock start --series 1
check "after 1:35 it runs" 0 --out "series 1: 25:00 left (ends" -- at 2026-05-01T15:35:00Z clock show
check "the last ten minutes warn" 0 --out "series 1: 5:00 left - last minutes" -- at 2026-05-01T15:55:00Z clock show
at 2026-05-01T15:55:00Z clock show --format json > warn.json
/usr/bin/python3 -c '
import json, sys
d = json.load(open("warn.json"))
assert d["phase"] == "warning" and d["seconds_left"] == 300 and d["minutes"] == 120, d
assert d["end_ms"] - d["now_ms"] == 300000, d' && t_ok "json: phase warning, 300 s left" || t_fail "json" "$(cat warn.json)"
# table 1 finishes, table 2 does not
for g in 1 2 3 4 5 6 7 8; do
    S game add --series 1 --table 1 --passed >/dev/null 2>&1 || S game add --series 1 --table 1 --game "$g" --passed >/dev/null
done
S game add --series 1 --table 2 --passed >/dev/null
check "time up: the unfinished tables" 0 --out "series 1: time is up (5:00 ago)" \
    --out "1 table has not finished: 2 (1 of 6 games)" --no-out "1 (8 of 8" -- at 2026-05-01T16:05:00Z clock show
at 2026-05-01T16:05:00Z clock show --format json > over.json
/usr/bin/python3 -c '
import json
d = json.load(open("over.json"))
assert d["phase"] == "over" and d["unfinished"] == 1, d
t = {x["table"]: x["done"] for x in d["tables"]}
assert t == {1: True, 2: False}, t' && t_ok "json: over, table 2 unfinished" || t_fail "json over" "$(cat over.json)"
check "German" 0 --out "Serie 1: Zeit ist um (seit 5:00)" --out "1 Tisch ist nicht fertig geworden: 2 (1 von 6 Spielen)" \
    -- at 2026-05-01T16:05:00Z --lang de clock show
check "stop" 0 --out "the clock of series 1 of 'Uhr' is stopped" -- at 2026-05-01T16:06:00Z clock stop --series 1
check "stopped twice: refused" 3 --err "the clock of series 1 does not run" -- S clock stop --series 1
check "stopped: shown so" 0 --out "series 1: the clock is stopped" -- S clock show
# a setting of the day: 90 minutes, warning 15 minutes before
S day set clock_min=90 warn_min=15 >/dev/null
S series draw 2 --seed 3 >/dev/null
check "the day's minutes" 0 --out "series 2: 1:30:00 left" -- at 2026-05-01T17:00:00Z clock start --series 2
check "the day's warning" 0 --out "series 2: 14:00 left - last minutes" -- at 2026-05-01T18:16:00Z clock show
check "--minutes for one series" 0 --out "series 2: 45:00 left" \
    -- at 2026-05-01T17:00:00Z clock start --series 2 --minutes 45 --restart
