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

  // Replace <main> with the fresh page's; on a table page with the entry
  // form only the score sheet, so what is being typed stays.
  function refresh() {
    var typing = document.getElementById('scan');
    if (typing && typing.value) return Promise.resolve(); // a scan being typed stays
    return fetch(location.href, {cache: 'no-store', credentials: 'same-origin'})
      .then(function (r) { return r.text(); })
      .then(function (html) {
        var doc = new DOMParser().parseFromString(html, 'text/html');
        var nv = doc.body.getAttribute('data-v');
        if (nv) v = nv;
        if (document.querySelector('form.entry')) {
          var s1 = document.querySelector('table.sheet'), s2 = doc.querySelector('table.sheet');
          if (s1 && s2) s1.innerHTML = s2.innerHTML;
          return;
        }
        var fresh = doc.getElementById('live');
        var live = document.getElementById('live');
        if (fresh && live) {
          live.innerHTML = fresh.innerHTML;
          setup();
        }
      });
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
          v = String(j.v);
          return refresh().then(poll, poll);
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
  function preview() {
    var f = document.querySelector('form.entry');
    var out = document.getElementById('preview');
    if (!f || !out) return;
    var data = new URLSearchParams(new FormData(f));
    data.set('series', location.pathname.split('/')[2]);
    data.set('table', location.pathname.split('/')[3]);
    fetch('/api/preview?lang=' + (de ? 'de' : 'en'), {method: 'POST', body: data})
      .then(function (r) { return r.json(); })
      .then(function (j) {
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
        if (!was && body.classList.contains('desk')) refresh();
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
  function desk() {
    var k = document.getElementById('deskkey');
    if (k && window.localStorage) localStorage.setItem('skatsheet-desk', k.getAttribute('data-key'));
    if (k && location.search.indexOf('key=') < 0 && window.history)  // after a POST: reloadable
      history.replaceState(null, '', '/desk?key=' + encodeURIComponent(k.getAttribute('data-key')) +
                           '&lang=' + (de ? 'de' : 'en'));
    var scan = document.getElementById('scan');
    if (scan) scan.focus();
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
        m.hidden = false;
        m.textContent = j.error || j.message;
        m.className = 'msg' + (j.error ? ' err' : '');
      })
      .catch(function () {});
  }

  function setup() {
    clocks();
    desk();
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

  setup();
  window.addEventListener('resize', function () { if (body.classList.contains('beamer')) beamer(); });
  if (v !== null && !body.classList.contains('message')) poll();
})();
