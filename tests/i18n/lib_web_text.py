#!/usr/bin/python3
"""lib_web_text.py FILE...: the text a person reads on HTML pages (no tags,
no script, no style; the values of buttons and placeholders of inputs, the
options of selects, the title attributes), one line per block; JSON: the
string values.  For the German checks of tests/i18n (no_english)."""
import html.parser, json, sys


class Text(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.out, self.skip = [], 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in ("script", "style"):
            self.skip += 1
        for k in ("placeholder", "title", "data-confirm", "aria-label"):
            if a.get(k):
                self.out.append(a[k])
        if tag in ("br", "p", "tr", "li", "div", "h1", "h2", "h3", "option", "legend", "label"):
            self.out.append("\n")

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.skip -= 1
        if tag in ("td", "th"):
            self.out.append(" ")

    def handle_data(self, d):
        if not self.skip:
            self.out.append(d)


for f in sys.argv[1:]:
    s = open(f, encoding="utf-8").read()
    if s.lstrip().startswith("{"):
        def walk(v):
            if isinstance(v, dict):
                for x in v.values():
                    walk(x)
            elif isinstance(v, list):
                for x in v:
                    walk(x)
            elif isinstance(v, str):
                print(v)
        walk(json.loads(s))
        continue
    p = Text()
    p.feed(s)
    for line in "".join(p.out).split("\n"):
        line = " ".join(line.split())
        if line:
            print(line)
