"""The soak check of random play: a seeded random duel with every invariant checked after every
step (debug mode), and, on request, the two promises of the duel's stored form: replaying its
answers from the same decks and seed reaches the same state hash, and the state written as JSON
reads back to the same state. Used by the test suite's 1,000 classic duels and by
`tools/random_duels.py` for longer runs.
"""

from __future__ import annotations

import json
import random  # only random.Random: a seeded generator passed in, never the global functions
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from mypy_extensions import mypyc_attr

from tagduel.cards.model import Card
from tagduel.engine.codec import state_from_data, state_hash, state_to_data
from tagduel.engine.duel import Duel
from tagduel.engine.events import WinConditionMet
from tagduel.engine.random_play import play_randomly
from tagduel.engine.replay import Replay
from tagduel.engine.script_registry import Scripts
from tagduel.engine.seats import Seat
from tagduel.engine.state import Outcome, Termination

_LABELS: Final = {Termination.LIFE_POINTS: "Life Points", Termination.DECK_OUT: "deck out"}


@mypyc_attr(native_class=False)
class SoakFailure(AssertionError):
    """A replay or a JSON round trip that did not give back the same duel."""


@dataclass(frozen=True, slots=True)
class SoakResult:
    outcome: Outcome | None
    decisions: int
    turns: int
    duel: Duel


def soak_duel(
    decks: Mapping[Seat, Sequence[Card]],
    seed: int,
    scripts: Scripts,
    *,
    check_replay: bool = False,
    max_decisions: int = 20_000,
) -> SoakResult:
    """Play the random duel of `seed` with invariants on; with `check_replay`, also replay it
    and round-trip its state through JSON (raises SoakFailure saying which promise broke; an
    invariant broken during play raises the engine's InvariantError)."""
    duel = Duel.new(decks, seed=seed, scripts=scripts, debug=True)
    played = play_randomly(
        duel, random.Random(f"choices:{seed}"), max_decisions=max_decisions, with_text=False
    )
    if check_replay:
        expected = state_hash(duel.state)
        replay = Replay.of(decks, duel, seed=seed)
        again = Replay.from_json(replay.to_json()).play(scripts=scripts)
        if state_hash(again.state) != expected:
            raise SoakFailure(f"seed {seed}: the replay of the answers reached another state")
        data = state_to_data(duel.state)
        if state_hash(state_from_data(json.loads(json.dumps(data)))) != expected:
            raise SoakFailure(f"seed {seed}: the state read back from JSON is another state")
    return SoakResult(played.outcome, played.decisions, played.turns, duel)


def end_reason(duel: Duel) -> str:
    """How the duel ended, naming the card of a special win: "Final Countdown", "Life Points",
    "draw (deck out)", or "unfinished"."""
    outcome = duel.outcome
    if outcome is None:
        return "unfinished"
    reasons: list[str] = []
    for termination in outcome.termination:
        if termination is Termination.SPECIAL_WIN:
            reasons += [e.card for e in duel.state.events if isinstance(e, WinConditionMet)]
        else:
            reasons.append(_LABELS[termination])
    label = " + ".join(dict.fromkeys(reasons))
    return label if outcome.winner is not None else f"draw ({label})"
