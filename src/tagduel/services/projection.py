"""The projection: an event's log of facts folded into the tournament's state. The one place.

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

from collections.abc import Iterable, Mapping
from copy import copy
from dataclasses import dataclass, replace
from datetime import datetime
from functools import cached_property
from typing import Any

from tagduel.decks.model import Deck
from tagduel.i18n import lazy, lazy_plural
from tagduel.penalties.catalogue import Catalogue
from tagduel.penalties.codec import penalty_from_payload
from tagduel.penalties.errors import PenaltyError
from tagduel.penalties.model import IssuedPenalty, person_key
from tagduel.services.cutbracket import CutOutcome, CutReport, TopCut, resolve
from tagduel.services.effects import PenaltyEffects, penalty_effects
from tagduel.services.errors import EventError, NotATournamentError, UnknownTeamError
from tagduel.services.eventfacts import (
    EventSettings,
    FactKind,
    deck_from,
    is_tournament,
    parse_result,
)
from tagduel.services.penalties import PenaltyFactKind
from tagduel.store import EVENT_CREATED, EventInfo, Fact
from tagduel.tournament.attendance import Structure
from tagduel.tournament.model import Pairing, Result, Roster, Round, Standing, TeamId
from tagduel.tournament.standings import standings
from tagduel.tournament.topcut import Bracket


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
        twin._shared = set(_CONTAINERS)
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
        fold = _FOLDS.get(fact.kind)
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
                f"event {self.name!r} holds penalties but was never set up as a tournament: "
                f"run `tagduel event new {self.name!r}` first"
            )

    # -- teams ------------------------------------------------------------------------------

    def find_team(self, name: str) -> TeamEntry | None:
        key = person_key(name)
        return next((t for t in self.teams.values() if person_key(t.name) == key), None)

    def team(self, name: str) -> TeamEntry:
        found = self.find_team(name)
        if found is None:
            known = ", ".join(repr(t) for t in self.teams) or lazy("none yet")
            raise UnknownTeamError(
                lazy(
                    "event {event!r} has no team {team!r} (teams: {known})",
                    event=self.name,
                    team=name,
                    known=known,
                )
            )
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


def _created(state: EventState, fact: Fact) -> None:
    settings = fact.payload.get("settings") or {}
    if is_tournament(settings):
        state.settings = EventSettings.from_payload(settings)
        state.configured = True


def _configured(state: EventState, fact: Fact) -> None:
    state.settings = EventSettings.from_payload(fact.payload["settings"])
    state.configured = True


def _registered(state: EventState, fact: Fact) -> None:
    p = fact.payload
    a, b = (Duelist(d["seat"], d["name"], deck_from(d["deck"])) for d in p["duelists"])
    name = str(p["team"])
    state._mutable("teams")[name] = TeamEntry(
        name, a, b, int(p["first_round"]), bool(p["late"]), p.get("deck_check", {}), fact.seq
    )


def _dropped(state: EventState, fact: Fact) -> None:
    p = fact.payload
    state._mutable("drops")[p["team"]] = Drop(
        p["team"], int(p["after_round"]), p.get("reason", ""), fact.seq
    )


def _voided(state: EventState, fact: Fact) -> None:
    """The latest round's pairing withdrawn (never played): drops and late entries recorded
    while it stood now date from the round before it."""
    number = int(fact.payload["round"])
    if not state.paired or state.paired[-1].number != number:
        raise ValueError(f"round {number} is not the latest paired round")
    voided = state._mutable("paired").pop()
    state.clock_facts = [c for c in state.clock_facts if c.round != number]
    for team, drop in list(state.drops.items()):
        if drop.seq > voided.seq:
            state._mutable("drops")[team] = replace(
                drop, after_round=min(drop.after_round, number - 1)
            )
    for name, entry in list(state.teams.items()):
        if entry.seq > voided.seq and entry.first_round > number:
            state._mutable("teams")[name] = replace(entry, first_round=number, late=number > 1)


def _undropped(state: EventState, fact: Fact) -> None:
    del state._mutable("drops")[fact.payload["team"]]


def _paired(state: EventState, fact: Fact) -> None:
    p = fact.payload
    number = int(p["round"])
    pairings = tuple(
        Pairing(number, int(t["table"]), t["team1"], t.get("team2")) for t in p["pairings"]
    )
    s = p["structure"]
    structure = Structure(
        int(s["teams"]), int(s["rounds"]), int(s["top_cut"]), bool(s["overridden"])
    )
    state._mutable("paired").append(
        PairedRound(number, int(p["seed"]), pairings, p.get("diagnostics", {}), structure, fact.seq)
    )


def _reported(state: EventState, fact: Fact) -> None:
    p = fact.payload
    key = (int(p["round"]), int(p["table"]))
    report = ReportFact(
        key[0], key[1], parse_result(p["result"]), fact.seq, p.get("replaces"), p.get("reason", "")
    )
    state._mutable("reports")[key] = (*state.reports.get(key, ()), report)


def _clock(state: EventState, fact: Fact) -> None:
    p = fact.payload
    state._mutable("clock_facts").append(
        ClockFact(
            int(p["round"]),
            str(p["action"]),
            datetime.fromisoformat(p["at"]),
            p.get("minutes"),
            p.get("table"),
            fact.seq,
            p.get("replaces"),
            str(p.get("reason", "")),
        )
    )


def _topcut_started(state: EventState, fact: Fact) -> None:
    p = fact.payload
    state.topcut = TopCut(int(p["size"]), tuple(p["seeds"]), len(state.paired), fact.seq)


def _topcut_reported(state: EventState, fact: Fact) -> None:
    p = fact.payload
    if state.topcut is None:
        raise ValueError("a top cut result before the top cut started")
    report = CutReport(
        int(p["match"]),
        int(p["round"]),
        int(p["slot"]),
        str(p["winner"]),
        fact.seq,
        p.get("replaces"),
        p.get("reason", ""),
    )
    state.topcut = state.topcut.with_report(report)


def _claimed(state: EventState, fact: Fact) -> None:
    p = fact.payload
    key = (int(p["round"]), int(p["table"]))
    claim = ClaimFact(
        key[0], key[1], str(p["team"]), parse_result(p["result"]), str(p.get("by", "")), fact.seq
    )
    state._mutable("claims")[key] = {**state.claims.get(key, {}), claim.team: claim}


def _amended(state: EventState, fact: Fact) -> None:
    """A duelist's name or deck changed by the organiser (the team keeps its name)."""
    p = fact.payload
    entry = state.teams[str(p["team"])]
    duelists = {d.seat: d for d in entry.duelists}
    for change in p["duelists"]:
        old = duelists[change["seat"]]
        deck = deck_from(change["deck"]) if "deck" in change else old.deck
        duelists[change["seat"]] = Duelist(old.seat, str(change.get("name", old.name)), deck)
    state._mutable("teams")[entry.name] = replace(entry, a=duelists["A"], b=duelists["B"])


