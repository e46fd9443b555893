#!/usr/bin/env bash
# The documentation stands on its own (issue 36): every Markdown link of
# README.md, HACKING.md, bench/README.md and docs/*.md leads to a file in
# the repository (an anchor #x to a heading of that file), no document
# names a file outside it (a rule reference "kept beside the repository",
# ../ leaving the repository, an absolute path of some machine), and
# docs/house-rules.md lists every key of the house-rule settings table
# (app/core/houseset.c) with its meaning, values and default.
. "$(dirname "$0")/../lib.sh"
ROOT=$(cd "$TDIR/../.." && pwd)
/usr/bin/python3 - "$ROOT" > "$TMP/links.out" 2>&1 <<'EOF'
import os, re, sys

root = sys.argv[1]
docs = ["README.md", "HACKING.md", "bench/README.md"] + sorted(
    "docs/" + f for f in os.listdir(os.path.join(root, "docs")) if f.endswith(".md"))
docs = [d for d in docs if os.path.exists(os.path.join(root, d))]


def prose(text):
    """The text without fenced code blocks and inline code spans."""
    text = re.sub(r"(?ms)^```.*?^```", "", text)
    return re.sub(r"`[^`\n]*`", "``", text)


def slugs(path):
    """GitHub's anchors of the headings of a Markdown file."""
    out, seen = set(), {}
    for line in prose(open(path, encoding="utf-8").read()).splitlines():
        m = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not m:
            continue
        t = re.sub(r"[^\w\- ]", "", m.group(1).replace("`", "").lower())
        s = t.replace(" ", "-")
        n = seen.get(s, 0)
        seen[s] = n + 1
        out.add(s if n == 0 else "%s-%d" % (s, n))
    return out


def under_root(p):
    p = os.path.realpath(p)
    return p == root or p.startswith(os.path.realpath(root) + os.sep)


bad = 0
nlinks = 0
forbidden = [
    (re.compile(r"(?<![\w-])rules\.md"), "the rule reference rules.md (outside the repository)"),
    (re.compile(r"rules-house-schafkopf\.md"), "rules-house-schafkopf.md (outside the repository)"),
    (re.compile(r"(?i)beside\s+the\s+repository"), "a file kept beside the repository"),
    (re.compile(r"(?<![\w.~])/(?:work|home|root|tmp/skat)\b"), "an absolute path of a machine"),
]
for d in docs:
    path = os.path.join(root, d)
    raw = open(path, encoding="utf-8").read()
    text = prose(raw)
    ok_dotdot = set()
    for m in re.finditer(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)", text):
        target = m.group(1)
        if re.match(r"[a-z][a-z0-9+.-]*:", target):   # https:, mailto:
            continue
        nlinks += 1
        file, _, anchor = target.partition("#")
        dest = os.path.normpath(os.path.join(os.path.dirname(path), file)) if file else path
        line = raw.count("\n", 0, raw.find(target)) + 1
        if not under_root(dest):
            print("%s:%d: link %s leaves the repository" % (d, line, target))
            bad += 1
            continue
        if not os.path.exists(dest):
            print("%s:%d: link %s: no such file in the repository" % (d, line, target))
            bad += 1
            continue
        if "../" in target:
            ok_dotdot.add(m.start(1))
        if anchor and dest.endswith(".md") and anchor not in slugs(dest):
            print("%s:%d: link %s: %s has no heading #%s" % (d, line, target,
                                                           os.path.relpath(dest, root), anchor))
            bad += 1
    for rx, why in forbidden:
        for m in rx.finditer(raw):
            print("%s:%d: %s: %s" % (d, raw.count("\n", 0, m.start()) + 1, why,
                                     raw[max(0, m.start() - 20):m.end() + 20].replace("\n", " ")))
            bad += 1
    for m in re.finditer(r"\.\./", text):
        if not any(s <= m.start() < s + 200 for s in ok_dotdot):
            print("%s: a ../ path that is not a link into the repository: %s" % (
                d, text[max(0, m.start() - 30):m.end() + 30].replace("\n", " ")))
            bad += 1
print("checked %d links in %d documents" % (nlinks, len(docs)))

# every key of the house-rule settings table in docs/house-rules.md
src = open(os.path.join(root, "app/core/houseset.c"), encoding="utf-8").read()
table = src[src.index("static const key keys[]"):]
table = table[:table.index("};")]
keys = re.findall(r'(?:H[BIE]|MI)\("([a-z0-9_]+)"|\{"([a-z0-9_]+)", K_', table)
keys = [a or b for a, b in keys]
hr = open(os.path.join(root, "docs/house-rules.md"), encoding="utf-8").read()
rows = {m.group(1): m.group(2) for m in re.finditer(r"(?m)^\| `([a-z0-9_]+)` \|(.*)\|\s*$", hr)}
for k in keys:
    cells = [c.strip() for c in rows.get(k, "").split("|")]
    if k not in rows:
        print("docs/house-rules.md: the key %s is not in a table of \"Every setting\"" % k)
        bad += 1
    elif len(cells) != 3 or not all(cells):
        print("docs/house-rules.md: the key %s needs its meaning, values and default" % k)
        bad += 1
for k in rows:
    if k not in keys and k in re.findall(r"[a-z0-9_]+", hr[hr.find("## Every setting"):]) and \
            hr.find("## Every setting") < hr.find("| `%s` |" % k):
        print("docs/house-rules.md: %s is listed but is no key of the program" % k)
        bad += 1
print("%d keys in app/core/houseset.c" % len(keys))
sys.exit(1 if bad or len(keys) < 40 or nlinks < 20 else 0)
EOF
rc=$?
if [ $rc = 0 ]; then t_ok "every link leads into the repository, nothing refers outside it, every house-rule key documented ($(tr '\n' ';' < "$TMP/links.out"))"
else mapfile -t lines < "$TMP/links.out"; t_fail "the documents stand on their own" "${lines[@]}"; fi
