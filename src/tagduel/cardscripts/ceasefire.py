"""Ceasefire (Normal Trap): every face-down Defense Position monster on the field is turned
face-up in Defense Position (without its FLIP effect), then the opposing team takes 500 damage
for each Effect Monster on the field.

The database's text, in our words: it needs a face-down monster or an Effect Monster somewhere on
the field; it turns every face-down Defense Position monster face-up, still in Defense Position,
with no FLIP effect set off (`FlippedQuietly`), and the opposing team takes 500 per Effect
Monster on the field. The monsters are counted once all are face-up (a face-down monster is no
Effect Monster to card effects until then).

Seed 001 readings: the field is all four fields, the activator's team's too (section E: "all
... Monsters" affect both teams); the damage comes off the opposing team's shared Life Points
(section A).
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import CardType
from tagduel.engine import CardInstance, Effect, EffectContext, Location, Position, Scope, Scripts
from tagduel.engine.cardevents import FlippedQuietly
from tagduel.engine.timing import together

PASSCODE: Final = 36468556
PER_MONSTER: Final = 500

SUMMARY: Final = {
    PASSCODE: (
        "Turns every Set monster on the four fields face-up without FLIP effects, then 500 "
        "damage to the opposing team for each Effect Monster on the field."
    )
}


def _effect_monster(card: CardInstance) -> bool:
    return card.face_up and card.card.has(CardType.EFFECT)


def _something_to_do(ctx: EffectContext) -> bool:
    return any(not c.face_up or _effect_monster(c) for c in ctx.monsters(Scope.ALL))


def _reveal(ctx: EffectContext, monster: CardInstance) -> None:
    monster.face_up, monster.position = True, Position.DEFENSE
    monster.since = len(ctx.state.events)
    ctx.state.emit(FlippedQuietly(monster.zone_seat, monster.name, monster.uid))


def _ceasefire(ctx: EffectContext) -> None:
    with together(ctx.state):
        for monster in ctx.monsters(Scope.ALL):
            if monster.location is Location.MONSTERS and not monster.face_up:
                _reveal(ctx, monster)
    count = sum(1 for c in ctx.monsters(Scope.ALL) if _effect_monster(c))
    if count:
        ctx.damage_opponent(PER_MONSTER * count)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="every Set monster turned face-up, no FLIP; 500 per Effect Monster",
            condition=_something_to_do,
            resolve=_ceasefire,
        ),
    )
