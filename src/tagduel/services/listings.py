"""Plain-text lists for the organiser: every event of a database, and an event's teams.

Aligned columns by display width (`tagduel.penalties.printout.table`), so Japanese names line
up; every name shown went through `tagduel.names.clean_name` when it was registered.
"""

from __future__ import annotations

from collections.abc import Sequence

from tagduel.decks.model import Deck
from tagduel.penalties.printout import table
from tagduel.services.overview import EventSummary
from tagduel.services.projection import EventState, TeamEntry


def events_view(summaries: Sequence[EventSummary]) -> str:
    """One line per event: name, created (UTC), teams, rounds paired, stage."""
    if not summaries:
        return "No events yet (create one with `tagduel event new NAME`).\n"
    rows = [
        [s.name, f"{s.created:%Y-%m-%d %H:%M}", str(s.teams), str(s.rounds_paired), s.stage]
        for s in summaries
    ]
    return table(["event", "created (UTC)", "teams", "rounds", "stage"], rows)


def teams_view(state: EventState) -> str:
    """Each team: Duelist A and B, their decks' sizes, and whether it is late or out."""
    if not state.teams:
        return f"Event {state.name!r} has no teams yet.\n"
    rows = [
        [
            team.name,
            team.a.name,
            team.b.name,
            f"{_sizes(team.a.deck)} + {_sizes(team.b.deck)}",
            team_status(state, team),
        ]
        for team in state.teams.values()
    ]
    header = ["team", "Duelist A", "Duelist B", "decks A + B (Main/Extra/Side)", "status"]
    return table(header, rows)


def team_status(state: EventState, team: TeamEntry) -> str:
    """'late: from round 3', 'dropped after round 2', 'disqualified after round 1', or ''."""
    parts = [f"late: from round {team.first_round}"] if team.first_round > 1 else []
    after = state.roster().dropped.get(team.name)
    if after is not None:
        gone = "disqualified" if team.name in state.effects.disqualified else "dropped"
        parts.append(f"{gone} after round {after}" if after else f"{gone} before round 1")
    return "; ".join(parts)


def _sizes(deck: Deck) -> str:
    return f"{len(deck.main)}/{len(deck.extra)}/{len(deck.side)}"
