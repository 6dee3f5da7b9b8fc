"""Reading a scenario file's text into a `Scenario` (../shared/spec/scenario-format.md).

Everything wrong with the file is a `ScenarioFormatError` with its line and column: bad YAML,
a missing title, an unknown key, a card name the card database does not know (with the closest
names), an expectation in no known form, and a position the rules do not allow ("An illegal
state is an error, not a failed expectation").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import yaml

from tagduel.cards.db import CardDB, UnknownCardError
from tagduel.cards.model import Card
from tagduel.engine.errors import RulesError, SetupError
from tagduel.engine.rules import TagRules
from tagduel.engine.seats import Seat, Team
from tagduel.engine.setup import (
    DuelistSetup,
    MonsterSetup,
    SpellTrapSetup,
    TableSetup,
    state_from_setup,
)
from tagduel.engine.state import Phase
from tagduel.engine.zones import Position
from tagduel.scenario.expect import parse_expectation, quoted_names
from tagduel.scenario.model import Expectation, Place, Scenario, ScenarioFormatError, Step

FILLER_CARD = "Battle Ox"
"""A plain Normal Monster: a duelist whose `deck` is omitted gets 20 copies (scenario format)."""
FILLER_COPIES = 20

_TOP_KEYS = {"title", "source", "seed", "state", "do", "expect"}
_STATE_KEYS = {"turn", "turn_duelist", "phase", "lp"}
_SEAT_WORDS = {seat.value for seat in Seat}
_SEAT_KEYS = {"hand", "deck", "extra", "gy", "banished", "monsters", "st", "field"}


class _Reader:
    """Turns YAML nodes into values, remembering where each came from."""

    def __init__(self, source: str, db: CardDB) -> None:
        self.source = source
        self.db = db

    def fail(self, message: str, node: yaml.Node) -> ScenarioFormatError:
        return ScenarioFormatError(message, source=self.source, place=place_of(node))

    def mapping(self, node: yaml.Node, what: str, keys: set[str]) -> dict[str, yaml.Node]:
        """A mapping whose keys are all in `keys` (seat keys are matched in any letter case)."""
        if isinstance(node, yaml.ScalarNode) and node.value in ("", "~", "null"):
            return {}
        if not isinstance(node, yaml.MappingNode):
            raise self.fail(f"{what} must be a mapping", node)
        out: dict[str, yaml.Node] = {}
        for key_node, value_node in node.value:
            key = str(key_node.value)
            if key.upper() in _SEAT_WORDS:
                key = key.upper()
            if key not in keys:
                expected = ", ".join(sorted(keys))
                raise self.fail(f"unknown key {key!r} in {what} (expected {expected})", key_node)
            if key in out:
                raise self.fail(f"{key!r} appears twice in {what}", key_node)
            out[key] = value_node
        return out

    def scalar(self, node: yaml.Node, what: str) -> str:
        if not isinstance(node, yaml.ScalarNode):
            raise self.fail(f"{what} must be a single value", node)
        return str(node.value)

    def integer(self, node: yaml.Node, what: str) -> int:
        text = self.scalar(node, what)
        try:
            return int(text)
        except ValueError:
            raise self.fail(f"{what} must be a whole number, not {text!r}", node) from None

    def sequence(self, node: yaml.Node, what: str) -> list[yaml.Node]:
        if isinstance(node, yaml.ScalarNode) and node.value in ("", "~", "null"):
            return []
        if not isinstance(node, yaml.SequenceNode):
            raise self.fail(f"{what} must be a list", node)
        return list(node.value)

    def card(self, node: yaml.Node, what: str) -> Card:
        return self.card_named(self.scalar(node, what), node)

    def card_named(self, name: str, node: yaml.Node) -> Card:
        try:
            return self.db.by_name(name)
        except UnknownCardError as exc:
            raise self.fail(str(exc), node) from None


def place_of(node: yaml.Node) -> Place:
    mark = node.start_mark
    return Place(mark.line + 1, mark.column + 1)


def load_scenario(text: str, db: CardDB, *, source: str = "") -> Scenario:
    """A scenario from the text of its file; ScenarioFormatError when malformed."""
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark
        place = Place(mark.line + 1, mark.column + 1) if mark is not None else None
        raise ScenarioFormatError(
            f"not valid YAML: {exc.problem}", source=source, place=place
        ) from None
    except yaml.YAMLError as exc:
        raise ScenarioFormatError(f"not valid YAML: {exc}", source=source) from None
    if root is None:
        raise ScenarioFormatError(
            "the file is empty (a scenario needs at least a title)", source=source
        )
    reader = _Reader(source, db)
    top = reader.mapping(root, "a scenario", _TOP_KEYS)
    if "title" not in top:
        raise reader.fail("a scenario needs a 'title'", root)
    setup = _setup(reader, top.get("state"))
    steps = (
        tuple(_step(reader, n) for n in reader.sequence(top["do"], "do") if n)
        if "do" in top
        else ()
    )
    expectations = (
        tuple(_expectation(reader, n) for n in reader.sequence(top["expect"], "expect"))
        if "expect" in top
        else ()
    )
    return Scenario(
        title=reader.scalar(top["title"], "title"),
        source=reader.scalar(top["source"], "source") if "source" in top else "",
        seed=reader.integer(top["seed"], "seed") if "seed" in top else 0,
        setup=setup,
        steps=steps,
        expectations=expectations,
        file=source,
    )


def _setup(reader: _Reader, node: yaml.Node | None) -> TableSetup:
    if node is None:
        node = yaml.ScalarNode("tag:yaml.org,2002:null", "")
    state = reader.mapping(node, "state", _STATE_KEYS | _SEAT_WORDS)
    turn = reader.integer(state["turn"], "turn") if "turn" in state else 1
    seats = {seat: _duelist(reader, state.get(seat.value)) for seat in Seat}
    setup = TableSetup(
        seats=seats,
        turn=turn,
        turn_seat=_parse(reader, state, "turn_duelist", Seat.parse),
        phase=_parse(reader, state, "phase", lambda v: Phase(v.lower())) or Phase.MAIN1,
        lp=_lp(reader, state["lp"]) if "lp" in state else {},
    )
    try:
        state_from_setup(setup, TagRules())
    except SetupError as exc:
        raise reader.fail(f"illegal state: {exc}", node) from None
    return setup


def _parse(
    reader: _Reader, state: dict[str, yaml.Node], key: str, read: Callable[[str], Any]
) -> Any:
    if key not in state:
        return None
    text = reader.scalar(state[key], key)
    try:
        return read(text)
    except (ValueError, KeyError, RulesError):
        raise reader.fail(f"{key} cannot be {text!r}", state[key]) from None


def _lp(reader: _Reader, node: yaml.Node) -> dict[Team, int]:
    values = reader.mapping(node, "lp", {"team1", "team2"})
    return {Team.parse(k): reader.integer(v, f"lp {k}") for k, v in values.items()}


def _duelist(reader: _Reader, node: yaml.Node | None) -> DuelistSetup:
    if node is None:
        return DuelistSetup(deck=(reader.db.by_name(FILLER_CARD),) * FILLER_COPIES)
    zones = reader.mapping(node, "a duelist's cards", _SEAT_KEYS)

    def pile(key: str) -> tuple[Card, ...]:
        return (
            tuple(reader.card(n, key) for n in reader.sequence(zones[key], key))
            if key in zones
            else ()
        )

    deck = pile("deck") if "deck" in zones else (reader.db.by_name(FILLER_CARD),) * FILLER_COPIES
    monsters = (
        tuple(_monster(reader, n) for n in reader.sequence(zones["monsters"], "monsters"))
        if "monsters" in zones
        else ()
    )
    st = (
        tuple(_spell_trap(reader, n, "st") for n in reader.sequence(zones["st"], "st"))
        if "st" in zones
        else ()
    )
    field = _spell_trap(reader, zones["field"], "field") if "field" in zones else None
    return DuelistSetup(
        pile("hand"), deck, pile("extra"), pile("gy"), pile("banished"), monsters, st, field
    )


def _monster(reader: _Reader, node: yaml.Node) -> MonsterSetup:
    if isinstance(node, yaml.ScalarNode):
        return MonsterSetup(reader.card(node, "monsters"))
    item = reader.mapping(node, "a monster", {"card", "position", "zone"})
    if "card" not in item:
        raise reader.fail("a monster needs 'card'", node)
    position = Position.ATTACK
    if "position" in item:
        word = reader.scalar(item["position"], "position").lower()
        if word not in {p.value for p in Position}:
            raise reader.fail(
                f"position must be attack, defense or set, not {word!r}", item["position"]
            )
        position = Position(word)
    zone = reader.integer(item["zone"], "zone") if "zone" in item else None
    return MonsterSetup(reader.card(item["card"], "card"), position, zone)


def _spell_trap(reader: _Reader, node: yaml.Node, what: str) -> SpellTrapSetup:
    if isinstance(node, yaml.ScalarNode):
        return SpellTrapSetup(reader.card(node, what))
    item = reader.mapping(node, f"a {what} card", {"card", "set", "zone"})
    if "card" not in item:
        raise reader.fail(f"a {what} card needs 'card'", node)
    is_set = (
        reader.scalar(item["set"], "set").lower() in ("true", "yes") if "set" in item else False
    )
    zone = reader.integer(item["zone"], "zone") if "zone" in item else None
    return SpellTrapSetup(reader.card(item["card"], "card"), is_set, zone)


def _step(reader: _Reader, node: yaml.Node) -> Step:
    text = reader.scalar(node, "a do: line")
    for name in quoted_names(text):
        reader.card_named(name, node)
    return Step(text, place_of(node))


def _expectation(reader: _Reader, node: yaml.Node) -> Expectation:
    if isinstance(node, yaml.MappingNode) and len(node.value) == 1:
        # `- illegal: 1B summon "Jinzo"` is a one-key mapping in YAML (the spec accepts it)
        key, value = node.value[0]
        text = f"{key.value}: {reader.scalar(value, 'an expectation')}"
    else:
        text = reader.scalar(node, "an expectation")
    expectation = parse_expectation(text, place_of(node), source=reader.source)
    for name in [expectation.card, *quoted_names(expectation.action)]:
        if name:
            reader.card_named(name, node)
    return expectation
