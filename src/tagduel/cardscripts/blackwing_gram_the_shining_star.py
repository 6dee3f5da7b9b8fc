"""Blackwing - Gram the Shining Star (Synchro Monster): after its Synchro Summon, its summoner
may Special Summon from their hand a non-Tuner "Blackwing" of Level 4 or less, whose effects are
negated.

The database's text, in our words: right after its Synchro Summon its duelist may bring out of
the hand a "Blackwing" that is no Tuner and has a Level of 4 or less; that monster's effects stay
negated while it stays on the field (`lasting_negation`). The trigger is optional and worded
"When": it misses the timing if something else happened after the Summon. Its Synchro
Materials, a Tuner and one or more non-Tuners, are the engine's default; its rule that it is
first brought out by a Synchro Summon is not checked once it has been on the field (no card of
the classic decks sends it anywhere else from the Extra Deck).

Seed 001 reading: the hand is the summoner's own: the Team Dueling Rules share the monsters in
play and the Graveyard (section A), and a duelist summons from their own hand only (the reading
of Fusion Materials); the monster comes to the summoner's field.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._blackwing import is_blackwing_monster
from tagduel.engine import CardInstance, Effect, EffectContext, EffectKind, On, Scripts
from tagduel.engine.events import Summoned
from tagduel.engine.lasting_negation import negate_while_on_field

PASSCODE: Final = 17377751

SUMMARY: Final = {
    PASSCODE: (
        "When Synchro Summoned: may Special Summon a Level 4 or lower non-Tuner Blackwing from "
        "the summoner's hand, its effects negated."
    )
}


def _fits(card: CardInstance) -> bool:
    small = not card.traits.xyz and card.card.level <= 4
    return is_blackwing_monster(card) and small and not card.traits.tuner


def _in_hand(ctx: EffectContext) -> list[CardInstance]:
    return [c for c in ctx.state.zones[ctx.seat].hand if _fits(c)]


def _synchro_summoned(ctx: EffectContext) -> bool:
    event = ctx.event
    synchro = isinstance(event, Summoned) and event.how == "synchro"
    return synchro and ctx.can_special_summon() and bool(_in_hand(ctx))


def _summon_negated(ctx: EffectContext) -> None:
    if not ctx.can_special_summon():
        return
    for card in ctx.choose_cards(ctx.seat, _in_hand(ctx), 1, 1):
        if ctx.special_summon(card):
            negate_while_on_field(ctx.state, ctx.seat, card, ctx.card.name)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            EffectKind.TRIGGER,
            description="after its Synchro Summon: a small non-Tuner Blackwing from the hand, "
            "negated",
            on=On.SUMMONED,
            optional=True,
            when=True,
            condition=_synchro_summoned,
            resolve=_summon_negated,
        ),
    )
