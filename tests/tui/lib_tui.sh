# tests/tui/lib_tui.sh - driving the real TUI in tmux (sourced after
# tests/lib.sh by the TUI suites of any directory; tests/run skips lib*.sh):
# a private tmux server, start/screen/keys and the polling checks.
# Set before sourcing (defaults): TUI_COLS (120) and TUI_ROWS (50), the
# window; TUI_TERM, the terminal type the TUI sees (tmux's own when empty).
: "${TUI_COLS:=120}" "${TUI_ROWS:=50}" "${TUI_TERM:=}"
if ! command -v tmux >/dev/null 2>&1; then
    t_fail "tmux available" "tmux is not installed"
    exit 0
fi
SOCK=sktest$$
TM() { tmux -L "$SOCK" "$@"; }
trap 'tmux -L "$SOCK" kill-server >/dev/null 2>&1; rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$SOCK"; lib_cleanup' EXIT

# ---- helpers ----
# sk ARGS: skatsheet on $DB.  tui_db PLAYER...: a new database at $DB with
# these players (a failure ends the suite as a failed setup).
sk() { "$SK" --db "$DB" "$@"; }
tui_db() {
    sk init >/dev/null || { t_fail setup "init failed"; exit 0; }
    local p
    for p in "$@"; do sk player add "$p" >/dev/null || { t_fail setup "player add $p"; exit 0; }; done
}
# start NAME CMD...: a tmux session running the TUI; when it ends the pane
# shows "TUI-EXIT <status>" (and anything printed on stderr after curses).
start() {
    local name=$1; shift
    local cmd="cd '$TMP' && env LC_ALL=C.UTF-8 ${TUI_TERM:+TERM=$TUI_TERM} $*; echo TUI-EXIT \$?; sleep 600"
    if TM has-session 2>/dev/null; then
        TM new-session -d -s "$name" -x "$TUI_COLS" -y "$TUI_ROWS" "$cmd"
    else
        TM -f /dev/null new-session -d -s "$name" -x "$TUI_COLS" -y "$TUI_ROWS" "$cmd"
    fi
}
screen() { TM capture-pane -p -t "$1"; }
keys() { local s=$1; shift; TM send-keys -t "$s" "$@"; }
# game NAME MAX SESSION KEY...: type one whole game, one tmux key name per
# key (Enter included), and pass when it took at most MAX keys - the
# key counts of issue 29 measured where they are typed.
# keycount NAME MAX KEY...: the same count for keys typed in pieces.
game() {
    local name=$1 max=$2 s=$3; shift 3
    keys "$s" "$@"
    keycount "$name" "$max" "$@"
}
keycount() {
    local name=$1 max=$2; shift 2
    if [ "$#" -le "$max" ]; then t_ok "$name: $# keys (at most $max): $*"
    else t_fail "$name: $# keys, at most $max" "$*"; fi
}
# wait_for SESSION TEXT [SECONDS]: poll the screen until TEXT shows.
wait_for() {
    local s=$1 text=$2 limit=${3:-10} i=0
    while [ "$i" -lt $((limit * 20)) ]; do
        screen "$s" | grep -qF -- "$text" && return 0
        sleep 0.05
        i=$((i + 1))
    done
    return 1
}
# wait_gone SESSION TEXT: poll until TEXT is no longer on the screen.
wait_gone() {
    local s=$1 text=$2 i=0
    while [ "$i" -lt 200 ]; do
        screen "$s" | grep -qF -- "$text" || return 0
        sleep 0.05
        i=$((i + 1))
    done
    return 1
}
# expect NAME SESSION TEXT...: a case that passes when every TEXT shows.
expect() {
    local name=$1 s=$2; shift 2
    local t
    for t in "$@"; do
        if ! wait_for "$s" "$t"; then
            t_fail "$name" "screen lacks: $t" "$(screen "$s" | sed 's/^/| /')"
            return 1
        fi
    done
    t_ok "$name"
}
# row SESSION N: the sheet line of game N, spaces squeezed.
row() { screen "$1" | grep -E "^ *$2 " | head -n 1 | tr -s ' '; }
# expect_row NAME SESSION N TEXT...: the row of game N contains every TEXT.
expect_row() {
    local name=$1 s=$2 n=$3; shift 3
    local i=0 r t ok
    while [ "$i" -lt "${ROW_LIMIT:-200}" ]; do
        r=$(row "$s" "$n")
        ok=1
        for t in "$@"; do
            case "$r" in *"$t"*) ;; *) ok=0 ;; esac
        done
        [ "$ok" = 1 ] && { t_ok "$name"; return 0; }
        sleep 0.05
        i=$((i + 1))
    done
    t_fail "$name" "row $n: $r" "expected: $*"
    return 1
}
# expect_line NAME SESSION PREFIX WANT: the line starting with PREFIX,
# spaces squeezed, equals WANT.
expect_line() {
    local name=$1 s=$2 prefix=$3 want=$4 i=0 got
    while [ "$i" -lt 200 ]; do
        got=$(screen "$s" | grep -E "^$prefix" | head -n 1 | tr -s ' ' | sed 's/ *$//')
        [ "$got" = "$want" ] && { t_ok "$name"; return 0; }
        sleep 0.05
        i=$((i + 1))
    done
    t_fail "$name" "got:  $got" "want: $want"
    return 1
}

# pdf_has FILE WANT...: one case per WANT that the PDF's text (pdftotext
# -layout, spaces squeezed) contains it; one skipped case without pdftotext.
pdf_has() {
    local f=$1 txt want; shift
    if ! command -v pdftotext >/dev/null; then
        t_ok "sheet pdf (skipped: pdftotext is not installed)"
        return 0
    fi
    txt=$(pdftotext -layout "$f" - 2>/dev/null | tr -s ' ')
    for want in "$@"; do
        case "$txt" in
            *"$want"*) t_ok "sheet pdf shows: $want" ;;
            *) t_fail "sheet pdf shows: $want" "$(printf '%s\n' "$txt" | head -30)" ;;
        esac
    done
}
