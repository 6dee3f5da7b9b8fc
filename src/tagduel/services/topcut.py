"""The top cut over the event's facts: start it from the final Swiss standings, report matches.

Issue 6: "single elimination seeded from the Swiss standings (1 vs 8, 4 vs 5, …)". Dropped and
disqualified teams give up their place (`cut_from_standings`). Matches are numbered 1, 2, … down
the bracket, round by round, as on a printed bracket; a `topcut.reported` fact names the match
and its winner (a single-elimination match has no draw). A `topcut.corrected` fact changes a
reported winner and names the fact it replaces (never an edit); it is refused while a later
match's result rests on the team it takes out (that match must be corrected first).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tagduel.i18n import Text, lazy
from tagduel.services.cutbracket import CutReport
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
        return lazy("Final")
    if left == 1:
        return lazy("Semifinal")
    if left == 2:
        return lazy("Quarterfinal")
    return lazy("Round of {teams}", teams=2 ** (left + 1))


def start_topcut(
    events: Events, name: str, size: int | None = None, *, request_key: str | None = None
) -> Written[Bracket]:
    """Seed the cut from the standings once every Swiss round is paired and reported."""

    def decide(state: EventState) -> tuple[NewFacts, Bracket]:
        bracket = preview_topcut(state, size)
        payload = {"size": len(bracket.seeds), "seeds": [str(s) for s in bracket.seeds]}
        return [(FactKind.TOPCUT_STARTED, payload)], bracket

    return events.write(name, decide, request_key=request_key)


def preview_topcut(state: EventState, size: int | None = None) -> Bracket:
    """The bracket `start_topcut` would seed now (nothing stored), or why it cannot start."""
    if state.topcut is not None:
        raise EventError(lazy("the top cut of {event!r} has already started", event=state.name))
    cut = _cut_size(state, size)
    return Bracket.start(cut_from_standings(state.standings(), cut))


def _cut_size(state: EventState, size: int | None) -> int:
    structure = state.structure()
    if structure is None:
        raise EventError(
            lazy("event {event!r} has not paired any Swiss round yet", event=state.name)
        )
    if len(state.paired) < structure.rounds:
        raise EventError(
            lazy(
                "Swiss is not over: {paired} of {rounds} rounds paired",
                paired=len(state.paired),
                rounds=structure.rounds,
            )
        )
    missing = state.unreported(len(state.paired))
    if missing:
        raise EventError(
            lazy(
                "round {round} still needs results for table(s) {tables}",
                round=len(state.paired),
                tables=", ".join(str(t) for t in missing),
            )
        )
    cut = structure.top_cut if size is None else size
    if cut < 2:
        raise EventError(
            lazy(
                "event {event!r} has no top cut (give its size for one): the standings are final",
                event=state.name,
            ),
            cli=lazy(
                "event {event!r} has no top cut (give --size N for one): the standings are final",
                event=state.name,
            ),
        )
    return cut


def report_topcut(
    events: Events, name: str, match: int, winner: str, *, request_key: str | None = None
) -> Written[NumberedMatch]:
    """Record the winner of top-cut match number `match`; the match is returned with that
    winner (the same report again changes nothing, as for a Swiss table; a different one
    needs `correct_topcut`)."""

    def decide(state: EventState) -> tuple[NewFacts, NumberedMatch]:
        bracket = _started(state)
        team = state.team(winner).name
        found = _match(bracket, match)
        if found.match.winner == team and _reported_winner(state, match) == team:
            return [], found  # the same report again: accepted, nothing changes
        _check_ready(state, bracket, found)
        m = found.match
        if team not in (m.team1, m.team2):
            raise EventError(_not_playing(team, match, m))
        payload = {"match": match, "round": m.round, "slot": m.slot, "winner": team}
        return [(FactKind.TOPCUT_REPORTED, payload)], replace(found, match=replace(m, winner=team))

    return events.write(name, decide, request_key=request_key)


@dataclass(frozen=True, slots=True)
class Correction:
    """A corrected top-cut match: the match, its new winner, and the report it replaces."""

    match: NumberedMatch
    winner: str
    replaced: CutReport


def correct_topcut(
    events: Events,
    name: str,
    match: int,
    winner: str,
    reason: str,
    *,
    request_key: str | None = None,
) -> Written[Correction]:
    """A correction of match `match`: a new fact naming the report it replaces, with a reason."""
    if not reason.strip():
        raise EventError(
            lazy("a correction needs a written reason"),
            cli=lazy("a correction needs a written reason (--reason TEXT)"),
        )

    def decide(state: EventState) -> tuple[NewFacts, Correction]:
        bracket = _started(state)
        found = _match(bracket, match)
        assert state.topcut is not None
        current = state.topcut.reported(match)
        if current is None:
            raise EventError(
                _not_reported(state, found, cli=False), cli=_not_reported(state, found)
            )
        team = state.team(winner).name
        m = found.match
        if team not in (m.team1, m.team2):
            raise EventError(_not_playing(team, match, m))
        if team == current.winner:
            raise EventError(
                lazy(
                    "match {match} is already recorded as won by {team} (fact #{seq}): nothing "
                    "to correct",
                    match=match,
                    team=team,
                    seq=current.seq,
                )
            )
        _check_no_dependants(state, found, current.winner)
        payload = {
            "match": match,
            "round": m.round,
            "slot": m.slot,
            "winner": team,
            "replaces": current.seq,
            "previous": current.winner,
            "reason": reason.strip(),
        }
        return [(FactKind.TOPCUT_CORRECTED, payload)], Correction(found, team, current)

    return events.write(name, decide, request_key=request_key)


def _not_playing(team: str, match: int, m: BracketMatch) -> str:
    return lazy(
        "team {team!r} does not play in match {match} ({team1} vs {team2})",
        team=team,
        match=match,
        team1=m.team1,
        team2=m.team2,
    )


def _started(state: EventState) -> Bracket:
    bracket = state.bracket()
    if bracket is None:
        raise EventError(
            lazy("the top cut of {event!r} has not started", event=state.name),
            cli=lazy(
                "the top cut of {event!r} has not started (`tagduel event topcut {event!r} start`)",
                event=state.name,
            ),
        )
    return bracket


def _not_reported(state: EventState, found: NumberedMatch, *, cli: bool = True) -> str:
    m = found.match
    if m.is_bye:
        return lazy(
            "match {match} is {team}'s bye: it has no result to correct",
            match=found.number,
            team=m.winner,
        )
    if not cli:
        return lazy(
            "match {match} has no reported result to correct: record its winner",
            match=found.number,
        )
    return lazy(
        "match {match} has no reported result to correct: report it with `tagduel event "
        "topcut {event!r} report --match {match} --winner TEAM`",
        match=found.number,
        event=state.name,
    )


def _check_no_dependants(state: EventState, found: NumberedMatch, team: str) -> None:
    """Refuse while a later reported result rests on `team` having won this one: the last
    later match it was reported to win must be corrected first (then the one before it, …).
    A later match a penalty decided, or one it lost, is derived again from the correction."""
    bracket, cut, topcut = state.bracket(), state.cut, state.topcut
    assert bracket is not None and cut is not None and topcut is not None
    later = [
        n
        for n in numbered(bracket)
        if n.match.round > found.match.round
        and n.match.winner == team
        and (n.match.round, n.match.slot) not in cut.deciding
        and topcut.reported(n.number) is not None
    ]
    if later:
        last = later[-1]
        chain = Text.joined(lazy(", then match "), [str(n.number) for n in reversed(later)])
        raise EventError(
            lazy(
                "match {last} ({name}) already has a result that depends on match {match}: "
                "{team} won it; first correct match {chain}",
                last=last.number,
                name=round_name(bracket, last.match.round),
                match=found.number,
                team=team,
                chain=chain,
            )
        )


def _match(bracket: Bracket, number: int) -> NumberedMatch:
    matches = numbered(bracket)
    if not 1 <= number <= len(matches):
        raise EventError(
            lazy(
                "the top cut has matches 1-{count}, not {number}",
                count=len(matches),
                number=number,
            )
        )
    return matches[number - 1]


def _check_ready(state: EventState, bracket: Bracket, found: NumberedMatch) -> None:
    m = found.match
    if m.winner is not None and m.is_bye:
        raise EventError(lazy("match {match} is a bye ({team})", match=found.number, team=m.winner))
    key = (m.round, m.slot)
    cut = state.cut
    assert cut is not None and state.topcut is not None
    if key in cut.deciding:
        numbers = ", ".join(f"#{n}" for n in cut.deciding[key])
        who = lazy("{team} wins", team=m.winner) if m.winner is not None else lazy("a double loss")
        raise EventError(
            lazy(
                "match {match} is decided by penalty {numbers} ({who})",
                match=found.number,
                numbers=numbers,
                who=who,
            )
        )
    if key in cut.double_losses:
        raise EventError(
            lazy("match {match} has no team left to play it (double losses)", match=found.number)
        )
    if m.winner is not None and state.topcut.reported(found.number) is None:
        raise EventError(
            lazy(
                "match {match}: {team} goes through without playing",
                match=found.number,
                team=m.winner,
            )
        )
    if m.winner is not None:
        values = {"match": found.number, "team": m.winner, "event": state.name}
        raise EventError(
            lazy(
                "match {match} already has a winner ({team}); to change it, correct it with a "
                "written reason",
                **values,
            ),
            cli=lazy(
                "match {match} already has a winner ({team}); to change it use `tagduel event "
                "topcut {event!r} correct --match {match} --winner TEAM --reason TEXT`",
                **values,
            ),
        )
    if m.team1 is None or m.team2 is None:
        raise EventError(_not_ready(found.number, _feeders(bracket, found.number)))


def _reported_winner(state: EventState, match: int) -> str | None:
    report = state.topcut.reported(match) if state.topcut is not None else None
    return report.winner if report is not None else None


def _feeders(bracket: Bracket, number: int) -> list[int]:
    matches = numbered(bracket)
    target = matches[number - 1].match
    return [
        n.number
        for n in matches
        if n.match.round == target.round - 1 and (n.match.slot + 1) // 2 == target.slot
    ]


def _not_ready(match: int, feeders: list[int]) -> str:
    if len(feeders) == 2:
        return lazy(
            "match {match} is not ready: it waits for the winners of matches {first} and {second}",
            match=match,
            first=feeders[0],
            second=feeders[1],
        )
    return lazy(
        "match {match} is not ready: it waits for the winners of matches {feeders}",
        match=match,
        feeders=" and ".join(str(n) for n in feeders),
    )
