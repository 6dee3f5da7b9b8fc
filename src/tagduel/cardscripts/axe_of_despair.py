"""Axe of Despair (40619825): an Equip Spell giving the equipped monster 1000 ATK; sent from the
field to the Graveyard, its owner may Tribute a monster to put it back on top of their Deck.

Era wording (Master Rule 2, the same as the database's), paraphrased: an Equip Spell adding 1000
ATK; when it goes from the field to the Graveyard, an optional "When" trigger (it can miss the
timing) whose cost is a Tribute puts it back on top of its owner's Deck.

Seed 001 readings:
- it may be equipped to any face-up monster on the four fields (an Equip Spell targets "1
  face-up monster on the field": section E, "all" monsters), the teammate's and the opponents'.
- the monster Tributed may be the owner's or their teammate's: section E, "A Duelist can allow
  their teammate to use monsters in their Monster Card Zones as Tributes for Tribute Summons ...
  or for other appropriate card effects." The Axe goes on top of its owner's Deck.
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, Location, On, Scripts, kit
from tagduel.engine.events import Moved
from tagduel.engine.ops import place_in_pile, remove

PASSCODE: Final = 40619825

SUMMARY: Final = {
    PASSCODE: (
        "Equip Spell: +1000 ATK; when it leaves the field for the Graveyard, its owner may "
        "Tribute a team monster to put it back on top of their Deck."
    )
}


def _from_the_field(ctx: EffectContext) -> bool:
    event = ctx.event
    return isinstance(event, Moved) and event.from_field and event.destination == "gy"


def _to_deck_top(ctx: EffectContext) -> None:
    card = ctx.card
    if card.location is not Location.GY:
        return
    source = f"{card.zone_seat.value}.gy"
    remove(ctx.state, card)
    place_in_pile(ctx.state, card, Location.DECK, top=True)
    ctx.state.emit(Moved(card.owner, card.name, source, "deck", card.uid))


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        *kit.equip_spell(kit.gains(1000)),
        Effect(
            EffectKind.TRIGGER,
            description="field to Graveyard: Tribute a monster to put this card back on top of the Deck",
            on=On.SENT_TO_GY,
            optional=True,
            when=True,
            condition=_from_the_field,
            cost_cards=kit.tributes,
            cost_count=1,
            cost=kit.tribute_chosen,
            resolve=_to_deck_top,
        ),
    )
