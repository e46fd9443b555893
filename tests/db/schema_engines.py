#!/usr/bin/python3
"""The schema of a SQLite file and of a PostgreSQL database, both migrated
to the latest version, as comparable lines (tests/db/schema_engines.sh):

    schema_engines.py sqlite FILE      lines of the SQLite file
    schema_engines.py pg JSON-FILE     lines of the catalog rows PG_SQL (below)
                                       fetched as one JSON value
    schema_engines.py norm EXPR        one expression normalised

Each line: TABLE|what|...  (column, pk, unique, fk, check, index, trigger,
raises, view).  CHECKs, defaults and index conditions go through one
normaliser (norm): PostgreSQL's pg_get_constraintdef adds casts, brackets
and turns IN into = ANY (ARRAY[...]) and BETWEEN into two comparisons;
both texts are brought to one form and then compared.
"""
import json
import re
import sqlite3
import sys

PG_SQL = r"""
WITH rel AS (SELECT c.oid, c.relname FROM pg_class c
              WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'v')
                AND c.relname <> 'skatsheet_schema')
SELECT json_build_object(
 'columns', (SELECT json_agg(json_build_array(r.relname, a.attname, format_type(a.atttypid, a.atttypmod),
                a.attnotnull, CASE WHEN a.attidentity <> '' THEN 'generated' ELSE pg_get_expr(d.adbin, d.adrelid) END) ORDER BY r.relname, a.attnum)
               FROM rel r JOIN pg_attribute a ON a.attrelid = r.oid AND a.attnum > 0 AND NOT a.attisdropped
               LEFT JOIN pg_attrdef d ON d.adrelid = r.oid AND d.adnum = a.attnum
              WHERE (SELECT relkind FROM pg_class WHERE oid = r.oid) = 'r'),
 'constraints', (SELECT json_agg(json_build_array(r.relname, k.contype, pg_get_constraintdef(k.oid),
                (SELECT json_agg(a.attname ORDER BY x.ord) FROM unnest(k.conkey) WITH ORDINALITY x(n, ord)
                   JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = x.n),
                k.confrelid::regclass::text,
                (SELECT json_agg(a.attname ORDER BY x.ord) FROM unnest(k.confkey) WITH ORDINALITY x(n, ord)
                   JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = x.n),
                k.confdeltype, k.confupdtype))
               FROM rel r JOIN pg_constraint k ON k.conrelid = r.oid),
 'indexes', (SELECT json_agg(json_build_array(r.relname, c.relname, i.indisunique,
                (SELECT json_agg(pg_get_indexdef(i.indexrelid, n, true) ORDER BY n)
                   FROM generate_series(1, i.indnkeyatts) n),
                pg_get_expr(i.indpred, i.indrelid, true)))
               FROM rel r JOIN pg_index i ON i.indrelid = r.oid JOIN pg_class c ON c.oid = i.indexrelid
              WHERE NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)),
 'triggers', (SELECT json_agg(json_build_array(r.relname, g.tgname, g.tgtype, p.prosrc,
                pg_get_triggerdef(g.oid)))
               FROM rel r JOIN pg_trigger g ON g.tgrelid = r.oid AND NOT g.tgisinternal
               JOIN pg_proc p ON p.oid = g.tgfoid),
 'views', (SELECT json_agg(relname) FROM rel r WHERE (SELECT relkind FROM pg_class WHERE oid = r.oid) = 'v'))
"""

ARRAY_RE = re.compile(r"= ANY \(ARRAY\[([^\]]*)\]\)")
NOT_ARRAY_RE = re.compile(r"<> ALL \(ARRAY\[([^\]]*)\]\)")
OPERAND = r"((?:[A-Za-z_][A-Za-z_0-9.]*\([^()]*\))|[A-Za-z_0-9.'\-]+)"
BETWEEN_RE = re.compile(OPERAND + r" (NOT )?BETWEEN " + OPERAND + r" AND " + OPERAND)
CAST_RE = re.compile(r"::(text|integer|bigint|numeric|smallint|character varying|double precision|boolean)(\[\])?")


