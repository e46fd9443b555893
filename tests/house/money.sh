#!/usr/bin/env bash
# `skatsheet money` for Skat tournaments (issue 17 part 2; rules-house-
# schafkopf.md B.6) and the standings per list mode (B.1, B.5), through the
# CLI on recorded tournaments: the worked examples H1, H3, H4, H24, H25 (the
# list totals replayed game by game), isko settling the Seeger-Fabian
# totals, tournament money (entry fee, loss and passed fees, prizes), the
# formats, and the refusals.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db sk)
. "$TDIR/lib_house.sh"
house_db Anna Bert Carl Dora

# ---- H1: plain list (club), 3-table A B C -----------------------------------
mk H1 club Anna Bert Carl
g H1 grand --with 4 --points 95 --declarer 1
g H1 diamonds --without 2 --points 50 --declarer 1
g H1 null --ouvert --won --declarer 3
check "H1 plain list totals A 90, B 0, C 46 (standings)" 0 \
    --out "1,Anna,90,0," --out "2,Carl,46,0," --out "3,Bert,0,0," \
    -- S standings -t H1 --format csv
check "H1 standings text names the list mode" 0 --out "H1: house rules club (plain list)" \
    --out "ranked by the list total" -- S standings -t H1
# 1/10 ct: 9, 0, 5 cents -> net 27-14 = +13, 0-14 = -14, 15-14 = +1
check "H1 money at 1/10 ct: +13 / -14 / +1 ct" 0 \
    --out "1,Anna,90,0,1,1,0,13,0,0,0,0,13" --out "3,Bert,0,0,0,0,0,-14,0,0,0,0,-14" \
    --out "2,Carl,46,0,1,0,0,1,0,0,0,0,1" -- S money -t H1 --format csv
check "H1 who pays whom" 0 --out "  Bert pays Anna 0.13 euros" --out "  Bert pays Carl 0.01 euros" \
    --out "settlement sum: 0 ct (zero-sum" -- S money -t H1

# ---- H3: minus list, 4-table, dealer D charged / not charged ----------------
for v in yes no; do
    mk "H3$v" "club,list_mode=minus,minus_list_dealer_charged=$v" Anna Bert Carl Dora --first-dealer 4
    g "H3$v" hearts --with 1 --points 70 --declarer 1
    g "H3$v" spades --with 2 --points 50 --declarer 2
done
check "H3 minus list, dealer charged: A 0, B -86, C -20, D -20" 0 \
    --out "1,Anna,0,0," --out "2,Carl,-20,0," --out "2,Dora,-20,0," --out "4,Bert,-86,0," \
    -- S standings -t H3yes --format csv
check "H3 minus list, dealer not charged: D 0 (closest to 0 ranks first; Anna's won game first)" 0 \
    --out "1,Anna,0,0," --out "2,Dora,0,0," --out "3,Carl,-20,0," --out "4,Bert,-86,0," \
    -- S standings -t H3no --format csv
check "H3 the minus list order is said" 0 --out "minus list: ranked closest to 0 first" \
    -- S standings -t H3yes
# the footer: a real plural, and German (sk_ntr)
check "H3 footer: 2 games" 0 \
    --out "minus list: ranked closest to 0 first, then more won, fewer lost games; players still equal share the rank (=); 2 games" \
    -- S standings -t H3yes
mk H3one "club,list_mode=minus" Anna Bert Carl Dora --first-dealer 4
g H3one hearts --with 1 --points 70 --declarer 1
check "one game: '1 game'" 0 --out "share the rank (=); 1 game" --no-out "1 games" -- S standings -t H3one
check "the footer in German" 0 --out "1 Spiel" --out "Minusliste" --no-out "ranked" --no-out "1 Spiele" \
    -- S --lang de standings -t H3one
check "H1 footer in German: 3 Spiele" 0 --out "3 Spiele" --no-out "equal players" -- S --lang de standings -t H1

