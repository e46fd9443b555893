# Replays every fuzz corpus (tests/fuzz/corpus/NAME) through its harness
# (build/tests/fuzzrep_NAME, built by make with the normal compiler).
# engines: sqlite (the CSV parsers on the fuzz corpus: no database)
set -u
here=$(cd "$(dirname "$0")" && pwd)
status=0
for bin in "$TESTBIN"/fuzzrep_*; do
    [ -x "$bin" ] || continue
    name=${bin##*/fuzzrep_}
    "$bin" "$name" "$here/corpus/$name" || status=1
done
exit $status
