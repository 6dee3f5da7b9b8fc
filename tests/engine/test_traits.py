"""`traits`: the booleans worked out once per card (with plain ints) read as the card's own
`CardType` flags say, for every built-in card."""

from __future__ import annotations

from tagduel.cards.model import Card, CardType
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.engine.traits import Traits, _compute


def _by_flags(card: Card) -> Traits:
    """The same facts read through `CardType` itself (as `traits` did before plain ints)."""
    t = card.types
    monster = bool(t & CardType.MONSTER)
    trap, counter, quick = (
        not monster and bool(t & CardType.TRAP),
        bool(t & CardType.COUNTER),
        bool(t & CardType.QUICK_PLAY),
    )
    spell = bool(t & CardType.SPELL)
    return Traits(
        is_monster=monster,
        is_trap=trap,
        quick_play=quick,
        quick_spell=not monster and spell and quick,
        counter=counter,
        field_spell=not monster and bool(t & CardType.FIELD),
        stays_on_field=bool(t & (CardType.CONTINUOUS | CardType.FIELD)),
        normal_summonable=monster
        and not card.is_extra_deck
        and not t & (CardType.RITUAL | CardType.TOKEN | CardType.SPECIAL_SUMMON),
        xyz=monster and bool(t & CardType.XYZ),
        fusion=monster and bool(t & CardType.FUSION),
        synchro=monster and bool(t & CardType.SYNCHRO),
        ritual=monster and bool(t & CardType.RITUAL),
        tuner=monster and bool(t & CardType.TUNER),
        token=monster and bool(t & CardType.TOKEN),
        equip=not monster and spell and bool(t & CardType.EQUIP),
        activation_speed=(3 if counter else 2) if trap else (2 if quick else 1),
    )


def test_the_traits_read_as_the_flags_do() -> None:
    cards = list(builtin_cards())
    assert len(cards) > 50
    seen = set()
    for card in cards:
        traits = _compute(card)
        assert traits == _by_flags(card), card.name
        seen.update(name for name in Traits.__slots__ if getattr(traits, name) is True)
    assert {"is_trap", "quick_spell", "field_spell", "xyz", "fusion", "tuner", "equip"} <= seen
