"""Dark Magical Circle (47222536): Continuous Spell: on activation its duelist looks at the top 3
cards of their Deck and may add a "Dark Magician" or a Spell/Trap naming "Dark Magician" among
them to the hand; when "Dark Magician" is Normal or Special Summoned to the team's field, its
duelist may banish 1 card an opponent controls. Each effect once per turn.

Era wording (the card's database text), in our words: "When this card is activated: Look at the
top 3 cards of your Deck, then you can reveal 1 of them that is "Dark Magician" or a Spell/Trap
that mentions "Dark Magician", and add it to your hand, also place the remaining cards on top of
your Deck in any order. If "Dark Magician" is Normal or Special Summoned to your field (except
during the Damage Step): You can target 1 card your opponent controls; banish it. You can only use
each effect of "Dark Magical Circle" once per turn." The cards left keep their order on top of the
Deck (choosing another order is not offered). The banishing is an "If" trigger of the face-up card
(it never misses the timing); a card named "Dark Magician" there counts (Dark Magician the Dragon
Knight).

Seed 001 readings:
- "your Deck" is the activator's own (a Deck has one top);
- "Summoned to your field" is the team's side — section E, "If a card references another card
  that "you control" ... it counts cards in your teammate's Zones as well as your own." — so the
  teammate's Summon of "Dark Magician" lets it banish too;
- "a card your opponent controls" is either opponent's (section E, "count both opponent's sides of
  the field");
- "each effect once per turn" binds the team (section E, `hard_once.py`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._cyber_dark import is_dark_magician, mentions
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    On,
    Scope,
    Scripts,
    hard_once,
    kit,
    searching,
)
from tagduel.engine.events import Summoned
from tagduel.engine.state import WindowKind
from tagduel.engine.tags import Tag
from tagduel.i18n import lazy

PASSCODE: Final = 47222536
LOOKED_AT: Final = 3

SUMMARY: Final = {
    PASSCODE: (
        'Looks at the top 3 cards of the Deck to add a "Dark Magician" card; when "Dark '
        "Magician\" is Summoned to the team's field, banishes 1 card of an opponent."
    )
}

_NAMES_DARK_MAGICIAN: Final = mentions("Dark Magician")


def _wanted(card: CardInstance) -> bool:
    if card.card.is_monster:
        return card.card.name == "Dark Magician"
    return _NAMES_DARK_MAGICIAN(card)


def _look_and_add(ctx: EffectContext) -> None:
    if hard_once.used(ctx, "dark_magical_circle:1"):
        return  # another copy's effect was used this turn: this one only stays on the field
    top = ctx.state.zones[ctx.seat].deck[:LOOKED_AT]
    found = [c for c in top if _wanted(c)]
    if not found or not searching.may_add_from_deck(ctx):
        return
    prompt = lazy("choose a card to add to your hand (or none)")
    chosen = ctx.choose_cards(ctx.seat, found, 0, 1, prompt)
    hard_once.mark(ctx, "dark_magical_circle:1")
    searching.add_from_deck(ctx, chosen)


def _dark_magician_summoned_to_your_field(ctx: EffectContext) -> bool:
    event = ctx.event
    if not isinstance(event, Summoned) or event.how == "flip":
        return False
    window = ctx.state.window
    if window is not None and window.kind is WindowKind.DAMAGE:
        return False
    card = ctx.state.find(event.uid)
    yours = ctx.seats(Scope.YOURS)
    return card is not None and card.zone_seat in yours and is_dark_magician(card)


def _banish_targets(ctx: EffectContext) -> None:
    for target in ctx.targets:
        if target.location.on_field:
            ctx.banish(target)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description='look at the top 3 cards of your Deck; add 1 "Dark Magician" card',
            resolve=_look_and_add,
            tags=frozenset({Tag.SEARCH}),
        ),
        Effect(
            EffectKind.TRIGGER,
            description='"Dark Magician" Summoned to your field: banish 1 card your opponent '
            "controls",
            on=On.SUMMONED,
            watch=True,
            optional=True,
            condition=kit.both(
                _dark_magician_summoned_to_your_field, hard_once.unused("dark_magical_circle:2")
            ),
            targets=kit.field_cards(Scope.OPPONENTS_FIELD),
            target_count=1,
            cost=hard_once.cost("dark_magical_circle:2"),
            resolve=_banish_targets,
        ),
    )
