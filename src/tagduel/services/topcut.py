"""The top cut over the event's facts: start it from the final Swiss standings, report matches.

Issue 6: "single elimination seeded from the Swiss standings (1 vs 8, 4 vs 5, …)". Dropped and
disqualified teams give up their place (`cut_from_standings`). Matches are numbered 1, 2, … down
the bracket, round by round, as on a printed bracket; a `topcut.reported` fact names the match
and its winner (a single-elimination match has no draw).
"""

from __future__ import annotations

from dataclasses import dataclass

from tagduel.services.errors import EventError
from tagduel.services.eventfacts import FactKind
from tagduel.services.events import Events, NewFacts, Written
from tagduel.services.projection import EventState
from tagduel.tournament.topcut import Bracket, BracketMatch, cut_from_standings


@dataclass(frozen=True, slots=True)
class NumberedMatch:
    number: int
    match: BracketMatch


def numbered(bracket: Bracket) -> list[NumberedMatch]:
    """Every match of the bracket with its number: round 1 top to bottom, then round 2, …"""
    matches = [m for r in bracket.rounds() for m in r]
    return [NumberedMatch(n, m) for n, m in enumerate(matches, start=1)]


def round_name(bracket: Bracket, number: int) -> str:
    left = bracket.round_count - number
    if left == 0:
        return "Final"
    if left == 1:
        return "Semifinal"
    if left == 2:
        return "Quarterfinal"
    return f"Round of {2 ** (left + 1)}"


def start_topcut(events: Events, name: str, size: int | None = None) -> Written[Bracket]:
    """Seed the cut from the standings once every Swiss round is paired and reported."""

    def decide(state: EventState) -> tuple[NewFacts, Bracket]:
        if state.topcut is not None:
            raise EventError(f"the top cut of {state.name!r} has already started")
        cut = _cut_size(state, size)
        seeds = cut_from_standings(state.standings(), cut)
        payload = {"size": cut, "seeds": [str(s) for s in seeds]}
        return [(FactKind.TOPCUT_STARTED, payload)], Bracket.start(seeds)

    return events.write(name, decide)


def _cut_size(state: EventState, size: int | None) -> int:
    structure = state.structure()
    if structure is None:
        raise EventError(f"event {state.name!r} has not paired any Swiss round yet")
    if len(state.paired) < structure.rounds:
        raise EventError(
            f"Swiss is not over: {len(state.paired)} of {structure.rounds} rounds paired"
        )
    missing = state.unreported(len(state.paired))
    if missing:
        tables = ", ".join(str(t) for t in missing)
        raise EventError(f"round {len(state.paired)} still needs results for table(s) {tables}")
    cut = structure.top_cut if size is None else size
    if cut < 2:
        raise EventError(
            f"event {state.name!r} has no top cut (give --size N for one): the standings are final"
        )
    return cut


def report_topcut(events: Events, name: str, match: int, winner: str) -> Written[NumberedMatch]:
    """Record the winner of top-cut match number `match`."""

    def decide(state: EventState) -> tuple[NewFacts, NumberedMatch]:
        bracket = state.bracket()
        if bracket is None:
            raise EventError(
                f"the top cut of {state.name!r} has not started (`tagduel event topcut "
                f"{state.name!r} start`)"
            )
        team = state.team(winner).name
        found = _match(bracket, match)
        _check_ready(bracket, found)
        m = found.match
        if team not in (m.team1, m.team2):
            raise EventError(
                f"team {team!r} does not play in match {match} ({m.team1} vs {m.team2})"
            )
        payload = {"match": match, "round": m.round, "slot": m.slot, "winner": team}
        return [(FactKind.TOPCUT_REPORTED, payload)], found

    return events.write(name, decide)


def _match(bracket: Bracket, number: int) -> NumberedMatch:
    matches = numbered(bracket)
    if not 1 <= number <= len(matches):
        raise EventError(f"the top cut has matches 1-{len(matches)}, not {number}")
    return matches[number - 1]


def _check_ready(bracket: Bracket, found: NumberedMatch) -> None:
    m = found.match
    if m.winner is not None:
        what = "is a bye" if m.is_bye else "already has a winner"
        raise EventError(f"match {found.number} {what} ({m.winner})")
    if m.team1 is None or m.team2 is None:
        feeders = _feeders(bracket, found.number)
        raise EventError(
            f"match {found.number} is not ready: it waits for the winners of matches {feeders}"
        )


def _feeders(bracket: Bracket, number: int) -> str:
    matches = numbered(bracket)
    target = matches[number - 1].match
    earlier = [
        n.number
        for n in matches
        if n.match.round == target.round - 1 and (n.match.slot + 1) // 2 == target.slot
    ]
    return " and ".join(str(n) for n in earlier)