def norm(e):
    """One form for an expression of either engine: no casts, IN for
    = ANY (ARRAY[...]), BETWEEN as two comparisons, no brackets, one space
    around operators, keywords in capitals, outside string literals."""
    if e is None:
        return ""
    e = re.sub(r"\s+", " ", e.strip())
    m = re.match(r"^CHECK \((.*)\)$", e)
    if m:
        e = m.group(1)
    e = re.sub(r"'(-[0-9]+)'::(integer|bigint|numeric)", r"\1", e)
    e = CAST_RE.sub("", e)
    e = re.sub(r"\bIS NOT DISTINCT FROM\b", "IS", e)
    e = re.sub(r"\bIS DISTINCT FROM\b", "IS NOT", e)
    e = re.sub(r"\b(COALESCE|NULLIF|GREATEST|LEAST)\(", lambda m: m.group(1).lower() + "(", e)
    e = re.sub(r"\bTRIM\(BOTH FROM ", "trim(", e)
    e = re.sub(r'"([a-z_][a-z_0-9]*)"', r"\1", e)
    e = NOT_ARRAY_RE.sub(lambda m: "NOT IN (" + m.group(1) + ")", e)
    e = ARRAY_RE.sub(lambda m: "IN (" + m.group(1) + ")", e)
    e = re.sub(r"\(\(([^()]*)\)\)", r"(\1)", e)
    for _ in range(3):
        e = BETWEEN_RE.sub(lambda m: ("NOT " if m.group(2) else "") + "(" + m.group(1) + " >= " + m.group(3)
                           + " AND " + m.group(1) + " <= " + m.group(4) + ")", e)
    # string literals stay as they are; the rest: brackets out, spaces one
    parts = re.split(r"('(?:[^']|'')*')", e)
    out = []
    for i, p in enumerate(parts):
        if i % 2:
            out.append(p)
            continue
        p = p.replace("(", " ").replace(")", " ").replace(",", " , ")
        p = re.sub(r"!=", "<>", p)
        p = re.sub(r"\s*(<>|>=|<=|=|<|>|\|\||\+|-|\*|/)\s*", r" \1 ", p)
        p = re.sub(r"\b(and|or|not|in|is|null|case|when|then|else|end|like|glob|between|distinct|from)\b",
                   lambda m: m.group(1).upper(), p)
        out.append(p)
    e = re.sub(r"\s+", " ", "".join(out)).strip()
    # a comparison as a number: SQLite's 0/1 is PostgreSQL's CASE WHEN c THEN 1 ELSE 0 END
    e = re.sub(r"CASE WHEN ((?:(?!CASE |WHEN | THEN | END\b).)*?) THEN 1 ELSE 0 END", r"\1", e)
    # x IN (v) is x = v; x = v1 OR x = v2 ... is x IN (v1, v2 ...)
    e = re.sub(r"\bIN ('(?:[^']|'')*'|-?[0-9]+)(?= OR | AND |$)", r"= \1", e)
    lit = r"(?:'(?:[^']|'')*'|-?[0-9]+)"
    e = re.sub(r"\b([a-z_][a-z_0-9.]*) = (" + lit + r")((?: OR \1 = " + lit + r")+)(?= OR | AND |$)",
               lambda m: m.group(1) + " IN " + " , ".join([m.group(2)] + re.findall(
                   r" OR " + re.escape(m.group(1)) + r" = (" + lit + ")", m.group(3))), e)
    return e


def typeclass(t):
    t = (t or "").lower()
    if "int" in t:
        return "integer"
    if "char" in t or "text" in t or "clob" in t:
        return "text"
    if "real" in t or "floa" in t or "doub" in t or "numeric" in t:
        return "real"
    if "blob" in t or "bytea" in t:
        return "blob"
    return "any:" + t


