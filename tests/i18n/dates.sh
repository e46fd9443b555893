#!/usr/bin/env bash
# Dates and times as a German club writes them (issue 36): a typed date in
# German (15.01.2027) or ISO (2027-01-15), one parser (text.h); times shown
# in local time, Europe/Berlin unless `config tz` (or $TZ) says otherwise,
# German as 15.01.2027 01:37; UTC stays inside the database.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
cd "$TMP" || exit 1
unset TZ
DB=$(new_db dates)
S() { "$SK" --db "$DB" "$@"; }
de() { ( unset LC_ALL LC_MESSAGES LANGUAGE; export LANG=de_DE.UTF-8; "$SK" --db "$DB" "$@" ); }
S init >/dev/null
for p in Anna Bernd Carla Dora; do S player add "$p" >/dev/null; done

# ---- typed dates: German and ISO, stored as ISO ----
check "German date accepted" 0 --out "15.01.2027" -- de tournament create Winter --date 15.01.2027
check "one-digit day and month" 0 -- S tournament create Fruehling --date 5.4.2027
check "ISO date accepted" 0 -- S tournament create Sommer --date 2027-07-01
[ "$(db_sql "$DB" "SELECT date FROM tournaments WHERE name IN ('Winter', 'Fruehling', 'Sommer') ORDER BY date")" = \
  "$(printf '2027-01-15\n2027-04-05\n2027-07-01')" ] && t_ok "stored as YYYY-MM-DD" ||
    t_fail "stored as YYYY-MM-DD" "$(db_sql "$DB" "SELECT name, date FROM tournaments")"
check "German date shown German" 0 --out "05.04.2027" -- de tournament show -t Fruehling
check "English shows ISO" 0 --out "2027-04-05" -- S tournament show -t Fruehling
# ---- refused dates: the field named, exit 3, nothing stored ----
sum=$(db_sum "$DB")
check "31.02. refused" 3 --err "--date '31.02.2027' is not a real date: write it as 15.01.2027 or 2027-01-15" -- S tournament create X --date 31.02.2027
check "German refusal" 3 --err "--date '31.02.2027' ist kein echtes Datum: als 15.01.2027 oder 2027-01-15 schreiben" -- de tournament create X --date 31.02.2027
check "two-digit year refused" 3 --err "--date '15.01.27' is not a real date" -- S tournament create X --date 15.01.27
check "a tail refused" 3 --err "--date '15.01.2027.' is not a real date" -- S tournament create X --date 15.01.2027.
check "three-digit day refused" 3 --err "--date '015.01.2027' is not a real date" -- S tournament create X --date 015.01.2027
check "2027-13-01 refused" 3 --err "--date '2027-13-01' is not a real date" -- S tournament create X --date 2027-13-01
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused dates change nothing" || t_fail "refused dates change nothing"

# ---- times: the stored UTC stamp in local time ----
S series draw 1 --seed 1 -t Winter >/dev/null
S game add -t Winter --series 1 --table 1 --declarer 2 clubs --with 1 --points 70 >/dev/null
S game edit -t Winter --series 1 --table 1 --game 1 --declarer 2 clubs --with 1 --points 80 >/dev/null
stamp=$(db_sql "$DB" "SELECT changed FROM games_audit ORDER BY audit_id LIMIT 1")
utc="${stamp:0:10} ${stamp:11:8} UTC"
want_de=$(TZ=Europe/Berlin date -d "$utc" '+%d.%m.%Y %H:%M')
want_en=$(TZ=Europe/Berlin date -d "$utc" '+%Y-%m-%d %H:%M:%S')
want_lon=$(TZ=Europe/London date -d "$utc" '+%d.%m.%Y %H:%M')
check "game history in German: Berlin time, to the minute" 0 --out "$want_de  " -- de game history -t Winter --series 1
check "game history in English: Berlin time" 0 --out "$want_en" -- S game history -t Winter --series 1
[ "$want_de" != "$(date -u -d "$utc" '+%d.%m.%Y %H:%M')" ] && t_ok "Berlin is not UTC (the check can fail)" ||
    t_fail "Berlin differs from UTC"
check "config tz Europe/London" 0 --out "tz is now Europe/London" -- S config tz Europe/London
check "game history follows config tz" 0 --out "$want_lon  " -- de game history -t Winter --series 1
check "config tz beats TZ" 0 --out "$want_lon  " -- env TZ=Asia/Tokyo "$SK" --db "$DB" --lang de game history -t Winter --series 1
sum=$(db_sum "$DB")
check "config tz: unknown zone refused" 3 --err "tz 'Mars/Olympus' is not a time zone of this system" -- S config tz Mars/Olympus
check "config tz: German refusal" 3 --err "Zeitzone (tz) 'Mars/Olympus' gibt es auf diesem System nicht" -- de config tz Mars/Olympus
check "config tz: no path" 3 --err "is not a time zone" -- S config tz ../../../etc/passwd
[ "$(db_sum "$DB")" = "$sum" ] && t_ok "refused zones change nothing" || t_fail "refused zones change nothing"
check "config tz --unset" 0 -- S config tz --unset
check "without config tz: \$TZ" 0 --out "$(TZ=Asia/Tokyo date -d "$utc" '+%d.%m.%Y %H:%M')  " -- env TZ=Asia/Tokyo "$SK" --db "$DB" --lang de game history -t Winter --series 1
[ "$(db_sql "$DB" "SELECT changed FROM games_audit ORDER BY audit_id LIMIT 1")" = "$stamp" ] &&
    t_ok "the database keeps UTC" || t_fail "the database keeps UTC"
exit 0
