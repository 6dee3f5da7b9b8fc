"""Saving, loading and replaying duels.

The source of truth is the setup, the seed and every answer: `Replay` holds them and `play()`
rebuilds the duel, which reaches the same state hash. `save`/`load` write a whole duel in play
(state, the RNG's state, the answers so far) as JSON and read it back without loss.
"""

from __future__ import annotations

import json
import random  # only random.Random: a seeded generator passed in, never the global functions
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from tagduel.cards.model import Card
from tagduel.engine.actions import Action, Choose, parse_action
from tagduel.engine.codec import card_from_data, card_to_data, state_from_data, state_to_data
from tagduel.engine.duel import Duel
from tagduel.engine.game import Game
from tagduel.engine.rules import TagRules
from tagduel.engine.script_registry import Scripts
from tagduel.engine.seats import Seat, Team

NOTHING: Final = "choose-nothing"
"""How a record writes the answer choosing no card at all (`Choose` with no cards, where an
effect lets a duelist choose none): the action notation has no line for it."""


def answer_text(action: Action) -> str:
    """An answer as the record writes it: its notation, or `SEAT choose-nothing`."""
    if isinstance(action, Choose) and (action.cards, action.option, action.number) == (
        (),
        None,
        None,
    ):
        return f"{action.seat.value} {NOTHING}"
    return action.to_text()


def answer_of(text: str) -> Action:
    """The answer a record's line names (`answer_text` read back)."""
    seat, _, rest = text.strip().partition(" ")
    if rest == NOTHING:
        return Choose(Seat.parse(seat))
    return parse_action(text)


@dataclass(frozen=True, slots=True)
class Replay:
    """A new duel's decks, seed and first team, and the answers given, in notation."""

    decks: Mapping[Seat, tuple[Card, ...]]
    seed: int
    first_team: Team
    actions: tuple[str, ...]
    manual: bool = False  # manual mode: cards without a script played by hand

    @classmethod
    def of(
        cls,
        decks: Mapping[Seat, Sequence[Card]],
        duel: Duel,
        *,
        seed: int,
        first_team: Team = Team.ONE,
    ) -> Replay:
        return cls(
            {s: tuple(d) for s, d in decks.items()},
            seed,
            first_team,
            tuple(answer_text(a) for a in duel.history),
            duel.manual,
        )

    def play(
        self, *, rules: TagRules | None = None, scripts: Scripts | None = None, debug: bool = False
    ) -> Duel:
        """The duel these answers give (each answer is checked as it is applied)."""
        duel = Duel.new(
            self.decks,
            seed=self.seed,
            first_team=self.first_team,
            rules=rules,
            scripts=scripts,
            debug=debug,
            manual=self.manual,
        )
        for text in self.actions:
            duel.apply(answer_of(text))
        return duel

    def to_json(self) -> str:
        manual = {"manual": True} if self.manual else {}
        return json.dumps(
            {
                **manual,
                "seed": self.seed,
                "first_team": self.first_team.value,
                "decks": {s.value: [card_to_data(c) for c in d] for s, d in self.decks.items()},
                "actions": list(self.actions),
            }
        )

    @classmethod
    def from_json(cls, text: str) -> Replay:
        data = json.loads(text)
        decks = {Seat(s): tuple(card_from_data(c) for c in d) for s, d in data["decks"].items()}
        actions = tuple(data["actions"])
        return cls(
            decks, data["seed"], Team(data["first_team"]), actions, data.get("manual", False)
        )


def save(duel: Duel) -> str:
    """The whole duel in play as JSON: state, RNG state, answers so far, options."""
    version, internal, gauss = duel.rng.getstate()
    data: dict[str, Any] = {
        "state": state_to_data(duel.state),
        "rng": [version, list(internal), gauss],
        "history": [answer_text(a) for a in duel.history],
        "auto_pass": duel.auto_pass,
    }
    if duel.manual:
        data["manual"] = True
    return json.dumps(data)


def load(
    text: str, *, rules: TagRules | None = None, scripts: Scripts | None = None, debug: bool = False
) -> Duel:
    """The duel written by `save`, ready to continue (pass the same rules and scripts)."""
    data = json.loads(text)
    game = Game(state_from_data(data["state"]), rules or TagRules(), scripts or Scripts())
    version, internal, gauss = data["rng"]
    rng = random.Random()
    rng.setstate((version, tuple(internal), gauss))
    manual = data.get("manual", False)
    duel = Duel(game, rng, auto_pass=data["auto_pass"], debug=debug, manual=manual)
    duel.history.extend(answer_of(t) for t in data["history"])
    return duel
