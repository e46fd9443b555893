#!/usr/bin/env bash
# The tables' entry codes on paper: the seating plan (series plan) and the
# blank score sheets (sheet pdf --blank) print each table's code and, with a
# base address (--url, stored), a QR code of the table's page that
# decodes (zbarimg) to exactly that page and opens it on the server.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
cd "$TMP"
web_two_tables "$(new_db q)" Paper
C1=$(code_of 1 1); C2=$(code_of 1 2)
F1="${C1:0:4}-${C1:4}"; F2="${C2:0:4}-${C2:4}"
qr() { pdftoppm -r 200 -png "$1" "$TMP/img" 2>/dev/null; local f; for f in "$TMP"/img-*.png; do zbarimg --raw -q "$f" 2>/dev/null; echo; done | sed '/^$/d' | sort; rm -f "$TMP"/img-*.png; }

# without a base address: the codes as text, no QR code, and what to do
check "plan without a base address" 0 --out "wrote plan0.pdf" --out "no base address stored, so no links or QR codes" \
    -- S series plan plan0.pdf --series 1
pdftotext plan0.pdf - | grep -q "$F1" && pdftotext plan0.pdf - | grep -q "$F2" && t_ok "plan: every table's code as text" \
    || t_fail "plan: codes as text" "$(pdftotext plan0.pdf - | head -20)"
[ -z "$(qr plan0.pdf)" ] && t_ok "plan: no QR code without an address" || t_fail "plan: no QR code without an address" "$(qr plan0.pdf)"

# a refused address and a refused output file change nothing
sum=$(db_sum "$DB")
check "plan: a bad --url" 3 --err "must start with http:// or https://" -- S series plan bad.pdf --series 1 --url 192.168.1.2:8080
[ ! -e bad.pdf ] && t_ok "plan: nothing written for a bad --url" || t_fail "plan: nothing written for a bad --url"
if [ "$ENGINE" = sqlite ]; then # (a PostgreSQL database is no file to write over)
    check "plan onto the database with --url" 1 --err "it is the database" -- S series plan "$DB" --series 1 --url http://10.1.2.3:8080
fi
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused prints store no address" || t_fail "refused prints store no address"

# with --url: QR codes that decode to each table's page
check "plan with --url" 0 --out "with QR codes" -- S series plan plan.pdf --series 1 --url http://10.1.2.3:8080/
[ "$(db_sql "$DB" "SELECT value FROM web_settings WHERE name = 'base_url'")" = "http://10.1.2.3:8080" ] \
    && t_ok "--url stored once the plan is written" || t_fail "--url stored"
want=$(printf '%s\n' "http://10.1.2.3:8080/table/1/1?code=$C1" "http://10.1.2.3:8080/table/1/2?code=$C2" | sort)
got=$(qr plan.pdf)
[ "$got" = "$want" ] && t_ok "plan: the QR codes decode to the tables' pages" || t_fail "plan QR codes" "want: $want" "got: $got"
check "blank sheets use the stored address" 0 --out "(2 tables)" --out "with QR codes" -- S sheet pdf blank.pdf --series 1 --blank
pdftoppm -r 200 -png -f 1 -l 2 blank.pdf "$TMP/p1" 2>/dev/null   # table 1: pages 1-2 (rows of 6 mm)
[ "$(zbarimg --raw -q "$TMP"/p1-*.png 2>/dev/null | sed '/^$/d')" = "http://10.1.2.3:8080/table/1/1?code=$C1" ] \
    && t_ok "blank sheet of table 1: its own QR code" || t_fail "blank sheet of table 1" "$(zbarimg --raw -q "$TMP"/p1-*.png 2>&1)"
got=$(qr blank.pdf)
[ "$got" = "$want" ] && t_ok "blank sheets: one QR code per table" || t_fail "blank sheets QR" "want: $want" "got: $got"
pdftotext blank.pdf - | grep -q "Entry code $F1" && t_ok "blank sheet: the code as text" || t_fail "blank sheet: the code as text"
check "German blank sheet" 0 -- S sheet pdf blank_de.pdf --series 1 --table 2 --blank --lang de
pdftotext blank_de.pdf - | grep -q "Tischcode $F2" && pdftotext blank_de.pdf - | grep -q "QR-Code scannen" \
    && t_ok "German: Tischcode" || t_fail "German: Tischcode" "$(pdftotext blank_de.pdf - | tail -12)"
check "a filled sheet has no code" 0 -- S sheet pdf full.pdf --series 1
! pdftotext full.pdf - | grep -q "Entry code" && [ -z "$(qr full.pdf)" ] && t_ok "filled sheet: no code, no QR code" \
    || t_fail "filled sheet: no code"
check "--url only with --blank" 2 --err "--url needs --blank" -- S sheet pdf x.pdf --series 1 --url http://a:1

# a seating without codes (made before this version): said, and how to make them
S series draw 2 --seed 4 >/dev/null
db_sql "$DB" "DELETE FROM entry_codes WHERE table_id IN (SELECT x.id FROM tables x JOIN series s ON s.id = x.series_id WHERE s.series_no = 2)"
check "plan of a series without codes" 0 --out "no entry codes printed: series 2 has none yet" \
    --out "'skatsheet series codes 2'" -- S series plan plan2.pdf --series 2
[ -z "$(qr plan2.pdf)" ] && t_ok "no code, no QR code" || t_fail "no code, no QR code"

# the decoded address opens the table's page with the entry form
serve_start "$DB" -t Paper || t_fail "serve starts"
path=$(qr plan.pdf | head -1 | sed 's|^http://[^/]*||')
check_http "the QR code's page has the entry form" 200 --has 'form id="entry"' -- GET "$path"
serve_stop
