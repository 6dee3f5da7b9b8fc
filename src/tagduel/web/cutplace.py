"""Where a team stands in the top cut, for the duelist's page and the projector: the current
top-cut match (round name, match number, opponent), a bye, out of the cut; and how a table or a
top-cut match is named (a judge call's place). The top cut's rounds are numbered on from the
Swiss rounds and their "tables" are the bracket's match numbers (see `services.clockrounds`)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from tagduel.i18n import Text, lazy
from tagduel.services.clockrounds import cut_round_of, latest_round
from tagduel.services.errors import EventError
from tagduel.services.projection import EventState
from tagduel.services.topcut import numbered, round_name


@dataclass(frozen=True, slots=True)
class MyCut:
    """`team`'s place in the top cut. `status`: `play` (a match to play now), `wait` (its next
    match waits for the winner of match `feeder`), `out` (lost `match`, in `name`), `missed`
    (not in the cut), `champion`. `round` is the clock round (numbered on from the Swiss
    rounds) and `match` the match number; `bye`: the team had a bye in the cut's first round."""

    status: str
    round: int = 0
    name: Text | str = ""
    match: int = 0
    opponent: str | None = None
    feeder: int = 0
    bye: bool = False
    result: str | None = None


def my_cut(state: EventState, team: str) -> MyCut | None:
    """None before the top cut starts; else where `team` stands in it."""
    bracket = state.bracket()
    if bracket is None:
        return None
    if team not in {str(s) for s in bracket.seeds}:
        return MyCut("missed")
    swiss = len(state.paired)
    items = numbered(bracket)
    mine = [n for n in items if team in (str(n.match.team1), str(n.match.team2))]
    bye = any(n.match.is_bye for n in mine)
    now = mine[-1]
    m = now.match
    other = m.team2 if str(m.team1) == team else m.team1
    here = MyCut(
        "play",
        round=swiss + m.round,
        name=round_name(bracket, m.round),
        match=now.number,
        opponent=None if other is None else str(other),
        bye=bye,
    )
    if m.winner is not None and str(m.winner) != team:
        return replace(here, status="out", result=str(m.winner))
    if m.winner is not None:
        return replace(here, status="champion", result=team)
    if other is None:
        feeders = [
            n.number
            for n in items
            if n.match.round == m.round - 1
            and (n.match.slot + 1) // 2 == m.slot
            and team not in (str(n.match.team1), str(n.match.team2))
        ]
        return replace(here, status="wait", feeder=feeders[0] if feeders else 0)
    return here


def place_of(state: EventState, number: int, table: int) -> Text:
    """How round `number`'s table `table` is named: "Round 2 · Table 3", or for a round of the
    top cut "Top cut: Final · Match 3"."""
    bracket = state.bracket()
    try:
        cut = cut_round_of(state, number)
    except EventError:
        cut = None
    if cut is None or bracket is None:
        return lazy("Round {round} · Table {table}", round=number, table=table)
    return lazy("Top cut: {name} · Match {match}", name=round_name(bracket, cut), match=table)


@dataclass(frozen=True, slots=True)
class CutRow:
    """A projector row of the top cut's current round: a team, its match, its opponent."""

    team: str
    match: int
    opponent: str | None
    winner: str | None


def cut_pairings(state: EventState) -> tuple[Text | str, list[CutRow]] | None:
    """The top cut's current round (its name) and its matches by team name, alphabetically;
    None before the top cut starts. A team waiting for its opponent has no opponent yet."""
    bracket = state.bracket()
    if bracket is None:
        return None
    cut = latest_round(state) - len(state.paired)
    rows = []
    for n in numbered(bracket):
        m = n.match
        if m.round != cut:
            continue
        winner = None if m.winner is None else str(m.winner)
        for team, other in ((m.team1, m.team2), (m.team2, m.team1)):
            if team is not None:
                opponent = None if other is None else str(other)
                rows.append(CutRow(str(team), n.number, opponent, winner))
    rows.sort(key=lambda row: row.team.casefold())
    return round_name(bracket, cut), rows
