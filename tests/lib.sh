# tests/lib.sh - helpers for shell test suites.  Source it, then call
# `check` per case.  Each case prints "ok - SUITE: NAME" or "FAIL - ...".
#
#   check NAME RC [--out TEXT]... [--err TEXT]... [--no-out TEXT]
#         [--golden FILE] [--stdin FILE] -- CMD ARGS...
#       runs CMD, checks its exit status is RC, that stdout contains every
#       --out TEXT, stderr every --err TEXT, stdout equals the golden file
#       (tests/<dir>/golden/FILE; UPDATE_GOLDEN=1 rewrites it).
#   db_sum FILE        checksum of the database's logical content
#   t_ok NAME / t_fail NAME DETAIL...   report a case by hand
set -u
SK=${SKATSHEET:?}
SUITE=${SUITE:-$(basename "$0" .sh)}
TDIR=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
export LC_ALL=C.UTF-8
unset SKATSHEET_DB SKATSHEET_LANG LANGUAGE

t_ok() { echo "ok - $SUITE: $1"; }
t_fail() {
    local name=$1; shift
    echo "FAIL - $SUITE: $name"
    local l
    for l in "$@"; do printf '    %s\n' "$l"; done
}

# Last run's results, for extra checks by the caller.
OUT=""; ERR=""; RC=0

check() {
    local name=$1 want=$2; shift 2
    local outs=() errs=() nouts=() golden="" stdin=/dev/null
    while [ $# -gt 0 ]; do
        case "$1" in
            --out) outs+=("$2"); shift 2 ;;
            --err) errs+=("$2"); shift 2 ;;
            --no-out) nouts+=("$2"); shift 2 ;;
            --golden) golden=$2; shift 2 ;;
            --stdin) stdin=$2; shift 2 ;;
            --) shift; break ;;
            *) echo "check: bad option $1" >&2; return 1 ;;
        esac
    done
    "$@" <"$stdin" >"$TMP/out" 2>"$TMP/err"
    RC=$?
    OUT=$(cat "$TMP/out"); ERR=$(cat "$TMP/err")
    local problems=()
    [ "$RC" = "$want" ] || problems+=("exit status $RC, expected $want")
    local s
    for s in "${outs[@]+"${outs[@]}"}"; do
        grep -qF -- "$s" "$TMP/out" || problems+=("stdout lacks: $s")
    done
    for s in "${nouts[@]+"${nouts[@]}"}"; do
        grep -qF -- "$s" "$TMP/out" && problems+=("stdout has: $s")
    done
    for s in "${errs[@]+"${errs[@]}"}"; do
        grep -qF -- "$s" "$TMP/err" || problems+=("stderr lacks: $s")
    done
    if [ -n "$golden" ]; then
        local g="$TDIR/golden/$golden"
        if [ "${UPDATE_GOLDEN:-0}" = 1 ]; then
            mkdir -p "$TDIR/golden"; cp "$TMP/out" "$g"
        elif ! diff -u "$g" "$TMP/out" >"$TMP/diff" 2>&1; then
            problems+=("stdout differs from golden/$golden:")
            while IFS= read -r s; do problems+=("  $s"); done < <(head -n 30 "$TMP/diff")
        fi
    fi
    if [ ${#problems[@]} -eq 0 ]; then
        t_ok "$name"
    else
        t_fail "$name" "command: $*" "${problems[@]}" "stderr: $(head -c 400 "$TMP/err")"
    fi
}

db_sum() {
    if [ -f "$1" ]; then
        sqlite3 "$1" .dump | sha256sum | cut -d' ' -f1
    else
        echo missing
    fi
}

# The schema version this build creates: the highest schema/NNN_*.sql.
SCHEMA_LATEST=$(ls "$TDIR/../../schema/"*.sql | sed 's|.*/0*\([0-9][0-9]*\)_[^/]*$|\1|' | sort -n | tail -n 1)
