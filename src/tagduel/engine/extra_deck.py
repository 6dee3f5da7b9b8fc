"""What a seat's Extra Deck offers the listings, read once while it holds the same cards.

The Special Summon listing (`procedures.special_summon_actions`) and Fusion's condition
(`fusion.can_summon`) asked at every Main Phase decision which Xyz, Synchro and Fusion
Monsters the seat's Extra Deck holds (one copy per name) and which Xyz Monster each may be
summoned on (`xyz_overlay`). All of that is read from the cards' printed data and their
scripts, which never change during a duel, and from the Extra Deck's cards in their order. It is
kept per seat with the Extra Deck's cards it was read from, and read again when the Extra Deck
no longer holds the same card instances in the same order (a Fusion Monster summoned or sent
back by De-Fusion).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from tagduel.engine.effects import CardFilter, EffectKind
from tagduel.engine.game import Game, first_by_name, procedure_of
from tagduel.engine.seats import Seat
from tagduel.engine.zones import CardInstance

_PROCEDURE: Final = EffectKind.PROCEDURE
_KEY: Final = "extra decks"
DEFAULT_XYZ_MATERIALS: Final = 2


@dataclass(frozen=True, slots=True)
class ExtraDeck:
    """One seat's Extra Deck as the listings read it (never to be changed by a caller)."""

    cards: tuple[CardInstance, ...]
    """The Extra Deck's cards it was read from, in order (the key)."""
    xyz: tuple[tuple[CardInstance, int, int], ...]
    """The first Xyz Monster of each name, with its Rank and the number of materials."""
    overlays: tuple[tuple[CardInstance, CardFilter], ...]
    """The first Xyz Monster of each name that may be summoned on an Xyz Monster, with the
    filter picking that monster (`overlay_filter`)."""
    synchro: tuple[CardInstance, ...]
    """The first Synchro Monster of each name."""
    fusion: tuple[CardInstance, ...]
    """Every Fusion Monster, in order (a script's filter picks among them before the first
    copy of each name is taken)."""


def of(game: Game, seat: Seat) -> ExtraDeck:
    """`seat`'s Extra Deck, read again only when it holds other cards or another order."""
    cards = tuple(game.state.zones[seat].extra)
    memo = game.memo.get(_KEY)
    if memo is None:
        memo = game.memo[_KEY] = (0, {})
    kept: dict[Seat, ExtraDeck] = memo[1]
    found = kept.get(seat)
    if found is None or found.cards != cards:  # the same instances: compared by identity first
        found = kept[seat] = _read(game, cards)
    return found


def _read(game: Game, cards: tuple[CardInstance, ...]) -> ExtraDeck:
    xyz = first_by_name([c for c in cards if c.traits.xyz])
    overlays: list[tuple[CardInstance, CardFilter]] = []
    if game.scripts.procedures:
        for card in xyz:
            picks = overlay_filter(game, card)
            if picks is not None:
                overlays.append((card, picks))
    return ExtraDeck(
        cards,
        tuple((c, c.card.level, xyz_count(game, c)) for c in xyz),
        tuple(overlays),
        tuple(first_by_name([c for c in cards if c.traits.synchro])),
        tuple(c for c in cards if c.traits.fusion),
    )


def xyz_count(game: Game, card: CardInstance) -> int:
    """How many materials the Xyz Monster `card` needs (its procedure's, else 2)."""
    procedure = procedure_of(game, card.card)
    if procedure is None or not procedure.material_count:
        return DEFAULT_XYZ_MATERIALS
    return procedure.material_count


def overlay_filter(game: Game, card: CardInstance) -> CardFilter | None:
    """The Xyz Monster `card` may be summoned on, as its script declares it, or None: a second
    PROCEDURE record with one material (see `xyz_overlay`)."""
    if not card.traits.xyz:
        return None
    procedures = [e for e in game.scripts.effects(card.card) if e.kind is _PROCEDURE]
    if len(procedures) < 2 or procedures[1].material_count != 1:
        return None
    return procedures[1].material_filter
