"""Events: read an event's state and append facts decided from it, safely against races.

Every use case of the tournament services follows one pattern: read the log (and the penalties
in force), project it (`projection.project`), decide from that state what facts to append, and
append them only if the log has not grown meanwhile (`expect_last`); when it has, read and
decide again. So two organisers reporting the same table at once cannot both succeed, and a
fact, once `append` returns, is committed (the store's durability).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from tagduel.penalties.catalogue import Catalogue
from tagduel.services.errors import EventError
from tagduel.services.eventfacts import EventSettings, FactKind
from tagduel.services.penalties import PenaltyService
from tagduel.services.projection import EventState, project
from tagduel.store import ConflictError, EventExistsError, EventInfo, EventStore, Fact

T = TypeVar("T")
NewFacts = Sequence[tuple[FactKind, Mapping[str, Any]]]
Decide = Callable[[EventState], tuple[NewFacts, T]]
_ATTEMPTS = 5


@dataclass(frozen=True, slots=True)
class Written(Generic[T]):
    """The facts stored for a request (none when it changed nothing) and what it decided."""

    facts: tuple[Fact, ...]
    value: T
    state: EventState


class Events:
    """The tournament's door to the store: create an event, read its state, append facts."""

    def __init__(self, store: EventStore, catalogue: Catalogue | None = None) -> None:
        self.store = store
        self.penalties = PenaltyService(store, catalogue)

    def create(self, name: str, settings: EventSettings) -> tuple[EventInfo, bool]:
        """A new tournament event; an event a judge's penalty created is set up in place
        (True: it existed already and got an `event.configured` fact)."""
        payload = settings.to_payload()
        try:
            return self.store.create_event(name, payload), False
        except EventExistsError:
            pass
        state = self.state(name)
        if state.configured:
            raise EventExistsError(f"an event named {state.name!r} already exists") from None
        self.store.append(
            state.info.id,
            FactKind.CONFIGURED.value,
            {"settings": payload},
            expect_last=state.last_seq,
        )
        return state.info, True

    def state(self, name: str) -> EventState:
        """The event's state now: its facts projected, with the penalties in force."""
        info = self.store.event(name)
        facts = self.store.facts(info.id)
        penalties = self.penalties.event_penalties(info.name)
        return project(info, facts, penalties)

    def tournament(self, name: str) -> EventState:
        """The state of an event set up with `event new` (else a clear error)."""
        state = self.state(name)
        state.require_tournament()
        return state

    def write(self, name: str, decide: Decide[T]) -> Written[T]:
        """Decide from the current state and append; retried when the log grew meanwhile."""
        for _ in range(_ATTEMPTS):
            state = self.tournament(name)
            items, value = decide(state)
            if not items:
                return Written((), value, state)
            try:
                stored = self.store.append_all(
                    state.info.id,
                    [(kind.value, payload) for kind, payload in items],
                    expect_last=state.last_seq,
                )
            except ConflictError:
                continue
            return Written(tuple(stored), value, state)
        raise EventError(f"event {name!r} is too busy: nothing was recorded; try again")
