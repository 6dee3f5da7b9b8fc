"""`DuelState.find`: the index of card instances by uid is rebuilt when a uid is missing, except
for a Token that left the field (it ceased to exist, `DuelState.vanished`): asking for it again,
as a Chain Link or an attack that named it does, answers None without a rebuild."""

from __future__ import annotations

from engine.cards import FIELD_A, SOLDIER, TOMATO, TRAP, XYZ
from engine.samples import SHEEP, card
from engine.table import at, seat
from tagduel.engine import S1A, Location, ops
from tagduel.engine.codec import state_from_data, state_to_data
from tagduel.engine.seats import ALL_SEATS
from tagduel.engine.setup import DuelistSetup, MonsterSetup, SpellTrapSetup
from tagduel.engine.tokens import create_token
from tagduel.engine.zones import PILES, CardInstance, Zones

OX = card("Battle Ox")


def test_a_vanished_token_is_not_looked_for_again() -> None:
    duel = at({S1A: seat(hand=(OX,))}, turn=1)
    state = duel.game.state
    token = create_token(state, SHEEP, S1A)
    assert token is not None and state.find(token.uid) is token
    ops.destroy(state, token, "effect")
    assert token.uid in state.vanished
    index = state.by_uid
    assert state.find(token.uid) is None
    assert state.by_uid is index  # not rebuilt


def test_a_card_missing_from_the_index_is_found_by_a_rebuild() -> None:
    duel = at({S1A: seat(hand=(OX,))}, turn=1)
    state = duel.game.state
    ox = state.zones[S1A].hand[0]
    state.by_uid = {}
    assert state.find(ox.uid) is ox
    assert state.by_uid[ox.uid] is ox
    assert state.find(state.next_uid) is None  # no such card yet


def test_every_instance_keeps_its_cards_name() -> None:
    duel = at({S1A: seat(hand=(OX,), gy=(OX,))}, turn=1)
    state = duel.game.state
    token = create_token(state, SHEEP, S1A)
    made = ops.new_card(state, OX, S1A, Location.DECK)
    loaded = state_from_data(state_to_data(state))
    for inst in [*state.all_cards(), *loaded.all_cards(), token, made]:
        assert inst is not None and inst.name == inst.card.name


def _every_card(zones: Zones) -> list[CardInstance]:
    """`Zones.all_cards` as it read before it joined the piles with `+`."""
    out: list[CardInstance] = []
    for location in PILES:
        out.extend(zones.pile(location))
    for held in zones.field_cards():
        out.append(held)
        out.extend(held.materials)
    return out


def test_all_cards_lists_the_piles_then_each_field_card_with_its_materials() -> None:
    hope = DuelistSetup(
        hand=(OX,),
        deck=(SOLDIER, TOMATO),
        gy=(TOMATO,),
        banished=(OX,),
        monsters=(MonsterSetup(TOMATO, zone=2), MonsterSetup(XYZ, materials=(SOLDIER, TOMATO))),
        st=(SpellTrapSetup(TRAP, set=True),),
        field=SpellTrapSetup(FIELD_A),
    )
    duel = at({S1A: hope})
    state = duel.game.state
    held = state.zones[S1A]
    assert [c.name for c in held.all_cards()] == [
        *("Battle Ox", "Test Soldier", "Mystic Tomato", "Mystic Tomato", "Battle Ox"),
        *("Number 39: Utopia", "Test Soldier", "Mystic Tomato", "Mystic Tomato", "Test Trap"),
        "Test Field A",
    ]
    for zones in state.zones.values():
        assert zones.all_cards() == _every_card(zones)
    assert state.all_cards() == [c for s in ALL_SEATS for c in _every_card(state.zones[s])]
