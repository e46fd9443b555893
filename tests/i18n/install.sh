#!/usr/bin/env bash
# make install PREFIX=... DESTDIR=...: the binary, the German catalogue, the
# man pages (English and German) and the bash completion land under DESTDIR; the installed program
# speaks German (catalogue found at PREFIX/bin/../share/locale), `man -l`
# reads the page, the completion completes commands, options and values.
# engines: sqlite (make install and the installed translations: no database behaviour)
. "$(dirname "$0")/../lib.sh"
ROOT=$(cd "$TDIR/../.." && pwd)
BUILD_DIR=$(dirname "$SK")
DEST=$TMP/dest
PREFIX=/opt/sk
# -o: install what is built, never rebuild it here (the suite tests that binary)
if ! make -C "$ROOT" -s BUILD="$BUILD_DIR" PREFIX=$PREFIX DESTDIR="$DEST" \
    -o "$BUILD_DIR/skatsheet" -o "$BUILD_DIR/locale/de/LC_MESSAGES/skatsheet.mo" install \
    >"$TMP/make.log" 2>&1; then
    t_fail "make install" "$(tail -5 "$TMP/make.log")"
    exit 0
fi
t_ok "make install"
for f in bin/skatsheet share/locale/de/LC_MESSAGES/skatsheet.mo share/man/man1/skatsheet.1 \
    share/man/de/man1/skatsheet.1 \
    share/bash-completion/completions/skatsheet; do
    [ -s "$DEST$PREFIX/$f" ] && t_ok "installed $f" || t_fail "installed $f" "missing"
done
[ -x "$DEST$PREFIX/bin/skatsheet" ] && t_ok "binary executable" || t_fail "binary executable"
ISK=$DEST$PREFIX/bin/skatsheet
cd "$TMP" || exit 1
check "installed program in German" 0 --out "Spielangaben:" --out "der Reizwert" \
    -- env LC_ALL= LANG=de_DE.UTF-8 "$ISK" help value
check "installed program: German usage" 2 --err "NAME fehlt" -- "$ISK" --lang de --db x.db player add

MAN=$DEST$PREFIX/share/man/man1/skatsheet.1
if command -v man >/dev/null; then
    MANWIDTH=100 man -l "$MAN" >"$TMP/man.txt" 2>"$TMP/man.err"
    grep -q "skatsheet - Skat and Schafkopf score keeping" "$TMP/man.txt" &&
        grep -q "skatsheet tournament create" "$TMP/man.txt" &&
        grep -q -- "--first-dealer SEAT" "$TMP/man.txt" &&
        ! grep -q "warning" "$TMP/man.err" &&
        t_ok "man -l reads the page" || t_fail "man -l reads the page" "$(head -5 "$TMP/man.err")"
    # every command of the table has its section
    n_cmd=$("$SK" --lang en help --all | awk -F '\t' '$1 == "command" && $4 !~ /hidden/' | wc -l)
    n_man=$(grep -c '^   skatsheet ' "$TMP/man.txt")
    [ "$n_cmd" = "$n_man" ] && t_ok "man page: every command ($n_cmd)" \
        || t_fail "man page: every command" "table $n_cmd, page $n_man"
    # the German page: the same commands, their texts through the catalogue
    DEMAN=$DEST$PREFIX/share/man/de/man1/skatsheet.1
    MANWIDTH=100 man -l "$DEMAN" >"$TMP/man.de.txt" 2>"$TMP/man.de.err"
    grep -q "skatsheet - Skat und Schafkopf aufschreiben" "$TMP/man.de.txt" &&
        grep -q "^BEFEHLE" "$TMP/man.de.txt" && grep -q "^ALLGEMEINE OPTIONEN" "$TMP/man.de.txt" &&
        grep -q "ein Turnier anlegen" "$TMP/man.de.txt" && grep -q "der Reizwert (Vorgabe 18)" "$TMP/man.de.txt" &&
        ! grep -q "warning" "$TMP/man.de.err" &&
        t_ok "man -l reads the German page" || t_fail "man -l reads the German page" "$(head -5 "$TMP/man.de.err")" "$(head -12 "$TMP/man.de.txt")"
    n_de=$(grep -c '^   skatsheet ' "$TMP/man.de.txt")
    [ "$n_cmd" = "$n_de" ] && t_ok "German man page: every command ($n_cmd)" \
        || t_fail "German man page: every command" "table $n_cmd, page $n_de"
    # the English words of the page itself are gone (the options' and
    # arguments' own names stay)
    if grep -qE "^(NAME|SYNOPSIS|DESCRIPTION|GLOBAL OPTIONS|COMMANDS|ENVIRONMENT|EXIT STATUS|FILES)$|\((repeatable|required)\)|the database when" "$TMP/man.de.txt"; then
        t_fail "German man page: no English headings" "$(grep -nE "^(NAME|SYNOPSIS|DESCRIPTION|COMMANDS)$|repeatable|required" "$TMP/man.de.txt" | head -3)"
    else t_ok "German man page: no English headings"; fi
else
    t_fail "man -l reads the page" "man is not installed (scripts/install-deps)"
fi
check "gen-man refuses an unknown language" 2 --err "gen-man: language 'fr': en or de" \
    -- "$ROOT/scripts/gen-man" "$SK" fr

COMP=$DEST$PREFIX/share/bash-completion/completions/skatsheet
complete_words() { # complete_words WORD... (the last one is being completed)
    bash -c '. "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _skatsheet
             printf "%s\n" "${COMPREPLY[@]}"' _ "$COMP" skatsheet "$@"
}
got=$(complete_words tou | tr '\n' ' ')
[ "$got" = "tournament " ] && t_ok "completion: a command" || t_fail "completion: a command" "got '$got'"
got=$(complete_words tournament c | sort | tr '\n' ' ')
[ "$got" = "close create " ] && t_ok "completion: a subcommand" || t_fail "completion: a subcommand" "got '$got'"
got=$(complete_words tournament create X --fi | tr '\n' ' ')
[ "$got" = "--first-dealer " ] && t_ok "completion: an option" || t_fail "completion: an option" "got '$got'"
got=$(complete_words standings --format j | tr '\n' ' ')
[ "$got" = "json " ] && t_ok "completion: an enum value" || t_fail "completion: an enum value" "got '$got'"
got=$(complete_words --lang d | tr '\n' ' ')
[ "$got" = "de " ] && t_ok "completion: --lang" || t_fail "completion: --lang" "got '$got'"
