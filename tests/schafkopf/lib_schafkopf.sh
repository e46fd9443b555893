# tests/schafkopf/lib_schafkopf.sh - shared set-up of the Schafkopf suites:
# four players Anna, Bernd, Carla, Dora (seats A-D = 1-4 at table 1).
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$TMP/sk.db
S() { "$SK" --db "$DB" "$@"; }
M=$(printf '\xe2\x88\x92')   # U+2212, the minus sign of the text output

S init >/dev/null
for p in Anna Bernd Carla Dora; do S player add "$p" >/dev/null; done
printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bernd\n1,1,3,Carla\n1,1,4,Dora\n' > seats.csv

# mk NAME CREATE-OPTIONS...: a Schafkopf tournament with the four at table 1
mk() {
    local name=$1; shift
    S tournament create "$name" "$@" >/dev/null || echo "mk: create $name failed" >&2
    S import seats seats.csv -t "$name" >/dev/null || echo "mk: seats $name failed" >&2
}

# res A B C D: the result line for per-seat entries written with '-'
res() {
    local s="result:" v first=1
    for v in "$@"; do
        [ $first = 1 ] || s="$s /"
        first=0
        s="$s ${v/-/$M}"
    done
    printf '%s' "$s"
}
