"""Decks for random duels and benchmarks, built from the scripted cards.

Every Main Deck holds one copy of each card the Team Dueling Rules name (`rule_passcodes()`, all
scripted), Exodia's four limbs beside its head (so all five pieces are there), Lightsworn monsters
for Judgment Dragon, and Level 4 Normal Monsters up to 40 cards; the Extra Deck holds Number 39:
Utopia and another Rank 4. So `tagduel duel`, the random-play benchmark and the invariant run
exercise every script of the rules' cards (the classic decks of `tagduel.cardscripts.classic`
exercise the others). `SPECIAL_WINS` names the cards that win a duel by themselves, for decks
that leave them out (the benchmark's duels that end by Life Points or deck-out).
"""

from __future__ import annotations

from collections.abc import Collection
from functools import cache
from typing import Final

from tagduel.cards.db import CardDB
from tagduel.cards.model import Card
from tagduel.cardscripts import (
    call_of_the_haunted,
    cannon_soldier,
    chaos_sorcerer,
    cyber_dragon,
    dark_armed_dragon,
    dark_bribe,
    dark_hole,
    final_countdown,
    hand_destruction,
    honest,
    jinzo,
    judgment_dragon,
    kycoo_the_ghost_destroyer,
    mirror_force,
    mystic_tomato,
    number_39_utopia,
    reckless_greed,
    secret_barrel,
    smashing_ground,
    swords_of_revealing_light,
    treeborn_frog,
    vanitys_emptiness,
)
from tagduel.cardscripts import exodia_the_forbidden_one as exodia
from tagduel.engine.seats import ALL_SEATS, Seat

MAIN_SIZE: Final = 40
SUPPORT: Final = (
    "Lyla, Lightsworn Sorceress",
    "Garoth, Lightsworn Warrior",
    "Jain, Lightsworn Paladin",
    "Wulf, Lightsworn Beast",
    "Ehren, Lightsworn Monk",
)
FILLERS: Final = (
    "Gemini Elf",
    "Vorse Raider",
    "Luster Dragon",
    "Alexandrite Dragon",
    "Dark Blade",
    "Archfiend Soldier",
)
EXTRA: Final = ("Number 39: Utopia", "Gagaga Cowboy")
_RULE_MODULES: Final = (
    call_of_the_haunted, cannon_soldier, chaos_sorcerer, cyber_dragon, dark_armed_dragon,
    dark_bribe, dark_hole, exodia, final_countdown, hand_destruction, honest, jinzo,
    judgment_dragon, kycoo_the_ghost_destroyer, mirror_force, mystic_tomato, number_39_utopia,
    reckless_greed, secret_barrel, smashing_ground, swords_of_revealing_light, treeborn_frog,
    vanitys_emptiness,
)  # fmt: skip


@cache
def rule_passcodes() -> frozenset[int]:
    """The passcodes of the 23 cards the Team Dueling Rules name (every one scripted)."""
    return frozenset(code for module in _RULE_MODULES for code in module.SUMMARY)


SPECIAL_WINS: Final = frozenset({final_countdown.PASSCODE, exodia.PASSCODE, *exodia.LIMBS})
"""Final Countdown and Exodia's five pieces: the cards whose effects win the duel."""


def scripted_deck(
    db: CardDB, scripted: Collection[int], *, leave_out: Collection[int] = ()
) -> list[Card]:
    """One duelist's deck: the scripted cards once each (with Exodia's limbs when its head is
    scripted), support, then fillers up to 40; cards in `leave_out` give their places to fillers."""
    main = sorted(
        (c for c in db if c.passcode in scripted and not c.is_extra_deck), key=lambda c: c.passcode
    )
    if exodia.PASSCODE in scripted:
        main += [db[limb] for limb in exodia.LIMBS]
    main += [db.by_name(name) for name in SUPPORT]
    main = [c for c in main if c.passcode not in leave_out]
    fillers = [db.by_name(name) for name in FILLERS]
    index = 0
    while len(main) < MAIN_SIZE:
        main.append(fillers[index % len(fillers)])
        index += 1
    return main[:MAIN_SIZE] + [db.by_name(name) for name in EXTRA]


def scripted_decks(
    db: CardDB, scripted: Collection[int], *, leave_out: Collection[int] = ()
) -> dict[Seat, list[Card]]:
    """The same deck list for all four seats (each duelist owns their own copy)."""
    deck = scripted_deck(db, scripted, leave_out=leave_out)
    return {seat: list(deck) for seat in ALL_SEATS}
