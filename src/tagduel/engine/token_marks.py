"""Rules an effect gives the Tokens it creates: "They cannot be Tributed for a Tribute Summon, and
each time 1 is destroyed, its controller takes 300 damage" (Ojama Trio).

The rules are keys of the Token's memory (saved with the state), set when it is created: it is
never among the monsters a Tribute Summon may Tribute (`summon.py` asks `tributable`), and when
it is destroyed its controller's team takes the damage at once (it starts no chain: `ops.destroy`
calls `on_destroyed`). Seed 001 A: the damage comes off the team's shared Life Points. (A leaf
module: `ops` imports it.)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.engine.events import LpCause
from tagduel.engine.state import DuelState
from tagduel.engine.zones import CardInstance

NO_TRIBUTE_SUMMON: Final = "no_tribute_summon"
DAMAGE_WHEN_DESTROYED: Final = "damage_when_destroyed"


def mark(token: CardInstance, *, no_tribute_summon: bool = False, damage: int = 0) -> None:
    """Give the Token (just created) its rules."""
    if no_tribute_summon:
        token.memory[NO_TRIBUTE_SUMMON] = 1
    if damage:
        token.memory[DAMAGE_WHEN_DESTROYED] = damage


def tributable(monsters: Sequence[CardInstance]) -> list[CardInstance]:
    """The monsters of `monsters` a Tribute Summon may Tribute."""
    return [m for m in monsters if not (m.memory and m.memory.get(NO_TRIBUTE_SUMMON))]


def on_destroyed(state: DuelState, card: CardInstance) -> None:
    """`card` is being destroyed (still on the field): its controller takes its damage."""
    damage = card.memory.get(DAMAGE_WHEN_DESTROYED, 0) if card.memory else 0
    if damage > 0:
        from tagduel.engine.ops import change_lp  # `ops` imports this module

        change_lp(state, card.zone_seat.team, -damage, LpCause.EFFECT_DAMAGE)
