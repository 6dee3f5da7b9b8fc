"""Reading a scenario file's text into a `Scenario` (../shared/spec/scenario-format.md, format
version 1.1).

Everything wrong with the file is a `ScenarioFormatError` with its line and column: bad YAML,
YAML nested deeper than any scenario needs, a missing title, an unknown key, a number out of
range, a card name the card database does not know (with the closest names), an unquoted `: `
in a `do:` line, an expectation in no known form, and a position the rules do not allow ("An
illegal state is an error, not a failed expectation"), such as a turn duelist who does not fit
the turn order of the team that opened.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import yaml

from tagduel.cards.db import CardDB, UnknownCardError
from tagduel.cards.model import Card
from tagduel.engine.errors import RulesError, SetupError
from tagduel.engine.rules import TagRules
from tagduel.engine.seats import Seat, Team, seat_of_turn, turn_order
from tagduel.engine.setup import (
    MAX_TURN,
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
_STATE_KEYS = {"turn", "turn_duelist", "first_team", "phase", "lp", "manual"}
MAX_DEPTH = 16
"""The deepest nesting of YAML lists and mappings accepted: a scenario needs 5 at most, and a
deeper file could exhaust the YAML reader's recursion."""
_SHOWN = 40  # characters of a bad value shown in an error
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

    def integer(
        self, node: yaml.Node, what: str, low: int | None = None, high: int | None = None
    ) -> int:
        """A whole number, from `low` to `high` when given."""
        text = self.scalar(node, what)
        shown = text if len(text) <= _SHOWN else text[:_SHOWN] + "…"
        bounds = _bounds(low, high)
        try:
            value = int(text)
        except ValueError:
            raise self.fail(f"{what} must be a whole number{bounds}, not {shown!r}", node) from None
        if (low is not None and value < low) or (high is not None and value > high):
            raise self.fail(f"{what} must be a whole number{bounds}, not {shown}", node)
        return value

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


def _bounds(low: int | None, high: int | None) -> str:
    if low is not None and high is not None:
        return f" from {low:,} to {high:,}"
    if low is not None:
        return f" of {low:,} or more"
    return "" if high is None else f" of {high:,} or less"


def place_of(node: yaml.Node) -> Place:
    """Where `node` starts in the file."""
    mark = node.start_mark
    return Place(mark.line + 1, mark.column + 1)


def load_scenario(text: str, db: CardDB, *, source: str = "") -> Scenario:
    """A scenario from the text of its file; ScenarioFormatError when malformed."""
    root = _compose(text, source)
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
        manual=_manual(reader, top.get("state")),
    )


def _manual(reader: _Reader, node: yaml.Node | None) -> bool:
    """`state: manual: true` turns manual mode on (cards without a script played by hand)."""
    if node is None:
        return False
    found = reader.mapping(node, "state", _STATE_KEYS | _SEAT_WORDS).get("manual")
    if found is None:
        return False
    word = reader.scalar(found, "manual").lower()
    if word not in ("true", "false"):
        raise reader.fail(f"manual is true or false, not {word!r}", found)
    return word == "true"


def _compose(text: str, source: str) -> yaml.Node | None:
    """The YAML node tree of `text`; a ScenarioFormatError for bad or too deeply nested YAML."""
    try:
        _check_depth(text, source)
        return yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark
        place = Place(mark.line + 1, mark.column + 1) if mark is not None else None
        raise ScenarioFormatError(
            f"not valid YAML: {exc.problem}{_hint(exc)}", source=source, place=place
        ) from None
    except yaml.YAMLError as exc:
        raise ScenarioFormatError(f"not valid YAML: {exc}", source=source) from None
    except RecursionError:  # nesting the depth check let through still must not escape
        raise ScenarioFormatError("not valid YAML: nested too deeply", source=source) from None


