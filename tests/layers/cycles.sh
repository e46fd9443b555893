# tests/layers/cycles.sh - no cycle between the files of a layer: from the
# objects' symbols (nm), a file that calls into another may not be called
# back by it, directly or round a longer loop.  Checked for app/core,
# app/io, db, reports, app/ops and app/tui (the TUI's screens talk to tui.c
# only through the state in tui_int.h and tui_status/tui_draw).  The CLI's
# command table and its handlers reach each other by design (commands.c
# names the handlers, the handlers use the table's parser) and are not
# checked; neither is app/web.
. "$TESTS_DIR/lib.sh"
OBJ=$(cd "$TESTBIN/.." && pwd)/obj
/usr/bin/python3 - "$OBJ" >"$TMP/res" 2>&1 <<'PY'
import subprocess, sys, os
root = sys.argv[1]
dirs = ["app/core", "app/io", "db", "reports", "app/ops", "app/tui"]
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
nobj=$(awk '$1=="objects"{print $2}' "$TMP/res")
if [ "${nobj:-0}" -gt 50 ]; then t_ok "objects read ($nobj)"; else t_fail "objects read" "$(cat "$TMP/res")"; fi
if grep -q '^cycle' "$TMP/res"; then
    mapfile -t c < <(grep '^cycle' "$TMP/res")
    t_fail "no cycle between files (core, io, db, reports, ops, tui)" "${c[@]}"
else
    t_ok "no cycle between files (core, io, db, reports, ops, tui)"
fi