def default(d):
    stamps = {"strftime('%Y-%m-%dT%H:%M:%fZ', 'now')": "stamp-ms",
              "strftime('%Y-%m-%dT%H:%M:%SZ', 'now')": "stamp-s",
              "sk_now_ms()": "stamp-ms", "sk_now_s()": "stamp-s"}
    if d is None:
        return ""
    d = d.strip()
    while d.startswith("(") and d.endswith(")"):
        d = d[1:-1]
    if d in stamps:
        return stamps[d]
    if d.startswith("nextval(") or d.startswith("generated"):
        return "identity"
    return norm(d)


def messages(src):
    """The messages a trigger raises: RAISE(ABORT, 'x') / RAISE EXCEPTION 'x'."""
    ms = re.findall(r"RAISE\s*\(\s*(?:ABORT|FAIL|ROLLBACK)\s*,\s*'((?:[^']|'')*)'\s*\)", src, re.I)
    ms += re.findall(r"RAISE\s+EXCEPTION\s+'((?:[^']|'')*)'", src, re.I)
    return sorted(set(m.replace("''", "'") for m in ms))


def split_checks(sql):
    """The CHECK (...) expressions of a CREATE TABLE text, brackets balanced."""
    out = []
    i = 0
    low = sql.upper()
    while True:
        j = low.find("CHECK", i)
        if j < 0:
            return out
        k = sql.find("(", j)
        if k < 0 or sql[j + 5:k].strip():
            i = j + 5
            continue
        depth, q, n = 0, False, k
        while n < len(sql):
            ch = sql[n]
            if ch == "'":
                q = not q
            elif not q and ch == "(":
                depth += 1
            elif not q and ch == ")":
                depth -= 1
                if depth == 0:
                    break
            n += 1
        out.append(sql[k + 1:n])
        i = n


def strip_comments(sql):
    return re.sub(r"--[^\n]*", "", sql)


ACTION = {"CASCADE": "CASCADE", "SET NULL": "SET NULL", "RESTRICT": "RESTRICT", "SET DEFAULT": "SET DEFAULT",
          "NO ACTION": "NO ACTION", "c": "CASCADE", "n": "SET NULL", "r": "RESTRICT", "d": "SET DEFAULT",
          "a": "NO ACTION"}


def sqlite_lines(path):
    db = sqlite3.connect(path)
    L = []
    tables = [r[0] for r in db.execute("SELECT name FROM sqlite_schema WHERE type = 'table' "
                                       "AND name NOT LIKE 'sqlite_%' ORDER BY name")]
    for t in tables:
        sql = strip_comments(db.execute("SELECT sql FROM sqlite_schema WHERE name = ?", (t,)).fetchone()[0])
        pk = []
        npk = sum(1 for r in db.execute("SELECT pk FROM pragma_table_info(?)", (t,)) if r[0])
        for cid, name, typ, notnull, dflt, ispk in db.execute("SELECT * FROM pragma_table_info(?)", (t,)):
            rowid = ispk and typ.upper() == "INTEGER" and npk == 1 and not fk_col(db, t, name)
            L.append("%s|column|%s|%s|%s|%s" % (t, name, typeclass(typ), 1 if notnull or ispk else 0,
                                                "identity" if rowid else default(dflt)))
            if ispk:
                pk.append((ispk, name))
        if pk:
            L.append("%s|pk|%s" % (t, ",".join(n for _, n in sorted(pk))))
        for seq, iname, unique, origin, partial in db.execute("SELECT * FROM pragma_index_list(?)", (t,)):
            cols = [r[2] for r in db.execute("SELECT * FROM pragma_index_info(?) ORDER BY seqno", (iname,))]
            if origin == "u":
                L.append("%s|unique|%s" % (t, ",".join(cols)))
            elif origin == "c":
                isql = db.execute("SELECT sql FROM sqlite_schema WHERE name = ?", (iname,)).fetchone()[0]
                isql = re.sub(r"\s+", " ", strip_comments(isql)).strip()
                m = re.match(r"CREATE (?:UNIQUE )?INDEX (?:IF NOT EXISTS )?\S+ ON \S+ ?\((.*?)\)(?: WHERE (.*))?;?$",
                             isql, re.I | re.S)
                keys = [norm(k) for k in split_top(m.group(1))] if m else ["?" + isql]
                L.append("%s|index|%s|%s|%s|%s" % (t, iname, 1 if unique else 0, ",".join(keys),
                                                   norm(m.group(2)) if m and m.group(2) else ""))
        fks = {}
        for fid, seq, rt, frm, to, upd, dele, match in db.execute("SELECT * FROM pragma_foreign_key_list(?)", (t,)):
            fks.setdefault(fid, [rt, [], [], ACTION[dele], ACTION[upd]])
            fks[fid][1].append(frm)
            fks[fid][2].append(to)
        for rt, frm, to, dele, upd in fks.values():
            L.append("%s|fk|%s|%s|%s|%s|%s" % (t, ",".join(frm), rt, ",".join(to), dele, upd))
        for c in split_checks(sql):
            L.append("%s|check|%s" % (t, norm(c)))
    for name, t, sql in db.execute("SELECT name, tbl_name, sql FROM sqlite_schema WHERE type = 'trigger'"):
        s = re.sub(r"\s+", " ", strip_comments(sql))
        m = re.match(r"CREATE TRIGGER (?:IF NOT EXISTS )?\S+ (BEFORE|AFTER|INSTEAD OF)? ?(INSERT|UPDATE|DELETE)",
                     s, re.I)
        L.append("%s|trigger|%s|%s %s" % (t, name, (m.group(1) or "BEFORE").upper(), m.group(2).upper()))
        for msg in messages(sql):
            L.append("%s|raises|%s|%s" % (t, name, msg))
    for (v,) in db.execute("SELECT name FROM sqlite_schema WHERE type = 'view'"):
        L.append("%s|view" % v)
    return L


