"""Decks for random duels and benchmarks, built from the scripted cards.

Every Main Deck holds one copy of each scripted Main Deck card (the cards the Team Dueling Rules
name, Exodia's five pieces included), Lightsworn monsters for Judgment Dragon, and Level 4
Normal Monsters up to 40 cards; the Extra Deck holds Number 39: Utopia and another Rank 4.
So `tagduel duel`, the random-play benchmark and the invariant run exercise every script.
"""

from __future__ import annotations

from tagduel.cards.db import CardDB
from tagduel.cards.model import Card
from tagduel.engine.seats import ALL_SEATS, Seat

MAIN_SIZE = 40
SUPPORT = (
    "Lyla, Lightsworn Sorceress",
    "Garoth, Lightsworn Warrior",
    "Jain, Lightsworn Paladin",
    "Wulf, Lightsworn Beast",
    "Ehren, Lightsworn Monk",
)
FILLERS = (
    "Gemini Elf",
    "Vorse Raider",
    "Luster Dragon",
    "Alexandrite Dragon",
    "Dark Blade",
    "Archfiend Soldier",
)
EXTRA = ("Number 39: Utopia", "Gagaga Cowboy")


def scripted_deck(db: CardDB, scripted: set[int]) -> list[Card]:
    """One duelist's deck: the scripted cards once each, support, then fillers up to 40."""
    main = sorted(
        (c for c in db if c.passcode in scripted and not c.is_extra_deck), key=lambda c: c.passcode
    )
    main += [db.by_name(name) for name in SUPPORT]
    fillers = [db.by_name(name) for name in FILLERS]
    index = 0
    while len(main) < MAIN_SIZE:
        main.append(fillers[index % len(fillers)])
        index += 1
    return main[:MAIN_SIZE] + [db.by_name(name) for name in EXTRA]


def scripted_decks(db: CardDB, scripted: set[int]) -> dict[Seat, list[Card]]:
    """The same deck list for all four seats (each duelist owns their own copy)."""
    deck = scripted_deck(db, scripted)
    return {seat: list(deck) for seat in ALL_SEATS}
