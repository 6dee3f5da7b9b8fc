"""The round clock read at one instant: its state and each table's time (its extension, the
time it has left, whether its time is called, whether its result is in).

`clock_status` is what the pages, the API and the CLI show; the clock itself is rebuilt from
the event's facts by `clock.py`.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from tagduel.services.clock import current_round, round_clock
from tagduel.services.clockrounds import clock_tables
from tagduel.services.projection import EventState
from tagduel.tournament.clock import ClockState, RoundClock
from tagduel.tournament.model import Pairing


@dataclass(frozen=True, slots=True)
class TableTime:
    table: int
    pairing: Pairing
    extra: timedelta
    remaining: timedelta
    called: bool
    reported: bool

    @property
    def state(self) -> str:
        """`playing`, `extra turns` (its time is called, no result yet) or `reported`."""
        if self.reported:
            return "reported"
        return "extra turns" if self.called else "playing"


@dataclass(frozen=True, slots=True)
class ClockStatus:
    """The clock of a round at one instant, with each table's time (`clock` None: not started)."""

    round: int
    clock: RoundClock | None
    at: datetime
    tables: tuple[TableTime, ...]

    @property
    def remaining(self) -> timedelta:
        return self.clock.remaining(self.at) if self.clock is not None else timedelta(0)

    @property
    def time_called(self) -> bool:
        return self.clock is not None and self.clock.time_called(self.at)

    @property
    def state(self) -> ClockState:
        """Not started, running, paused, extra turns (time called, a table still playing it
        out) or time called (every table has its result)."""
        if self.clock is None:
            return ClockState.NOT_STARTED
        state = self.clock.state(self.at)
        if state is ClockState.TIME_CALLED and any(not t.reported for t in self.tables):
            return ClockState.EXTRA_TURNS
        return state


def clock_status(state: EventState, at: datetime, round_number: int | None = None) -> ClockStatus:
    """The round's clock at `at`: its state and each table's time (a clock not yet started
    has the state `NOT_STARTED` and no tables)."""
    number = current_round(state, round_number)
    clock = round_clock(state, number)
    if clock is None:
        return ClockStatus(number, None, at, ())
    tables = tuple(
        TableTime(
            t.pairing.table,
            t.pairing,
            clock.table_extensions.get(t.pairing.table, timedelta(0)),
            clock.remaining(at, t.pairing.table),
            clock.time_called(at, t.pairing.table),
            t.reported,
        )
        for t in clock_tables(state, number)
    )
    return ClockStatus(number, clock, at, tables)