# ---- H4: Bierlachs, 3 players, target 301 -----------------------------------
mk H4 "isko,list_mode=bierlachs,bierlachs_price_ct=200" Anna Bert Carl
g H4 grand --with 2 --points 70 --declarer 1
g H4 clubs --with 1 --points 50 --declarer 2
g H4 grand --without 1 --points 50 --declarer 1
g H4 grand --with 2 --hand --points 70 --declarer 3
g H4 grand --with 1 --points 50 --declarer 2
# Anna and Carl level (0 Lachse, round 0): Carl won 1 lost 0 ranks before
# Anna won 1 lost 1 (shared rules.md 10, applied by B.6.2)
check "H4 Bert loses the Lachs (-312 >= 301); all restart at 0" 0 \
    --out "1,Carl,0,0," --out "2,Anna,0,0," --out "3,Bert,0,1," -- S standings -t H4 --format csv
check "H4 Bierlachs standings text" 0 --out "Lachse" --out "Bierlachs: ranked by fewest Lachse" \
    -- S standings -t H4
check "H4 money: the Lachs costs Bert 2.00 euros into the Kasse" 0 \
    --out "3,Bert,0,1,0,2,0,-200,0,0,0,0,-200" -- S money -t H4 --format csv
check "H4 money text: the Kasse" 0 --out "Bierlachs: 200 ct per Lachs, paid into the Kasse" \
    --out "Kasse: 2.00 euros" --no-out "who pays whom" -- S money -t H4

# ---- H24: money at 1/4 ct, 4 players, totals +218 -81 +60 -38 ---------------
mk H24 "club,money_rate=1/4" Anna Bert Carl Dora
g H24 spades --with 1 --points 70 --declarer 4     # D +22   (dealer A)
g H24 hearts --with 2 --points 50 --declarer 4     # D -60   (dealer B)
g H24 hearts --with 4 --points 70 --declarer 1     # A +50   (dealer C)
g H24 clubs --with 3 --points 70 --declarer 1      # A +48   (dealer D)
g H24 diamonds --with 1 --points 70 --declarer 2   # B +18   (dealer A)
g H24 grand --with 4 --points 70 --declarer 1      # A +120  (dealer B)
g H24 diamonds --with 4 --points 70 --declarer 2   # B +45   (dealer C)
g H24 grand --with 2 --points 50 --declarer 2      # B -144  (dealer D)
g H24 clubs --with 4 --points 70 --declarer 3      # C +60   (dealer A)
check "H24 list totals +218 -81 +60 -38" 0 --out "1,Anna,218,0," --out "2,Carl,60,0," \
    --out "3,Dora,-38,0," --out "4,Bert,-81,0," -- S standings -t H24 --format csv
check "H24 net A +180, B -120, C +20, D -80 ct" 0 \
    --out "1,Anna,218,0,3,0,0,180," --out "2,Carl,60,0,1,0,0,20," \
    --out "3,Dora,-38,0,1,1,0,-80," --out "4,Bert,-81,0,2,1,0,-120," -- S money -t H24 --format csv
check "H24 transfers B->A 1.20, D->A 0.60, D->C 0.20" 0 \
    --out "  Bert pays Anna 1.20 euros" --out "  Dora pays Anna 0.60 euros" \
    --out "  Dora pays Carl 0.20 euros" --out "club, 1/4 ct per point on the list totals" \
    -- S money -t H24
check "H24 json: balances and payments" 0 --out '"basis":"list","rate_num":1,"rate_den":4' \
    --out '"player":"Anna","points":218' --out '"balance_ct":180}' \
    --out '{"from":"Bert","to":"Anna","ct":120}' --out '{"from":"Dora","to":"Carl","ct":20}' \
    -- S money -t H24 --format json
check "H24 the series alone gives the same" 0 --out "4,Bert,-81,0,2,1,0,-120," \
    -- S money -t H24 --series 1 --format csv
