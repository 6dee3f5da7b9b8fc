"""The round clock over the event's facts, and the end-of-match guide for a physical table.

Seed 001 B: "Tag Dueling rounds are 40 minutes in length" (the event may set another length)
and "utilize the Tier 1 End of Match procedures. • Turn Duelist will end his/her turn, and each
other Duelist will count as the (3) Extra Turns." Each clock change is a `round.clock` fact
holding the instant it happened; the instant always comes from the caller (the CLI passes the
wall clock or `--at`), so the clock is rebuilt from the facts for any moment.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from tagduel.services.errors import EventError
from tagduel.services.eventfacts import FactKind, TieSetting
from tagduel.services.events import Events, NewFacts, Written
from tagduel.services.projection import EventState
from tagduel.tournament.clock import RoundClock
from tagduel.tournament.model import Pairing


class ClockAction(enum.Enum):
    STARTED = "started"
    PAUSED = "paused"
    RESUMED = "resumed"
    EXTENDED = "extended"
    TABLE_EXTENDED = "table_extended"


@dataclass(frozen=True, slots=True)
class ClockChange:
    """One change asked of a round's clock (minutes for extensions, table for a table's)."""

    action: ClockAction
    at: datetime
    minutes: int | None = None
    table: int | None = None


@dataclass(frozen=True, slots=True)
class TableTime:
    table: int
    pairing: Pairing
    extra: timedelta
    remaining: timedelta
    called: bool
    reported: bool


@dataclass(frozen=True, slots=True)
class ClockStatus:
    """The clock of a round at one instant, with each table's time."""

    clock: RoundClock
    at: datetime
    tables: tuple[TableTime, ...]

    @property
    def remaining(self) -> timedelta:
        return self.clock.remaining(self.at)

    @property
    def time_called(self) -> bool:
        return self.clock.time_called(self.at)


def round_clock(state: EventState, round_number: int) -> RoundClock | None:
    """The round's clock as its facts leave it; None before it is started."""
    clock: RoundClock | None = None
    for fact in state.clock_facts_of(round_number):
        clock = _apply(
            state,
            clock,
            fact.round,
            ClockChange(ClockAction(fact.action), fact.at, fact.minutes, fact.table),
        )
    return clock


def change_clock(
    events: Events, name: str, change: ClockChange, round_number: int | None = None
) -> Written[RoundClock]:
    """Start, pause, resume or extend the round's clock (default: the latest round)."""

    def decide(state: EventState) -> tuple[NewFacts, RoundClock]:
        number = current_round(state, round_number)
        clock = _apply(state, round_clock(state, number), number, change)
        payload: dict[str, Any] = {
            "round": number,
            "action": change.action.value,
            "at": change.at.isoformat(),
            "minutes": change.minutes,
            "table": change.table,
        }
        return [(FactKind.ROUND_CLOCK, payload)], clock

    return events.write(name, decide)


def clock_status(state: EventState, at: datetime, round_number: int | None = None) -> ClockStatus:
    number = current_round(state, round_number)
    clock = round_clock(state, number)
    if clock is None:
        raise EventError(
            f"round {number}'s clock has not been started "
            f"(`tagduel event clock {state.name!r} start`)"
        )
    unreported = set(state.unreported(number))
    tables = tuple(
        TableTime(
            p.table,
            p,
            clock.table_extensions.get(p.table, timedelta(0)),
            clock.remaining(at, p.table),
            clock.time_called(at, p.table),
            p.table not in unreported,
        )
        for p in state.paired_round(number).pairings
        if not p.is_bye
    )
    return ClockStatus(clock, at, tables)


def current_round(state: EventState, round_number: int | None) -> int:
    if round_number is not None:
        state.paired_round(round_number)
        return round_number
    if not state.paired:
        raise EventError(f"event {state.name!r} has no round paired yet")
    return len(state.paired)


def _apply(
    state: EventState, clock: RoundClock | None, number: int, change: ClockChange
) -> RoundClock:
    action = change.action
    if action is ClockAction.STARTED:
        if clock is not None:
            raise EventError(
                f"round {number}'s clock was already started at {clock.start:%H:%M:%S}"
            )
        minutes = state.settings.round_minutes if change.minutes is None else change.minutes
        return RoundClock(number, change.at, length=timedelta(minutes=_positive(minutes)))
    if clock is None:
        raise EventError(
            f"round {number}'s clock has not been started (`tagduel event clock {state.name!r} start`)"
        )
    if action is ClockAction.PAUSED:
        return clock.pause(change.at)
    if action is ClockAction.RESUMED:
        return clock.resume(change.at)
    if change.at < clock.start:
        raise EventError(f"round {number}: {change.at:%H:%M:%S} is before the round started")
    extra = timedelta(minutes=_positive(change.minutes))
    if action is ClockAction.EXTENDED:
        return clock.extend(extra)
    table = change.table or 0
    state.paired_round(number).pairing_at(table)
    return clock.extend_table(table, extra)


MAX_MINUTES = 24 * 60
"""The longest round or extension accepted: a day (a larger number is surely a typing slip)."""


def _positive(minutes: int | None) -> int:
    if minutes is None or minutes < 1:
        raise EventError(f"give a whole number of minutes, at least 1 (not {minutes})")
    if minutes > MAX_MINUTES:
        raise EventError(f"give at most {MAX_MINUTES} minutes (a day), not {minutes}")
    return minutes


def end_of_match_guide(
    state: EventState,
    table: int,
    turn_duelist: str,
    first_team: int = 1,
    round_number: int | None = None,
) -> tuple[Pairing, list[str]]:
    """The Tier 1 procedure as numbered lines for the judge at `table` (seed 001 B)."""
    from tagduel.engine.seats import Seat, Team
    from tagduel.tournament.endofmatch import EndOfMatch, TieRule

    number = current_round(state, round_number)
    pairing = state.paired_round(number).pairing_at(table)
    if pairing.is_bye:
        raise EventError(f"round {number} table {table} is a bye: there is no match to end")
    tie = TieRule.DRAW if state.settings.tie_rule is TieSetting.DRAW else TieRule.SUDDEN_DEATH
    if first_team not in (1, 2):
        raise EventError(f"the team that went first is 1 or 2, not {first_team}")
    procedure = EndOfMatch(tie, Team.ONE if first_team == 1 else Team.TWO)
    return pairing, procedure.guide(Seat.parse(turn_duelist))
