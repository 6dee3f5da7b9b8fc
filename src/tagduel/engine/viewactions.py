"""The legal answers of a decision as the deciding seat sees them, for a table in a browser.

Each answer is shown by its index in `Decision.actions` (the browser sends back the index, never
a card name), its notation with every card the seat may not see named only by its place
("2A.monsters[3]:Set card": an attack on a Set monster names no card), the place of the card the
button goes on, and whether it uses the teammate's cards. Seed 001 A: "Teammates must come to an
agreement before making plays involving each other's cards": an answer naming a card in the
teammate's zones (a Tribute, a material, their Graveyard, their monster as a cost) needs the
teammate's consent before it is played (`teammate_of`). `text` is the answer as a sentence
(`actionwords.label`), a `tagduel.i18n.Text` the server renders in the reader's language; `label`
stays the notation (what a typed answer looks like).
"""

from __future__ import annotations

import dataclasses
from typing import TypedDict

from tagduel.engine.actions import Action, CardRef
from tagduel.engine.actionwords import HIDDEN_NAME, label
from tagduel.engine.decisions import Decision
from tagduel.engine.errors import IllegalActionError
from tagduel.engine.game import lookup
from tagduel.engine.seats import Seat
from tagduel.engine.state import DuelState
from tagduel.engine.views import Viewer, place_key
from tagduel.engine.zones import CardInstance


class ActionView(TypedDict):
    """One legal answer: `index` in the decision, `verb`, its text as the seat may read it,
    `card` the place of the card it is made with (None: a pass, a phase, yes/no...), `cards`
    the places of every card it names, `teammate` the teammate whose consent it needs, `text`
    the answer as a sentence (a `Text`, rendered for the reader)."""

    index: int
    verb: str
    label: str
    text: str
    card: str | None
    cards: list[str]
    teammate: str | None


def teammate_of(action: Action) -> Seat | None:
    """The teammate whose cards `action` uses (so whose agreement it needs), else None."""
    mate = action.seat.teammate
    for ref in action.card_refs():
        if ref.seat is mate:
            return mate
    return None


def actions_for(state: DuelState, decision: Decision, viewer: Viewer) -> list[ActionView]:
    """Every answer of `decision`, shown to `viewer` (the deciding seat, or a judge)."""
    return [action_view(state, i, a, viewer) for i, a in enumerate(decision.actions)]


def action_view(state: DuelState, index: int, action: Action, viewer: Viewer) -> ActionView:
    places: list[str] = []
    masked: dict[str, object] = {}
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        if isinstance(value, CardRef):
            masked[f.name] = _shown(state, value, viewer, places)
        elif isinstance(value, tuple) and value and isinstance(value[0], CardRef):
            masked[f.name] = tuple(_shown(state, r, viewer, places) for r in value)
    shown = dataclasses.replace(action, **masked) if masked else action  # type: ignore[arg-type]
    mate = teammate_of(action)
    return {
        "index": index,
        "verb": _verb(action),
        "label": shown.to_text(),
        "text": label(shown),
        "card": places[0] if places else None,
        "cards": places,
        "teammate": None if mate is None else mate.value,
    }


def card_of(state: DuelState, ref: CardRef) -> CardInstance | None:
    """The card an exact reference names now, or None."""
    try:
        return lookup(state, ref)
    except IllegalActionError:
        return None


def _shown(state: DuelState, ref: CardRef, viewer: Viewer, places: list[str]) -> CardRef:
    card = card_of(state, ref)
    if card is None:
        return CardRef(HIDDEN_NAME, ref.seat, ref.zone, ref.slot)
    places.append(place_key(state, card))
    if viewer.sees(card):
        return ref
    return CardRef(HIDDEN_NAME, ref.seat, ref.zone, ref.slot)


def _verb(action: Action) -> str:
    """The action's verb in the notation ("summon", "attack", "end-turn", ...)."""
    text = action.to_text()
    return text.split(" ", 2)[1] if " " in text else text
