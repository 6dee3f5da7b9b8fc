"""Answering a Summon that has happened: "When your opponent Summons a monster(s) with 1500 or
more ATK" (Bottomless Trap Hole).

The answer belongs to the moment right after the Summon: the round of priority the rules open
after a Summon (no chain yet, nothing else has happened since), or the chain built in that
round from the trigger effects the Summon itself triggered (its first Chain Link answers a
`Summoned` event of that Summon). The monsters Summoned then are the `Summoned` events of that
one thing (`timing.py`: a summon with its Tributes or materials, or the Tokens of one effect, is
one thing). A Summon made by a resolving effect ends in the open state, where no one but the
turn duelist acts, so it is not answered this way (the rules give no window there).
"""

from __future__ import annotations

from tagduel.engine.events import NARRATIONS, Summoned
from tagduel.engine.state import DuelState, WindowKind
from tagduel.engine.zones import CardInstance, Location


def _last_happening(state: DuelState) -> int:
    events = state.events
    for index in range(len(events) - 1, -1, -1):
        if type(events[index]) not in NARRATIONS:
            return index
    return -1


def _summon_index(state: DuelState) -> int:
    """The index of a `Summoned` event of the Summon being answered, or -1."""
    if state.chain:
        first = state.chain[0].event
        return first if first >= 0 and isinstance(state.events[first], Summoned) else -1
    window = state.window
    if window is None or window.kind is not WindowKind.ACTION:
        return -1
    index = _last_happening(state)
    return index if index >= 0 and isinstance(state.events[index], Summoned) else -1


def just_summoned(state: DuelState) -> list[tuple[Summoned, CardInstance]]:
    """The monsters whose Summon (Normal, Tribute, Flip or Special) may be answered now, with
    their `Summoned` events (those still face-up in a Monster Card Zone)."""
    index = _summon_index(state)
    if index < 0:
        return []
    thing, things = state.things[index], state.things
    first, last = index, index
    while first > 0 and things[first - 1] == thing:
        first -= 1
    while last + 1 < len(things) and things[last + 1] == thing:
        last += 1
    out: list[tuple[Summoned, CardInstance]] = []
    for event in state.events[first : last + 1]:
        if not isinstance(event, Summoned):
            continue
        card = state.find(event.uid)
        if card is not None and card.location is Location.MONSTERS and card.face_up:
            out.append((event, card))
    return out