def _check_depth(text: str, source: str) -> None:
    """Refuse lists and mappings nested deeper than MAX_DEPTH, before the (recursive) YAML
    composer sees them; the parser's events come one by one, without recursion."""
    depth = 0
    for event in yaml.parse(text, Loader=yaml.SafeLoader):
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                mark = event.start_mark
                raise ScenarioFormatError(
                    f"lists and mappings nested more than {MAX_DEPTH} deep; "
                    "a scenario needs no more than 5",
                    source=source,
                    place=Place(mark.line + 1, mark.column + 1) if mark else None,
                )
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1


def _hint(exc: yaml.MarkedYAMLError) -> str:
    if exc.problem and "mapping values are not allowed" in exc.problem:
        return " (a line holding ': ', as in a card name, must be quoted: - 'LINE')"
    return ""


def _setup(reader: _Reader, node: yaml.Node | None) -> TableSetup:
    if node is None:
        node = yaml.ScalarNode("tag:yaml.org,2002:null", "")
    state = reader.mapping(node, "state", _STATE_KEYS | _SEAT_WORDS)
    turn = reader.integer(state["turn"], "turn", 1, MAX_TURN) if "turn" in state else 1
    turn_seat: Seat | None = _parse(reader, state, "turn_duelist", Seat.parse)
    first_team = _first_team(reader, state, turn, turn_seat)
    seats = {seat: _duelist(reader, state.get(seat.value)) for seat in Seat}
    setup = TableSetup(
        seats=seats,
        turn=turn,
        turn_seat=turn_seat,
        phase=_parse(reader, state, "phase", lambda v: Phase(v.lower())) or Phase.MAIN1,
        lp=_lp(reader, state["lp"]) if "lp" in state else {},
        first_team=first_team,
    )
    try:
        state_from_setup(setup, TagRules())
    except SetupError as exc:
        raise reader.fail(f"illegal state: {exc}", node) from None
    return setup


def _first_team(reader: _Reader, state: dict[str, yaml.Node], turn: int, seat: Seat | None) -> Team:
    """The team that opened (format 1.1 `first_team`, default 1); the turn duelist must fit its
    turn order (seed 001 B). Without `first_team`, a turn duelist that fits only team 2's order
    says team 2 opened (the runner's older extension, kept)."""
    if "first_team" in state:
        team: Team = _parse(reader, state, "first_team", Team.parse)
        if seat is not None and seat is not seat_of_turn(turn, team):
            raise reader.fail(_misfit(seat, turn, (team,)), state["turn_duelist"])
        return team
    if seat is None or seat is seat_of_turn(turn, Team.ONE):
        return Team.ONE
    if seat is seat_of_turn(turn, Team.TWO):
        return Team.TWO
    raise reader.fail(_misfit(seat, turn, tuple(Team)), state["turn_duelist"])


def _misfit(seat: Seat, turn: int, teams: tuple[Team, ...]) -> str:
    orders = "; ".join(
        f"when team {team.value} opens, turn {turn} is {seat_of_turn(turn, team).value}'s "
        f"(the turn order is {', '.join(s.value for s in turn_order(team))})"
        for team in teams
    )
    return f"illegal state: turn_duelist {seat.value} does not fit turn {turn}: {orders}"


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
    return {Team.parse(k): reader.integer(v, f"lp {k}", 0) for k, v in values.items()}


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
    if isinstance(node, yaml.MappingNode) and len(node.value) == 1:
        raise reader.fail(_mapping_in_do(node), node)
    text = reader.scalar(node, "a do: line")
    for name in quoted_names(text):
        reader.card_named(name, node)
    return Step(text, place_of(node))


def _mapping_in_do(node: yaml.MappingNode) -> str:
    """Why a one-key mapping in `do:` is an error: YAML read a `: ` in the line as a key."""
    key, value = node.value[0]
    if str(key.value).strip().lower() in ("illegal", "legal"):
        return f"'{key.value}:' lines are expectations: put them under 'expect:', not 'do:'"
    line = f"{key.value}: {value.value}" if isinstance(value, yaml.ScalarNode) else key.value
    quoted = line.replace("'", "''")
    return (
        "YAML read this do: line as a mapping because it holds ': ' (in a card name?); "
        f"quote the line: - '{quoted}'"
    )


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
