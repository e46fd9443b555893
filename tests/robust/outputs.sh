#!/usr/bin/env bash
# Exports that cannot destroy (issue 15 items 1, 2, 15, 16, 17): what
# fileio.c does with each kind of target.  The refusals themselves (the
# database, a directory, a block device) are in tests/bad_input/catalogue.sh.
# engines: sqlite (what fileio does with each kind of output target; the database is only the source)
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$TMP/t.db
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for i in 1 2 3 4 5 6 7 8; do S player add "P$i" >/dev/null; done
S tournament create T >/dev/null
S series draw 1 --seed 1 >/dev/null
S game add --series 1 --table 1 --declarer 2 clubs --with 1 --points 70 >/dev/null
sum0=$(db_sum "$DB")
no_temps() { ! ls -a "$@" 2>/dev/null | grep -q 'skatsheet\.tmp\.\|\.tmp\.'; }

# ---- item 1: the database by any path is refused and stays intact
ln -s t.db link.csv; ln t.db hard.csv; mkdir sub
for target in "$DB" t.db ./sub/../t.db link.csv hard.csv; do
    for cmd in "export games" "export xlsx" "export pdf"; do
        check "$cmd onto the database as $target" 1 --err "it is the database" -- S $cmd "$target"
    done
done
check "sheet pdf onto the database" 1 --err "it is the database" -- S sheet pdf t.db --series 1
check "export games onto the -wal name" 1 --err "write-ahead log" -- S export games t.db-wal
check "export games onto the -shm name" 1 --err "shared-memory" -- S export games "$DB-shm"
[ "$(db_sum "$DB")" = "$sum0" ] && [ -L link.csv ] && [ ! -e t.db-wal ] \
    && t_ok "database, link and -wal name untouched" || t_fail "database untouched"
# while the database is open (a second connection holds the -wal), too
(printf 'BEGIN IMMEDIATE;\nSELECT count(*) FROM players;\n'; sleep 1.5) | sqlite3 "$DB" >/dev/null &
sleep 0.3
if [ -e "$DB-wal" ]; then
    check "export onto the live -wal" 1 --err "write-ahead log" -- S export games t.db-wal
else
    t_ok "export onto the live -wal (skipped: sqlite3 kept no -wal file)"
fi
wait

# ---- item 2: a FIFO and a character device are written in place
mkfifo pipe
cat pipe > from-pipe.csv & reader=$!
check "export games into a FIFO" 0 --out "exported 1 game" -- S export games pipe
wait $reader
[ -p pipe ] && grep -q '^1,1,1,2,clubs' from-pipe.csv && t_ok "the FIFO stays a FIFO and got the CSV" \
    || t_fail "FIFO" "$(ls -l pipe) $(head -c 200 from-pipe.csv)"
for cmd in "export xlsx" "export pdf"; do
    cat pipe > from-pipe.bin & reader=$!
    check "$cmd into a FIFO" 0 -- S $cmd pipe
    wait $reader
    [ -p pipe ] && [ -s from-pipe.bin ] && t_ok "$cmd: FIFO stays, got $(wc -c < from-pipe.bin) bytes" \
        || t_fail "$cmd: FIFO"
done
check "export games /dev/stdout on a pipe" 0 --out "1,1,1,2,clubs" -- sh -c "\"$SK\" --db \"$DB\" export games /dev/stdout | cat"
check "export pdf /dev/null" 0 -- S export pdf /dev/null
[ -c /dev/null ] && t_ok "/dev/null is still a device" || t_fail "/dev/null replaced"
if [ "$(id -u)" = 0 ] && mknod null2 c 1 3 2>/dev/null; then
    check "export games onto a device node (root)" 0 -- S export games ./null2
    [ -c null2 ] && t_ok "the node stays a character device" || t_fail "node replaced" "$(ls -l null2)"
else
    t_ok "device node as root (skipped: not root or mknod not permitted)"
fi
no_temps . && t_ok "no temp file left by the direct writes" || t_fail "temp left" "$(ls -a)"

# ---- item 16: a valid 250-byte name
long=$(printf 'x%.0s' $(seq 246)).csv
check "export games to a 250-byte name" 0 --out "exported 1 game" -- S export games "$long"
check "export xlsx to a 250-byte name" 0 -- S export xlsx "${long%.csv}.xlsx"
check "export pdf to a 250-byte name" 0 -- S export pdf "${long%.csv}.pdf"
check "a 256-byte name is the system's refusal" 1 --err "too long" -- S export games "$(printf 'y%.0s' $(seq 256))"

