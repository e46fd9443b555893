# tests/house/lib_h24.sh - the club evening H24 of rules-house-schafkopf.md
# (a plain list at 1/4 ct, 4 players: list totals Anna +218, Bert -81,
# Carl +60, Dora -38; money A +1.80, B -1.20, C +0.20, D -0.80) recorded
# through the CLI, for the suites that show its money (tests/tui/money.sh,
# tests/web/money.sh).  Source after lib.sh; tests/run skips lib*.sh.
#   h24_record DB NAME   players Anna..Dora (added when missing), tournament
#                        NAME --rules club,money_rate=1/4, series 1 seated
#                        by hand, the nine games of H24
h24_record() {
    local db=$1 name=$2 p
    for p in Anna Bert Carl Dora; do "$SK" --db "$db" player add "$p" >/dev/null 2>&1; done
    "$SK" --db "$db" tournament create "$name" --rules "club,money_rate=1/4" >/dev/null || return 1
    printf 'series,table,seat,player\n1,1,1,Anna\n1,1,2,Bert\n1,1,3,Carl\n1,1,4,Dora\n' > "$TMP/h24-seats.csv"
    "$SK" --db "$db" import seats -t "$name" "$TMP/h24-seats.csv" >/dev/null || return 1
    local g
    while IFS= read -r g; do
        # shellcheck disable=SC2086
        "$SK" --db "$db" game add -t "$name" --series 1 --table 1 $g >/dev/null || { echo "H24 game refused: $g" >&2; return 1; }
    done <<'GAMES'
spades --with 1 --points 70 --declarer 4
hearts --with 2 --points 50 --declarer 4
hearts --with 4 --points 70 --declarer 1
clubs --with 3 --points 70 --declarer 1
diamonds --with 1 --points 70 --declarer 2
grand --with 4 --points 70 --declarer 1
diamonds --with 4 --points 70 --declarer 2
grand --with 2 --points 50 --declarer 2
clubs --with 4 --points 70 --declarer 3
GAMES
}
