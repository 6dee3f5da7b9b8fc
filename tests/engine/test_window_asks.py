"""What the cheap response test shares between the seats of a window (`responding.window_asks`):
the duel's cards with a quick effect, each looked at where it says it is (remembered until a
card moves; whether it is face-up read at every window), are the cards a scan of the field, the
hands and the Graveyards finds; a card instance made during the duel counts at once; a card with
nothing to use until a card moves is asked again once one has. (tests/engine/test_random_scripted.py
and tests/cardscripts/test_classic_decks.py check that what a round of the table shares is what
each of its seats would have worked out.)"""

from __future__ import annotations

from pathlib import Path

from engine.samples import card
from engine.seeded import Decks, seeded_decisions
from engine.table import at, seat
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.cards.sources.cdb import load_cdb
from tagduel.cardscripts import all_scripts, classic
from tagduel.cardscripts.decks import rule_passcodes, scripted_decks
from tagduel.engine import S1A, S1B, Location, Position, ops
from tagduel.engine.game import Game
from tagduel.engine.responding import _nothing_to_use, could_respond, window_asks
from tagduel.engine.seats import ALL_SEATS, Seat, Team

OX = card("Battle Ox")
HONEST = card("Honest")  # a quick effect from the hand, and one used while face-up

_Found = tuple[dict[Team, set[int]], dict[Seat, set[int]]]


def _scanned(game: Game) -> _Found:
    """Each team's face-up cards on the field with a quick effect (less those with nothing to
    use in the window now), and each seat's cards in its hand and Graveyard with a quick effect
    used from there, read from the zones."""
    scripts, zones = game.scripts, game.state.zones
    ask = window_asks(game)[0]
    lit: dict[Team, set[int]] = {}
    held: dict[Seat, set[int]] = {}
    for seat_ in ALL_SEATS:
        for inst in zones[seat_].field_cards():
            if (
                inst.face_up
                and scripts.quick
                and scripts.quick_face_up(inst.card)
                and not _nothing_to_use(game, ask, inst.card)  # nothing to use in this window
            ):
                lit.setdefault(seat_.team, set()).add(inst.uid)
        for pile, where in ((zones[seat_].hand, Location.HAND), (zones[seat_].gy, Location.GY)):
            codes = scripts.hand_effects if where is Location.HAND else scripts.gy_effects
            for inst in pile:
                printed = inst.card
                if (printed.passcode in codes or printed.alias in codes) and scripts.quick_from(
                    printed, where
                ):
                    held.setdefault(seat_, set()).add(inst.uid)
    return lit, held


def _shared(game: Game) -> _Found:
    _, lit, held, _ = window_asks(game)
    return (
        {team: {c.uid for c in cards} for team, cards in lit.items()},
        {seat_: {c.uid for c in cards} for seat_, cards in held.items()},
    )


def _walk(decks: Decks | object, seeds: range) -> int:
    checked = 0
    for duel in seeded_decisions(decks, seeds, all_scripts()):  # type: ignore[arg-type]
        assert _shared(duel.game) == _scanned(duel.game)
        checked += 1
    return checked


def test_random_duels_of_the_classic_decks_find_the_quick_cards_a_scan_finds(
    shared_data: Path,
) -> None:
    db = builtin_cards().merged(load_cdb(shared_data / "cards.cdb"))
    cards = classic.read_decks(shared_data / "decks", db)
    decks = lambda s: classic.seat_decks(classic.seat_names([classic.RANDOM], s), cards)  # noqa: E731
    assert _walk(decks, range(6)) > 1000


def test_random_duels_of_the_rules_decks_find_the_quick_cards_a_scan_finds() -> None:
    assert _walk(scripted_decks(builtin_cards(), rule_passcodes()), range(3)) > 500


def test_a_card_instance_made_during_the_duel_is_looked_at_once_made() -> None:
    """The duel's quick cards are worked out again when a card instance is made (taking the
    next instance's number out of `_quick_cards`' key fails this), where each is when a card
    moves (taking `moved` out of `_placed`'s key fails this), whether it is face-up at every
    window: in the hand, the Graveyard, face-down then face-up on the field (for the team)."""
    duel = at({S1A: seat(hand=(OX,))}, turn=1, scripts=all_scripts())
    game, state = duel.game, duel.state
    assert _shared(game) == ({}, {})
    honest = ops.new_card(state, HONEST, S1A, Location.HAND)
    assert _shared(game) == ({}, {S1A: {honest.uid}})
    ops.send_to_gy(state, honest)
    assert _shared(game) == ({}, {}) == _scanned(game)
    ops.remove(state, honest)
    ops.place_on_field(state, honest, S1B, Location.MONSTERS, 0, face_up=False)
    assert _shared(game) == ({}, {})
    honest.face_up, honest.position = True, Position.ATTACK
    assert _shared(game) == ({Team.ONE: {honest.uid}}, {}) == _scanned(game)


def test_a_card_with_nothing_to_use_until_a_card_moves_is_asked_again_once_one_moves(
    shared_data: Path,
) -> None:
    """Eternal Soul face-up with no "Dark Magician" to Summon and nothing to add from the Deck:
    its duelist can't respond, and is not asked again while no card moves
    (`responding._dead_until_moved`); once a "Dark Magician" reaches the Graveyard it can
    (keeping the answer past a move fails this)."""
    db = builtin_cards().merged(load_cdb(shared_data / "cards.cdb"))
    soul, magician = db.by_name("Eternal Soul"), db.by_name("Dark Magician")
    duel = at({S1A: seat(st=((soul, False),))}, turn=1, scripts=all_scripts())
    game, state = duel.game, duel.state
    assert state.zones[S1A].st[0].face_up
    assert not could_respond(game, S1A)
    assert window_asks(game)[3].get(S1A) == {state.zones[S1A].st[0].uid}
    assert not could_respond(game, S1A)
    ops.new_card(state, magician, S1A, Location.GY)
    assert could_respond(game, S1A)
