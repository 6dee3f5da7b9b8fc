"""The kit's card filters read a card as the card model does: `archetype` (a loop of its own)
as `Card.in_archetype`, the monster filters by the card's traits as by its flags."""

from __future__ import annotations

from engine.table import at, seat
from tagduel.cards.model import Attribute, Race
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.engine import S1A, kit


def test_the_filters_read_every_card_as_the_card_model_does() -> None:
    cards = list(builtin_cards())
    duel = at({S1A: seat(gy=tuple(cards))}, turn=1)
    instances = duel.game.state.zones[S1A].gy
    codes = sorted({own for card in cards for own in card.archetypes})
    codes += [code & 0xFFF for code in codes] + [0x1234, 0xFFF]
    assert any(card.archetypes for card in cards)
    for code in codes:
        belongs = kit.archetype(code)
        for inst in instances:
            assert belongs(inst) == inst.card.in_archetype(code), (inst.name, hex(code))
    for inst in instances:
        monster = inst.card.is_monster
        assert kit.is_monster(inst) == monster
        assert kit.is_spell_or_trap(inst) == (not monster)
        assert kit.attribute(Attribute.DARK)(inst) == (
            monster and inst.card.attribute == Attribute.DARK
        )
        assert kit.level(4)(inst) == (monster and inst.card.level == 4)
        assert kit.race(Race.MACHINE | Race.DRAGON)(inst) == (
            monster and bool(inst.card.race & (Race.MACHINE | Race.DRAGON))
        )
