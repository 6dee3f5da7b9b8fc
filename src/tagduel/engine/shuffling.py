"""Chance inside a duel: shuffling a Deck after a card is shuffled into it, and a card picked
at random (from an opponent's hand: Trishula, PSY-Framelord Omega).

Replays are the seed plus the inputs, and the state round-trips through JSON, so chance must
follow from the state alone: `rng(state)` is a `random.Random` seeded with where the duel is
(the length of the event log, the next card uid and the turn), never the global generator. The
same position always gives the same draw; a different position, a different one.
"""

from __future__ import annotations

import random  # only random.Random, seeded from the state: never the global functions
from collections.abc import Sequence

from tagduel.engine import chance
from tagduel.engine.ops import move_to_pile
from tagduel.engine.seats import Seat
from tagduel.engine.state import DuelState
from tagduel.engine.timing import together
from tagduel.engine.zones import CardInstance, Location


def rng(state: DuelState) -> random.Random:
    """A generator seeded from the position (the same position, the same choices)."""
    return random.Random(f"tagduel:{len(state.events)}:{state.next_uid}:{state.turn}")


def pick(state: DuelState, cards: Sequence[CardInstance]) -> CardInstance | None:
    """One of `cards` at random; None when there are none."""
    return chance.choice(rng(state), list(cards)) if cards else None


def shuffle_deck(state: DuelState, seat: Seat) -> None:
    """Shuffle `seat`'s Deck."""
    chance.shuffle(rng(state), state.zones[seat].deck)
    state.moved += 1


def home_pile(card: CardInstance) -> Location:
    """Where a card shuffled "into the Deck" goes: a Fusion, Synchro or Xyz Monster to its
    owner's Extra Deck, every other card to its owner's Deck."""
    traits = card.traits
    return Location.EXTRA if traits.fusion or traits.synchro or traits.xyz else Location.DECK


def shuffle_into_deck(state: DuelState, cards: Sequence[CardInstance]) -> None:
    """Shuffle `cards` into their owners' Decks (Extra Deck monsters to the Extra Deck), then
    shuffle each Deck that received a card."""
    decks: list[Seat] = []
    with together(state):
        for card in cards:
            pile = home_pile(card)
            move_to_pile(state, card, pile)
            if pile is Location.DECK and card.owner not in decks:
                decks.append(card.owner)
    for seat in decks:
        shuffle_deck(state, seat)
