#!/usr/bin/env bash
# engines: sqlite postgresql
# Bank transfers from the statement (issue 39): `cashier import` books a
# CAMT.053 statement's credit transfers to the registrations by their
# codes (typed loosely too), exact, above and below the fee; lists what it
# could not match and why; books nothing twice on a second, overlapping
# statement; the banks' CSV with --map; refusals book nothing.  The
# Kassenbericht PDF (`cashier report`) carries the Kasse to the cent.
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db bank)
S() { "$SK" --db "$DB" "$@"; }
code_of() { S register list --all --format csv | awk -F, -v n="$1" '$2 == n { print $4 }'; }
prepaid() { S register list --all --format csv | awk -F, -v n="$1" '$2 == n { print $7 }'; }

S init >/dev/null
S tournament create Open --series 1 --games3 3 --games4 4 --rules isko,entry_fee_ct=1200 >/dev/null
for n in Anna Bernd Carla Dieter Emil Frieda Gerd Hanna; do S register add "$n" >/dev/null; done
CA=$(code_of Anna); CB=$(code_of Bernd); CC=$(code_of Carla); CD=$(code_of Dieter)
# Bernd types his code loosely: lower case, a space instead of the dash
CBL=$(echo "${CB:0:4} ${CB:5:4}" | tr 'A-Z' 'a-z')

entry() { # REF DATE AMOUNT CCY CRDT|DBIT NAME PURPOSE
    cat <<X
      <Ntry>
        <Amt Ccy="$4">$3</Amt>
        <CdtDbtInd>$5</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>$2</Dt></BookgDt>
        <ValDt><Dt>$2</Dt></ValDt>
        <AcctSvcrRef>$1</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Nm>$6</Nm></Dbtr></RltdPties>
          <RmtInf><Ustrd>$7</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
X
}
camt() { # entries on stdin
    cat <<X
<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-1</MsgId><CreDtTm>2027-01-20T08:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>1</Id>
      <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>
X
    cat
    cat <<X
    </Stmt>
  </BkToCstmrStmt>
</Document>
X
}
{ entry R1 2027-01-10 12.00 EUR CRDT "Anna Muster" "$CA"
  entry R2 2027-01-11 20.00 EUR CRDT "Bernd Beispiel" "Startgeld Skatturnier $CBL danke"
  entry R3 2027-01-12 12.00 EUR CRDT "Unbekannt" "Mitgliedsbeitrag 2027"
  entry R4 2027-01-12 35.50 EUR DBIT "Druckerei" "Rechnung 17"
} | camt > s1.xml

S0=$(db_sum "$DB")
check "the statement is booked" 0 --out "4 lines: 2 booked, 0 booked before, 1 not booked, 1 debits" \
    --out "Anna ($CA): booked, the entry fee is paid" \
    --out "Bernd ($CB): booked, 8.00 euros above the fee of 12.00" \
    --out "not booked: 'Unbekannt' 'Mitgliedsbeitrag 2027': no registration's code in the purpose" \
    --no-out "Druckerei" -- S cashier import s1.xml
[ "$(prepaid Anna)/$(prepaid Bernd)/$(prepaid Carla)" = "1200/2000/0" ] && t_ok "the transfers are the registrations'" \
    || t_fail "prepaid" "$(S register list --all --format csv)"
[ "$(db_sum "$DB")" != "$S0" ] && t_ok "the database changed" || t_fail "db" "unchanged"

# the next statement overlaps: R2 again, Carla's partial payment, a dollar line
{ entry R2 2027-01-11 20.00 EUR CRDT "Bernd Beispiel" "Startgeld Skatturnier $CBL danke"
  entry R5 2027-01-14 6.00 EUR CRDT "Carla" "Turnier ${CC:0:2}-${CC:2:3} ${CC:5:4}"
  entry R6 2027-01-15 12.00 USD CRDT "Dieter" "$CD"
} | camt > s2.xml
check "the overlapping statement: nothing twice" 0 \
    --out "3 lines: 1 booked, 1 booked before, 1 not booked, 0 debits" \
    --out "Bernd ($CB): booked by an earlier import, not again" \
    --out "Carla ($CC): booked, partly paid: 6.00 of 12.00 euros" \
    --out "the currency is USD: only transfers in euros (EUR) are booked" -- S cashier import s2.xml
S1=$(db_sum "$DB")
check "the same statement a third time: nothing booked" 0 \
    --out "3 lines: 0 booked, 2 booked before, 1 not booked" -- S cashier import s2.xml
[ "$(db_sum "$DB")" = "$S1" ] && t_ok "a statement imported again changes nothing" || t_fail "twice" "changed"
[ "$(prepaid Bernd)/$(prepaid Carla)/$(prepaid Dieter)" = "2000/600/0" ] && t_ok "Bernd once, Carla partly, no dollars" \
    || t_fail "prepaid 2" "$(S register list --all --format csv)"

# the CSV of a German bank: a preamble, ';', decimal commas, no reference
CE=$(code_of Emil); CF=$(code_of Frieda)
cat > s3.csv <<X
Umsätze Girokonto;DE89370400440532013000
Buchungstag;Valuta;Name;Verwendungszweck;Betrag;Währung
15.01.27;15.01.27;Emil E.;"Startgeld ${CE}";12,00;EUR
16.01.2027;16.01.2027;Frieda F.;"${CF}; Turnier";1.012,00;EUR
16.01.2027;16.01.2027;Stadtwerke;Abschlag;-45,10;EUR
X
MAP=date=Buchungstag,amount=Betrag,purpose=Verwendungszweck,name=Name,currency=Währung
check "the CSV statement" 0 --out "3 lines: 1 booked, 0 booked before, 1 not booked, 1 debits" \
    --out "Emil ($CE): booked, the entry fee is paid" \
    --out "1012.00 euros in all is above 1,000 euros" -- S cashier import s3.csv --map "$MAP"
