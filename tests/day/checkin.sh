#!/usr/bin/env bash
# engines: sqlite postgresql
# The door of a tournament day (issue 31): personal codes of the
# pre-registrations, scans (a code as typed or from its QR page, a member
# number, a player pass), a duplicate, an unknown code and a code of
# another tournament that change nothing, the fee taken at the door,
# seating as players check in (fair: a club kept apart; reproducible: the
# same seed and arrivals give the same seats), closing the door into an
# ISkO seating, and late arrivals filling or opening tables.
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db c)
S() { "$SK" --db "$DB" "$@"; }
code_of() { S register list --all --format csv | awk -F, -v n="$1" '$2 == n { print $4 }'; }

S init >/dev/null
S tournament create Open --series 2 --rules isko,entry_fee_ct=1200 >/dev/null
S tournament create Other >/dev/null
S tournament use Open >/dev/null
for i in 01 02 03 04 05 06 07 08 09 10 11 12 13; do
    club="SC Rot"; [ "${i#0}" -gt 4 ] && club="Club $i"
    S register add "Spieler $i" --club "$club" >/dev/null || t_fail "register $i"
done
check "pre-register with a member number" 0 --out "registered 'Anna Aue' for 'Open'" --out "code " \
    -- S register add "Anna Aue" --member "DSKV-0123456" --lady --born 1961
check "the codes are listed" 0 --out "Open: 14 registrations" --out "Anna Aue" -- S register list
[ "$(S register list --format csv | tail -n +2 | cut -d, -f4 | sort -u | wc -l)" = 14 ] \
    && t_ok "every registration has its own code" || t_fail "codes unique" "$(S register list --format csv)"
S player add "Ohne Anmeldung" --member 777 >/dev/null
OTHER=$(S register add "Gast" -t Other | sed 's/.*code //')

# seating at check-in: 13 + 1 expected -> 3 tables planned; the four of SC Rot apart
check "the door opens" 0 --out "series 1 of 'Open' is seated at check-in: 3 tables planned, seed 42" \
    -- S checkin open --series 1 --seed 42 --separate club
sum=$(db_sum "$DB")
check "series draw refused while the door is open" 3 --err "series 1 is being seated at check-in" \
    -- S series draw 1
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused draw: unchanged" || t_fail "refused draw changed the database"

C1=$(code_of "Spieler 01")
check "a scan checks in and seats at once" 0 --out "Spieler 01 (no. 1) checked in (a new player): series 1, table" \
    --out "fee 12.00 euros paid (cash)" -- S checkin scan "$C1"
sum=$(db_sum "$DB")
check "a duplicate scan changes nothing" 3 --err "'Spieler 01' checked in already" --err "nothing changed" \
    -- S checkin scan "$(echo "$C1" | tr 'A-Z' 'a-z' | tr -d -)"
check "an unknown code changes nothing" 3 --err "unknown code or member number 'ZZZZZZZZ'" \
    -- S checkin scan ZZZZ-ZZZZ
check "a code of another tournament changes nothing" 3 \
    --err "is a registration of tournament 'Other', not of 'Open': nothing changed" -- S checkin scan "$OTHER"
check "a hostile scan is refused" 3 --err "scan 'K7\\x1B[2J': control character U+001B" \
    -- S checkin scan $'K7\e[2J'
check "an empty scan is refused" 3 --err "scan: empty" -- S checkin scan "  "
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused scans: database unchanged" || t_fail "refused scans changed the database"

# a scanner typing into a pipe: the QR page of a code, lower case, a fee owed
C2=$(code_of "Spieler 02"); C3=$(code_of "Spieler 03")
printf 'http://192.168.1.20:8080/checkin/%s\r\n%s\n' "${C2/-/}" "$(echo "$C3" | tr 'A-Z' 'a-z')" > scans.txt
check "scans from a pipe (a USB scanner)" 0 --out "Spieler 02 (no. 2) checked in" --out "Spieler 03 (no. 3) checked in" \
    --out "fee 12.00 euros owed" --stdin scans.txt -- S checkin scan - --fee owed
check "a member number checks in" 0 --out "Anna Aue (no. 4) checked in" -- S checkin scan "DSKV 0123456"
check "a player pass's QR text (its last run of digits)" 0 --out "Ohne Anmeldung (no. 5) checked in" \
    -- S checkin scan "SKATPASS:000777"
for i in 04 05 06 07 08 09 10 11 12 13; do S checkin scan "$(code_of "Spieler $i")" >/dev/null; done
check "a fee waived at the desk" 0 --out "fee 0.00 euros waived" \
    -- S checkin add "Walk In" --new --club "SC Rot" --fee waived --ct 0
