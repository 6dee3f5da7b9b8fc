"""Magician Navigation (7922915): Normal Trap: Special Summon "Dark Magician" from the activator's
hand, then a Level 7 or lower DARK Spellcaster from their Deck; from the Graveyard (not the turn
it was sent there), while the team controls "Dark Magician", banish it to negate the effects of a
face-up Spell/Trap an opponent controls until the end of the turn.

Era wording (the card's database text), in our words: "Special Summon 1 "Dark Magician" from your
hand, then Special Summon 1 Level 7 or lower DARK Spellcaster monster from your Deck. If you
control "Dark Magician", except the turn this card was sent to the GY: You can banish this card
from your GY, then target 1 face-up Spell/Trap your opponent controls; negate its effects until
the end of this turn." The second Special Summon happens when the Deck holds such a monster and a
Monster Card Zone is free. The Graveyard effect is an effect of a Trap Card (Spell Speed 2);
banishing is its cost. The turn it was sent to the Graveyard is read from the log (the events of
this turn).

Seed 001 readings:
- the hand and Deck are the activating duelist's own (`_cyber_dark`), the monsters come
  to their field;
- "you control "Dark Magician"" counts the teammate's — section E, "If a card references another
  card that "you control" ... it counts cards in your teammate's Zones as well as your own.";
- "a Spell/Trap your opponent controls" is either opponent's — section E, "cards that reference a
  card "your opponent controls" count both opponent's sides of the field."
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Attribute, Race
from tagduel.cardscripts._cyber_dark import is_dark_magician, own
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    Scope,
    Scripts,
    kit,
    lastingwords,
    moved,
)
from tagduel.engine.events import LastingApplied, Moved, TurnStarted
from tagduel.engine.tags import Tag
from tagduel.engine.turn_negation import MARK

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_HAND: Final = Location.HAND
_MONSTERS: Final = Location.MONSTERS

PASSCODE: Final = 7922915

SUMMARY: Final = {
    PASSCODE: (
        'Summons "Dark Magician" from the hand, then a DARK Spellcaster from the Deck; banished '
        "from the GY later, negates an opponent's face-up Spell/Trap for the turn."
    )
}

_DARK_MAGICIAN: Final = kit.named("Dark Magician")
_FROM_DECK: Final = kit.all_of(
    kit.attribute(Attribute.DARK), kit.race(Race.SPELLCASTER), lambda c: 0 < c.card.level <= 7
)


def _room(ctx: EffectContext) -> bool:
    return ctx.state.zones[ctx.seat].free_slot(_MONSTERS) >= 0


_room_and_a_dark_magician = moved.remembered(
    kit.both(_room, lambda ctx: bool(own(ctx, _HAND, _DARK_MAGICIAN)))
)
"""A free Monster Zone and a "Dark Magician" in the hand: read from the zones alone, so
remembered until a card moves (asked at every window while the card is Set)."""


def _summon_dark_magician(ctx: EffectContext) -> None:
    if ctx.can_special_summon():
        for card in ctx.choose_cards(ctx.seat, own(ctx, Location.HAND, _DARK_MAGICIAN), 1, 1):
            ctx.special_summon(card)


def _then_from_deck(ctx: EffectContext) -> None:
    if ctx.can_special_summon() and _room(ctx):
        for card in ctx.choose_cards(ctx.seat, own(ctx, Location.DECK, _FROM_DECK), 1, 1):
            ctx.special_summon(card)


def _sent_this_turn(ctx: EffectContext) -> bool:
    """This card went to the Graveyard this turn (the log, back to this turn's start)."""
    uid, events = ctx.card.uid, ctx.state.events
    for index in range(len(events) - 1, -1, -1):
        event = events[index]
        if isinstance(event, TurnStarted):
            return False
        if isinstance(event, Moved) and event.uid == uid and event.destination == "gy":
            return True
    return False


def _may_negate(ctx: EffectContext) -> bool:
    you_control = any(c.face_up and is_dark_magician(c) for c in ctx.monsters(Scope.YOURS))
    return you_control and not _sent_this_turn(ctx)


def _banish_self(ctx: EffectContext, check_only: bool) -> bool:
    if check_only:
        return ctx.can_banish_from_gy()
    return ctx.banish(ctx.card)


def _negate_target(ctx: EffectContext) -> None:
    for target in ctx.targets:
        if target.location.on_field and target.face_up:
            target.memory[MARK] = ctx.state.turn
            what = lastingwords.negated_this_turn(target.zone_seat, target.name)
            ctx.state.emit(LastingApplied(ctx.seat, ctx.card.name, what))


def _face_up_spell_traps(ctx: EffectContext) -> list[CardInstance]:
    return [
        c for c in ctx.field_cards(Scope.OPPONENTS_FIELD) if c.face_up and not c.card.is_monster
    ]


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description='Special Summon "Dark Magician" from your hand, then 1 DARK Spellcaster '
            "from your Deck",
            condition=kit.both(_room_and_a_dark_magician, kit.can_special_summon),
            resolve=_summon_dark_magician,
            steps=(_then_from_deck,),
            tags=frozenset({Tag.SUMMON_FROM_DECK}),
        ),
        Effect(
            EffectKind.QUICK,
            description="banish this card from your GY: negate 1 face-up Spell/Trap your "
            "opponent controls until the end of this turn",
            where=(Location.GY,),
            condition=_may_negate,
            cost=_banish_self,
            targets=_face_up_spell_traps,
            target_count=1,
            resolve=_negate_target,
        ),
    )
