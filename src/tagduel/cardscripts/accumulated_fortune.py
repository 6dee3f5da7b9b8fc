"""Accumulated Fortune (Normal Trap): activated as Chain Link 4 or higher, draw 2 cards.

In our words: only as the fourth link of a chain or later, draw two cards; not into a chain
that already holds a card of this name. Chain Links are counted across all four duelists'
activations (seed 001 D: one chain around the table). The activator draws from their own
Deck.
"""

from __future__ import annotations

from typing import Final

from tagduel.cardscripts._classic_c2 import chain_link_at_least
from tagduel.engine import Scripts, kit
from tagduel.engine.effects import Effect

PASSCODE: Final = 98444741

SUMMARY: Final = {PASSCODE: "Activated as Chain Link 4 or higher: the activator draws 2 cards."}


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="as Chain Link 4 or higher: draw 2 cards",
            condition=chain_link_at_least(4),
            resolve=kit.draw(2),
        ),
    )
