"""Determinism: seed + answers replay to the same state hash; a saved duel loads without loss."""

from __future__ import annotations

import random

from engine.cards import vanilla_deck
from tagduel.engine import ALL_SEATS, Duel, parse_action
from tagduel.engine.codec import state_hash
from tagduel.engine.random_play import play_randomly
from tagduel.engine.replay import Replay, load, save

DECKS = {s: vanilla_deck() for s in ALL_SEATS}


def _played(seed: int, decisions: int) -> Duel:
    duel = Duel.new(DECKS, seed=seed, debug=True)
    play_randomly(duel, random.Random(seed + 100), max_decisions=decisions, with_text=False)
    return duel


def test_the_same_seed_deals_the_same_hands_and_another_seed_does_not() -> None:
    a, b, c = (Duel.new(DECKS, seed=s) for s in (4, 4, 5))
    assert state_hash(a.state) == state_hash(b.state) != state_hash(c.state)


def test_setup_seed_and_answers_replay_to_the_same_state_hash() -> None:
    duel = _played(7, 300)
    replay = Replay.from_json(Replay.of(DECKS, duel, seed=7).to_json())
    assert len(replay.actions) == 300
    assert state_hash(replay.play(debug=True).state) == state_hash(duel.state)


def test_a_saved_duel_loads_to_the_same_state_and_plays_on_identically() -> None:
    duel = _played(8, 250)
    loaded = load(save(duel), debug=True)
    assert state_hash(loaded.state) == state_hash(duel.state)
    assert loaded.pending == duel.pending
    for twin in (duel, loaded):
        play_randomly(twin, random.Random(99), with_text=False)
    assert state_hash(loaded.state) == state_hash(duel.state)
    assert loaded.outcome == duel.outcome and loaded.outcome is not None


def test_every_legal_action_reads_back_from_its_notation() -> None:
    duel = Duel.new(DECKS, seed=3)
    rng = random.Random(3)
    for _ in range(400):
        if duel.pending is None:
            break
        for action in duel.legal_actions():
            assert parse_action(action.to_text()) == action
            assert duel.parse_action(action.to_text()) == action
        duel.apply(rng.choice(duel.pending.actions))


def test_an_answer_choosing_no_card_is_written_and_read_back_by_replays_and_saves() -> None:
    """A `Choose` with no card (an effect that lets a duelist choose none) has no line in the
    action notation; replays and saved duels write it as `SEAT choose-nothing` and read it
    back, so the replays of the classic random duels are exact."""
    from tagduel.engine.actions import Choose
    from tagduel.engine.replay import answer_of, answer_text
    from tagduel.engine.seats import S2B

    assert answer_text(Choose(S2B)) == "2B choose-nothing"
    assert answer_of("2B choose-nothing") == Choose(S2B)
    assert answer_of(answer_text(Choose(S2B, option="yes"))) == Choose(S2B, option="yes")
