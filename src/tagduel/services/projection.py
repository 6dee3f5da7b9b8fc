"""The projection: an event's log of facts folded into the tournament's state (how each kind
of fact changes it: `services.folds`; the values it is made of: `services.eventrows`).

`project(info, facts, catalogue)` reads every fact once, in order, into plain values: the
settings, the teams with their Duelists A and B and decks (decoded once, when folded), the
organiser's drops, the paired rounds, every reported and corrected result, the clock facts, the
top cut, the judges' penalties and voids, the judge codes, the judge calls (kept as stored: read
by `services.judgecalls`). `state.advanced(new_facts)` folds only facts newer than the state
into a new state, sharing everything unchanged: a server keeps the latest state of each event
and never re-reads its whole log. States are never changed once built, so
readers on other threads can keep using the one they hold.

What the domain needs is derived from those on read (`EventState.rounds()`, `.roster()`,
`.standings()`, cached per state): nothing derived is ever stored, so a correction or a voided
penalty changes the standings at once.
"""

from __future__ import annotations

from collections.abc import Iterable
from copy import copy
from dataclasses import replace
from functools import cached_property
from typing import Any

from tagduel.i18n import lazy, lazy_plural
from tagduel.penalties.catalogue import Catalogue
from tagduel.penalties.errors import PenaltyError
from tagduel.penalties.model import IssuedPenalty, person_key
from tagduel.services.cutbracket import CutOutcome, TopCut, resolve
from tagduel.services.effects import PenaltyEffects, penalty_effects
from tagduel.services.errors import EventError, NotATournamentError, UnknownTeamError
from tagduel.services.eventfacts import (
    EventSettings,
)
from tagduel.services.eventrows import (
    ClaimFact,
    ClockFact,
    Drop,
    Duelist,
    PairedRound,
    ReportFact,
    TeamEntry,
)
from tagduel.services.folds import CONTAINERS, FOLDS
from tagduel.store import EventInfo, Fact
from tagduel.tournament.attendance import Structure
from tagduel.tournament.model import Result, Roster, Round, Standing, TeamId
from tagduel.tournament.standings import standings
from tagduel.tournament.topcut import Bracket

__all__ = [
    "ClaimFact",
    "ClockFact",
    "Drop",
    "Duelist",
    "EventState",
    "PairedRound",
    "ReportFact",
    "TeamEntry",
    "project",
]


