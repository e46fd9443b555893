#!/usr/bin/python3
"""Drive headless Chromium for tests/web/browser.sh (Python standard library
only; the DevTools protocol over --remote-debugging-pipe, no network port).

Why not `chromium --dump-dom`: it dumps the DOM at the load event, before a
long poll has answered; and --virtual-time-budget never runs out while the
page's long poll is pending.  So this script keeps the page open, lets the
test act (a CLI write), and reads the live DOM.

Commands, one per line on stdin; one answer line each on stdout:
    open URL WIDTH HEIGHT    load URL in a WIDTHxHEIGHT window -> "loaded"
    eval JS                  -> the value as JSON
    wait MS JS               evaluate JS every 50 ms until it is true, at most
                             MS ms -> "true ELAPSED_MS" or "false MS"
    shot FILE                screenshot (PNG) of the window -> "saved"
    quit
"""
import base64
import fcntl
import json
import os
import subprocess
import sys
import time

CHROME = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
          "--disable-background-networking", "--disable-component-update", "--disable-sync",
          "--disable-extensions", "--hide-scrollbars", "--remote-debugging-pipe"]


class Browser:
    def __init__(self, profile):
        # chromium reads commands on fd 3 and writes answers on fd 4; the
        # pipe ends sit above 10 so that moving them there clobbers nothing
        def high(fd):
            h = fcntl.fcntl(fd, fcntl.F_DUPFD, 10)
            os.close(fd)
            return h
        to_chrome_r, self.to_chrome = map(high, os.pipe())
        self.from_chrome, from_chrome_w = map(high, os.pipe())

        def fds():
            os.dup2(to_chrome_r, 3)
            os.dup2(from_chrome_w, 4)
        self.proc = subprocess.Popen(CHROME + ["--user-data-dir=" + profile, "about:blank"],
                                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=open(profile + ".log", "ab"),
                                     preexec_fn=fds, pass_fds=(3, 4, to_chrome_r, from_chrome_w))
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.buf = b""
        self.next_id = 0
        self.events = []
        self.session = None
        targets = self.call("Target.getTargets")["targetInfos"]
        page = [t for t in targets if t["type"] == "page"][0]
        self.session = self.call("Target.attachToTarget", targetId=page["targetId"],
                                 flatten=True)["sessionId"]
        self.call("Page.enable")
        self.call("Runtime.enable")

    def _read(self):
        while b"\0" not in self.buf:
            chunk = os.read(self.from_chrome, 65536)
            if not chunk:
                raise RuntimeError("chromium went away")
            self.buf += chunk
        msg, self.buf = self.buf.split(b"\0", 1)
        return json.loads(msg)

    def call(self, method, **params):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params}
        if self.session and not method.startswith("Target."):
            msg["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(msg).encode() + b"\0")
        while True:
            m = self._read()
            if m.get("id") == self.next_id:
                if "error" in m:
                    raise RuntimeError("%s: %s" % (method, m["error"]))
                return m.get("result", {})
            self.events.append(m)

    def wait_event(self, name, timeout):
        end = time.time() + timeout
        while time.time() < end:
            for i, e in enumerate(self.events):
                if e.get("method") == name:
                    del self.events[i]
                    return True
            self.events.append(self._read())
        return False

    def eval(self, js):
        r = self.call("Runtime.evaluate", expression=js, returnByValue=True)
        if "exceptionDetails" in r:
            return {"exception": r["exceptionDetails"].get("text")}
        return r["result"].get("value")

    def quit(self):
        try:
            self.call("Browser.close")
        except RuntimeError:
            pass
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def main():
    b = Browser(sys.argv[1])
    for line in sys.stdin:
        cmd, _, rest = line.rstrip("\n").partition(" ")
        if cmd == "open":
            url, w, h = rest.split()
            b.call("Emulation.setDeviceMetricsOverride", width=int(w), height=int(h),
                   deviceScaleFactor=1, mobile=int(w) < 640)
            b.events.clear()
            b.call("Page.navigate", url=url)
            print("loaded" if b.wait_event("Page.loadEventFired", 30) else "timeout")
        elif cmd == "eval":
            print(json.dumps(b.eval(rest)))
        elif cmd == "wait":
            ms, js = rest.split(" ", 1)
            start = time.time()
            ok = False
            while (time.time() - start) * 1000 < int(ms):
                try:
                    if b.eval(js) is True:
                        ok = True
                        break
                except RuntimeError:
                    pass   # the page navigating while asked: ask again
                time.sleep(0.05)
            print("%s %d" % ("true" if ok else "false", (time.time() - start) * 1000))
        elif cmd == "shot":
            data = b.call("Page.captureScreenshot", format="png")["data"]
            with open(rest, "wb") as f:
                f.write(base64.b64decode(data))
            print("saved")
        elif cmd == "quit":
            break
        sys.stdout.flush()
    b.quit()


if __name__ == "__main__":
    main()
