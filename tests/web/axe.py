#!/usr/bin/python3
"""No WCAG 2.1 A/AA violation (issue 36), for tests/web/axe.sh: each page at
each size in German and English in headless Chromium (browser.py's Browser,
the DevTools pipe, as fit.py), axe-core injected and run.  Usage:

    axe.py PROFILE AXE_MIN_JS BASEURL SIZES NAME=PATH...

For each page, size and language one line on stdout: "ok<TAB>case" or
"FAIL<TAB>case<TAB>violations", each violation as
"id [impact] target: summary" (every node's target, at most 8 a rule).
"""
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import Browser  # noqa: E402

TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
RUN_JS = """axe.run(document, {runOnly: {type: 'tag', values: %s}, resultTypes: ['violations']})
  .then(function (r) { return JSON.stringify({passes: r.passes.length, incomplete: r.incomplete.map(function (v) {
      return v.id + 'x' + v.nodes.length; }), violations: r.violations.map(function (v) {
    return {id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map(function (n) {
      return {target: n.target.join(' '), summary: (n.failureSummary || '').replace(/\\s+/g, ' ').trim()}; })}; })}); })""" % json.dumps(TAGS)


def main():
    profile, axejs, base, sizes = sys.argv[1:5]
    pages = [a.split("=", 1) for a in sys.argv[5:]]
    only = os.environ.get("AXE_ONLY")   # AXE_ONLY=sheet,beamer: only those pages
    if only:
        pages = [p for p in pages if p[0] in only.split(",")]
    src = open(axejs).read()
    b = Browser(profile)
    try:
        for name, path in pages:
            for size in sizes.split(","):
                w, h = map(int, size.split("x"))
                for lang in ("de", "en"):
                    case = "%s %s %s" % (name, lang, size)
                    url = base + path + ("&" if "?" in path else "?") + "lang=" + lang
                    b.call("Emulation.setDeviceMetricsOverride", width=w, height=h,
                           deviceScaleFactor=1, mobile=w < 640)
                    b.events.clear()
                    b.call("Page.navigate", url=url)
                    if not b.wait_event("Page.loadEventFired", 30):
                        print("FAIL\t%s\tdid not load" % case, flush=True)
                        continue
                    time.sleep(0.1)
                    r = b.call("Runtime.evaluate", expression=src + "\n;typeof axe", returnByValue=True)
                    if r.get("result", {}).get("value") != "object":
                        print("FAIL\t%s\taxe-core did not load: %s" % (case, r.get("exceptionDetails", r)), flush=True)
                        continue
                    r = b.call("Runtime.evaluate", expression=RUN_JS, awaitPromise=True, returnByValue=True)
                    if "exceptionDetails" in r:
                        print("FAIL\t%s\taxe.run failed: %s" % (case, r["exceptionDetails"]), flush=True)
                        continue
                    res = json.loads(r["result"]["value"])
                    vs = res["violations"]
                    if not vs:
                        # what axe cannot decide alone (contrast over an image, ...)
                        print("ok\t%s: no violation (%d rules passed%s)" % (case, res["passes"],
                              "; to review by eye: " + ", ".join(res["incomplete"]) if res["incomplete"] else ""), flush=True)
                        continue
                    out = []
                    for v in vs:
                        for n in v["nodes"][:8]:
                            out.append("%s [%s] %s: %s (%s)" % (v["id"], v["impact"], n["target"], v["help"], n["summary"]))
                        if len(v["nodes"]) > 8:
                            out.append("%s: %d more" % (v["id"], len(v["nodes"]) - 8))
                    print("FAIL\t%s\t%d violations: %s" % (case, sum(len(v["nodes"]) for v in vs), " ; ".join(out)), flush=True)
    finally:
        b.quit()


if __name__ == "__main__":
    main()