check "H24 in German: amounts with the decimal comma" 0 --out "  Bert zahlt an Anna 1,20 Euro" \
    --out "  Dora zahlt an Carl 0,20 Euro" --no-out "1.20" -- S --lang de money -t H24
check "H24 in German, CSV keeps cents" 0 --out "4,Bert,-81,0,2,1,0,-120," -- S --lang de money -t H24 --format csv
# --format takes any case (as every command's): JSON is JSON, not the text
check "H24 --format JSON is JSON" 0 --out '{"from":"Bert","to":"Anna","ct":120}' --no-out "who pays whom" \
    -- S money -t H24 --format JSON
check "H24 --format Csv is CSV" 0 --out "4,Bert,-81,0,2,1,0,-120," -- S money -t H24 --format Csv

# ---- H25: money at 1/10 ct, 3 players, totals +412 -137 +95 ------------------
mk H25 club Anna Bert Carl
for a in "diamonds --with 3" "hearts --with 3" "grand --with 3" "grand --with 4" "grand --with 4"; do
    g H25 $a --points 70 --declarer 1
done
g H25 spades --with 4 --points 70 --declarer 2
g H25 grand --with 3 --points 50 --declarer 2
g H25 diamonds --with 4 --points 70 --declarer 3
g H25 hearts --with 4 --points 70 --declarer 3
check "H25 cents 41, -14, 10 -> net A +86, B -79, C -7" 0 \
    --out "1,Anna,412,0,5,0,0,86," --out "2,Carl,95,0,2,0,0,-7," --out "3,Bert,-137,0,1,1,0,-79," \
    -- S money -t H25 --format csv
check "H25 transfers B->A 0.79, C->A 0.07" 0 --out "  Bert pays Anna 0.79 euros" \
    --out "  Carl pays Anna 0.07 euros" -- S money -t H25

# ---- isko: no money per point unless the rules set a rate (issue 39) -------
mk Plain isko Anna Bert Carl
g Plain hearts --with 1 --points 70 --declarer 1
check "plain isko: no money per point" 0 --out "1,Anna,70,0,1,0,0,0," --out "2,Bert,0,0,0,0,0,0," \
    -- S money -t Plain --format csv
check "plain isko: nobody pays for points" 0 --out "isko, no rate set" --no-out "pays Anna" -- S money -t Plain
# ---- isko with a rate: the Seeger-Fabian totals are settled -----------------
mk Iso isko,money_rate=1/10 Anna Bert Carl
g Iso hearts --with 1 --points 70 --declarer 1   # Anna 20 + 50 = 70 Seeger
check "isko money on Seeger totals: 7, 0, 0 ct -> +14, -7, -7" 0 \
    --out "1,Anna,70,0,1,0,0,14," --out "2,Bert,0,0,0,0,0,-7," --out "2,Carl,0,0,0,0,0,-7," \
    -- S money -t Iso --format csv
check "isko money text" 0 --out "isko, 1/10 ct per point on the Seeger-Fabian totals" \
    --out "  Bert pays Anna 0.07 euros" --out "  Carl pays Anna 0.07 euros" -- S money -t Iso
check "isko standings unchanged (tournament scoring)" 0 --out "Anna" --no-out "house rules" \
    -- S standings -t Iso

# ---- tournament money (B.6.2): entry fee, loss fees, passed fee, prizes -----
mk Preis "isko,entry_fee_ct=1000,passed_fee_ct=20,prize_percent=60/40,money_rate=0" Anna Bert Carl
g Preis hearts --with 1 --points 70 --declarer 1   # Anna won: 20 + 50 = 70
g Preis clubs --with 1 --points 50 --declarer 2    # Bert lost: -48 - 50; Anna, Carl +40
g Preis spades --with 1 --points 50 --declarer 2   # Bert lost: -44 - 50; Anna, Carl +40
g Preis --passed                                   # 20 ct each
# Seeger: Anna 70 + 80 = 150, Carl 80, Bert -192; ranks Anna, Carl, Bert
# pool 3 x 10 = 30 euros: Anna 18, Carl 12; Bert's 2 losses 1.00 (tiers 50/100)
check "tournament money per player" 0 \
    --out "1,Anna,150,0,1,0,1,0,1000,0,20,1800,780" \
    --out "2,Carl,80,0,0,0,1,0,1000,0,20,1200,180" \
    --out "3,Bert,-192,0,0,2,1,0,1000,100,20,0,-1120" -- S money -t Preis --format csv
