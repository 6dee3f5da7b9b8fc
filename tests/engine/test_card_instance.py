"""`CardInstance.__init__` is written out (the compiled engine runs it natively): it must take
exactly the dataclass's fields, in order, and give each left-out one its declared default, a
fresh list or dict for every instance."""

from __future__ import annotations

import dataclasses
import inspect

from tagduel.cards.sources.builtin import builtin_cards
from tagduel.engine.seats import Seat
from tagduel.engine.zones import CardInstance, Location


def _instance() -> CardInstance:
    card = builtin_cards().by_name("Jinzo")
    return CardInstance(7, card, Seat.ONE_A, Seat.TWO_B, Location.HAND)


def test_the_init_takes_the_fields_in_their_order() -> None:
    params = list(inspect.signature(CardInstance.__init__).parameters)[1:]
    assert params == [f.name for f in dataclasses.fields(CardInstance) if f.init]


def test_every_field_left_out_gets_its_default_and_its_own_container() -> None:
    one, two = _instance(), _instance()
    for f in dataclasses.fields(CardInstance):
        if f.default is not dataclasses.MISSING:
            assert getattr(one, f.name) == f.default, f.name
        elif f.default_factory is not dataclasses.MISSING:
            assert getattr(one, f.name) == f.default_factory(), f.name
            assert getattr(one, f.name) is not getattr(two, f.name), f.name
    assert (one.uid, one.owner, one.zone_seat, one.location) == (
        7,
        Seat.ONE_A,
        Seat.TWO_B,
        Location.HAND,
    )
    assert one.name == one.card.name and one.traits is not None
