"""Eternal Soul (48680970): Continuous Trap: every "Dark Magician" in the team's Monster Zones is
unaffected by the opponents' card effects; once per turn its duelist may Special Summon "Dark
Magician" from their hand or the team's Graveyards, or add "Dark Magic Attack" or "Thousand
Knives" from their Deck to the hand; if it leaves the field face-up, every monster the team
controls is destroyed.

Era wording (the card's database text), in our words: "Every "Dark Magician" in your Monster Zone
is unaffected by your opponent's card effects. If this face-up card leaves the field: Destroy all
monsters you control. You can only use the following effect of "Eternal Soul" once per turn. You
can activate 1 of these effects; ● Special Summon 1 "Dark Magician" from your hand or GY. ● Add 1
"Dark Magic Attack" or "Thousand Knives" from your Deck to your hand." Activating the card turns
it face-up; its two effects (Spell Speed 2, effects of a Trap Card) are used afterwards, one per
turn between them. "Unaffected" is `Tag.UNAFFECTED` (`protection.py`: not destroyed, banished,
returned or taken by the opponents' card effects). The destruction is a mandatory trigger of the
card having left the field face-up.

Seed 001 readings:
- "your Monster Zone", "monsters you control" are the team's — section E, "If a card references
  another card that "you control" ... it counts cards in your teammate's Zones as well as your
  own." — so the teammate's "Dark Magician" is protected, and the teammate's monsters are
  destroyed too when it leaves;
- "your opponent's card effects" are both opponents' (section E); "your GY" includes the
  teammate's (section A); the hand and Deck are the activating duelist's own
  (`_cyber_dark`);
- "once per turn" binds the team (section E, `hard_once.py`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._cyber_dark import any_dark_magician, is_dark_magician, own
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Scope,
    Scripts,
    hard_once,
    kit,
    moved,
    searching,
)
from tagduel.engine.events import Moved
from tagduel.engine.tags import Tag

PASSCODE: Final = 48680970
ONCE: Final = "eternal_soul"
SEARCHED: Final = ("Dark Magic Attack", "Thousand Knives")
_IN_GY: Final = "a Dark Magician in the Graveyard"  # `_a_dark_magician_to_summon`'s answers

SUMMARY: Final = {
    PASSCODE: (
        "The team's \"Dark Magician\" is unaffected by the opponents' effects; once per turn "
        'revives "Dark Magician" or adds Dark Magic Attack; leaving face-up, destroys the '
        "team's monsters."
    )
}


def _dark_magicians_on_field(ctx: EffectContext) -> list[CardInstance]:
    return [c for c in ctx.monsters(Scope.YOURS) if c.face_up and is_dark_magician(c)]


def _dark_magicians_to_summon(ctx: EffectContext) -> list[CardInstance]:
    in_hand = own(ctx, Location.HAND, kit.named("Dark Magician"))
    in_gy = [c for c in ctx.cards(Location.GY, Scope.YOURS) if is_dark_magician(c)]
    return in_hand + in_gy


def _a_dark_magician_to_summon(ctx: EffectContext) -> bool:
    """`_dark_magicians_to_summon` is not empty (asked at every window: stops at the first).

    Read from the zones alone (see `_zones_allow_a_summon`): whether a Graveyard holds a "Dark
    Magician" is remembered per Graveyard until a card moves (`moved.answers`), so the
    duelist and the teammate, both asked at every window, read the team's Graveyards once."""
    zones = ctx.state.zones
    if any(c.card.name == "Dark Magician" for c in zones[ctx.seat].hand):
        return True
    table = moved.answers(ctx.game)
    for seat in ctx.seats(Scope.YOURS):
        key = (_IN_GY, seat)
        known: bool | None = table.get(key)
        if known is None:
            known = table[key] = any_dark_magician(zones[seat].gy)
        if known:
            return True
    return False


def _searched(card: CardInstance) -> bool:
    return card.card.name in SEARCHED


def _left_face_up(ctx: EffectContext) -> bool:
    return isinstance(ctx.event, Moved) and ctx.event.face_up


def _summon(ctx: EffectContext) -> None:
    if ctx.can_special_summon():
        for card in ctx.choose_cards(ctx.seat, _dark_magicians_to_summon(ctx), 1, 1):
            ctx.special_summon(card)


def _room(ctx: EffectContext) -> bool:
    return ctx.state.zones[ctx.seat].free_slot(Location.MONSTERS) >= 0


_zones_allow_a_summon = moved.remembered(kit.both(_room, _a_dark_magician_to_summon))
"""A free Monster Zone and a "Dark Magician" to Summon: read from the zones alone, so
remembered until a card moves (asked for two duelists at every window of priority)."""


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(description="activate Eternal Soul"),
        Effect(
            EffectKind.CONTINUOUS,
            description='every "Dark Magician" you control is unaffected by your opponent\'s '
            "card effects",
            who=Scope.PREVENTED_OPPONENTS,
            affects=_dark_magicians_on_field,
            tags=frozenset({Tag.UNAFFECTED}),
        ),
        Effect(
            EffectKind.QUICK,
            description='Special Summon 1 "Dark Magician" from your hand or GY',
            condition=kit.both(_zones_allow_a_summon, kit.can_special_summon),
            cost=hard_once.cost(ONCE),
            resolve=_summon,
        ),
        Effect(
            EffectKind.QUICK,
            description='add 1 "Dark Magic Attack" or "Thousand Knives" from your Deck',
            condition=searching.can_search_named(*SEARCHED),
            cost=hard_once.cost(ONCE),
            resolve=lambda ctx: searching.search(ctx, _searched),
            tags=frozenset({Tag.SEARCH}),
        ),
        Effect(
            EffectKind.TRIGGER,
            description="this face-up card left the field: destroy all monsters you control",
            on=On.LEFT_FIELD,
            condition=_left_face_up,
            resolve=kit.destroy_all(kit.monsters(Scope.YOURS)),
        ),
    )
