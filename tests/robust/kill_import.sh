#!/usr/bin/env bash
# Power loss during an import: a 10,000-game `import games` is killed with
# SIGKILL at random moments (24 trials or more).  Afterwards PRAGMA integrity_check
# is ok and the import is fully present or fully absent; the database opens
# and a repeated import then completes.
# engines: sqlite (SIGKILL during an import, then PRAGMA integrity_check of the SQLite file)
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
S() { "$SK" --db "$@"; }
# the games: the demo tournament (88 players, 10 series), exported; the base
# database is the same tournament with its games removed (players, series,
# tables and seats stay)
S d.db demo --players 88 --series 10 --seed 7 >/dev/null
S d.db export games g.csv >/dev/null
N=$(($(wc -l < g.csv) - 1))
[ "$N" -ge 10000 ] && t_ok "import file has $N games (>= 10,000)" || t_fail "import file size" "$N"
cp d.db base.db
sqlite3 base.db "DELETE FROM games; DELETE FROM games_audit; VACUUM;"
[ "$(sqlite3 base.db 'SELECT count(*) FROM games')" = 0 ] || t_fail "base database has no games"

# how long one import takes (ms), to spread the kills over it: the faster
# of two runs (the first, with cold caches, can take twice as long, and
# kills timed by it would land after most imports had finished)
dur=
for k in 1 2; do
    rm -f t.db t.db-wal t.db-shm
    cp base.db t.db
    start=$(date +%s%N)
    S t.db import games g.csv >/dev/null
    d=$(( ($(date +%s%N) - start) / 1000000 ))
    [ -z "$dur" ] || [ "$d" -lt "$dur" ] && dur=$d
done
[ "$(sqlite3 t.db 'SELECT count(*) FROM games')" = "$N" ] && t_ok "an uninterrupted import stores all $N games (${dur} ms)" \
    || t_fail "uninterrupted import"
[ "$dur" -gt 0 ] || dur=1

RANDOM=4242
# 24 trials, more (up to 72) while fewer than 12 kills hit a running import:
# on a loaded machine a process can take longer to start than the import
# takes to run, and a kill that comes after the end tests nothing
trials=0 killed=0 complete=0 absent=0 bad=0
while [ "$trials" -lt 24 ] || { [ "$killed" -lt 12 ] && [ "$trials" -lt 72 ]; }; do
    trials=$((trials + 1)); i=$trials
    rm -f t.db t.db-wal t.db-shm
    cp base.db t.db
    # kill at a random moment from 0 to 80% of the import's duration; every
    # other trial in its later part (40..90%), where the rows are written
    # (the import takes only ~100 ms: later kills often miss it, the start
    # of a process varying by tens of ms)
    if [ $((i % 2)) = 0 ]; then ms=$(( dur * 4 / 10 + RANDOM % (dur / 2 + 1) ))
    else ms=$(( RANDOM % (dur * 8 / 10 + 1) )); fi
    "$SK" --db t.db import games g.csv >/dev/null 2>&1 &   # the binary itself, not a subshell
    pid=$!
    sleep "$(printf '0.%03d' "$ms")"
    if kill -KILL "$pid" 2>/dev/null; then :; fi
    wait "$pid" 2>/dev/null
    rc=$?
    [ "$rc" = 137 ] && killed=$((killed + 1))
    ic=$(sqlite3 t.db "PRAGMA integrity_check" 2>&1)
    n=$(sqlite3 t.db "SELECT count(*) FROM games" 2>&1)
    if [ "$ic" != ok ]; then
        bad=$((bad + 1)); t_fail "trial $i: integrity_check" "$ic"
    elif [ "$n" = "$N" ]; then
        complete=$((complete + 1))
    elif [ "$n" = 0 ]; then
        absent=$((absent + 1))
    else
        bad=$((bad + 1)); t_fail "trial $i: partial import" "$n of $N games after a kill at ${ms} ms"
    fi
done
[ "$bad" = 0 ] && t_ok "$trials kills (${killed} in flight): integrity ok, all or nothing ($complete complete, $absent absent)" \
    || t_fail "kill trials" "$bad bad"
[ "$killed" -ge 10 ] && t_ok "at least 10 kills hit a running import ($killed)" || t_fail "kills in flight" "$killed"

# the last killed database opens, and the import then completes
if [ "$(sqlite3 t.db 'SELECT count(*) FROM games')" = 0 ]; then
    check "import after a kill completes" 0 --out "imported $N games" -- S t.db import games g.csv
else
    check "import after a kill is refused as a duplicate" 3 --err "already recorded" -- S t.db import games g.csv
fi
check "the database opens after the kills" 0 --out "Demo-Turnier" -- S t.db tournament list
