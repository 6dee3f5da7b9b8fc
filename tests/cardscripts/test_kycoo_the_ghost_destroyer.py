"""Kycoo the Ghost Destroyer binds both opponents and only them (seed 001 E: "If a card effect
prevents your opponent from performing an action, it prevents both opponents.")."""

from __future__ import annotations

import pytest

from engine.table import at, seat
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts
from tagduel.engine import ALL_SEATS, S1A, Position, Seat, restrictions

card = builtin_cards().by_name


@pytest.mark.parametrize("holder", ALL_SEATS)
def test_kycoo_forbids_banishing_from_a_graveyard_to_both_opponents_only(holder: Seat) -> None:
    duel = at({holder: seat(monsters=(card("Kycoo the Ghost Destroyer"),))}, scripts=all_scripts())
    bound = {s for s in ALL_SEATS if not restrictions.can_banish_from_gy(duel.game, s)}
    assert bound == set(holder.opponents)


def test_a_set_kycoo_forbids_nothing() -> None:
    kycoo = (card("Kycoo the Ghost Destroyer"), Position.SET)
    duel = at({S1A: seat(monsters=(kycoo,))}, scripts=all_scripts())
    assert all(restrictions.can_banish_from_gy(duel.game, s) for s in ALL_SEATS)
