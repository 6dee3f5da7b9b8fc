"""A scenario as data: the position, the action lines and the expectations, each with its place
in the file (../shared/spec/scenario-format.md, format version 1.1)."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tagduel.engine.setup import TableSetup
from tagduel.errors import TagDuelError


@dataclass(frozen=True, slots=True)
class Place:
    """Where something is in the scenario file: 1-based line and column."""

    line: int
    column: int

    def to_text(self) -> str:
        return f"line {self.line}, column {self.column}"


class ScenarioFormatError(TagDuelError):
    """A malformed scenario file (exit status 2): says the file, line and column."""

    def __init__(self, message: str, *, source: str = "", place: Place | None = None) -> None:
        self.reason = message
        self.source = source
        self.place = place
        where = source
        if place is not None:
            where = f"{where}:{place.line}:{place.column}" if where else place.to_text()
        super().__init__(f"{where}: {message}" if where else message)


class Op(enum.Enum):
    """Comparison operators of expectations."""

    EQ = "=="
    NE = "!="
    LT = "<"
    LE = "<="
    GT = ">"
    GE = ">="

    def holds(self, actual: object, wanted: object) -> bool:
        if self is Op.EQ:
            return actual == wanted
        if self is Op.NE:
            return actual != wanted
        if not isinstance(actual, int) or not isinstance(wanted, int):
            return False
        return {
            Op.LT: actual < wanted,
            Op.LE: actual <= wanted,
            Op.GT: actual > wanted,
            Op.GE: actual >= wanted,
        }[self]


class Subject(enum.Enum):
    """What an expectation looks at."""

    LP = "lp"
    COUNT = "count"
    HAS = "has"
    LACKS = "lacks"
    POSITION = "position"
    ATK = "atk"
    DEF = "def"
    TURN = "turn"
    TURN_DUELIST = "turn_duelist"
    PHASE = "phase"
    PENDING = "pending"
    WINNER = "winner"
    ILLEGAL = "illegal"
    LEGAL = "legal"


@dataclass(frozen=True, slots=True)
class Expectation:
    """One `expect:` line, parsed. `who` is a seat or team word, `zone` a zone word, `card` a
    name, `value` what is compared against (an int or a word), `action` an action line."""

    text: str
    place: Place
    subject: Subject
    op: Op = Op.EQ
    who: str = ""
    zone: str = ""
    card: str = ""
    value: int | str = ""
    action: str = ""


@dataclass(frozen=True, slots=True)
class Step:
    """One `do:` line."""

    text: str
    place: Place


@dataclass(frozen=True, slots=True)
class Scenario:
    title: str
    source: str
    seed: int
    setup: TableSetup
    steps: tuple[Step, ...]
    expectations: tuple[Expectation, ...]
    file: str = ""
    manual: bool = False  # `state: manual: true`: cards without a script are played by hand
