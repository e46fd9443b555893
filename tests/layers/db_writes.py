#!/usr/bin/python3
"""db/'s write set, from its sources (tests/layers/writes.sh):
    db_writes.py ROOT
prints every function declared in a public db/ header (not the internal
ones: db_internal.h, drv*.h, *_int*.h) that writes: whose body (db/*.c)
starts a transaction (db_begin), runs SQL that changes something (a string
with INSERT, UPDATE, DELETE, REPLACE, CREATE, DROP, ALTER, TRUNCATE,
VACUUM), loads in bulk (bulk_insert), or calls a db/ function that does,
directly or further down.  The connection itself (db.h: db_open,
db_create, db_file.h: db_open_waiting: opening migrates an old file) is
left out: every front end opens its database."""
import re, sys, os, glob
root = sys.argv[1]
SQLW = re.compile(r'"[^"\n]*\b(INSERT|UPDATE|DELETE|REPLACE|CREATE|DROP|ALTER|TRUNCATE|VACUUM)\b')
funcs = {}   # name -> body
for c in sorted(glob.glob(os.path.join(root, "db", "*.c"))):
    src = open(c, encoding="utf-8").read()
    src = re.sub(r"/\*.*?\*/", " ", src, flags=re.S)
    for m in re.finditer(r"^[A-Za-z][^;{}()\n]*?\b([a-z_][a-z0-9_]*)\s*\(([^;{}]*?)\)\s*\n\{\n(.*?)^\}", src, re.M | re.S):
        funcs.setdefault(m.group(1), "")
        funcs[m.group(1)] += m.group(3)
direct = {f for f, b in funcs.items() if "db_begin(" in b or SQLW.search(b) or "bulk_insert" in b}
calls = {f: set(re.findall(r"\b([a-z_][a-z0-9_]*)\s*\(", b)) & set(funcs) for f, b in funcs.items()}
w = set(direct)
changed = True
while changed:
    changed = False
    for f in funcs:
        if f not in w and calls[f] & w:
            w.add(f); changed = True
hdr = set()
for h in glob.glob(os.path.join(root, "db", "*.h")):
    b = os.path.basename(h)
    if b == "db_internal.h" or b.startswith("drv") or "_int" in b:
        continue
    hdr |= set(re.findall(r"\b(db_[a-z0-9_]+)\s*\(", open(h).read()))
CONNECTION = {"db_open", "db_create", "db_open_waiting"}
for f in sorted((w & hdr) - CONNECTION):
    print(f)
