"""Michael, the Arch-Lightsworn (4779823): a Level 7 Synchro Monster (1 Tuner + 1 or more
LIGHT non-Tuners) that pays 1000 Life Points once per turn to banish 1 card on the
field; destroyed, it may shuffle other "Lightsworn" monsters from the team's Graveyards into the
Decks and gain 300 Life Points for each; in its controller's End Phase, sends the top 3 cards of
their Deck to the Graveyard.

Era wording (the database's text), paraphrased: its Synchro Materials are a Tuner and LIGHT
non-Tuners; an ignition effect, once per turn, pays 1000 LP to banish one targeted card on the
field; an optional "When" trigger (it can miss the timing) on its destruction returns other
Lightsworn monsters from the Graveyard to the Deck and gains 300 LP apiece (the monsters are chosen
as it resolves, not as it is activated: the engine lists every target set as a separate action, and
an unbounded count would list thousands); a mandatory End Phase trigger on its controller's turn
mills three.

Seed 001 readings:
- the Synchro Materials may be the teammate's face-up monsters; Michael comes from the
  summoner's own Extra Deck (section A, "Extra Deck Summons").
- Life Points are paid from, and gained by, the team's total (section A).
- "a card on the field" is a card on any of the four fields (section E: "all", both teams).
- "your Graveyard" is both teammates' Graveyards (section A); each monster is shuffled into its
  owner's Deck.
- the End Phase mill: see `_lightsworn`.
"""

from __future__ import annotations

from typing import Final

from tagduel.cards.model import Attribute
from tagduel.cardscripts._lightsworn import end_phase_mill, is_lightsworn_monster
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
from tagduel.engine.shuffling import shuffle_into_deck

PASSCODE: Final = 4779823

SUMMARY: Final = {
    PASSCODE: (
        "Synchro (1 Tuner + LIGHT non-Tuners): once per turn pay 1000 LP to banish a card on "
        "the field; destroyed: may shuffle other Lightsworn monsters from the team's "
        "Graveyards into the Decks, +300 LP each; mills 3 in its controller's End Phase."
    )
}


def _banish_targets(ctx: EffectContext) -> None:
    for card in ctx.targets:
        ctx.banish(card)


def _others_in_gy(ctx: EffectContext) -> list[CardInstance]:
    return [
        c
        for c in ctx.cards(Location.GY, Scope.YOURS)
        if is_lightsworn_monster(c) and c.uid != ctx.card.uid
    ]


def _return_and_gain(ctx: EffectContext) -> None:
    pool = _others_in_gy(ctx)
    chosen = ctx.choose_cards(ctx.seat, pool, 1, len(pool))
    shuffle_into_deck(ctx.state, chosen)
    returned = sum(1 for c in chosen if c.location is not Location.GY)
    if returned:
        ctx.gain_lp(ctx.team, 300 * returned)


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(EffectKind.PROCEDURE, material_filter=kit.attribute(Attribute.LIGHT)),
        Effect(
            EffectKind.IGNITION,
            description="1000 LP: banish a card anywhere",
            once_per_turn=True,
            cost=kit.pay_lp(1000),
            targets=kit.field_cards(Scope.ALL),
            target_count=1,
            resolve=_banish_targets,
        ),
        Effect(
            EffectKind.TRIGGER,
            description="destroyed: other Lightsworn monsters from team Graveyards back to the Decks, +300 LP each",
            on=On.DESTROYED,
            optional=True,
            when=True,
            condition=lambda ctx: bool(_others_in_gy(ctx)),
            resolve=_return_and_gain,
        ),
        end_phase_mill(3),
    )
