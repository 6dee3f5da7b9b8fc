"""Final placings of an event: 1st, 2nd, 3rd-4th, 5th-8th, …, then the Swiss standings.

Once the event is over (every Swiss round reported and, with a top cut, every top-cut match
decided), the champion is 1st; a team out in top-cut round r of R shares the places
2^(R-r)+1 to 2^(R-r+1) with the other teams out in that round (so the Final's loser is 2nd, the
Semifinals' losers 3rd-4th; a cut that is not a power of two ends at its size). The teams that
did not make the cut follow in their order of the Swiss standings. Without a top cut the
placings are the final Swiss standings. Derived on read, never stored.
"""

from __future__ import annotations

from dataclasses import dataclass

from tagduel.i18n import lazy, lazy_plural
from tagduel.services.amend import tables_text
from tagduel.services.errors import EventError
from tagduel.services.projection import EventState
from tagduel.services.topcut import numbered, round_name
from tagduel.tournament.model import Standing
from tagduel.tournament.topcut import Bracket

SWISS = "Swiss"
CHAMPION = "Champion"


@dataclass(frozen=True, slots=True)
class Placing:
    """A team's final place (shared from `first` to `last`), where it went out, and its Swiss
    standing."""

    first: int
    last: int
    team: str
    reached: str
    standing: Standing

    def text(self) -> str:
        if self.first == self.last:
            return ordinal(self.first)
        return f"{ordinal(self.first)}-{ordinal(self.last)}"


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, …, 11th, 12th, 13th, 21st, 22nd, …"""
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def final_placings(state: EventState) -> list[Placing]:
    """Every team's final place, best first; a clear error while the event is not over."""
    standings = state.standings()
    _check_swiss_over(state)
    bracket = state.bracket()
    if bracket is None:
        return [Placing(s.rank, s.rank, str(s.team), SWISS, s) for s in standings]
    _check_cut_over(state, bracket)
    cut = _cut_placings(bracket, {str(s.team): s for s in standings})
    rest = [s for s in standings if str(s.team) not in bracket.seeds]
    start = len(bracket.seeds) + 1
    return cut + [Placing(start + i, start + i, str(s.team), SWISS, s) for i, s in enumerate(rest)]


def _check_swiss_over(state: EventState) -> None:
    structure = state.structure()
    if structure is None:
        raise EventError(
            lazy("event {event!r} has no placings yet: no round is paired", event=state.name)
        )
    done = len(state.paired)
    if done < structure.rounds:
        raise EventError(
            lazy(
                "event {event!r} has no final placings yet: {done} of {rounds} Swiss rounds "
                "are paired",
                event=state.name,
                done=done,
                rounds=structure.rounds,
            )
        )
    missing = state.unreported(done)
    if missing:
        raise EventError(
            lazy(
                "event {event!r} has no final placings yet: round {round} still needs the "
                "result at {tables}",
                event=state.name,
                round=done,
                tables=tables_text(missing),
            )
        )
    if state.topcut is None and structure.top_cut >= 2:
        raise EventError(
            lazy(
                "event {event!r} has no final placings yet: its Top {cut} cut has not started",
                event=state.name,
                cut=structure.top_cut,
            )
        )


def _check_cut_over(state: EventState, bracket: Bracket) -> None:
    cut = state.cut
    voided = cut.double_losses if cut is not None else frozenset()
    waiting = [
        n.number
        for n in numbered(bracket)
        if n.match.winner is None
        and (n.match.team1 is not None or n.match.team2 is not None)
        and (n.match.round, n.match.slot) not in voided
    ]
    if waiting:
        raise EventError(
            lazy_plural(
                len(waiting),
                "event {event!r} has no final placings yet: the top cut waits for the result "
                "of match {matches}",
                "event {event!r} has no final placings yet: the top cut waits for the result "
                "of matches {matches}",
                event=state.name,
                matches=", ".join(str(n) for n in waiting),
            )
        )


def _cut_placings(bracket: Bracket, standing: dict[str, Standing]) -> list[Placing]:
    rounds = bracket.round_count
    out_in: dict[str, int] = {}
    for item in numbered(bracket):
        for team in (item.match.team1, item.match.team2):
            if team is not None:
                out_in[str(team)] = max(item.match.round, out_in.get(str(team), 0))
    champion = bracket.champion
    placings = []
    for seed, team in enumerate(str(t) for t in bracket.seeds):
        if champion is not None and team == str(champion):
            placings.append((seed, Placing(1, 1, team, CHAMPION, standing[team])))
            continue
        r = out_in.get(team, 1)
        first, last = 2 ** (rounds - r) + 1, min(2 ** (rounds - r + 1), len(bracket.seeds))
        placings.append((seed, Placing(first, last, team, round_name(bracket, r), standing[team])))
    return [p for _, p in sorted(placings, key=lambda item: (item[1].first, item[0]))]
