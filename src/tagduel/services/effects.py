"""What the penalties in force do to a Tag Duel event's results: derived, never written back.

Seed 000, with best-of-one matches (seed 001 B), for the offender's team (seed 001 A):
- a duel loss or match loss during the match ends the match for that team: the table becomes a
  loss for it, or a double loss when both teams got one;
- a duel loss between duels, and a match loss between matches that the head judge applied to
  the next match, take the team's next match (best of one: that duel decides it). "Next" is the
  first match the team plays in a round after the penalty's round (after the rounds paired when
  it was issued, if it names no round); a bye is not a match, so the loss waits for the next
  one; until that match is paired the effect is pending;
- a disqualification loses the match in progress (when issued during the duel) and drops the
  team after the rounds paired so far; with loss of prize eligibility its prizes are withdrawn.
A match loss between matches that the head judge has not yet decided changes nothing (shown as
pending). Cautions and warnings change no result.

The top cut is played after the Swiss rounds: top-cut round r is event round (Swiss rounds + r).
A loss that finds no Swiss match, every disqualification, and a penalty issued during the top
cut that names no round are handed on (`PenaltyEffects.cut`) to `services.cutbracket`, which
applies them to the bracket by the same rules.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tagduel.i18n import Text, lazy
from tagduel.penalties.model import IssuedPenalty, MatchConsequence, Timing
from tagduel.tournament.model import Pairing, Result

if TYPE_CHECKING:
    from tagduel.services.projection import PairedRound

_CURRENT = frozenset(
    {MatchConsequence.TEAM_LOSES_CURRENT_DUEL, MatchConsequence.TEAM_LOSES_CURRENT_MATCH}
)
_NEXT = frozenset({MatchConsequence.TEAM_LOSES_NEXT_DUEL, MatchConsequence.TEAM_LOSES_NEXT_MATCH})


@dataclass(frozen=True, slots=True)
class Effect:
    """One penalty's effect on its team, in words, and the table it decided (if any)."""

    number: int
    person: str
    team: str | None
    penalty: str
    consequence: MatchConsequence
    table: tuple[int, int] | None
    text: str


class CutKind(enum.Enum):
    """What a penalty handed to the top cut does there."""

    CURRENT = "current"
    NEXT = "next"
    DQ = "dq"


@dataclass(frozen=True, slots=True)
class CutPenalty:
    """A penalty for the top cut: its team, kind, and event round (None: the top-cut round in
    progress when it was issued, for one issued during the top cut that names no round)."""

    number: int
    team: str
    kind: CutKind
    base: int | None
    during: bool


@dataclass(slots=True)
class PenaltyEffects:
    """Per table, the teams that lose it by penalty; drops, disqualifications, prizes."""

    losers: dict[tuple[int, int], set[str]] = field(default_factory=dict)
    deciding: dict[tuple[int, int], list[int]] = field(default_factory=dict)
    drops: dict[str, int] = field(default_factory=dict)
    disqualified: set[str] = field(default_factory=set)
    prizes_withdrawn: set[str] = field(default_factory=set)
    effects: list[Effect] = field(default_factory=list)
    cut: list[CutPenalty] = field(default_factory=list)

    def result_for(self, pairing: Pairing) -> Result | None:
        """The table's result as the penalties decide it (team 1's view), or None."""
        losers = self.losers.get((pairing.round, pairing.table))
        if not losers or pairing.team2 is None:
            return None
        one, two = pairing.team1 in losers, pairing.team2 in losers
        if one and two:
            return Result.DOUBLE_LOSS
        return Result.LOSS if one else Result.WIN

    def _lose(self, pairing: Pairing, team: str, number: int) -> None:
        key = (pairing.round, pairing.table)
        self.losers.setdefault(key, set()).add(team)
        self.deciding.setdefault(key, []).append(number)


