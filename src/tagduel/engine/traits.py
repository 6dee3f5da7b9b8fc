"""What the rules need to know about a printed card, worked out once per card.

`CardType` is an `IntFlag`, and flag arithmetic is slow in the engine's hot loops; these booleans
are computed once per `Card` object and kept.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from tagduel.cards.model import Card, CardType

# The flags as plain ints: `IntFlag`'s own `&` builds a member for each test (about 1 µs), and
# every new card object of a duel is worked out here once, when its first instance is made.
_MONSTER: Final = int(CardType.MONSTER)
_SPELL: Final = int(CardType.SPELL)
_TRAP: Final = int(CardType.TRAP)
_COUNTER: Final = int(CardType.COUNTER)
_QUICK_PLAY: Final = int(CardType.QUICK_PLAY)
_FIELD: Final = int(CardType.FIELD)
_STAYS: Final = int(CardType.CONTINUOUS | CardType.FIELD)
_XYZ: Final = int(CardType.XYZ)
_FUSION: Final = int(CardType.FUSION)
_SYNCHRO: Final = int(CardType.SYNCHRO)
_RITUAL: Final = int(CardType.RITUAL)
_TUNER: Final = int(CardType.TUNER)
_TOKEN: Final = int(CardType.TOKEN)
_EQUIP: Final = int(CardType.EQUIP)
_NOT_NORMAL_SUMMONABLE: Final = int(CardType.RITUAL | CardType.TOKEN | CardType.SPECIAL_SUMMON)


@dataclass(frozen=True, slots=True)
class Traits:
    """Derived facts about one card."""

    is_monster: bool
    is_trap: bool
    quick_play: bool
    quick_spell: bool  # a Quick-Play Spell: playable from the hand in a window of priority
    counter: bool
    field_spell: bool
    stays_on_field: bool
    normal_summonable: bool
    xyz: bool
    fusion: bool = False
    synchro: bool = False
    ritual: bool = False
    tuner: bool = False
    token: bool = False
    equip: bool = False  # an Equip Spell
    activation_speed: int = 1
    """Quick-Play Spell and Normal/Continuous Trap 2, Counter Trap 3, other Spells 1 (a field,
    not a property: read for every Set card at every window of priority)."""


def _activation_speed(is_trap: bool, counter: bool, quick_play: bool) -> int:
    if is_trap:
        return 3 if counter else 2
    return 2 if quick_play else 1


def _compute(card: Card) -> Traits:
    types = int(card.types)
    is_monster = bool(types & _MONSTER)
    is_trap, counter = not is_monster and bool(types & _TRAP), bool(types & _COUNTER)
    quick_play = bool(types & _QUICK_PLAY)
    return Traits(
        is_monster=is_monster,
        is_trap=is_trap,
        quick_play=quick_play,
        quick_spell=not is_monster and bool(types & _SPELL and types & _QUICK_PLAY),
        counter=counter,
        field_spell=not is_monster and bool(types & _FIELD),
        stays_on_field=bool(types & _STAYS),
        normal_summonable=is_monster
        and not card.is_extra_deck
        and not types & _NOT_NORMAL_SUMMONABLE,
        xyz=is_monster and bool(types & _XYZ),
        fusion=is_monster and bool(types & _FUSION),
        synchro=is_monster and bool(types & _SYNCHRO),
        ritual=is_monster and bool(types & _RITUAL),
        tuner=is_monster and bool(types & _TUNER),
        token=is_monster and bool(types & _TOKEN),
        equip=not is_monster and bool(types & _SPELL and types & _EQUIP),
        activation_speed=_activation_speed(is_trap, counter, quick_play),
    )


_CACHE: Final[dict[int, tuple[Card, Traits]]] = {}


def traits(card: Card) -> Traits:
    """The traits of `card` (cached by object; the cache keeps the card alive, so ids stay unique)."""
    hit = _CACHE.get(id(card))
    if hit is None:
        hit = _CACHE[id(card)] = (card, _compute(card))
    return hit[1]
