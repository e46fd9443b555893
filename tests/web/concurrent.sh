#!/usr/bin/env bash
# Entry from two tables at once through `serve`, a CLI writer at a third
# table and the TUI open on the same database: nothing lost, every write
# answered; a registration arriving on the web shows in the TUI's
# attendance screen, where it is confirmed.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
if ! command -v tmux >/dev/null 2>&1; then
    t_fail "tmux available" "tmux is not installed"
    exit 0
fi
cd "$TMP"
SOCK=skweb$$
TM() { tmux -L "$SOCK" "$@"; }
trap 'serve_stop; tmux -L "$SOCK" kill-server >/dev/null 2>&1; lib_cleanup' EXIT
DB=$(new_db c)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for i in $(seq 1 12); do S player add "Spieler $i" --number "$i" >/dev/null; done
S tournament create Rush --series 2 >/dev/null
S series draw 1 --seed 5 >/dev/null
code() { db_sql "$DB" "SELECT c.code FROM entry_codes c JOIN tables x ON x.id = c.table_id WHERE x.table_no = $1"; }
C1=$(code 1); C2=$(code 2)
[ -n "$C1" ] && [ -n "$C2" ] && t_ok "setup: three tables with codes" || t_fail "setup: codes" "$(db_sql "$DB" 'SELECT * FROM entry_codes')"

serve_start "$DB" -t Rush --post-rate 1000 || t_fail "serve started" "$(cat "$TMP/serve.err")"
TM -f /dev/null new-session -d -s T -x 120 -y 40 "cd '$TMP' && env LC_ALL=C.UTF-8 '$SK' --db '$DB' tui -t Rush; echo TUI-EXIT \$?; sleep 600"
screen() { TM capture-pane -p -t T; }
wait_for() {   # TEXT [SECONDS]
    local i
    for i in $(seq 1 $((${2:-10} * 20))); do screen | grep -qF -- "$1" && return 0; sleep 0.05; done
    return 1
}
wait_for "a who is here" && TM send-keys -t T a
wait_for "Rush - who is here" && t_ok "the TUI's attendance screen is open" || t_fail "the TUI's attendance screen" "$(screen)"

# game G of a 4-table: the player after the dealer plays a grand with 1 and wins
post_table() {   # TABLE CODE: 24 games through the web, one after the other
    local t=$1 c=$2 g bad=0
    for g in $(seq 1 24); do
        local dealer=$(( (g - 1) % 4 + 1 ))
        local code
        code=$(curl -s -o "$TMP/post$t" -w '%{http_code}' --max-time 20 \
            -d "code=$c&action=add&declarer=$((dealer % 4 + 1))&contract=grand&matadors=1&points=61" \
            "$URL/api/table/1/$t/game")
        [ "$code" = 200 ] || { bad=$((bad + 1)); echo "table $t game $g: HTTP $code $(cat "$TMP/post$t")" >> "$TMP/bad"; }
    done
    echo "$bad" > "$TMP/bad$t"
}
cli_table() {    # 24 games at table 3 through the CLI
    local g bad=0
    for g in $(seq 1 24); do
        local dealer=$(( (g - 1) % 4 + 1 ))
        S game add --series 1 --table 3 --declarer $((dealer % 4 + 1)) grand --with 1 --points 61 >/dev/null 2>>"$TMP/bad" \
            || bad=$((bad + 1))
    done
    echo "$bad" > "$TMP/bad3"
}
post_table 1 "$C1" & p1=$!
post_table 2 "$C2" & p2=$!
cli_table & p3=$!
# a player registers meanwhile
http POST /api/register --data-urlencode "name=Neu Dazu" --data-urlencode "club=Gäste"
[ "$CODE" = 201 ] && t_ok "a registration during the writes" || t_fail "a registration during the writes" "HTTP $CODE $(cat "$BODY")"
wait "$p1" "$p2" "$p3"
for t in 1 2 3; do
    [ "$(cat "$TMP/bad$t")" = 0 ] && t_ok "table $t: all 24 writes answered ok" || t_fail "table $t: writes refused" "$(head -5 "$TMP/bad")"
done
for t in 1 2 3; do
    n=$(db_sql "$DB" "SELECT count(*) FROM games g JOIN tables x ON x.id = g.table_id WHERE x.table_no = $t")
    [ "$n" = 24 ] && t_ok "table $t: 24 games stored, nothing lost" || t_fail "table $t: games stored" "$n"
done
check_http "the server shows table 2 complete up to game 24" 200 --has '"next_game":25' -- GET /api/table/1/2
S standings --format json > cli.json
http GET /api/standings
cmp -s cli.json "$BODY" && t_ok "the server's standings equal the CLI's after the rush" \
    || t_fail "the server's standings equal the CLI's" "$(diff cli.json "$BODY" | head -4)"

# the TUI saw the registration and confirms it
wait_for "1 registration waiting" && wait_for "#1     Neu Dazu (Gäste)  -> new player" \
    && t_ok "the TUI's attendance screen shows the waiting registration" || t_fail "the TUI shows the queue" "$(screen)"
TM send-keys -t T Home c
wait_for "new player 'Neu Dazu' is seated by the next draw" && t_ok "c in the TUI confirms it" || t_fail "c confirms" "$(screen)"
[ "$(db_sql "$DB" "SELECT state FROM registrations WHERE id = 1")" = confirmed ] \
    && [ "$(db_sql "$DB" "SELECT active FROM players WHERE name = 'Neu Dazu'")" = 1 ] \
    && t_ok "the confirmation reached the database" || t_fail "the confirmation reached the database"
TM send-keys -t T Escape q
wait_for "TUI-EXIT 0" && t_ok "the TUI ends cleanly" || t_fail "the TUI ends cleanly" "$(screen)"
serve_stop
