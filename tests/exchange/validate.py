#!/usr/bin/python3
"""Validate exchange-format documents against docs/exchange.schema.json.

usage: validate.py SCHEMA FILE...   prints "FILE: ok" or each problem;
exit status 1 when a file does not validate (python3-jsonschema)."""
import json
import sys

import jsonschema


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    v = jsonschema.Draft202012Validator(schema)
    bad = 0
    for path in sys.argv[2:]:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        errs = sorted(v.iter_errors(doc), key=lambda e: list(e.absolute_path))
        if errs:
            bad += 1
            for e in errs[:5]:
                where = "/".join(str(p) for p in e.absolute_path)
                print(f"{path}: {where}: {e.message[:300]}")
        else:
            print(f"{path}: ok")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
