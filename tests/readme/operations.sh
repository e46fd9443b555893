#!/usr/bin/env bash
# docs/operations.md run as written (issue 41; tests/readme/lib_readme.sh):
# each section's command blocks, in the page's order, with what a test
# cannot use stood in for, here and nowhere else:
#  - paths: /etc/skatsheet, /var/lib/skatsheet and /var/backups/skatsheet
#    are directories under $TMP, /usr/share/doc/skatsheet/examples is
#    debian/ (what the package installs there); ports 8080, 8081, 8082,
#    8090 are free ones; the copied configuration gets the test's database
#    (the page's "# edit db, listen, ...")
#  - systemctl and journalctl are shell functions: an instance
#    skatsheet-serve@NAME runs the unit's ExecStart (`skatsheet --config
#    /etc/skatsheet/NAME.conf serve`, with --listen the free port for the
#    file's) in the background, its standard error its journal; start and
#    enable --now wait for /healthz, stop and restart send SIGTERM and wait
#    for the end, reload sends SIGHUP; skatsheet-backup@NAME.service runs
#    the backup unit's ExecStart; enabling the timer does nothing (the
#    timer itself: tests/svc/backup_unit.sh); runuser -u skatsheet runs
#    the command as this user
#  - not run: make deb and apt install (the package: make fresh
#    FRESH_STEPS=deb), on SQLite the --format pg backup (refused there, as
#    the page's table says); the blocks of Metrics and The log are output
#    and configuration, not commands (tests/web/metrics.sh checks them)
#  - createdb hub_drill: the test's new database (a file on SQLite); the
#    nightly backup's file name the newest one the commands before wrote;
#    in Upgrades, club.db is the venue file of schema 23 of
#    tests/fixtures/upgrade and the versions shown are its and this
#    program's; in the rolling upgrade nginx's 10 s are 1 s (no nginx here:
#    tests/svc/rolling.sh)
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$TDIR/lib_readme.sh"
. "$TDIR/../web/lib_web.sh"   # free_port
ROOT=$(cd "$TDIR/../.." && pwd)
PAGE=$ROOT/docs/operations.md
cd "$TMP" || exit 1
declare -A PID=() PORT=()
trap 'for n in "${!PID[@]}"; do kill -TERM "${PID[$n]}" 2>/dev/null; done; wait 2>/dev/null; md_stop_bg; lib_cleanup' EXIT
[ "$ENGINE" = postgresql ] && export PATH="$PG_BIN:$PATH" PGHOST=$SKATSHEET_TEST_PG
section() { md_section "$PAGE" "$1" || t_fail "docs/operations.md has a section '$1'"; }
P8080=$(free_port); P8081=$(free_port); P8082=$(free_port); P8090=$(free_port)
PORT[hub]=$P8080; PORT[hub-a]=$P8081; PORT[hub-b]=$P8082
mkdir -p etc lib backups
HUB=$(new_db hub)
[ "$ENGINE" = sqlite ] && HUB=$TMP/lib/hub.db
UNIT=$ROOT/debian/skatsheet.skatsheet-serve@.service
BUNIT=$ROOT/debian/skatsheet.skatsheet-backup@.service
PATHS="s|/etc/skatsheet|$TMP/etc|g; s|/var/lib/skatsheet|$TMP/lib|g; s|/var/backups/skatsheet|$TMP/backups|g"
PATHS="$PATHS; s|/usr/share/doc/skatsheet/examples|$ROOT/debian|g"
PATHS="$PATHS; s|127.0.0.1:8080|127.0.0.1:$P8080|g; s|127.0.0.1:8081|127.0.0.1:$P8081|g"
PATHS="$PATHS; s|127.0.0.1:8082|127.0.0.1:$P8082|g; s|127.0.0.1:8090|127.0.0.1:$P8090|g"