class EventState:
    """An event as its facts say it is now. Built by `project` or `advanced`; read-only."""

    def __init__(self, info: EventInfo, catalogue: Catalogue) -> None:
        self.info = info
        self.catalogue = catalogue
        self.settings = EventSettings()
        self.configured = False
        self.teams: dict[str, TeamEntry] = {}
        self.drops: dict[str, Drop] = {}
        self.paired: list[PairedRound] = []
        self.reports: dict[tuple[int, int], tuple[ReportFact, ...]] = {}
        self.clock_facts: list[ClockFact] = []
        self.topcut: TopCut | None = None
        self.issued: dict[int, IssuedPenalty] = {}
        self.voided: set[int] = set()
        self.claims: dict[tuple[int, int], dict[str, ClaimFact]] = {}
        self.join_code_hash: str | None = None
        self.judge_code_hashes: dict[str, str] = {}
        self.call_facts: list[Fact] = []
        self.last_seq = 0
        self._shared: set[str] = set()
        """The containers still shared with the state this one was forked from (`_mutable`)."""

    @property
    def name(self) -> str:
        return self.info.name

    def advanced(self, facts: Iterable[Fact]) -> EventState:
        """A new state: this one with `facts` (newer than `last_seq`) folded in; this one is
        left as it was. Facts already folded are skipped."""
        new = [f for f in facts if f.seq > self.last_seq]
        if not new:
            return self
        state = self._fork()
        for fact in new:
            state._fold(fact)
        return state

    def _fork(self) -> EventState:
        """A twin sharing every container (a fold copies one before changing it: `_mutable`;
        at a round end each report makes a new state, and copying the teams and every result
        each time was most of the write's work); the derived caches gone."""
        twin = EventState(self.info, self.catalogue)
        twin.settings, twin.configured = self.settings, self.configured
        twin.teams, twin.drops = self.teams, self.drops
        twin.paired, twin.reports = self.paired, self.reports
        twin.clock_facts, twin.topcut = self.clock_facts, self.topcut
        twin.issued, twin.voided = self.issued, self.voided
        twin.claims, twin.join_code_hash = self.claims, self.join_code_hash
        twin.judge_code_hashes, twin.call_facts = self.judge_code_hashes, self.call_facts
        twin.last_seq = self.last_seq
        twin._shared = set(CONTAINERS)
        return twin

    def _mutable(self, name: str) -> Any:
        """The container `name`, copied first while it is shared with the state this one was
        forked from (which stays as it was). Every fold changes a container through this."""
        if name in self._shared:
            self._shared.discard(name)
            setattr(self, name, copy(getattr(self, name)))
        return getattr(self, name)

    def _fold(self, fact: Fact) -> None:
        self.last_seq = max(self.last_seq, fact.seq)
        fold = FOLDS.get(fact.kind)
        if fold is None:
            return
        try:
            fold(self, fact)
        except (KeyError, TypeError, ValueError, PenaltyError, EventError) as exc:
            raise EventError(
                f"event {self.info.name!r}: fact #{fact.seq} ({fact.kind}) cannot be read: {exc!r}"
            ) from None

    @cached_property
    def penalties(self) -> list[IssuedPenalty]:
        """The event's penalties in force (voided ones left out), oldest first."""
        return [p for number, p in sorted(self.issued.items()) if number not in self.voided]

    def require_tournament(self) -> None:
        if not self.configured:
            raise NotATournamentError(
                lazy(
                    "event {event!r} holds penalties but was never set up as a tournament: set it "
                    "up first",
                    event=self.name,
                ),
                cli=f"event {self.name!r} holds penalties but was never set up as a tournament: "
                f"run `tagduel event new {self.name!r}` first",
            )

    # -- teams ------------------------------------------------------------------------------

    def find_team(self, name: str) -> TeamEntry | None:
        key = person_key(name)
        return next((t for t in self.teams.values() if person_key(t.name) == key), None)

    def team(self, name: str) -> TeamEntry:
        found = self.find_team(name)
        if found is None:
            raise UnknownTeamError.named(self.name, name, self.teams)
        return found

    def team_of_person(self, person: str) -> TeamEntry | None:
        key = person_key(person)
        return next(
            (t for t in self.teams.values() if key in (person_key(t.a.name), person_key(t.b.name))),
            None,
        )

    # -- rounds and results -----------------------------------------------------------------

    def paired_round(self, number: int) -> PairedRound:
        if not 1 <= number <= len(self.paired):
            count = len(self.paired)
            done = (
                lazy_plural(count, "round 1", "rounds 1-{count}") if count else lazy("no round yet")
            )
            raise EventError(
                lazy(
                    "round {round} of {event!r} is not paired ({done} paired)",
                    round=number,
                    event=self.name,
                    done=done,
                )
            )
        return self.paired[number - 1]

    def reported(self, round_number: int, table: int) -> ReportFact | None:
        """The table's current report (a correction replaces what it names), if any."""
        history = self.reports.get((round_number, table))
        return history[-1] if history else None

    def structure(self) -> Structure | None:
        return self.paired[-1].structure if self.paired else None

    def rounds_paired_before(self, seq: int) -> int:
        return sum(1 for r in self.paired if r.seq < seq)

    @cached_property
    def _swiss_effects(self) -> PenaltyEffects:
        started = self.topcut.seq if self.topcut is not None else None
        return penalty_effects(
            self.penalties, self.paired, self._resolve_team, self.rounds_paired_before, started
        )

    @cached_property
    def cut(self) -> CutOutcome | None:
        """The top cut as its reports and the penalties in force decide it (None: not started)."""
        if self.topcut is None:
            return None
        swiss = self._swiss_effects
        return resolve(self.topcut, swiss.cut, swiss.effects)

    @cached_property
    def effects(self) -> PenaltyEffects:
        """What the event's penalties in force do to results, drops and prizes (seed 000),
        in the Swiss rounds and in the top cut."""
        swiss = self._swiss_effects
        if self.cut is None:
            return swiss
        texts = self.cut.effects
        return replace(swiss, effects=[texts.get(e.number, e) for e in swiss.effects])

    def _resolve_team(self, penalty: IssuedPenalty) -> str | None:
        entry = self.find_team(penalty.offender.team) if penalty.offender.team else None
        entry = entry or self.team_of_person(penalty.offender.person)
        return entry.name if entry is not None else None

    def result_at(self, round_number: int, table: int) -> Result | None:
        """The table's result in force: a penalty's, else the last report; a bye is a bye."""
        pairing = self.paired_round(round_number).pairing_at(table)
        if pairing.is_bye:
            return Result.BYE
        decided = self.effects.result_for(pairing)
        if decided is not None:
            return decided
        report = self.reported(round_number, table)
        return report.result if report is not None else None

    @cached_property
    def _rounds(self) -> list[Round]:
        out = []
        for paired in self.paired:
            results = {}
            for pairing in paired.pairings:
                result = None if pairing.is_bye else self.result_at(paired.number, pairing.table)
                if result is not None:
                    results[pairing.table] = result
            out.append(Round(paired.number, paired.pairings, results))
        return out

    def rounds(self) -> list[Round]:
        """The domain's rounds: pairings with the results in force (penalties applied)."""
        return list(self._rounds)

    def unreported(self, round_number: int) -> list[int]:
        return self._rounds[round_number - 1].unreported_tables()

    @cached_property
    def _roster(self) -> Roster:
        joined: dict[TeamId, int] = {
            t.name: t.first_round for t in self.teams.values() if t.first_round > 1
        }
        dropped: dict[TeamId, int] = {d.team: d.after_round for d in self.drops.values()}
        for team, after in self.effects.drops.items():
            dropped[team] = min(after, dropped.get(team, after))
        return Roster(tuple(self.teams), joined, dropped)

    def roster(self) -> Roster:
        return self._roster

    def is_dropped(self, team: str) -> bool:
        return self._roster.is_dropped(team)

    @cached_property
    def _standings(self) -> list[Standing]:
        return standings(self._rounds, self._roster, self.settings.standings)

    def standings(self) -> list[Standing]:
        return list(self._standings)

    def bracket(self) -> Bracket | None:
        """The top cut in force: reports and corrections, with the penalties applied."""
        return self.cut.bracket if self.cut is not None else None

    def clock_facts_of(self, round_number: int) -> list[ClockFact]:
        return [c for c in self.clock_facts if c.round == round_number]


def project(info: EventInfo, facts: Iterable[Fact], catalogue: Catalogue) -> EventState:
    """Fold the event's facts, in log order, into its state."""
    return EventState(info, catalogue).advanced(facts)
