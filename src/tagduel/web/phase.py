"""Where an event stands, for the pages that change with it (rounds, top cut, clock, export,
the duelist's page, the projector): Swiss over, top cut running, event over with its final
placings; and headings whose words follow a count."""

from __future__ import annotations

from dataclasses import dataclass

from tagduel.i18n import Text, lazy, lazy_plural
from tagduel.services.errors import EventError
from tagduel.services.placings import Placing, final_placings
from tagduel.services.projection import EventState
from tagduel.services.topcut import preview_topcut


def rounds_complete(state: EventState) -> int:
    """How many rounds, from round 1 on, have all their results in (a round just paired, or
    with a result still missing, does not count, nor do the rounds after it)."""
    done = 0
    for number in range(1, len(state.paired) + 1):
        if state.unreported(number):
            break
        done = number
    return done


def standings_heading(state: EventState) -> Text:
    """ "Standings after 1 round", "… after 3 rounds" (one message per form), counting the
    rounds whose results are all in; "Standings before round 1" before any."""
    rounds = rounds_complete(state)
    if rounds == 0:
        return lazy("Standings before round 1")
    return lazy_plural(rounds, "Standings after {count} round", "Standings after {count} rounds")


def placings_of(state: EventState) -> list[Placing] | None:
    """The final placings once the event is over, else None."""
    try:
        return final_placings(state)
    except EventError:
        return None


def placings_refusal(state: EventState) -> EventError | None:
    """Why the event has no final placings yet (None: it has them)."""
    try:
        final_placings(state)
    except EventError as exc:
        return exc
    return None


def swiss_over(state: EventState) -> bool:
    """Every Swiss round of the event's structure is paired (or its top cut has started)."""
    if state.topcut is not None:
        return True
    structure = state.structure()
    return structure is not None and len(state.paired) >= structure.rounds


def next_step(state: EventState) -> str:
    """What the organiser does next with the rounds: `pair` (a Swiss round), `results` (the
    last Swiss round's), `topcut` (start it), `cut running`, or `over`."""
    if state.topcut is not None:
        return "over" if placings_of(state) is not None else "cut running"
    if not swiss_over(state):
        return "pair"
    if state.unreported(len(state.paired)):
        return "results"
    return "topcut" if cut_planned(state) else "over"


def cut_planned(state: EventState) -> bool:
    """The event has (or will have) a top cut."""
    structure = state.structure()
    return state.topcut is not None or (structure is not None and structure.top_cut >= 2)


@dataclass(frozen=True, slots=True)
class CutPreview:
    """Who a top cut of `size` takes (by seed), who of them has a bye, and the best-ranked
    teams left out (`more_out`: how many others are left out below them)."""

    size: int
    seeds: list[tuple[int, str, bool]]
    out: list[tuple[int, str]]
    more_out: int


def cut_preview(state: EventState, size: int | None) -> CutPreview:
    """The top cut `start_topcut` would make now, to confirm before it starts."""
    bracket = preview_topcut(state, size)
    byes = {str(m.winner) for m in bracket.rounds()[0] if m.is_bye}
    seeds = [(n, str(team), str(team) in byes) for n, team in enumerate(bracket.seeds, start=1)]
    chosen = {str(team) for team in bracket.seeds}
    left = [(s.rank, str(s.team)) for s in state.standings() if not s.dropped]
    out = [row for row in left if row[1] not in chosen]
    return CutPreview(len(bracket.seeds), seeds, out[:3], max(0, len(out) - 3))


def team_placing(placings: list[Placing] | None, team: str) -> Placing | None:
    """`team`'s final placing (None: the event is not over, or the team is not in it)."""
    return next((p for p in placings or [] if p.team == team), None)


def ordinal(n: int, lang: str = "en") -> str:
    """A place in `lang`: 1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, … 21st, 22nd; in Japanese
    1位, 2位, …"""
    if lang == "ja":
        return f"{n}位"
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"
