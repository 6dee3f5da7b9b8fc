"""The penalty system's values: penalties, infractions and what a judge issues.

Enumerations name things; the words, effects and remedies for them come from the catalogue data
file (`catalogue.json`), read by `tagduel.penalties.catalogue`. Everything here is frozen.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime

from tagduel.names import name_key


class Lang(enum.Enum):
    """The two languages of the catalogue: Japanese (the authority) and English."""

    JA = "ja"
    EN = "en"


class Penalty(enum.Enum):
    """The six penalties of seed 000, lightest first; comparison follows this order."""

    CAUTION = "caution"
    WARNING = "warning"
    DUEL_LOSS = "duel_loss"
    MATCH_LOSS = "match_loss"
    DQ = "dq"
    DQ_FORFEIT = "dq_forfeit"

    @property
    def rank(self) -> int:
        return _PENALTY_ORDER.index(self)

    def next_higher(self) -> Penalty | None:
        """The next heavier penalty (Rule B's proposal), or None above disqualification."""
        rank = self.rank
        return _PENALTY_ORDER[rank + 1] if rank + 1 < len(_PENALTY_ORDER) else None

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Penalty):
            return NotImplemented
        return self.rank < other.rank

    def __le__(self, other: object) -> bool:
        if not isinstance(other, Penalty):
            return NotImplemented
        return self.rank <= other.rank

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, Penalty):
            return NotImplemented
        return self.rank > other.rank

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, Penalty):
            return NotImplemented
        return self.rank >= other.rank


_PENALTY_ORDER: tuple[Penalty, ...] = tuple(Penalty)


class Group(enum.Enum):
    """The infraction groups of seed 000, in its order."""

    DECK = "deck"
    DECK_LIST = "deck_list"
    RULES = "rules"
    TARDINESS = "tardiness"
    MARKED_CARDS = "marked_cards"
    SLOW_PLAY = "slow_play"
    IMPROPER_RESULT = "improper_result"
    FRAUD = "fraud"
    TALKING = "talking"


class Seat(enum.Enum):
    """A duelist's designation in the team, fixed for the event (seed 001 A)."""

    A = "A"
    B = "B"


class Timing(enum.Enum):
    """When the infraction was committed, which decides where a loss applies (seed 000)."""

    DURING_DUEL = "during_duel"
    BETWEEN_DUELS = "between_duels"
    BETWEEN_MATCHES = "between_matches"
    MATCH_ALREADY_LOST = "match_already_lost"


class MatchConsequence(enum.Enum):
    """What a penalty does to the duelist's team's results; the tournament applies it."""

    NONE = "none"
    TEAM_LOSES_CURRENT_DUEL = "team_loses_current_duel"
    TEAM_LOSES_NEXT_DUEL = "team_loses_next_duel"
    TEAM_LOSES_CURRENT_MATCH = "team_loses_current_match"
    MAY_APPLY_TO_NEXT_MATCH = "may_apply_to_next_match"
    TEAM_LOSES_NEXT_MATCH = "team_loses_next_match"
    TEAM_LOSES_MATCH_AND_DROPPED = "team_loses_match_and_dropped"
    TEAM_DROPPED_PRIZES_WITHDRAWN = "team_dropped_prizes_withdrawn"

    @property
    def drops_team(self) -> bool:
        return self in (
            MatchConsequence.TEAM_LOSES_MATCH_AND_DROPPED,
            MatchConsequence.TEAM_DROPPED_PRIZES_WITHDRAWN,
        )

    @property
    def withdraws_prizes(self) -> bool:
        return self is MatchConsequence.TEAM_DROPPED_PRIZES_WITHDRAWN


class NextMatch(enum.Enum):
    """The judge's choice for a match loss committed between matches or in a lost match."""

    APPLY = "apply"
    WAIVE = "waive"


class UpgradeChoice(enum.Enum):
    """The head judge's answer to Rule B's proposed upgrade on a repeat."""

    ACCEPTED = "accepted"
    DECLINED = "declined"


class FactType(enum.Enum):
    """How a fact's value is written and read."""

    BOOL = "bool"
    DURATION = "duration"
    CHOICE = "choice"
    TEXT = "text"


@dataclass(frozen=True, slots=True, order=True)
class Duration:
    """A length of time in whole seconds, written m:ss (tardiness: time since the set time)."""

    seconds: int

    def to_text(self) -> str:
        minutes, seconds = divmod(self.seconds, 60)
        return f"{minutes}:{seconds:02d}"


FactValue = bool | Duration | str
"""A parsed fact: yes/no, a duration, a choice or free text."""