def penalty_effects(
    penalties: Sequence[IssuedPenalty],
    rounds: Sequence[PairedRound],
    team_of: Callable[[IssuedPenalty], str | None],
    paired_before: Callable[[int], int],
    topcut_seq: int | None = None,
) -> PenaltyEffects:
    """Fold the event's penalties in force (oldest first) into their effects. `topcut_seq`: the
    fact that started the top cut; a penalty after it naming no round belongs to the top cut."""
    out = PenaltyEffects()
    for penalty in penalties:
        consequence = penalty.consequence
        if consequence is MatchConsequence.NONE or penalty.number is None:
            continue
        team = team_of(penalty)
        if team is None:
            out.effects.append(_effect(penalty, None, None, _unknown_team(penalty)))
            continue
        seq = penalty.number
        in_cut = topcut_seq is not None and seq > topcut_seq and penalty.occasion.round is None
        base = len(rounds) + 1 if in_cut else penalty.occasion.round or paired_before(seq)
        cut_base = None if in_cut else base
        if consequence in _CURRENT or consequence in _NEXT:
            current = consequence in _CURRENT
            found = _match_in(rounds, base, team) if current else _next_match(rounds, base, team)
            _apply(out, penalty, team, found, "this match" if current else "its next match", base)
            if found is None:
                kind = CutKind.CURRENT if current else CutKind.NEXT
                out.cut.append(CutPenalty(seq, team, kind, cut_base, current))
        elif consequence is MatchConsequence.MAY_APPLY_TO_NEXT_MATCH:
            text = lazy(
                "{team}: match loss between matches; the head judge has not decided whether it "
                "applies to the next match, so no result changes yet",
                team=team,
            )
            out.effects.append(_effect(penalty, team, None, text))
        elif consequence.drops_team:
            _disqualify(out, penalty, team, rounds, base, paired_before(seq))
            during = penalty.occasion.timing is Timing.DURING_DUEL
            out.cut.append(CutPenalty(seq, team, CutKind.DQ, cut_base, during))
    return out


def _apply(
    out: PenaltyEffects,
    penalty: IssuedPenalty,
    team: str,
    pairing: Pairing | None,
    which: str,
    base: int,
) -> None:
    number = penalty.number
    assert number is not None
    if pairing is None:
        if which == "this match":
            text = lazy(
                "{team} loses this match: pending (no match of {team} in round {round} yet)",
                team=team,
                round=base,
            )
        else:
            text = lazy(
                "{team} loses its next match: pending (no match of {team} in a round after "
                "round {round} yet)",
                team=team,
                round=base,
            )
        out.effects.append(_effect(penalty, team, None, text))
        return
    out._lose(pairing, team, number)
    where = {"team": team, "round": pairing.round, "table": pairing.table}
    text = lazy("{team} loses round {round} table {table}", **where)
    named = penalty.occasion.table
    if which == "this match" and named is not None and named != pairing.table:
        text = lazy(
            "{team} loses round {round} table {table} (its table; the penalty names table {named})",
            named=named,
            **where,
        )
    out.effects.append(_effect(penalty, team, (pairing.round, pairing.table), text))


def _disqualify(
    out: PenaltyEffects,
    penalty: IssuedPenalty,
    team: str,
    rounds: Sequence[PairedRound],
    base: int,
    paired: int,
) -> None:
    number = penalty.number
    assert number is not None
    lost = _match_in(rounds, base, team) if penalty.occasion.timing is Timing.DURING_DUEL else None
    after = max(paired, lost.round if lost is not None else 0)
    out.drops[team] = min(after, out.drops.get(team, after))
    out.disqualified.add(team)
    parts = [
        lazy("{team} is disqualified and dropped after round {round}", team=team, round=after)
        if after
        else lazy("{team} is disqualified and dropped before round 1", team=team)
    ]
    if lost is not None:
        out._lose(lost, team, number)
        parts.append(lazy("loses round {round} table {table}", round=lost.round, table=lost.table))
    if penalty.consequence.withdraws_prizes:
        out.prizes_withdrawn.add(team)
        parts.append(lazy("prizes withdrawn"))
    table = (lost.round, lost.table) if lost is not None else None
    out.effects.append(_effect(penalty, team, table, Text.joined(lazy("; "), parts)))


def _match_in(rounds: Sequence[PairedRound], number: int, team: str) -> Pairing | None:
    if not 1 <= number <= len(rounds):
        return None
    pairing = rounds[number - 1].pairing_of(team)
    return pairing if pairing is not None and not pairing.is_bye else None


def _next_match(rounds: Sequence[PairedRound], after: int, team: str) -> Pairing | None:
    for paired in rounds[after:]:
        pairing = paired.pairing_of(team)
        if pairing is not None and not pairing.is_bye:
            return pairing
    return None


def _effect(
    penalty: IssuedPenalty, team: str | None, table: tuple[int, int] | None, text: str
) -> Effect:
    assert penalty.number is not None
    return Effect(
        penalty.number,
        penalty.offender.person,
        team,
        penalty.actual.value,
        penalty.consequence,
        table,
        text,
    )


def _unknown_team(penalty: IssuedPenalty) -> str:
    who = penalty.offender
    named = lazy("team {team!r}", team=who.team) if who.team else lazy("no team")
    return lazy(
        "{person} ({team}) is not on a registered team of this event: no result changes",
        person=who.person,
        team=named,
    )
