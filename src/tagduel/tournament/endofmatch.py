"""The Tier 1 end-of-match procedure for Tag Duels, as a state machine and as a judge's guide.

Seed 001 B: "Tag Dueling rounds utilize the Tier 1 End of Match procedures. • Turn Duelist will
end his/her turn, and each other Duelist will count as the (3) Extra Turns."
Issue 6: if no team has won by then, the team with more LP wins; on equal LP the default is to
play on until the LP totals differ (the rule of the era of these rules: Tier 1 events used the
single-elimination procedure, which has no draws), with "draw" as the alternative setting.

The engine (or the web table) calls `EndOfMatch(...).start(turn_duelist)` when time is called,
then `procedure.turn_ended(...)` at the end of every turn, and in sudden death also
`procedure.lp_changed(...)`: the first team to lead on LP wins at once. `guide(...)` is the same
procedure as numbered lines a judge reads at a physical table.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tagduel.engine.seats import Seat, Team, next_seat
from tagduel.i18n import Text, lazy
from tagduel.tournament.errors import EndOfMatchError

EXTRA_TURNS = 3
"""Seed 001 B: "each other Duelist will count as the (3) Extra Turns"."""


class TieRule(enum.Enum):
    """What equal Life Points after the extra turns mean."""

    SUDDEN_DEATH = "sudden_death"
    """Default: play on in turn order until the LP totals differ; the leader wins."""
    DRAW = "draw"
    """The match is a draw."""


class Stage(enum.Enum):
    FINISH_TURN = "finish_turn"
    EXTRA_TURNS = "extra_turns"
    SUDDEN_DEATH = "sudden_death"
    OVER = "over"


class Outcome(enum.Enum):
    CONTINUE = "continue"
    WIN = "win"
    DRAW = "draw"


@dataclass(frozen=True, slots=True)
class Decision:
    """What happens next: play on (`next_turn`, and which extra turn it is), or the result."""

    outcome: Outcome
    reason: str
    winner: Team | None = None
    next_turn: Seat | None = None
    extra_turn: int | None = None

    @property
    def over(self) -> bool:
        return self.outcome is not Outcome.CONTINUE

    def to_text(self) -> str:
        if self.outcome is Outcome.WIN and self.winner is not None:
            return lazy(
                "Team {team} wins the match: {reason}", team=self.winner.value, reason=self.reason
            )
        if self.outcome is Outcome.DRAW:
            return lazy("The match is a draw: {reason}", reason=self.reason)
        return self.reason


@dataclass(frozen=True, slots=True)
class EndOfMatch:
    """The procedure's settings: the tie rule, and which team went first (turn order)."""

    tie_rule: TieRule = TieRule.SUDDEN_DEATH
    first_team: Team = Team.ONE

    def start(self, turn_duelist: Seat) -> Procedure:
        """Time is called during `turn_duelist`'s turn."""
        return Procedure(turn_duelist, self.tie_rule, self.first_team)

    def schedule(self, turn_duelist: Seat) -> list[Seat]:
        """The turns still to play: the current one, then the three extra turns."""
        seats = [turn_duelist]
        for _ in range(EXTRA_TURNS):
            seats.append(next_seat(seats[-1], self.first_team))
        return seats

    def guide(self, turn_duelist: Seat) -> list[str]:
        """The procedure as numbered lines for a judge at a physical table (each a translatable
        `Text`, reading as English)."""
        seats = [s.value for s in self.schedule(turn_duelist)]
        after = next_seat(self.schedule(turn_duelist)[-1], self.first_team).value
        steps = [lazy("Time is called. {seat} finishes the current turn.", seat=seats[0])]
        steps += [
            lazy("Extra turn {n} of {turns}: {seat}.", n=n, turns=EXTRA_TURNS, seat=seats[n])
            for n in range(1, 4)
        ]
        steps.append(lazy("If a team wins the Duel during these turns, that team wins the match."))
        steps.append(
            lazy("After the third extra turn, the team with more Life Points wins the match.")
        )
        if self.tie_rule is TieRule.DRAW:
            steps.append(lazy("If both teams have the same Life Points, the match is a draw."))
        else:
            steps.append(
                lazy(
                    "If both teams have the same Life Points, keep playing in turn order "
                    "({seat} next): the first team to have more Life Points than the other wins.",
                    seat=after,
                )
            )
        return [Text.joined(". ", [str(n), text]) for n, text in enumerate(steps, start=1)]


