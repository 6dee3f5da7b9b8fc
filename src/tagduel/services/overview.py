"""Every event of a database at a glance: its name, when it was created, its teams, the rounds
paired and where it stands (registration, a Swiss round, the top cut, finished).

Read only, derived from each event's facts like everything else (`Events.state`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from tagduel.i18n import lazy, lazy_plural
from tagduel.services.events import Events
from tagduel.services.projection import EventState


@dataclass(frozen=True, slots=True)
class EventSummary:
    name: str
    created: datetime
    teams: int
    rounds_paired: int
    stage: str


def overview(events: Events) -> list[EventSummary]:
    """One summary per event, oldest first."""
    return [summary(events.state(info.name)) for info in events.store.events()]


def summary(state: EventState) -> EventSummary:
    return EventSummary(
        state.name, state.info.created_at, len(state.teams), len(state.paired), stage(state)
    )


def stage(state: EventState) -> str:
    """Where the event stands, in words (a translatable `Text`)."""
    if not state.configured:
        return lazy("penalties only (not set up with `event new`)")
    structure = state.structure()
    if structure is None:
        return lazy("registration")
    bracket = state.bracket()
    if bracket is not None:
        if bracket.champion is not None:
            return lazy("finished: champion {team}", team=bracket.champion)
        return lazy("Top {cut} cut", cut=len(bracket.seeds))
    done = len(state.paired)
    missing = len(state.unreported(done))
    if missing:
        return lazy_plural(
            missing,
            "Swiss round {round} of {rounds}: {count} table to report",
            "Swiss round {round} of {rounds}: {count} tables to report",
            round=done,
            rounds=structure.rounds,
        )
    if done < structure.rounds:
        return lazy("Swiss round {round} of {rounds} reported", round=done, rounds=structure.rounds)
    if structure.top_cut:
        return lazy("Swiss over; the Top {cut} cut is next", cut=structure.top_cut)
    return lazy("finished: Swiss over, no top cut")
