#!/usr/bin/env bash
# Prints that fit: the demo with six long names (30+ characters, umlauts)
# and two long clubs, every PDF read back with pdftotext: no name or club
# cut ("…"), names on two lines only where needed, the seating plan in
# large type with an alphabetical index, blank sheets of a series not drawn
# (no names, rows of at least 6 mm), lost games marked not by colour
# alone, "eingepasst" inside its cell, the chart from two series on.
# engines: sqlite postgresql
. "$TESTS_DIR/lib.sh"
command -v pdftotext >/dev/null || { t_ok "pdftotext missing: skipped"; exit 0; }
DB=$(new_db long)
S() { "$SK" --db "$DB" "$@"; }
S demo --seed 7 >/dev/null || t_fail "demo"
names=("Hans-Jürgen Müller-Lüdenscheidt" "Anneliese Schöneberger-Übelhör"
    "Maximilian Großkreutz-Würzburger" "Bärbel Köhler-Päßler von Öhringen"
    "Jörg Weißenböck-Straßmüller" "Gün Öz")
clubs=("Skatfreunde Grün-Weiß Bad Müllheim e.V." "Reizende Damen und Herren Oberhausen-Sterkrade")
for i in 1 2 3 4 5 6; do
    if [ $i -le 2 ]; then
        S player edit $i --name "${names[$((i - 1))]}" --club "${clubs[$((i - 1))]}" >/dev/null
    else
        S player edit $i --name "${names[$((i - 1))]}" >/dev/null
    fi || t_fail "rename player $i"
done
text() { pdftotext -layout "$1" - 2>/dev/null; }
# a name is whole when its words stand in the text in order (a name on two
# lines is split between them, never cut)
whole() { # FILE NAME: every word of NAME, and no "…"
    local f=$1 w
    for w in $(tr ' -' '\n\n' <<<"$2"); do grep -qF -- "$w" "$f" || return 1; done
}

