#!/usr/bin/env bash
# tests/bench/benches.sh - every bench at its small size (BENCH_SMALL=1, one
# run): it still works, its results agree with its baseline's (or the
# program's own slower path), every figure is there.  No timing is judged.
# And a bench that finds different results fails: the same benches with a
# skatsheet whose standings (or player list) are off by one point.
. "$(dirname "$0")/../lib.sh"
ROOT=$(cd "$TDIR/../.." && pwd)
export BENCH_SMALL=1 BENCH_RUNS=1
unset BENCH_DIR

# bench NAME ARGS...: run bench/NAME; its output in $TMP/NAME.out
bench() {
    local name=$1; shift
    (cd "$ROOT" && "bench/$name" "$@") >"$TMP/$name.out" 2>&1
}
# one_ok NAME ARGS...: exit 0, no DIFFER/FAILED line, at least one
# comparison made and every figure measured
one_ok() {
    local name=$1; shift
    local rc=0
    bench "$name" "$@" || rc=$?
    local problems=()
    [ "$rc" = 0 ] || problems+=("exit status $rc")
    grep -q 'DIFFER\|FAILED\|| missing$' "$TMP/$name.out" && problems+=("a comparison failed")
    grep -q ': identical (\|: ok$' "$TMP/$name.out" || problems+=("no result compared")
    grep -q '^figure: ' "$TMP/$name.out" || problems+=("no figure")
    if [ ${#problems[@]} -eq 0 ]; then
        t_ok "bench/$name works at a small size, its results agree"
    else
        t_fail "bench/$name works at a small size, its results agree" "${problems[@]}" \
            "$(tail -n 20 "$TMP/$name.out")"
    fi
}

for b in startup standings import house schafkopf postgresql importers reports rankscale; do
    case $b in
        import) one_ok import "" "$SK" ;;
        importers) one_ok importers "" "$SK" ;; # [PLAYERS] [SKATSHEET]
        *) one_ok "$b" "$SK" ;;
    esac
done
# (nginx lives in /usr/sbin: not on the PATH of a user who is not root)
if command -v wrk >/dev/null && { command -v nginx || [ -x /usr/sbin/nginx ]; } >/dev/null; then
    one_ok serve "$SK"
else
    t_fail "bench/serve works at a small size" "wrk and nginx are needed (scripts/install-deps)"
fi

# a program whose results are off: the benches must say so and fail
cat >"$TMP/off-by-one" <<EOF2
#!/usr/bin/env bash
# skatsheet, except that a standings CSV's last total and a player list's
# last line left out, a ranking's first score one more
case " \$* " in
    *" standings --format csv "*)
        "$SK" "\$@" | awk -F, -v OFS=, 'NR > 2 && !done { \$(NF - 3) = \$(NF - 3) + 1; done = 1 } { print }' ;;
    *" player list "*)
        "$SK" "\$@" | sed '\$d' ;;
    *" ranking preset=ispa --format csv "*)
        "$SK" "\$@" | awk -F, -v OFS=, 'NR == 2 { \$10 = \$10 + 1 } { print }' ;;
    *) exec "$SK" "\$@" ;;
esac
EOF2
chmod +x "$TMP/off-by-one"
for b in standings house schafkopf startup postgresql rankscale; do
    rc=0
    bench "$b" "$TMP/off-by-one" || rc=$?
    if [ "$rc" = 1 ] && grep -q 'DIFFER\|FAILED' "$TMP/$b.out" &&
        grep -q "^bench/$b: FAILED" "$TMP/$b.out"; then
        t_ok "bench/$b fails when the results differ"
    else
        t_fail "bench/$b fails when the results differ" "exit status $rc" "$(tail -n 12 "$TMP/$b.out")"
    fi
done

# make bench's table: a failing bench makes bench/run fail, after the table
rc=0
(cd "$ROOT" && SKATSHEET="$TMP/off-by-one" bench/run standings) >"$TMP/run.out" 2>&1 || rc=$?
if [ "$rc" = 1 ] && grep -q '^| figure | goal | now | met |' "$TMP/run.out" &&
    grep -q '^| standings, .* | <= 1.0x | ' "$TMP/run.out" &&
    grep -q 'bench/run: FAILED: standings' "$TMP/run.out"; then
    t_ok "bench/run prints the table and fails with a failing bench"
else
    t_fail "bench/run prints the table and fails with a failing bench" "exit status $rc" \
        "$(tail -n 12 "$TMP/run.out")"
fi
