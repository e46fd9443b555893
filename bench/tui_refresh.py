#!/usr/bin/python3
# bench/tui_refresh.py - how long the TUI takes to show the tournament
# standings afresh (the ranking of every table computed again and the screen
# drawn), driven through a pseudo-terminal as a person would:
#   tui_refresh.py SKATSHEET DB RUNS EXPECT skat|schafkopf
# It opens the first table of series 1 (Enter, Enter), then RUNS times:
#   skat: the standings screen's scope from the series to the tournament
#         (s; the next two s go round to the series again),
#   schafkopf: another connection changes the database (a player's club
#         changed and changed back: the TUI then reloads, as when a game is
#         recorded at another table) and Tab shows the standings (Tab again
#         goes back to the list),
# timed from the key to the last byte of the screen update (the screen is
# quiet for 0.2 s after it).  EXPECT: a text the tournament standings must
# show (the leader's name), checked each time on the whole screen (Ctrl-L
# redraws it).  Prints the median, minimum and maximum in ms; exit 1 when
# the screen did not show it.
import os, pty, select, subprocess, sys, time

sk, db, runs, expect, mode = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4].encode(), sys.argv[5]
env = dict(os.environ, TERM="xterm", LINES="50", COLUMNS="140", LC_ALL="C.UTF-8")
env.pop("SKATSHEET_LANG", None)
pid, fd = pty.fork()
if pid == 0:
    os.execve(sk, [sk, "--db", db, "--lang", "en", "tui"], env)

def drain(quiet, first=10.0):
    """Read until nothing comes for quiet seconds (for the first byte: first
    seconds): (bytes, time of the last byte)."""
    out, last = b"", None
    while True:
        r, _, _ = select.select([fd], [], [], quiet if out else first)
        if not r:
            return out, last
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return out, last
        if not chunk:
            return out, last
        out += chunk
        last = time.monotonic()

def key(k, quiet=0.2, first=10.0):
    t0 = time.monotonic()
    os.write(fd, k)
    out, last = drain(quiet, first)
    return out, (last - t0 if last else None)

def change():
    subprocess.run(["sqlite3", db, "BEGIN; UPDATE players SET club = club || '.' WHERE id = 1; "
                    "UPDATE players SET club = substr(club, 1, length(club) - 1) WHERE id = 1; "
                    "COMMIT"], check=True)

title = b"tournament standings" if mode == "skat" else b"Standings (points"
times = []
try:
    drain(0.2)
    key(b"\r")
    key(b"\r")
    if mode == "skat":
        key(b"s")
    for _ in range(runs):
        if mode == "skat":
            out, t = key(b"s")
        else:
            change()
            out, t = key(b"\t")
        full, _ = key(b"\x0c")  # Ctrl-L: the whole screen again, to check it
        if t is None or expect not in full or title not in full:
            print("tui: the tournament standings did not show %r" % expect.decode())
            sys.stderr.write(repr(full[:2000]) + "\n")
            sys.exit(1)
        times.append(t)
        if mode == "skat":
            key(b"s", first=1.0)   # the team ranking: no table read again
            key(b"s")
        else:
            key(b"\t")
finally:
    try:
        os.kill(pid, 9)
    except OSError:
        pass
    os.waitpid(pid, 0)
times.sort()
print("%.1f %.1f %.1f" % (times[len(times) // 2] * 1000, times[0] * 1000, times[-1] * 1000))