S2=$(db_sum "$DB")
check "the CSV again: nothing twice (date, amount, purpose)" 0 \
    --out "3 lines: 0 booked, 1 booked before" -- S cashier import s3.csv --map "$MAP"
[ "$(db_sum "$DB")" = "$S2" ] && t_ok "the CSV again changes nothing" || t_fail "csv twice" "changed"

# refusals: nothing booked
{ entry R7 2027-01-16 12.00 EUR CRDT "Gerd" "$(code_of Gerd)"; } | camt | head -c 700 > cut.xml
check "a truncated CAMT file" 3 --err "cut.xml: line" --err "not well-formed XML" \
    --err "nothing booked" -- S cashier import cut.xml
echo '<?xml version="1.0"?><Document><Other/></Document>' > other.xml
check "XML that is no CAMT.053" 3 --err "not a CAMT.053 statement" -- S cashier import other.xml
{ entry R8 2027-01-16 12,00 EUR CRDT "Gerd" "$(code_of Gerd)"; } | camt > badamt.xml
check "a CAMT amount with a comma" 3 --err "the amount (Amt) is not an amount" -- S cashier import badamt.xml
printf 'Datum;Summe;Text\n15.01.2027;12,00;%s\n' "$(code_of Gerd)" > wrong.csv
check "a CSV with the wrong columns" 3 --err "no line of the CSV names the columns 'Buchungstag', 'Betrag', 'Verwendungszweck'" \
    -- S cashier import wrong.csv --map date=Buchungstag,amount=Betrag,purpose=Verwendungszweck
printf 'Buchungstag;Betrag;Verwendungszweck\n15.01.2027;12,00;%s\n15.01.2027;zwölf;x\n' "$(code_of Gerd)" > badrow.csv
check "a CSV with a bad amount: nothing booked, not even the good row" 3 \
    --err "row 3: the amount 'zwölf' (column 'Betrag') is not an amount like 12,00" \
    -- S cashier import badrow.csv --map date=Buchungstag,amount=Betrag,purpose=Verwendungszweck
check "a CSV without --map" 2 --err "needs --map" -- S cashier import wrong.csv
check "a bad --map" 2 --err "--map: 'datum' is not KEY=COLUMN" -- S cashier import wrong.csv --map datum
check "a CAMT file with --map" 2 --err "--map is for a CSV statement" -- S cashier import s1.xml --map "$MAP"
[ "$(db_sum "$DB")" = "$S2" ] && t_ok "the refusals changed nothing" || t_fail "refusals" "changed"
check "German: a truncated file" 3 --err "nicht wohlgeformtes XML" --err "nichts gebucht" \
    -- env SKATSHEET_LANG=de "$SK" --db "$DB" cashier import cut.xml

# the day: Anna, Bernd pay by transfer; the others in cash at the door
S checkin open --series 1 --seed 3 --tables 2 >/dev/null
for n in Anna Bernd Carla Dieter Emil Frieda Gerd Hanna; do S checkin add "$n" >/dev/null; done
check "Bernd's 8 euros above the fee are shown" 0 \
    --out "Bernd paid 8.00 euros above the fee" -- S cashier
S cashier --format json > c.json
TOTAL=$(/usr/bin/python3 -c 'import json; print("%.2f" % (json.load(open("c.json"))["kasse"]["total_ct"] / 100))')
check "the Kassenbericht" 0 --out "wrote k.pdf: the Kassenbericht of 'Open'" --out "the Kasse $TOTAL euros" \
    -- S cashier report k.pdf
pdftotext -layout k.pdf k.txt
grep -q "= the Kasse *$TOTAL" k.txt && t_ok "the PDF's Kasse to the cent ($TOTAL)" || t_fail "pdf kasse" "$(cat k.txt)"
grep -q "bank transfer *Bernd *transfer *20.00" k.txt && t_ok "the PDF lists the bank transfer" \
    || t_fail "pdf booking" "$(cat k.txt)"
grep -q "Kassenwart (treasurer)" k.txt && grep -q "Prüfer (auditor)" k.txt \
    && t_ok "the signature lines" || t_fail "pdf signatures" "$(cat k.txt)"
check "the Kassenbericht in German" 0 --out "Kassenbericht" -- S --lang de cashier report k_de.pdf
pdftotext -layout k_de.pdf k_de.txt
DE_TOTAL=${TOTAL/./,}
grep -q "= die Kasse *$DE_TOTAL" k_de.txt && grep -q "Kassenwart" k_de.txt && grep -q "Prüfer" k_de.txt \
    && ! grep -qi "treasurer\|auditor\|bank transfer" k_de.txt \
    && t_ok "German PDF: the Kasse $DE_TOTAL, the signatures, no English" || t_fail "pdf de" "$(cat k_de.txt)"
pdftoppm -png -r 50 -f 1 -l 1 k.pdf k >/dev/null && [ -s k-1.png ] && t_ok "the PDF renders" || t_fail "render" "no png"
