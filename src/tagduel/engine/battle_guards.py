"""What changes a battle's outcome: battle damage prevented, going to the other team or
piercing, a monster that may attack directly, and whether a monster battled this turn.
("Cannot be destroyed by battle" is a tag read by `protection.py`.)

- No battle damage to a team for the rest of the turn (Waboku): "you" is the team, whose Life
  Points are shared (seed 001 A). Kept in `DuelState.counters` (saved with the state):
  `no_battle_damage:<team>` with the turn as value. (Waboku's protection of the team's
  monsters from destruction by battle: `protection.protect_this_turn`.)
- The battle damage a team would take from one battle goes to the other team (Dimension Wall):
  `reflect:<team>:<attacker uid>` with the turn.
- Card properties (`card_properties`): piercing battle damage (Ancient Gear Golem: attacking a
  Defense Position monster, the ATK over its DEF); no battle damage from the battles of a
  monster, to its controller's team (Michion) or to both teams (Sandaion).
- A monster that may attack directly this turn (Gear Golem the Moving Fortress): the turn in
  the monster's memory (cleared when it leaves the field); it may then attack directly while
  the opponents control monsters.
- Whether a monster battled this turn: damage calculation marks both monsters (`battled` in
  their memory).

Hooks in `battle.py`: battle damage goes through `deal`; `pierces`, `may_attack_directly` and
`mark_battled`.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import lastingwords
from tagduel.engine.card_properties import Property, holds
from tagduel.engine.events import LastingApplied, LpCause
from tagduel.engine.game import Game
from tagduel.engine.ops import change_lp
from tagduel.engine.seats import Seat, Team
from tagduel.engine.state import DuelState
from tagduel.engine.tags import Tag
from tagduel.engine.zones import CardInstance, Location

NO_BATTLE_DAMAGE: Final = "no_battle_damage:"
REFLECT: Final = "reflect:"
DIRECT: Final = "direct_attack"
BATTLED: Final = "battled"


def _this_turn(state: DuelState, key: str) -> bool:
    return bool(state.counters) and state.counters.get(key) == state.turn


# -- lasting this turn -------------------------------------------------------------------------


def no_battle_damage_this_turn(state: DuelState, seat: Seat, by: str) -> None:
    """Waboku: `seat`'s team takes no battle damage this turn."""
    team = seat.team
    state.counters[f"{NO_BATTLE_DAMAGE}{team.value}"] = state.turn
    state.emit(LastingApplied(seat, by, lastingwords.no_battle_damage(team)))


def reflect_this_battle(state: DuelState, seat: Seat, attacker: CardInstance, by: str) -> None:
    """Dimension Wall: the battle damage `seat`'s team would take from `attacker`'s battle goes
    to the opposing team instead."""
    team = seat.team
    state.counters[f"{REFLECT}{team.value}:{attacker.uid}"] = state.turn
    what = lastingwords.battle_damage_to(attacker.name, team.other)
    state.emit(LastingApplied(seat, by, what))


def allow_direct_attack(state: DuelState, monster: CardInstance) -> None:
    """Gear Golem: `monster` can attack directly this turn."""
    monster.memory[DIRECT] = state.turn


# -- read by the battle ------------------------------------------------------------------------


def may_attack_directly(game: Game, attacker: CardInstance) -> bool:
    if bool(attacker.memory) and attacker.memory.get(DIRECT) == game.state.turn:
        return True
    from tagduel.engine.protection import has  # "this card can attack directly" (Unifrog)

    return game.scripts.any and has(game, Tag.DIRECT_ATTACK, attacker)


def mark_battled(state: DuelState, *monsters: CardInstance | None) -> None:
    for monster in monsters:
        if monster is not None and monster.location is Location.MONSTERS:
            monster.memory[BATTLED] = state.turn


def battled_this_turn(state: DuelState, monster: CardInstance) -> bool:
    return monster.memory.get(BATTLED) == state.turn


def pierces(game: Game, attacker: CardInstance) -> bool:
    if not game.scripts.any:
        return False
    from tagduel.engine.protection import has  # a piercing tag (`tags.Tag.PIERCE`)

    return holds(game, attacker, Property.PIERCING) or has(game, Tag.PIERCE, attacker)


def _involved_shield(game: Game, team: Team, monsters: tuple[CardInstance, ...]) -> bool:
    for monster in monsters:
        if holds(game, monster, Property.NO_BATTLE_DAMAGE):
            return True
        mine = monster.zone_seat.team is team
        if mine and holds(game, monster, Property.NO_BATTLE_DAMAGE_TO_YOU):
            return True
    return False


def _receiver(state: DuelState, team: Team, attacker: CardInstance) -> Team:
    key = f"{REFLECT}{team.value}:{attacker.uid}"
    return team.other if _this_turn(state, key) else team


def deal(
    game: Game,
    team: Team,
    amount: int,
    source: int,
    attacker: CardInstance,
    target: CardInstance | None,
) -> None:
    """`team` takes `amount` battle damage from the battle of `attacker` (and `target`), unless
    it goes to the other team (Dimension Wall) or an effect prevents it."""
    if amount <= 0:
        return
    state = game.state
    team = _receiver(state, team, attacker)
    if _this_turn(state, f"{NO_BATTLE_DAMAGE}{team.value}"):
        return
    monsters = (attacker,) if target is None else (attacker, target)
    if game.scripts.any and _involved_shield(game, team, monsters):
        return
    change_lp(state, team, -amount, LpCause.BATTLE, source)