class Procedure:
    """One table's end-of-match procedure in progress. Mutable: it follows the Duel."""

    def __init__(self, turn_duelist: Seat, tie_rule: TieRule, first_team: Team) -> None:
        self.tie_rule = tie_rule
        self.first_team = first_team
        self.turn_duelist = turn_duelist
        self.turns_ended = 0
        self.stage = Stage.FINISH_TURN
        self.decision = Decision(
            Outcome.CONTINUE, lazy("{seat} finishes the turn", seat=turn_duelist.value)
        )

    @property
    def over(self) -> bool:
        return self.stage is Stage.OVER

    def turn_ended(
        self,
        next_turn_duelist: Seat | None,
        lp_team1: int,
        lp_team2: int,
        winner: Team | None = None,
    ) -> Decision:
        """A turn is over. `winner`: a team already won the Duel. `next_turn_duelist` defaults
        to the next seat in turn order; turns are counted, so a skipped turn changes nobody's
        count."""
        self._check_open(lp_team1, lp_team2)
        if winner is not None:
            return self._end(Outcome.WIN, winner, lazy("it won the Duel"))
        self.turns_ended += 1
        self.turn_duelist = next_turn_duelist or next_seat(self.turn_duelist, self.first_team)
        if self.turns_ended <= EXTRA_TURNS:
            self.stage = Stage.EXTRA_TURNS
            n = self.turns_ended
            text = lazy(
                "Extra turn {n} of {turns}: {seat}",
                n=n,
                turns=EXTRA_TURNS,
                seat=self.turn_duelist.value,
            )
            return self._continue(text, extra_turn=n)
        if self.stage is Stage.SUDDEN_DEATH or lp_team1 != lp_team2:
            return self._compare(lp_team1, lp_team2)
        if self.tie_rule is TieRule.DRAW:
            return self._end(
                Outcome.DRAW,
                None,
                lazy("equal Life Points ({lp}) after the extra turns", lp=lp_team1),
            )
        self.stage = Stage.SUDDEN_DEATH
        return self._continue(
            lazy(
                "Equal Life Points: play on until they differ; {seat} next",
                seat=self.turn_duelist.value,
            )
        )

    def lp_changed(self, lp_team1: int, lp_team2: int) -> Decision:
        """Life Points changed during a turn: in sudden death the first lead wins at once."""
        self._check_open(lp_team1, lp_team2)
        if self.stage is Stage.SUDDEN_DEATH and lp_team1 != lp_team2:
            return self._compare(lp_team1, lp_team2)
        return self.decision

    def duel_won(self, winner: Team) -> Decision:
        """A team won the Duel in the middle of a turn (LP to 0, a special win condition)."""
        self._check_open(0, 0)
        return self._end(Outcome.WIN, winner, lazy("it won the Duel"))

    def _compare(self, lp_team1: int, lp_team2: int) -> Decision:
        if lp_team1 == lp_team2:
            return self._continue(
                lazy("Life Points still equal; {seat} next", seat=self.turn_duelist.value)
            )
        leader = Team.ONE if lp_team1 > lp_team2 else Team.TWO
        return self._end(
            Outcome.WIN,
            leader,
            lazy("more Life Points ({lp1} to {lp2})", lp1=lp_team1, lp2=lp_team2),
        )

    def _continue(self, reason: str, extra_turn: int | None = None) -> Decision:
        self.decision = Decision(Outcome.CONTINUE, reason, None, self.turn_duelist, extra_turn)
        return self.decision

    def _end(self, outcome: Outcome, winner: Team | None, reason: str) -> Decision:
        self.stage = Stage.OVER
        self.decision = Decision(outcome, reason, winner)
        return self.decision

    def _check_open(self, lp_team1: int, lp_team2: int) -> None:
        if self.stage is Stage.OVER:
            raise EndOfMatchError(
                lazy("the match is already decided: {decision}", decision=self.decision.to_text())
            )
        if lp_team1 < 0 or lp_team2 < 0:
            raise EndOfMatchError(lazy("Life Points cannot be negative"))
