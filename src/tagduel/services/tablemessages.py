"""What the server sends each reader of a live table: the whole table as that reader may see it
(`engine.views`), the request to answer when it is their decision, a consent to give, the seats,
the chat. A message is built from the room alone, so a reconnect gets the whole view again.

Readers: a seat ("1A"…), a spectator, a judge. Nothing here names a card the reader may not see:
the view hides it, the answers of a request are shown as the deciding seat sees them, and a play
waiting for the teammate's agreement is described to that team only.

After each change every reader gets a message; the parts that readers share are built once per
change as JSON text (one duelist's side as their team sees it, as everyone else does, as a
judge does; the log as each team, a spectator and a judge read it) and joined into each reader's
message.

The engine's sentences (the log, the question asked, the answers, the result) are
`tagduel.i18n.Text`s: each reader gets them in their language (`say`, named by `lang` in the
caches), so the same event reads in English at one seat and in Japanese at another.
"""

from __future__ import annotations

import json
from typing import Any

from tagduel.engine.seats import ALL_SEATS, Seat
from tagduel.engine.viewactions import ActionView, action_view, actions_for
from tagduel.engine.views import (
    JUDGE,
    SPECTATOR,
    Audience,
    Viewer,
    recent_log,
    seat_data,
    table_view,
)
from tagduel.engine.zones import Location, Zones
from tagduel.i18n import Say, english
from tagduel.services.tablerooms import Room

CHAT_SHOWN = 50


def viewer_of(name: str) -> Viewer:
    """The reader named "1A"…"2B", "judge" or "spectator"."""
    if name == "judge":
        return JUDGE
    if name == "spectator":
        return SPECTATOR
    return Viewer(Seat(name))


def message_text(room: Room, viewer: Viewer, say: Say = english, lang: str = "en") -> str:
    """The message for `viewer` as JSON text in the language `lang` (`say` puts a text in it),
    made once per change of the room."""
    key = viewer.name if lang == "en" else f"{viewer.name}:{lang}"
    cached = room.cache.get(key)
    if cached is not None and cached[0] == room.seq:
        return cached[1]
    head = _dumps(message(room, viewer, say, with_view=False))
    text = head[:-1] + ',"view":' + _view_text(room, viewer, say, lang) + "}"
    room.cache[key] = (room.seq, text)
    return text


def message(
    room: Room, viewer: Viewer, say: Say = english, *, with_view: bool = True
) -> dict[str, Any]:
    """The message as data, its sentences put in a language by `say` (the view included unless
    `with_view` is False)."""
    duel = room.duel
    out: dict[str, Any] = {
        "type": "state",
        "table": room.id,
        "title": room.info.title,
        "kind": room.info.kind,
        "seq": room.seq,
        "version": room.version,
        "viewer": viewer.name,
        "status": room.status(),
        "paused": room.paused,
        "seats": _seats(room, viewer),
        "request": _request(room, viewer, say),
        "consent": _consent(room, viewer, say),
        "asking": _asking(room, viewer, say),
        "answers": len(room.answers),
        "chat": [
            {"seq": c.seq, "seat": c.seat, "name": c.name, "text": c.text, "at": c.at}
            for c in room.chat[-CHAT_SHOWN:]
        ],
        "confirmed": {str(team): by for team, by in room.confirmed.items()},
        "event": room.event,
        "timers": {
            "turn": int(room.settings.get("turn_seconds", 0)),
            "response": int(room.settings.get("response_seconds", 0)),
            "decided_at": None if room.decided_at is None else room.decided_at.isoformat(),
            "turn_at": None if room.turn_at is None else room.turn_at.isoformat(),
        },
    }
    if with_view and duel is not None:
        view = table_view(duel.state, viewer, duel.pending)
        view["log"] = [say(line) for line in view["log"]]
        view["result"] = _said(view["result"], say)
        out["view"] = view
    elif with_view:
        out["view"] = None
    return out


def _said(text: str | None, say: Say) -> str | None:
    return None if text is None else say(text)


