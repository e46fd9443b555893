#!/usr/bin/env bash
# The TUI in German and on a terminal without UTF-8: in tmux, a table's
# sheet with --lang de; with LC_ALL=C the names read "Guenther Haeussler"
# (not "G??nther") and the status line says once why.
# engines: sqlite postgresql
. "$(dirname "$0")/../lib.sh"
if ! command -v tmux >/dev/null 2>&1; then
    t_fail "tmux available" "tmux is not installed"
    exit 0
fi
SOCK=sk-i18n-$$
TM() { tmux -L "$SOCK" "$@"; }
socks=()
trap 'for s in "${socks[@]}"; do tmux -L "$s" kill-server >/dev/null 2>&1; done; lib_cleanup' EXIT
DB=$(new_db t)
"$SK" --db "$DB" init >/dev/null
for p in "Günther Häußler" "Zoë Öztürk" "Bernd" "Carla"; do "$SK" --db "$DB" player add "$p" >/dev/null; done
"$SK" --db "$DB" tournament create Abend >/dev/null
"$SK" --db "$DB" series draw 1 --seed 1 >/dev/null
"$SK" --db "$DB" game add --series 1 --table 1 --declarer 2 grand --with 1 --points 70 >/dev/null 2>&1 ||
    "$SK" --db "$DB" game add --series 1 --table 1 --declarer 3 grand --with 1 --points 70 >/dev/null

# screen NAME ENV...: start the TUI on table 1 of series 1, capture the screen
screen() {
    local name=$1; shift
    [ -n "${socks[*]}" ] && TM kill-server >/dev/null 2>&1
    SOCK=sk-i18n-$$-$name   # a server per screen: no race with the last one's end
    socks+=("$SOCK")
    TM new-session -d -x 130 -y 40 "env TERM=xterm $* '$SK' --db '$DB' tui --series 1 --table 1; sleep 20"
    local i
    for i in $(seq 1 150); do  # up to 15 s on a loaded machine
        sleep 0.1
        TM capture-pane -p >"$TMP/$name.txt" 2>/dev/null
        grep -q "^[A-Za-z].*|" "$TMP/$name.txt" && [ "$(grep -c . "$TMP/$name.txt")" -gt 12 ] && break
    done
    sleep 0.3
    TM capture-pane -p >"$TMP/$name.txt"
}

screen de LC_ALL=C.UTF-8 SKATSHEET_LANG=de
if grep -q "Spielpunkte" "$TMP/de.txt" && grep -q "Gesamt" "$TMP/de.txt" &&
    grep -q "Serie 1 - Tisch 1" "$TMP/de.txt" && grep -q "Günther Häu" "$TMP/de.txt"; then
    t_ok "German sheet in UTF-8"
else
    t_fail "German sheet in UTF-8" "$(head -4 "$TMP/de.txt")"
fi
TM send-keys '?'
for i in $(seq 1 50); do
    sleep 0.1
    TM capture-pane -p >"$TMP/help.txt"
    grep -q "alle Tasten" "$TMP/help.txt" && break
done
grep -q "alle Tasten" "$TMP/help.txt" && grep -q "Alleinspieler" "$TMP/help.txt" &&
    t_ok "German key help" || t_fail "German key help" "$(head -3 "$TMP/help.txt")"

screen ascii LC_ALL=C LANG=C SKATSHEET_LANG=de
if grep -q "Guenther Hae" "$TMP/ascii.txt" && grep -q "Zoe Oeztuerk" "$TMP/ascii.txt" &&
    ! grep -q "??" "$TMP/ascii.txt"; then
    t_ok "LANG=C: names transliterated"
else
    t_fail "LANG=C: names transliterated" "$(head -3 "$TMP/ascii.txt")"
fi
grep -q "hat kein UTF-8 (ANSI_X3.4-1968): Umlaute erscheinen als ae, oe, ue, ss" "$TMP/ascii.txt" &&
    t_ok "LANG=C: the status line says why" || t_fail "LANG=C: the status line says why" "$(tail -2 "$TMP/ascii.txt")"
grep -q "Gesamt" "$TMP/ascii.txt" && grep -q "Spielpunkte" "$TMP/ascii.txt" &&
    t_ok "LANG=C: German labels" || t_fail "LANG=C: German labels" "$(sed -n 10,20p "$TMP/ascii.txt")"

screen en LC_ALL=C LANG=C
grep -q "has no UTF-8 (ANSI_X3.4-1968): umlauts are shown as ae, oe, ue, ss" "$TMP/en.txt" &&
    grep -q "Guenther" "$TMP/en.txt" && t_ok "LANG=C in English" ||
    t_fail "LANG=C in English" "$(tail -2 "$TMP/en.txt")"
screen utf8 LC_ALL=C.UTF-8
grep -q "no UTF-8" "$TMP/utf8.txt" && t_fail "UTF-8 terminal: no word about it" ||
    t_ok "UTF-8 terminal: no word about it"
exit 0
