# tests/rank/lib_rank.sh - the club evenings the ranking suites share
# (sourced after tests/lib.sh; tests/run skips lib*.sh).
#
#   five_evenings   Anna, Bernd, Carla, Dieter; five club evenings of one
#                   series each (tests/league/season.sh's, same games), only
#                   won games, so every Seeger total is value + 50 per game:
#                         E1   E2   E3   E4   E5
#                 Anna   172   72    0   74   98
#                 Bernd   74  196   70    0   72
#                 Carla    0   74  170   68    -     (absent on E5)
#                 Dieter  68    0    -  270   74     (absent on E3)
. "$(dirname "${BASH_SOURCE[0]}")/../league/lib_league.sh"

W="--with 1 --points 61"   # grand 98, clubs 74, spades 72, hearts 70, diamonds 68

evening() {   # evening N DATE [ABSENT]
    "$SK" tournament create "Clubabend $1" --date "$2" >/dev/null
    [ -n "${3:-}" ] && "$SK" player edit "$3" --inactive >/dev/null
    "$SK" series draw 1 --seed "$1" -t "Clubabend $1" >/dev/null
    [ -n "${3:-}" ] && "$SK" player edit "$3" --active >/dev/null
    return 0
}

five_evenings() {
    for p in Anna Bernd Carla Dieter; do "$SK" player add "$p" >/dev/null; done
    evening 1 2027-01-08
    win "Clubabend 1" 1 Anna grand $W; win "Clubabend 1" 1 Anna clubs $W
    win "Clubabend 1" 1 Bernd clubs $W; win "Clubabend 1" 1 Dieter diamonds $W
    evening 2 2027-02-05
    win "Clubabend 2" 1 Anna spades $W; win "Clubabend 2" 1 Bernd grand $W
    win "Clubabend 2" 1 Bernd grand $W; win "Clubabend 2" 1 Carla clubs $W
    evening 3 2027-03-05 Dieter
    win "Clubabend 3" 1 Bernd hearts $W; win "Clubabend 3" 1 Carla grand $W
    win "Clubabend 3" 1 Carla spades $W
    evening 4 2027-04-02
    win "Clubabend 4" 1 Anna clubs $W; win "Clubabend 4" 1 Carla diamonds $W
    win "Clubabend 4" 1 Dieter grand $W; win "Clubabend 4" 1 Dieter grand $W
    win "Clubabend 4" 1 Dieter clubs $W
    evening 5 2027-05-07 Carla
    win "Clubabend 5" 1 Anna grand $W; win "Clubabend 5" 1 Bernd spades $W
    win "Clubabend 5" 1 Dieter clubs $W
}

# csv_is NAME EXPECTED CMD...: the command succeeds and prints exactly EXPECTED
csv_is() {
    local name=$1 want=$2; shift 2
    check "$name" 0 -- "$@"
    if [ "$OUT" = "$want" ]; then t_ok "$name: values"; else t_fail "$name: values" "got:" "$OUT"; fi
}

# cols_is NAME FIELDS EXPECTED CMD...: as csv_is, comparing only the CSV
# fields FIELDS (cut -f; e.g. 1,2,10 = rank, player, score), for lists
# whose other columns depend on the draw (the games a 4-table's dealer
# sits out)
cols_is() {
    local name=$1 fields=$2 want=$3; shift 3
    check "$name" 0 -- "$@"
    local got
    got=$(cut -d, -f"$fields" <<<"$OUT")
    if [ "$got" = "$want" ]; then t_ok "$name: values"; else t_fail "$name: values" "got:" "$got"; fi
}
