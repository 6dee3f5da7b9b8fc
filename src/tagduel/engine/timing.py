"""Things that happen, and trigger effects that miss the timing.

Card text says when a trigger effect may be activated. A mandatory trigger, and an optional one
worded "If ... you can", is activated whenever its happening happened. An optional one worded
"When ... you can" (`Effect.when`) must answer the last thing that happened: if anything else
happened after its happening (later in the resolution of a Chain Link or a chain, or the
activation its happening paid the cost of), it misses the timing and is not activated.

What counts as one thing: the events of one operation (destroying several cards at once,
a summon with its Tributes or materials, a cost) are one thing, grouped by `together`; an event
that only narrates (a phase begins, a Chain Link resolves: its type in `events.NARRATIONS`) is none;
a resolved Spell going to the Graveyard belongs to the thing before it (`same_thing`), as it is
the rules finishing the resolution, not something else happening. `DuelState.things` records
each event's thing.
"""

from __future__ import annotations

from types import TracebackType

from tagduel.engine.state import DuelState


class together:
    """The happenings inside are one thing (the first of them begins it)."""

    __slots__ = ("state",)

    def __init__(self, state: DuelState) -> None:
        self.state = state

    def __enter__(self) -> None:
        state = self.state
        if state.depth == 0:
            state.opened = False
        state.depth += 1

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.state.depth -= 1


class same_thing(together):
    """The happenings inside belong to the last thing (they begin none)."""

    __slots__ = ()

    def __enter__(self) -> None:
        state = self.state
        if state.depth == 0:
            state.opened = True
        state.depth += 1


def is_last_thing(state: DuelState, event: int) -> bool:
    """True when nothing has happened since event number `event` (other than in its thing)."""
    return state.things[event] == state.thing
