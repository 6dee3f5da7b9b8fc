"""Random duels with decks of the mechanism samples (Fusion, Synchro, Ritual, Equip Spells,
continuous ATK changes, FLIP effects, missing the timing, control, Tokens, counters): every
invariant holds after every step, the duel replays to the same state, and the state survives
a JSON round trip mid-duel and plays on the same way."""

from __future__ import annotations

import json
import random

import pytest

from engine.samples import SCRIPTS, card
from tagduel.cards.model import Card
from tagduel.engine import ALL_SEATS, Duel, Seat
from tagduel.engine.codec import state_from_data, state_hash, state_to_data
from tagduel.engine.random_play import play_randomly
from tagduel.engine.replay import Replay, load, save

MAIN = (
    ("Polymerization", 2),
    ("Power Bond", 1),
    ("De-Fusion", 1),
    ("Cyber Dragon", 3),
    ("Black Luster Ritual", 1),
    ("Black Luster Soldier", 1),
    ("Axe of Despair", 1),
    ("United We Stand", 1),
    ("Sogen", 1),
    ("Shrink", 1),
    ("Book of Moon", 1),
    ("Snatch Steal", 1),
    ("Change of Heart", 1),
    ("Scapegoat", 1),
    ("Man-Eater Bug", 2),
    ("Peten the Dark Clown", 2),
    ("Test If Clown", 1),
    ("Test Offering", 1),
    ("Lightning Vortex", 1),
    ("Breaker the Magical Warrior", 2),
    ("Dark Hole", 1),
    ("Junk Synchron", 2),
    ("Dark Blade", 3),
    ("Battle Ox", 3),
    ("Summoned Skull", 2),
    ("Gemini Elf", 3),
)
EXTRA = ("Cyber Twin Dragon", "Stardust Dragon", "Stardust Dragon")


def _deck() -> list[Card]:
    main = [card(name) for name, copies in MAIN for _ in range(copies)]
    assert len(main) == 40
    return main + [card(name) for name in EXTRA]


def _decks() -> dict[Seat, list[Card]]:
    return {seat: _deck() for seat in ALL_SEATS}


@pytest.mark.parametrize("seed", range(12))
def test_random_duels_with_the_mechanisms_keep_every_invariant(seed: int) -> None:
    duel = Duel.new(_decks(), seed=seed, scripts=SCRIPTS, debug=True)
    result = play_randomly(duel, random.Random(seed), max_decisions=3000, with_text=False)
    assert result.decisions > 0
    if result.outcome is not None:
        assert duel.pending is None


def test_a_random_duel_with_the_mechanisms_replays_to_the_same_state() -> None:
    decks = _decks()
    duel = Duel.new(decks, seed=5, scripts=SCRIPTS)
    play_randomly(duel, random.Random(5), max_decisions=1500, with_text=False)
    replay = Replay.of(decks, duel, seed=5)
    again = Replay.from_json(replay.to_json()).play(scripts=SCRIPTS)
    assert state_hash(again.state) == state_hash(duel.state)


@pytest.mark.parametrize("stop", [150, 400, 700])
def test_the_state_round_trips_through_json_mid_duel_and_plays_on_alike(stop: int) -> None:
    duel = Duel.new(_decks(), seed=9, scripts=SCRIPTS)
    play_randomly(duel, random.Random(9), max_decisions=stop, with_text=False)
    data = json.loads(json.dumps(state_to_data(duel.state)))
    assert state_hash(state_from_data(data)) == state_hash(duel.state)
    loaded = load(save(duel), scripts=SCRIPTS, debug=True)
    assert state_hash(loaded.state) == state_hash(duel.state)
    for one in (duel, loaded):
        play_randomly(one, random.Random(99), max_decisions=300, with_text=False)
    assert state_hash(loaded.state) == state_hash(duel.state)
