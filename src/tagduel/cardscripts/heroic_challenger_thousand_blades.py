"""Heroic Challenger - Thousand Blades (1833916): once per turn, in Attack Position, its
controller discards a "Heroic" card to Special Summon a "Heroic" monster from their own or
their teammate's Deck and changes Thousand Blades to Defense Position, and the team can't
Special Summon again this turn; in its owner's Graveyard, when the team takes damage, it may
Special Summon itself in Attack Position, once per turn.

Era wording (the database's text), paraphrased: an ignition effect, once per turn, needs Thousand
Blades in Attack Position and a Heroic card discarded as its cost; it Special Summons a Heroic
monster from the Deck and, if it did, switches Thousand Blades to Defense Position, and its
controller may not Special Summon any but Heroic monsters for the rest of the turn. From the
Graveyard an optional "When" trigger (it can miss the timing) revives it in Attack Position when
its controller takes damage; that trigger may be used once per turn, for every copy and the team
(`engine.hard_once`). The engine's restrictions on Special Summons cannot yet pick the monsters
they spare, so the Heroic exception is read as no Special Summon at all for the rest of the turn
(the stricter reading; it forbids every Special Summon the era's Heroic support could make besides
this card's own).

Seed 001 readings:
- "your Deck" counts the teammate's Deck: section E, "If a card references another card that
  "you control" or "your" hand, Deck, ... it counts cards in your teammate's Zones as well as
  your own." The monster comes to the controller's field.
- "you cannot Special Summon" binds the teammate too: section E, "If a card prevents you from
  performing an action, it prevents your teammate as well."
- "when you take damage" is damage to the team's shared Life Points (section A), battle or
  effect damage.
- the discarded card is from the controller's own hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Position,
    Scope,
    Scripts,
    hard_once,
    kit,
)
from tagduel.engine.causes import damage
from tagduel.engine.events import PositionChanged
from tagduel.engine.state import Forbid

PASSCODE: Final = 1833916
HEROIC: Final = 0x6F
ONCE: Final = "thousand_blades:graveyard"

SUMMARY: Final = {
    PASSCODE: (
        'Once per turn, in Attack Position: discard a "Heroic" card to Special Summon a "Heroic" '
        "monster from the team's Decks and turn to Defense Position (no more Special Summons "
        "this turn); from the Graveyard, may Special Summon itself when the team takes damage."
    )
}

_is_heroic = kit.archetype(HEROIC)
_heroic_in_decks = kit.cards(Location.DECK, Scope.YOURS, kit.all_of(kit.is_monster, _is_heroic))


def _heroic_in_hand(ctx: EffectContext) -> Sequence[CardInstance]:
    return [c for c in ctx.state.zones[ctx.seat].hand if _is_heroic(c)]


def _in_attack_position(ctx: EffectContext) -> bool:
    return ctx.card.face_up and ctx.card.position is Position.ATTACK


def _summon_from_deck(ctx: EffectContext) -> None:
    chosen = ctx.choose_cards(ctx.seat, _heroic_in_decks(ctx), 1, 1)
    if chosen and ctx.special_summon(chosen[0]):
        card = ctx.card
        if card.location is Location.MONSTERS and card.position is Position.ATTACK:
            card.position = Position.DEFENSE
            ctx.state.emit(PositionChanged(card.zone_seat, card.name, card.position.value))
    ctx.forbid(Forbid.SPECIAL_SUMMON, Scope.PREVENTED_YOU)


def _team_took_damage(ctx: EffectContext) -> bool:
    taken = damage(ctx.event)
    return taken is not None and taken.team is ctx.team and ctx.can_special_summon()


def _summon_self(ctx: EffectContext) -> None:
    if ctx.card.location is Location.GY:
        ctx.special_summon(ctx.card, position=Position.ATTACK)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.IGNITION,
            description="discard a Heroic card (cost): a Heroic monster from a team Deck, this card to Defense",
            once_per_turn=True,
            condition=kit.both(
                _in_attack_position,
                kit.can_special_summon,
                kit.count_at_least(_heroic_in_decks, 1),
            ),
            cost_cards=_heroic_in_hand,
            cost_count=1,
            cost=kit.discard_chosen,
            resolve=_summon_from_deck,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="team damage while it lies in the Graveyard: Special Summons itself in Attack Position",
            on=On.DAMAGE,
            watch=True,
            where=(Location.GY,),
            optional=True,
            when=True,
            condition=kit.both(_team_took_damage, hard_once.unused(ONCE)),
            cost=hard_once.cost(ONCE),
            resolve=_summon_self,
        ),
    )
