# tests/reports/labels.sh - the one label table of the reports
# (reports/rep_table.c: key and English msgid, the German in po/de.po under
# the key as msgctxt): every key the sources ask for is in it (rep_label
# returns an unknown key itself, so a typo would print the key), no key
# twice, each entry's context is its key, every key has its German in
# po/de.po, and English and German carry the same printf conversions.
# engines: sqlite (the report texts and their German: the database only feeds them)
. "$TESTS_DIR/lib.sh"
ROOT=$(cd "$TESTS_DIR/.." && pwd)

/usr/bin/python3 - "$ROOT" >"$TMP/res" 2>&1 <<'PY'
import re, sys, os
root = sys.argv[1]
src = open(os.path.join(root, "reports/rep_table.c"), encoding="utf-8").read()
block = src[src.index("} labels[] = {"):]
block = block[:block.index("\n};")]
block = re.sub(r"/\*.*?\*/", "", block, flags=re.S)
join = lambda s: "".join(re.findall(r'"((?:\\.|[^"\\])*)"', s))
# the German of each key: po/de.po's entry with msgctxt KEY
po = open(os.path.join(root, "po/de.po"), encoding="utf-8").read()
german = {}
for b in po.split("\n\n"):
    if re.search(r"^#~", b, re.M):
        continue
    c = re.search(r'^msgctxt "(.*)"$', b, re.M)
    t = re.search(r'^msgstr ((?:".*"\n?)+)', b, re.M)
    if c and t and join(t.group(1)):
        german[c.group(1)] = join(t.group(1))
entries, ctxbad = [], []
for m in re.finditer(r'\{\s*"([a-z0-9_]+)",\s*NC_\("([a-z0-9_]+)",((?:\s*"(?:\\.|[^"\\])*")+)\s*\)\s*\}', block):
    if m.group(1) != m.group(2):
        ctxbad.append(m.group(1))
    entries.append((m.group(1), join(m.group(3)), german.get(m.group(1))))
print("ctx", " ".join(ctxbad) or "-")
print("untranslated", " ".join(k for k, en, de in entries if de is None) or "-")
entries = [(k, en, de or "") for k, en, de in entries]
keys = [e[0] for e in entries]
print("entries", len(entries))
dups = sorted({k for k in keys if keys.count(k) > 1})
print("dups", " ".join(dups) or "-")
conv = lambda s: re.findall(r"%[-+ #0]*[0-9]*(?:\.[0-9]+)?(?:ll|l|z)?[a-zA-Z%]", s)
print("conv", " ".join(k for k, en, de in entries if conv(en) != conv(de)) or "-")
used = set()
call = re.compile(r'\b(?:rep_label|L|day_title)\(')
# app/web has its own L(lang, en, de) (the web layer does not see reports/)
for d in ("app/cli", "app/ops", "app/tui", "reports"):
    for dp, _, fs in os.walk(os.path.join(root, d)):
        for f in fs:
            if not f.endswith(".c"):
                continue
            text = open(os.path.join(dp, f), encoding="utf-8").read()
            for m in call.finditer(text):
                # the arguments up to the matching parenthesis
                i, depth = m.end(), 1
                while depth and i < len(text):
                    depth += {"(": 1, ")": -1}.get(text[i], 0)
                    i += 1
                for k in re.findall(r'"([a-z0-9_]+)"', text[m.end():i]):
                    used.add(k)
print("used", len(used))
print("missing", " ".join(sorted(used - set(keys))) or "-")
PY
entries=$(awk '$1=="entries"{print $2}' "$TMP/res")
if [ "${entries:-0}" -gt 100 ]; then t_ok "table read ($entries labels)"
else t_fail "table read" "$(cat "$TMP/res")"; fi
used=$(awk '$1=="used"{print $2}' "$TMP/res")
if [ "${used:-0}" -gt 80 ]; then t_ok "label keys found in the sources ($used)"
else t_fail "label keys found in the sources" "$(cat "$TMP/res")"; fi
for what in missing dups conv ctx untranslated; do
    v=$(awk -v w=$what '$1==w{$1=""; print substr($0,2)}' "$TMP/res")
    case $what in
        missing) name="every key the sources use is in the table" ;;
        dups) name="no key twice" ;;
        conv) name="English and German have the same conversions" ;;
        ctx) name="every entry's msgctxt is its key" ;;
        untranslated) name="every key has its German in po/de.po" ;;
    esac
    if [ "$v" = "-" ]; then t_ok "$name"; else t_fail "$name" "$what: $v"; fi
done

# and the table is what the reports print: a German PDF of a season that
# counts every series says so in German (was English before the table)
S() { "$SK" --db "$TMP/t.db" "$@"; }
S init >/dev/null
for p in Anna Bert Carl; do S player add $p >/dev/null; done
S season create "VM" --kind championship >/dev/null
S tournament create "Abend 1" --date 2025-01-10 >/dev/null
S season add VM "Abend 1" >/dev/null 2>&1
check "season pdf in German" 0 --out "geschrieben" -- S export pdf "$TMP/vm.pdf" --season VM --lang de
if command -v pdftotext >/dev/null; then
    if pdftotext "$TMP/vm.pdf" - | grep -q "alle Serien zählen"; then
        t_ok "season pdf: alle Serien zählen"
    else
        t_fail "season pdf: alle Serien zählen" "$(pdftotext "$TMP/vm.pdf" - | head -5)"
    fi
fi
