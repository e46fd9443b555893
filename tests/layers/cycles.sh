# tests/layers/cycles.sh - no cycle between files: from the objects' symbols
# (nm), a file that calls into another may not be called back by it,
# directly or round a longer loop.  Checked for every layer: app/core,
# app/io, db, reports, app/ops, app/tui, app/web and app/cli (the TUI's
# screens talk to tui.c only through the state in tui_int.h; the web's
# write handlers get a web_writer from server.c instead of calling it; the
# help handler gets the command table through cli_ctx).  The detector is
# first shown a planted loop of two files, so a detector that finds
# nothing fails.
# engines: sqlite (the include layers of the source: no database)
. "$TESTS_DIR/lib.sh"
OBJ=$(cd "$TESTBIN/.." && pwd)/obj
cat >"$TMP/cycles.py" <<'PY'
import subprocess, sys, os
root, dirs = sys.argv[1], sys.argv[2:]
objs = []
for d in dirs:
    p = os.path.join(root, d)
    objs += sorted(os.path.join(p, f) for f in os.listdir(p) if f.endswith(".o"))
defs, und = {}, {}
for o in objs:
    out = subprocess.run(["nm", o], capture_output=True, text=True, check=True).stdout
    defs[o], und[o] = set(), set()
    for l in out.splitlines():
        f = l.split()
        if len(f) == 3 and f[1] in "TDBR":
            defs[o].add(f[2])
        elif len(f) == 2 and f[0] == "U":
            und[o].add(f[1])
owner = {s: o for o in objs for s in defs[o]}
g = {o: {owner[s] for s in und[o] if s in owner and owner[s] != o} for o in objs}
print("objects", len(objs))
# strongly connected components (Tarjan): any with more than one file is a cycle
sys.setrecursionlimit(10000)
index, low, stack, on, n = {}, {}, [], set(), [0]
def visit(v):
    index[v] = low[v] = n[0]; n[0] += 1; stack.append(v); on.add(v)
    for w in g[v]:
        if w not in index:
            visit(w); low[v] = min(low[v], low[w])
        elif w in on:
            low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        comp = []
        while True:
            w = stack.pop(); on.discard(w); comp.append(w)
            if w == v:
                break
        if len(comp) > 1:
            print("cycle", " ".join(sorted(os.path.relpath(x, root)[:-2] + ".c" for x in comp)))
for v in objs:
    if v not in index:
        visit(v)
PY

# the planted loop: a.c calls b.c, b.c calls a.c; c.c calls a.c only
mkdir -p "$TMP/plant/x"
printf 'int b(int);\nint a(int n) { return n ? b(n - 1) : 0; }\n' >"$TMP/plant/x/a.c"
printf 'int a(int);\nint b(int n) { return n ? a(n - 1) : 1; }\n' >"$TMP/plant/x/b.c"
printf 'int a(int);\nint c(int n) { return a(n); }\n' >"$TMP/plant/x/c.c"
for f in a b c; do cc -c -o "$TMP/plant/x/$f.o" "$TMP/plant/x/$f.c"; done
/usr/bin/python3 "$TMP/cycles.py" "$TMP/plant" x >"$TMP/plant.res" 2>&1
if grep -qx 'cycle x/a.c x/b.c' "$TMP/plant.res" && [ "$(grep -c '^cycle' "$TMP/plant.res")" = 1 ]; then
    t_ok "the detector finds a planted loop of two files (and only it)"
else
    t_fail "the detector finds a planted loop" "$(cat "$TMP/plant.res")"
fi

/usr/bin/python3 "$TMP/cycles.py" "$OBJ" app/core app/io db reports app/ops app/tui app/web \
    app/cli >"$TMP/res" 2>&1
nobj=$(awk '$1=="objects"{print $2}' "$TMP/res")
if [ "${nobj:-0}" -gt 100 ]; then t_ok "objects read ($nobj)"; else t_fail "objects read" "$(cat "$TMP/res")"; fi
if grep -q '^cycle' "$TMP/res"; then
    mapfile -t c < <(grep '^cycle' "$TMP/res")
    t_fail "no cycle between files (core, io, db, reports, ops, tui, web, cli)" "${c[@]}"
else
    t_ok "no cycle between files (core, io, db, reports, ops, tui, web, cli)"
fi
