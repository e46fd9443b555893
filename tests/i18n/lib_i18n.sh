# tests/i18n/lib_i18n.sh - the check for English leftovers in German runs
# (sourced after tests/lib.sh; tests/run skips lib*.sh).
#
#   no_english NAME FILE
#       t_ok when FILE holds none of the English words below as a whole
#       word, else t_fail listing the lines (up to 15).  The commands' and
#       options' own names (game add, --series), 'quoted' values and the
#       CSV columns named in import messages are not words of the text and
#       are dropped first, and so are file paths and key=value settings
#       (and a field named before its rule: "game muss ...").
# The words are what a German club would notice; player and club names in
# the tests are German or neutral.
ENGLISH='Standings|Series|series|Table|table|Tables|tables|Player|player|players|Dealer|dealer|Total|Won|won|Lost|lost|passed|overbid|OVERBID|LOST|Game|game|games|recorded|Tournament|tournament|Seat|seat|Points|points|declarer|Declarer|clubs|spades|hearts|diamonds|without|with|bid|Bid|Rank|Value|Note|provisional|Sheet|sheet|Signatures|Seating|Team|team|Teams|teams|and|the|of|is|are|not|no|none|yes|Others|others|Date|date|page|Page|after|each|every|history|version|edited|deleted|restored|changed|wrote|created|refused|must|needs|required|usage|Usage|Options|Settings|round|alone|result|units|cents|solos|contract|party|next|per|opponent|sum|money|settlement|who|pays|nobody|registration|waiting|confirmed|rejected|present|imported|exported|line|nothing|match|day|league|division|season|average|best|worst|Statistics|Place|prize|balance|entry|list|rules|house|marks|doubled|called|keys|save|Save|cancel|Cancel|digits|pushed|instead|deals|sits|choose|help|quit|reload|edit|Edit|delete|Delete|preview|knocked|Knocked|doublings|Doublings|loser|Loser|suit|Suit|Called|card|Card|Standings|Settlement'

no_english() {
    local name=$1 file=$2 words=$TMP/no_english.words left
    sed -E -e 's/^[$] skatsheet .*//' -e 's/^### .*//' -e 's/skatsheet( --db [^ ]+)? [a-z]+( [a-z]+)?//g' -e 's#(/[^/ :]+)+##g' -e 's/[a-z_0-9]+=[^ ,]*//g' -e 's/--[a-z0-9-]+//g' \
        -e 's/\b[A-Za-z0-9_-]+\.(csv|db|pdf|xlsx|json|html|txt)\b//g' \
        -e "s/'[^']*'//g" -e 's/\b(series|table|game|declarer|contract|points|result|player|number|club|seat|kontra|called|lauf_side|ramsch|jungfrau|announce|matadors|bid)\b ([^ ]*: |muss )/\2/g' \
        "$file" >"$words"
    left=$(grep -nowE "$ENGLISH" "$words" | sort -t: -k2 -u | head -15)
    if [ -z "$left" ]; then
        t_ok "$name: no English left"
    else
        t_fail "$name: no English left" "$(printf '%s\n' "$left" | while IFS=: read -r n w; do
            printf '%s: %s\n' "$w" "$(sed -n "${n}p" "$file" | cut -c1-110)"; done)"
    fi
}

# More English a German list keeper met (issue 36), and the field names the
# English messages start with (kept by no_english's leniency above).
MORE_ENGLISH='on|or|random|plain|thrown-in|with|name|sits|out|at|by|than|above|from|to|for|missing|unknown|only|seed|rules|Rules|deals|fold|Seed'

#   more_english NAME FILE: like no_english with MORE_ENGLISH, and without
#   dropping "player name: " and the like.
more_english() {
    local name=$1 file=$2 words=$TMP/more_english.words left
    sed -E -e 's/^[$] skatsheet .*//' -e 's/^### .*//' -e 's/skatsheet( --db [^ ]+)? [a-z]+( [a-z]+)?//g' -e 's#(/[^/ :]+)+##g' \
        -e 's/[a-z_0-9]+=[^ ,]*//g' -e 's/--[a-z0-9-]+//g' -e "s/'[^']*'//g" -e 's/"[^"]*"//g' \
        -e 's/\b[A-Za-z0-9_-]+\.(csv|db|pdf|xlsx|json|html|txt)\b//g' "$file" >"$words"
    left=$(grep -nowE "$MORE_ENGLISH" "$words" | sort -t: -k2 -u | head -15)
    if [ -z "$left" ]; then
        t_ok "$name: no English word of the wider list"
    else
        t_fail "$name: no English word of the wider list" "$(printf '%s\n' "$left" | while IFS=: read -r n w; do
            printf '%s: %s\n' "$w" "$(sed -n "${n}p" "$file" | cut -c1-110)"; done)"
    fi
}

#   no_keys NAME FILE: no snake_case identifier (an internal key such as
#   declarer_party_augen) outside quotes; KEY=VALUE as typed, paths, file
#   names, option names, the commands themselves and the test cluster's
#   database names (pg_newname: t<pid>_<n>_<rand>_<suite>) are dropped first.
no_keys() {
    local name=$1 file=$2 words=$TMP/no_keys.words left
    sed -E -e 's/^[$] skatsheet .*//' -e 's/^### .*//' -e 's#(/[^/ :]+)+##g' -e 's/--[a-z0-9-]+//g' \
        -e "s/'[^']*'//g" -e 's/"[^"]*"//g' -e 's/[a-z_0-9]+=[^ ,]*//g' -e 's/\b[A-Za-z0-9_-]+\.(csv|db|pdf|xlsx|json|html|txt)\b//g' \
        -e 's/\bt[0-9]+_[0-9]+_[0-9]+_[a-z0-9_]+//g' "$file" >"$words"
    left=$(grep -noE '\b[A-Za-z][a-z0-9]*(_[a-z0-9]+)+\b' "$words" | sort -t: -k2 -u | head -15)
    if [ -z "$left" ]; then
        t_ok "$name: no internal key outside quotes"
    else
        t_fail "$name: no internal key outside quotes" "$(printf '%s\n' "$left" | while IFS=: read -r n w; do
            printf '%s: %s\n' "$w" "$(sed -n "${n}p" "$file" | cut -c1-110)"; done)"
    fi
}