# ---- the stand-ins for the system's programs
instance() { local u=${1#skatsheet-serve@}; echo "${u%.service}"; }
serve_up() {   # NAME: the unit's ExecStart, its port the test's
    local n=$1 cmd
    cmd=$(sed -n 's|^ExecStart=/usr/bin/skatsheet ||p' "$UNIT" | sed "s|%i|$n|g; $PATHS")
    # shellcheck disable=SC2086
    "$SK" $cmd --listen "127.0.0.1:${PORT[$n]}" >>"$TMP/$n.stdout" 2>>"$TMP/skatsheet-serve@$n.journal" &
    PID[$n]=$!
    for _ in $(seq 1 100); do
        [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:${PORT[$n]}/healthz")" = 200 ] && return 0
        sleep 0.05
    done
    echo "skatsheet-serve@$n did not start: $(tail -2 "$TMP/skatsheet-serve@$n.journal")"; return 1
}
serve_down() { [ -n "${PID[$1]:-}" ] || return 0; kill -TERM "${PID[$1]}"; wait "${PID[$1]}"; local rc=$?; unset "PID[$1]"; return $rc; }
systemctl() {
    local verb=$1; shift
    [ "$verb" = enable ] && [ "$1" = --now ] && { verb=start; shift; }
    case "$1" in
        skatsheet-backup@*.timer) echo "(the timer: tests/svc/backup_unit.sh)" ;;
        skatsheet-backup@*.service)
            local n=${1#skatsheet-backup@} cmd; n=${n%.service}
            cmd=$(sed -n 's|^ExecStart=/usr/bin/skatsheet ||p' "$BUNIT" | sed "s|%i|$n|g; $PATHS")
            # shellcheck disable=SC2086
            "$SK" $cmd >>"$TMP/skatsheet-backup@$n.service.journal" 2>&1 ;;
        skatsheet-serve@*)
            local n; n=$(instance "$1")
            case "$verb" in
                start) serve_up "$n" ;;
                stop) serve_down "$n" ;;
                restart) serve_down "$n" && serve_up "$n" ;;
                reload) kill -HUP "${PID[$n]}" ;;
                *) echo "systemctl $verb: not stood in for"; return 1 ;;
            esac ;;
        *) echo "systemctl $verb $1: not stood in for"; return 1 ;;
    esac
}
journalctl() { [ "$1" = -u ] && cat "$TMP/$2.journal"; }
runuser() { [ "$1" = -u ] && [ "$3" = -- ] && shift 3 && "$@"; }
skatsheet() { "$SK" "$@"; }

# ---- The Debian package and the service
MD_SKIP=("make deb                       # build/skatsheet_0.1.0_amd64.deb (debhelper; lintian: no error)"
         "apt install ./build/skatsheet_0.1.0_amd64.deb")
# the copy, then the edit the page asks for: the test's database
MD_SED="$PATHS; s|^\(cp [^ ]*\) \([^ ]*\) .*|\1 \2 \&\& sed -i 's,^db = .*,db = $HUB,' \2|"
md_run "service" < <(section "The Debian package and the service")
[ "$MD_NCMD" = 5 ] && t_ok "service: 5 commands run" || t_fail "service: 5 commands run" "$MD_NCMD"
for _ in $(seq 1 50); do grep -q "SIGHUP" "$TMP/skatsheet-serve@hub.journal" && break; sleep 0.05; done
grep -q "SIGHUP: $TMP/etc/hub.conf neu gelesen: Sprache de" "$TMP/skatsheet-serve@hub.journal" &&
    t_ok "service: reload: the configuration read again (the journal says so)" ||
    t_fail "service: reload" "$(tail -3 "$TMP/skatsheet-serve@hub.journal")"
grep -q "msg=request" "$TMP/skatsheet-serve@hub.journal" && t_ok "service: the journal holds the requests' lines" ||
    t_fail "service: journal" "$(cat "$TMP/skatsheet-serve@hub.journal")"
# a tournament on the hub, for what follows
export SKATSHEET_DB=$HUB
for i in 1 2 3 4; do skatsheet player add "Spieler $i" >/dev/null; done
skatsheet tournament create Abend --series 1 >/dev/null
skatsheet series draw 1 --seed 3 >/dev/null
skatsheet game add --series 1 --table 1 --declarer 2 grand --with 1 --points 75 >/dev/null

MD_SKIP=()
MD_SED=$PATHS
md_run "health" < <(section 'Health: `GET /healthz`')
[ "$MD_NCMD" = 1 ] && [ "$MD_NOUT" = 1 ] && t_ok "health: asked, its answer as shown" || t_fail "health: 1 command, 1 line" "$MD_NCMD $MD_NOUT"

