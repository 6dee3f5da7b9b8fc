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
      });
    });
    source.addEventListener("clock", function (e) {
      root.querySelectorAll("[data-clock]").forEach(function (clock) { setClock(clock, JSON.parse(e.data)); });
      show("online");
    });
  }

  // A clock element holds data-clock (the server's state as JSON: state, remaining seconds,
  // the server's time); the browser counts down from it. States: not_started, running, paused,
  // time_called, extra_turns.
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
      if (time) time.textContent = state === "not_started" ? "--:--" : text;
      if (label) label.textContent = el.getAttribute("data-label-" + state) || state;
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
  });
})();
