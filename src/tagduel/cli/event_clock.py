"""`tagduel event clock`: the round clock (start, pause, resume, extend, call time, correct a
clock fact, status) and the end-of-match guide for a table.

The clock's instant comes from here (`--at`, else the wall clock): the services and the domain
never read a clock.
"""

from __future__ import annotations

import argparse
from datetime import datetime
from typing import Any

from tagduel.cli import argtypes
from tagduel.cli.event_common import common_options, open_events, say, show
from tagduel.errors import TagDuelError
from tagduel.i18n import Text, lazy

CLOCK_ACTIONS = (
    "start",
    "pause",
    "resume",
    "extend",
    "extend-table",
    "call",
    "correct",
    "status",
    "time",
)
CLOCK_WORDS = {
    "start": "started",
    "pause": "paused",
    "resume": "resumed",
    "extend": "extended",
    "extend-table": "table_extended",
    "call": "called",
}
ACTION_WORDS = {
    "start": lazy("start"),
    "pause": lazy("pause"),
    "resume": lazy("resume"),
    "extend": lazy("extend"),
    "extend-table": lazy("extend-table"),
    "call": lazy("call"),
}
"""The actions as the command names them, in the reader's language."""
FACT_WORDS = {
    "started": lazy("started"),
    "paused": lazy("paused"),
    "resumed": lazy("resumed"),
    "extended": lazy("extended"),
    "table_extended": lazy("table_extended"),
    "called": lazy("called"),
}
"""A recorded clock fact's action, in the reader's language."""


