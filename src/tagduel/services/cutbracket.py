"""The top cut's bracket as its facts and the penalties in force decide it. Derived, never stored.

`TopCut` holds what the log says: the seeds, the Swiss rounds played before the cut, and every
top-cut report with the corrections that replace it. `resolve` plays the bracket round by
round and applies the penalties the Swiss projection handed on (`PenaltyEffects.cut`) by the
same rules of seed 000 (with best-of-one matches, seed 001 B), for the offender's team:
- a duel loss or match loss during a match ends it: the team loses that match (both teams: a
  double loss, and the team they would have met goes through without playing);
- a duel loss or match loss applied to the team's next match takes its first top-cut match
  played after the penalty's round (a bye or a walkover is not a match, so the loss waits);
- a disqualified team loses its match in progress (when issued during the duel) and every
  later match.
A penalty decides a match before any report; a report naming a team that is no longer in the
match (a penalty changed an earlier round) is set aside. Top-cut round r is event round
(Swiss rounds + r), the round a judge names for a penalty in the top cut.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from tagduel.i18n import Text, lazy
from tagduel.services.effects import CutKind, CutPenalty, Effect
from tagduel.tournament.model import TeamId
from tagduel.tournament.topcut import Bracket, BracketMatch

Key = tuple[int, int]


@dataclass(frozen=True, slots=True)
class CutReport:
    """A top-cut result as reported, or a correction naming the fact it replaces."""

    match: int
    round: int
    slot: int
    winner: str
    seq: int
    replaces: int | None = None
    reason: str = ""


@dataclass(frozen=True, slots=True)
class TopCut:
    """The started top cut: its seeds (best first), the Swiss rounds before it, the fact that
    started it, and each match's reports in log order (the last one is in force)."""

    size: int
    seeds: tuple[str, ...]
    swiss_rounds: int
    seq: int
    reports: Mapping[int, tuple[CutReport, ...]] = field(default_factory=dict)

    def reported(self, match: int) -> CutReport | None:
        history = self.reports.get(match)
        return history[-1] if history else None

    def with_report(self, report: CutReport) -> TopCut:
        history = (*self.reports.get(report.match, ()), report)
        reports = {**self.reports, report.match: history}
        return TopCut(self.size, self.seeds, self.swiss_rounds, self.seq, reports)

    def reported_bracket(self, before: int | None = None) -> Bracket:
        """The bracket from the reports alone (those before fact `before`, when given)."""
        winners: dict[Key, str] = {}
        for history in self.reports.values():
            known = [r for r in history if before is None or r.seq < before]
            if known:
                winners[(known[-1].round, known[-1].slot)] = known[-1].winner
        return Bracket(self.seeds, winners)


@dataclass(frozen=True, slots=True)
class CutOutcome:
    """The bracket in force, the matches lost by both teams, which penalties decided which
    match, and each top-cut penalty's effect in words (by penalty number)."""

    bracket: Bracket
    double_losses: frozenset[Key]
    deciding: Mapping[Key, tuple[int, ...]]
    effects: Mapping[int, Effect]


def match_number(bracket: Bracket, round_: int, slot: int) -> int:
    """The number of the match at (round, slot): round 1 top to bottom, then round 2, …"""
    return sum(bracket.size >> r for r in range(1, round_)) + slot


def resolve(
    topcut: TopCut, penalties: Sequence[CutPenalty], effects: Sequence[Effect]
) -> CutOutcome:
    """Play the bracket round by round with the reports and the penalties in force."""
    rounds = {p.number: _cut_round(topcut, p) for p in penalties}
    state = _Resolution(topcut, [p for p in penalties if p.team in topcut.seeds], rounds)
    bracket = Bracket(topcut.seeds)
    for number in range(1, bracket.round_count + 1):
        for match in Bracket(topcut.seeds, state.winners).rounds()[number - 1]:
            state.decide(match)
    by_number = {e.number: e for e in effects}
    texts = {
        p.number: state.effect(by_number[p.number], p)
        for p in state.penalties
        if p.number in by_number
    }
    return CutOutcome(
        Bracket(topcut.seeds, state.winners),
        frozenset(state.void),
        {k: tuple(v) for k, v in state.deciding.items()},
        texts,
    )


