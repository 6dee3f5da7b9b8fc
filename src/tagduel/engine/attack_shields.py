"""Negating an attack that has not been declared yet: Necro Gardna's effect stops the next
attack an opposing monster makes this turn.

Resolved while an opponent's attack is under way (declared, not yet at damage calculation), it
negates that attack; otherwise it waits, and negates the next attack an opposing monster
declares this turn. "Your opponent controls" covers both opponents' monsters (seed 001 E:
"cards that reference a card "your opponent controls" count both opponent's sides of the
field"), so the shield is the team's. Waiting shields are entries of `DuelState.counters`
(saved with the state), `attack_shield:<team>:<turn>` with how many wait as the value;
`battle.declare_attack` calls `on_declared`.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import lastingwords
from tagduel.engine.battle_events import AttackNegated
from tagduel.engine.events import LastingApplied
from tagduel.engine.seats import Seat, Team
from tagduel.engine.state import BattleStep, DuelState

PREFIX: Final = "attack_shield:"


def _key(state: DuelState, team: Team) -> str:
    return f"{PREFIX}{team.value}:{state.turn}"


def negate_attack(state: DuelState) -> None:
    attack = state.attack
    if attack is None or attack.negated:
        return
    attack.negated = True
    attacker = state.find(attack.attacker)
    state.emit(AttackNegated(state.turn_seat, attacker.name if attacker else "?"))


def shield(state: DuelState, seat: Seat, by: str) -> None:
    """`seat`'s effect: negate the opposing team's attack under way, or its next one this turn."""
    attack = state.attack
    team = seat.team
    if (
        attack is not None
        and not attack.negated
        and not attack.step.calculated
        and attack.step is not BattleStep.END
        and state.turn_seat.team is not team
    ):
        negate_attack(state)
        return
    key = _key(state, team)
    state.counters[key] = state.counters.get(key, 0) + 1
    what = lastingwords.next_attack_negated(team)
    state.emit(LastingApplied(seat, by, what))


def on_declared(state: DuelState) -> None:
    """An attack was just declared: a shield of the defending team negates it."""
    if not state.counters or state.attack is None:
        return
    key = _key(state, state.turn_seat.team.other)
    waiting = state.counters.get(key, 0)
    if waiting <= 0:
        return
    if waiting == 1:
        del state.counters[key]
    else:
        state.counters[key] = waiting - 1
    negate_attack(state)
