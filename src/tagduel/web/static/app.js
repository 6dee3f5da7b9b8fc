// tagduel: live pages and the round clock. No inline script anywhere (Content-Security-Policy).
"use strict";
(function () {
  // Elements with data-live="/stream-url" receive server-sent fragments: each event named
  // after a data-live-part child replaces that child's content. The connection state shows in
  // an element with data-live-status; EventSource reconnects by itself and the server sends the
  // whole current view on every (re)connection, so a sleeping phone resynchronises.
  function connect(root) {
    var url = root.getAttribute("data-live");
    var status = root.querySelector("[data-live-status]");
    var source = new EventSource(url);
    function show(state) {
      if (!status) return;
      status.textContent = status.getAttribute("data-" + state) || state;
      status.className = "status" + (state === "online" ? "" : " off");
    }
    source.onopen = function () { show("online"); };
    source.onerror = function () { show("offline"); };
    root.querySelectorAll("[data-live-part]").forEach(function (part) {
      var name = part.getAttribute("data-live-part");
      source.addEventListener(name, function (e) {
        part.innerHTML = e.data;
        show("online");
        if (window.htmx && htmx.process) htmx.process(part);
        startClocks(part);
        paginate(part);
      });
    });
    source.addEventListener("clock", function (e) {
      root.querySelectorAll("[data-clock]").forEach(function (clock) { setClock(clock, JSON.parse(e.data)); });
      show("online");
    });
  }

  // A clock element holds data-clock (the server's state as JSON: state, remaining seconds,
  // the server's time); the browser counts down from it. States: not_started, running, paused,
  // time_called, extra_turns, over (the event is over: only the title shows).
  var clocks = [];
  function setClock(el, data) {
    el._clock = { data: data, received: Date.now() };
    if (clocks.indexOf(el) < 0) clocks.push(el);
    tick();
  }
  function startClocks(scope) {
    scope.querySelectorAll("[data-clock]").forEach(function (el) {
      var raw = el.getAttribute("data-clock");
      if (raw) setClock(el, JSON.parse(raw));
    });
  }
  function pad(n) { return n < 10 ? "0" + n : "" + n; }
  function tick() {
    clocks.forEach(function (el) {
      var c = el._clock; if (!c) return;
      var d = c.data, left = d.remaining;
      var state = d.state;
      if (state === "running") {
        left = Math.max(0, d.remaining - (Date.now() - c.received) / 1000);
        if (left <= 0) state = d.tables_playing ? "extra_turns" : "time_called";
      }
      var secs = Math.ceil(left), text = Math.floor(secs / 60) + ":" + pad(secs % 60);
      var time = el.querySelector(".time"), label = el.querySelector(".state");
      var title = el.querySelector("[data-clock-title]");
      if (title && d.title !== undefined) title.textContent = d.title;
      var over = state === "over";
      if (time) time.textContent = over ? "" : state === "not_started" ? "--:--" : text;
      if (label) label.textContent = over ? "" : el.getAttribute("data-label-" + state) || state;
      if (time) time.hidden = over;
      if (label) label.hidden = over;
      el.classList.toggle("paused", state === "paused");
      el.classList.toggle("called", state === "time_called");
      el.classList.toggle("extra", state === "extra_turns");
      el.setAttribute("data-state", state);
      // The organiser's controls show only the buttons that apply to the clock's state.
      var controls = el.getAttribute("data-controls");
      var box = controls && document.getElementById(controls);
      if (box) box.setAttribute("data-state", state);
    });
  }
  setInterval(tick, 250);

  // Projector lists ([data-paged] around a table): the rows are laid out in as many columns
  // as fit side by side (1 to 3, each as wide as the table needs), each column as tall as the
  // screen allows; rows that do not fit go to further pages, shown in turn (PAGE_SECONDS
  // each) with "Page n of N" below. Laid out again when the list changes or the window resizes.
  var PAGE_SECONDS = 12, MAX_COLUMNS = 3, WRAP_EM = 12;
  function rem() { return parseFloat(getComputedStyle(document.documentElement).fontSize) || 16; }
  function paginate(scope) { scope.querySelectorAll("[data-paged]").forEach(layoutPages); }
  function layoutPages(box) {
    if (box._pager) clearInterval(box._pager.timer);
    var source = box.querySelector("table.source") || box.querySelector("table");
    if (!source) return;
    source.classList.add("source");
    box.querySelectorAll(".pages, .page-no").forEach(function (old) { old.remove(); });
    source.hidden = false;
    var rows = Array.prototype.slice.call(source.tBodies[0] ? source.tBodies[0].rows : []);
    var gap = 2.5 * rem(), width = box.clientWidth;
    // The width the table needs on one line per row, a very long name counted as WRAP_EM
    // wide (it wraps in its column instead of taking the screen).
    source.classList.add("measure");
    var natural = 0, head = source.tHead && source.tHead.rows[0];
    if (head) {
      var em = parseFloat(getComputedStyle(head.cells[0]).fontSize) || rem();
      Array.prototype.forEach.call(head.cells, function (cell) {
        natural += Math.min(cell.offsetWidth, WRAP_EM * em);
      });
    } else {
      natural = source.offsetWidth;
    }
    source.classList.remove("measure");
    var columns = Math.max(1, Math.min(MAX_COLUMNS, Math.floor((width + gap) / (natural + gap)), rows.length));
    var pageNo = document.createElement("p");
    pageNo.className = "page-no";
    pageNo.textContent = " ";
    var pages = document.createElement("div");
    pages.className = "pages";
    box.appendChild(pages);
    box.appendChild(pageNo);
    source.hidden = true;
    var limit = window.innerHeight - pageNo.offsetHeight - 3 * rem();
    var list = [], page = null, column = null, body = null;
    function newPage() {
      page = document.createElement("div");
      page.className = "page cols-" + columns;
      pages.appendChild(page);
      list.push(page);
    }
    function newColumn() {
      if (!page || page.children.length >= columns) {
        if (page) page.hidden = true;
        newPage();
      }
      column = source.cloneNode(false);
      column.hidden = false;
      column.classList.remove("source");
      if (source.tHead) column.appendChild(source.tHead.cloneNode(true));
      body = document.createElement("tbody");
      column.appendChild(body);
      page.appendChild(column);
    }
    rows.forEach(function (row) {
      if (!body) newColumn();
      var copy = row.cloneNode(true);
      body.appendChild(copy);
      if (body.rows.length > 1 && column.getBoundingClientRect().bottom > limit) {
        body.removeChild(copy);
        newColumn();
        body.appendChild(copy);
      }
    });
    if (!list.length) { source.hidden = false; pages.remove(); pageNo.remove(); return; }
    var label = box.getAttribute("data-label-page") || "{n} / {count}";
    var current = box._pager ? Math.min(box._pager.current, list.length - 1) : 0;
    function show(n) {
      list.forEach(function (p, i) { p.hidden = i !== n; });
      pageNo.textContent = list.length > 1 ? label.replace("{n}", n + 1).replace("{count}", list.length) : " ";
      box.setAttribute("data-page", n + 1);
      box.setAttribute("data-page-count", list.length);
      box._pager.current = n;
    }
    box._pager = { current: current, timer: null };
    show(current);
    if (list.length > 1) {
      box._pager.timer = setInterval(function () { show((box._pager.current + 1) % list.length); }, PAGE_SECONDS * 1000);
    }
  }
  var resizing = null;
  window.addEventListener("resize", function () {
    clearTimeout(resizing);
    resizing = setTimeout(function () { paginate(document); }, 200);
  });

  // Forms with data-confirm ask before they post.
  document.addEventListener("submit", function (e) {
    var msg = e.target.getAttribute && e.target.getAttribute("data-confirm");
    if (msg && !window.confirm(msg)) e.preventDefault();
  }, true);
  // A form posts once: its buttons are disabled after the first submit (the server also
  // records a repeated form once, by its idempotency key).
  document.addEventListener("submit", function (e) {
    if (e.defaultPrevented) return;
    var form = e.target;
    setTimeout(function () { form.querySelectorAll("button").forEach(function (b) { b.disabled = true; }); }, 0);
  });

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("[data-live]").forEach(connect);
    startClocks(document);
    paginate(document);
  });
})();