check "tournament money text: pool and organiser" 0 --out "prize pool: 30.00 euros" \
    --out "kept by the organiser: 1.60 euros" -- S money -t Preis
# money_rate=0: the points settle nothing; `money` says so instead of 0.00
check "tournament money text: no rate, no settlement column" 0 \
    --out "a tournament settles its entry fees, loss fees and prizes only: no money per point" \
    --out "skatsheet tournament money 'Preis' money_rate=1/10" --no-out "settlement sum" \
    --no-out "nobody pays anybody" -- S money -t Preis

# ---- prizes on a house list, players level (issue 29 item 3) --------------
# B.6.2: "Equal totals are already separated by the ranking rules (shared
# 10)": more won games rank higher, then fewer lost ones.  Anna wins Karo
# mit 1 twice (18 + 18), Bert Karo mit 3 once (36): both at +36 on the list,
# Anna with 2 won games takes rank 1 and the whole pool of 3 x 1.00 (not
# 1.50 each).
mk Level "club,entry_fee_ct=100,prize_percent=100" Anna Bert Carl
g Level diamonds --with 1 --points 70 --declarer 1
g Level diamonds --with 1 --points 70 --declarer 1
g Level diamonds --with 3 --points 70 --declarer 2
check "level on the list: Anna (2 won) takes the prize, Bert (1 won) none" 0 \
    --out "1,Anna,36,0,2,0,0,4,100,0,0,300,204" --out "2,Bert,36,0,1,0,0,4,100,0,0,0,-96" \
    -- S money -t Level --format csv
check "level on the list: the standings separate them too" 0 \
    --out '1,Anna,36,0,136,2,0' --out '2,Bert,36,0,86,1,0' -- S standings -t Level --format csv

# ---- refusals ----------------------------------------------------------------
check "money --series 2 not drawn" 3 --err "series 2" -- S money -t H1 --series 2
check "--teams under house rules refused" 3 --err "--teams: tournament 'H1' plays house rules (club)" \
    -- S standings -t H1 --teams
check "--format xml refused" 2 --err "--format must be text, csv or json" -- S money -t H1 --format xml
S tournament create Sk --game schafkopf >/dev/null
check "Schafkopf money still settles Schafkopf" 0 --out "settlement of 'Sk'" -- S money -t Sk
check "Schafkopf money json" 0 --out '"game":"schafkopf"' -- S money -t Sk --format json

# ---- reports: the settlement page of export pdf, the money sheets of export xlsx
check "export pdf H24" 0 --out "wrote h24.pdf" -- S export pdf -t H24 h24.pdf
pdftotext -layout h24.pdf h24.txt 2>/dev/null
check "the PDF has a settlement page with balances and payments" 0 --out "Settlement" \
    --out "Who pays whom" --out "Anna" --out "1.80" --out "−1.20" -- cat h24.txt
check "export pdf --lang de: Abrechnung" 0 -- S export pdf -t H24 h24de.pdf --lang de
pdftotext -layout h24de.pdf h24de.txt 2>/dev/null
check "German settlement page" 0 --out "Abrechnung" --out "Wer zahlt an wen" --out "1,80" -- cat h24de.txt
check "export pdf of an isko tournament without money: no settlement page" 0 -- S export pdf -t Plain iso.pdf
pdftotext -layout iso.pdf iso.txt 2>/dev/null
check "no settlement page for isko" 0 --no-out "Settlement" --no-out "Who pays whom" -- cat iso.txt
check "export pdf with tournament money" 0 -- S export pdf -t Preis preis.pdf
pdftotext -layout preis.pdf preis.txt 2>/dev/null
check "the tournament money columns" 0 --out "Entry €" --out "Prize €" --out "18.00" --out "−11.20" -- cat preis.txt

