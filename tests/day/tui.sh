#!/usr/bin/env bash
# engines: sqlite postgresql
# The tournament day in the TUI (issue 31), driven in tmux: the check-in
# screen (a scanner types the code and Enter: checked in and seated at
# once; a duplicate and an unknown code shown and changing nothing; Tab the
# fee), the round clock and the tables not finished at its end in the
# table chooser (SKATSHEET_NOW), the second entry's difference on the
# sheet, and the cash desk.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../tui/lib_tui.sh"
cd "$TMP"
DB=$(new_db t)
tui_db Anna Bernd Carla Dieter Emil Frieda Gustav
sk tournament create Tag --games4 4 --games3 3 >/dev/null
sk day set fee_ct=1000 second_entry=yes >/dev/null
for n in Hanna Ida Jule; do sk register add "$n" >/dev/null; done
sk checkin open --series 1 --seed 9 --tables 2 >/dev/null
for p in Anna Bernd Carla Dieter Emil Frieda Gustav; do sk checkin add "$p" >/dev/null; done
CH=$(sk register list --format csv | awk -F, '$2 == "Hanna" { print $4 }')
CI=$(sk register list --format csv | awk -F, '$2 == "Ida" { print $4 }')

start s1 "$SK --db $DB tui -t Tag"
expect "the series chooser (nothing drawn yet)" s1 "choose a series" "i check-in"
keys s1 i
expect "the check-in screen" s1 "Tag - check-in (7 checked in)" "Fee: paid" "Scan:"
keys s1 -l "$CH"
keys s1 Enter
expect "a scan checks in and seats at once" s1 "Hanna (no. 8) checked in (a new player): series 1, table" "Series 1: table"
keys s1 -l "$(echo "$CH" | tr 'A-Z' 'a-z')"
keys s1 Enter
expect "a duplicate scan: shown, nothing changed" s1 "'Hanna' checked in already" "nothing changed"
keys s1 -l "ZZZZ-ZZZZ"
keys s1 Enter
expect "an unknown scan: shown" s1 "unknown code or member number 'ZZZZZZZZ'"
keys s1 Tab
expect "Tab: the fee owed" s1 "Fee: owed"
keys s1 -l "$CI"
keys s1 Enter
expect "checked in with the fee owed" s1 "Ida (no. 9) checked in (a new player)" "fee 10.00 euros owed"
[ "$(sk checkin list --format csv | awk -F, '$3 == "Ida" { print $9 }')" = owed ] && t_ok "stored: Ida owes" \
    || t_fail "Ida's fee" "$(sk checkin list --format csv)"
keys s1 Escape
expect "back at the chooser" s1 "choose a series"
keys s1 q
wait_for s1 "TUI-EXIT 0" || t_fail "the TUI quits"

# the door closes, the series is played, the clock runs out
sk checkin close --series 1 >/dev/null
SKATSHEET_NOW=2026-05-01T14:00:00Z sk clock start --series 1 --minutes 60 >/dev/null
sk game add --series 1 --table 1 --passed >/dev/null
sk second add --series 1 --table 1 --declarer 2 grand --with 1 --points 61 >/dev/null 2>&1 \
    || sk second add --series 1 --table 1 --declarer 3 grand --with 1 --points 61 >/dev/null
# Jule's fee arrives by the bank statement (cashier import)
CJ=$(sk register list --format csv | awk -F, '$2 == "Jule" { print $4 }')
cat > auszug.xml <<X
<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>S</MsgId><CreDtTm>2026-04-30T08:00:00</CreDtTm></GrpHdr><Stmt><Id>1</Id>
<Ntry><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><Dt>2026-04-30</Dt></BookgDt><AcctSvcrRef>J1</AcctSvcrRef><NtryDtls><TxDtls>
<RltdPties><Dbtr><Nm>Jule Bank</Nm></Dbtr></RltdPties><RmtInf><Ustrd>Startgeld $CJ</Ustrd></RmtInf>
</TxDtls></NtryDtls></Ntry></Stmt></BkToCstmrStmt></Document>
X
sk cashier import auszug.xml >/dev/null || t_fail "the statement"
start s2 "SKATSHEET_NOW=2026-05-01T15:05:00Z $SK --db $DB tui --series 1"
expect "time up: the chooser says so" s2 "series 1: time is up (5:00 ago)" "! NOT FINISHED - Table 1"
keys s2 Enter
expect "the sheet shows the second entry's difference" s2 "SECOND ENTRY DIFFERS" "game 1: first passed"
keys s2 '$'
expect "the cash desk" s2 "Tag - cash desk" "owed" "Kasse now 80.00 (cash); at the end the organiser keeps"
keys s2 t
expect "t: the bank transfers booked" s2 "bank transfers booked (1):  10.00 euros in all" "Jule Bank" "Startgeld $CJ"
keys s2 m
expect "m: the mails sent" s2 "mails sent (0):"
keys s2 p
expect "p: the players again" s2 "Kasse now 80.00 (cash)"
keys s2 Escape
keys s2 q
wait_for s2 "TUI-EXIT 0" || t_fail "the TUI quits"
start s3 "SKATSHEET_LANG=de SKATSHEET_NOW=2026-05-01T14:30:00Z $SK --db $DB tui --series 1"
expect "German: the clock and the cash desk key" s3 "Serie 1: noch 30:00" "\$ Kasse"
keys s3 i
expect "German: the check-in screen" s3 "Einchecken (9 eingecheckt)" "Startgeld: bezahlt"
keys s3 Escape
keys s3 q
wait_for s3 "TUI-EXIT 0" || t_fail "the TUI quits (German)"