# ---- item 17: an existing file keeps its mode, a new one follows the umask
for ext in csv xlsx pdf; do
    case $ext in csv) cmd="export games" ;; *) cmd="export $ext" ;; esac
    ( umask 027; S $cmd "new.$ext" >/dev/null )
    m=$(stat -c %a "new.$ext")
    [ "$m" = 640 ] && t_ok "$cmd: a new file follows the umask (640)" || t_fail "$cmd: new file mode" "$m"
    touch "old.$ext"; chmod 604 "old.$ext"
    ( umask 077; S $cmd "old.$ext" >/dev/null )
    m=$(stat -c %a "old.$ext")
    [ "$m" = 604 ] && [ -s "old.$ext" ] && t_ok "$cmd: an existing file keeps its mode (604)" \
        || t_fail "$cmd: kept mode" "$m"
done
# a symbolic link to a report is followed: the link stays, its file is replaced
S export games real.csv >/dev/null; ln -s real.csv rlink.csv; : > real.csv
check "export through a link to a report" 0 -- S export games rlink.csv
[ -L rlink.csv ] && grep -q clubs real.csv && t_ok "the link stays and its file is written" \
    || t_fail "link followed" "$(ls -l rlink.csv real.csv)"

# ---- item 15: SIGTERM/SIGHUP/SIGINT while an export waits leave no temp
# file: export xlsx into a FIFO nobody reads renders into a temp under
# $TMPDIR, then blocks opening the FIFO; the signal comes then.
mkdir td
for sig in TERM HUP INT; do
    # a background job starts with SIGINT ignored (and skatsheet leaves an
    # ignored signal ignored): restore it before exec
    TMPDIR=$TMP/td python3 -c 'import os, signal, sys
signal.signal(signal.SIGINT, signal.SIG_DFL); os.execv(sys.argv[1], sys.argv[1:])' \
        "$SK" --db "$DB" export xlsx pipe & pid=$!
    for _ in $(seq 50); do ls td | grep -q . && break; sleep 0.1; done
    had=$(ls td | wc -l)
    sleep 0.2
    kill -$sig $pid; wait $pid; rc=$?
    left=$(ls td | wc -l)
    # (1 temp file, or 2 while the library still has its own open: seen
    # under ASan, where the export is slower)
    [ "$had" -ge 1 ] && [ "$left" = 0 ] && [ "$rc" -gt 128 ] && [ -p pipe ] \
        && t_ok "SIG$sig during an export removes its temp file (exit $rc)" \
        || t_fail "SIG$sig temp" "temps before $had, after $left, rc $rc"
done
no_temps . && t_ok "no temp file left in the export directory" || t_fail "temp left" "$(ls -a)"
[ "$(db_sum "$DB")" = "$sum0" ] && t_ok "database unchanged by every export" || t_fail "database changed"

# ---- item 5: CSV formula injection (standings and every --format csv)
F=$TMP/f.db
SF() { "$SK" --db "$F" "$@"; }
SF init >/dev/null
SF player add '=HYPERLINK("http://e","x")' >/dev/null; SF player add '@SUM(A1)' >/dev/null
SF player add "'=x" >/dev/null; SF player add -- -5 >/dev/null; SF player add '+3' >/dev/null
SF player add P6 >/dev/null; SF player add P7 >/dev/null; SF player add P8 >/dev/null
SF tournament create T >/dev/null; SF team add '=1+1' P7 P8 >/dev/null
SF series draw 1 --seed 1 >/dev/null
SF game add --series 1 --table 1 --declarer 2 clubs --with 1 --points 70 >/dev/null
check "standings --format csv: formulas neutralised" 0 \
    --out ",\"'=HYPERLINK(\"\"http://e\"\",\"\"x\"\")\"," --out ",'@SUM(A1)," --out ",''=x," \
    --out ",-5," --out ",+3," -- SF standings --format csv
check "standings --teams --format csv: team =1+1" 0 --out ",'=1+1," -- SF standings --teams --format csv
# the guard is undone on import: the names read back unchanged
printf 'name,number,club\n"'"'"'=HYPERLINK(""http://e"",""y"")",,\n'"'"'@a,,'"'"'+club\n-6,,\n' > guarded.csv
check "player import undoes the guard" 0 --out "imported 3 players" -- SF player import guarded.csv
check "the names read back unguarded" 0 --out '=HYPERLINK("http://e","y")' --out '@a' --out '+club' \
    -- SF player list
