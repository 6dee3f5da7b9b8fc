"""Counters: named counters (Spell Counter, ...) placed on a card on the field.

They are kept in the card's `memory` under `counter:NAME`, so they go when the card leaves
the field, like everything a card carries there. Each change is an event (`CountersChanged`).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine.cardevents import CountersChanged
from tagduel.engine.state import DuelState
from tagduel.engine.zones import CardInstance

PREFIX: Final = "counter:"


def count(card: CardInstance, name: str) -> int:
    """How many `name` counters `card` carries."""
    return card.memory.get(PREFIX + name, 0)


def add(state: DuelState, card: CardInstance, name: str, number: int = 1) -> bool:
    """Place `number` `name` counters on `card` (on the field); False when it is not there."""
    if number <= 0 or not card.location.on_field:
        return False
    _set(state, card, name, count(card, name) + number)
    return True


def remove(state: DuelState, card: CardInstance, name: str, number: int = 1) -> bool:
    """Remove `number` `name` counters from `card`; False (and none removed) when it carries
    fewer."""
    held = count(card, name)
    if number <= 0 or held < number:
        return False
    _set(state, card, name, held - number)
    return True


def _set(state: DuelState, card: CardInstance, name: str, number: int) -> None:
    if number:
        card.memory[PREFIX + name] = number
    else:
        card.memory.pop(PREFIX + name, None)
    state.emit(CountersChanged(card.zone_seat, card.name, name, number, card.uid))
