#!/usr/bin/python3
"""Build a push of the federation protocol (docs/exchange-format.md, "Push")
from a venue database's outbox, independently of skatsheet's own client, so
the tests can send what a hostile or broken client would.

usage: pushtool.py VENUE.db OUT [options]
  --code CODE        sign with this code (default: the link's own)
  --after N          the outbox after change N (default: what the hub acknowledged)
  --set PATH=JSON    change a field of the document after hashing (a.b.0.c)
  --rehash           recompute the changes' hashes after --set
  --tamper           change one byte of the body after signing
  --no-signature     write no signature
Writes OUT.body, OUT.sig (the X-Skatsheet-Signature) and OUT.code.
"""
import argparse
import hashlib
import hmac
import json
import sqlite3
import sys


def canonical(obj):
    return json.dumps(obj, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def walk(doc, parts):
    for p in parts:
        doc = doc[int(p)] if isinstance(doc, list) else doc[p]
    return doc


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("db")
    ap.add_argument("out")
    ap.add_argument("--code")
    ap.add_argument("--after", type=int)
    ap.add_argument("--set", action="append", default=[])
    ap.add_argument("--rehash", action="store_true")
    ap.add_argument("--tamper", action="store_true")
    ap.add_argument("--no-signature", action="store_true")
    a = ap.parse_args()
    con = sqlite3.connect(a.db)
    link = con.execute("SELECT k.id, k.code, k.device, k.matchday, k.venue_uid, k.acked, l.uid "
                       "FROM sync_links k JOIN leagues l ON l.id = k.league_id").fetchone()
    lid, code, device, md, venue, acked, league = link
    after = acked if a.after is None else a.after
    changes = []
    for seq, body, h, created in con.execute(
            "SELECT seq, body, hash, created FROM outbox WHERE link_id = ? AND seq > ? ORDER BY seq",
            (lid, after)):
        b = json.loads(body)
        if hashlib.sha256(body.encode()).hexdigest() != h:
            sys.exit("outbox hash mismatch at %d" % seq)
        changes.append({"seq": seq, "at": created, "hash": h, "entity": b["entity"],
                        "state": b["state"]})
    players = []
    for uid, member, name, club in con.execute(
            "SELECT p.uid, i.member_no, p.name, p.club FROM players p "
            "LEFT JOIN player_info i ON i.player_id = p.id"):
        p = {"uid": uid, "name": name}
        if member:
            p["member"] = member
        if club:
            p["club"] = club
        players.append(p)
    doc = {"format": "skatsheet-exchange", "version": 1, "kind": "push",
           "push": {"league": league, "matchday": md, "venue": venue, "device": device,
                    "changes": changes},
           "players": players}
    for s in a.set:
        path, val = s.split("=", 1)
        parts = path.split(".")
        parent = walk(doc, parts[:-1])
        key = int(parts[-1]) if isinstance(parent, list) else parts[-1]
        parent[key] = json.loads(val)
    if a.rehash:
        for c in doc["push"]["changes"]:
            c["hash"] = hashlib.sha256(
                canonical({"entity": c["entity"], "state": c["state"]}).encode()).hexdigest()
    body = json.dumps(doc, ensure_ascii=False).encode()
    code = (a.code or code).replace("-", "").upper()
    sig = hmac.new(code.encode(), body, hashlib.sha256).hexdigest()
    if a.tamper:
        i = body.index(b'"points":') + 10
        body = body[:i] + (b"1" if body[i:i + 1] != b"1" else b"2") + body[i + 1:]
    with open(a.out + ".body", "wb") as f:
        f.write(body)
    with open(a.out + ".sig", "w") as f:
        f.write("" if a.no_signature else sig)
    with open(a.out + ".code", "w") as f:
        f.write(code)


if __name__ == "__main__":
    main()
