#!/usr/bin/python3
"""A league across venues, simulated (issue 27, item 9): a season's match
day with D divisions of T teams, their venue groups played at V venues that
report at once to two hub instances (`skatsheet serve`) on one database,
with faults on the way:

  - a hub instance killed (SIGKILL) while venues push, then started again;
  - the database server restarted (when --db-restart names a command:
    PostgreSQL's pg_ctl restart);
  - pushes repeated, and resent from the start as if every acknowledgement
    had been lost;
  - connections cut in the middle of a push's body;
  - a venue whose clock is an hour wrong (faketime).

Then: every game stored exactly once (each venue group at the hub equals
the venue's own, game for game; every change of every outbox received
once), the league table equals the one computed from the venues' own
files, and after the release the published table counts every team.

Prints "ok - sim: ..." / "FAIL - sim: ..." lines (tests/run counts them);
with --bench also the figures: pushes per second, p99 push latency, the
time from the last push to the published table.

usage: sim.py --skatsheet SK --dir DIR [--divisions 2] [--teams 8]
              [--venues 3] [--games4 8] [--games3 6] [--workers 8]
              [--hub-db URI] [--db-restart CMD] [--hub-sql CMD] [--bench]
--hub-sql: a command that prints the result of the SQL query given as its
last argument on --hub-db (psql -XAtq ... -c), for the counts there.
"""
import argparse
import concurrent.futures as cf
import json
import os
import random
import secrets
import shlex
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time

FAILS = []
# the statements `league result confirm 1` and `release 1` may run at the
# hub: a fixed part plus so many per venue group of the match day (on a
# SQLite hub 36 + 13 and 36 + 16; before the standings read only their
# tournament's players and a league's groups their teams at once, 36 + 19
# and 36 + 40, and every team's uid was a statement of its own; before a
# publication loaded each group's standings once for the released table,
# the full table and the players' pages, release was 36 + 28)
CONFIRM_FIXED, CONFIRM_PER_GROUP = 40, 14
RELEASE_FIXED, RELEASE_PER_GROUP = 40, 18


def ok(name):
    print("ok - sim: " + name, flush=True)


def fail(name, *detail):
    FAILS.append(name)
    print("FAIL - sim: " + name, flush=True)
    for d in detail:
        print("    " + str(d)[:800], flush=True)


def check(cond, name, *detail):
    if cond:
        ok(name)
    else:
        fail(name, *detail)
    return cond


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    p = s.getsockname()[1]
    s.close()
    return p


