"""Plain-text lists for the organiser: every event of a database, and an event's teams.

Aligned columns by display width (`tagduel.penalties.printout.table`), so Japanese names line
up; every name shown went through `tagduel.names.clean_name` when it was registered. Each view
takes `say` (`tagduel.i18n.Say`): English by default, else the reader's language.
"""

from __future__ import annotations

from collections.abc import Sequence

from tagduel.decks.model import Deck
from tagduel.i18n import Say, english, lazy
from tagduel.penalties.printout import table
from tagduel.services.overview import EventSummary
from tagduel.services.projection import EventState, TeamEntry


def events_view(summaries: Sequence[EventSummary], say: Say = english) -> str:
    """One line per event: name, created (UTC), teams, rounds paired, stage."""
    if not summaries:
        return say(lazy("No events yet (create one with `tagduel event new NAME`).\n"))
    rows = [
        [s.name, f"{s.created:%Y-%m-%d %H:%M}", str(s.teams), str(s.rounds_paired), say(s.stage)]
        for s in summaries
    ]
    header = [lazy("event"), lazy("created (UTC)"), lazy("teams"), lazy("rounds"), lazy("stage")]
    return table([say(h) for h in header], rows)


def teams_view(state: EventState, say: Say = english) -> str:
    """Each team: Duelist A and B, their decks' sizes, and whether it is late or out."""
    if not state.teams:
        return say(lazy("Event {event!r} has no teams yet.\n", event=state.name))
    rows = [
        [
            team.name,
            team.a.name,
            team.b.name,
            f"{_sizes(team.a.deck)} + {_sizes(team.b.deck)}",
            team_status(state, team, say),
        ]
        for team in state.teams.values()
    ]
    header = [
        lazy("team"),
        lazy("Duelist A"),
        lazy("Duelist B"),
        lazy("decks A + B (Main/Extra/Side)"),
        lazy("status"),
    ]
    return table([say(h) for h in header], rows)


def team_status(state: EventState, team: TeamEntry, say: Say = english) -> str:
    """'late: from round 3', 'dropped after round 2', 'disqualified after round 1', or ''."""
    parts: list[str] = []
    if team.first_round > 1:
        parts.append(lazy("late: from round {round}", round=team.first_round))
    after = state.roster().dropped.get(team.name)
    if after is not None:
        parts.append(_gone(team.name in state.effects.disqualified, after))
    return say(lazy("; ")).join(say(p) for p in parts)


def _gone(disqualified: bool, after: int) -> str:
    if disqualified:
        if after:
            return lazy("disqualified after round {round}", round=after)
        return lazy("disqualified before round 1")
    if after:
        return lazy("dropped after round {round}", round=after)
    return lazy("dropped before round 1")


def _sizes(deck: Deck) -> str:
    return f"{len(deck.main)}/{len(deck.extra)}/{len(deck.side)}"
