"""Call of the Haunted (Continuous Trap): revive a monster from "your" Graveyard, linked to it.

Activated by targeting 1 monster in your Graveyard, it Special Summons that monster in Attack
Position to the activator's field; when this card leaves the field the monster is destroyed, and
when the monster is destroyed this card is destroyed. The Master Rule 2 era wording ("Activate
only ... Select 1 monster in your Graveyard and Special Summon it in Attack Position ...") and
today's targeting wording behave alike here.

Seed 001 A settles whose Graveyard "your Graveyard" is: "Duelists may use their teammate's
Graveyard as if it was their own" and "Duelist 1A activates Call of the Haunted. He may target a
Monster Card in his teammate's Graveyard" (`Scope.YOURS`: the activator's and the teammate's);
an opponent's Graveyard is never "yours". The monster comes to the activator's own field.

It can't be activated while its controller may not Special Summon (e.g. Vanity's Emptiness) or
has no free Monster Card Zone. Not modelled: monsters that must first be properly Special
Summoned (the engine keeps no such record once a card is in the Graveyard).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, Scope, Scripts, kit
from tagduel.engine.effects import Effect
from tagduel.engine.zones import Location

PASSCODE: Final = 97077563

SUMMARY: Final = {
    PASSCODE: (
        "Special Summons a monster from your or your teammate's Graveyard in Attack Position; "
        "the trap and that monster are destroyed together."
    )
}


def _room(ctx: EffectContext) -> bool:
    return ctx.state.zones[ctx.seat].free_slot(Location.MONSTERS) >= 0


def _revive(ctx: EffectContext) -> None:
    for target in ctx.targets:
        if ctx.card.location.on_field and ctx.special_summon(target):
            ctx.bind(ctx.card, target)
            ctx.bind(target, ctx.card, on_destruction=True)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="Special Summon 1 monster from your Graveyard (yours or your teammate's)",
            condition=kit.both(_room, kit.can_special_summon),
            targets=kit.cards(Location.GY, Scope.YOURS, kit.is_monster),
            target_count=1,
            resolve=_revive,
        ),
    )