def add_clock(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser(
        "clock",
        help=lazy("the round clock, and the end-of-match guide for a table"),
        description=lazy(
            "start | pause | resume | extend --minutes M | extend-table --table T "
            "--minutes M | call (time called now, for every table) | correct --fact N --at TIME "
            "--reason TEXT | status | time --table T "
            "--turn-duelist SEAT. Times must lie within 7 days of the event's first round start "
            "(the first one in the years 2000-2099); a clock fact typed wrong is fixed with "
            "`correct`, a new fact naming the one it replaces."
        ),
    )
    common_options(p)
    p.add_argument(
        "action", choices=CLOCK_ACTIONS, metavar="ACTION", help=" | ".join(CLOCK_ACTIONS)
    )
    p.add_argument(
        "--round", type=argtypes.number, metavar="R", help=lazy("default: the latest round")
    )
    p.add_argument(
        "--minutes",
        type=argtypes.minutes,
        metavar="M",
        help=lazy("length (start), extra time (extend, extend-table) or corrected minutes, 1-1440"),
    )
    p.add_argument(
        "--table", type=argtypes.number, metavar="T", help=lazy("extend-table and time: the table")
    )
    p.add_argument(
        "--at", metavar="ISO", help=lazy("the instant, e.g. 2026-11-29T14:05 (default: now)")
    )
    p.add_argument(
        "--fact",
        type=argtypes.number,
        metavar="N",
        help=lazy(
            "correct: the number of the clock fact to correct (printed when it was recorded)"
        ),
    )
    p.add_argument("--reason", metavar="TEXT", help=lazy("correct: why (kept in the event's log)"))
    p.add_argument(
        "--turn-duelist", metavar="SEAT", help=lazy("time: whose turn it is (1A, 2A, 1B, 2B)")
    )
    p.add_argument(
        "--first-team", type=int, choices=[1, 2], default=1, help=lazy("time: who went first")
    )
    p.set_defaults(handler=_clock)


def _clock(args: argparse.Namespace) -> int:
    if args.action == "time":
        return _clock_time(args)
    if args.action == "correct":
        return _clock_correct(args)
    at = _instant(args.at)
    with open_events(args) as events:
        if args.action == "status":
            from tagduel.services.clockstatus import clock_status
            from tagduel.services.views import clock_view

            state = events.tournament(args.name)
            print(clock_view(state, clock_status(state, at, args.round), say(args)), end="")
            return 0
        from tagduel.services.clock import change_clock

        written = change_clock(events, args.name, _clock_change(args, at), args.round)
    clock = written.value
    ends = clock.ends_at(args.table)
    values = {
        "round": clock.round,
        "action": ACTION_WORDS[args.action],
        "time": f"{at:%H:%M:%S}",
        "fact": written.facts[0].seq,
        "which": lazy("table {table}", table=args.table)
        if args.action == "extend-table"
        else lazy("round {round}", round=clock.round),
        "when": _when(ends),
    }
    if args.action == "start":
        line = lazy(
            "Round {round} clock: {action} at {time} on {day} (fact #{fact}); {which}: {when}.",
            day=at.strftime("%Y-%m-%d"),
            **values,
        )
    else:
        line = lazy(
            "Round {round} clock: {action} at {time} (fact #{fact}); {which}: {when}.", **values
        )
    show(args, line)
    return 0


def _when(ends: datetime | None) -> Text:
    if ends is None:
        return lazy("paused")
    return lazy("time will be called at {time}", time=ends.strftime("%H:%M:%S"))


def _clock_correct(args: argparse.Namespace) -> int:
    from tagduel.services.clock import correct_clock

    if args.fact is None or args.at is None or args.reason is None:
        raise TagDuelError(lazy("clock correct needs --fact N, --at TIME and --reason TEXT"))
    at = _instant(args.at)
    with open_events(args) as events:
        written = correct_clock(events, args.name, args.fact, at, args.reason, args.minutes)
    fixed = written.value
    values = {
        "round": fixed.replaced.round,
        "replaced": fixed.replaced.seq,
        "action": FACT_WORDS.get(fixed.replaced.action, fixed.replaced.action),
        "at": f"{at:%Y-%m-%d %H:%M:%S}",
        "fact": written.facts[0].seq,
        "reason": args.reason.strip(),
        "when": _when(fixed.clock.ends_at()),
    }
    if args.minutes is not None:
        line = lazy(
            "Round {round} clock: fact #{replaced} ({action}) corrected to {at}, {minutes} min "
            "(fact #{fact}). Reason: {reason}. Round {round}: {when}.",
            minutes=fixed.minutes,
            **values,
        )
    else:
        line = lazy(
            "Round {round} clock: fact #{replaced} ({action}) corrected to {at} (fact #{fact}). "
            "Reason: {reason}. Round {round}: {when}.",
            **values,
        )
    show(args, line)
    return 0


def _clock_change(args: argparse.Namespace, at: datetime) -> Any:
    from tagduel.services.clock import ClockAction, ClockChange

    action = ClockAction(CLOCK_WORDS[args.action])
    if action in (ClockAction.EXTENDED, ClockAction.TABLE_EXTENDED) and args.minutes is None:
        raise TagDuelError(lazy("clock {action} needs --minutes M", action=args.action))
    if action is ClockAction.TABLE_EXTENDED and args.table is None:
        raise TagDuelError(lazy("clock extend-table needs --table T (and --minutes M)"))
    return ClockChange(action, at, args.minutes, args.table)


def _clock_time(args: argparse.Namespace) -> int:
    from tagduel.services.endofmatchguide import end_of_match_guide
    from tagduel.services.notices import guide_text

    if args.table is None or args.turn_duelist is None:
        raise TagDuelError(
            lazy("clock time needs --table T and --turn-duelist SEAT (1A, 2A, 1B, 2B)")
        )
    with open_events(args) as events:
        state = events.tournament(args.name)
    pairing, lines = end_of_match_guide(
        state, args.table, args.turn_duelist, args.first_team, args.round
    )
    print(guide_text(pairing, lines, say(args)), end="")
    return 0


def _instant(text: str | None) -> datetime:
    if text is None:
        return datetime.now().astimezone()
    try:
        moment = datetime.fromisoformat(text)
        return moment if moment.tzinfo else moment.astimezone()
    except (ValueError, OverflowError):
        raise TagDuelError(
            lazy("--at {text!r} is not an ISO 8601 time (e.g. 2026-11-29T14:05)", text=text)
        ) from None