# ---- standings PDF (with the statistics page) --------------------------------
S export pdf "$TMP/st.pdf" --lang de --stats >/dev/null || t_fail "export pdf"
text "$TMP/st.pdf" >"$TMP/st.txt"
problems=()
grep -q "…" "$TMP/st.txt" && problems+=("something is cut: $(grep -m1 "…" "$TMP/st.txt")")
for n in "${names[@]}" "${clubs[@]}"; do whole "$TMP/st.txt" "$n" || problems+=("$n not whole"); done
grep -qE "^ *Platz +Name +Nr\. +Verein" "$TMP/st.txt" || problems+=("headings not whole")
# a short name stays on one line
grep -qE "Gün Öz +6 " "$TMP/st.txt" || problems+=("Gün Öz not on one line with its number")
[ ${#problems[@]} -eq 0 ] && t_ok "standings PDF: long names and clubs whole, on two lines at most" ||
    t_fail "standings PDF: long names" "${problems[@]}"

# ---- score sheets: names in the header on up to three lines, lost marks ------
S sheet pdf "$TMP/sh.pdf" --series 1 --lang de >"$TMP/sh.out" || t_fail "sheet pdf"
ntables=$(S series show 1 | grep -c '^table ')
pages=$(pdfinfo "$TMP/sh.pdf" | awk '/^Pages:/{print $2}')
[ "$pages" = "$ntables" ] && t_ok "filled sheets: one page per table ($pages)" ||
    t_fail "filled sheets: one page per table" "pages $pages, tables $ntables"
text "$TMP/sh.pdf" >"$TMP/sh.txt"
problems=()
grep -q "…" "$TMP/sh.txt" && problems+=("something is cut: $(grep -m1 "…" "$TMP/sh.txt")")
seated=$(S series show 1)
for n in "${names[@]}"; do
    grep -qF "$n" <<<"$seated" || continue   # not seated in series 1
    whole "$TMP/sh.txt" "$n" || problems+=("$n not whole")
done
grep -qF "V im Rahmen: verlorenes Spiel" "$TMP/sh.txt" || problems+=("legend of the lost mark")
grep -qF " × 30 = " "$TMP/sh.txt" || problems+=("others' lost as 5 × 30 = 150")
[ ${#problems[@]} -eq 0 ] && t_ok "sheets: every name whole, legend, others' lost wording" ||
    t_fail "sheets: names" "${problems[@]}"
# table 1 alone: one "V" mark per lost game of the table (sheet show notes)
S sheet pdf "$TMP/t1.pdf" --series 1 --table 1 --lang de >/dev/null
lost=$(S sheet show --series 1 --table 1 | grep -cE ' lost( \(overbid\))?$')
marks=$(pdftotext -raw "$TMP/t1.pdf" - 2>/dev/null | grep -oE ' V (−|[0-9])' | wc -l)
[ "$lost" -gt 0 ] && [ "$marks" = "$lost" ] && t_ok "sheet: a V mark at each of the $lost lost games (black and white)" ||
    t_fail "sheet: lost marks" "lost $lost, V marks $marks"
# "eingepasst" inside the contract cell (x 90..194 pt), not across the rules
if pdftotext -bbox "$TMP/sh.pdf" - 2>/dev/null | /usr/bin/python3 -c '
import re, sys
xs = [(float(a), float(b)) for a, b in re.findall(r"xMin=\"([\d.]+)\"[^>]*xMax=\"([\d.]+)\"[^>]*>eingepasst<", sys.stdin.read())]
assert xs, "no eingepasst"
bad = [x for x in xs if x[0] < 90 or x[1] > 194]
assert not bad, bad
'; then t_ok "sheet: eingepasst inside its cell"; else t_fail "sheet: eingepasst inside its cell"; fi

# ---- seating plan: large type, one column when names are long, the index ------
S series plan "$TMP/plan.pdf" --series 1 --lang de >/dev/null || t_fail "series plan"
text "$TMP/plan.pdf" >"$TMP/plan.txt"
problems=()
grep -q "…" "$TMP/plan.txt" && problems+=("something is cut: $(grep -m1 "…" "$TMP/plan.txt")")
grep -qF "Wer sitzt wo – Serie 1" "$TMP/plan.txt" || problems+=("no index page")
# every seat of `series show` in the index as "NAME ... Tisch T · Sitz S"
while read -r tno seat name; do
    grep -qE "^ *$(sed 's/[.[\*^$()+?{|]/\\&/g' <<<"$name") +Tisch $tno · Sitz $seat *$" "$TMP/plan.txt" ||
        problems+=("index lacks $name -> $tno/$seat")
done < <(S series show 1 | awk '/^table /{t=$2} /^  seat /{s=$2; l=$0; sub(/^  seat [0-9] +[0-9]* +/, "", l); sub(/  +[^ ].*$/, "", l); print t, s, l}')
# the index is alphabetical (umlauts with their base letter: Özlem among the O)
idx=$(sed -n '/Wer sitzt wo/,$p' "$TMP/plan.txt" | grep -E 'Tisch [0-9]+ · Sitz' | sed 's/  .*//; s/^ *//')
sorted=$(printf '%s\n' "$idx" | sed 's/Ä/A/g; s/Ö/O/g; s/Ü/U/g; s/ä/a/g; s/ö/o/g; s/ü/u/g; s/ß/ss/g; s/é/e/g' |
    paste -d'\t' - <(printf '%s\n' "$idx") | LC_ALL=C sort -f -t$'\t' -k1,1 | cut -f2)
[ "$idx" = "$sorted" ] || problems+=("index not alphabetical")
# the names in large type: the 33-character name on one line in 16 pt
if ! pdftotext -bbox "$TMP/plan.pdf" - 2>/dev/null | /usr/bin/python3 -c '
import re, sys
t = sys.stdin.read()
h = [float(b) - float(a) for a, b in re.findall(r"yMin=\"([\d.]+)\" xMax=\"[\d.]+\" yMax=\"([\d.]+)\">Großkreutz-Würzburger<", t)]
assert h and h[0] > 14, h   # the plan first, then the index in 11 pt
'; then problems+=("long name in small type"); fi
[ ${#problems[@]} -eq 0 ] && t_ok "seating plan: names whole in large type, index name -> table, seat" ||
    t_fail "seating plan" "${problems[@]}"

# ---- blank sheets of a series not drawn: no names, rows of 6 mm -------------
S tournament create "Nächster Abend" --series 2 >/dev/null
S tournament use "Nächster Abend" >/dev/null
S series draw 1 --seed 3 >/dev/null
check "blank sheets of series 2 (not drawn)" 0 --out "leere Tische: Serie 2 ist noch nicht ausgelost, ohne Namen" \
    -- S sheet pdf "$TMP/blank2.pdf" --series 2 --blank --lang de
text "$TMP/blank2.pdf" >"$TMP/b2.txt"
problems=()
for n in "${names[@]}"; do grep -qF "${n%% *}" "$TMP/b2.txt" && problems+=("a name: $n"); done
t_count=$(grep -cE "Tisch [0-9]+" "$TMP/b2.txt")
[ "$t_count" -ge 6 ] || problems+=("tables: $t_count")
grep -qF "Serie 2" "$TMP/b2.txt" || problems+=("no 'Serie 2'")
pages=$(pdfinfo "$TMP/blank2.pdf" | awk '/^Pages:/{print $2}')
[ "$pages" = 12 ] || problems+=("pages $pages (6 tables of 48 rows: two pages each)")
[ ${#problems[@]} -eq 0 ] && t_ok "blank sheets of an undrawn series: 6 tables, no names, two pages each" ||
    t_fail "blank sheets of an undrawn series" "${problems[@]}"
# rows at least 6 mm (17.0 pt): the game numbers 1 and 2 in the first column
if pdftotext -bbox -f 1 -l 1 "$TMP/blank2.pdf" - 2>/dev/null | /usr/bin/python3 -c '
import re, sys
w = [(float(x), float(y), s) for x, y, s in re.findall(r"xMin=\"([\d.]+)\" yMin=\"([\d.]+)\"[^>]*>([0-9]+)<", sys.stdin.read())]
col = sorted((y, int(s)) for x, y, s in w if x < 58)          # the # column
ys = {n: y for y, n in col}
gaps = [ys[n + 1] - ys[n] for n in range(1, 30) if n in ys and n + 1 in ys]
assert len(gaps) > 20 and min(gaps) >= 17.0, gaps[:5]
'; then t_ok "blank sheets: rows at least 6 mm high"; else t_fail "blank sheets: rows at least 6 mm high"; fi
check "blank: a series beyond the tournament" 3 --err "series 3 does not exist" \
    -- S sheet pdf "$TMP/x.pdf" --series 3 --blank
check "not blank: an undrawn series refused" 3 --err "series 2 has not been drawn" \
    -- S sheet pdf "$TMP/x.pdf" --series 2

# ---- the standings chart only from two series on ------------------------------
S tournament create "Ein Durchgang" >/dev/null
S tournament use "Ein Durchgang" >/dev/null
S series draw 1 --seed 4 >/dev/null
S export pdf "$TMP/one.pdf" --lang de >/dev/null
text "$TMP/one.pdf" | grep -q "Punkteverlauf" && t_fail "one series: no chart" ||
    t_ok "standings after one series: no chart"
S export pdf "$TMP/three.pdf" -t Demo-Turnier --lang de >/dev/null
text "$TMP/three.pdf" | grep -q "Punkteverlauf" && t_ok "standings after three series: the chart" ||
    t_fail "three series: the chart"
