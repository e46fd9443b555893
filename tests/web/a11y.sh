#!/usr/bin/env bash
# Accessibility beyond axe (issue 36), in headless Chromium:
#  - /tables reflows at 200 % on a 390 px phone (WCAG 1.4.10/1.4.4): the
#    root's font size 32 px, as a zoom or a reader's setting (beamer.sh does
#    the same) and as a browser zoom (the CSS viewport halved, 195 px): no
#    sideways scrolling, nothing outside the screen, no word broken inside
#    (fit.py's checks), in both languages;
#  - the language switch, clicked, returns to the page it was used on with
#    its query (a table's entry code, ?series=), in the other language, and
#    back again.
#  - the type of /tables' names follows the root's font size (not px).
# Screenshots: build/screens/fit-tables-*-32px.png, fit-tables-*-195x422.png.
# engines: sqlite
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/lib_web.sh"
. "$(dirname "$0")/lib_browser.sh"
cd "$TMP" || exit 1
. "$TDIR/lib_pages.sh"
pages_setup
# zoomed SIZES [ROOT_PX]: fit.py over /tables
zoomed() {
    local st line
    while IFS= read -r line; do
        IFS=$'\t' read -r st name detail <<<"$line"
        case $st in ok) t_ok "200 %: $name" ;; FAIL) t_fail "200 %: $name" "$detail" ;;
            end) [ "$name" = 0 ] || t_fail "fit.py ended with $name" ;; *) t_fail "fit.py: $line" ;; esac
    done < <(FIT_ROOT_PX=${2:-} /usr/bin/python3 "$TDIR/fit.py" "$TMP/chrome-fit" "$SHOTS" "$URL" "$1" \
                 tables=/tables series-tables='/tables?series=1' 2>"$TMP/fit.err"
             echo "end	$?")
    [ -s "$TMP/fit.err" ] && t_fail "fit.py said" "$(tail -5 "$TMP/fit.err")"
}
mkdir -p "$SHOTS"
export HOME=$TMP
command -v chromium >/dev/null || { t_fail "chromium is installed"; exit 0; }
serve_start "$DB" -t Turnier || { t_fail "serve" "$(cat "$TMP/serve.err")"; exit 0; }
zoomed 390x844 32
zoomed 195x422

# the switch, clicked as a visitor does: PATH LANG_FROM LANG_TO
browser_start
switch() {
    local path=$1 from=$2 to=$3 want
    want=$(printf '%s' "$path" | sed 's/[?&]lang=..//')
    br eval "document.querySelector('a.lang').click(); true"
    br wait 5000 "document.documentElement.lang === '$to' && location.pathname + location.search === '$want'"
    case "$ANS" in true*) t_ok "the switch $from -> $to on $want returns to it" ;;
        *) br eval "document.documentElement.lang + ' ' + location.pathname + location.search"
           t_fail "the switch $from -> $to on $want returns to it" "$ANS" ;; esac
}
# the larger type reaches the text itself (no size in px beneath the root)
br open "$URL/tables?lang=de" 390 844
br eval "document.documentElement.style.fontSize = '32px'; Math.round(parseFloat(getComputedStyle(document.querySelector('ul.tables a')).fontSize))"
[ "${ANS:-0}" -ge 28 ] 2>/dev/null && t_ok "200 %: the tables' names in ${ANS} px type" ||
    t_fail "200 %: the tables' names grow with the root's font size" "$ANS px"
CODE=$(code Turnier)
for path in "/table/1/1?code=$CODE" "/tables?series=1" "/standings?series=1" "/league"; do
    br open "$URL$path$( [[ $path == *\?* ]] && echo '&' || echo '?' )lang=de" 390 844
    switch "$path" de en
    switch "$path" en de
    case $path in /table/*)
        br eval "!!document.querySelector('form.entry')"
        [ "$ANS" = true ] && t_ok "the entry form is there again after the switch (its code kept)" ||
            t_fail "the entry form after the switch" "$ANS" ;;
    esac
done
exit 0
