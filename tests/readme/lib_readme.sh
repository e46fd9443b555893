# tests/readme/lib_readme.sh - run the examples of README.md (or a page of
# docs/) as a reader types them.  Source after tests/lib.sh.
#
#   md_section FILE HEADING
#       prints the code of the section whose heading is HEADING (any level,
#       the text after the #s), up to the next heading of any level: each
#       line indented by four spaces, without them.  Where prose comes
#       between two code blocks an empty line is printed (a block ends);
#       an empty line inside a block is dropped.  Prints nothing, and
#       returns 1, when the file has no such heading.
#
#   md_run LABEL < LINES
#       runs the lines md_section printed.  In a block where a line starts
#       with "$ ", those lines (without "$ ") are commands and every other
#       line is output the page shows for the command before it; in a block
#       without "$ " every line is a command.  A command line ending in a
#       backslash goes on on the next line.  Each command is eval'ed in this
#       shell (its stdout and stderr together in $TMP/md.N); it must exit 0,
#       and each output line shown must be a whole line of what it printed
#       (a line ending in "..." is shortened on the page and compared up to
#       there).  `skatsheet` is the binary under test.  On PostgreSQL a line
#       `export SKATSHEET_DB=NAME` gets a database of the engine instead of
#       the file NAME (a new one the first time NAME is named, the same one
#       after that).  Sets MD_NCMD and MD_NOUT (commands run, output lines
#       compared).
#     MD_SKIP    lines (exact, after MD_SED) that are not run, e.g. the TUI;
#                a suite names them and why in its head comment
#     MD_SED     a sed script applied to every line first (a free port for
#                8080, say)
#     MD_PROMPTED=1  runs only the blocks with "$ " lines (a page whose
#                other blocks are a synopsis)
#     md_after_bg  a function the suite may define: called after a command
#                that ends in "&" (a server; a comment may follow the "&")
#                has been started
#
#   md_stop_bg
#       stops what the commands ending in "&" started (the subshell of each
#       and the program it runs, by their ids) and waits until they are
#       gone (KILL after 10 s); a suite that runs such a command calls it
#       in its EXIT trap.
md_section() {
    local file=$1 title=$2
    grep -qE "^#+ $(printf '%s' "$title" | sed 's/[][\.*^$/]/\\&/g')\$" "$file" || return 1
    awk -v t="$title" '
        /^#+ / { h = $0; sub(/^#+ /, "", h); if (f && h != t) exit; f = (h == t); next }
        !f { next }
        /^    / { sub(/^    /, ""); print; code = 1; next }
        /^[[:space:]]*$/ { next }
        { if (code) print ""; code = 0 }' "$file"
}

skatsheet() { "$SK" "$@"; }
MD_SKIP=()
MD_SED=""
MD_PROMPTED=0
declare -A MD_DBS=()   # PostgreSQL: the database of each file name the pages use
MD_BG=()               # the subshells of the commands ending in "&"

md_stop_bg() {
    local p c i left kids=()
    for p in "${MD_BG[@]+"${MD_BG[@]}"}"; do
        for c in $(ps -o pid= --ppid "$p" 2>/dev/null); do kids+=("$c"); kill -TERM "$c" 2>/dev/null; done
        kill -TERM "$p" 2>/dev/null
    done
    for p in "${MD_BG[@]+"${MD_BG[@]}"}"; do wait "$p" 2>/dev/null; done
    # the programs are not our children (the subshells were): wait until
    # they are gone, a server's shutdown may take a moment; then KILL
    for i in $(seq 1 100); do
        left=0
        for c in "${kids[@]+"${kids[@]}"}"; do kill -0 "$c" 2>/dev/null && left=1; done
        [ "$left" = 0 ] && break
        sleep 0.1
    done
    [ "$left" = 0 ] || for c in "${kids[@]+"${kids[@]}"}"; do kill -KILL "$c" 2>/dev/null; done
    MD_BG=()
}

# one block: its lines in md_block[]
md_block_run() {
    local label=$1 prompt=0 l cmd="" i=0
    for l in "${md_block[@]}"; do case "$l" in '$ '*) prompt=1 ;; esac; done
    [ "$prompt" = 0 ] && [ "$MD_PROMPTED" = 1 ] && return 0
    local cmds=() kinds=()
    for l in "${md_block[@]}"; do
        if [ -n "$cmd" ]; then                 # a continued command
            cmd="$cmd"$'\n'"$l"
            case "$l" in *\\) ;; *) cmds+=("$cmd"); kinds+=(c); cmd="" ;; esac
            continue
        fi
        if [ "$prompt" = 1 ]; then
            case "$l" in
                '$ '*) l=${l#\$ } ;;
                *) cmds+=("$l"); kinds+=(o); continue ;;
            esac
        fi
        case "$l" in
            *\\) cmd=$l ;;
            *) cmds+=("$l"); kinds+=(c) ;;
        esac
    done
    [ -z "$cmd" ] || { cmds+=("$cmd"); kinds+=(c); }
    local n=${#cmds[@]} k skip s last="" out=""
    for ((k = 0; k < n; k++)); do
        l=${cmds[$k]}
        if [ "${kinds[$k]}" = o ]; then
            MD_NOUT=$((MD_NOUT + 1))
            if [ -z "$out" ]; then
                t_fail "$label: output shown without a command run before it: $l"
                continue
            fi
            case "$l" in
                *...) grep -qF -- "${l%...}" "$out" ;;
                *) grep -qxF -- "$l" "$out" ;;
            esac && t_ok "$label: shows for '$last': $l" ||
                t_fail "$label: shows for '$last': $l" "$(head -c 2000 "$out")"
            continue
        fi
        skip=0
        for s in "${MD_SKIP[@]+"${MD_SKIP[@]}"}"; do [ "$l" = "$s" ] && skip=1; done
        if [ "$skip" = 1 ]; then out=""; continue; fi
        MD_NCMD=$((MD_NCMD + 1)); last=$l; out=$TMP/md.$MD_NCMD
        if [ "$ENGINE" = postgresql ] && [[ "$l" =~ ^export\ SKATSHEET_DB=([A-Za-z0-9_.-]+)($|\ +#) ]]; then
            s=${BASH_REMATCH[1]}
            [ -n "${MD_DBS[$s]:-}" ] || MD_DBS[$s]=$(new_db "${s%.db}")
            export SKATSHEET_DB=${MD_DBS[$s]}
            [ -n "$SKATSHEET_DB" ] && t_ok "$label: runs: $l (on PostgreSQL)" || t_fail "$label: runs: $l" "new_db failed"
            : >"$out"
            continue
        fi
        if eval "$l" >"$out" 2>&1; then
            t_ok "$label: runs: $l"
        else
            t_fail "$label: runs: $l" "$(head -c 2000 "$out")"
        fi
        # a server: the line ends in "&", or in "&" and a comment
        if [[ "$l" =~ (^|[^\&])\&[[:space:]]*(#.*)?$ ]]; then
            MD_BG+=("$!")
            declare -F md_after_bg >/dev/null && md_after_bg "$l"
        fi
    done
}

md_run() {
    local label=$1 l
    MD_NCMD=0 MD_NOUT=0
    md_block=()
    while IFS= read -r l; do
        [ -n "$MD_SED" ] && l=$(printf '%s\n' "$l" | sed -e "$MD_SED")
        if [ -z "$l" ]; then
            [ ${#md_block[@]} -gt 0 ] && md_block_run "$label"
            md_block=()
        else
            md_block+=("$l")
        fi
    done
    [ ${#md_block[@]} -gt 0 ] && md_block_run "$label"
    md_block=()
    return 0
}
