"""Trishula, Dragon of the Ice Barrier (52687916): a Level 9 Synchro Monster (1 Tuner + 2 or more
non-Tuners) that, when Synchro Summoned, may banish up to 1 card each from a random pick of the
hand across, either opponent's field, and the Graveyard across.

Era wording (Master Rule 2, the same as the database's), paraphrased: an optional "When" trigger
(it can miss the timing) on its Synchro Summon banishes at most one card from each of three places
of the opponent: the hand (at random: `engine.shuffling`), the field and the Graveyard; the cards
are chosen as it resolves (no target) and leave together. It needs at least two non-Tuner materials
(the procedure's `material_count`, read by `engine.synchro`).

Seed 001 readings:
- "your opponent's hand" and "GY" are the hand and Graveyard of the opponent across: section E,
  "If a card specifically states it affects an "opponent," and any part of the card's effect
  affects your opponent's hand, Deck, Extra Deck, Graveyard, or Banished Zone, then the Duelist
  activating the card effect must choose the opponent sitting directly across from them."
- "your opponent's field" is both opponents' fields: section E, "If a card affects only your
  opponent's side of the field, it affects the entire side, or both opponents."
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, EffectContext, EffectKind, Location, On, Scope, Scripts
from tagduel.engine.events import Summoned
from tagduel.engine.shuffling import pick
from tagduel.engine.timing import together
from tagduel.i18n import lazy

PASSCODE: Final = 52687916

SUMMARY: Final = {
    PASSCODE: (
        "Synchro (2+ non-Tuners): when Synchro Summoned, may banish at most one card each "
        "from the hand across (at random), either opponent's field and the Graveyard across."
    )
}


def _synchro_summoned(ctx: EffectContext) -> bool:
    event = ctx.event
    return isinstance(event, Summoned) and event.how == "synchro"


def _anything(ctx: EffectContext) -> bool:
    return bool(
        ctx.cards(Location.HAND, Scope.OPPONENT_ACROSS)
        or ctx.field_cards(Scope.OPPONENTS_FIELD)
        or ctx.cards(Location.GY, Scope.OPPONENT_ACROSS)
    )


def _banish(ctx: EffectContext) -> None:
    seat = ctx.seat
    on_field = ctx.choose_cards(
        seat,
        ctx.field_cards(Scope.OPPONENTS_FIELD),
        0,
        1,
        prompt="banish up to 1 card from your opponents' field (Trishula)",
    )
    from_gy = ctx.choose_cards(
        seat,
        ctx.cards(Location.GY, Scope.OPPONENT_ACROSS),
        0,
        1,
        prompt="banish up to 1 card from your opponent's Graveyard (Trishula)",
    )
    hand = ctx.cards(Location.HAND, Scope.OPPONENT_ACROSS)
    from_hand = hand and ctx.yes_no(seat, lazy("banish a random card from your opponent's hand?"))
    taken = pick(ctx.state, hand) if from_hand else None
    with together(ctx.state):
        for card in (*on_field, *from_gy, *([taken] if taken is not None else [])):
            ctx.banish(card)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, material_count=2),
        Effect(
            EffectKind.TRIGGER,
            description="Synchro Summon: banish up to 1 each from the hand across (random), the opposing field, the Graveyard across",
            on=On.SUMMONED,
            optional=True,
            when=True,
            condition=lambda ctx: _synchro_summoned(ctx) and _anything(ctx),
            resolve=_banish,
        ),
    )
