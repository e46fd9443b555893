#!/usr/bin/env bash
# The systemd unit the Debian package ships (debian/skatsheet.skatsheet-serve@.service):
# systemd-analyze verify finds nothing (the program, its manual page, every
# directive known), its sandbox is rated at most 2.5 ("OK") by
# systemd-analyze security, and it carries what a federation's operator
# expects: its own user, a read-only system but the database's directory,
# no new privileges, its own /tmp, the address families and system calls of
# an ordinary service, readiness through sd_notify.  The example
# configuration it points at is one `--config` takes.
# engines: sqlite
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
UNIT=$TDIR/../../debian/skatsheet.skatsheet-serve@.service
if ! command -v systemd-analyze >/dev/null 2>&1; then
    t_fail "systemd-analyze available" "install systemd (scripts/install-deps)"
    exit 0
fi
mkdir -p units man/man1
# the unit as installed, its program and manual page here
sed "s|/usr/bin/skatsheet|$SK|" "$UNIT" >units/skatsheet-serve@.service
"$TDIR/../../scripts/gen-man" "$SK" >man/man1/skatsheet.1
check "systemd-analyze verify: nothing to say" 0 -- env MANPATH="$TMP/man" \
    systemd-analyze verify "$TMP/units/skatsheet-serve@hub.service"
[ -z "$ERR$OUT" ] && t_ok "verify printed nothing" || t_fail "verify printed nothing" "$OUT" "$ERR"
systemd-analyze security --offline=true "$TMP/units/skatsheet-serve@hub.service" >sec.out 2>&1
score=$(sed -n 's/.*Overall exposure level for [^:]*: \([0-9.]*\) .*/\1/p' sec.out)
awk -v s="$score" 'BEGIN { exit !(s != "" && s <= 2.5) }' &&
    t_ok "systemd-analyze security: $score (at most 2.5, OK)" ||
    t_fail "systemd-analyze security at most 2.5" "score '$score'" "$(tail -5 sec.out)"
for d in Type=notify User=skatsheet ProtectSystem=strict ReadWritePaths=/var/lib/skatsheet \
    NoNewPrivileges=yes PrivateTmp=yes "RestrictAddressFamilies=AF_UNIX AF_INET AF_INET6" \
    SystemCallFilter=@system-service "ExecStart=/usr/bin/skatsheet --config /etc/skatsheet/%i.conf serve" \
    'ExecReload=/bin/kill -HUP $MAINPID' LogsDirectory=skatsheet; do
    grep -qxF "$d" "$UNIT" && t_ok "the unit says $d" || t_fail "the unit says $d"
done
# the example configuration (debian/hub.conf) as the unit would use it, with
# this test's database
DB=$(new_db unit)
"$SK" --db "$DB" init >/dev/null
sed "s|^db = .*|db = $DB|; s|^listen = .*|listen = 127.0.0.1:0|" "$TDIR/../../debian/hub.conf" >hub.conf
timeout 5 "$SK" --config hub.conf serve >serve.out 2>serve.err
grep -q "http://127.0.0.1:" serve.out && t_ok "the example configuration serves" ||
    t_fail "the example configuration serves" "$(cat serve.out serve.err)"
