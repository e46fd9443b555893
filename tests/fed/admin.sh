#!/usr/bin/env bash
# engines: sqlite postgresql
# A league across venues, the division leader's side (issue 27, items 1
# and 6): venues and which venue plays which venue group, access codes
# (stored only as a hash, one valid per venue and match day and per team,
# revoked and renewed), and the federation's member list (one identity per
# member number; all or nothing).
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db h)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
S league create L --season 2027 --series-per-matchday 1 >/dev/null
for t in A B C D; do
    S league team add $t --club "SC $t" >/dev/null
    for i in 1 2 3 4; do S player add "$t$i" >/dev/null; done
    S league roster add $t ${t}1 ${t}2 ${t}3 ${t}4 >/dev/null
done
S league matchday add 1 --date 2027-01-16 --venue A,B --venue C,D >/dev/null

check "a venue with its venue group" 0 --out "added venue 'Gasthaus Krone'" \
    --out "venue group 1 of match day 1 is played at 'Gasthaus Krone'" \
    -- S league venue add "Gasthaus Krone" --address "Markt 1, Bonn" --matchday 1 --group 1
check "a second venue" 0 --out "venue group 2 of match day 1 is played at 'Café Ass'" \
    -- S league venue add "Café Ass" --matchday 1 --group 2
check "the venue list" 0 --out "Gasthaus Krone  Markt 1, Bonn" \
    --out "match day 1 (2027-01-16), venue group 2: Café Ass" -- S league venue list
sum=$(db_sum "$DB")
check "a venue group played elsewhere already" 3 --err "venue group 1 of match day 1 is played at 'Gasthaus Krone' already" \
    -- S league venue add "Café Ass" --matchday 1 --group 1
check "an unknown venue group" 3 --err "match day 1 has no venue group 3" \
    -- S league venue add Neu --matchday 1 --group 3
check "a venue name with a control character" 3 --err "venue name: control character U+0009" \
    -- S league venue add "$(printf 'Bar\tx')"
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused venue changes: database unchanged" || t_fail "venue refusals" "db changed"

check "a venue's code for match day 1" 0 --out "code #1 (venue Gasthaus Krone, match day 1): " \
    --out "it is shown only now" -- S league code add --venue "Gasthaus Krone" --matchday 1
CODE1=$(sed -n 's/.*: \([0-9A-Z-]*\)$/\1/p' <<<"$OUT" | head -n 1)
[[ "$CODE1" =~ ^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$ ]] &&
    t_ok "a code is 16 characters without look-alikes in groups of four" || t_fail "code form" "$CODE1"
plain=${CODE1//-/}
if is_pg_uri "$DB"; then dump=$("$PG_BIN/pg_dump" -d "$DB"); else dump=$(sqlite3 "$DB" .dump); fi
if grep -q "INSERT INTO\|^COPY public.fed_codes" <<<"$dump" && ! grep -q "$plain" <<<"$dump"; then
    t_ok "the code is not in the database"; else t_fail "the code is not in the database" "found, or no dump"; fi
hash=$(printf '%s' "$plain" | sha256sum | cut -d' ' -f1)
[ "$(db_sql "$DB" "SELECT count(*) FROM fed_codes WHERE hash = '$hash'")" = 1 ] &&
    t_ok "only its SHA-256 is stored" || t_fail "hash" "not found"
sum=$(db_sum "$DB")
check "a second valid code for the same venue and day" 3 --err "this venue has a valid code for this match day already" \
    -- S league code add --venue "Gasthaus Krone" --matchday 1
check "a code for a venue that plays nothing that day" 3 --err "no venue group of match day 1 is played at 'Nowhere'" \
    -- bash -c "'$SK' --db '$DB' league venue add Nowhere >/dev/null && '$SK' --db '$DB' league code add --venue Nowhere --matchday 1"
sum=$(db_sum "$DB")
check "a code for a team not in the league" 3 --err "team 'Z' is not a team of league 'L'" \
    -- S league code add --captain Z
check "a code for nothing" 2 --err "--venue NAME --matchday N, --captain TEAM or --leader" -- S league code add
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused codes: database unchanged" || t_fail "code refusals" "db changed"
check "a captain's code" 0 --out "captain of B" -- S league code add --captain B
check "a leader's code, printed alone" 0 -- S league code add --leader --label "Erika Muster" --quiet
[[ "$OUT" =~ ^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$ ]] && t_ok "--quiet prints the code alone" ||
    t_fail "--quiet" "$OUT"
check "the code list names scopes, never codes" 0 --out "#3  official of the league (Erika Muster)" \
    --out "#1  venue Gasthaus Krone, match day 1" --no-out "$CODE1" -- S league code list
check "renew: the old one is revoked, a new one made" 0 --out "code #1 revoked; its successor:" \
    --out "code #4 (venue Gasthaus Krone, match day 1)" -- S league code renew 1
check "revoking a revoked code" 3 --err "code #1 was revoked on" -- S league code revoke 1
check "revoking the captain's code" 0 --out "code #2 revoked" -- S league code revoke 2
check "the list shows what was revoked" 0 --out "#2  captain of B  made" --out "revoked" -- S league code list

# ---- the member list
printf 'member,name,club,publish\n1001,A1,SC A,yes\n1002,A2,SC A,no\n2001,Neu Mann,SC X,\n' > m.csv
check "a member list: two players take their numbers, one is new" 0 \
    --out "players added 1, updated 2, unchanged 0" -- S player members m.csv
check "the same list again changes nothing" 0 --out "players added 0, updated 0, unchanged 3" \
    -- S player members m.csv
[ "$(db_sql "$DB" "SELECT i.member_no || ':' || p.publish FROM players p JOIN player_info i ON i.player_id = p.id WHERE p.name = 'A1'")" = "1001:1" ] &&
    t_ok "A1 is member 1001 and agreed to publication" || t_fail "A1" "$(db_sql "$DB" "SELECT * FROM player_info")"
printf 'member,name,club,publish\n1001,Anna Eins,SC A,yes\n' > rename.csv
check "a member renamed in the list is renamed here (one identity)" 0 --out "updated 1" \
    -- S player members rename.csv
[ "$(db_sql "$DB" "SELECT count(*) FROM players p JOIN player_info i ON i.player_id = p.id WHERE i.member_no = '1001' AND p.name = 'Anna Eins'")" = 1 ] &&
    t_ok "member 1001 keeps one row under the new name" || t_fail "rename" "not renamed"
sum=$(db_sum "$DB")
printf 'member,name,club,publish\n3001,Ok,,\n1003,B1,SC B,maybe\n1001,Zed,,\nx+y,Q,,\n9,A2,,\n' > bad.csv
check "a bad member list is refused whole, every line named" 3 --err "line 3: publish 'maybe'" \
    --err "line 5: member number 'x+y'" --err "line 6: 'A2' is the player with member number 1002" \
    --err "bad.csv: 3 problems, nothing imported" \
    -- S player members bad.csv
check "a name that is another member's player" 3 \
    --err "line 2: 'A2' is the player with member number 1002 here: a second 'A2' needs another name" \
    -- S player members <(printf 'member,name,club,publish\n1005,A2,,\n')
check "a member list without members" 3 --err "no members in the file" \
    -- S player members <(printf 'member,name,club,publish\n')
check "a member list without the publish column" 3 --err "publish" \
    -- S player members <(printf 'member,name,club\n1,X,\n')
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused member lists: database unchanged" || t_fail "member refusals" "db changed"
