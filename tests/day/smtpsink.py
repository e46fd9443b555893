#!/usr/bin/python3
"""A minimal SMTP server on 127.0.0.1 for tests/day/mail.sh: it takes every
message (no TLS, no login), writes it to DIR/msg-N.eml with its envelope in
DIR/msg-N.env, and writes the port it listens on to DIR/port.
    smtpsink.py DIR [--refuse-rcpt]   (--refuse-rcpt: 550 to every RCPT)"""
import os
import socket
import sys
import threading

out = sys.argv[1]
refuse = "--refuse-rcpt" in sys.argv
count = [0]
lock = threading.Lock()


def serve(conn):
    f = conn.makefile("rb")
    def say(line):
        conn.sendall((line + "\r\n").encode())
    say("220 sink ESMTP")
    sender, rcpts = None, []
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode("ascii", "replace").strip()
        up = cmd.upper()
        if up.startswith("EHLO"):
            say("250-sink")
            say("250 8BITMIME")
        elif up.startswith("HELO"):
            say("250 sink")
        elif up.startswith("MAIL FROM:"):
            sender, rcpts = cmd[10:], []
            say("250 ok")
        elif up.startswith("RCPT TO:"):
            if refuse:
                say("550 no such user")
            else:
                rcpts.append(cmd[8:])
                say("250 ok")
        elif up == "DATA":
            say("354 go on")
            data = []
            while True:
                l = f.readline()
                if not l or l in (b".\r\n", b".\n"):
                    break
                if l.startswith(b".."):
                    l = l[1:]
                data.append(l)
            with lock:
                count[0] += 1
                n = count[0]
            with open(os.path.join(out, "msg-%d.env" % n), "w") as e:
                e.write("%s\n%s\n" % (sender, " ".join(rcpts)))
            with open(os.path.join(out, "msg-%d.eml" % n), "wb") as m:
                m.write(b"".join(data))
            say("250 queued")
        elif up == "QUIT":
            say("221 bye")
            break
        elif up in ("RSET", "NOOP"):
            say("250 ok")
        else:
            say("502 not here")
    conn.close()


s = socket.socket()
s.bind(("127.0.0.1", 0))
s.listen(8)
with open(os.path.join(out, "port.tmp"), "w") as p:
    p.write(str(s.getsockname()[1]))
os.rename(os.path.join(out, "port.tmp"), os.path.join(out, "port"))
while True:
    c, _ = s.accept()
    threading.Thread(target=serve, args=(c,), daemon=True).start()
