"""Cyber Dragon Nova (58069384): a Rank 5 Xyz Monster (2 Level 5 Machine monsters): once per turn
it detaches a material to revive a "Cyber Dragon" from the team's Graveyards; once per turn
(Quick Effect) it banishes a "Cyber Dragon" to gain 2100 ATK for the turn; sent from its owner's
field to the Graveyard by an opponent's card effect, it may Special Summon a Machine Fusion
Monster from its owner's Extra Deck.

Era wording (the card's database text), in our words: "2 Level 5 Machine monsters. Once per turn:
You can detach 1 material from this card, then target 1 "Cyber Dragon" in your GY; Special Summon
that target. Once per turn (Quick Effect): You can banish 1 "Cyber Dragon" from your hand or
face-up from your Monster Zone; this card gains 2100 ATK until the end of this turn. If this card
in your possession is sent to your GY by your opponent's card effect: You can Special Summon 1
Machine Fusion Monster from your Extra Deck." Cards named "Cyber Dragon" where they are count
(Cyber Dragon Core and Drei in the Graveyard, Proto-Cyber Dragon on the field). The quick effect
changes ATK, so it may be used in the Damage Step. Who sent it is read from the log: the
controller of the Chain Link whose resolution sent it (`causes.py`).

Seed 001 readings:
- the materials may be the teammate's face-up monsters; the Xyz Monster comes from the
  summoner's own Extra Deck — section A, "Any member of a team may use any Monster Cards in play
  on their team's side of the field for ... Extra Deck Summons", "Duelists may only summon from
  their own Extra Deck and not their teammates.";
- "your GY" includes the teammate's — section A, "Duelists may use their teammate's Graveyard as
  if it was their own"; "your Monster Zone" includes the teammate's face-up "Cyber Dragon"
  (section E, "you control"), "your hand" is the activating duelist's own;
- "your opponent's card effect" is either opponent's (section E); the Fusion Monster comes from
  the owner's own Extra Deck (section A).
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Race
from tagduel.cardscripts._cyber_dark import is_cyber_dragon, own, summon_from_extra
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Scope,
    Scripts,
    kit,
)
from tagduel.engine.causes import effect_card_at, event_index
from tagduel.engine.events import Moved

PASSCODE: Final = 58069384
GAIN: Final = 2100

SUMMARY: Final = {
    PASSCODE: (
        'Xyz (2 Level 5 Machines): detach to revive a "Cyber Dragon" from the team\'s GY; banish '
        'a "Cyber Dragon" for +2100 ATK; sent away by an opponent, summons a Machine Fusion.'
    )
}

_MACHINE: Final = kit.race(Race.MACHINE)


def _cyber_dragons_in_gy(ctx: EffectContext) -> list[CardInstance]:
    return [
        c for c in ctx.cards(Location.GY, Scope.YOURS) if c.card.is_monster and is_cyber_dragon(c)
    ]


def _banishable(ctx: EffectContext) -> list[CardInstance]:
    in_hand = own(ctx, Location.HAND, is_cyber_dragon)
    on_field = [c for c in ctx.monsters(Scope.YOURS) if c.face_up and is_cyber_dragon(c)]
    return in_hand + on_field


def _sent_by_an_opponent(ctx: EffectContext) -> bool:
    event = ctx.event
    if not isinstance(event, Moved) or not event.source.startswith(
        f"{ctx.card.owner.value}.monsters"
    ):
        return False
    found = effect_card_at(ctx.state, event_index(ctx.state, event))
    return found is not None and found[0].team is not ctx.card.owner.team


def _machine_fusions(ctx: EffectContext) -> list[CardInstance]:
    return [c for c in ctx.state.zones[ctx.seat].extra if c.traits.fusion and _MACHINE(c)]


def _summon_a_machine_fusion(ctx: EffectContext) -> None:
    if ctx.can_special_summon():
        for card in ctx.choose_cards(ctx.seat, _machine_fusions(ctx), 1, 1):
            summon_from_extra(ctx, card)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, material_count=2, material_filter=_MACHINE),
        Effect(
            EffectKind.IGNITION,
            description='detach 1 material: Special Summon 1 "Cyber Dragon" from your GY',
            once_per_turn=True,
            condition=kit.can_special_summon,
            cost_cards=kit.own_materials,
            cost_count=1,
            cost=kit.detach_chosen,
            targets=_cyber_dragons_in_gy,
            target_count=1,
            resolve=kit.special_summon_targets,
        ),
        Effect(
            EffectKind.QUICK,
            description='banish 1 "Cyber Dragon": this card gains 2100 ATK this turn',
            once_per_turn=True,
            in_damage_step=True,
            cost_cards=_banishable,
            cost_count=1,
            cost=kit.banish_chosen,
            resolve=lambda ctx: ctx.boost(ctx.card, GAIN),
        ),
        Effect(
            EffectKind.TRIGGER,
            description="sent to your GY by your opponent's effect: Special Summon 1 Machine "
            "Fusion Monster from your Extra Deck",
            on=On.SENT_TO_GY,
            optional=True,
            condition=kit.both(_sent_by_an_opponent, kit.can_special_summon),
            resolve=_summon_a_machine_fusion,
        ),
    )
