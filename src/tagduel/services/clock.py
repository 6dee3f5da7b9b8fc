"""The round clock over the event's facts: starting, pausing, extending and correcting it.

Seed 001 B: "Tag Dueling rounds are 40 minutes in length" (the event may set another length)
and "utilize the Tier 1 End of Match procedures. • Turn Duelist will end his/her turn, and each
other Duelist will count as the (3) Extra Turns." Each clock change is a `round.clock` fact
holding the instant it happened; the instant always comes from the caller (the CLI passes the
wall clock or `--at`), so the clock is rebuilt from the facts for any moment.

Instants are checked before anything is stored. The event's first clock instant must fall in
the years `FIRST_YEAR`-`LAST_YEAR`; every later one within `EVENT_WINDOW` of the earliest
round start in force (a weekend event, or a week between league rounds), and a round's start
no earlier than an earlier round's. A clock fact typed wrong is fixed by a correction: a new
`round.clock` fact (action `corrected`) naming the fact it replaces, its new instant (and
minutes), and a reason; facts are never edited. The bounds deliberately do not use the wall
clock or the day the event was created, so an event can be entered or replayed on any day.

The clock read at one instant, table by table, is in `clockstatus.py`; the end-of-match
guide for a physical table in `endofmatchguide.py`.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from tagduel.errors import TagDuelError
from tagduel.i18n import lazy, message_of
from tagduel.services.clockrounds import (
    check_table,
    cut_round_of,
    latest_round,
)
from tagduel.services.errors import EventError
from tagduel.services.eventfacts import MAX_MINUTES, FactKind
from tagduel.services.events import Events, NewFacts, Written
from tagduel.services.projection import ClockFact, EventState
from tagduel.tournament.clock import RoundClock

EVENT_WINDOW = timedelta(days=7)
"""How far a clock instant may lie from the earliest round start in force."""
FIRST_YEAR, LAST_YEAR = 2000, 2099
"""The years an event's first clock instant may fall in."""


class ClockAction(enum.Enum):
    STARTED = "started"
    PAUSED = "paused"
    RESUMED = "resumed"
    EXTENDED = "extended"
    TABLE_EXTENDED = "table_extended"
    CALLED = "called"
    CORRECTED = "corrected"


@dataclass(frozen=True, slots=True)
class ClockChange:
    """One change asked of a round's clock (minutes for extensions, table for a table's)."""

    action: ClockAction
    at: datetime
    minutes: int | None = None
    table: int | None = None


@dataclass(frozen=True, slots=True)
class ClockCorrection:
    """A clock fact corrected: the fact replaced, and the round's clock with the correction."""

    replaced: ClockFact
    at: datetime
    minutes: int | None
    clock: RoundClock


def round_clock(state: EventState, round_number: int) -> RoundClock | None:
    """The round's clock as its facts (with their corrections) leave it; None before a start."""
    return _rebuild(state, round_number, _in_force(state.clock_facts_of(round_number)))


def change_clock(
    events: Events,
    name: str,
    change: ClockChange,
    round_number: int | None = None,
    *,
    request_key: str | None = None,
) -> Written[RoundClock]:
    """Start, pause, resume or extend the round's clock (default: the latest round);
    `request_key` as for `Events.write` (a repeated request writes nothing)."""
    if change.action is ClockAction.CORRECTED:
        raise EventError(lazy("a clock correction names the fact it replaces: use `correct_clock`"))

    def decide(state: EventState) -> tuple[NewFacts, RoundClock]:
        number = current_round(state, round_number)
        _check_instant(state, number, change, replacing=None)
        clock = _apply(state, round_clock(state, number), number, change)
        return [(FactKind.ROUND_CLOCK, _payload(number, change))], clock

    return events.write(name, decide, request_key=request_key)


