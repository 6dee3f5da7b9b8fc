"""Battle rules that card effects add: a second attack during each Battle Phase (Cyber Twin
Dragon), and ATK/DEF gained "during that damage calculation only" (Apprentice Illusion
Magician). (Piercing: `battle_guards.py`; ending the Battle Phase: `phase_jumps.py`.)

- A monster granted `Tag.SECOND_ATTACK` (a continuous effect, see `tags.py`) may declare a second
  attack in the turn's Battle Phase: `battle.attacker_problem` asks `may_attack_again`, and
  `battle.declare_attack` calls `on_declare` (the second attack is noted in the monster's memory,
  cleared when it leaves the field).
- A change made with `gain_during_calculation` is a lasting ATK/DEF change marked `CALC_ONLY`:
  `battle.next_step` calls `after_calculation` once damage has been calculated, which drops it.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine.context import EffectContext
from tagduel.engine.events import StatsChanged
from tagduel.engine.game import Game
from tagduel.engine.protection import has
from tagduel.engine.state import DuelState
from tagduel.engine.tags import Tag
from tagduel.engine.zones import Boost, CardInstance, Location

SECOND: Final = "second_attack"
CALC_ONLY: Final = 8  # a `Boost.sets` flag: the change lasts for one damage calculation


# -- a second attack ------------------------------------------------------------------------


def may_attack_again(game: Game, attacker: CardInstance) -> bool:
    """True when `attacker`, which attacked this turn, may declare its second attack."""
    if attacker.memory.get(SECOND) == game.state.turn:
        return False
    return has(game, Tag.SECOND_ATTACK, attacker)


def on_declare(state: DuelState, attacker: CardInstance) -> None:
    """An attack is declared: note a monster's second attack of the turn."""
    if attacker.attacked_turn == state.turn:
        attacker.memory[SECOND] = state.turn


# -- during damage calculation only ---------------------------------------------------------------


def gain_during_calculation(
    ctx: EffectContext, monster: CardInstance, atk: int, defense: int = 0
) -> None:
    """`monster` gains `atk`/`defense` for the damage calculation about to happen only."""
    if monster.location is not Location.MONSTERS:
        return
    state = ctx.state
    monster.boosts.append(Boost(atk, defense, state.turn, 0, CALC_ONLY, len(state.events)))
    shown = StatsChanged(
        monster.zone_seat,
        monster.name,
        monster.attack_value(),
        monster.defense_value(),
        monster.uid,
    )
    state.emit(shown)


def after_calculation(state: DuelState) -> None:
    """Damage has been calculated: the changes made for that calculation only end."""
    for monster in state.monsters():
        if any(b.sets & CALC_ONLY for b in monster.boosts):
            monster.boosts = [b for b in monster.boosts if not b.sets & CALC_ONLY]
