#!/usr/bin/env bash
# The reference in docs/ holds together: every relative link of README.md,
# HACKING.md, bench/README.md and docs/*.md names a file that exists, and a
# link to #anchor a heading of that file (GitHub's anchors); and the pages'
# examples that need no database run as written (tests/readme/lib_readme.sh):
# docs/scoring.md's `skatsheet value` games.  The examples of a tournament,
# an evening or a league are run by their suites: tests/readme/walk.sh
# (README), examples.sh (league, docs/leagues.md), tests/house/readme.sh
# (docs/house-rules.md), tests/schafkopf/readme.sh, postgresql.sh
# (docs/postgresql.md, on the PostgreSQL half's cluster).
. "$(dirname "$0")/../lib.sh"
. "$TDIR/lib_readme.sh"
ROOT=$(cd "$TDIR/../.." && pwd)
cd "$TMP" || exit 1

cat > links.py <<'PY'
import os, re, sys
root = sys.argv[1]
def anchors(path):
    out, seen, fence = set(), {}, False
    for line in open(path, encoding="utf-8"):
        if line.startswith("```"):
            fence = not fence
        m = re.match(r"^(#{1,6}) +(.*?)\s*$", line)
        if not m or fence:
            continue
        a = m.group(2).strip().lower()
        a = re.sub(r"[^\w\- ]", "", a).replace(" ", "-")
        n = seen.get(a, 0)
        seen[a] = n + 1
        out.add(a if n == 0 else "%s-%d" % (a, n))
    return out
docs = os.path.join(root, "docs")
pages = ["README.md", "HACKING.md", "bench/README.md"] + \
    (["docs/" + f for f in sorted(os.listdir(docs)) if f.endswith(".md")] if os.path.isdir(docs) else [])
for page in pages:
    path = os.path.join(root, page)
    if not os.path.exists(path):
        continue
    text = open(path, encoding="utf-8").read()
    for link in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"^[a-z]+:", link):
            continue
        target, _, frag = link.partition("#")
        tpath = os.path.normpath(os.path.join(os.path.dirname(path), target)) if target else path
        if not os.path.exists(tpath):
            print("%s: %s: no such file" % (page, link))
        elif frag and tpath.endswith(".md") and frag not in anchors(tpath):
            print("%s: %s: no such heading" % (page, link))
PY
bad=$(/usr/bin/python3 links.py "$ROOT" 2>&1)
[ -z "$bad" ] && t_ok "every relative link and anchor of README, HACKING and docs exists" ||
    t_fail "every relative link and anchor exists" "$bad"
# the check finds what it should: a missing file and a missing heading,
# beside links that are fine
mkdir -p fake/docs
printf '# A page\n\n## Two: `x`\n\n[a](docs/b.md#a-page) [b](#two-x) [c](docs/none.md) [d](#nope) [e](https://x/y)\n' > fake/README.md
printf '# A page\n' > fake/docs/b.md
bad=$(/usr/bin/python3 links.py fake 2>&1)
[ "$bad" = "README.md: docs/none.md: no such file
README.md: #nope: no such heading" ] && t_ok "the link check finds a missing file and a missing heading" ||
    t_fail "the link check finds a missing file and a missing heading" "$bad"

# docs/scoring.md: the two games of `skatsheet value`, as shown
MD_PROMPTED=1
md_run "docs/scoring.md" < <(md_section "$ROOT/docs/scoring.md" 'One game: `skatsheet value`' ||
    t_fail "docs/scoring.md has a section 'One game: \`skatsheet value\`'")
[ "$MD_NCMD" = 2 ] && [ "$MD_NOUT" -ge 7 ] && t_ok "docs/scoring.md: $MD_NCMD games, $MD_NOUT lines shown" ||
    t_fail "docs/scoring.md: the value examples" "$MD_NCMD commands, $MD_NOUT lines shown"
