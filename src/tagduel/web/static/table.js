// tagduel: the live Tag Duel table. One WebSocket per page; the server sends the whole table as
// this reader may see it after every change (and on every reconnect), and this script draws it:
// the four fields from the viewer's side (own team in front, each duelist facing the one
// across), Life Points, turn, phase, the chain as a stack, the legal answers as buttons on the
// cards, the table talk and the log. No inline script or style anywhere (CSP).
"use strict";
(function () {
  var WORDS = {};

  function readWords() {
    document.querySelectorAll("#table-words [data-w]").forEach(function (span) {
      WORDS[span.getAttribute("data-w")] = span.textContent;
    });
  }

  function word(key, values) {
    var text = WORDS[key] || key;
    Object.keys(values || {}).forEach(function (name) {
      text = text.split("{" + name + "}").join(String(values[name]));
    });
    return text;
  }

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }

  // Team 1 (or a spectator, a judge) sees 1B 1A in front and 2A 2B across; team 2 sees 2B 2A in
  // front and 1A 1B across: Duelist A sits on the right of Duelist B, 1A faces 2B, 1B faces 2A.
  function layout(viewer) {
    if (viewer === "2A" || viewer === "2B") return { top: ["1A", "1B"], bottom: ["2B", "2A"] };
    return { top: ["2A", "2B"], bottom: ["1B", "1A"] };
  }

  function teamOf(seat) { return seat && seat.charAt(0) === "2" ? "team2" : "team1"; }

  function Table(board) {
    this.board = board;
    this.viewer = board.getAttribute("data-viewer");
    this.state = null;
    this.ws = null;
    this.retry = 0;
    this.busy = false;
    this.cardsByKey = {};
    board._table = this;
  }

  Table.prototype.connect = function () {
    var self = this, url = this.board.getAttribute("data-ws");
    if (!url) return;
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    this.showConnection("connecting");
    var ws = new WebSocket(scheme + location.host + url);
    this.ws = ws;
    ws.onopen = function () { self.retry = 0; self.showConnection("online"); };
    ws.onmessage = function (e) { self.receive(JSON.parse(e.data)); };
    ws.onclose = function (e) {
      self.showConnection("offline");
      if (e.code === 4404) return;
      var wait = Math.min(10000, 500 * Math.pow(2, self.retry++));
      setTimeout(function () { self.connect(); }, wait);
    };
  };

  Table.prototype.showConnection = function (state) {
    var conn = document.getElementById("conn");
    if (!conn) return;
    conn.textContent = word(state);
    conn.setAttribute("data-state", state);
  };

  Table.prototype.send = function (message) {
    if (this.ws && this.ws.readyState === 1) this.ws.send(JSON.stringify(message));
  };

  Table.prototype.receive = function (message) {
    if (message.type === "error") { this.flash(message.stale ? word("stale") : message.message, "error"); return; }
    if (message.type !== "state") return;
    this.state = message;
    this.busy = false;
    this.render(message);
  };

  Table.prototype.flash = function (text, kind) {
    var banner = document.getElementById("banner");
    if (!banner) return;
    banner.hidden = false;
    banner.className = "banner " + (kind || "");
    banner.textContent = text;
    banner.setAttribute("data-kind", kind || "");
  };

  Table.prototype.answer = function (index) {
    var request = this.state && this.state.request;
    if (!request || this.busy) return;
    this.busy = true;
    this.send({ type: "answer", decision: request.decision, action: index });
  };

  Table.prototype.answerText = function (text) {
    var request = this.state && this.state.request;
    if (!request || this.busy || !text.trim()) return;
    this.busy = true;
    var line = text.trim();
    if (!/^[12][AB]\s/i.test(line)) line = request.seat + " " + line;  // the seat may be left out
    this.send({ type: "answer", decision: request.decision, text: line });
  };

  Table.prototype.consent = function (agree) {
    var consent = this.state && this.state.consent;
    if (!consent || this.busy) return;
    this.busy = true;
    this.send({ type: "consent", decision: consent.decision, agree: agree });
  };

  // -- drawing ------------------------------------------------------------------------------

  Table.prototype.render = function (s) {
    var status = document.getElementById("status");
    if (status) { status.textContent = word("status." + s.status); status.setAttribute("data-status", s.status); }
    this.renderSeats(s);
    this.renderBanner(s);
    if (s.view) renderView(this, s.view, s.seats);
    this.renderRequest(s);
    this.renderChat(s.chat || []);
    var after = document.getElementById("after");
    if (after) after.hidden = s.status !== "over";
    this.timers = s.status === "playing" ? s.timers : null;
    this.tickTimers();
    var autopass = document.getElementById("autopass");
    var mine = s.seats && s.seats[s.viewer];
    if (autopass && mine) autopass.checked = !!mine.autopass;
  };

  // A seat taken since the page was made shows its duelist (its invitation is gone).
  // Turn and response timers (settings, off by default): the time left, counted here from
  // when the turn and the decision began (the server passes for a seat whose response timer
  // runs out; the turn timer is shown for the duelists and judges).
  Table.prototype.tickTimers = function () {
    var box = document.getElementById("timers"), t = this.timers;
    if (!box) return;
    box.textContent = "";
    if (!t) return;
    function left(start, seconds) {
      var gone = (Date.now() - Date.parse(start)) / 1000;
      return Math.max(0, Math.ceil(seconds - gone));
    }
    var parts = [];
    if (t.turn && t.turn_at) parts.push(word("timer.turn", { s: left(t.turn_at, t.turn) }));
    if (t.response && t.decided_at) parts.push(word("timer.response", { s: left(t.decided_at, t.response) }));
    box.textContent = parts.join(" · ");
  };

  Table.prototype.renderSeats = function (s) {
    document.querySelectorAll(".seat-card[data-seat]").forEach(function (card) {
      var seat = card.getAttribute("data-seat"), holder = s.seats[seat];
      if (!holder || card.classList.contains("taken")) return;
      card.innerHTML = "";
      card.appendChild(el("strong", "", seat));
      card.appendChild(el("span", "seat-name", holder.name));
      if (holder.bot) card.appendChild(el("span", "tag", word("bot")));
      card.classList.add("taken");
    });
  };

  Table.prototype.renderBanner = function (s) {
    var banner = document.getElementById("banner");
    if (!banner) return;
    if (s.paused !== null && s.paused !== undefined) { this.flash(word("status.paused") + (s.paused ? ": " + s.paused : ""), "paused"); return; }
    if (s.view && s.view.outcome) { this.flash(word("status.over") + ": " + (s.view.result || s.view.outcome), "over"); return; }
    if (banner.getAttribute("data-kind") !== "error") banner.hidden = true;
    else banner.setAttribute("data-kind", "old-error");
  };

  Table.prototype.renderRequest = function (s) {
    var box = document.getElementById("request"), self = this;
    if (!box) return;
    box.innerHTML = "";
    if (s.consent) {
      box.appendChild(el("h2", "", word("consent", { seat: s.consent.from })));
      box.appendChild(el("p", "label", s.consent.text || s.consent.label));
      var yes = el("button", "", word("agree")), no = el("button", "secondary", word("refuse"));
      yes.setAttribute("data-consent", "yes"); no.setAttribute("data-consent", "no");
      yes.onclick = function () { self.consent(true); };
      no.onclick = function () { self.consent(false); };
      box.appendChild(yes); box.appendChild(no);
      box.className = "request mine";
      return;
    }
    var request = s.request;
    if (!request) {
      box.className = "request";
      var asking = s.asking;
      if (asking && asking.kind === "consent") box.appendChild(el("p", "", word("asking", { seat: asking.from, mate: asking.seat })));
      else if (asking) box.appendChild(el("p", "", word("waiting", { seat: asking.seat, kind: word("kind." + asking.kind) })));
      return;
    }
    box.className = "request mine";
    var head = el("h2", "", word("yours") + ": " + word("kind." + request.kind));
    head.appendChild(el("small", "decision", " " + word("decision", { n: request.decision })));
    box.setAttribute("data-decision", request.decision);
    box.appendChild(head);
    if (request.prompt) box.appendChild(el("p", "prompt", request.prompt));
    var list = el("ol", "answers");
    request.actions.forEach(function (action) {
      var item = el("li"), button = actionButton(self, action, true);
      item.appendChild(button);
      list.appendChild(item);
    });
    box.appendChild(list);
    box.appendChild(typedAnswer(self));
  };

  function typedAnswer(table) {
    // any answer in the action notation: the manual operations of cards without a script,
    // and the declarations the list does not show (an effect other than the first)
    var form = el("form", "typed");
    form.id = "typed-answer";
    var label = el("label", "", word("typed") + " ");
    var input = el("input");
    input.id = "typed-text";
    input.maxLength = 300;
    input.autocomplete = "off";
    input.setAttribute("aria-describedby", "typed-help");
    label.appendChild(input);
    form.appendChild(label);
    form.appendChild(el("button", "secondary", word("typed.send")));
    var help = el("p", "help", word("typed.help"));
    help.id = "typed-help";
    form.appendChild(help);
    form.onsubmit = function (e) { e.preventDefault(); table.answerText(input.value); };
    return form;
  }

  Table.prototype.renderChat = function (lines) {
    var list = document.getElementById("chat-lines");
    if (!list) return;
    list.innerHTML = "";
    lines.forEach(function (line) {
      var item = el("li");
      item.appendChild(el("span", "at", line.at + " "));
      item.appendChild(el("strong", "", line.name + ": "));
      item.appendChild(el("span", "said", line.text));
      list.appendChild(item);
    });
    list.scrollTop = list.scrollHeight;
  };

  function actionButton(table, action, long) {
    // the answer as a sentence in the reader's language (`text`, from the server); the
    // notation (`label`) is what a typed answer looks like
    var verb = word("verb." + action.verb);
    var rest = action.label.split(" ").slice(2).join(" ");
    if (action.verb === "phase") rest = word("phase." + rest);
    var sentence = action.text || (verb + (rest ? " " + rest : ""));
    var button = el("button", "act" + (long ? "" : " small"), long ? sentence : verb);
    button.setAttribute("data-action", action.index);
    button.setAttribute("data-verb", action.verb);
    button.title = action.label + (action.teammate ? " (" + word("needs", { mate: action.teammate }) + ")" : "");
    if (action.teammate) button.classList.add("needs-consent");
    button.onclick = function (e) { e.stopPropagation(); table.answer(action.index); };
    return button;
  }

  function renderView(table, view, seats) {
    var bar = document.getElementById("turnbar");
    if (bar) {
      bar.innerHTML = "";
      var timers = el("span", "timers");
      timers.id = "timers";
      bar.appendChild(el("span", "turn", word("turn", { n: view.turn, seat: view.turn_seat })));
      bar.appendChild(el("span", "phase", word("phase." + view.phase)));
      ["team1", "team2"].forEach(function (team) {
        var lp = el("span", "lp " + team, word(team) + " " + word("lp") + " " + view.lp[team]);
        lp.setAttribute("data-lp", team);
        bar.appendChild(lp);
      });
      bar.appendChild(timers);
    }
    var byKey = {};
    var request = table && table.state && table.state.request;
    (request ? request.actions : []).forEach(function (a) {
      if (a.card) (byKey[a.card] = byKey[a.card] || []).push(a);
    });
    var mat = document.getElementById("playmat");
    if (mat) {
      mat.innerHTML = "";
      var places = layout(view.viewer);
      mat.appendChild(row(table, view, places.top, "top", byKey, seats));
      mat.appendChild(el("div", "midline"));
      mat.appendChild(row(table, view, places.bottom, "bottom", byKey, seats));
    }
    renderChain(view);
    var log = document.getElementById("log-lines");
    if (log) {
      log.innerHTML = "";
      view.log.forEach(function (line) { if (line) log.appendChild(el("li", line.charAt(0) === " " ? "indent" : "", line.trim())); });
      log.scrollTop = log.scrollHeight;
    }
  }

  function row(table, view, order, where, byKey, seats) {
    var line = el("div", "fields " + where);
    order.forEach(function (seat) { line.appendChild(field(table, view, seat, where, byKey, seats)); });
    return line;
  }

  function field(table, view, seat, where, byKey, seats) {
    var side = view.seats[seat], box = el("section", "field " + where + " " + teamOf(seat));
    box.setAttribute("data-seat", seat);
    if (seat === view.turn_seat) box.classList.add("turn-duelist");
    var holder = seats && seats[seat];
    var head = el("header", "fhead");
    head.appendChild(el("strong", "", seat));
    head.appendChild(el("span", "", holder ? holder.name + (holder.bot ? " (" + word("bot") + ")" : "") : word("free")));
    if (seat === view.viewer) head.appendChild(el("span", "tag ok", word("you")));
    head.appendChild(el("span", "count", word("deck") + " " + side.deck));
    var monsters = zoneRow(table, side.monsters, "monsters", byKey);
    var spells = zoneRow(table, side.spells.concat([side.field]), "spells", byKey);
    var hand = pileRow(table, side.hand, "hand", word("hand"), byKey);
    var piles = el("div", "piles");
    piles.appendChild(pileRow(table, side.gy, "gy", word("gy"), byKey));
    piles.appendChild(pileRow(table, side.banished, "banished", word("banished"), byKey));
    piles.appendChild(pileRow(table, side.extra, "extra", word("extra"), byKey));
    var parts = where === "top" ? [head, hand, piles, spells, monsters] : [head, monsters, spells, piles, hand];
    parts.forEach(function (part) { box.appendChild(part); });
    return box;
  }

  function zoneRow(table, cards, kind, byKey) {
    var line = el("div", "zones " + kind);
    cards.forEach(function (card, i) {
      var slot = el("div", "zone" + (kind === "spells" && i === 5 ? " field-zone" : ""));
      if (card) slot.appendChild(cardNode(table, card, byKey));
      else slot.appendChild(el("span", "empty", ""));
      line.appendChild(slot);
    });
    return line;
  }

  function pileRow(table, cards, kind, label, byKey) {
    var line = el("div", "pile " + kind);
    line.appendChild(el("span", "pile-label", label + " " + cards.length));
    cards.forEach(function (card) { line.appendChild(cardNode(table, card, byKey, true)); });
    return line;
  }

  function cardNode(table, card, byKey, small) {
    var box = el("div", "card" + (small ? " small" : "") + (card.hidden ? " back" : "") + (card.face_up === false ? " face-down" : ""));
    box.setAttribute("data-key", card.key);
    if (card.position) box.classList.add("pos-" + card.position);
    if (card.hidden) {
      box.appendChild(el("span", "name", word("back")));
    } else {
      box.setAttribute("data-name", card.name);
      box.classList.add("kind-" + card.kind);
      box.appendChild(el("span", "name", card.name));
      if (card.atk !== null && card.atk !== undefined) box.appendChild(el("span", "stats", card.atk + " / " + card.defense));
      if (card.materials && card.materials.length) box.appendChild(el("span", "mats", word("materials", { n: card.materials.length })));
      box.tabIndex = 0;
      box.onclick = function () { showDetails(card); };
      box.onmouseenter = function () { showDetails(card); };
    }
    var actions = byKey[card.key];
    if (actions && table) {
      box.classList.add("has-actions");
      var acts = el("div", "acts");
      actions.forEach(function (a) { acts.appendChild(actionButton(table, a, false)); });
      box.appendChild(acts);
    }
    return box;
  }

  var TEXTS = {};
  function showDetails(card) {
    var box = document.getElementById("details");
    if (!box) return;
    box.hidden = false;
    box.innerHTML = "";
    box.appendChild(el("h2", "", card.name));
    var facts = [];
    if (card.level) facts.push(word("level", { n: card.level }));
    if (card.atk !== null && card.atk !== undefined) facts.push(word("atk") + " " + card.atk + " / " + word("def") + " " + card.defense);
    if (card.position) facts.push(word("pos." + card.position));
    if (card.owner) facts.push(word("owner", { seat: card.owner }));
    box.appendChild(el("p", "facts", facts.join(" · ")));
    var text = el("p", "text", TEXTS[card.passcode] || "");
    box.appendChild(text);
    if (TEXTS[card.passcode] === undefined && card.passcode) {
      fetch("/tables/card/" + card.passcode).then(function (r) { return r.ok ? r.json() : null; }).then(function (data) {
        TEXTS[card.passcode] = (data && (data.text || data.types)) || "";
        text.textContent = TEXTS[card.passcode];
      });
    }
  }

  function renderChain(view) {
    var box = document.getElementById("chain");
    if (!box) return;
    box.innerHTML = "";
    if (view.attack && view.attack.attacker) {
      var target = view.attack.target ? (view.attack.target.name || word("back")) : word("directly");
      box.appendChild(el("p", "attack", word("attacking", { card: view.attack.attacker.name, target: target })));
    }
    if (!view.chain.length) return;
    box.appendChild(el("h2", "", word("chain")));
    var stack = el("ol", "stack");
    view.chain.slice().reverse().forEach(function (link) {
      var item = el("li", link.negated ? "negated" : "", word("link", { n: link.number, seat: link.seat, card: link.card }));
      item.setAttribute("data-link", link.number);
      stack.appendChild(item);
    });
    box.appendChild(stack);
  }

  // -- keyboard, chat, pass-for-me --------------------------------------------------------

  function keys(table) {
    document.addEventListener("keydown", function (e) {
      var tag = (e.target && e.target.tagName) || "";
      if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || e.ctrlKey || e.metaKey || e.altKey) return;
      var s = table.state;
      if (!s) return;
      if (e.key >= "1" && e.key <= "9" && s.request) {
        var action = s.request.actions[Number(e.key) - 1];
        if (action) table.answer(action.index);
      } else if ((e.key === "p" || e.key === "P") && s.request) {
        s.request.actions.forEach(function (a) { if (a.verb === "pass") table.answer(a.index); });
      } else if ((e.key === "y" || e.key === "Y") && s.consent) {
        table.consent(true);
      } else if ((e.key === "n" || e.key === "N") && s.consent) {
        table.consent(false);
      } else if (e.key === "c" || e.key === "C") {
        var chat = document.getElementById("chat-text");
        if (chat) { chat.focus(); e.preventDefault(); }
      }
    });
  }

  function controls(table) {
    var form = document.getElementById("chat-form");
    if (form) form.addEventListener("submit", function (e) {
      e.preventDefault();
      var input = document.getElementById("chat-text");
      if (input.value.trim()) table.send({ type: "chat", text: input.value });
      input.value = "";
    });
    var autopass = document.getElementById("autopass");
    if (autopass) autopass.addEventListener("change", function () { table.send({ type: "autopass", on: autopass.checked }); });
  }

  // -- replays ------------------------------------------------------------------------------

  function replay(bar, board) {
    var url = bar.getAttribute("data-url"), view = bar.getAttribute("data-view");
    var total = Number(bar.getAttribute("data-total")), range = document.getElementById("replay-step");
    var at = document.getElementById("replay-at"), step = 0;
    function show(n) {
      step = Math.max(0, Math.min(total, n));
      range.value = step;
      fetch(url + step + "?view=" + encodeURIComponent(view)).then(function (r) { return r.json(); }).then(function (data) {
        at.textContent = data.step + " / " + data.total + (data.acted ? " · " + data.acted.seat + " " + word("verb." + data.acted.verb) : "") + (data.answer ? " · " + data.answer : "");
        at.setAttribute("data-step", data.step);
        renderView(null, data.view, null);
      });
    }
    bar.querySelectorAll("[data-step]").forEach(function (button) {
      button.addEventListener("click", function () {
        var where = button.getAttribute("data-step");
        show(where === "first" ? 0 : where === "last" ? total : where === "prev" ? step - 1 : step + 1);
      });
    });
    range.addEventListener("input", function () { show(Number(range.value)); });
    show(0);
  }

  document.addEventListener("DOMContentLoaded", function () {
    readWords();
    var bar = document.getElementById("replay"), board = document.getElementById("board");
    if (bar && board) { replay(bar, board); return; }
    if (!board) return;
    var table = new Table(board);
    keys(table);
    controls(table);
    table.connect();
    setInterval(function () { table.tickTimers(); }, 500);
  });
})();