class Sim:
    def __init__(self, a):
        self.a = a
        self.sk = a.skatsheet
        self.dir = a.dir
        self.hub = a.hub_db or os.path.join(a.dir, "hub.db")
        self.league = "Simliga"
        self.groups = []      # (group no, [team index...])
        self.venues = []      # venue k -> dict(name, code, groups, db, port, skew)
        self.hubs = {}        # name -> (port, Popen)
        self.lock = threading.Lock()
        self.pushes = 0       # pushes completed (first successful push of each venue)
        self.latency = []     # seconds per successful `sync push`
        self.attempts = 0     # `sync push` runs, failures included

    def run(self, args, db=None, check_rc=True, env=None, prefix=None):
        cmd = (prefix or []) + [self.sk] + (["--db", db] if db else []) + args
        p = subprocess.run(cmd, capture_output=True, text=True, env=env)
        if check_rc and p.returncode != 0:
            raise RuntimeError("%s: exit %d: %s%s" % (" ".join(cmd), p.returncode, p.stdout[-400:],
                                                     p.stderr[-400:]))
        return p

    # ---- the hub ----

    def build_hub(self):
        a = self.a
        teams, players, divisions = [], [], []
        uid = lambda: secrets.token_hex(16)
        for d in range(a.divisions):
            divisions.append("D%d" % (d + 1))
            ts = []
            for t in range(a.teams):
                ti = len(teams)
                roster = []
                for i in range(4):
                    pu = uid()
                    players.append({"uid": pu, "member": "%05d-%d" % (ti + 1, i + 1),
                                    "name": "P%d-%d" % (ti + 1, i + 1), "club": "SC %d" % (ti + 1),
                                    "publish": True})
                    roster.append({"player": pu})
                teams.append({"uid": uid(), "name": "Team %d" % (ti + 1), "club": "SC %d" % (ti + 1),
                              "division": divisions[-1], "roster": roster})
                ts.append(ti)
            # groups of four, the last ones of three
            n = len(ts)
            sizes = []
            while n > 0:
                s = 4 if n >= 7 or n == 4 or n == 8 else 3
                if n in (5, 2):
                    s = n
                sizes.append(s)
                n -= s
            k = 0
            for s in sizes:
                self.groups.append((len(self.groups) + 1, ts[k:k + s]))
                k += s
        groups = []
        for no, ts in self.groups:
            groups.append({"group": no, "teams": [teams[i]["uid"] for i in ts],
                           "tournament": {"uid": uid(), "name": "%s matchday 1 venue %d" % (self.league, no),
                                          "date": "2026-01-16", "game": "skat", "series_count": 1,
                                          "games4": a.games4, "games3": a.games3, "first_dealer": 1}})
        doc = {"format": "skatsheet-exchange", "version": 1, "kind": "matchday",
               "league": {"uid": uid(), "name": self.league, "season": 2027, "series_per_matchday": 1,
                          "points_per": "matchday", "provisional": "show", "divisions": divisions,
                          "teams": teams},
               "matchday": {"number": 1, "date": "2026-01-16", "groups": groups},
               "players": sorted(players, key=lambda p: p["uid"])}
        path = os.path.join(self.dir, "league.json")
        with open(path, "w") as f:
            json.dump(doc, f)
        self.run(["init"], self.hub)
        self.run(["import", "json", path], self.hub)
        # venues: group k is played at venue ((k - 1) mod V) + 1
        for v in range(a.venues):
            gs = [no for no, _ in self.groups if (no - 1) % a.venues == v]
            if not gs:
                continue
            name = "Venue %d" % (v + 1)
            args = ["league", "venue", "add", name, "--matchday", "1"]
            for g in gs:
                args += ["--group", str(g)]
            self.run(args, self.hub)
            code = self.run(["league", "code", "add", "--venue", name, "--matchday", "1", "--quiet"],
                            self.hub).stdout.strip()
            self.venues.append({"name": name, "code": code, "groups": gs,
                                "db": os.path.join(self.dir, "venue%d.db" % (v + 1)),
                                "skew": v % 10 == 1})   # every tenth venue: its clock an hour wrong
        self.pub = os.path.join(self.dir, "public")
        os.makedirs(self.pub, exist_ok=True)
        self.run(["league", "set", "--publish-dir", self.pub, "--protest-days", "0"], self.hub)

    def start_hub(self, name, port):
        p = subprocess.Popen([self.sk, "--db", self.hub, "serve", "--listen", "127.0.0.1:%d" % port,
                              "--quiet", "--post-rate", "100000"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(200):
            try:
                socket.create_connection(("127.0.0.1", port), 0.2).close()
                break
            except OSError:
                time.sleep(0.05)
        self.hubs[name] = (port, p)

    def stop_hubs(self):
        for port, p in self.hubs.values():
            p.terminate()
            try:
                p.wait(10)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()

    # ---- the venues ----

    def prefix(self, v):
        # (env: an ASan build (make asan) refuses to start after faketime's
        # preloaded library; its check is switched off for these runs only)
        return ["env", "ASAN_OPTIONS=%s:verify_asan_link_order=0" % os.environ.get("ASAN_OPTIONS", ""),
                "faketime", "-f", "-1h"] if v["skew"] else None

    def venue_day(self, i):
        v = self.venues[i]
        port = self.hubs["A" if i % 2 == 0 else "B"][0]
        v["hub"] = "http://127.0.0.1:%d" % port
        self.run(["init"], v["db"])
        for attempt in range(30):   # a hub may be down: pull again
            p = self.run(["sync", "pull", "--hub", v["hub"], "--code", v["code"]], v["db"],
                         check_rc=False)
            if p.returncode == 0:
                break
            time.sleep(0.3)
        else:
            raise RuntimeError("pull: " + p.stderr)
        rnd = random.Random(i)
        for g in v["groups"]:
            t = "%s matchday 1 venue %d" % (self.league, g)
            self.run(["series", "draw", "1", "--separate", "team", "--seed", str(g), "-t", t],
                     v["db"], prefix=self.prefix(v))
            con = sqlite3.connect(v["db"])
            tabs = con.execute("SELECT b.table_no, b.size FROM tables b JOIN series s ON s.id = "
                               "b.series_id JOIN tournaments u ON u.id = s.tournament_id "
                               "WHERE u.name = ? ORDER BY b.table_no", (t,)).fetchall()
            con.close()
            lines = ["series,table,game,declarer,contract,matadors,hand,ouvert,announce,bid,points,"
                     "schneider,schwarz,result"]
            for tb, size in tabs:
                n = self.a.games4 if size == 4 else self.a.games3
                for gno in range(1, n + 1):
                    dealer = (gno - 1) % size + 1
                    decl = dealer % size + 1 if size == 4 else rnd.randint(1, 3)
                    if rnd.random() < 0.1:
                        lines.append("1,%d,%d,,passed,,,,,,,,," % (tb, gno))
                        continue
                    c = rnd.choice(["clubs", "spades", "hearts", "diamonds", "grand"])
                    m = rnd.choice([1, 2, -1, -2]) if c != "grand" else rnd.choice([1, -1])
                    lines.append("1,%d,%d,%d,%s,%d,0,0,,18,%d,0,0," % (tb, gno, decl, c, m,
                                                                       rnd.randint(31, 89)))
            path = os.path.join(self.dir, "games-%d.csv" % g)
            with open(path, "w") as f:
                f.write("\n".join(lines) + "\n")
            self.run(["import", "games", path, "-t", t], v["db"], prefix=self.prefix(v))
        con = sqlite3.connect(v["db"])
        v["changes"] = con.execute("SELECT count(*) FROM outbox").fetchone()[0]
        v["games"] = con.execute("SELECT count(*) FROM games").fetchone()[0]
        con.close()

    def cut_body(self, i):
        """A push whose connection breaks in the middle of its body."""
        self.held_push(i, int(self.venues[i]["hub"].rsplit(":", 1)[1])).close()

    def push(self, i, first=True):
        v = self.venues[i]
        if first:   # the venues after a fault's point wait for it (see faults)
            for k, gate in enumerate(self.gates):
                if i >= self.marks[k]:
                    gate.wait()
        for attempt in range(200):
            t0 = time.time()
            with self.lock:
                self.inflight += 1
            p = self.run(["sync", "push"], v["db"], check_rc=False, prefix=self.prefix(v))
            dt = time.time() - t0
            with self.lock:
                self.inflight -= 1
                self.attempts += 1
                if p.returncode != 0:
                    why = (p.stderr.strip().splitlines() or ["exit %d" % p.returncode])[-1]
                    self.refusals[why[:90]] = self.refusals.get(why[:90], 0) + 1
            if p.returncode == 0:
                with self.lock:
                    self.latency.append(dt)
                    if first:
                        self.pushes += 1
                return p.stdout
            if p.returncode != 1:
                raise RuntimeError("push %s: exit %d: %s" % (v["name"], p.returncode, p.stderr))
            time.sleep(0.1 + 0.05 * (attempt % 5))
        raise RuntimeError("push %s: never succeeded: %s" % (v["name"], p.stderr))

    def held_push(self, i, port):
        """A push to port whose body is half sent and then held open."""
        v = self.venues[i]
        out = os.path.join(self.dir, "held%d" % i)
        subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), "pushtool.py"),
                        v["db"], out], check=True)
        body = open(out + ".body", "rb").read()
        sig = open(out + ".sig").read()
        s = socket.create_connection(("127.0.0.1", port), 5)
        device = open(out + ".device").read()
        head = ("POST /api/fed/push HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nX-Skatsheet-Device: %s\r\n"
                "X-Skatsheet-Signature: %s\r\nContent-Type: application/json\r\n"
                "Content-Length: %d\r\n\r\n" % (port, device, sig, len(body)))
        s.sendall(head.encode() + body[:len(body) // 2])
        return s

    def setup_faults(self, total):
        """The venues push in three parts: the first quarter, up to half,
        the rest; each later part waits at its gate until its fault."""
        q = max(1, total // 4)
        h = max(q + 1, total // 2)
        self.marks = [q, h] if self.a.db_restart else [q]
        self.gates = [threading.Event() for _ in self.marks]
        self.inflight = 0
        self.refusals = {}
        self.stopping = False

    def wait_pushes(self, n):
        while not self.stopping:
            with self.lock:
                if self.pushes >= n:
                    return self.pushes
            time.sleep(0.01)

    def wait_inflight(self):
        for _ in range(500):
            with self.lock:
                if self.inflight > 0:
                    return
            time.sleep(0.01)

    def faults(self):
        """Once the first quarter pushed: a push to hub A half sent and held
        open, the next venues start pushing, and A is SIGKILLed with that
        push and whatever else in flight, then started again.  Once half
        pushed (with --db-restart): the rest start and the database server
        is restarted under them."""
        try:
            port, p = self.hubs["A"]
            done = self.wait_pushes(self.marks[0])
            if done is None:
                return
            held = self.held_push(self.marks[0], port)
            self.gates[0].set()
            self.wait_inflight()
            p.send_signal(signal.SIGKILL)
            p.wait()
            held.close()
            self.killed_at = done
            time.sleep(0.5)
            self.start_hub("A", port)
            if self.a.db_restart:
                done = self.wait_pushes(self.marks[1])
                if done is None:
                    return
                self.gates[1].set()
                self.wait_inflight()
                subprocess.run(self.a.db_restart, shell=True, check=True)
                self.restarted_at = done
        except Exception as e:
            fail("the faults were made", repr(e))
        finally:
            for g in self.gates:
                g.set()

    # ---- checks ----

    def can_count(self):
        return not self.a.hub_db or bool(self.a.hub_sql)

    def count(self, table):
        q = "SELECT count(*) FROM " + table
        if not self.a.hub_db:
            con = sqlite3.connect(self.hub)
            n = con.execute(q).fetchone()[0]
            con.close()
            return n
        p = subprocess.run(shlex.split(self.a.hub_sql) + [q], capture_output=True, text=True,
                           check=True)
        return int(p.stdout.strip())

    def hub_group_doc(self, g):
        p = self.run(["export", "json", "-", "--matchday", "1", "-l", self.league, "--group", str(g)],
                     self.hub)
        return json.loads(p.stdout)

    def venue_group_doc(self, v, g):
        p = self.run(["export", "json", "-", "--matchday", "1", "-l", self.league, "--group", str(g)],
                     v["db"])
        return json.loads(p.stdout)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--skatsheet", required=True)
    ap.add_argument("--dir", required=True)
    ap.add_argument("--divisions", type=int, default=2)
    ap.add_argument("--teams", type=int, default=8)
    ap.add_argument("--venues", type=int, default=3)
    ap.add_argument("--games4", type=int, default=8)
    ap.add_argument("--games3", type=int, default=6)
    ap.add_argument("--workers", type=int, default=8)
    ap.add_argument("--hub-db")
    ap.add_argument("--db-restart")
    ap.add_argument("--hub-sql")
    ap.add_argument("--bench", action="store_true")
    a = ap.parse_args()
    s = Sim(a)
    t0 = time.time()
    s.build_hub()
    check(len(s.venues) > 0 and len(s.groups) >= len(s.venues),
          "a match day of %d teams in %d divisions: %d venue groups at %d venues"
          % (a.divisions * a.teams, a.divisions, len(s.groups), len(s.venues)))
    s.start_hub("A", free_port())
    s.start_hub("B", free_port())
    try:
        with cf.ThreadPoolExecutor(a.workers) as ex:
            list(ex.map(s.venue_day, range(len(s.venues))))
        total_changes = sum(v["changes"] for v in s.venues)
        total_games = sum(v["games"] for v in s.venues)
        ok("%d venues pulled, drew and recorded offline: %d games, %d changes in their outboxes"
           % (len(s.venues), total_games, total_changes))
        skewed = [v for v in s.venues if v["skew"]]
        if skewed:
            con = sqlite3.connect(skewed[0]["db"])
            first = con.execute("SELECT min(created) FROM outbox").fetchone()[0]
            con.close()
            check(first < time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(time.time() - 1800)),
                  "a venue's clock is an hour wrong (its outbox says %s)" % first)
        # connections cut in the middle of a body, before those venues push
        cuts = list(range(0, len(s.venues), max(1, len(s.venues) // 3)))[:3]
        for i in cuts:
            s.cut_body(i)
        if s.can_count():
            n = s.count("fed_changes")
            check(n == 0, "%d pushes cut in the middle of the body stored nothing" % len(cuts),
                  "changes at the hub: %d" % n)
        # everybody pushes at once; a hub instance is killed on the way
        s.setup_faults(len(s.venues))
        ft = threading.Thread(target=s.faults)
        ft.start()
        tp = time.time()
        try:
            with cf.ThreadPoolExecutor(a.workers) as ex:
                list(ex.map(s.push, range(len(s.venues))))
        finally:
            s.stopping = True   # a push that failed: no thread waits for ever
            for g in s.gates:
                g.set()
        push_s = time.time() - tp
        last_push = time.time()
        ft.join()
        # the division leader confirms and releases at once: the published table
        # (the statements each ran, counted: SKATSHEET_SQL_TRACE, one line each)
        trace = os.path.join(s.dir, "publish.trace")
        tenv = dict(os.environ, SKATSHEET_SQL_TRACE=trace)
        stmts = []
        tr = time.time()
        for step in ("confirm", "release"):
            open(trace, "w").close()
            s.run(["league", "result", step, "1"], s.hub, env=tenv)
            with open(trace) as f:
                stmts.append(sum(1 for _ in f))
        published = time.time()
        check(hasattr(s, "killed_at"), "hub instance A was killed during the pushes (after %s of %d "
              "venues, a push to it half sent) and started again; %d push runs for %d venues"
              % (getattr(s, "killed_at", "?"), len(s.venues), s.attempts, len(s.venues)))
        if a.db_restart:
            check(hasattr(s, "restarted_at"), "the database server was restarted during the pushes "
                  "(after %s of %d venues)" % (getattr(s, "restarted_at", "?"), len(s.venues)))
        # pushes repeated: again; and everything again as if no acknowledgement had arrived
        again = [s.push(i, False) for i in range(len(s.venues))]
        check(all("sent 0 changes" in x for x in again), "every venue pushing again sends nothing")
        for v in s.venues[::3]:
            c = sqlite3.connect(v["db"])
            c.execute("UPDATE sync_links SET acked = 0")
            c.commit()
            c.close()
        resent = [s.push(i, False) for i in range(0, len(s.venues), 3)]
        check(all("applied 0, unchanged 0, received before" in x for x in resent),
              "%d venues resending everything: all received before, nothing applied" % len(resent),
              *[x for x in resent if "applied 0" not in x][:2])
        # exactly once
        mism = []
        for v in s.venues:
            for g in v["groups"]:
                hv = s.hub_group_doc(g)["matchday"]["groups"][0]["tournament"]
                vv = s.venue_group_doc(v, g)["matchday"]["groups"][0]["tournament"]
                if hv.get("series") != vv.get("series"):
                    mism.append(g)
        check(not mism, "every venue group at the hub is the venue's own, game for game (%d groups)"
              % len(s.groups), "differing groups: %s" % mism[:10])
        if s.can_count():
            nchg = s.count("fed_changes")
            ngames = s.count("games")
            check(nchg == total_changes, "every change of every outbox received exactly once (%d)"
                  % nchg, "expected %d" % total_changes)
            check(ngames == total_games, "every game stored exactly once (%d)" % ngames,
                  "expected %d" % total_games)
            nrev = s.count("fed_reviews")
            check(nrev == 0, "no conflicts: nothing in the review queue", "reviews: %d" % nrev)
        # the league table: the hub's equals the one from the venues' own files
        ref = os.path.join(s.dir, "reference.db")
        s.run(["init"], ref)
        for v in s.venues:
            for g in v["groups"]:
                path = os.path.join(s.dir, "ref-%d.json" % g)
                with open(path, "w") as f:
                    json.dump(s.venue_group_doc(v, g), f)
                s.run(["import", "json", path], ref)
        hub_t = s.run(["league", "table", "-l", s.league, "--format", "csv"], s.hub).stdout
        ref_t = s.run(["league", "table", "-l", s.league, "--format", "csv"], ref).stdout
        check(hub_t == ref_t and hub_t.count("\n") == a.divisions * a.teams + 1,
              "the hub's league table equals the venues' own (%d teams)" % (a.divisions * a.teams),
              hub_t[:300], ref_t[:300])
        t = json.load(open(os.path.join(s.pub, "table.json")))
        check(all(r["matchdays"] == 1 for r in t["teams"]) and len(t["teams"]) == a.divisions * a.teams,
              "released: the published table counts every team's match day")
        # confirm and release: a fixed part and a few statements per venue
        # group, never a walk of every player per group (issue 38, part 6)
        ng = len(s.groups)
        for step, n, fixed, per in (("confirm", stmts[0], CONFIRM_FIXED, CONFIRM_PER_GROUP),
                                    ("release", stmts[1], RELEASE_FIXED, RELEASE_PER_GROUP)):
            check(n <= fixed + per * ng, "%s of %d venue groups: %d statements (at most %d + %d "
                  "per group = %d)" % (step, ng, n, fixed, per, fixed + per * ng))
        if a.bench:
            print("bench fed: statements of confirm / release  %d / %d  (%.1f / %.1f per venue "
                  "group)" % (stmts[0], stmts[1], stmts[0] / ng, stmts[1] / ng))
            lat = sorted(s.latency[:len(s.venues)])
            p99 = lat[min(len(lat) - 1, int(0.99 * len(lat)))]
            print("bench fed: %d teams, %d divisions, %d venue groups, %d venues, %d games, "
                  "%d changes" % (a.divisions * a.teams, a.divisions, len(s.groups), len(s.venues),
                                  total_games, total_changes))
            print("bench fed: pushes per second       %.1f  (%d venues in %.1f s, %d push runs "
                  "with retries)" % (len(s.venues) / push_s, len(s.venues), push_s, s.attempts))
            for why, n in sorted(s.refusals.items(), key=lambda x: -x[1]):
                print("bench fed: push runs refused %4d  %s" % (n, why))
            print("bench fed: changes per second      %.0f" % (total_changes / push_s))
            print("bench fed: p99 push latency        %.2f s  (median %.2f s; a push run of one "
                  "venue, process start included)" % (p99, lat[len(lat) // 2]))
            print("bench fed: last push to published  %.2f s  (confirm + release + publish: "
                  "%.2f s)" % (published - last_push, published - tr))
            print("bench fed: whole simulation        %.1f s" % (time.time() - t0))
    except Exception as e:  # a broken step: say which, never hang
        fail("the simulation ran through", repr(e))
    finally:
        s.stop_hubs()
    return 1 if FAILS else 0


if __name__ == "__main__":
    sys.exit(main())