def _cut_round(topcut: TopCut, penalty: CutPenalty) -> int:
    """The top-cut round a penalty is about (0 or less: before the cut)."""
    if penalty.base is not None:
        return penalty.base - topcut.swiss_rounds
    played = topcut.reported_bracket(before=penalty.number).rounds()
    done = sum(1 for matches in played if all(m.winner is not None for m in matches))
    return min(done + 1, len(played))


class _Resolution:
    """The bracket being decided, round by round (a helper of `resolve`)."""

    def __init__(
        self, topcut: TopCut, penalties: list[CutPenalty], rounds: Mapping[int, int]
    ) -> None:
        self.topcut = topcut
        self.penalties = penalties
        self.rounds = rounds
        self.winners: dict[Key, str] = {}
        self.void: set[Key] = set()
        self.deciding: dict[Key, list[int]] = {}
        self.played: dict[str, list[Key]] = {}

    def decide(self, match: BracketMatch) -> None:
        key = (match.round, match.slot)
        if match.is_bye:
            return
        gone = [
            match.round > 1 and (match.round - 1, 2 * match.slot - i) in self.void for i in (1, 0)
        ]
        teams = (match.team1, match.team2)
        if gone[0] or gone[1]:
            self._walkover(key, None if gone[0] and gone[1] else teams[1] if gone[0] else teams[0])
            return
        if match.team1 is None or match.team2 is None:
            return
        self._play(key, str(match.team1), str(match.team2))

    def _walkover(self, key: Key, team: TeamId | None) -> None:
        """The other team is out (double loss): `team` goes through without playing, unless
        it is disqualified too; with nobody on either side, nobody goes through."""
        if team is None:
            self.void.add(key)
            return
        disqualified = [
            p.number
            for p in self.penalties
            if p.team == team and p.kind is CutKind.DQ and self._hits(p, team, key[0])
        ]
        if disqualified:
            self.void.add(key)
            self.deciding[key] = disqualified
        else:
            self.winners[key] = str(team)

    def _play(self, key: Key, team1: str, team2: str) -> None:
        losing = {t: self._losses(t, key[0]) for t in (team1, team2)}
        for team in (team1, team2):
            self.played.setdefault(team, []).append(key)
        numbers = [n for found in losing.values() for n in found]
        if numbers:
            self.deciding[key] = numbers
            if losing[team1] and losing[team2]:
                self.void.add(key)
            else:
                self.winners[key] = team2 if losing[team1] else team1
            return
        report = self.topcut.reported(match_number(Bracket(self.topcut.seeds), *key))
        if report is not None and report.winner in (team1, team2):
            self.winners[key] = report.winner

    def _losses(self, team: str, round_: int) -> list[int]:
        """The penalties that make `team` lose its match in top-cut round `round_`."""
        return [p.number for p in self.penalties if p.team == team and self._hits(p, team, round_)]

    def _hits(self, penalty: CutPenalty, team: str, round_: int) -> bool:
        base = self.rounds[penalty.number]
        if penalty.kind is CutKind.CURRENT:
            return base == round_
        if penalty.kind is CutKind.NEXT:
            return base < round_ and not any(base < r for r, _ in self.played.get(team, []))
        return base < round_ or (base == round_ and penalty.during)

    def effect(self, before: Effect, penalty: CutPenalty) -> Effect:
        """The penalty's effect in words, now that the top cut has decided it."""
        bracket = Bracket(self.topcut.seeds)
        keys = [k for k, numbers in self.deciding.items() if penalty.number in numbers]
        lost = [lazy("top-cut match {match}", match=match_number(bracket, *k)) for k in keys]
        text: str
        if penalty.kind is CutKind.DQ:
            text = before.text
            if lost:
                more = lazy("loses {matches}", matches=Text.joined(lazy(", "), lost))
                text = Text.joined(lazy("; "), [before.text, more])
        elif lost:
            text = lazy("{team} loses {match}", team=penalty.team, match=lost[0])
        elif penalty.kind is CutKind.NEXT:
            text = lazy(
                "{team} loses its next match: pending (no top-cut match to play yet)",
                team=penalty.team,
            )
        else:
            return before
        table = None
        if keys:  # (event round, match number)
            table = (self.topcut.swiss_rounds + keys[0][0], match_number(bracket, *keys[0]))
        return Effect(
            before.number,
            before.person,
            before.team,
            before.penalty,
            before.consequence,
            table,
            text,
        )