def correct_clock(
    events: Events,
    name: str,
    fact: int,
    at: datetime,
    reason: str,
    minutes: int | None = None,
    *,
    request_key: str | None = None,
) -> Written[ClockCorrection]:
    """Correct clock fact number `fact` (its instant, and its minutes for a start or an
    extension): a new fact naming the one it replaces, with a reason."""
    if not reason.strip():
        raise EventError(
            lazy("a clock correction needs a written reason"),
            cli=lazy("a clock correction needs a written reason (--reason TEXT)"),
        )

    def decide(state: EventState) -> tuple[NewFacts, ClockCorrection]:
        original = _original(state, fact)
        if minutes is not None and ClockAction(original.action) is ClockAction.PAUSED:
            raise EventError(
                lazy("fact #{fact} is a pause: it has no minutes to correct", fact=fact)
            )
        if minutes is not None and ClockAction(original.action) is ClockAction.RESUMED:
            raise EventError(
                lazy("fact #{fact} is a resume: it has no minutes to correct", fact=fact)
            )
        new = replace(original, at=at, minutes=original.minutes if minutes is None else minutes)
        change = ClockChange(ClockAction(original.action), at, new.minutes, original.table)
        _check_instant(state, original.round, change, replacing=original.seq)
        round_facts = _in_force(state.clock_facts_of(original.round))
        facts = [new if f.seq == original.seq else f for f in round_facts]
        clock = _corrected_clock(state, original, facts)
        payload = _payload(original.round, replace(change, action=ClockAction.CORRECTED))
        payload.update(replaces=original.seq, reason=reason.strip(), corrects=original.action)
        return [(FactKind.ROUND_CLOCK, payload)], ClockCorrection(original, at, new.minutes, clock)

    return events.write(name, decide, request_key=request_key)


def _corrected_clock(
    state: EventState, original: ClockFact, facts: Sequence[ClockFact]
) -> RoundClock:
    """The round's clock with a correction in place, or why the correction does not fit."""
    try:
        clock = _rebuild(state, original.round, facts)
    except TagDuelError as exc:
        raise EventError(
            lazy(
                "fact #{fact} ({action}) cannot be corrected so: {problem}; if the round's "
                "other clock facts were typed wrong too, correct them first",
                fact=original.seq,
                action=original.action,
                problem=message_of(exc),
            )
        ) from None
    assert clock is not None
    return clock


def current_round(state: EventState, round_number: int | None) -> int:
    """Clock round `round_number` (checked), else the round the clock times now: the latest
    Swiss round, then the top cut's rounds (numbered on from the Swiss rounds)."""
    if round_number is not None:
        if cut_round_of(state, round_number) is None:
            state.paired_round(round_number)
        return round_number
    if not state.paired:
        raise EventError(lazy("event {event!r} has no round paired yet", event=state.name))
    return latest_round(state)


# -- the facts in force -----------------------------------------------------------------------


def _in_force(facts: Sequence[ClockFact]) -> list[ClockFact]:
    """The round's clock facts with each correction applied to the fact it replaces (the
    latest correction of a fact wins); the corrections themselves are left out."""
    fixed = {f.replaces: f for f in facts if f.action == ClockAction.CORRECTED.value}
    out = []
    for f in facts:
        if f.action == ClockAction.CORRECTED.value:
            continue
        correction = fixed.get(f.seq)
        out.append(
            f if correction is None else replace(f, at=correction.at, minutes=correction.minutes)
        )
    return out


def _rebuild(state: EventState, number: int, facts: Sequence[ClockFact]) -> RoundClock | None:
    clock: RoundClock | None = None
    for f in facts:
        change = ClockChange(ClockAction(f.action), f.at, f.minutes, f.table)
        clock = _apply(state, clock, number, change)
    return clock


def _original(state: EventState, fact: int) -> ClockFact:
    """The clock fact number `fact` names (a correction's own number names what it corrects)."""
    found = next((f for f in state.clock_facts if f.seq == fact), None)
    if found is not None and found.action == ClockAction.CORRECTED.value:
        found = next((f for f in state.clock_facts if f.seq == found.replaces), None)
    if found is None:
        numbers = ", ".join(
            f"#{f.seq}" for f in state.clock_facts if f.action != ClockAction.CORRECTED.value
        )
        raise EventError(
            lazy(
                "fact #{fact} is not a clock fact of {event!r} (its clock facts: {numbers})",
                fact=fact,
                event=state.name,
                numbers=numbers or lazy("none yet"),
            )
        )
    return found


# -- checks -----------------------------------------------------------------------------------


