"""`Game`: the state with the rules and scripts it is played under, and card references.

Rule modules (summon, spelltrap, battle, chain, phases, flow) take a `Game`. This module also
turns card instances into the exact `CardRef` of the action notation and back: a card on the
field is named by seat, zone and zone number; a card in a pile by seat, pile and name (meaning
the first card of that name there, the one the legal actions always offer).
"""

from __future__ import annotations

from dataclasses import dataclass

from tagduel.engine.actions import CardRef
from tagduel.engine.effects import Scripts
from tagduel.engine.errors import IllegalActionError, Reason
from tagduel.engine.rules import TagRules
from tagduel.engine.state import DuelState
from tagduel.engine.zones import CardInstance, Location

Problem = tuple[Reason, str]
"""Why an action is illegal: a reason and a sentence a duelist can read."""


@dataclass(slots=True)
class Game:
    """A duel's state, rules and card scripts, passed to every rule module."""

    state: DuelState
    rules: TagRules
    scripts: Scripts


def ref_of(card: CardInstance) -> CardRef:
    """The exact reference to `card` in the action notation."""
    if card.location.on_field:
        slot = card.slot + 1 if card.location is not Location.FIELD else None
        return CardRef(card.name, card.zone_seat, card.location, slot)
    return CardRef(card.name, card.zone_seat, card.location)


def first_by_name(cards: list[CardInstance]) -> list[CardInstance]:
    """The first card of each name, in order: the copies a legal action may name."""
    seen: set[str] = set()
    out: list[CardInstance] = []
    for card in cards:
        if card.card.name not in seen:
            seen.add(card.card.name)
            out.append(card)
    return out


def lookup(state: DuelState, ref: CardRef) -> CardInstance:
    """The card an exact reference names; IllegalActionError(NO_SUCH_CARD) when there is none."""
    if ref.seat is None or ref.zone is None:
        raise IllegalActionError(Reason.NO_SUCH_CARD, f"say where {ref.to_text()} is")
    zones = state.zones[ref.seat]
    key = ref.name.casefold()
    if ref.zone.is_pile:
        for card in zones.pile(ref.zone):
            if card.card.name.casefold() == key:
                return card
    else:
        slots = zones.slots(ref.zone)
        indexes = [ref.slot - 1] if ref.slot is not None else range(len(slots))
        for i in indexes:
            found = slots[i] if 0 <= i < len(slots) else None
            if found is not None and found.card.name.casefold() == key:
                return found
    raise IllegalActionError(Reason.NO_SUCH_CARD, f"there is no {ref.to_text()}")
