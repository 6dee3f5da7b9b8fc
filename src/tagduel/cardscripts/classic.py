"""The eight classic decks: windbot's AI decks of the Master Rule 2 era, as their authors wrote
them, read from a folder of `.ydk` files (the project ships none of them: they are other people's
lists). Random duels, `tagduel duel --decks NAME` and the random-play benchmark play them; every
card in them has a script (`tagduel.cardscripts`), except the three Link Monsters, which cannot be
Summoned under Master Rule 2 and stay in the Extra Deck.
"""

from __future__ import annotations

import random  # only random.Random, seeded from the duel's seed: never the global functions
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Final

from tagduel.cards.db import CardDB
from tagduel.cards.model import Card
from tagduel.decks.formats import read_deck
from tagduel.decks.model import Deck
from tagduel.engine.seats import S1A, S1B, S2A, S2B, Seat
from tagduel.errors import InputError

CLASSIC_DECKS: Final = (
    "Blackwing",
    "Burn",
    "ChainBurn",
    "CyberDragon",
    "DarkMagician",
    "Frog",
    "Lightsworn",
    "OldSchool",
)
"""The decks' names, as their files name them (`windbot-AI_<name>.ydk`)."""

RANDOM: Final = "classic"
"""The `--decks` word for four of the eight drawn by the duel's seed."""

MAX_DECK_BYTES: Final = 64 * 1024
SEATS: Final = (S1A, S1B, S2A, S2B)
"""The order in which `--decks` names the seats' decks."""


def file_name(name: str) -> str:
    return f"windbot-AI_{name}.ydk"


def deck_name(text: str) -> str:
    """The classic deck `text` names, matched without case, spaces, hyphens or underscores
    ("chain burn", "Chain-Burn", "windbot-AI_ChainBurn" all name ChainBurn)."""
    wanted = _squeezed(text.removesuffix(".ydk"))
    for name in CLASSIC_DECKS:
        if wanted in (_squeezed(name), _squeezed(file_name(name).removesuffix(".ydk"))):
            return name
    raise InputError(
        f"there is no classic deck called {text!r}; the classic decks are "
        + ", ".join(CLASSIC_DECKS)
        + f" (or {RANDOM!r}: four of them drawn by the seed)"
    )


def _squeezed(text: str) -> str:
    return "".join(ch for ch in text.casefold() if ch not in " -_")


def read_classic(folder: Path, name: str) -> Deck:
    """The classic deck `name` from `folder` (raises InputError saying which file is missing)."""
    path = folder / file_name(name)
    if not path.is_file():
        raise InputError(
            f"the classic deck {name} is not in {folder} (looked for {file_name(name)}); "
            "give the folder holding windbot's decks with --deck-dir"
        )
    data = path.read_bytes()[: MAX_DECK_BYTES + 1]
    if len(data) > MAX_DECK_BYTES:
        raise InputError("deck file is too large", source=str(path))
    return read_deck(data, source=str(path))


def deck_cards(deck: Deck, db: CardDB) -> list[Card]:
    """A deck as the engine takes it: Main Deck then Extra Deck cards (the Side Deck stays out);
    raises InputError naming a passcode the card database does not have."""
    missing = [code for code in (*deck.main, *deck.extra) if code not in db]
    if missing:
        raise InputError(
            f"the deck {deck.name} holds cards this card database does not have "
            f"({', '.join(str(c) for c in missing[:5])}); give a full cards.cdb with --cards"
        )
    return [db[code] for code in (*deck.main, *deck.extra)]


def read_decks(
    folder: Path, db: CardDB, names: Sequence[str] = CLASSIC_DECKS
) -> dict[str, list[Card]]:
    """The classic decks `names` from `folder`, as the engine takes them (`deck_cards`)."""
    return {name: deck_cards(read_classic(folder, name), db) for name in names}


def seat_names(words: Sequence[str], seed: int) -> dict[Seat, str]:
    """The deck of each seat: one name for all four seats, four names for 1A, 1B, 2A and 2B in
    that order, or `classic` for four different decks drawn from the eight by `seed`."""
    if len(words) == 1 and words[0].strip().casefold() == RANDOM:
        drawn = random.Random(f"decks:{seed}").sample(CLASSIC_DECKS, len(SEATS))
        return dict(zip(SEATS, drawn, strict=True))
    names = [deck_name(word) for word in words]
    if len(names) == 1:
        names *= len(SEATS)
    if len(names) != len(SEATS):
        raise InputError(
            f"give one deck for all four seats or four decks (1A, 1B, 2A, 2B), not {len(names)}"
        )
    return dict(zip(SEATS, names, strict=True))


def seat_decks(
    names: Mapping[Seat, str], decks: Mapping[str, Sequence[Card]]
) -> dict[Seat, list[Card]]:
    """Each seat's own copy of its deck."""
    return {seat: list(decks[name]) for seat, name in names.items()}
