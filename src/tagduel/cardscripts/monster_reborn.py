"""Monster Reborn (Normal Spell): Special Summon 1 monster from the activator's Graveyard, the
teammate's, or that of the opponent sitting across.

In our words: target a monster in the Graveyard of either player and Special Summon it. Seed
001 A: "Duelists may use their teammate's Graveyard as if it was their own", so the activator's
side is both teammates' Graveyards; seed 001 E: "If a card affects "both Duelists" or "each
player," then the Duelist activating the effect and the opponent sitting directly across from
them are affected" — "either player" is read the same way, so on the opponents' side only the
Graveyard of the opponent across counts (`Scope.OPPONENT_ACROSS`), never the other opponent's.
The monster comes to the activator's field, face-up in the position the activator chooses. A
monster that cannot be Special Summoned (Ancient Gear Golem) is no target.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.engine import CardInstance, EffectContext, Location, Position, Scope, Scripts, kit
from tagduel.engine.card_properties import Property, declare
from tagduel.engine.effects import Effect
from tagduel.engine.summon_conditions import may_special_summon
from tagduel.i18n import lazy

PASSCODE: Final = 83764718
POSITIONS: Final = {"attack": Position.ATTACK, "defense": Position.DEFENSE}

SUMMARY: Final = {
    PASSCODE: (
        "Special Summons 1 monster from the Graveyard of the activator, of the teammate or of "
        "the opponent across."
    )
}


def graveyard_monsters(ctx: EffectContext) -> Sequence[CardInstance]:
    """Monsters in "either player's" Graveyard that can be Special Summoned: the team's two
    Graveyards and the one across."""
    pool = ctx.cards(Location.GY, Scope.YOURS) + ctx.cards(Location.GY, Scope.OPPONENT_ACROSS)
    return [c for c in pool if c.card.is_monster and may_special_summon(ctx.game, c, ctx.seat)]


def has_room(ctx: EffectContext) -> bool:
    return ctx.state.zones[ctx.seat].free_slot(Location.MONSTERS) >= 0


def summon_in_chosen_position(ctx: EffectContext) -> None:
    for target in ctx.targets:
        word = ctx.choose_option(ctx.seat, tuple(POSITIONS), lazy("Attack or Defense Position?"))
        ctx.special_summon(target, position=POSITIONS[word])


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="Special Summon 1 monster from either player's Graveyard",
            condition=kit.both(has_room, kit.can_special_summon),
            targets=graveyard_monsters,
            target_count=1,
            resolve=summon_in_chosen_position,
        ),
        *declare(Property.SPECIAL_SUMMONS),
    )
