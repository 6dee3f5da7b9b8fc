"""Magician's Rod (7084129): Normal Summoned, it may add a Spell/Trap that names "Dark Magician"
from its controller's Deck; in the Graveyard, when its owner activates a Spell/Trap Card or effect
on an opponent's turn, its owner may Tribute a Spellcaster to add it to the hand. Each effect once
per turn.

Era wording (the card's database text), in our words: "When this card is Normal Summoned: You can
add 1 Spell/Trap from your Deck to your hand, that mentions "Dark Magician". During your
opponent's turn, if you activate a Spell/Trap Card or effect while this card is in your GY (except
during the Damage Step): You can Tribute 1 Spellcaster monster; add this card to your hand. You
can only use each effect of "Magician's Rod" once per turn." The search is a "When ... you can"
trigger (it can miss the timing); the Graveyard effect an "If" trigger answering the activation,
put on a chain once the chain it was part of has resolved. Whether a card names "Dark Magician"
is read from its text in the card database.

Seed 001 readings:
- "if you activate": the Rod's owner's own activation ("you" widens for zones and what "you
  control", section E, not for who acts); "your opponent's turn" is either opponent's turn;
- the Tribute may be the teammate's Spellcaster — section E, "A Duelist can allow their teammate
  to use monsters in their Monster Card Zones ... for other appropriate card effects.";
- "each effect once per turn" binds the team (section E, `hard_once.py`).
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Race
from tagduel.cardscripts._cyber_dark import mentions
from tagduel.engine import (
    CardInstance,
    Effect,
    EffectContext,
    EffectKind,
    Location,
    On,
    Scripts,
    hard_once,
    kit,
    searching,
)
from tagduel.engine.causes import card_named
from tagduel.engine.chain_events import Activated
from tagduel.engine.events import Summoned
from tagduel.engine.state import WindowKind
from tagduel.engine.tags import Tag

PASSCODE: Final = 7084129

SUMMARY: Final = {
    PASSCODE: (
        'Normal Summoned, adds a Spell/Trap naming "Dark Magician"; from the GY, after its owner '
        "activates a Spell/Trap on an opponent's turn, a Spellcaster Tribute returns it to hand."
    )
}

_SUPPORT: Final = kit.all_of(kit.is_spell_or_trap, mentions("Dark Magician"))
_SPELLCASTER: Final = kit.race(Race.SPELLCASTER)


def _normal_summoned(ctx: EffectContext) -> bool:
    event = ctx.event
    return isinstance(event, Summoned) and event.how in ("normal", "tribute")


def _you_activated_a_spell_trap(ctx: EffectContext) -> bool:
    event, state = ctx.event, ctx.state
    if not isinstance(event, Activated) or event.seat is not ctx.seat:
        return False
    if state.turn_seat.team is ctx.team:
        return False
    window = state.window
    if window is not None and window.kind is WindowKind.DAMAGE:
        return False
    printed = card_named(state, event.card)
    return printed is not None and not printed.is_monster


def _spellcasters(ctx: EffectContext) -> list[CardInstance]:
    return [c for c in kit.tributes(ctx) if c.face_up and _SPELLCASTER(c)]


def _to_hand(ctx: EffectContext) -> None:
    if ctx.card.location is Location.GY:
        ctx.send_to(ctx.card, Location.HAND)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description='Normal Summoned: add 1 Spell/Trap that mentions "Dark Magician"',
            on=On.SUMMONED,
            optional=True,
            when=True,
            condition=kit.both(_normal_summoned, hard_once.unused("magicians_rod:1")),
            cost=hard_once.cost("magicians_rod:1"),
            resolve=lambda ctx: searching.search(ctx, _SUPPORT),
            tags=frozenset({Tag.SEARCH}),
        ),
        Effect(
            EffectKind.TRIGGER,
            description="you activated a Spell/Trap on your opponent's turn: Tribute 1 "
            "Spellcaster; add this card from your GY to your hand",
            on=On.ACTIVATED,
            watch=True,
            where=(Location.GY,),
            optional=True,
            condition=kit.both(_you_activated_a_spell_trap, hard_once.unused("magicians_rod:2")),
            cost_cards=_spellcasters,
            cost_count=1,
            cost=hard_once.cost("magicians_rod:2", kit.tribute_chosen),
            resolve=_to_hand,
        ),
    )
