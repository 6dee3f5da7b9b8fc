"""Many seeded random duels with every invariant checked after every step (debug mode)."""

from __future__ import annotations

import os

import pytest

from engine.cards import vanilla_deck
from tagduel.cards.model import Card
from tagduel.engine import ALL_SEATS, Duel, InvariantError, Seat
from tagduel.engine.invariants import check
from tagduel.engine.random_play import decks_from, random_duel

RANDOM_DUELS = int(os.environ.get("TAGDUEL_RANDOM_DUELS", "1000"))
"""How many duels the invariant run plays (CI size; set TAGDUEL_RANDOM_DUELS to change)."""


def _builtin_decks() -> dict[Seat, list[Card]]:
    from tagduel.cards.sources.builtin import builtin_cards

    return decks_from(builtin_cards())


def test_random_duels_keep_every_invariant_and_all_end() -> None:
    vanilla = {s: vanilla_deck() for s in ALL_SEATS}
    builtin = _builtin_decks()
    endings = set()
    for seed in range(RANDOM_DUELS):
        decks = builtin if seed % 2 else vanilla
        result = random_duel(decks, seed, debug=True, with_text=False)
        assert result.outcome is not None, f"seed {seed} did not finish"
        endings.add(result.outcome.termination)
    assert len(endings) >= 2 or RANDOM_DUELS < 50


def test_the_checker_catches_a_card_in_two_places() -> None:
    duel = Duel.new({s: vanilla_deck() for s in ALL_SEATS}, seed=1)
    zones = duel.state.zones[ALL_SEATS[0]]
    zones.gy.append(zones.hand[0])
    with pytest.raises(InvariantError, match=r"listed in 1A\.gy"):
        check(duel.game, duel.pending)


def test_the_checker_catches_life_points_moved_without_an_event() -> None:
    duel = Duel.new({s: vanilla_deck() for s in ALL_SEATS}, seed=1)
    before = dict(duel.state.lp)
    duel.state.lp[ALL_SEATS[1].team] -= 100
    with pytest.raises(InvariantError, match="events account for 0"):
        check(duel.game, duel.pending, lp_before=before, events=[])


def test_the_checker_catches_a_duel_that_should_have_ended() -> None:
    duel = Duel.new({s: vanilla_deck() for s in ALL_SEATS}, seed=1)
    duel.state.decked_out.add(ALL_SEATS[0].team)
    with pytest.raises(InvariantError, match="outcome"):
        check(duel.game, duel.pending)


def test_a_random_duel_has_a_readable_play_by_play() -> None:
    result = random_duel({s: vanilla_deck() for s in ALL_SEATS}, 5)
    assert result.text.startswith("Opening hands\n  1A draws 5 cards")
    assert "\nTurn 2: 2A\n" in result.text and "\nThe duel is over: " in result.text
