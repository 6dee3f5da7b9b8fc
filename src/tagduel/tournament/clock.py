"""The round clock: a round's timer with pauses, round extensions and per-table extensions.

Seed 001 B: "Tag Dueling rounds are 40 minutes in length." Issue 6 adds per-table time
extensions (e.g. +3 minutes after a judge call). The clock never reads the wall clock: every
question takes the instant `at`, so the services can rebuild it from the logged facts and ask
it about any moment. A `RoundClock` is frozen; each change returns a new clock.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta

from tagduel.i18n import lazy
from tagduel.tournament.errors import ClockError

ROUND_LENGTH = timedelta(minutes=40)
"""Seed 001 B: "Tag Dueling rounds are 40 minutes in length."."""

JUDGE_CALL_EXTENSION = timedelta(minutes=3)
"""A suggested per-table extension after a judge call (issue 6's example)."""


class ClockState(enum.Enum):
    """Where a round's clock stands, in the words the organiser reads."""

    NOT_STARTED = "not started"
    RUNNING = "running"
    PAUSED = "paused"
    TIME_CALLED = "time called"
    """Time has been called and every table has its result."""
    EXTRA_TURNS = "extra turns"
    """Time has been called; tables without a result play the end-of-match procedure (the
    current turn and the extra turns, seed 001 B)."""


@dataclass(frozen=True, slots=True)
class RoundClock:
    """A round's clock: started at `start`, running for `length` plus `extension`, less the
    time spent paused; each table may have extra time of its own."""

    round: int
    start: datetime
    length: timedelta = ROUND_LENGTH
    extension: timedelta = timedelta(0)
    table_extensions: Mapping[int, timedelta] = field(default_factory=dict)
    paused_for: timedelta = timedelta(0)
    paused_at: datetime | None = None
    called_after: timedelta | None = None
    """Set when the organiser calls time early: the running time at that moment becomes the
    round's time (tables keep their own extensions on top of it)."""

    def __post_init__(self) -> None:
        if self.length <= timedelta(0):
            raise ClockError(
                lazy("round {round}: a round needs a positive length", round=self.round)
            )

    @property
    def paused(self) -> bool:
        return self.paused_at is not None

    def pause(self, at: datetime) -> RoundClock:
        self._check_time(at)
        if self.paused_at is not None:
            raise ClockError(lazy("round {round}: the clock is already paused", round=self.round))
        return replace(self, paused_at=at)

    def resume(self, at: datetime) -> RoundClock:
        self._check_time(at)
        if self.paused_at is None:
            raise ClockError(lazy("round {round}: the clock is not paused", round=self.round))
        if at < self.paused_at:
            raise ClockError(lazy("round {round}: resumed before it was paused", round=self.round))
        return replace(self, paused_at=None, paused_for=self.paused_for + (at - self.paused_at))

    def extend(self, extra: timedelta) -> RoundClock:
        """More time for every table of the round."""
        _check_positive(extra, lazy("round {round}", round=self.round))
        return replace(self, extension=self.extension + extra)

    def extend_table(self, table: int, extra: timedelta = JUDGE_CALL_EXTENSION) -> RoundClock:
        """More time for one table (after a judge call); extensions add up."""
        _check_positive(extra, lazy("round {round} table {table}", round=self.round, table=table))
        if table < 1:
            raise ClockError(
                lazy("round {round}: there is no table {table}", round=self.round, table=table)
            )
        total = self.table_extensions.get(table, timedelta(0)) + extra
        return replace(self, table_extensions={**self.table_extensions, table: total})

    def call(self, at: datetime) -> RoundClock:
        """Time called now for the round (before its time ran out): the end-of-match procedure
        begins at every table without extra time of its own."""
        if self.time_called(at):
            raise ClockError(lazy("round {round}: time has already been called", round=self.round))
        return replace(self, called_after=self.elapsed(at))

    def elapsed(self, at: datetime) -> timedelta:
        """Running time at `at`: time since the start less the time spent paused."""
        self._check_time(at)
        now = at if self.paused_at is None else min(at, self.paused_at)
        return now - self.start - self.paused_for

    def allowed(self, table: int | None = None) -> timedelta:
        """The time a table (or, with None, the round as a whole) is given."""
        extra = timedelta(0) if table is None else self.table_extensions.get(table, timedelta(0))
        round_time = (
            self.length + self.extension if self.called_after is None else self.called_after
        )
        return round_time + extra

    def remaining(self, at: datetime, table: int | None = None) -> timedelta:
        """Time left at `at` for `table` (None: the round without table extensions); never
        below zero."""
        return max(self.allowed(table) - self.elapsed(at), timedelta(0))

    def time_called(self, at: datetime, table: int | None = None) -> bool:
        """True once `table`'s time has run out: its end-of-match procedure begins."""
        return self.elapsed(at) >= self.allowed(table)

    def state(self, at: datetime) -> ClockState:
        """Paused, running, or time called (for the round as a whole) at `at`; whether tables
        are still in their extra turns is the caller's to say (it knows the results)."""
        if self.paused_at is not None and self.paused_at <= at:
            return ClockState.PAUSED
        return ClockState.TIME_CALLED if self.time_called(at) else ClockState.RUNNING

    def ends_at(self, table: int | None = None) -> datetime | None:
        """When time will be called for `table` if nothing changes; None while paused."""
        if self.paused_at is not None:
            return None
        return self.start + self.paused_for + self.allowed(table)

    def _check_time(self, at: datetime) -> None:
        if at < self.start:
            raise ClockError(
                lazy(
                    "round {round}: {at} is before the round started",
                    round=self.round,
                    at=at.strftime("%H:%M:%S"),
                )
            )


def _check_positive(extra: timedelta, where: str) -> None:
    if extra <= timedelta(0):
        raise ClockError(
            lazy("{where}: an extension must add time, not {extra}", where=where, extra=str(extra))
        )


def table_times(clock: RoundClock, at: datetime, tables: range | list[int]) -> dict[int, timedelta]:
    """Remaining time of each table at `at`, for a round's time board."""
    return {table: clock.remaining(at, table) for table in tables}
