"""Random play with the scripted test cards: every mechanism (triggers, questions, procedures,
Xyz, the Damage Step, restrictions, lasting effects) under the invariant checker."""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from engine.cards import vanilla_deck
from engine.scripted import (
    ARMED,
    AXE,
    BARREL,
    BRIBE,
    BURNER,
    CANNON,
    CHARITY,
    CYBER,
    EMPTINESS,
    FLIPPER,
    FROG,
    GHOST,
    GREED,
    HAND_DESTRUCTION,
    HAUNT,
    HOLE,
    HONEST,
    HOPE,
    JINZO,
    JUDGE,
    LIGHT_HERO,
    MOURNER,
    ORACLE,
    SHINERS,
    SMASH,
    SORCERER,
    SWORDS,
    TOMATO,
    scripts,
)
from tagduel.cards.model import Card
from tagduel.engine import ALL_SEATS, DecisionKind, Duel, Pass, Seat, flow
from tagduel.engine.codec import state_hash
from tagduel.engine.game import Game
from tagduel.engine.moves import actions_for
from tagduel.engine.random_play import random_duel
from tagduel.engine.replay import load, save
from tagduel.engine.responding import WindowAsks, could_respond_in, window_asks

SCRIPTED_DUELS = int(os.environ.get("TAGDUEL_SCRIPTED_DUELS", "60"))
SCRIPTED: tuple[Card, ...] = (
    TOMATO,
    BURNER,
    FROG,
    FLIPPER,
    MOURNER,
    EMPTINESS,
    GHOST,
    ORACLE,
    CHARITY,
    SMASH,
    HAND_DESTRUCTION,
    SORCERER,
    JUDGE,
    CYBER,
    ARMED,
    HONEST,
    JINZO,
    HAUNT,
    AXE,
    SWORDS,
    GREED,
    BRIBE,
    BARREL,
    HOLE,
    CANNON,
    LIGHT_HERO,
    *SHINERS[:3],
)


def _decks() -> dict[Seat, list[Card]]:
    base = vanilla_deck()
    main = [c for c in base if not c.is_extra_deck][:20]
    return {seat: [*main, *SCRIPTED, HOPE, HOPE] for seat in ALL_SEATS}


def test_random_duels_with_scripted_cards_keep_every_invariant_and_end() -> None:
    table = scripts()
    decks = _decks()
    seen: Counter[str] = Counter()
    for seed in range(SCRIPTED_DUELS):
        result = random_duel(decks, seed, scripts=table, debug=True, with_text=True)
        assert result.outcome is not None, f"seed {seed} did not finish"
        for line in result.text.lower().splitlines():
            for word in ("chooses", "xyz summons", "special summons", "is negated", "skips"):
                if word in line:
                    seen[word] += 1
    if SCRIPTED_DUELS >= 50:
        assert all(seen[w] > 0 for w in ("chooses", "xyz summons", "special summons")), seen


def test_scripted_duels_saved_at_any_point_load_and_play_on_identically() -> None:
    table = scripts()
    decks = _decks()
    paused = 0
    for seed in range(4):
        duel = Duel.new(decks, seed=seed, scripts=table)
        rng = random.Random(seed)
        step = 0
        while duel.pending is not None:
            tricky = duel.state.resolving is not None or bool(duel.state.triggers)
            if tricky or step % 53 == 0:
                paused += tricky
                twin = load(save(duel), scripts=table)
                assert state_hash(twin.state) == state_hash(duel.state)
                assert twin.pending == duel.pending
                if tricky:
                    action = rng.choice(duel.pending.actions)
                    duel.apply(action)
                    twin.apply(action)
                    assert state_hash(twin.state) == state_hash(duel.state)
                    continue
            duel.apply(rng.choice(duel.pending.actions))
            step += 1
    assert paused > 0


def test_the_cheap_no_response_filter_never_hides_a_legal_response(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    checked = 0

    def strict(game: Game, seat: Seat, asks: WindowAsks) -> bool:
        nonlocal checked
        assert asks == window_asks(game)  # what the round's seats share holds for each
        answer = could_respond_in(game, seat, asks)
        if not answer:
            checked += 1
            only = actions_for(game, DecisionKind.RESPOND, seat)
            assert only == [Pass(seat)], only
        return answer

    monkeypatch.setattr(flow, "could_respond_in", strict)
    table, decks = scripts(), _decks()
    for seed in range(6):
        random_duel(decks, seed, scripts=table, with_text=False)
    assert checked > 100
