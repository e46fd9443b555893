#!/usr/bin/env bash
# tests/tui/codes.sh - the TUI shows the open table's entry code (K) and
# renews it (N, confirmed with y; n keeps it), in tmux.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
DB=$(new_db codes)
TUI_COLS=150
. "$(dirname "$0")/lib_tui.sh"
tui_db Anna Bert Carl Dora Emil Fritz Gina
sk tournament create Codes >/dev/null
sk series draw 1 --seed 3 >/dev/null
code() { db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id WHERE x.table_no = $1"; }
dash() { local c; c=$(code "$1"); echo "${c:0:4}-${c:4}"; }
C2=$(dash 2); C1=$(dash 1)
# see NAME TEXT: the screen shows TEXT within 10 s
see() { expect "$1" T "$2"; }
start T "'$SK'" --db "'$DB'" tui --series 1 --table 2
see "the table opens" "table 2 (3 players)"
TM send-keys -t T K
see "K shows the table's code" "entry code of table 2: $C2"
see "and where to use it" "page /table/1/2 on 'skatsheet serve'"
TM send-keys -t T N
see "N asks first" "Renew the entry code of table 2? The old code stops working at once. y/n"
TM send-keys -t T n
see "n keeps it" "the entry code stays"
[ "$(dash 2)" = "$C2" ] && t_ok "kept: the same code" || t_fail "kept: the same code"
TM send-keys -t T N
see "N asks again" "Renew the entry code of table 2?"
TM send-keys -t T y
see "y renews it" "new entry code of table 2: "
N2=$(dash 2)
see "and shows the new code" "new entry code of table 2: $N2"
[ "$N2" != "$C2" ] && [ "$(dash 1)" = "$C1" ] && t_ok "only this table's code changed" \
    || t_fail "only this table's code changed" "$C2 -> $N2, table 1 $C1 -> $(dash 1)"
sk series codes 1 --url http://10.0.0.9:8080 >/dev/null
TM send-keys -t T K
see "with a stored address: the whole link" "http://10.0.0.9:8080/table/1/2?code=${N2/-/}"
TM send-keys -t T '?'
see "the help lists K and N" "K the table's entry code for phones"
