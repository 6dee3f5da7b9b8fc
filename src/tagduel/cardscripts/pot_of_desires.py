"""Pot of Desires (Normal Spell): banish the top 10 cards of the activator's Deck face-down as a
cost, then draw 2 cards.

In our words: as a cost, banish the ten top cards of your Deck face-down; then draw two; one per
turn. The top of a Deck is one Deck's: the activator's own (seed 001 E widens "your" for
counting and choosing cards in a zone; an operation on the top of a Deck needs one Deck, and the
draws come from it). It needs 12 cards there (the cost and both draws). Face-down banished cards
are known to no one: the log names none of them. The once-per-turn limit binds the team (seed
001 E: "If a card prevents you from performing an action, it prevents your teammate as well";
`hard_once.py`).
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import EffectContext, Location, Scripts, hard_once, kit, ops
from tagduel.engine.effects import Effect
from tagduel.engine.events import Moved
from tagduel.engine.timing import together

PASSCODE: Final = 35261759
ONCE: Final = "pot_of_desires"
BANISHED: Final = 10
DRAWS: Final = 2

SUMMARY: Final = {
    PASSCODE: (
        "Banish the top 10 cards of the activator's Deck face-down, then draw 2 cards (once "
        "per turn)."
    )
}


def _enough(ctx: EffectContext) -> bool:
    return len(ctx.state.zones[ctx.seat].deck) >= BANISHED + DRAWS


def _banish_top_face_down(ctx: EffectContext, check_only: bool) -> bool:
    if check_only:
        return True
    state = ctx.state
    with together(state):
        for card in list(state.zones[ctx.seat].deck[:BANISHED]):
            ops.remove(state, card)
            ops.place_in_pile(state, card, Location.BANISHED)
            card.face_up = False
            source = f"{ctx.seat.value}.deck"
            state.emit(Moved(card.owner, card.name, source, "banished", card.uid, hidden=True))
    return True


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="banish the top 10 cards of your Deck face-down; draw 2 cards",
            condition=kit.both(_enough, hard_once.unused(ONCE)),
            cost=hard_once.cost(ONCE, _banish_top_face_down),
            resolve=kit.draw(DRAWS),
        ),
    )
