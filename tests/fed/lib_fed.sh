# tests/fed/lib_fed.sh - a federation hub and venues for the federation
# suites.  Source after tests/lib.sh and tests/web/lib_web.sh.
#
#   hub_league DB       a hub database: league L (one series per match day),
#                       teams A-H of four players (A1..H4, member numbers
#                       1001..8004, all agreeing to publication), match day
#                       1 with venue groups 1 (A-D) and 2 (E-H) played at
#                       'Krone' and 'Ass'; codes into C1 and C2, a leader's
#                       code into LEADER, the captain of B's into CAPB
#   H ARGS / V1 ARGS / V2 ARGS   skatsheet on $HUB / $VDB1 / $VDB2
#   hub_serve DB [SERVE ARGS]   hub_league DB, then the hub served
#                       (serve_start, with ARGS) at $HUBURL; the venues'
#                       databases $VDB1 and $VDB2
#   hub_games           the hub's games as "table.series.game:points" lines
#   venues_play N       both venues ($VDB1, $VDB2) pull from $HUBURL, draw
#                       series 1 (seeds 1 and 2) and push N (1 or 2) games a
#                       table: grand with 1, then clubs with 2
#   same_as_fresh LABEL the league's publish directory $PUB holds exactly
#                       what a fresh `publish` into an empty directory writes
#   T1 / T2             the venue groups' tournament names
H() { "$SK" --db "$HUB" "$@"; }
V1() { "$SK" --db "$VDB1" "$@"; }
V2() { "$SK" --db "$VDB2" "$@"; }
T1="L matchday 1 venue 1"
T2="L matchday 1 venue 2"

hub_league() {
    HUB=$1
    H init >/dev/null
    H league create L --season 2027 --series-per-matchday 1 >/dev/null
    local t i n=1 csv=$TMP/members.csv
    echo "member,name,club,publish" > "$csv"
    for t in A B C D E F G H; do
        for i in 1 2 3 4; do echo "$n$(printf %03d $i),$t$i,SC $t,yes"; done >> "$csv"
        n=$((n + 1))
    done
    H player members "$csv" >/dev/null
    for t in A B C D E F G H; do
        H league team add "$t" --club "SC $t" >/dev/null
        H league roster add "$t" "${t}1" "${t}2" "${t}3" "${t}4" >/dev/null
    done
    H league matchday add 1 --date 2027-01-16 --venue A,B,C,D --venue E,F,G,H >/dev/null
    H league venue add Krone --address "Markt 1, Bonn" --matchday 1 --group 1 >/dev/null
    H league venue add Ass --address "Hauptstr. 5, Köln" --matchday 1 --group 2 >/dev/null
    C1=$(H league code add --venue Krone --matchday 1 --quiet)
    C2=$(H league code add --venue Ass --matchday 1 --quiet)
    LEADER=$(H league code add --leader --label "Erika Muster" --quiet)
    CAPB=$(H league code add --captain B --quiet)
}

hub_serve() {
    hub_league "$1"
    VDB1=$TMP/v1.db
    VDB2=$TMP/v2.db
    serve_start "$HUB" "${@:2}" || { t_fail "the hub starts" "$(cat "$TMP/serve.err")"; exit 0; }
    HUBURL=$URL
}

hub_games() {
    db_sql "$HUB" "SELECT b.table_no || '.' || s.series_no || '.' || g.game_no || ':' ||
                           COALESCE(g.points, -1) || ':' || COALESCE(g.declarer, 0)
                      FROM games g JOIN tables b ON b.id = g.table_id
                      JOIN series s ON s.id = b.series_id ORDER BY 1"
}

# fed_clock WHEN: from now on skatsheet ($SK, and so H, V1, V2 and the
# served hub) runs with its clock started at WHEN (libfaketime), e.g. the
# day after match day 1: results are released from the match day on.
# SK_AT="@DATE TIME" in a command's environment: that command's clock.
fed_clock() {
    local lib
    lib=$(ls /usr/lib/*/faketime/libfaketimeMT.so.1 2>/dev/null | head -1)
    [ -n "$lib" ] || { t_fail "libfaketime is installed" "install the Debian package faketime"; exit 0; }
    REAL_SK=${REAL_SK:-$SK}
    printf '#!/bin/sh\nLD_PRELOAD=%s FAKETIME="${SK_AT:-@%s}" FAKETIME_DONT_FAKE_MONOTONIC=1 exec "%s" "$@"\n' \
        "$lib" "$1" "$REAL_SK" > "$TMP/sk-at"
    chmod +x "$TMP/sk-at"
    SK=$TMP/sk-at
}

same_as_fresh() {  # LABEL
    local fresh=$TMP/fresh.$RANDOM
    mkdir "$fresh" && H publish "$fresh" >/dev/null
    if diff -r "$PUB" "$fresh" >"$TMP/diff" 2>&1; then t_ok "$1: the public files are a fresh publish's, byte for byte"
    else t_fail "$1: the public files are a fresh publish's" "$(head -20 "$TMP/diff")"; fi
    rm -rf "$fresh"
}

venues_play() {  # N
    local v db code t tb
    for v in 1 2; do
        db=$TMP/v$v.db; code=C$v; t=T$v
        "$SK" --db "$db" init >/dev/null
        "$SK" --db "$db" sync pull --hub "$HUBURL" --code "${!code}" >/dev/null
        "$SK" --db "$db" series draw 1 --separate team --seed "$v" -t "${!t}" >/dev/null
        for tb in 1 2 3 4; do
            "$SK" --db "$db" game add -t "${!t}" --series 1 --table "$tb" --declarer 2 grand --with 1 --points $((60 + 5 * tb + v)) >/dev/null
            [ "$1" = 1 ] || "$SK" --db "$db" game add -t "${!t}" --series 1 --table "$tb" --declarer 3 clubs --with 2 --points $((40 + 3 * tb)) >/dev/null
        done
        "$SK" --db "$db" sync push >/dev/null || t_fail "venue $v pushes" ""
    done
}
