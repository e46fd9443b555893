#!/usr/bin/python3
"""Every page fits (issue 36), for tests/web/fit.sh: each page at each size
in German and English in headless Chromium (browser.py's Browser, the
DevTools pipe).  Usage:

    fit.py PROFILE SHOTDIR BASEURL SIZES NAME=PATH...

SIZES: WxH,WxH,...  A PATH may hold {lang}.  For each page, size and
language one line on stdout: "ok<TAB>case" or "FAIL<TAB>case<TAB>detail";
a screenshot SHOTDIR/fit-NAME-LANG-WxH.png.  The checks:
  - <html lang> is the page's language;
  - nothing wider than the viewport: document.documentElement.scrollWidth
    <= innerWidth, every element shown inside [0, innerWidth] and not
    wider than its own box (a table scrolled sideways in its <main>);
  - no word broken inside: every word of every text shown lies on one line
    (a Range over the word has its client rects on one line) unless the
    line ends after a hyphen, a slash or a soft hyphen that is in the text;
  - no name or label is set to break anywhere (word-break: break-all,
    overflow-wrap: anywhere);
  - the round clock (.clock.big) inside the viewport, also vertically.
"""
import base64
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import Browser  # noqa: E402

CHECK_JS = r"""(function () {
  var vw = window.innerWidth, vh = window.innerHeight, out = {};
  out.lang = document.documentElement.lang;
  out.scroll = document.documentElement.scrollWidth;
  out.vw = vw;
  function shown(e) {
    if (e.closest("tr.hide,[hidden]")) return false;
    var cs = getComputedStyle(e);
    return cs.display !== "none" && cs.visibility !== "hidden";
  }
  function what(e) {
    return e.tagName.toLowerCase() + (e.className && typeof e.className === "string" ? "." + e.className.trim().replace(/ +/g, ".") : "") +
      " \"" + (e.textContent || "").replace(/\s+/g, " ").trim().slice(0, 30) + "\"";
  }
  var wide = [], breakany = [];
  document.querySelectorAll("body *").forEach(function (e) {
    if (!shown(e)) return;
    var r = e.getBoundingClientRect();
    if (!r.width || !r.height) return;
    var cs = getComputedStyle(e);
    if (e.clientWidth && e.scrollWidth > e.clientWidth + 1 && cs.overflowX !== "hidden" && cs.textOverflow !== "ellipsis")
      wide.push(what(e) + " scrolls " + e.scrollWidth + ">" + e.clientWidth);
    else if (r.right > vw + 1 || r.left < -1)
      wide.push(what(e) + " at " + Math.round(r.left) + ".." + Math.round(r.right));
    if (cs.wordBreak === "break-all" || cs.overflowWrap === "anywhere") {
      for (var c = e.firstChild; c; c = c.nextSibling)
        if (c.nodeType === 3 && c.data.trim()) { breakany.push(what(e) + " " + cs.wordBreak + "/" + cs.overflowWrap); break; }
    }
  });
  out.wide = wide.slice(0, 5);
  out.breakany = breakany.slice(0, 5);
  /* words broken inside: the lines of a word's characters */
  var broken = [], tw = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT), n;
  function lineTop(node, i) {
    var r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + 1);
    var q = r.getClientRects(); return q.length ? q[0].top : null;
  }
  while ((n = tw.nextNode())) {
    var el = n.parentElement;
    if (!el || el.closest("script,style,textarea,.preview") || !shown(el)) continue;
    var re = /\S+/g, m;
    while ((m = re.exec(n.data))) {
      if (m[0].length < 2) continue;
      var r = document.createRange(); r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
      var rects = Array.prototype.filter.call(r.getClientRects(), function (x) { return x.width > 0; });
      if (rects.length < 2) continue;
      var tops = rects.map(function (x) { return Math.round(x.top); });
      if (Math.max.apply(null, tops) - Math.min.apply(null, tops) < 2) continue;
      var prev = lineTop(n, m.index), at = "";
      for (var i = m.index + 1; i < m.index + m[0].length; i++) {
        var t = lineTop(n, i);
        if (t !== null && prev !== null && Math.abs(t - prev) > 2 && "-/\u00ad\u2010".indexOf(n.data[i - 1]) < 0) {
          at = n.data.slice(m.index, i) + "|" + n.data.slice(i, m.index + m[0].length);
          break;
        }
        if (t !== null) prev = t;
      }
      if (at) broken.push(at);
    }
  }
  out.broken = broken.slice(0, 6);
  /* the round clock: every part inside the viewport */
  var clock = [];
  document.querySelectorAll(".clock.big, .clock.big *").forEach(function (e) {
    var r = e.getBoundingClientRect();
    if (!r.width) return;
    if (r.left < -1 || r.right > vw + 1 || r.top < -1 || r.bottom > vh + 1)
      clock.push(what(e) + " at " + [r.left, r.top, r.right, r.bottom].map(Math.round).join(","));
  });
  out.clock = clock;
  out.hasclock = !!document.querySelector(".clock.big");
  return JSON.stringify(out);
})()"""
CHECK_JS = " ".join(CHECK_JS.split("\n"))


