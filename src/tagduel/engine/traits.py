"""What the rules need to know about a printed card, worked out once per card.

`CardType` is an `IntFlag`, and flag arithmetic is slow in the engine's hot loops; these booleans
are computed once per `Card` object and kept.
"""

from __future__ import annotations

from dataclasses import dataclass

from tagduel.cards.model import Card, CardType

_NOT_NORMAL_SUMMONABLE = CardType.RITUAL | CardType.TOKEN | CardType.SPECIAL_SUMMON


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
    types = card.types
    is_monster = bool(types & CardType.MONSTER)
    is_trap, counter = (
        not is_monster and bool(types & CardType.TRAP),
        bool(types & CardType.COUNTER),
    )
    quick_play = bool(types & CardType.QUICK_PLAY)
    return Traits(
        is_monster=is_monster,
        is_trap=is_trap,
        quick_play=quick_play,
        quick_spell=not is_monster and bool(types & CardType.SPELL and types & CardType.QUICK_PLAY),
        counter=counter,
        field_spell=not is_monster and bool(types & CardType.FIELD),
        stays_on_field=bool(types & (CardType.CONTINUOUS | CardType.FIELD)),
        normal_summonable=is_monster
        and not card.is_extra_deck
        and not types & _NOT_NORMAL_SUMMONABLE,
        xyz=is_monster and bool(types & CardType.XYZ),
        fusion=is_monster and bool(types & CardType.FUSION),
        synchro=is_monster and bool(types & CardType.SYNCHRO),
        ritual=is_monster and bool(types & CardType.RITUAL),
        tuner=is_monster and bool(types & CardType.TUNER),
        token=is_monster and bool(types & CardType.TOKEN),
        equip=not is_monster and bool(types & CardType.SPELL and types & CardType.EQUIP),
        activation_speed=_activation_speed(is_trap, counter, quick_play),
    )


_CACHE: dict[int, tuple[Card, Traits]] = {}


def traits(card: Card) -> Traits:
    """The traits of `card` (cached by object; the cache keeps the card alive, so ids stay unique)."""
    hit = _CACHE.get(id(card))
    if hit is None:
        hit = _CACHE[id(card)] = (card, _compute(card))
    return hit[1]
