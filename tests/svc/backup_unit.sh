#!/usr/bin/env bash
# The backup units the Debian package ships, disabled (issue 41):
# debian/skatsheet.skatsheet-backup@.service and its .timer.
# systemd-analyze verify finds nothing in either, the service's sandbox is
# rated at most 2.5 like the server's, the timer fires nightly and catches
# up a missed night, and the service's command, run as written against the
# example configuration, writes a dated backup and keeps the newest 14.
# engines: sqlite
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
SVC=$TDIR/../../debian/skatsheet.skatsheet-backup@.service
TIMER=$TDIR/../../debian/skatsheet.skatsheet-backup@.timer
if ! command -v systemd-analyze >/dev/null 2>&1; then
    t_fail "systemd-analyze available" "install systemd (scripts/install-deps)"
    exit 0
fi
mkdir -p units man/man1
sed "s|/usr/bin/skatsheet|$SK|" "$SVC" >units/skatsheet-backup@.service
cp "$TIMER" units/skatsheet-backup@.timer
"$TDIR/../../scripts/gen-man" "$SK" >man/man1/skatsheet.1
check "systemd-analyze verify: nothing to say" 0 -- env MANPATH="$TMP/man" \
    systemd-analyze verify "$TMP/units/skatsheet-backup@hub.service" "$TMP/units/skatsheet-backup@hub.timer"
[ -z "$ERR$OUT" ] && t_ok "verify printed nothing" || t_fail "verify printed nothing" "$OUT" "$ERR"
systemd-analyze security --offline=true "$TMP/units/skatsheet-backup@hub.service" >sec.out 2>&1
score=$(sed -n 's/.*Overall exposure level for [^:]*: \([0-9.]*\) .*/\1/p' sec.out)
awk -v s="$score" 'BEGIN { exit !(s != "" && s <= 2.5) }' &&
    t_ok "systemd-analyze security: $score (at most 2.5, OK)" ||
    t_fail "systemd-analyze security at most 2.5" "score '$score'" "$(tail -5 sec.out)"
CMD="ExecStart=/usr/bin/skatsheet --config /etc/skatsheet/%i.conf db backup --keep 14 /var/backups/skatsheet/%i"
for d in Type=oneshot User=skatsheet ProtectSystem=strict "ReadWritePaths=/var/lib/skatsheet /var/backups/skatsheet" \
    NoNewPrivileges=yes "$CMD"; do
    grep -qxF "$d" "$SVC" && t_ok "the service says $d" || t_fail "the service says $d"
done
for d in Persistent=true "WantedBy=timers.target"; do
    grep -qxF "$d" "$TIMER" && t_ok "the timer says $d" || t_fail "the timer says $d"
done
grep -q -- '--name=skatsheet-backup@ --no-enable --no-start' "$TDIR/../../debian/rules" &&
    t_ok "debian/rules installs the pair disabled" || t_fail "debian/rules: the backup units, disabled"
grep -q 'install -d -o skatsheet -g skatsheet -m 0750 /var/backups/skatsheet' "$TDIR/../../debian/skatsheet.postinst" &&
    t_ok "the package makes the backups' directory for the service's user" || t_fail "postinst: /var/backups/skatsheet"
next=$(systemd-analyze calendar "$(sed -n 's/^OnCalendar=//p' "$TIMER")" 2>/dev/null | sed -n 's/^ *Next elapse: //p')
[ -n "$next" ] && t_ok "the timer's calendar is valid (next: $next)" || t_fail "OnCalendar"

# the service's command as written, on the example configuration's database
# (in German: the example configuration says lang = de)
DB=$(new_db unit)
"$SK" --db "$DB" init >/dev/null
"$SK" --db "$DB" player add Anna >/dev/null
sed "s|^db = .*|db = $DB|" "$TDIR/../../debian/hub.conf" >hub.conf
args=$(sed -n 's|^ExecStart=/usr/bin/skatsheet --config /etc/skatsheet/%i.conf ||p' "$SVC" | sed "s|/var/backups/skatsheet/%i|$TMP/backups/hub|")
mkdir -p backups/hub
for i in $(seq 1 15); do : > "backups/hub/skatsheet-2026010$((i % 10))-0000$(printf %02d "$i").db"; done
# shellcheck disable=SC2086
check "the service's command writes a dated backup" 0 --out "backups/hub/skatsheet-" --out "(2 ältere Sicherungen entfernt)" \
    -- "$SK" --config hub.conf $args
[ "$(ls backups/hub | wc -l)" = 14 ] && t_ok "the newest 14 are kept" || t_fail "14 kept" "$(ls backups/hub)"
new=$(ls backups/hub | sort | tail -1)
[ "$(sqlite3 "backups/hub/$new" "SELECT name FROM players")" = Anna ] && t_ok "the newest is the database's backup" ||
    t_fail "newest backup" "$new"