def _view_text(room: Room, viewer: Viewer, say: Say, lang: str) -> str:
    duel = room.duel
    if duel is None:
        return "null"
    state = duel.state
    own = dict(table_view(state, viewer, duel.pending, seats={}, log=[]))
    del own["seats"], own["log"]
    result = own["result"]
    own["result"] = _said(result if isinstance(result, str) else None, say)
    sides = [f'"{seat.value}":' + _side(room, seat, viewer.audience(seat)) for seat in ALL_SEATS]
    reader = (
        "judge" if viewer.judge else "public" if viewer.team is None else str(viewer.team.value)
    )
    key = f"log:{reader}:{lang}"
    log = room.shared.get(key)
    if log is None:
        lines = [say(line) for line in recent_log(state.events, viewer)]
        log = room.shared[key] = _dumps(lines)
    return _dumps(own)[:-1] + ',"seats":{' + ",".join(sides) + '},"log":' + log + "}"


def _side(room: Room, seat: Seat, audience: Audience) -> str:
    """One duelist's side as `audience` sees it, as JSON text: made again only when the
    fingerprint of that duelist's zones changed since it was last made (most answers change
    one or two sides, or none: a pass)."""
    assert room.duel is not None
    zones = room.duel.state.zones[seat]
    printed = room.prints.get(seat)
    if printed is None:
        printed = room.prints[seat] = _fingerprint(zones)
    kept = room.sides.get((seat, audience.value))
    if kept is not None and kept[0] == printed and audience is not Audience.JUDGE:
        return kept[1]
    text = _dumps(seat_data(zones, audience))
    room.sides[(seat, audience.value)] = (printed, text)
    return text


def _fingerprint(zones: Zones) -> tuple[object, ...]:
    """Everything a side's data is made of (but a judge's Deck): where each card is and how
    it stands."""
    cards = [c for c in zones.all_cards() if c.location is not Location.DECK]
    return (
        len(zones.deck),
        tuple(
            (
                c.uid,
                c.location,
                c.slot,
                c.face_up,
                c.position,
                c.attack_value(),
                c.defense_value(),
                len(c.materials),
                c.owner,
            )
            for c in cards
        ),
    )


def _dumps(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def _seats(room: Room, viewer: Viewer) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for seat in ALL_SEATS:
        holder = room.holder(seat)
        if holder is None:
            out[seat.value] = None
            continue
        mine = viewer.seat is seat
        out[seat.value] = {
            "name": holder.name,
            "bot": holder.bot,
            "autopass": holder.autopass if mine else None,
        }
    return out


def _request(room: Room, viewer: Viewer, say: Say) -> dict[str, Any] | None:
    """The decision `viewer` must answer now, with its legal answers (None when it is not
    theirs, the duel is paused, or a play waits for the teammate's agreement)."""
    duel = room.duel
    if duel is None or duel.pending is None or room.paused is not None or room.proposal:
        return None
    pending = duel.pending
    if viewer.seat is not pending.seat:
        return None
    return {
        "decision": room.version,
        "seat": pending.seat.value,
        "kind": pending.kind.value,
        "prompt": say(pending.prompt),
        "actions": [_answer(a, say) for a in actions_for(duel.state, pending, viewer)],
    }


def _answer(action: ActionView, say: Say) -> ActionView:
    """An answer with its sentence in the reader's language."""
    action["text"] = say(action["text"])
    return action


def _consent(room: Room, viewer: Viewer, say: Say) -> dict[str, Any] | None:
    """The agreement the teammate is asked for (seed 001 A), shown to the teammate."""
    proposal = room.proposal
    if proposal is None or room.duel is None or viewer.seat is not proposal.mate:
        return None
    shown = action_view(room.duel.state, 0, proposal.action, viewer)
    return {
        "decision": room.version,
        "from": proposal.seat.value,
        "label": shown["label"],
        "text": say(shown["text"]),
        "cards": shown["cards"],
    }


def _asking(room: Room, viewer: Viewer, say: Say) -> dict[str, Any] | None:
    """Who is asked what, for everyone: the seat deciding, or the teammate asked to agree (the
    play itself only for that team and judges)."""
    duel = room.duel
    if duel is None or duel.pending is None:
        return None
    proposal = room.proposal
    if proposal is None:
        return {"seat": duel.pending.seat.value, "kind": duel.pending.kind.value}
    own = viewer.judge or (viewer.seat is not None and viewer.seat.team is proposal.seat.team)
    shown = action_view(duel.state, 0, proposal.action, viewer) if own else None
    return {
        "seat": proposal.mate.value,
        "kind": "consent",
        "from": proposal.seat.value,
        "label": None if shown is None else shown["label"],
        "text": None if shown is None else say(shown["text"]),
    }
