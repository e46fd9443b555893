#!/usr/bin/python3
"""flood.py - slow clients against `skatsheet serve` (tests/web/attack.sh).

    flood.py PORT ADDRS PER_ADDR INTERVAL SECONDS [OUT]

Opens PER_ADDR connections from each source address of ADDRS (comma
separated, e.g. 127.0.0.2,127.0.0.3), starts a request on each and sends one
more header line every INTERVAL seconds, never finishing the header, for
SECONDS; a connection the server closes is opened again (an attacker keeps
up the pressure).  Writes to OUT (or stdout) when done, or on SIGTERM:
  opened N  refused N  closed N  answered-408 N  open-at-end N
"""
import errno, os, resource, selectors, signal, socket, sys, time

port, addrs, per, every, secs = (int(sys.argv[1]), sys.argv[2].split(","), int(sys.argv[3]),
                                 float(sys.argv[4]), float(sys.argv[5]))
out = sys.argv[6] if len(sys.argv) > 6 else None
soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
want = len(addrs) * per + 64
if soft < want:
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, want), hard))

stats = {"opened": 0, "refused": 0, "closed": 0, "answered-408": 0}
sel = selectors.DefaultSelector()
conns = {}          # socket -> [source address, next send time, request line not sent yet]
again = []          # [time, source address]: closed ones, opened again after a pause

def open_one(src):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.setblocking(False)
    try:
        s.bind((src, 0))
        s.connect_ex(("127.0.0.1", port))
        stats["opened"] += 1
        conns[s] = [src, time.time() + 0.2, True]
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
    if out:
        with open(out + ".tmp", "w") as f:
            f.write(line)
        os.rename(out + ".tmp", out)
    else:
        sys.stdout.write(line)
    sys.exit(0)

signal.signal(signal.SIGTERM, report)
for src in addrs:
    for _ in range(per):
        open_one(src)
end = time.time() + secs
while time.time() < end:
    for key, _ in sel.select(timeout=0.05):
        s = key.fileobj
        try:
            data = s.recv(4096)
        except OSError:
            data = b""
        if data.startswith(b"HTTP/1.1 408"):
            stats["answered-408"] += 1
        stats["closed"] += 1
        again.append([time.time() + 0.5, conns[s][0]])
        drop(s)
    now = time.time()
    while again and again[0][0] <= now:
        open_one(again.pop(0)[1])
    for s, st in list(conns.items()):
        if now >= st[1]:
            msg = b"GET / HTTP/1.1\r\nHost: x\r\n" if st[2] else b"X-Slow: 1\r\n"
            try:
                s.send(msg)
                st[2] = False
            except OSError as e:
                if e.errno not in (errno.EAGAIN, errno.ENOTCONN):
                    stats["closed"] += 1
                    again.append([now + 0.5, st[0]])
                    drop(s)
                    continue
            st[1] = now + every
report()
