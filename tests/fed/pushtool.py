#!/usr/bin/python3
"""Build a push of the federation protocol (docs/exchange-format.md, "Push")
from a venue database's outbox, independently of skatsheet's own client, so
the tests can send what a hostile or broken client would.

usage: pushtool.py VENUE.db OUT [options]
  --as OTHER.db      sign as the device of OTHER.db's link (its uid and key)
  --key HEX          sign with this Ed25519 private key (32 bytes as hex)
  --device UID       name this device (default: the link's own)
  --hmac CODE        sign as versions before issue 37 did: HMAC-SHA-256 under CODE
  --after N          the outbox after change N (default: what the hub acknowledged)
  --set PATH=JSON    change a field of the document after hashing (a.b.0.c)
  --rehash           recompute the changes' hashes after --set
  --tamper           change one byte of the body after signing
  --no-signature     write no signature
Writes OUT.body, OUT.sig (the X-Skatsheet-Signature: the body's Ed25519
signature under the device's key), OUT.device (X-Skatsheet-Device) and
OUT.code (the link's code, which a push no longer sends).
"""
import argparse
import hashlib
import hmac
import json
import sqlite3
import sys

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey


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
    ap.add_argument("--as", dest="other")
    ap.add_argument("--key")
    ap.add_argument("--device")
    ap.add_argument("--hmac")
    ap.add_argument("--after", type=int)
    ap.add_argument("--set", action="append", default=[])
    ap.add_argument("--rehash", action="store_true")
    ap.add_argument("--tamper", action="store_true")
    ap.add_argument("--no-signature", action="store_true")
    a = ap.parse_args()
    con = sqlite3.connect(a.db)
    q = ("SELECT k.id, k.code, k.device, k.matchday, k.venue_uid, k.acked, l.uid, k.device_key "
         "FROM sync_links k JOIN leagues l ON l.id = k.league_id")
    lid, code, device, md, venue, acked, league, key = con.execute(q).fetchone()
    if a.other:
        o = sqlite3.connect(a.other).execute(q).fetchone()
        device, key = o[2], o[7]
    priv = a.key or key
    device = a.device or device
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
    if a.hmac:
        sig = hmac.new(a.hmac.replace("-", "").upper().encode(), body, hashlib.sha256).hexdigest()
    else:
        sig = Ed25519PrivateKey.from_private_bytes(bytes.fromhex(priv)).sign(body).hex()
    if a.tamper:
        i = body.index(b'"points":') + 10
        body = body[:i] + (b"1" if body[i:i + 1] != b"1" else b"2") + body[i + 1:]
    with open(a.out + ".body", "wb") as f:
        f.write(body)
    with open(a.out + ".sig", "w") as f:
        f.write("" if a.no_signature else sig)
    with open(a.out + ".code", "w") as f:
        f.write(code)
    with open(a.out + ".device", "w") as f:
        f.write(device)


if __name__ == "__main__":
    main()
