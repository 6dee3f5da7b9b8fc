"""Which round a clock times: the Swiss rounds, then the rounds of the top cut.

The clock numbers its rounds on from the Swiss rounds: with 5 Swiss rounds, the top cut's
first round is clock round 6, its second round 7, and so on (a `round.clock` fact holds that
number). A top-cut round's "tables" are its matches, by match number, each with both its teams
known; a match has its result once it has a winner. The current round is the latest Swiss round
before the cut starts, then the first top-cut round with a match still to play.
"""

from __future__ import annotations

from dataclasses import dataclass

from tagduel.i18n import Text, lazy
from tagduel.services.errors import EventError
from tagduel.services.projection import EventState
from tagduel.services.topcut import numbered, round_name
from tagduel.tournament.model import Pairing


@dataclass(frozen=True, slots=True)
class ClockTable:
    """A table the clock times: a Swiss pairing, or a top-cut match (its number as the table)."""

    pairing: Pairing
    reported: bool


def cut_round_of(state: EventState, number: int) -> int | None:
    """The top-cut round (1, 2, …) clock round `number` stands for; None for a Swiss round."""
    bracket = state.bracket()
    swiss = len(state.paired)
    if bracket is None or number <= swiss:
        return None
    if number > swiss + bracket.round_count:
        raise EventError(
            lazy(
                "the top cut has clock rounds {first}-{last}, not {number}",
                first=swiss + 1,
                last=swiss + bracket.round_count,
                number=number,
            )
        )
    return number - swiss


def latest_round(state: EventState) -> int:
    """The round the clock times now: the latest Swiss round, or, once the top cut has
    started, its first round with a match still to play (its last round when all are played)."""
    swiss = len(state.paired)
    bracket = state.bracket()
    if bracket is None:
        return swiss
    rounds = bracket.rounds()
    for k, matches in enumerate(rounds, start=1):
        if any(m.winner is None and (m.team1 or m.team2) for m in matches):
            return swiss + k
    return swiss + len(rounds)


def clock_tables(state: EventState, number: int) -> list[ClockTable]:
    """The tables (or top-cut matches) of clock round `number` that are played, with whether
    each has its result."""
    cut = cut_round_of(state, number)
    if cut is None:
        unreported = set(state.unreported(number))
        return [
            ClockTable(p, p.table not in unreported)
            for p in state.paired_round(number).pairings
            if not p.is_bye
        ]
    bracket = state.bracket()
    assert bracket is not None, "cut_round_of found the top cut"
    return [
        ClockTable(Pairing(number, n.number, m.team1, m.team2), m.winner is not None)
        for n in numbered(bracket)
        if (m := n.match).round == cut and m.team1 is not None and m.team2 is not None
    ]


def check_table(state: EventState, number: int, table: int) -> None:
    """Refuse a table (or top-cut match) that round `number` does not play."""
    if cut_round_of(state, number) is None:
        state.paired_round(number).pairing_at(table)
        return
    if not any(t.pairing.table == table for t in clock_tables(state, number)):
        raise EventError(
            lazy(
                "{round} has no match {table} being played",
                round=clock_title(state, number),
                table=table,
            )
        )


def check_can_start(state: EventState, number: int) -> None:
    """Refuse to start the clock of a round that is over (every table has its result): for a
    clock run live (the web's Start button). A past event entered afterwards may still start a
    round's clock after its results (`change_clock` does not ask this)."""
    tables = clock_tables(state, number)
    if tables and all(t.reported for t in tables):
        raise EventError(
            lazy(
                "{round} is over: every match has its result, so its clock is not started",
                round=clock_title(state, number),
            )
        )


def clock_title(state: EventState, number: int) -> Text:
    """What clock round `number` is: "Round 3", or "Top cut: Semifinal"."""
    cut = cut_round_of(state, number)
    bracket = state.bracket()
    if cut is None or bracket is None:
        return lazy("Round {round}", round=number)
    return lazy("Top cut: {name}", name=round_name(bracket, cut))
