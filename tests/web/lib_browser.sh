# tests/web/lib_browser.sh - headless Chromium for the web suites, driven by
# browser.py over the DevTools pipe (source after lib.sh and lib_web.sh).
#   browser_start          start it (no chromium: one failed case, exit 0)
#   br COMMAND...          one command (browser.py's: open, eval, wait, shot),
#                          its answer in $ANS
#   typed NAME TEXT N      the entry form (filled by the caller) shows TEXT in
#                          its preview, is sent, and the page comes back with
#                          done=add-N: two cases
#   shot FILE W H PATH     open $URL$PATH at WxH and save $SHOTS/FILE (the
#                          build's screens/, looked at after a change), a case
#                          that it is a PNG of that size
#   browser_stop           quit it (also on exit)
SHOTS=$(dirname "$SK")/screens
BRPID=""
browser_start() {
    if ! command -v chromium >/dev/null; then
        t_fail "chromium is installed" "run scripts/install-deps (Debian package chromium)"
        exit 0
    fi
    mkdir -p "$SHOTS"
    export HOME=$TMP   # chromium's own files stay in the test's directory
    coproc BR { /usr/bin/python3 "$TDIR/browser.py" "$TMP/chrome" 2>"$TMP/browser.err"; }
    BRPID=$BR_PID
    trap 'browser_stop; serve_stop; lib_cleanup' EXIT
}
br() {
    printf '%s\n' "$*" >&"${BR[1]}"
    ANS=""
    IFS= read -r -t 60 ANS <&"${BR[0]}" || ANS="(no answer: $(tail -3 "$TMP/browser.err"))"
}
shot() {
    local file=$1 w=$2 h=$3 path=$4
    rm -f "$SHOTS/$file"
    br open "$URL$path" "$w" "$h"
    br shot "$SHOTS/$file"
    if [ "$ANS" = saved ] && /usr/bin/python3 -c '
import struct, sys
d = open(sys.argv[1], "rb").read(24)
sys.exit(0 if d[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", d[16:24]) == (int(sys.argv[2]), int(sys.argv[3])) else 1)' \
        "$SHOTS/$file" "$w" "$h"; then t_ok "screenshot $file (${w}x$h)"
    else t_fail "screenshot $file (${w}x$h)" "$ANS"; fi
}
typed() {
    local name=$1 text=$2 n=$3
    br wait 3000 "document.getElementById(\"preview\").textContent.indexOf(\"$text\") >= 0"
    case "$ANS" in true*) t_ok "$name: the preview" ;;
        *) br eval 'document.getElementById("preview").textContent'; t_fail "$name: the preview" "$ANS" ;; esac
    br eval 'document.querySelector("form.entry").requestSubmit(); true'
    br wait 5000 "location.search.indexOf(\"done=add-$n\") >= 0"
    case "$ANS" in true*) t_ok "$name: saved, the page shows the list again" ;;
        *) t_fail "$name: saved" "$ANS" ;; esac
}
browser_stop() {   # safe in the exit trap, also when the browser is gone
    if [ -n "$BRPID" ]; then
        [ -n "${BR[1]:-}" ] && { printf 'quit\n' >&"${BR[1]}"; } 2>/dev/null
        wait "$BRPID" 2>/dev/null
        kill "$BRPID" 2>/dev/null
        BRPID=""
    fi
}
