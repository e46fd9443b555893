#!/usr/bin/env bash
# Every PDF opens without a warning (issue 29 item 19): libharu 2.3.0 wrote
# a CID CMap ("begincidrange") as the fonts' ToUnicode, and poppler said
# "Syntax Warning: Invalid 'begincidrange' operator in ToUnicode CMap" on
# every page.  The fonts now carry a real ToUnicode CMap (bfrange), the
# text still extracts with umlauts, ß, € and the minus sign, and tests/run
# fails any suite whose pdftotext/pdftoppm/pdfinfo printed a warning
# (tests/bin): shown here on a damaged file.
# engines: sqlite (the PDFs poppler reads without a warning: the database only feeds them)
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$TMP/p.db
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in 'Jürgen Weiß' 'Zoë Böhm' 'Ölaf Nußbaum'; do S player add "$p" >/dev/null; done
S tournament create Abend --rules club >/dev/null
printf 'series,table,seat,player\n1,1,1,Jürgen Weiß\n1,1,2,Zoë Böhm\n1,1,3,Ölaf Nußbaum\n' > seats.csv
S import seats seats.csv >/dev/null
S game add --series 1 --table 1 --declarer 1 clubs --with 1 --points 70 >/dev/null
S game add --series 1 --table 1 --declarer 2 hearts --with 1 --points 50 >/dev/null
S export pdf stand.pdf --lang de >/dev/null
S sheet pdf sheet.pdf --series 1 --lang de >/dev/null
S sheet pdf blank.pdf --series 1 --blank >/dev/null
S poster poster.pdf --url http://127.0.0.1:8080 >/dev/null
for f in stand sheet blank poster; do
    [ -s "$f.pdf" ] || t_fail "$f.pdf written"
done

# each PDF: no warning from any poppler tool, a ToUnicode CMap of bfranges
for f in stand sheet blank poster; do
    log=$TMP/$f.log
    { pdfinfo "$f.pdf" >/dev/null; pdftotext -layout "$f.pdf" "$f.txt"; pdftoppm -r 30 -png "$f.pdf" "$f"; } 2>"$log"
    [ ! -s "$log" ] && t_ok "$f.pdf: pdfinfo, pdftotext, pdftoppm say nothing on stderr" \
        || t_fail "$f.pdf: poppler warnings" "$(head -3 "$log")"
    got=$(/usr/bin/python3 - "$f.pdf" <<'PY'
import re, sys, zlib
d = open(sys.argv[1], "rb").read()
ref = set(int(m.group(1)) for m in re.finditer(rb"/ToUnicode (\d+) 0 R", d))
out = []
for n in ref:
    o = d.find(b"\n%d 0 obj" % n)
    s = re.compile(rb"stream\r?\n").search(d, o)
    end = d.find(b"endstream", s.end())
    raw = d[s.end():end]
    try:
        t = zlib.decompress(raw)
    except zlib.error:
        t = raw
    out.append("bfrange" if b"beginbfrange" in t and b"begincidrange" not in t else "BAD")
print(len(ref), " ".join(sorted(set(out))))
PY
)
    [ "$got" = "2 bfrange" ] && t_ok "$f.pdf: both fonts' ToUnicode CMaps map with bfrange" \
        || t_fail "$f.pdf: ToUnicode CMaps" "$got"
done
check "the text extracts with umlauts, ß and the minus sign" 0 --out "Jürgen Weiß" --out "Zoë Böhm" \
    --out "Ölaf Nußbaum" --out "−" -- cat stand.txt
check "the sheet's text too" 0 --out "Jürgen" --out "Nußbaum" -- cat sheet.txt

# the check itself: a damaged PDF makes pdfinfo warn, and the warning is
# logged for tests/run (here into a log of this test's own)
head -c 2000 stand.pdf > broken.pdf
POPPLER_LOG=$TMP/own.log pdfinfo broken.pdf >/dev/null 2>&1
[ -s "$TMP/own.log" ] && grep -q "pdfinfo broken.pdf" "$TMP/own.log" \
    && t_ok "a poppler warning is logged (the suite that caused it fails)" \
    || t_fail "poppler warnings logged" "$(cat "$TMP/own.log" 2>/dev/null)"