# SC Rot (four players and a walk-in) sit at different tables where the 4 tables allow
rot_tables=$(S checkin list --format csv | awk -F, 'NR > 1 && $3 ~ /^(Spieler 0[1-4]|Walk In)$/ { print $7 }' | sort | uniq -c | awk '$1 > 1' | wc -l)
[ "$rot_tables" -le 1 ] && t_ok "a club is kept apart by the seats drawn" \
    || t_fail "club apart" "$(S checkin list --format csv)"
check "the list of arrivals" 0 --out "Open: 16 players checked in" --out "series 1, table" -- S checkin list

# reproducible: the same seed and the same arrivals give the same seats
S checkin list --format csv | cut -d, -f3,7,8 > seats_a.txt
DB2=$(db_copy "$DB" c2)
db_sql "$DB2" "DELETE FROM checkin_seats; DELETE FROM checkins; DELETE FROM attendance; DELETE FROM fees; UPDATE registrations SET state = 'waiting', player_id = NULL, decided = NULL;"
S2() { "$SK" --db "$DB2" "$@"; }
S2 checkin cancel --series 1 >/dev/null && S2 checkin open --series 1 --seed 42 --separate club >/dev/null
while IFS=, read -r arrival time player rest; do
    [ "$arrival" = arrival ] && continue
    case "$player" in
        "Anna Aue") S2 checkin scan "DSKV-0123456" >/dev/null ;;
        "Ohne Anmeldung") S2 checkin add "Ohne Anmeldung" >/dev/null ;;
        "Walk In") S2 checkin add "Walk In" --fee waived --ct 0 >/dev/null ;;
        *) S2 checkin scan "$(S2 register list --all --format csv | awk -F, -v n="$player" '$2 == n { print $4 }')" >/dev/null ;;
    esac
done < <(S checkin list --format csv)
S2 checkin list --format csv | cut -d, -f3,7,8 > seats_b.txt
diff -q seats_a.txt seats_b.txt >/dev/null && t_ok "the same seed and arrivals: the same seats" \
    || t_fail "reproducible seats" "$(diff seats_a.txt seats_b.txt | head)"

# closing: 16 = 4 x 4; one planned table had room for the rest
check "closing the door makes the ISkO seating" 0 --out "16 players at 4 tables (seed 42)" -- S checkin close --series 1
check "the seating is the series' tables" 0 --out "table 4 (4 players)" -- S series show 1
S series codes 1 | grep -q "table 4" && t_ok "every table has its entry code" || t_fail "entry codes after closing"
S checkin list --format csv | awk -F, 'NR > 1 { print $7 "," $8 }' | sort | uniq -d > dup.txt
[ ! -s dup.txt ] && t_ok "no seat twice" || t_fail "a seat twice" "$(cat dup.txt)"

# late arrivals: 17 opens a table (two 4-tables give their seat 4), 18 and 19 fill it
for n in L1 L2 L3 L4; do S register add "Late $n" >/dev/null; done
check "a late arrival opens a table" 0 --out "Late L1 (no. 17) checked in" --out "a late arrival opens the table" \
    -- S checkin scan "$(code_of "Late L1")"
check "the next one fills it" 0 --out "(a late arrival: the table seats four now)" -- S checkin scan "$(code_of "Late L2")"
S game add --series 1 --table 1 --declarer 2 grand --with 1 --points 61 >/dev/null
S game add --series 1 --table 2 --declarer 2 grand --with 1 --points 61 >/dev/null
S game add --series 1 --table 3 --declarer 2 grand --with 1 --points 61 >/dev/null
S game add --series 1 --table 4 --declarer 2 grand --with 1 --points 61 >/dev/null
S game add --series 1 --table 5 --declarer 2 grand --with 1 --points 61 >/dev/null
check "once every table has begun: the next series" 0 --out "series 1 has begun: seated by the draw of series 2" \
    -- S checkin scan "$(code_of "Late L3")"
check "and the draw of series 2 seats them" 0 --out "Late L3" -- S series draw 2 --seed 1
check "check: nobody present without a table" 1 --no-out "without a table" -- S check
# every series begun (the clock of the last one runs): refused, nothing changed
S clock start --series 2 >/dev/null
sum=$(db_sum "$DB")
check "after the last series began: refused" 3 --err "every series of 'Open' has begun" \
    -- S checkin scan "$(code_of "Late L4")"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused late arrival: unchanged" || t_fail "refused late arrival changed the database"

# German
check "German: a duplicate" 3 --err "nichts geändert" -- S --lang de checkin scan "$C1"
check "German: the list" 0 --out "Spieler eingecheckt" -- S --lang de checkin list