check "export xlsx H24" 0 --out "wrote h24.xlsx" -- S export xlsx -t H24 h24.xlsx
cat > money_sheet.py <<'PY'
import sys, openpyxl
f = openpyxl.load_workbook(sys.argv[1])
v = openpyxl.load_workbook(sys.argv[1], data_only=True)
assert f.sheetnames[-2:] == ["Settlement", "Who pays whom"], f.sheetnames
ws, wv = f["Settlement"], v["Settlement"]
assert [c.value for c in ws[1]] == ["Rank", "Player", "List", "Settlement €", "Balance €"], [c.value for c in ws[1]]
rows = {r[1]: r for r in wv.iter_rows(min_row=2, values_only=True)}
assert rows["Anna"] == (1, "Anna", 218, 1.8, 1.8), rows["Anna"]
assert rows["Bert"] == (4, "Bert", -81, -1.2, -1.2), rows["Bert"]
assert ws["E2"].value.startswith("=SUM(D2"), ws["E2"].value
assert "€" in ws["D2"].number_format and isinstance(wv["D2"].value, float)
pay = [r for r in v["Who pays whom"].iter_rows(min_row=2, values_only=True)]
assert pay == [("Bert", "Anna", 1.2), ("Dora", "Anna", 0.6), ("Dora", "Carl", 0.2)], pay
print("ok")
PY
check "the money sheet: numbers in euros, the balance a formula with its cached value" 0 --out "ok" \
    -- /usr/bin/python3 money_sheet.py h24.xlsx
check "export xlsx Preis: prize and fee columns sum to the balance" 0 --out "ok" \
    -- sh -c "'$SK' --db '$DB' export xlsx -t Preis preis.xlsx >/dev/null && /usr/bin/python3 -c \"
import openpyxl
f = openpyxl.load_workbook('preis.xlsx'); v = openpyxl.load_workbook('preis.xlsx', data_only=True)
ws = f['Settlement']; wv = v['Settlement']
assert ws['I2'].value == '=SUM(D2:H2)', ws['I2'].value
for r in wv.iter_rows(min_row=2, values_only=True):
    assert abs(sum(r[3:8]) - r[8]) < 1e-9, r
assert [r for r in wv.iter_rows(min_row=2, values_only=True)][0][1:] == ('Anna', 150, 0, -10, 0, -0.2, 18, 7.8)
print('ok')\""
check "no money sheet for isko without money settings" 0 --out "ok" \
    -- sh -c "'$SK' --db '$DB' export xlsx -t Plain iso.xlsx >/dev/null && /usr/bin/python3 -c \"
import openpyxl
assert 'Settlement' not in openpyxl.load_workbook('iso.xlsx').sheetnames
print('ok')\""

# ---- the standings table of export pdf / xlsx follows the list mode (B.1, B.5)
# pdftext FILE: the PDF's text, runs of spaces squeezed to one
pdftext() { pdftotext -layout "$1" - 2>/dev/null | sed 's/^ *//; s/  */ /g'; }
check "export pdf H3yes (minus list)" 0 -- S export pdf -t H3yes h3.pdf
check "PDF main table: the minus list, closest to 0 first, not the Seeger standings" 0 \
    --out "House rules club: minus list, ranked closest to 0 first" \
    --out "Rank Player List Seeger Won Lost" --out "1 Anna 0 " \
    --out "2 Carl −20 " --out "2 Dora −20 " --out "4 Bert −86 " --no-out "Others" -- pdftext h3.pdf
check "export pdf H4 (Bierlachs) in German" 0 -- S export pdf -t H4 h4.pdf --lang de
check "PDF Bierlachs table: Lachse and the round, fewest Lachse first" 0 \
    --out "Hausregeln isko: Bierlachs" --out "Platz Spieler Lachse Runde Seeger" \
    --out "3 Bert 1 0 " -- pdftext h4.pdf
