"""A live table's duel as a record: how it began (four decks, a seed and the opening team, or a
position) and every answer since, in notation. The record is the duel: `play()` rebuilds it,
answer by answer, to the same state hash, so a server restart, a second server process, a
replay in the browser and `tagduel duel --replay FILE` all start from it.

A human table asks every seat in priority order (`auto_pass` False: passing for a seat with
nothing to do would tell the table that it has nothing), so its answers include every pass; a
record written by `Replay.to_json` (random duels, which pass automatically) reads too.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from tagduel.cards.model import Card
from tagduel.engine.codec import card_from_data, card_to_data
from tagduel.engine.duel import Duel
from tagduel.engine.replay import NOTHING as NOTHING
from tagduel.engine.replay import answer_of as answer_of
from tagduel.engine.replay import answer_text as answer_text
from tagduel.engine.replay import load, save
from tagduel.engine.rules import TagRules
from tagduel.engine.script_registry import Scripts
from tagduel.engine.seats import ALL_SEATS, Seat, Team
from tagduel.errors import InputError

FORMAT: Final = "tagduel-duel"
VERSION: Final = 1
MAX_ANSWERS: Final = 200_000
"""More answers than any duel needs (a long human duel gives a few thousand)."""


@dataclass(frozen=True, slots=True)
class TableRecord:
    """How a duel began and its answers. `decks` for a new duel (shuffled with `seed`), or
    `position`: a duel saved at its start (`replay.save`), for a table set up at a position."""

    seed: int
    first_team: Team = Team.ONE
    decks: Mapping[Seat, tuple[Card, ...]] = field(default_factory=dict)
    position: str | None = None
    answers: tuple[str, ...] = ()
    auto_pass: bool = False
    manual: bool = False
    """The manual mode: cards without a script are played by hand (`engine.manual`)."""

    @classmethod
    def new(
        cls,
        decks: Mapping[Seat, Sequence[Card]],
        *,
        seed: int,
        first_team: Team = Team.ONE,
        auto_pass: bool = False,
        manual: bool = False,
    ) -> TableRecord:
        own = {s: tuple(d) for s, d in decks.items()}
        return cls(seed, first_team, own, None, (), auto_pass, manual)

    @classmethod
    def at_position(cls, duel: Duel, *, seed: int = 0) -> TableRecord:
        """A record starting where `duel` stands now (a table set up at a position)."""
        return cls(seed, duel.state.first_team, {}, save(duel), (), duel.auto_pass, duel.manual)

    def with_answers(self, answers: Sequence[str]) -> TableRecord:
        return TableRecord(
            self.seed,
            self.first_team,
            self.decks,
            self.position,
            tuple(answers),
            self.auto_pass,
            self.manual,
        )

    def start(self, *, rules: TagRules | None = None, scripts: Scripts | None = None) -> Duel:
        """The duel as it began, before any answer."""
        if self.position is not None:
            return load(self.position, rules=rules, scripts=scripts)
        return Duel.new(
            self.decks,
            seed=self.seed,
            first_team=self.first_team,
            rules=rules,
            scripts=scripts,
            auto_pass=self.auto_pass,
            manual=self.manual,
        )

    def play(
        self,
        upto: int | None = None,
        *,
        rules: TagRules | None = None,
        scripts: Scripts | None = None,
    ) -> Duel:
        """The duel after its first `upto` answers (all when None), each checked as applied."""
        duel = self.start(rules=rules, scripts=scripts)
        for text in self.answers[:upto]:
            duel.apply(answer_of(text))
        return duel

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "seed": self.seed,
            "first_team": self.first_team.value,
            "auto_pass": self.auto_pass,
            "manual": self.manual,
        }
        if self.position is not None:
            data["position"] = json.loads(self.position)
        else:
            data["decks"] = {
                s.value: [card_to_data(c) for c in d] for s, d in sorted_decks(self.decks)
            }
        data["actions"] = list(self.answers)
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_data(), ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str, *, source: str = "") -> TableRecord:
        """Read a record (or a `Replay.to_json` file); InputError says what is wrong."""
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise InputError(f"not a duel record (JSON): {exc}", source=source) from None
        return cls.from_data(data, source=source)

    @classmethod
    def from_data(cls, data: Any, *, source: str = "") -> TableRecord:
        if not isinstance(data, dict):
            raise InputError("not a duel record: expected a JSON object", source=source)
        try:
            return _read(data)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise InputError(f"not a duel record: {_why(exc)}", source=source) from None


def sorted_decks(decks: Mapping[Seat, tuple[Card, ...]]) -> list[tuple[Seat, tuple[Card, ...]]]:
    return [(seat, decks[seat]) for seat in ALL_SEATS if seat in decks]


def _read(data: dict[str, Any]) -> TableRecord:
    if data.get("format", FORMAT) != FORMAT or int(data.get("version", VERSION)) > VERSION:
        raise ValueError(f"format {data.get('format')!r} version {data.get('version')!r}")
    actions = data["actions"]
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise ValueError("'actions' must be a list of action lines")
    if len(actions) > MAX_ANSWERS:
        raise ValueError(f"more than {MAX_ANSWERS:,} actions")
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError("'seed' must be a whole number")
    position = data.get("position")
    decks: dict[Seat, tuple[Card, ...]] = {}
    if position is None:
        decks = {Seat(s): tuple(card_from_data(c) for c in d) for s, d in data["decks"].items()}
    return TableRecord(
        seed=seed,
        first_team=Team(int(data.get("first_team", 1))),
        decks=decks,
        position=None if position is None else json.dumps(position),
        answers=tuple(actions),
        auto_pass=bool(data.get("auto_pass", True)),
        manual=bool(data.get("manual", False)),
    )


def _why(exc: Exception) -> str:
    if isinstance(exc, KeyError):
        return f"the field {exc.args[0]!r} is missing"
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__