def fk_col(db, t, name):
    return any(r[3] == name for r in db.execute("SELECT * FROM pragma_foreign_key_list(?)", (t,)))


def split_top(s):
    out, depth, cur, q = [], 0, "", False
    for ch in s:
        if ch == "'":
            q = not q
        if not q and ch == "(":
            depth += 1
        if not q and ch == ")":
            depth -= 1
        if not q and ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return [x.strip() for x in out]


def pg_lines(path):
    j = json.load(open(path))
    L = []
    for t, name, typ, notnull, dflt in j["columns"] or []:
        L.append("%s|column|%s|%s|%s|%s" % (t, name, typeclass(typ), 1 if notnull else 0, default(dflt)))
    for t, ct, d, cols, rt, rcols, dele, upd in j["constraints"] or []:
        if ct == "p":
            L.append("%s|pk|%s" % (t, ",".join(cols)))
        elif ct == "u":
            L.append("%s|unique|%s" % (t, ",".join(cols)))
        elif ct == "f":
            L.append("%s|fk|%s|%s|%s|%s|%s" % (t, ",".join(cols), rt, ",".join(rcols), ACTION[dele], ACTION[upd]))
        elif ct == "c":
            L.append("%s|check|%s" % (t, norm(d)))
    for t, iname, unique, keys, pred in j["indexes"] or []:
        L.append("%s|index|%s|%s|%s|%s" % (t, iname, 1 if unique else 0, ",".join(norm(k) for k in keys),
                                           norm(pred)))
    for t, name, tgtype, src, tdef in j["triggers"] or []:
        timing = "BEFORE" if tgtype & 2 else ("INSTEAD OF" if tgtype & 64 else "AFTER")
        evs = [e for bit, e in ((4, "INSERT"), (16, "UPDATE"), (8, "DELETE")) if tgtype & bit]
        L.append("%s|trigger|%s|%s %s" % (t, name, timing, " OR ".join(evs)))
        for msg in messages(src):
            L.append("%s|raises|%s|%s" % (t, name, msg))
    for v in j["views"] or []:
        L.append("%s|view" % v)
    return L


def main():
    if sys.argv[1] == "norm":
        print(norm(sys.argv[2]))
        return
    if sys.argv[1] == "sql":
        print(PG_SQL)
        return
    lines = sqlite_lines(sys.argv[2]) if sys.argv[1] == "sqlite" else pg_lines(sys.argv[2])
    for ln in sorted(set(lines)):
        print(ln)


main()
