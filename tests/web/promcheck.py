#!/usr/bin/python3
"""promcheck.py - GET /metrics checked with the Prometheus client library's
own parser (python3-prometheus-client) and by the rules of the text format.

  promcheck.py parse FILE OUT.json   parse FILE; write its samples and types
  promcheck.py grow A.json B.json    every counter and histogram sample of A
                                     is in B and not smaller
Exits 1 naming the problem."""
import json
import re
import sys

from prometheus_client.parser import text_string_to_metric_families

NAME = re.compile(r'^[a-zA-Z_:][a-zA-Z0-9_:]*$')
TYPES = {'counter', 'gauge', 'histogram', 'summary', 'untyped'}


def key(name, labels):
    return name + '{' + ','.join('%s=%s' % kv for kv in sorted(labels.items())) + '}'


def parse(path, out):
    text = open(path, encoding='utf-8').read()
    helps, types = {}, {}
    for line in text.splitlines():
        if line.startswith('# HELP '):
            name, _, h = line[7:].partition(' ')
            if not h.strip():
                sys.exit('empty HELP for %s' % name)
            helps[name] = h
        elif line.startswith('# TYPE '):
            name, _, t = line[7:].partition(' ')
            if t not in TYPES:
                sys.exit('bad TYPE %r for %s' % (t, name))
            if name not in helps:
                sys.exit('TYPE before HELP for %s' % name)
            types[name] = t
        elif line and not line.startswith('#'):
            sample = re.split(r'[{ ]', line, 1)[0]
            fam = [n for n in types if sample == n or
                   (types[n] == 'histogram' and sample in (n + '_bucket', n + '_sum', n + '_count'))]
            if not fam:
                sys.exit('sample %s of no family declared before it' % sample)
    for n in types:
        if not NAME.match(n):
            sys.exit('bad metric name %r' % n)
        if types[n] == 'counter' and not n.endswith('_total'):
            sys.exit('counter %s does not end in _total' % n)
    samples, kinds = {}, {}
    for fam in text_string_to_metric_families(text):  # raises on anything it cannot read
        for s in fam.samples:
            samples[key(s.name, s.labels)] = s.value
            kinds[key(s.name, s.labels)] = fam.type
    if not samples:
        sys.exit('no samples')
    json.dump({'samples': samples, 'kinds': kinds, 'types': types}, open(out, 'w'))


def grow(a, b):
    A, B = json.load(open(a)), json.load(open(b))
    n = 0
    for k, v in A['samples'].items():
        if A['kinds'][k] not in ('counter', 'histogram'):
            continue
        n += 1
        if k not in B['samples']:
            sys.exit('%s is gone' % k)
        if B['samples'][k] < v:
            sys.exit('%s went down from %s to %s' % (k, v, B['samples'][k]))
    print('%d counters checked' % n)


if __name__ == '__main__':
    if sys.argv[1] == 'parse':
        parse(sys.argv[2], sys.argv[3])
    elif sys.argv[1] == 'grow':
        grow(sys.argv[2], sys.argv[3])
    else:
        sys.exit('parse or grow')
