#!/usr/bin/env bash
# Accessibility, measured (issue 36): axe-core (npm, pinned below; installed
# into the build's axe/ when missing, a failed case when it cannot be) run
# in headless Chromium on every page of `serve` (lib_pages.sh, the pages of
# fit.sh) at 390x844 and 1920x1080, in German and English: no violation of
# WCAG 2.0/2.1 A and AA (tags wcag2a, wcag2aa, wcag21a, wcag21aa).  Each
# violation is printed: rule id, impact, the element, what is wrong.
# engines: sqlite
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
cd "$TMP" || exit 1
export HOME=$TMP
AXE_VERSION=4.10.2
AXEDIR=$(dirname "$SK")/axe
AXEJS=$AXEDIR/node_modules/axe-core/axe.min.js
command -v chromium >/dev/null || { t_fail "chromium is installed"; exit 0; }
if ! grep -q "axe v$AXE_VERSION" "$AXEJS" 2>/dev/null; then
    if ! command -v npm >/dev/null; then
        t_fail "axe-core $AXE_VERSION is installed" "no npm: npm install --prefix $AXEDIR axe-core@$AXE_VERSION"; exit 0
    fi
    npm install --prefix "$AXEDIR" --no-audit --no-fund "axe-core@$AXE_VERSION" >"$TMP/npm.log" 2>&1
    grep -q "axe v$AXE_VERSION" "$AXEJS" 2>/dev/null ||
        { t_fail "axe-core $AXE_VERSION is installed (npm)" "$(tail -5 "$TMP/npm.log")"; exit 0; }
fi
t_ok "axe-core $AXE_VERSION at $AXEJS"
. "$TDIR/lib_pages.sh"
pages_setup

SIZES=${AXE_SIZES:-390x844,1920x1080}
# axe TOURNAMENT NAME=PATH...: its server, then axe.py over the pages
axe() {
    local t=$1 st line; shift
    serve_start "$DB" -t "$t" || { t_fail "serve $t" "$(cat "$TMP/serve.err")"; return; }
    while IFS= read -r line; do
        IFS=$'\t' read -r st name detail <<<"$line"
        case $st in ok) t_ok "$name" ;; FAIL) t_fail "$name" "$detail" ;;
            end) [ "$name" = 0 ] || t_fail "axe.py for $t ended with $name" ;; *) t_fail "axe.py: $line" ;; esac
    done < <(/usr/bin/python3 "$TDIR/axe.py" "$TMP/chrome" "$AXEJS" "$URL" "$SIZES" "$@" 2>"$TMP/axe.err"
             echo "end	$?")
    [ -s "$TMP/axe.err" ] && t_fail "axe.py for $t said" "$(tail -5 "$TMP/axe.err")"
    serve_stop
}
pages_each axe
exit 0
