"""Apprentice Illusion Magician (30603688): Special Summoned from the hand by discarding 1 card;
Summoned, it may add "Dark Magician" from its controller's Deck; in the Damage Step of a battle
of another DARK Spellcaster of the team against an opponent's monster, it may be sent from the
hand or field to the Graveyard to give that monster 2000 ATK/DEF for that damage calculation.

Era wording (the card's database text), in our words: "You can Special Summon this card (from
your hand) by discarding 1 card. If this card is Normal or Special Summoned: You can add 1 "Dark
Magician" from your Deck to your hand. During damage calculation, if your other DARK Spellcaster
monster battles an opponent's monster (Quick Effect): You can send this card from your hand or
face-up field to the GY; that monster you control gains 2000 ATK/DEF during that damage
calculation only." The search is an "If" trigger (it never misses the timing). The last effect
is used in the Damage Step up to damage calculation (the engine's last round of priority before
it) and the gain ends once damage is calculated (`battle_extras.gain_during_calculation`).

Seed 001 readings:
- "your other DARK Spellcaster monster" may be the teammate's — section E, "If a card references
  another card that "you control" ... it counts cards in your teammate's Zones as well as your
  own.";
- the quick effect from the hand is its holder's to use on any turn — section D, "Any of the 4
  Duelists may activate the effect of Honest"; from the field, the teammate may use it too
  (section D: Spell Speed 2);
- the discarded card and the "Dark Magician" added are the activating duelist's own hand and
  Deck (`searching.py`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Attribute, Race
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Scope,
    Scripts,
    gates,
    kit,
    searching,
)
from tagduel.engine.battle_extras import gain_during_calculation
from tagduel.engine.events import Summoned
from tagduel.engine.tags import Tag

PASSCODE: Final = 30603688
GAIN: Final = 2000

SUMMARY: Final = {
    PASSCODE: (
        'Special Summoned by discarding 1 card; Summoned, may add "Dark Magician" from the Deck; '
        "sent to the GY, another DARK Spellcaster of the team gains 2000 ATK/DEF in battle."
    )
}

_DARK_MAGICIAN: Final = kit.named("Dark Magician")
_DARK_SPELLCASTER: Final = kit.all_of(kit.attribute(Attribute.DARK), kit.race(Race.SPELLCASTER))


def _other_hand_cards(ctx: EffectContext) -> list[CardInstance]:
    return [c for c in ctx.state.zones[ctx.seat].hand if c.uid != ctx.card.uid]


def _summoned(ctx: EffectContext) -> bool:
    event = ctx.event
    return isinstance(event, Summoned) and event.how != "flip"


def _yours_battling(ctx: EffectContext) -> CardInstance | None:
    """The team's other face-up DARK Spellcaster battling an opponent's monster, if any."""
    battle = ctx.battling()
    if battle is None or battle[1] is None:
        return None
    yours = ctx.seats(Scope.YOURS)
    for mine, other in ((battle[0], battle[1]), (battle[1], battle[0])):
        if (
            mine.zone_seat in yours
            and other.zone_seat not in yours
            and mine.uid != ctx.card.uid
            and mine.face_up
            and _DARK_SPELLCASTER(mine)
        ):
            return mine
    return None


def _send_self(ctx: EffectContext, check_only: bool) -> bool:
    if check_only:
        card = ctx.card
        return card.location is Location.HAND or card.face_up
    ctx.send_to(ctx.card, Location.GY)
    return True


def _gain(ctx: EffectContext) -> None:
    monster = _yours_battling(ctx)
    if monster is not None:
        gain_during_calculation(ctx, monster, GAIN, GAIN)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.PROCEDURE,
            description="Special Summon this card from your hand by discarding 1 card",
            cost_cards=_other_hand_cards,
            cost_count=1,
            cost=kit.discard_chosen,
        ),
        Effect(
            EffectKind.TRIGGER,
            description='Normal or Special Summoned: add 1 "Dark Magician" from your Deck',
            on=On.SUMMONED,
            optional=True,
            condition=kit.both(_summoned, searching.can_search(_DARK_MAGICIAN)),
            resolve=lambda ctx: searching.search(ctx, _DARK_MAGICIAN),
            tags=frozenset({Tag.SEARCH}),
        ),
        Effect(
            EffectKind.QUICK,
            description="your other DARK Spellcaster battles: send this card to the GY; it "
            "gains 2000 ATK/DEF for that damage calculation",
            where=(Location.HAND, Location.MONSTERS),
            in_damage_step=True,
            condition=gates.in_the_damage_step(
                lambda ctx: kit.before_damage_calculation(ctx) and _yours_battling(ctx) is not None
            ),
            cost=_send_self,
            resolve=_gain,
        ),
    )
