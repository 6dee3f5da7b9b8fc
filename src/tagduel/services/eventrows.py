"""The values an event's state is made of, as its facts give them: a team's entry with its
Duelists A and B, a drop, a paired round, a reported result, a team's own report (a claim), a
clock change. Read-only, shared between the states an event goes through."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from tagduel.decks.model import Deck
from tagduel.i18n import lazy
from tagduel.services.errors import EventError
from tagduel.tournament.attendance import Structure
from tagduel.tournament.model import Pairing, Result


@dataclass(frozen=True, slots=True)
class Duelist:
    """A team member: designation A (first name on the registration) or B; never changes."""

    seat: str
    name: str
    deck: Deck


@dataclass(frozen=True, slots=True)
class TeamEntry:
    """A registered team; `first_round` > 1 for a late entry (losses for the rounds missed)."""

    name: str
    a: Duelist
    b: Duelist
    first_round: int
    late: bool
    deck_check: Mapping[str, Any]
    seq: int

    @property
    def duelists(self) -> tuple[Duelist, Duelist]:
        return (self.a, self.b)


@dataclass(frozen=True, slots=True)
class Drop:
    """The organiser dropped the team after round `after_round` (0: before round 1)."""

    team: str
    after_round: int
    reason: str
    seq: int


@dataclass(frozen=True, slots=True)
class PairedRound:
    number: int
    seed: int
    pairings: tuple[Pairing, ...]
    diagnostics: Mapping[str, Any]
    structure: Structure
    seq: int

    def pairing_at(self, table: int) -> Pairing:
        if 1 <= table <= len(self.pairings):  # tables are numbered 1, 2, ... in order
            pairing = self.pairings[table - 1]
            if pairing.table == table:
                return pairing
        for pairing in self.pairings:
            if pairing.table == table:
                return pairing
        last = len(self.pairings)
        tables = (
            lazy("its only table is 1") if last == 1 else lazy("its tables are 1-{last}", last=last)
        )
        raise EventError(
            lazy(
                "round {round} has no table {table} ({tables})",
                round=self.number,
                table=table,
                tables=tables,
            )
        )

    def pairing_of(self, team: str) -> Pairing | None:
        return next((p for p in self.pairings if team in p.teams), None)


@dataclass(frozen=True, slots=True)
class ReportFact:
    """A reported result, or a correction naming the fact it replaces (`replaces`)."""

    round: int
    table: int
    result: Result
    seq: int
    replaces: int | None = None
    reason: str = ""


@dataclass(frozen=True, slots=True)
class ClaimFact:
    """A team's own report of its table's result (two-sided reporting): `result` is from the
    table's point of view (team1 wins, team2 wins, draw, double loss)."""

    round: int
    table: int
    team: str
    result: Result
    by: str
    seq: int


@dataclass(frozen=True, slots=True)
class ClockFact:
    """A clock change; a correction (action `corrected`) names the fact it `replaces`."""

    round: int
    action: str
    at: datetime
    minutes: int | None
    table: int | None
    seq: int
    replaces: int | None = None
    reason: str = ""