def _join_code_set(state: EventState, fact: Fact) -> None:
    state.join_code_hash = str(fact.payload["hash"])


def _judge_code_set(state: EventState, fact: Fact) -> None:
    state._mutable("judge_code_hashes")[str(fact.payload["role"])] = str(fact.payload["hash"])


def _judge_call(state: EventState, fact: Fact) -> None:
    """A judge call or a step of one, kept as stored (`services.judgecalls` reads them)."""
    int(fact.payload["call" if fact.kind != FactKind.JUDGE_CALL_MADE.value else "table"])
    state._mutable("call_facts").append(fact)


def _penalty_issued(state: EventState, fact: Fact) -> None:
    state._mutable("issued")[fact.seq] = penalty_from_payload(
        fact.payload, state.catalogue, event=state.info.name, number=fact.seq
    )


def _penalty_voided(state: EventState, fact: Fact) -> None:
    state._mutable("voided").add(int(fact.payload["voids"]))


_CONTAINERS = (
    "teams",
    "drops",
    "paired",
    "reports",
    "clock_facts",
    "issued",
    "voided",
    "claims",
    "judge_code_hashes",
    "call_facts",
)
"""The state's containers a fold may change (through `EventState._mutable`)."""

_FOLDS = {
    EVENT_CREATED: _created,
    FactKind.CONFIGURED.value: _configured,
    FactKind.TEAM_REGISTERED.value: _registered,
    FactKind.TEAM_DROPPED.value: _dropped,
    FactKind.ROUND_PAIRED.value: _paired,
    FactKind.ROUND_VOIDED.value: _voided,
    FactKind.DROP_UNDONE.value: _undropped,
    FactKind.RESULT_REPORTED.value: _reported,
    FactKind.RESULT_CORRECTED.value: _reported,
    FactKind.ROUND_CLOCK.value: _clock,
    FactKind.TOPCUT_STARTED.value: _topcut_started,
    FactKind.TOPCUT_REPORTED.value: _topcut_reported,
    FactKind.TOPCUT_CORRECTED.value: _topcut_reported,
    FactKind.RESULT_CLAIMED.value: _claimed,
    FactKind.TEAM_AMENDED.value: _amended,
    FactKind.JOIN_CODE_SET.value: _join_code_set,
    FactKind.JUDGE_CODE_SET.value: _judge_code_set,
    FactKind.JUDGE_CALL_MADE.value: _judge_call,
    FactKind.JUDGE_CALL_CLAIMED.value: _judge_call,
    FactKind.JUDGE_CALL_ESCALATED.value: _judge_call,
    FactKind.JUDGE_CALL_RESOLVED.value: _judge_call,
    PenaltyFactKind.ISSUED.value: _penalty_issued,
    PenaltyFactKind.VOIDED.value: _penalty_voided,
}
