#!/usr/bin/env bash
# The reference in docs/ holds together: every relative link of README.md,
# HACKING.md, bench/README.md and docs/*.md names a file that exists, and a
# link to #anchor a heading of that file (GitHub's anchors); and these
# pages' examples run as written (tests/readme/lib_readme.sh):
# docs/scoring.md's `skatsheet value` games; docs/reports.md's prints and
# docs/web.md's table codes on the demo tournament.  The other reference
# pages show synopses ([OPTION], A|B), not examples.  The examples of a tournament,
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

# docs/reports.md's prints and docs/web.md's table codes, on the demo's
# tournament (three series drawn and played), as written
export SKATSHEET_DB=$(new_db demo)
check "docs: the demo tournament for the prints" 0 -- "$SK" demo
MD_PROMPTED=0
md_run "docs/reports.md" < <(md_section "$ROOT/docs/reports.md" "Reports: PDF and XLSX" ||
    t_fail "docs/reports.md has a section 'Reports: PDF and XLSX'")
[ "$MD_NCMD" -ge 6 ] && t_ok "docs/reports.md: $MD_NCMD commands run" || t_fail "docs/reports.md: at least 6 commands run" "$MD_NCMD"
for f in standings.pdf series2.pdf sheets.pdf blank.pdf plan.pdf; do
    pdfinfo "$f" >/dev/null 2>&1 && t_ok "docs/reports.md: $f is a PDF" || t_fail "docs/reports.md: $f is a PDF"
done
python3 -c 'import zipfile, sys; zipfile.ZipFile(sys.argv[1]).getinfo("xl/workbook.xml")' tournament.xlsx 2>/dev/null &&
    t_ok "docs/reports.md: tournament.xlsx is a workbook" || t_fail "docs/reports.md: tournament.xlsx is a workbook"
# the codes block of "Entry from the table" (the curl after it needs the code
# printed, which differs each time: tests/web/ send it)
md_run "docs/web.md" < <({ md_section "$ROOT/docs/web.md" "Entry from the table" ||
    t_fail "docs/web.md has a section 'Entry from the table'"; } | sed '/^$/q')
[ "$MD_NCMD" = 4 ] && t_ok "docs/web.md: the table codes' 4 commands run" || t_fail "docs/web.md: the table codes' 4 commands run" "$MD_NCMD"
grep -q "http://192.168.1.20:8080/table/1/1?code=" "$TMP/md.1" && t_ok "docs/web.md: the codes carry the address given" ||
    t_fail "docs/web.md: the codes carry the address given" "$(head -c 300 "$TMP/md.1")"
