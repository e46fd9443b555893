#!/usr/bin/env bash
# The beamer's "where do I sit" list after the draw (/seats, issue 39) in
# headless Chromium at 1920x1080 with 250 players: every player once over
# all pages, alphabetically as German sorts (DIN 5007-1: "Ärmel" with
# "Armel", "Öz" among the O, "ß" as "ss"; namekey_sort, as the seating
# plan's index), with table and seat as drawn; the type at least 18 px;
# German and English.  Screenshots: build/screens/seats-en.png and
# seats-de.png (look at them).
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
. "$(dirname "$0")/lib_browser.sh"
cd "$TMP" || exit 1
browser_start
DB=$(new_db seats)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
# 250 names, many with umlauts and ß where plain letters sort among them
/usr/bin/python3 - > names.txt <<'PY'
first = ["Anna", "Ärmel", "Bernd", "Özlem", "Olaf", "Uwe", "Ülkü", "Zora", "Äda", "Adam"]
last = ["Adler", "Ärger", "Bauer", "Böhm", "Boehm", "Groß", "Grosse", "Müller", "Muller", "Öztürk",
        "Otto", "Übel", "Ufer", "Weiß", "Weise", "Zacher", "Zöller", "Ahrens", "Ähnlich", "Nuß",
        "Nussbaum", "Schön", "Schon", "Jäger", "Jager"]
for l in last:
    for f in first:
        print(f"{l} {f}")
PY
[ "$(wc -l < names.txt)" = 250 ] || t_fail "250 names"
while IFS= read -r n; do S player add "$n" >/dev/null; done < names.txt
S tournament create Saal --series 1 >/dev/null
S series draw 1 --seed 7 >/dev/null
S series show 1 > drawn.txt
serve_start "$DB" || t_fail "serve" "$(cat "$TMP/serve.err")"

# every page: Date.now mocked to turn K, the rows shown as "name|table|seat"
PAGE_JS='(function (k) { Date.now = function () { return k * 10000 + 5; };
  window.dispatchEvent(new Event("resize"));
  var shown = Array.from(document.querySelectorAll("table.big tbody tr:not(.hide)"))
    .sort(function (x, y) { return x.dataset.i - y.dataset.i; });
  var cells = [].concat.apply([], shown.map(function (r) { return Array.from(r.cells); }));
  var font = Math.min.apply(null, cells.map(function (c) { return parseFloat(getComputedStyle(c).fontSize); }));
  var pg = document.querySelector(".page"), limit = pg.textContent.trim() ? pg.getBoundingClientRect().top : innerHeight;
  return JSON.stringify({pages: +document.body.dataset.pages, page: pg.textContent, font: font,
    fits: shown.every(function (r) { return r.getBoundingClientRect().bottom <= limit; }),
    rows: shown.map(function (r) { return Array.from(r.cells).map(function (c) { return c.textContent; }).join("|"); })});
})'
PAGE_JS=$(printf '%s' "$PAGE_JS" | tr '\n' ' ')
for lang in en de; do
    shot "seats-$lang.png" 1920 1080 "/seats?lang=$lang"
    br eval "$PAGE_JS(0)"
    pages=$(printf '%s' "$ANS" | /usr/bin/python3 -c 'import json,sys; print(json.loads(json.load(sys.stdin))["pages"])' 2>/dev/null)
    : > "pages-$lang.jsonl"
    for k in $(seq 0 $(( ${pages:-1} - 1 ))); do
        br eval "$PAGE_JS($k)"
        printf '%s\n' "$ANS" >> "pages-$lang.jsonl"
    done
    br eval 'document.querySelector("table.big thead").textContent + "|" + document.querySelector("h2").textContent'
    printf '%s\n' "$ANS" > "head-$lang.txt"
    if /usr/bin/python3 - "$lang" names.txt drawn.txt "pages-$lang.jsonl" "head-$lang.txt" > "check-$lang.txt" 2>&1 <<'PY'
import json, re, sys, unicodedata
lang, names, drawn, pagesf, headf = sys.argv[1:]
want = [l.strip() for l in open(names, encoding="utf-8") if l.strip()]
pages = [json.loads(json.loads(l)) for l in open(pagesf, encoding="utf-8")]
n = pages[0]["pages"]
assert 2 <= n <= 6, f"{n} pages"
rows = []
for k, p in enumerate(pages):
    assert p["font"] >= 18, f"page {k + 1}: type {p['font']} px"
    assert p["fits"], f"page {k + 1}: a row below the page number"
    word = "page" if lang == "en" else "Seite"
    assert p["page"] == f"{word} {k + 1}/{n}", p["page"]
    rows += p["rows"]
got = [r.split("|")[0] for r in rows]
assert len(got) == 250 and sorted(got) == sorted(want), f"{len(got)} rows, missing {set(want) - set(got)}"
assert len(set(got)) == 250, "a player twice"
def key(s):   # DIN 5007-1: umlauts with their base letter, ß as ss
    s = s.casefold().replace("ß", "ss")
    return "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c))
assert got == sorted(got, key=lambda s: (key(s), s)), "not in German order: " + \
    str([(a, b) for a, b in zip(got, got[1:]) if (key(a), a) > (key(b), b)][:3])
# ä with a: "Ärger ..." between "Ahrens ..." and "Bauer ..."; "Ähnlich" before "Ahrens"
assert got.index("Ähnlich Adam") < got.index("Ahrens Adam") < got.index("Ärger Adam") < got.index("Bauer Adam"), got[:60]
# table and seat as drawn
seat_of, table = {}, None
for line in open(drawn, encoding="utf-8"):
    m = re.match(r"table (\d+) ", line)
    if m:
        table = m.group(1)
    m = re.match(r"\s+seat (\d+)\s+-\s+(.+)$", line.rstrip("\n"))
    if m:
        seat_of[m.group(2)] = (table, m.group(1))
assert len(seat_of) == 250, f"{len(seat_of)} seats in series show"
for r in rows:
    name, t, st = r.split("|")
    assert seat_of[name] == (t, st), f"{name}: table {t} seat {st}, drawn {seat_of[name]}"
head = open(headf, encoding="utf-8").read()
want_head = "PlayerTableSeat" if lang == "en" else "SpielerTischPlatz"
assert want_head in head and ("where do I sit" in head if lang == "en" else "wo sitze ich" in head), head
print(f"{n} pages, {len(rows)} rows, type >= {min(p['font'] for p in pages)} px")
PY
    then t_ok "$lang: $(cat "check-$lang.txt")"
    else t_fail "$lang: every player once, German order, legible" "$(tail -2 "check-$lang.txt" | tr "\n" " " | cut -c1-700)"; fi
done
browser_stop
serve_stop
exit 0
