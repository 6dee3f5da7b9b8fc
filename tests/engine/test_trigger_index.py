"""The first filters of trigger collection (`engine.trigger_index`): the watchers it finds are
the ones the scan finds, the kinds of happening it skips find nothing, and a card instance made
during the duel counts at once."""

from __future__ import annotations

from engine.samples import card
from engine.seeded import seeded_decisions
from engine.table import at, seat
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cardscripts import all_scripts
from tagduel.cardscripts.decks import rule_passcodes, scripted_decks
from tagduel.engine import S1A, On, ops
from tagduel.engine.game import Game
from tagduel.engine.seats import ALL_SEATS
from tagduel.engine.trigger_index import own_kinds, placed_watchers
from tagduel.engine.triggers import _PHASE_KINDS, _watched_piles
from tagduel.engine.zones import CardInstance, Location

OX = card("Battle Ox")
VANITY = card("Vanity's Emptiness")  # watches for cards sent to the Graveyard
TOMATO = card("Mystic Tomato")  # its own trigger: destroyed by battle


def _scan(game: Game, on: On, piles: tuple[Location, ...]) -> list[CardInstance]:
    """The search `triggers._watching_cards` makes once the filter lets it."""
    codes, state = game.scripts.watching[on], game.state
    out = [
        c
        for c in state.field_cards()
        if c.face_up and (c.card.passcode in codes or c.card.alias in codes)
    ]
    for where in piles:
        for seat_ in ALL_SEATS:
            pile = state.zones[seat_].cards_in(where)
            out += [c for c in pile if c.card.passcode in codes or c.card.alias in codes]
    return out


def _check(game: Game) -> None:
    for on in game.scripts.watching:
        piles = _watched_piles(game, on)
        placed, scanned = placed_watchers(game, on, piles), _scan(game, on, piles)
        assert sorted(c.uid for c in placed) == sorted(c.uid for c in scanned)
    kinds, scripts = own_kinds(game), game.scripts
    for inst in game.state.all_cards():
        for _, effect in scripts.triggers.get(scripts.code(inst.card), ()):
            if not effect.watch and effect.on not in _PHASE_KINDS:
                assert effect.on in kinds


def test_the_indexes_answer_as_the_searches_do_in_seeded_duels() -> None:
    decks = scripted_decks(builtin_cards(), rule_passcodes())
    checked = 0
    for duel in seeded_decisions(decks, range(3), all_scripts(), limit=3000):
        _check(duel.game)
        checked += 1
    assert checked > 100


def test_a_card_instance_made_during_the_duel_is_indexed_at_once() -> None:
    duel = at({S1A: seat(hand=(OX,), deck=(OX,) * 10)}, turn=1, scripts=all_scripts())
    game, state = duel.game, duel.state
    assert placed_watchers(game, On.SENT_TO_GY, ()) == []
    assert On.DESTROYED_BY_BATTLE not in own_kinds(game)
    vanity = ops.new_card(state, VANITY, S1A, Location.HAND)
    ops.remove(state, vanity)
    ops.place_on_field(state, vanity, S1A, Location.ST, 0, face_up=True)
    assert placed_watchers(game, On.SENT_TO_GY, ()) == [vanity]
    ops.new_card(state, TOMATO, S1A, Location.GY)
    assert On.DESTROYED_BY_BATTLE in own_kinds(game)
    _check(game)
