#!/usr/bin/python3
"""flood.py - slow and idle clients against `skatsheet serve`
(tests/web/attack_slow.sh).

    flood.py slow PORT ADDRS PER_ADDR INTERVAL SECONDS OUT
    flood.py idle PORT ADDRS PER_ADDR 0 SECONDS OUT

slow: opens PER_ADDR connections from each source address of ADDRS (comma
separated, e.g. 127.0.0.2,127.0.0.3), starts a request on each and sends
one more header line every INTERVAL seconds, never finishing the header;
a connection the server closes is opened again half a second later (an
attacker keeps up the pressure).
idle: opens the connections, asks each for /api/tournament once (kept
alive), then leaves them idle, counting those the server closes.
Runs SECONDS, or until SIGTERM, then writes one line to OUT:
  opened N  refused N  closed N  answered-408 N  answered N  open-at-end N
"""
import errno, os, resource, selectors, signal, socket, sys, time

mode, port, addrs, per, every, secs, out = (sys.argv[1], int(sys.argv[2]), sys.argv[3].split(","),
                                            int(sys.argv[4]), float(sys.argv[5]),
                                            float(sys.argv[6]), sys.argv[7])
soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
want = len(addrs) * per + 64
if soft < want:
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, want), hard))

stats = {"opened": 0, "refused": 0, "closed": 0, "answered-408": 0, "answered": 0}
sel = selectors.DefaultSelector()
conns = {}   # socket -> [source address, next send time, nothing sent yet, bytes read]
again = []   # [time, source address]: closed ones, opened again after a pause

def open_one(src):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.setblocking(False)
    try:
        s.bind((src, 0))
        s.connect_ex(("127.0.0.1", port))
        stats["opened"] += 1
        conns[s] = [src, time.time() + 0.2, True, b""]
        sel.register(s, selectors.EVENT_READ)
    except OSError:
        stats["refused"] += 1
        s.close()

def drop(s):
    sel.unregister(s)
    del conns[s]
    s.close()

def report(*_):
    line = "  ".join("%s %d" % (k, v) for k, v in stats.items())
    line += "  open-at-end %d\n" % len(conns)
    with open(out + ".tmp", "w") as f:
        f.write(line)
    os.rename(out + ".tmp", out)
    sys.exit(0)

signal.signal(signal.SIGTERM, report)
for src in addrs:
    for _ in range(per):
        open_one(src)
end = time.time() + secs
while time.time() < end:
    for key, _ in sel.select(timeout=0.05):
        s = key.fileobj
        st = conns[s]
        try:
            data = s.recv(65536)
        except OSError:
            data = b""
        if data:
            st[3] += data
            if mode == "idle" and b"\r\n\r\n" in st[3] and st[3].startswith(b"HTTP/1.1 200"):
                stats["answered"] += 1   # (the answer is small: one read)
                st[3] = b"-"             # counted once
            elif mode == "slow" and st[3].startswith(b"HTTP/1.1 408"):
                stats["answered-408"] += 1
                drop(s)
                stats["closed"] += 1
                again.append([time.time() + 0.5, st[0]])
            continue
        stats["closed"] += 1
        drop(s)
        if mode == "slow":
            again.append([time.time() + 0.5, st[0]])
    now = time.time()
    while again and again[0][0] <= now:
        open_one(again.pop(0)[1])
    for s, st in list(conns.items()):
        if now < st[1]:
            continue
        if mode == "idle":
            msg = b"GET /api/tournament HTTP/1.1\r\nHost: x\r\n\r\n" if st[2] else b""
            st[1] = end + 1
        else:
            msg = b"GET / HTTP/1.1\r\nHost: x\r\n" if st[2] else b"X-Slow: 1\r\n"
            st[1] = now + every
        try:
            if msg:
                s.send(msg)
            st[2] = False
        except OSError as e:
            if e.errno not in (errno.EAGAIN, errno.ENOTCONN):
                stats["closed"] += 1
                drop(s)
                if mode == "slow":
                    again.append([now + 0.5, st[0]])
report()
