#!/usr/bin/env bash
# The Schafkopf workbook's games sheet (issue 36): every game as the list
# books it (contract, party, Augen, Laufende, Kontra/Re, Klopfer, Tout/Sie,
# each seat's entry and running total) and the money as numbers in a euro
# format (the settlement's euros too, no longer text).  Examples of
# rules-house-schafkopf.md A.6: S8, S9, S11, S12, S13 (Bavarian, tariff
# 10-20-50, 1 ct per point), W1, W2, W7 in list mode at 5 ct (W12) and in
# Kasse mode (W11).
# engines: sqlite postgresql
. "$(dirname "$0")/lib_schafkopf.sh"

# games COLUMNS...: the Games sheet's rows, the cells of the named columns
# joined by '|' (numbers as Python writes them), one line per game; the
# number format of the first euro cell on a last line
games() {
    /usr/bin/python3 - "$@" <<'PY'
import openpyxl, sys
wb = openpyxl.load_workbook(sys.argv[1])
ws = [w for w in wb.worksheets if w.title == sys.argv[2]][0]
rows = list(ws.iter_rows(values_only=True))
head = list(rows[0])
idx = [head.index(c) for c in sys.argv[3:]]
for r in rows[1:]:
    print("|".join("" if r[i] is None else str(r[i]) for i in idx))
money = [c for row in ws.iter_rows(min_row=2) for c in row if "\u20ac" in (c.number_format or "")]
print("format:", money[0].number_format if money else "none", type(money[0].value).__name__ if money else "")
PY
}

mk B --game schafkopf --rules kontra_max_level=re
b() { S game add -t B --series 1 --table 1 "$@" >/dev/null || echo "refused: $*" >&2; }
b solo --declarer 2 --suit eichel --tout --points 120 --schwarz --laufende 4   # S8
b solo --declarer 2 --suit gras --points 50 --laufende 2 --klopfer 2          # S9
b ruf --declarer 1 --partner 4 --suit eichel --points 100 --kontra re          # S11
b solo --declarer 3 --suit herz --sie                                          # S12
check "export xlsx of a Bavarian tournament" 0 --out "wrote b.xlsx (4 players)" -- S export xlsx b.xlsx -t B
check "S8 S9 S11 S12: contract, party, Augen, Laufende, Kontra/Re, Klopfer, Tout/Sie, value, result" 0 \
    --out "1|Farbsolo Eichel|Bernd alone|120|4|||Tout|180|won" \
    --out "2|Farbsolo Gras|Bernd alone|50|2||2||-200|lost" \
    --out "3|Rufspiel mit der Eichel-Sau|Anna + Dora|100||Re|||120|won" \
    --out "4|Farbsolo Herz|Carla alone|||||Sie|520|won" \
    -- games b.xlsx Games "No" Contract Party Augen Laufende Kontra/Re Klopfer Tout/Sie Value Result
# entries and running totals: S8 -180 +540 -180 -180; S9 +200 -600 +200 +200;
# S11 +120 -120 -120 +120; S12 -520 -520 +1560 -520
check "each seat's entry and running total, the money at 1 ct per point in euros" 0 \
    --out "Anna|-180|-180|Bernd|540|540|Dora|-180|-180|-1.8|5.4" \
    --out "Anna|200|20|Bernd|-600|-60|Dora|200|20|0.2|-0.6" \
    --out "Anna|120|140|Bernd|-120|-180|Dora|120|140|1.4|-1.8" \
    --out "Anna|-520|-380|Bernd|-520|-700|Dora|-520|-380|-3.8|-7" \
    --out "format: #,##0.00 [\$€-407];-#,##0.00 [\$€-407] float" \
    -- games b.xlsx Games "Player 1" "Entry 1" "Total 1" "Player 2" "Entry 2" "Total 2" \
       "Player 4" "Entry 4" "Total 4" "Euro 1" "Euro 2"
check "the settlement's euros are numbers, not text" 0 --out "Anna|-380|-3.8" --out "Carla|1460|14.6" \
    --out "format: #,##0.00 [\$€-407];-#,##0.00 [\$€-407] float" \
    -- games b.xlsx Settlement Player Points Euro
# German: the headings in German, the same numbers
check "German workbook" 0 --out "b.xlsx geschrieben" -- S export xlsx b.xlsx -t B --lang de
check "German: Nr., Spielart, Partei, Laufende, Klopfer, Stand" 0 \
    --out "1|Farbsolo Eichel|Bernd allein|4||Tout|540|5.4" \
    -- games b.xlsx Spiele "Nr." Spielart Partei Laufende Klopfer Tout/Sie "Stand 2" "Euro 2"

# S13: a Ramsch (allowed), no party's Augen
mk R --game schafkopf --rules allow_ramsch=yes
S game add -t R --series 1 --table 1 ramsch --loser 4 --jungfrau 1 >/dev/null
S export xlsx r.xlsx -t R >/dev/null
check "S13 Ramsch: the result says Ramsch, the entries +40 +20 +20 -80" 0 \
    --out "Ramsch|Ramsch|40|20|-80" -- games r.xlsx Games Contract Result "Entry 1" "Entry 2" "Entry 4"

# Wendish, list mode at 5 ct per unit (W12): W1, W2, W7
mk W --game schafkopf-wendisch --rules cent_per_unit=5
w() { S game add -t W --series 1 --table 1 "$@" >/dev/null || echo "refused: $*" >&2; }
w alte --declarer 1 --partner 3 --points 75    # W1 +1 -1 +1 -1
w alte --declarer 2 --partner 4 --points 95    # W2 -2 +2 -2 +2
w solo --declarer 1 --points 70                # W7 +6 -2 -2 -2
S export xlsx w.xlsx -t W >/dev/null
check "W1 W2 W7: entries, running totals, euros at 5 ct per unit (W12: A +25 ct)" 0 \
    --out "1|Anna + Carla|75|1|1|0.05" --out "2|Bernd + Dora|95|-2|-1|-0.05" \
    --out "3|Anna alone|70|6|5|0.25" \
    -- games w.xlsx Games "No" Party Augen "Entry 1" "Total 1" "Euro 1"
check "W12 settlement: A +0.25, C -0.15 as numbers" 0 --out "Anna|5|0.25" --out "Carla|-3|-0.15" \
    -- games w.xlsx Settlement Player Units Euro
# W11: the Kasse (stake 100 ct, 10 ct per unit): 400 - 20 - 40 = 340 ct
mk K --game schafkopf-wendisch --rules settlement=kasse,kasse_stake_ct=100,cent_per_unit=10
S game add -t K --series 1 --table 1 alte --declarer 1 --partner 3 --points 75 >/dev/null
S game add -t K --series 1 --table 1 alte --declarer 2 --partner 4 --points 95 >/dev/null
S game add -t K --series 1 --table 1 solo --declarer 1 --points 70 >/dev/null
S export xlsx k.xlsx -t K >/dev/null
check "W11: the Kasse after each game in euros (3.80, 3.40, 3.40)" 0 \
    --out "1|3.8" --out "2|3.4" --out "3|3.4" -- games k.xlsx Games "No" Kasse

# a refused export writes nothing and changes nothing
sum=$(db_sum "$DB")
check "export xlsx into a missing directory: refused" 1 --err "nodir/x.xlsx" -- S export xlsx nodir/x.xlsx -t B
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "a refused export changes nothing" || t_fail "a refused export changes nothing"
