#!/usr/bin/env bash
# Exports onto a full disk (issue 15 item 14): every writer names the cause
# in the user's words ("No space left on device"), not a library's code
# (libxlsxwriter said "Zip generic error ZIP_ERRNO"), exit 1, no temp file
# left, an existing file of that name kept as it was.  Needs a small tmpfs
# (root, mount permitted); otherwise the cases are reported as skipped.
# engines: sqlite (exports onto a full tmpfs; the database is only their source)
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$TMP/t.db
"$SK" --db "$DB" demo --players 13 --series 2 >/dev/null || { t_fail setup "demo failed"; exit 0; }
mkdir full
if ! mount -t tmpfs -o size=64k tmpfs full 2>/dev/null; then
    t_ok "full disk (skipped: cannot mount a tmpfs here)"
    exit 0
fi
trap 'umount "$TMP/full" 2>/dev/null; lib_cleanup' EXIT
echo "the old export" >full/old.xlsx
cp full/old.xlsx full/old.pdf
cp full/old.xlsx full/old.csv
dd if=/dev/zero of=full/fill bs=4k count=64 2>/dev/null   # until the device is full
for kind in xlsx pdf; do
    check "export $kind onto a full disk" 1 --err "cannot write full/new.$kind: No space left on device" \
        -- "$SK" --db "$DB" export "$kind" "full/new.$kind"
    case "$ERR" in *ZIP*|*zip*|*"library error"*) t_fail "export $kind: no library code" "$ERR" ;;
        *) t_ok "export $kind: no library code" ;; esac
    check "export $kind over an existing file on a full disk" 1 --err "No space left on device" \
        -- "$SK" --db "$DB" export "$kind" "full/old.$kind"
    [ "$(cat "full/old.$kind")" = "the old export" ] && t_ok "export $kind: the old file kept" ||
        t_fail "export $kind: the old file kept"
done
check "export games onto a full disk" 1 --err "No space left on device" \
    -- "$SK" --db "$DB" export games full/new.csv
check "sheet pdf onto a full disk" 1 --err "No space left on device" \
    -- "$SK" --db "$DB" sheet pdf full/sheet.pdf --series 1
if ls -a full | grep -q 'tmp\|new\.\|sheet'; then
    t_fail "nothing left behind on the full disk" "$(ls -a full)"
else
    t_ok "nothing left behind on the full disk"
fi
