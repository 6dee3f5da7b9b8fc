"""Ronintoadin (Effect Monster): named "Des Frog" on the field; never Synchro Material; from the
Graveyard it Special Summons itself by banishing a "Frog" monster from the team's Graveyards.

The database's text, in our words: no Synchro Summon may use it (`material_bans`); on the field
it is called "Des Frog" (`_frogs.shown_name`: it is then a "Frog"); lying in the Graveyard, its
owner may banish another "Frog" monster from the Graveyard as the cost of an Ignition Effect
that brings Ronintoadin back to the field (a card in a Graveyard is activated by its owner).

Seed 001 readings: the "Frog" banished may come from either teammate's Graveyard (section A:
"Duelists may use their teammate's Graveyard as if it was their own"); banishing from the
Graveyard is impossible while an opponent's Kycoo the Ghost Destroyer forbids it (section E).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._frogs import is_frog
from tagduel.engine import Effect, EffectContext, EffectKind, Location, Scope, Scripts, kit
from tagduel.engine.material_bans import not_synchro_material

PASSCODE: Final = 1357146

SUMMARY: Final = {
    PASSCODE: (
        "Named Des Frog on the field, never Synchro Material; from the Graveyard, Special "
        "Summons itself by banishing a Frog from either teammate's Graveyard."
    )
}


def _room(ctx: EffectContext) -> bool:
    return ctx.can_special_summon() and ctx.state.zones[ctx.seat].free_slot(Location.MONSTERS) >= 0


def _summon_self(ctx: EffectContext) -> None:
    if ctx.card.location is Location.GY:
        ctx.special_summon(ctx.card)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        not_synchro_material(),
        Effect(
            EffectKind.IGNITION,
            description="banish a Frog from the team's Graveyards: back to the field",
            where=(Location.GY,),
            condition=_room,
            cost_cards=kit.cards(Location.GY, Scope.YOURS, is_frog),
            cost_count=1,
            cost=kit.banish_chosen,
            resolve=_summon_self,
        ),
    )
