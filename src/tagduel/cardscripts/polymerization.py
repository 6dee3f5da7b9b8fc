"""Polymerization (24094653): Fusion Summon 1 Fusion Monster from the activator's own Extra Deck,
using monsters from the activator's hand or the team's field as Fusion Material.

Era wording (Master Rule 2), in our words: "Fusion Summon 1 Fusion Monster from your Extra Deck,
using monsters from your hand or field as Fusion Material". The engine's Fusion rules
(`engine/fusion.py`) do the work: the Fusion Monster must name its materials in its script
(Cyber Twin Dragon, Cyber End Dragon, Dark Magician the Dragon Knight, ...).

Seed 001 readings:
- the Fusion Monster comes from the activator's own Extra Deck — section A, "Duelists may only
  summon from their own Extra Deck and not their teammates";
- the materials may be the teammate's monsters, face-up or Set — section A, "Any member of a
  team may use any Monster Cards in play on their team's side of the field for ... Extra Deck
  Summons" — but never an opponent's, nor a card of the teammate's hand (A names the cards "in
  play").
"""

from __future__ import annotations

from typing import Final

from tagduel.engine import Effect, Scripts, kit

PASSCODE: Final = 24094653

SUMMARY: Final = {
    PASSCODE: (
        "Fusion Summons a Fusion Monster from the activator's Extra Deck with materials from "
        "their hand or the team's monsters on the field."
    )
}


def register(scripts: Scripts) -> None:
    scripts.register(
        PASSCODE,
        Effect(
            description="Fusion Summon 1 Fusion Monster from your Extra Deck",
            condition=kit.can_fusion_summon(),
            resolve=kit.fusion_summon(),
        ),
    )
