"""Windwitch - Ice Bell (43722862): while the team controls no monsters, it Special Summons
itself from the hand, then may Special Summon a "Windwitch" monster from the Deck (and the team
may Special Summon from the Extra Deck only Level 5 or higher WIND monsters that turn); Normal or
Special Summoned, it may deal 500 damage to the opposing team. Each effect once per turn.

Era wording (the card's database text), in our words: "If you control no monsters: You can
Special Summon this card from your hand, then you can Special Summon 1 "Windwitch" monster from
your Deck, but it cannot be Tributed. You cannot Special Summon monsters from the Extra Deck the
turn you activate this effect, except Level 5 or higher WIND monsters. If this card is Normal or
Special Summoned: You can inflict 500 damage to your opponent. You can only use each effect of
"Windwitch - Ice Bell" once per turn." The first is an Ignition Effect in the hand; the limit
applies from its activation (`summon_limits.py`). Not modelled: "it cannot be Tributed" (no
effect of the era's decks Tributes such a monster differently).

Seed 001 readings:
- "you control no monsters" counts the teammate's — section E, "Duelist 1B may not Special Summon
  Cyber Dragon as his teammate controls a monster.";
- the limit binds the team (section E, "If a card prevents you from performing an action, it
  prevents your teammate as well"); "once per turn" too (`hard_once.py`);
- the damage goes to the opposing team's one total (section A), once.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._cyber_dark import WINDWITCH, own
from tagduel.engine import (
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Scope,
    Scripts,
    hard_once,
    kit,
)
from tagduel.engine.events import Summoned
from tagduel.engine.summon_limits import Limit, limit_this_turn
from tagduel.engine.tags import Tag
from tagduel.i18n import lazy

PASSCODE: Final = 43722862
DAMAGE: Final = 500

SUMMARY: Final = {
    PASSCODE: (
        'While the team controls no monsters, summons itself and maybe a "Windwitch" from the '
        "Deck; Summoned, may deal 500 damage to the opposing team."
    )
}

_WINDWITCH: Final = kit.all_of(kit.is_monster, kit.archetype(WINDWITCH))


def _summoned(ctx: EffectContext) -> bool:
    event = ctx.event
    return isinstance(event, Summoned) and event.how != "flip"


def _limit(ctx: EffectContext, check_only: bool) -> bool:
    if not check_only:
        limit_this_turn(ctx, Limit.EXTRA_WIND_5)
    return True


def _summon_self(ctx: EffectContext) -> None:
    if ctx.card.location is Location.HAND:
        ctx.special_summon(ctx.card)


def _then_from_deck(ctx: EffectContext) -> None:
    pool = own(ctx, Location.DECK, _WINDWITCH)
    room = ctx.state.zones[ctx.seat].free_slot(Location.MONSTERS) >= 0
    if not pool or not room or not ctx.can_special_summon():
        return
    if ctx.yes_no(ctx.seat, lazy('Special Summon 1 "Windwitch" monster from your Deck?')):
        for card in ctx.choose_cards(ctx.seat, pool, 1, 1):
            ctx.special_summon(card)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.IGNITION,
            description='you control no monsters: Special Summon this card, then 1 "Windwitch" '
            "from your Deck",
            where=(Location.HAND,),
            condition=kit.both(
                kit.none_in(kit.monsters(Scope.YOURS)),
                kit.can_special_summon,
                lambda ctx: ctx.state.zones[ctx.seat].free_slot(Location.MONSTERS) >= 0,
            ),
            cost=hard_once.cost("windwitch_ice_bell:1", _limit),
            resolve=_summon_self,
            steps=(_then_from_deck,),
            tags=frozenset({Tag.SUMMON_FROM_DECK}),
        ),
        Effect(
            EffectKind.TRIGGER,
            description="Normal or Special Summoned: inflict 500 damage to your opponent",
            on=On.SUMMONED,
            optional=True,
            condition=kit.both(_summoned, hard_once.unused("windwitch_ice_bell:2")),
            cost=hard_once.cost("windwitch_ice_bell:2"),
            resolve=kit.damage_opponent(DAMAGE),
        ),
    )
