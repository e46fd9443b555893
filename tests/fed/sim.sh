#!/usr/bin/env bash
# The scale and fault simulation of a league across venues (tests/fed/sim.py)
# at a small size: 16 teams in 2 divisions, 4 venue groups at 3 venues,
# two hub instances on one database; a hub killed during the pushes,
# pushes repeated and resent from the start, bodies cut in the middle, a
# venue's clock an hour wrong.  Nothing lost, nothing twice, the tables
# right.  The full size is bench/fed.
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
if ! command -v faketime >/dev/null; then
    t_fail "faketime is installed" "run scripts/install-deps (Debian package faketime)"
    exit 0
fi
/usr/bin/python3 "$TDIR/sim.py" --skatsheet "$SK" --dir "$TMP" --divisions 2 --teams 8 --venues 3 \
    --games4 8 --games3 6 --workers 4
exit 0