def main():
    profile, shots, base, sizes = sys.argv[1:5]
    pages = [a.split("=", 1) for a in sys.argv[5:]]
    only = os.environ.get("FIT_ONLY")   # FIT_ONLY=clock,beamer: only those pages
    if only:
        pages = [p for p in pages if p[0] in only.split(",")]
    root_px = int(os.environ.get("FIT_ROOT_PX") or 0)   # FIT_ROOT_PX=32: the root's font size
    tag = "-%dpx" % root_px if root_px else ""
    b = Browser(profile)
    try:
        for name, path in pages:
            for size in sizes.split(","):
                w, h = map(int, size.split("x"))
                for lang in ("de", "en"):
                    case = "%s %s %s%s" % (name, lang, size, " root " + tag[1:] if tag else "")
                    p = path.replace("{lang}", lang)
                    url = base + p + ("&" if "?" in p else "?") + "lang=" + lang
                    b.call("Emulation.setDeviceMetricsOverride", width=w, height=h,
                           deviceScaleFactor=1, mobile=w < 640)
                    b.events.clear()
                    b.call("Page.navigate", url=url)
                    if not b.wait_event("Page.loadEventFired", 30):
                        print("FAIL\t%s\tdid not load" % case, flush=True)
                        continue
                    if root_px:   # the reader's larger type (200 %: 32 px), as beamer.sh sets it
                        b.eval("document.documentElement.style.fontSize = '%dpx'; "
                               "window.dispatchEvent(new Event('resize')); true" % root_px)
                    # the beamer lays itself out after the load (its rows in
                    # the type that fits): measured once it has (data-pages)
                    for _ in range(100):
                        if b.eval("!document.body.classList.contains('beamer') || "
                                  "document.body.hasAttribute('data-pages')") is True:
                            break
                        time.sleep(0.05)
                    time.sleep(0.1)
                    r = json.loads(b.eval(CHECK_JS))
                    data = b.call("Page.captureScreenshot", format="png")["data"]
                    with open(os.path.join(shots, "fit-%s-%s-%s%s.png" % (name, lang, size, tag)), "wb") as f:
                        f.write(base64.b64decode(data))
                    probs = []
                    if r["lang"] != lang:
                        probs.append("<html lang=%r>" % r["lang"])
                    if r["scroll"] > r["vw"]:
                        probs.append("scrollWidth %d > %d" % (r["scroll"], r["vw"]))
                    probs += ["too wide: " + x for x in r["wide"]]
                    probs += ["broken inside: " + x for x in r["broken"]]
                    probs += ["breaks anywhere: " + x for x in r["breakany"]]
                    probs += ["clock outside: " + x for x in r["clock"]]
                    if "/clock" in p and not r["hasclock"]:
                        probs.append("no clock shown")
                    if probs:
                        print("FAIL\t%s\t%s" % (case, " ; ".join(probs)), flush=True)
                    else:
                        print("ok\t%s (scrollWidth %d)" % (case, r["scroll"]), flush=True)
    finally:
        b.quit()


if __name__ == "__main__":
    main()
