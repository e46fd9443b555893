// skatsheet serve: live updates (long poll on /api/poll), beamer pages, entry preview.
// No outside script or font; everything is served by skatsheet itself.
(function () {
  'use strict';
  var body = document.body;
  var v = body.getAttribute('data-v');
  var de = body.getAttribute('data-lang') === 'de';
  var conn = document.getElementById('conn');
  var delay = 1000;

  function status(ok) {
    if (!conn) return;
    conn.textContent = ok ? '' : (de ? 'Verbindung unterbrochen, neuer Versuch ...'
                                     : 'connection lost, reconnecting ...');
    conn.className = ok ? 'conn' : 'conn off';
  }

  // A data change merges the fresh page into the live one node by node
  // (morph below), so what a person is typing, choosing or reading stays:
  // the focus and its selection, every field changed since the page was
  // loaded (data-edited) or holding the focus, open <details>, the scroll
  // position.  An answer that is not the page (503 while the database is
  // away) changes nothing and is asked again after a pause.
  function refresh() {
    return fetch(location.href, {cache: 'no-store', credentials: 'same-origin'})
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.text(); })
      .then(function (html) {
        var doc = new DOMParser().parseFromString(html, 'text/html');
        var nv = doc.body.getAttribute('data-v');
        if (nv) v = nv;
        var fresh = doc.getElementById('live');
        var live = document.getElementById('live');
        if (!fresh || !live) return;
        var view = keepView();
        focused = view.el;
        var st = {changed: 0};
        morphChildren(live, fresh, st);
        backView(view);
        setup(false);
        if (st.changed) announce();
      });
  }

  // ---- the morph: the fresh page merged into the live one ----
  // Children are matched by key (an id, a data-key, a form field's name;
  // a radio button or check box also by its value), the others by tag
  // and class in order; a match is updated in place (text, attributes),
  // what differs is inserted or removed.  A node the script owns
  // (data-own: the entry preview, the beamer's page number, a message
  // being read) is never removed nor changed.
  var KEEP = {'data-wired': 1, 'data-edited': 1, 'data-done': 1, 'data-own': 1};
  var morphGen = 0, focused = null;   // focused: the active element before the morph
  function isField(n) { return /^(INPUT|SELECT|TEXTAREA)$/.test(n.nodeName); }
  function keyOf(n) {
    if (n.nodeType !== 1) return null;
    if (n.id) return '#' + n.id;
    var k = n.getAttribute('data-key');
    if (k !== null) return n.nodeName + '/' + k;
    var name = n.getAttribute('name');
    if (name !== null && isField(n)) {
      var t = (n.getAttribute('type') || '').toLowerCase();
      return n.nodeName + '/' + t + '/' + name +
             (t === 'radio' || t === 'checkbox' ? '=' + n.getAttribute('value') : '');
    }
    return null;
  }
  function own(n) { return n.nodeType === 1 && n.hasAttribute('data-own'); }
  // a field the person holds: it has the focus, or was changed since load
  function held(n) {
    return isField(n) && (n === focused || n.hasAttribute('data-edited'));
  }
  function alike(a, b, strict) {
    if (a.nodeType !== b.nodeType || a.nodeName !== b.nodeName || keyOf(a)) return false;
    return !strict || a.nodeType !== 1 || a.getAttribute('class') === b.getAttribute('class');
  }
  function morphChildren(live, fresh, st) {
    var mark = ++morphGen, pool = {}, c, k, m;
    for (c = live.firstChild; c; c = c.nextSibling)
      if ((k = keyOf(c))) (pool[k] = pool[k] || []).push(c);
    var cur = live.firstChild;
    for (var f = fresh.firstChild; f; f = f.nextSibling) {
      while (cur && cur._mk === mark) cur = cur.nextSibling;
      m = null;
      k = keyOf(f);
      if (k) {
        while (pool[k] && pool[k].length && !m) {
          c = pool[k].shift();
          if (c.nodeName === f.nodeName) m = c;
        }
      } else {
        // the next unkeyed node of the same tag and class (skipped ones go)
        for (c = cur; c && !m && f.nodeType === 1; c = c.nextSibling)
          if (c._mk !== mark && alike(c, f, true)) m = c;
        if (!m && cur && alike(cur, f, false)) m = cur;
      }
      if (m) {
        if (keyOf(m) && m !== cur) live.insertBefore(m, cur);  // a keyed node moved
        else cur = m.nextSibling;
        morphNode(m, f, st);
      } else {
        m = document.importNode(f, true);
        live.insertBefore(m, cur);
        st.changed++;
      }
      m._mk = mark;
    }
    for (c = live.firstChild; c;) {
      var next = c.nextSibling;
      if (c._mk !== mark && !own(c)) { live.removeChild(c); st.changed++; }
      c = next;
    }
  }
  function morphNode(live, fresh, st) {
    if (live.nodeType !== 1) {
      if (live.nodeValue !== fresh.nodeValue) { live.nodeValue = fresh.nodeValue; st.changed++; }
      return;
    }
    if (own(live)) return;
    var tag = live.nodeName, hold = held(live), i, a, n;
    // a held field keeps its value; <details> stays as the person left it
    function mine(name) {
      return (hold && /^(value|checked|selected)$/.test(name)) || (tag === 'DETAILS' && name === 'open');
    }
    for (i = 0; i < fresh.attributes.length; i++) {
      a = fresh.attributes[i];
      if (!mine(a.name) && live.getAttribute(a.name) !== a.value) live.setAttribute(a.name, a.value);
    }
    for (i = live.attributes.length - 1; i >= 0; i--) {
      n = live.attributes[i].name;
      if (!fresh.hasAttribute(n) && !KEEP[n] && !mine(n)) live.removeAttribute(n);
    }
    if (hold && tag !== 'INPUT') return;   // a select's options, a textarea's text: its value
    morphChildren(live, fresh, st);
    if (hold) return;
    if (tag === 'INPUT') {
      var t = (live.getAttribute('type') || '').toLowerCase();
      if (t === 'radio' || t === 'checkbox') {
        if (live.checked !== fresh.hasAttribute('checked')) live.checked = fresh.hasAttribute('checked');
      } else if (t !== 'file' && live.value !== (fresh.getAttribute('value') || '')) {
        live.value = fresh.getAttribute('value') || '';
      }
    } else if (tag === 'TEXTAREA') {
      if (live.value !== fresh.textContent) live.value = fresh.textContent;
    } else if (tag === 'SELECT') {
      Array.prototype.forEach.call(live.options, function (o) { o.selected = o.hasAttribute('selected'); });
    }
  }

  // Every field the person changes is marked (a radio button's whole group).
  function edited(e) {
    var t = e.target;
    if (!t || !isField(t) || t.type === 'hidden') return;
    var group = [t];
    if (t.type === 'radio' && t.name)
      group = Array.prototype.filter.call(document.querySelectorAll('input[type=radio]'),
                                          function (r) { return r.name === t.name && r.form === t.form; });
    group.forEach(function (g) { g.setAttribute('data-edited', '1'); });
  }
  document.addEventListener('input', edited, true);
  document.addEventListener('change', edited, true);

  // The focus (and its selection) and the scroll position around a morph.
  function keepView() {
    var a = document.activeElement, w = {el: a, id: a && a.id, x: window.scrollX, y: window.scrollY};
    try {
      if (a && typeof a.selectionStart === 'number') {
        w.ss = a.selectionStart; w.se = a.selectionEnd; w.sd = a.selectionDirection;
      }
    } catch (e) { /* a field without a selection */ }
    return w;
  }
  function backView(w) {
    var el = w.el;
    if (el && el !== body && el !== document.documentElement) {
      if (!el.isConnected) el = w.id ? document.getElementById(w.id) : null;
      if (el && document.activeElement !== el) el.focus({preventScroll: true});
      if (el && w.ss !== undefined && (el.selectionStart !== w.ss || el.selectionEnd !== w.se))
        try { el.setSelectionRange(w.ss, w.se, w.sd); } catch (e) { /* not a text field */ }
    }
    if (window.scrollX !== w.x || window.scrollY !== w.y) window.scrollTo(w.x, w.y);
  }

  // A screen reader hears briefly what changed (politely), not the page.
  var WHAT = [['beamer', 'Standings updated', 'Stand aktualisiert'],
              ['standings', 'Standings updated', 'Stand aktualisiert'],
              ['tables', 'Tables updated', 'Tische aktualisiert'],
              ['table', 'Score sheet updated', 'Spielliste aktualisiert'],
              ['league', 'League table updated', 'Ligatabelle aktualisiert'],
              ['money', 'Settlement updated', 'Abrechnung aktualisiert'],
              ['desk', 'Desk updated', 'Turnierleitung aktualisiert'],
              ['cashier', 'Cash desk updated', 'Kasse aktualisiert']];
  var said = document.createElement('div');
  said.id = 'announce';
  said.setAttribute('aria-live', 'polite');
  said.setAttribute('aria-atomic', 'true');
  said.style.cssText = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;' +
                       'overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
  body.appendChild(said);
  function announce() {
    var w = WHAT.filter(function (x) { return body.classList.contains(x[0]); })[0];
    var text = w ? (de ? w[2] : w[1]) : (de ? 'Seite aktualisiert' : 'Page updated');
    said.textContent = '';   // the same words again are a change too
    setTimeout(function () { said.textContent = text; }, 100);
  }

  // The long poll is cut when the page goes (another page opened): else
  // its connection stays with the server until the poll times out, and a
  // browser's few connections per server run out after a handful of pages.
  var pollAbort = window.AbortController ? new AbortController() : null;
  window.addEventListener('pagehide', function () { if (pollAbort) pollAbort.abort(); });
  function poll() {
    fetch('/api/poll?v=' + encodeURIComponent(v),
          {cache: 'no-store', signal: pollAbort ? pollAbort.signal : undefined})
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (j) {
        status(true);
        delay = 1000;
        if (String(j.v) !== String(v)) {
          var was = v;
          v = String(j.v);
          return refresh().then(poll, function () {   // not merged: asked again after a pause
            v = was;
            setTimeout(poll, delay);
            delay = Math.min(delay * 2, 8000);
          });
        }
        poll();
      })
      .catch(function () {
        status(false);
        setTimeout(poll, delay);
        delay = Math.min(delay * 2, 8000);
      });
  }

  // The beamer: the whole field on one page in the largest type that fits
  // (a row at most 1/12 of the screen's height), in side-by-side columns
  // (each a table of its own, with its heading) when the screen is wide
  // enough: 60 players on 1080 lines.  The type never goes below 1.125rem
  // (18 px unless the browser is zoomed or set larger: then fewer rows fit).
  // Beyond that, pages of equal size (90 players: 2 pages of 45, never 60
  // and 30), turned on a steady clock (every PAGE_MS, whatever live updates
  // come in between).  A row that does not fit whole is never shown.
  var PAGE_MS = 10000, timer = null;
  function beamer() {
    var table = document.querySelector('table.big');
    if (!table || !table.tBodies.length) return;
    // undo an earlier layout: the copies' rows back into the first table, in rank order
    var rows = Array.prototype.slice.call(document.querySelectorAll('table.big tbody tr'));
    if (!rows.length) return;
    rows.forEach(function (r, i) { if (!r.hasAttribute('data-i')) r.setAttribute('data-i', i); });
    rows.sort(function (x, y) { return x.getAttribute('data-i') - y.getAttribute('data-i'); });
    var tb = table.tBodies[0];
    rows.forEach(function (r) { r.classList.remove('hide'); tb.appendChild(r); });
    Array.prototype.forEach.call(document.querySelectorAll('table.big.copy'), function (t) {
      t.parentNode.removeChild(t);
    });
    var wrap = table.parentNode;
    if (!wrap.classList.contains('cols')) {
      wrap = document.createElement('div');
      wrap.className = 'cols';
      table.parentNode.insertBefore(wrap, table);
      wrap.appendChild(table);
    }
    var info = document.querySelector('.page');
    if (!info) {
      info = document.createElement('div');
      info.className = 'page';
      info.setAttribute('data-own', '1');   // the script's, kept by a refresh
      document.getElementById('live').appendChild(info);
    }
    info.textContent = '\u00a0';   // a line's height, as the page number will have
    var H = window.innerHeight, W = document.documentElement.clientWidth;
    var bottom = H - info.offsetHeight - 4;
    var rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    var minFont = 1.125 * rem, n = rows.length, tables = [table];

    // rows start..start+count-1 in cols columns of font px: do they fit?
    function layout(cols, start, count, font) {
      while (tables.length > cols) { var t = tables.pop(); t.parentNode.removeChild(t); }
      while (tables.length < cols) {
        var c = table.cloneNode(false);
        c.classList.add('copy');
        c.setAttribute('aria-hidden', 'true');   // the first table is the one read out
        if (table.tHead) c.appendChild(table.tHead.cloneNode(true));
        c.appendChild(document.createElement('tbody'));
        wrap.appendChild(c);
        tables.push(c);
      }
      body.style.setProperty('--cols', cols);
      var per = Math.ceil(count / cols);
      rows.forEach(function (r, i) {
        var k = i - start, shown = k >= 0 && k < count;
        r.classList.toggle('hide', !shown);
        (shown ? tables[Math.floor(k / per)] : table).tBodies[0].appendChild(r);
      });
      tables.forEach(function (t) { t.style.fontSize = font + 'px'; });
      return tables.every(function (t) {
        var vis = t.tBodies[0].querySelectorAll('tr:not(.hide)'), last = vis[vis.length - 1];
        return (!last || last.getBoundingClientRect().bottom <= bottom) &&
               t.getBoundingClientRect().right <= W;
      });
    }
    // the largest type (a row at most 1/12 of the height) in which every
    // page of per rows fits, or 0
    function fitFont(cols, per) {
      var top = table.getBoundingClientRect().top;
      var f = Math.max(minFont, Math.min(H / 12, (bottom - top) / (Math.ceil(per / cols) + 1)) / 1.45);
      for (var start = 0; start < n; start += per) {   // each page, in the type that fit the last
        var count = Math.min(per, n - start), k = 0;
        while (k++ < 60 && f > minFont && !layout(cols, start, count, f)) f = Math.max(minFont, f * 0.96);
        if (!layout(cols, start, count, f)) return 0;
      }
      return f;
    }
    var maxCols = W >= 1000 ? 2 : 1;
    // the fewest pages, then the largest type: try 1, 2, ... pages
    var best = null, room = bottom - table.getBoundingClientRect().top;
    var cap = maxCols * Math.max(1, Math.floor(room / (minFont * 1.45)) - 1);
    var fewest = Math.max(1, Math.ceil(n / cap));
    for (var pages = fewest; pages <= Math.min(n, fewest + 3) && !best; pages++) {
      var per = Math.ceil(n / pages);
      for (var cols = 1; cols <= maxCols; cols++) {
        var f = fitFont(cols, per);
        if (f && (!best || f > best.font)) best = {cols: cols, per: per, pages: pages, font: f};
      }
      if (per === 1) break;
    }
    if (!best) {   // too wide even in the smallest type: the rows that fit one column, cut at the right
      var one = Math.max(1, Math.floor(room / (minFont * 1.45)) - 1), np = Math.ceil(n / one);
      best = {cols: 1, per: Math.ceil(n / np), pages: np, font: minFont};
    }
    var page = best.pages > 1 ? Math.floor(Date.now() / PAGE_MS) % best.pages : 0;
    var start = page * best.per;
    layout(best.cols, start, Math.min(best.per, n - start), best.font);
    info.textContent = best.pages > 1 ? (de ? 'Seite ' : 'page ') + (page + 1) + '/' + best.pages : '';
    body.setAttribute('data-pages', best.pages);
    body.setAttribute('data-per', best.per);
    body.setAttribute('data-cols', best.cols);
    if (timer) clearTimeout(timer);
    if (best.pages > 1)   // at the next turn of the clock, not 10 s after the last update
      timer = setTimeout(beamer, PAGE_MS - Date.now() % PAGE_MS + 20);
  }

  // The entry form: the preview as the TUI shows it, asked from the server.
  // Answers may come back out of order: only the latest asked is shown.
  var asked = 0;
  function preview() {
    var f = document.querySelector('form.entry');
    var out = document.getElementById('preview');
    if (!f || !out) return;
    out.setAttribute('data-own', '1');   // filled here, kept by a refresh
    var data = new URLSearchParams(new FormData(f));
    data.set('series', location.pathname.split('/')[2]);
    data.set('table', location.pathname.split('/')[3]);
    var mine = ++asked;
    fetch('/api/preview?lang=' + (de ? 'de' : 'en'), {method: 'POST', body: data})
      .then(function (r) { return r.json(); })
      .then(function (j) {
        if (mine !== asked) return;
        // the minus of a number as on the prints (U+2212), not a hyphen
        out.textContent = (j.preview || j.error || '').replace(/(^|[\s(:\/,])-(?=\d)/g, '$1\u2212');
        out.className = 'preview' + (j.is_error || j.error ? ' err' : '');
      })
      .catch(function () {});
  }

  // Saving: posted with fetch to the JSON route, so a refusal leaves what
  // was typed in the form (without script the form posts as it is).
  function send(f, e) {
    if (!window.fetch || !window.URLSearchParams) return;
    e.preventDefault();
    var out = document.getElementById('preview');
    var url = '/api' + f.getAttribute('action');
    var data = new URLSearchParams(new FormData(f));
    fetch(url, {method: 'POST', body: data, credentials: 'same-origin'})
      .then(function (r) { return r.json().then(function (j) { return {ok: r.ok, j: j}; }); })
      .then(function (x) {
        if (x.ok && x.j.ok) {
          var p = location.pathname.split('/');
          location.assign('/table/' + p[2] + '/' + p[3] + '?code=' +
                          encodeURIComponent(data.get('code')) + '&lang=' + (de ? 'de' : 'en') +
                          '&done=' + x.j.action + '-' + x.j.game +
                          (data.get('copy') ? '&copy=' + encodeURIComponent(data.get('copy')) : ''));
          return;
        }
        if (out) { out.textContent = x.j.error || String(x.j); out.className = 'preview err'; }
        else window.alert(x.j.error);
      })
      .catch(function () {
        if (out) {
          out.textContent = de ? 'Keine Verbindung: nicht gespeichert' : 'no connection: not saved';
          out.className = 'preview err';
        }
      });
  }

  // The round clock: the server's time (asked once, /api/clock) and the
  // series' end count down each second; at the end the desk page reloads
  // (its unfinished tables).  No clock on the page: nothing to do.
  var offset = null, ticker = null;
  function hms(s) {
    var h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60, x = s % 60;
    return (h ? h + ':' + (m < 10 ? '0' : '') : '') + m + ':' + (x < 10 ? '0' : '') + x;
  }
  function tick() {
    var clocks = document.querySelectorAll('.clock[data-end]');
    Array.prototype.forEach.call(clocks, function (c) {
      if (c.getAttribute('data-stopped') === '1' || offset === null) return;
      var left = Math.floor((Number(c.getAttribute('data-end')) - (Date.now() + offset)) / 1000);
      var warn = Number(c.getAttribute('data-warn'));
      var t = c.querySelector('.cl-left'), n = c.querySelector('.cl-note');
      var was = c.classList.contains('over');
      c.classList.remove('run', 'warn', 'over');
      if (left <= 0) {
        c.classList.add('over');
        t.textContent = c.getAttribute('data-up');
        n.textContent = '';
        if (!was && body.classList.contains('desk')) refresh().catch(function () {});
      } else {
        c.classList.add(left <= warn ? 'warn' : 'run');
        t.textContent = hms(left);
        n.textContent = left <= warn ? c.getAttribute('data-last') : '';
      }
    });
  }
  function clocks() {
    if (!document.querySelector('.clock[data-end]')) return;
    if (offset === null)
      fetch('/api/clock', {cache: 'no-store'})
        .then(function (r) { return r.json(); })
        .then(function (j) { offset = Number(j.now_ms) - Date.now(); tick(); })
        .catch(function () {});
    if (!ticker) ticker = setInterval(tick, 1000);
    tick();
  }

  // The desk remembers its key on this device, so a QR code of a
  // registration opened here (/checkin/CODE) checks the player in at once.
  function desk(first) {
    var k = document.getElementById('deskkey');
    if (k && window.localStorage) localStorage.setItem('skatsheet-desk', k.getAttribute('data-key'));
    if (k && location.search.indexOf('key=') < 0 && window.history)  // after a POST: reloadable
      history.replaceState(null, '', '/desk?key=' + encodeURIComponent(k.getAttribute('data-key')) +
                           '&lang=' + (de ? 'de' : 'en'));
    var scan = document.getElementById('scan');
    if (scan && first) scan.focus();   // at load; a refresh leaves the focus where it is
    var reg = document.getElementById('reg');
    var key = window.localStorage && localStorage.getItem('skatsheet-desk');
    if (!reg || !key || reg.dataset.done) return;
    reg.dataset.done = '1';
    var data = new URLSearchParams();
    data.set('key', key);
    data.set('action', 'scan');
    data.set('scan', reg.getAttribute('data-code'));
    fetch('/api/desk?lang=' + (de ? 'de' : 'en'), {method: 'POST', body: data})
      .then(function (r) { return r.json(); })
      .then(function (j) {
        var m = document.getElementById('deskmsg');
        m.setAttribute('data-own', '1');
        m.hidden = false;
        m.textContent = j.error || j.message;
        m.className = 'msg' + (j.error ? ' err' : '');
      })
      .catch(function () {});
  }

  // first: at load (else after a refresh).  A message in <main> (role
  // status: the answer to a check-in with the seat drawn, a game saved)
  // stays while it is read; on a table's page the focus lands on it, so
  // it is read out.
  function setup(first) {
    if (first) {
      Array.prototype.forEach.call(document.querySelectorAll('#live [role=status], #live .seatbig'), function (m) {
        m.setAttribute('data-own', '1');
      });
      var done = document.querySelector('body.table #live .msg[role=status]');
      if (done) {
        done.setAttribute('tabindex', '-1');
        done.focus();
      }
    }
    clocks();
    desk(first);
    if (body.classList.contains('beamer')) beamer();
    var f = document.querySelector('form.entry');
    if (f && !f.dataset.wired) {
      f.dataset.wired = '1';
      f.addEventListener('input', preview);
      f.addEventListener('change', preview);
      f.addEventListener('submit', function (e) { send(f, e); });
      preview();
    }
    Array.prototype.forEach.call(document.querySelectorAll('form.del'), function (d) {
      if (d.dataset.wired) return;
      d.dataset.wired = '1';
      d.addEventListener('submit', function (e) {
        if (!window.confirm(d.getAttribute('data-confirm'))) e.preventDefault();
        else send(d, e);
      });
    });
  }

  setup(true);
  window.addEventListener('resize', function () { if (body.classList.contains('beamer')) beamer(); });
  if (v !== null && !body.classList.contains('message')) poll();
})();
