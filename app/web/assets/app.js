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
  // (at most 1/12 of the screen's height a row); below the smallest legible
  // row (1/36 of the height: 30 px, 30 rows on 1080 lines) pages of as
  // many rows as fit, turned on a steady clock (every PAGE_MS, whatever
  // live updates come in between).  A row that does not fit whole is never
  // shown: the type shrinks until the last row of a page is above the page
  // number.
  var PAGE_MS = 10000, timer = null;
  function beamer() {
    var table = document.querySelector('table.big');
    var rows = Array.prototype.slice.call(document.querySelectorAll('table.big tbody tr'));
    if (!table || !rows.length) return;
    rows.forEach(function (r) { r.classList.remove('hide'); });
    var info = document.querySelector('.page');
    if (!info) {
      info = document.createElement('div');
      info.className = 'page';
      document.getElementById('live').appendChild(info);
    }
    info.textContent = '\u00a0';   // a line's height, as the page number will have
    var H = window.innerHeight;
    var bottom = H - info.offsetHeight - 4;
    function rowsFit(per) {   // the rows 0..per-1 shown: the last above the number, every column in
      rows.forEach(function (r, i) { r.classList.toggle('hide', i >= per); });
      return rows[Math.min(per, rows.length) - 1].getBoundingClientRect().bottom <= bottom &&
             table.getBoundingClientRect().right <= document.documentElement.clientWidth;
    }
    // the type for one row height h (px): line-height 1.2 plus the padding
    function setRow(h) { table.style.fontSize = Math.max(8, h / 1.45) + 'px'; }
    var minRow = H / 36, maxRow = H / 12;
    var top = table.getBoundingClientRect().top;
    var avail = bottom - top;
    var n = rows.length;
    var row = Math.min(maxRow, avail / (n + 1));   // + 1: the heading
    var per = n;
    if (row < minRow) {                           // does not fit: pages
      row = minRow;
      setRow(row);
      per = Math.max(1, Math.floor(avail / row) - 1);
      while (per > 1 && !rowsFit(per)) per--;
      for (var w = 0; w < 40 && !rowsFit(1); w++) { row *= 0.96; setRow(row); }  // too wide
    } else {
      setRow(row);
      for (var k = 0; k < 40 && !rowsFit(n); k++) { row *= 0.96; setRow(row); }
    }
    var pages = Math.ceil(n / per);
    var page = pages > 1 ? Math.floor(Date.now() / PAGE_MS) % pages : 0;
    rows.forEach(function (r, i) { r.classList.toggle('hide', i < page * per || i >= (page + 1) * per); });
    info.textContent = pages > 1 ? (de ? 'Seite ' : 'page ') + (page + 1) + '/' + pages : '';
    body.setAttribute('data-pages', pages);
    body.setAttribute('data-per', per);
    if (timer) clearTimeout(timer);
    if (pages > 1)   // at the next turn of the clock, not 10 s after the last update
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