[ "$ENGINE" = sqlite ] && MD_SKIP=("skatsheet db backup --format pg hub-2027-01-16.pgdump # pg_dump's custom format (PostgreSQL)")
md_run "backups" < <(section "Backups and restore")
[ "$MD_NCMD" -ge 3 ] && t_ok "backups: $MD_NCMD commands run" || t_fail "backups: 3 or 4 commands run" "$MD_NCMD"
MD_SKIP=()
check "backups: the restored hub still has its game" 0 --out "Spieler" -- skatsheet standings -t Abend

MD_SED="$PATHS; s|/NAME|/hub|g; s|^15 3 \* \* \* ||"
md_run "nightly" < <(section 'Every night: `--keep N DIR`')
[ "$MD_NCMD" = 5 ] && t_ok "nightly: 5 commands run" || t_fail "nightly: 5 commands run" "$MD_NCMD"
n=$(ls "$TMP/backups/hub" | grep -c '^skatsheet-.*\.db$')
[ "$n" -ge 3 ] && t_ok "nightly: $n dated backups in /var/backups/skatsheet/hub" || t_fail "nightly backups" "$(ls "$TMP/backups/hub")"
grep -q "gesichert (" "$TMP/skatsheet-backup@hub.service.journal" && t_ok "nightly: the backup unit's journal says it (in German: lang = de)" ||
    t_fail "nightly: backup journal" "$(cat "$TMP/skatsheet-backup@hub.service.journal" 2>/dev/null)"

DRILL=$(new_db hub_drill)
newest=$(ls "$TMP/backups/hub" | grep '^skatsheet-.*\.db$' | sort | tail -1)
MD_SED="$PATHS; s|^createdb hub_drill .*|: the test made $DRILL|; s|postgresql:///hub_drill|$DRILL|g"
MD_SED="$MD_SED; s|$TMP/backups/hub/skatsheet-20270116-031500.db|$TMP/backups/hub/$newest|"
md_after_bg() { for _ in $(seq 1 100); do curl -s -o /dev/null "http://127.0.0.1:$P8090/healthz" && return; sleep 0.05; done; }
md_run "drill" < <(section "The restore drill")
[ "$MD_NCMD" = 5 ] && t_ok "drill: 5 commands run (the standings of the restore and the hub byte for byte)" ||
    t_fail "drill: 5 commands run" "$MD_NCMD"
md_stop_bg

latest=$("$SK" --db "$TMP/l.db" init | sed -n 's/.*schema version \([0-9]*\).*/\1/p')
gunzip -c "$ROOT/tests/fixtures/upgrade/venue.db.gz" >club.db
MD_SED="s|schema version 23,|schema version $latest,|; s|club.db.v22.bak|club.db.v23.bak|"
md_run "upgrade" < <(section "Upgrades without loss")
[ "$MD_NCMD" = 1 ] && [ "$MD_NOUT" = 2 ] && t_ok "upgrade: the copy said as shown" || t_fail "upgrade: 1 command, 2 lines" "$MD_NCMD $MD_NOUT"
[ -f club.db.v23.bak ] && t_ok "upgrade: club.db.v23.bak is there" || t_fail "upgrade: the copy"

# two instances, each its own configuration, as the page says
for n in hub-a hub-b; do
    sed "s|^listen = .*|listen = 127.0.0.1:${PORT[$n]}|" "$TMP/etc/hub.conf" >"$TMP/etc/$n.conf"
    systemctl start "skatsheet-serve@$n" >/dev/null || t_fail "$n starts"
done
a_old=${PID[hub-a]}; b_old=${PID[hub-b]}
MD_SKIP=("apt install ./skatsheet_0.1.0_amd64.deb             # the running instances keep the old program")
MD_SED="$PATHS; s|^sleep 10 |sleep 1 |"
md_run "rolling" < <(section "Rolling upgrade behind nginx")
MD_SKIP=()
[ "$MD_NCMD" = 5 ] && t_ok "rolling: 5 commands run" || t_fail "rolling: 5 commands run" "$MD_NCMD"
[ "${PID[hub-a]}" != "$a_old" ] && [ "${PID[hub-b]}" != "$b_old" ] && t_ok "rolling: both instances are new processes" ||
    t_fail "rolling: new processes" "$a_old ${PID[hub-a]} $b_old ${PID[hub-b]}"
grep -q "terminated: wird beendet" "$TMP/skatsheet-serve@hub-a.journal" && t_ok "rolling: A was stopped by SIGTERM" ||
    t_fail "rolling: A SIGTERM" "$(tail -3 "$TMP/skatsheet-serve@hub-a.journal")"
