#!/usr/bin/env bash
# docs/commands.md is the program's command table as Markdown
# (scripts/gen-commands, from `skatsheet help --all` and `help COMMAND`):
# it must be what the generator makes of this build, so a new command or
# option, or a changed help text, fails here until `make docs` is run.
# (No database: the help needs none.)
. "$(dirname "$0")/../lib.sh"
ROOT=$TDIR/../..
"$ROOT/scripts/gen-commands" "$SK" > "$TMP/commands.md" 2>"$TMP/err" &&
    t_ok "scripts/gen-commands runs" || t_fail "scripts/gen-commands runs" "$(cat "$TMP/err")"
if diff -u "$ROOT/docs/commands.md" "$TMP/commands.md" > "$TMP/diff"; then
    t_ok "docs/commands.md is current"
else
    t_fail "docs/commands.md is current (run 'make docs')" "$(head -n 30 "$TMP/diff")"
fi
# every command of the table is on the page, with its usage line
missing=""
while IFS= read -r name; do
    grep -qxF "## skatsheet $name" "$ROOT/docs/commands.md" &&
        grep -qF "    usage: skatsheet $name" "$ROOT/docs/commands.md" || missing="$missing [$name]"
done < <("$SK" --lang en help --all | awk -F '\t' '$1 == "command" && $4 !~ /hidden/ { print $2 }')
[ -z "$missing" ] && t_ok "every command has its section and usage" ||
    t_fail "every command has its section and usage" "missing:$missing"
# the index links to a section that exists (GitHub's anchors)
bad=$(grep -o '](#skatsheet-[a-z-]*)' "$ROOT/docs/commands.md" | sed 's/^](#//;s/)$//' | sort -u |
    while IFS= read -r a; do
        grep '^## skatsheet ' "$ROOT/docs/commands.md" | tr 'A-Z ' 'a-z-' | sed 's/^##-//' | grep -qxF "$a" || echo "$a"
    done)
[ -z "$bad" ] && t_ok "every index link has its heading" || t_fail "every index link has its heading" "$bad"
