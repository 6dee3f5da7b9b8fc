"""Unifrog (Effect Monster): may attack directly; when its direct attack inflicts battle damage
while its team controls another "Frog", it may destroy a Spell/Trap the opponents control.

The era's text, in our words: it may always attack the opposing side directly (`Tag.DIRECT_
ATTACK`: even while the opponents control monsters); after a direct attack of it succeeds — read
as dealing battle damage — with another "Frog" (not "Frog the Jam", not a Unifrog) on its
duelist's side, its duelist may destroy one Spell or Trap of the opposing side, chosen as it
resolves (no target); optional and worded "When", it misses the timing if something else
happened after.

Seed 001 readings: the opposing side is the opposing team (its shared Life Points, section A);
the other "Frog" may be the teammate's, and the Spell or Trap on either opponent's side
(section E), face-up or Set, the Field Spell Zone included.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.cardscripts._frogs import face_up_frogs
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Scope,
    Scripts,
)
from tagduel.engine.tags import Tag

PASSCODE: Final = 56052205

SUMMARY: Final = {
    PASSCODE: (
        "Can attack directly; its direct attack's battle damage, with another Frog on the "
        "team's side, may destroy a Spell/Trap on either opponent's side."
    )
}


def _their_spells_traps(ctx: EffectContext) -> Sequence[CardInstance]:
    zones = (Location.ST, Location.FIELD)
    return [c for c in ctx.field_cards(Scope.OPPONENTS_FIELD) if c.location in zones]


def _another_frog(ctx: EffectContext) -> bool:
    return any(c.uid != ctx.card.uid and c.card.original != PASSCODE for c in face_up_frogs(ctx))


def _direct_hit(ctx: EffectContext) -> bool:
    attack = ctx.attack
    direct = attack is not None and attack.attacker == ctx.card.uid and attack.target is None
    return direct and _another_frog(ctx) and bool(_their_spells_traps(ctx))


def _destroy_one(ctx: EffectContext) -> None:
    for card in ctx.choose_cards(ctx.seat, _their_spells_traps(ctx), 1, 1):
        ctx.destroy(card)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.CONTINUOUS,
            description="direct attacks",
            tags=frozenset({Tag.DIRECT_ATTACK}),
        ),
        Effect(
            EffectKind.TRIGGER,
            description="a direct hit with another Frog: destroy an opposing Spell/Trap",
            on=On.BATTLE_DAMAGE,
            optional=True,
            when=True,
            condition=_direct_hit,
            resolve=_destroy_one,
        ),
    )