@dataclass(frozen=True, slots=True)
class Text:
    """A text in both languages, with the seed 000 lines it renders (empty: project's words)."""

    ja: str
    en: str
    seed_lines: tuple[int, ...] = ()

    def in_(self, lang: Lang) -> str:
        return self.ja if lang is Lang.JA else self.en


@dataclass(frozen=True, slots=True)
class PenaltyType:
    """One rung of the penalty ladder as the data file describes it."""

    penalty: Penalty
    name: Text
    effects: tuple[Text, ...]
    recorded: bool


@dataclass(frozen=True, slots=True)
class FactSpec:
    """A fact an infraction needs or accepts, e.g. `can_undo` (bool) or `minutes_late`."""

    key: str
    type: FactType
    required: bool
    question: Text
    choices: tuple[str, ...] = ()
    refuse: Mapping[str, Text] = field(default_factory=dict)

    def expected(self) -> str:
        """How to write a value, for error messages: 'yes|no', 'm:ss or minutes', …"""
        if self.type is FactType.BOOL:
            return "yes|no"
        if self.type is FactType.DURATION:
            return "minutes (7, 4.5) or m:ss (4:59)"
        if self.type is FactType.CHOICE:
            return "|".join(self.choices)
        return "text"


@dataclass(frozen=True, slots=True)
class DurationAtLeast:
    """A condition on a duration fact: at least this many seconds."""

    seconds: int


Condition = bool | str | DurationAtLeast


@dataclass(frozen=True, slots=True)
class Outcome:
    """A conditional rule: when every fact matches, raise the penalty, swap the remedy, note."""

    when: Mapping[str, Condition]
    penalty: Penalty | None = None
    remedy: Text | None = None
    because: Text | None = None

    def matches(self, facts: Mapping[str, FactValue]) -> bool:
        return all(_holds(cond, facts.get(key)) for key, cond in self.when.items())


def _holds(condition: Condition, value: FactValue | None) -> bool:
    if value is None:
        return False
    if isinstance(condition, DurationAtLeast):
        return isinstance(value, Duration) and value.seconds >= condition.seconds
    return type(value) is type(condition) and value == condition


@dataclass(frozen=True, slots=True)
class Infraction:
    """One infraction of seed 000 with its guideline penalty, remedy and conditions."""

    id: str
    group: Group
    description: Text
    penalty: Penalty
    remedy: Text | None = None
    notes: tuple[Text, ...] = ()
    facts: tuple[FactSpec, ...] = ()
    outcomes: tuple[Outcome, ...] = ()

    def fact(self, key: str) -> FactSpec | None:
        return next((f for f in self.facts if f.key == key), None)


@dataclass(frozen=True, slots=True)
class Offender:
    """The duelist a penalty is issued to: recorded against the person (seed 001 A)."""

    person: str
    team: str = ""
    seat: Seat | None = None


@dataclass(frozen=True, slots=True)
class Occasion:
    """Where and when: event, round, table, the time, when in the match, and the judge."""

    at: datetime
    timing: Timing = Timing.DURING_DUEL
    event: str = ""
    round: int | None = None
    table: int | None = None
    judge: str = ""


@dataclass(frozen=True, slots=True)
class Decision:
    """What the head judge decides beside the guideline (Rules A and B)."""

    actual: Penalty | None = None
    reason: str = ""
    upgrade: UpgradeChoice | None = None
    next_match: NextMatch | None = None


@dataclass(frozen=True, slots=True)
class Repeat:
    """Rule B: the earlier penalties for the same infraction, and the proposed upgrade."""

    earlier: tuple[int, ...]
    proposed: Penalty | None
    choice: UpgradeChoice | None = None


@dataclass(frozen=True, slots=True)
class IssuedPenalty:
    """A penalty as issued: guideline beside actual, the reason, the consequence for the team.

    `number` is its place in the event's log once stored (None before).
    """

    infraction: str
    offender: Offender
    occasion: Occasion
    facts: Mapping[str, FactValue]
    guideline: Penalty
    actual: Penalty
    consequence: MatchConsequence
    reason: str = ""
    repeat: Repeat | None = None
    next_match: NextMatch | None = None
    number: int | None = None

    @property
    def deviates(self) -> bool:
        return self.actual is not self.guideline


def person_key(name: str) -> str:
    """The form person names are matched in across events: NFKC, case and spacing ignored
    (a full-width "Ａｋｉ Ｉｚａｙｏｉ" is "Aki Izayoi")."""
    return name_key(name)
