#!/usr/bin/env bash
# The README's path, run as written from top to bottom in one directory,
# as a new user follows it (tests/readme/lib_readme.sh: each code line a
# command, each line shown under a "$ " command a line it must print):
# every section's code, in order, with a free port for 8080 and 127.0.0.1
# for 0.0.0.0 in "The live venue" (several runs share the machine), and
# "A federation server on PostgreSQL" on the run's cluster (a new database
# for the socket's "skatsheet"; in the PostgreSQL half only).  Not
# run here: `make demo` (its scripts/demo is run below on the binary under
# test) and `make test` (this is it).  Sections with more checks of their
# own: the pub evening tests/house/readme.sh, the Stammtisch
# tests/schafkopf/readme.sh, the league tests/readme/examples.sh.  And the
# README stays short: at most 300 lines (its links: tests/readme/docs.sh).
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$TDIR/lib_readme.sh"
ROOT=$(cd "$TDIR/../.." && pwd)
README=$ROOT/README.md
cd "$TMP" || exit 1
ln -s "$ROOT/docs" docs          # the examples name docs/examples/players.csv
trap 'md_stop_bg; lib_cleanup' EXIT

n=$(wc -l < "$README")
[ "$n" -le 300 ] && t_ok "README.md has $n lines (at most 300)" || t_fail "README.md has at most 300 lines" "$n"
section() { # HEADING: the section's code, failing the suite when it is gone
    md_section "$README" "$1" || t_fail "README has a section '$1'"
}

# ---- Two commands
MD_SKIP=("make demo     # installs missing packages, builds, runs the demo tournament"
         "make test     # installs, builds, runs every test; last line \"N passed, N failed\"")
md_run "two commands" < <(section "Two commands")
[ "$MD_NCMD" -ge 2 ] && t_ok "two commands: $MD_NCMD run" || t_fail "two commands: the section's commands" "$MD_NCMD"
MD_SKIP=()
# what make demo runs after the build, with the binary under test beside
# its own demo/ directory (a link: the build directory is not written)
mkdir bin && ln -s "$SK" bin/skatsheet
check "make demo's script" 0 --out "skatsheet demo: a tournament with 24 players" --out "Demo-Turnier" \
    --out "$TMP/bin/demo/standings.pdf" -- env DEMO_DB="$TMP/bin/demo/demo.db" "$ROOT/scripts/demo" "$TMP/bin/skatsheet"
for f in standings.pdf sheets-series1.pdf plan-series1.pdf tournament.xlsx; do
    [ -s "bin/demo/$f" ] && t_ok "make demo writes $f" || t_fail "make demo writes $f"
done

# ---- every section after that, in the README's order, in one directory as
# a reader follows it (each section names its database; the live venue
# goes back to the tournament's)
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
md_after_bg() {
    local i
    for i in $(seq 1 100); do
        if curl -s -o /dev/null "http://127.0.0.1:$PORT/api/tournament"; then
            local pid
            pid=$(ps -o pid= --ppid "${MD_BG[-1]}" | tr -d ' ')
            echo "${pid:-${MD_BG[-1]}}" > "$TMP/serve.pid"   # the server, or the shell that is it
            return 0
        fi
        sleep 0.1
    done
    t_fail "the server of '$1' answers" "$(cat "$TMP/md.$MD_NCMD")"
}
declare -A ran=()
while IFS= read -r h; do
    [ "$h" = "Two commands" ] && continue
    # its walkthrough (a hub, two venues, a server of its own) is run as
    # written by tests/readme/federation.sh, on both engines
    [ "$h" = "A league across venues" ] && { ran[$h]=skipped; continue; }
    MD_SED=""
    [ "$h" = "The live venue" ] && MD_SED="s/0\.0\.0\.0:8080/127.0.0.1:$PORT/g; s/127\.0\.0\.1:8080/127.0.0.1:$PORT/g"
    if [ "$h" = "A federation server on PostgreSQL" ]; then
        # on the run's cluster, in the PostgreSQL half only (the SQLite
        # half has no cluster): the league above is a database there, so
        # its SQLite file liga.db is made first, as the SQLite half has it
        [ "$ENGINE" = postgresql ] || { ran[$h]=skipped; continue; }
        fed=$(new_db skatsheet) && "$SK" db copy "${MD_DBS[liga.db]}" liga.db >/dev/null 2>&1 &&
            t_ok "$h: liga.db as a file" || t_fail "$h: liga.db as a file" "$fed"
        MD_SED="s|postgres:///skatsheet?host=/run/postgresql|$fed|g"
    fi
    md_run "$h" < <(section "$h")
    ran[$h]=$MD_NCMD
    if [ "$h" = "The live venue" ]; then
        # its curl line printed the standings of the tournament above
        grep -q '"tournament":"Herbstturnier 2027"' "$TMP/md.$MD_NCMD" && t_ok "live venue: the API answers with the tournament" ||
            t_fail "live venue: the API answers with the tournament" "$(head -c 500 "$TMP/md.$MD_NCMD")"
    fi
    if [ "$h" = "A federation server on PostgreSQL" ]; then
        # the table from PostgreSQL is the league's, and so is the file
        # copied back
        want=$("$SK" --db liga.db league table 2>&1)
        check "$h: the league table from PostgreSQL is the file's" 0 --out "SC Kreuz Bube" --out "$want" -- "$SK" --db "$fed" league table
        check "$h: the copy back is the same league" 0 --out "$want" -- "$SK" --db liga-2027.db league table
        [ "$(db_sum liga.db)" = "$(db_sum liga-2027.db)" ] && t_ok "$h: the copy back has the file's content" ||
            t_fail "$h: the copy back has the file's content"
    fi
done < <(sed -n 's/^##* //p' "$README")
for h in "A club evening:8" "House rules: a Bierlachs at the pub:13" "Schafkopf: a Stammtisch:9" "A tournament:10" \
    "A league:13" "The live venue:6" "A federation server on PostgreSQL:4"; do
    [ "${ran[${h%:*}]:-}" = skipped ] && continue
    n=${ran[${h%:*}]:-0}
    [ "$n" -ge "${h##*:}" ] && t_ok "${h%:*}: $n commands run" || t_fail "${h%:*}: at least ${h##*:} commands run" "$n"
done

# what the tournament and the venue left
export SKATSHEET_DB=${MD_DBS[herbst.db]:-herbst.db}
for f in plan.pdf sheets.pdf standings.pdf herbst.xlsx poster.pdf liga.pdf liga.xlsx; do
    [ -s "$f" ] && t_ok "the README's $f is written" || t_fail "the README's $f is written"
done
check "the tournament's draw: two 4-tables, three 3-tables" 0 --out "table 2 (4 players)" --out "table 5 (3 players)" \
    --no-out "table 6" -- "$SK" series show 1
check "the tournament's game is in the standings" 0 --out "provisional: 1 of" -- "$SK" standings
check "the table codes carry the address given" 0 --out "http://192.168.1.20:8080/table/1/1?code=" -- "$SK" series codes 1
pdftotext poster.pdf - 2>/dev/null | grep -q "192.168.1.20:8080/register" &&
    t_ok "the poster names the registration page" || t_fail "the poster names the registration page"
md_stop_bg
pid=$(cat "$TMP/serve.pid" 2>/dev/null)
[ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null && t_ok "the README's server is stopped" ||
    t_fail "the README's server is stopped" "pid '$pid'"
