#!/usr/bin/env bash
# engines: sqlite postgresql
# A table card's text always fits (issue 39): the hint under the QR code is
# on the card whole in every language (the German was cut to "... um die
# Spiele dieses Tisches ei..."): wrapped onto more lines, never cut with an
# ellipsis.  Read back with pdftotext; rendered with pdftoppm to
# build/screens/card-de.png and card-en.png (look at them).
. "$(dirname "$0")/../lib.sh"
cd "$TMP"
DB=$(new_db card)
S() { "$SK" --db "$DB" "$@"; }
S init >/dev/null
for p in Anna Bernd Carla Dieter Emil Frieda Gustav; do S player add "$p" >/dev/null; done
S tournament create Karte >/dev/null
S series draw 1 --seed 2 >/dev/null
SHOTS=$(dirname "$SK")/screens
mkdir -p "$SHOTS"
for lang in de en; do
    case $lang in
        de) hint="Mit dem Telefon des Tisches scannen, um die Spiele dieses Tisches einzutragen" ;;
        en) hint="Scan with the table's phone to record this table's games" ;;
    esac
    check "$lang: series print with QR codes" 0 -- S series print "card-$lang.pdf" --series 1 --lang "$lang" --url http://10.0.0.5:8080
    for pg in 1 2; do   # the two table cards
        text=$(pdftotext -f $pg -l $pg "card-$lang.pdf" - | tr '\n' ' ' | tr -s ' ')
        case "$text" in
            *"$hint"*) t_ok "$lang: card $pg has the whole hint" ;;
            *) t_fail "$lang: card $pg has the whole hint" "$text" ;;
        esac
        case "$text" in
            *"…"*) t_fail "$lang: card $pg: nothing cut with an ellipsis" "$text" ;;
            *) t_ok "$lang: card $pg: nothing cut with an ellipsis" ;;
        esac
    done
    pdftoppm -f 1 -l 1 -r 50 -png -singlefile "card-$lang.pdf" "$SHOTS/card-$lang" &&
        t_ok "$lang: rendered to build/screens/card-$lang.png" || t_fail "$lang: pdftoppm"
done
