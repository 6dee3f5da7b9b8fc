"""Every event of a database at a glance: its name, when it was created, its teams, the rounds
paired and where it stands (registration, a Swiss round, the top cut, finished).

Read only, derived from each event's facts like everything else (`Events.state`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

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
    """Where the event stands, in words."""
    if not state.configured:
        return "penalties only (not set up with `event new`)"
    structure = state.structure()
    if structure is None:
        return "registration"
    bracket = state.bracket()
    if bracket is not None:
        if bracket.champion is not None:
            return f"finished: champion {bracket.champion}"
        return f"Top {len(bracket.seeds)} cut"
    done = len(state.paired)
    missing = len(state.unreported(done))
    if missing:
        left = f"{missing} table{'s' * (missing != 1)}"
        return f"Swiss round {done} of {structure.rounds}: {left} to report"
    if done < structure.rounds:
        return f"Swiss round {done} of {structure.rounds} reported"
    if structure.top_cut:
        return f"Swiss over; the Top {structure.top_cut} cut is next"
    return "finished: Swiss over, no top cut"
