# tests/house/lib_house.sh - helpers of the house-rule suites; source it
# after tests/lib.sh with DB set to the suite's database.
#
#   S ARGS...          skatsheet on $DB
#   house_db PLAYER... a new database at $DB with these players
#   mk NAME RULES PLAYER... [create options...]
#                      a tournament under --rules RULES with series 1 seated
#                      by hand at table 1 (seat 1 = the first name)
#   g NAME GAME-ARGS   record a game at series 1, table 1 (a refusal is said
#                      on stderr; the checks after it then fail)
#   exact NAME LINE... -- CMD ARGS...
#                      CMD exits 0 and prints every LINE as a whole line (a
#                      standings CSV line may go on with its progress columns
#                      ",RECORDED,EXPECTED,yes|no")
S() { "$SK" --db "$DB" "$@"; }

house_db() {
    S init >/dev/null
    local p
    for p in "$@"; do S player add "$p" >/dev/null; done
}

mk() {
    local name=$1 rules=$2; shift 2
    local seats=() opts=()
    while [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; do seats+=("$1"); shift; done
    opts=("$@")
    S tournament create "$name" --rules "$rules" "${opts[@]}" >/dev/null || return 1
    { echo "series,table,seat,player"
      local i=1
      for p in "${seats[@]}"; do echo "1,1,$i,$p"; i=$((i + 1)); done
    } > "seats-$name.csv"
    S import seats -t "$name" "seats-$name.csv" >/dev/null
}

g() { local t=$1; shift; S game add -t "$t" --series 1 --table 1 "$@" >/dev/null || echo "game refused: $*" >&2; }

exact() {
    local name=$1; shift
    local want=() problems=() out rc l
    while [ $# -gt 0 ] && [ "$1" != -- ]; do want+=("$1"); shift; done
    shift
    out=$("$@" 2>&1)
    rc=$?
    [ "$rc" = 0 ] || problems+=("exit status $rc, expected 0")
    for l in "${want[@]}"; do
        grep -qxF -- "$l" <<<"$out" ||
            awk -v w="$l" 'index($0, w ",") == 1 && substr($0, length(w) + 2) ~ /^[0-9]+,[0-9]+,(yes|no)$/ {f = 1} END {exit !f}' <<<"$out" ||
            problems+=("no line: $l")
    done
    if [ ${#problems[@]} -eq 0 ]; then
        t_ok "$name"
    else
        t_fail "$name" "command: $*" "${problems[@]}" "output: $(head -c 600 <<<"$out")"
    fi
}