check "export pdf --series 1 H1 (plain list)" 0 -- S export pdf -t H1 --series 1 h1.pdf
check "PDF plain list of series 1" 0 --out "House rules club: plain list, ranked by the list total" \
    --out "1 Anna 90 " --out "2 Carl 46 " --out "3 Bert 0 " -- pdftext h1.pdf
# the XLSX sheets hold what `standings --format csv` prints (rank, player,
# list, lachse, seeger, won, lost; then how far: games recorded, expected,
# provisional), as numbers
cat > stand_sheet.py <<'PY'
import csv, subprocess, sys, openpyxl
sk, db, t, book = sys.argv[1:5]
w = openpyxl.load_workbook(book)
for name, series in (("Standings", "0"), ("Series 1", "1")):
    out = subprocess.run([sk, "--db", db, "standings", "-t", t, "--format", "csv"]
                         + (["--series", series] if series != "0" else []),
                         capture_output=True, text=True, check=True).stdout
    want = [(int(r["rank"]), r["player"]) + ((int(r["lachse"]),) if "Lachse" in sys.argv[5:] else ())
            + (int(r["list"]), int(r["seeger"]), int(r["won"]), int(r["lost"]),
               int(r["games_recorded"]), int(r["games_expected"]),
               "provisional" if r["provisional"] == "yes" else "complete")
            for r in csv.DictReader(out.splitlines())]
    rows = [r for r in w[name].iter_rows(values_only=True)]
    assert list(rows[0]) == sys.argv[5:] + ["Games recorded", "Games expected", "Progress"], (name, rows[0])
    assert rows[1:] == want, (name, rows[1:], want)
print("ok")
PY
check "export xlsx H3yes (minus list)" 0 --out "wrote h3.xlsx" -- S export xlsx -t H3yes h3.xlsx
check "XLSX minus list: the standings and series sheets as numbers, as 'standings' ranks" 0 \
    --out "ok" -- /usr/bin/python3 stand_sheet.py "$SK" "$DB" H3yes h3.xlsx Rank Player List Seeger Won Lost
check "export xlsx H4 (Bierlachs)" 0 -- S export xlsx -t H4 h4.xlsx
check "XLSX Bierlachs: Lachse and the round" 0 --out "ok" \
    -- /usr/bin/python3 stand_sheet.py "$SK" "$DB" H4 h4.xlsx Rank Player Lachse Round Seeger Won Lost
check "isko export pdf keeps the Seeger standings" 0 -- S export pdf -t Iso iso2.pdf
check "isko PDF: the Seeger standings columns, no house title" 0 --out "Rank Name No. Club Series 1 Won Lost Total" --no-out "House rules" \
    -- pdftext iso2.pdf
# two series of a plain list: the chart follows the list totals in the list's order
S tournament create Two --rules club --series 2 >/dev/null
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bert\n1,1,3,Carl\n2,1,1,Carl\n2,1,2,Anna\n2,1,3,Bert\n' > two.csv
S import seats -t Two two.csv >/dev/null
S game add -t Two --series 1 --table 1 --declarer 1 grand --with 4 --points 95 >/dev/null  # Anna +144
S game add -t Two --series 1 --table 1 --declarer 2 hearts --with 1 --points 50 >/dev/null # Bert -40
S game add -t Two --series 2 --table 1 --declarer 2 diamonds --with 1 --points 70 >/dev/null # Anna +18
S game add -t Two --series 2 --table 1 --declarer 3 spades --with 2 --points 70 >/dev/null # Bert +33
check "export pdf of two series under a plain list" 0 -- S export pdf -t Two two.pdf
check "the chart: list totals after each series, the list's order" 0 \
    --out "Score progression of the leading players" --out "1. Anna (162)" --out "2. Carl (0)" \
    --out "3. Bert (−7)" -- pdftext two.pdf
