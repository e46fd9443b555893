#!/usr/bin/python3
"""Print a copy of an exchange document with one thing changed.

usage: mutate.py FILE set PATH JSON   set the value at PATH (a.b.0.c)
       mutate.py FILE del PATH        remove it
       mutate.py FILE dup PATH        append a copy of a list element to its list
       mutate.py FILE raw TEXT        print TEXT instead
       mutate.py FILE bytes           the file with an invalid UTF-8 byte in a name
"""
import json
import sys


def walk(doc, parts):
    for p in parts:
        doc = doc[int(p)] if isinstance(doc, list) else doc[p]
    return doc


def main():
    path, op = sys.argv[1], sys.argv[2]
    if op == "raw":
        sys.stdout.write(sys.argv[3])
        return
    if op == "bytes":
        data = open(path, "rb").read().replace(b'"Anna"', b'"An\xffna"', 1)
        sys.stdout.buffer.write(data)
        return
    doc = json.load(open(path, encoding="utf-8"))
    parts = sys.argv[3].split(".")
    parent = walk(doc, parts[:-1])
    key = int(parts[-1]) if isinstance(parent, list) else parts[-1]
    if op == "set":
        parent[key] = json.loads(sys.argv[4])
    elif op == "del":
        del parent[key]
    elif op == "dup":
        parent.append(parent[key])
    json.dump(doc, sys.stdout, indent=2, ensure_ascii=False)


if __name__ == "__main__":
    main()
