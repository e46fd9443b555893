#!/usr/bin/env bash
# Every screen fits (issue 36): every page of `serve` at 360x740 and
# 390x844 (a phone) and 1920x1080 (the beamer), in German and English, in
# headless Chromium (tests/web/fit.py on browser.py's DevTools pipe): no
# element wider than the viewport (scrollWidth <= innerWidth, nothing
# sticking out or scrolled sideways), no word of a name or label broken
# inside (the lines of a Range over each word), nothing set to break
# anywhere, <html lang> the page's language, and the round clock (/clock)
# wholly inside the screen.  The pages: the standings, a series, the
# teams, the tables, an ISkO sheet and its entry form, the league, the
# registration, the beamer, an error page, a house list (Kontra, Re) with
# its entry form and money, a club evening's money, a Schafkopf list of
# four long names with its entry form, second phone and money, the round
# clock, the desk, the cash desk and a registration's own page.
# Screenshots: build/screens/fit-NAME-LANG-WxH.png.
# engines: sqlite
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
cd "$TMP" || exit 1
SHOTS=$(dirname "$SK")/screens
mkdir -p "$SHOTS"
export HOME=$TMP
command -v chromium >/dev/null || { t_fail "chromium is installed"; exit 0; }
. "$TDIR/lib_pages.sh"
pages_setup

SIZES=${FIT_SIZES:-360x740,390x844,1920x1080}
# fit TOURNAMENT NAME=PATH...: its server, then fit.py over the pages
fit() {
    local t=$1 st line; shift
    serve_start "$DB" -t "$t" || { t_fail "serve $t" "$(cat "$TMP/serve.err")"; return; }
    while IFS= read -r line; do
        IFS=$'\t' read -r st name detail <<<"$line"
        case $st in ok) t_ok "$name" ;; FAIL) t_fail "$name" "$detail" ;;
            end) [ "$name" = 0 ] || t_fail "fit.py for $t ended with $name" ;; *) t_fail "fit.py: $line" ;; esac
    done < <(/usr/bin/python3 "$TDIR/fit.py" "$TMP/chrome" "$SHOTS" "$URL" "$SIZES" "$@" 2>"$TMP/fit.err"
             echo "end	$?")
    [ -s "$TMP/fit.err" ] && t_fail "fit.py for $t said" "$(tail -5 "$TMP/fit.err")"
    serve_stop
}
pages_each fit
exit 0