def _check_instant(
    state: EventState, number: int, change: ClockChange, replacing: int | None
) -> None:
    """Refuse an instant outside the accepted years, far from the event's clock, or a round
    started before an earlier one; all before anything is stored. A correction is measured
    against the other rounds only (its own round's facts may all have been typed wrong: they
    are corrected one by one, and each must still follow the round's order)."""
    at = change.at
    if not FIRST_YEAR <= at.year <= LAST_YEAR:
        values = {"at": _when(at), "first": FIRST_YEAR, "last": LAST_YEAR}
        raise EventError(
            lazy(
                "{at} is not a plausible time for this event (the years {first}-{last} are "
                "accepted); check its date",
                **values,
            ),
            cli=lazy(
                "{at} is not a plausible time for this event (the years {first}-{last} are "
                "accepted); check the date of --at",
                **values,
            ),
        )
    starts = _starts(state, replacing)
    anchors = starts if replacing is None else {r: t for r, t in starts.items() if r != number}
    if anchors:
        anchor_round, anchor = min(anchors.items(), key=lambda item: item[1])
        if abs(at - anchor) > EVENT_WINDOW:
            values = {
                "at": _when(at),
                "days": EVENT_WINDOW.days,
                "round": anchor_round,
                "start": _when(anchor),
                "event": state.name,
            }
            raise EventError(
                lazy(
                    "{at} is more than {days} days from the start of round {round}'s clock "
                    "({start}); check its date, or correct that start",
                    **values,
                ),
                cli=lazy(
                    "{at} is more than {days} days from the start of round {round}'s clock "
                    "({start}); check the date of --at, or correct that start (`tagduel event "
                    "clock {event!r} correct --fact N --at TIME --reason TEXT`)",
                    **values,
                ),
            )
    if change.action is ClockAction.STARTED:
        _check_round_order(starts, number, at)


def _check_round_order(starts: dict[int, datetime], number: int, at: datetime) -> None:
    for other, start in starts.items():
        values = {"round": number, "at": _when(at), "other": other, "start": _when(start)}
        if other < number and at < start:
            raise EventError(
                lazy(
                    "round {round}'s clock cannot start at {at}, before round {other}'s "
                    "started ({start})",
                    **values,
                )
            )
        if other > number and at > start:
            raise EventError(
                lazy(
                    "round {round}'s clock cannot start at {at}, after round {other}'s "
                    "started ({start})",
                    **values,
                )
            )


def _starts(state: EventState, replacing: int | None) -> dict[int, datetime]:
    """Each round's clock start in force, leaving out the fact being corrected."""
    starts: dict[int, datetime] = {}
    for number in {f.round for f in state.clock_facts}:
        for f in _in_force(state.clock_facts_of(number)):
            if f.action == ClockAction.STARTED.value and f.seq != replacing:
                starts[number] = f.at
    return starts


def _apply(
    state: EventState, clock: RoundClock | None, number: int, change: ClockChange
) -> RoundClock:
    action = change.action
    if action is ClockAction.STARTED:
        if clock is not None:
            raise EventError(
                lazy(
                    "round {round}'s clock was already started at {start}",
                    round=number,
                    start=clock.start.strftime("%H:%M:%S"),
                )
            )
        minutes = state.settings.round_minutes if change.minutes is None else change.minutes
        return RoundClock(number, change.at, length=timedelta(minutes=_positive(minutes)))
    if clock is None:
        raise EventError(
            lazy("round {round}'s clock has not been started: start it first", round=number),
            cli=lazy(
                "round {round}'s clock has not been started (`tagduel event clock {event!r} "
                "start`)",
                round=number,
                event=state.name,
            ),
        )
    if action is ClockAction.PAUSED:
        return clock.pause(change.at)
    if action is ClockAction.RESUMED:
        return clock.resume(change.at)
    if action is ClockAction.CALLED:
        return clock.call(change.at)
    if change.at < clock.start:
        raise EventError(
            lazy(
                "round {round}: {at} is before the round started",
                round=number,
                at=change.at.strftime("%H:%M:%S"),
            )
        )
    extra = timedelta(minutes=_positive(change.minutes))
    if action is ClockAction.EXTENDED:
        return clock.extend(extra)
    table = change.table or 0
    check_table(state, number, table)
    return clock.extend_table(table, extra)


def _positive(minutes: int | None) -> int:
    if minutes is None or minutes < 1:
        raise EventError(
            lazy("give a whole number of minutes, at least 1 (not {minutes})", minutes=minutes)
        )
    if minutes > MAX_MINUTES:
        raise EventError(
            lazy(
                "give at most {most} minutes (a day), not {minutes}",
                most=MAX_MINUTES,
                minutes=minutes,
            )
        )
    return minutes


def _when(at: datetime) -> str:
    return f"{at:%Y-%m-%d %H:%M:%S}"


def _payload(number: int, change: ClockChange) -> dict[str, Any]:
    return {
        "round": number,
        "action": change.action.value,
        "at": change.at.isoformat(),
        "minutes": change.minutes,
        "table": change.table,
    }
