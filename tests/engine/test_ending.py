"""How a Tag Duel ends (seed 001 A)."""

from __future__ import annotations

import pytest

from engine.cards import POT, SOLDIER, spell
from engine.table import FILLER, at, seat
from tagduel.engine import (
    S1A,
    S2A,
    DuelState,
    Effect,
    EffectContext,
    IllegalActionError,
    Phase,
    Reason,
    Scripts,
    TagRules,
    Team,
    Termination,
)


def test_a_team_whose_life_points_reach_zero_loses() -> None:
    # seed 001 A: "A team loses if the team's Life Points reach zero"
    duel = at({S1A: seat(monsters=(SOLDIER,))}, phase=Phase.BATTLE, lp={Team.TWO: 1000})
    duel.play('1A attack "Test Soldier" direct')
    duel.resolve()
    assert duel.outcome is not None and duel.outcome.winner is Team.ONE
    assert duel.outcome.termination == (Termination.LIFE_POINTS,)
    assert duel.state.lp[Team.TWO] == 0 and duel.pending is None
    with pytest.raises(IllegalActionError) as err:
        duel.play("1A end-turn")
    assert err.value.reason is Reason.DUEL_OVER


def test_a_team_loses_when_either_duelist_must_draw_from_an_empty_deck() -> None:
    # seed 001 A: "...or either Duelist on the team cannot draw a card from their Deck when
    # required to."
    duel = at({S2A: seat(deck=())})
    duel.play("1A end-turn")
    duel.resolve()
    assert duel.outcome is not None and duel.outcome.winner is Team.ONE
    assert duel.outcome.termination == (Termination.DECK_OUT,)


def _both_burn(ctx: EffectContext) -> None:
    ctx.damage(Team.ONE, 20000)
    ctx.damage(Team.TWO, 20000)


def test_both_teams_losing_at_once_is_a_draw() -> None:
    burn = spell(91000001, "Test Mutual Burn")
    scripts = Scripts()
    scripts.register(burn.passcode, Effect(resolve=_both_burn))
    duel = at({S1A: seat(hand=(burn,))}, scripts=scripts)
    duel.play('1A activate "Test Mutual Burn"')
    duel.resolve()
    assert duel.outcome is not None and duel.outcome.winner is None
    assert duel.outcome.to_text() == "draw (life points)"


class _HoldPotWins(TagRules):
    """A special win condition: a duelist holding 3 "Test Normal Spell" wins for the team."""

    def special_winners(self, state: DuelState) -> set[Team]:
        return {
            seat.team
            for seat, zones in state.zones.items()
            if sum(c.name == POT.name for c in zones.hand) >= 3
        }


def test_a_special_win_condition_wins_for_the_whole_team() -> None:
    # seed 001 A: "If a Duelist reaches a special win condition ... that team wins."
    two_a = seat(hand=(POT, POT), deck=(POT, FILLER))
    duel = at({S2A: two_a}, turn=1, rules=_HoldPotWins())
    duel.play("1A end-turn")
    duel.resolve()
    assert duel.outcome is not None and duel.outcome.winner is Team.TWO
    assert duel.outcome.termination == (Termination.SPECIAL_WIN,)
