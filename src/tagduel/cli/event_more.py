"""`tagduel event` clock, standings, topcut, export and import-results: running and reading
an event once it is paired.

The clock's instant comes from here (`--at`, else the wall clock): the services and the domain
never read a clock. The top cut: `start`, `report`, `correct` (a new fact naming the report it
replaces, with a reason) and `show`.
"""

from __future__ import annotations

import argparse
from datetime import datetime
from typing import TYPE_CHECKING, Any

from tagduel.cli import argtypes
from tagduel.cli.common import write_text
from tagduel.cli.event_common import common_options, open_events
from tagduel.errors import TagDuelError

if TYPE_CHECKING:
    from tagduel.services.events import Events

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
FORMATS = ("table", "csv", "json")
EXPORTS = ("teams", "pairings", "results", "standings", "topcut", "placings")
"""The values of `tagduel.services.exports.What` (a test checks), kept here to start up fast."""
CLOCK_WORDS = {
    "start": "started",
    "pause": "paused",
    "resume": "resumed",
    "extend": "extended",
    "extend-table": "table_extended",
    "call": "called",
}


def add_verbs(verbs: argparse._SubParsersAction[Any]) -> None:
    """Add clock, standings, topcut, export and import-results to `tagduel event`."""
    for add in (_add_clock, _add_standings, _add_topcut, _add_export, _add_import):
        add(verbs)


def _add_clock(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser(
        "clock",
        help="the round clock, and the end-of-match guide for a table",
        description="start | pause | resume | extend --minutes M | extend-table --table T "
        "--minutes M | call (time called now, for every table) | correct --fact N --at TIME --reason TEXT | status | time --table T "
        "--turn-duelist SEAT. Times must lie within 7 days of the event's first round start "
        "(the first one in the years 2000-2099); a clock fact typed wrong is fixed with "
        "`correct`, a new fact naming the one it replaces.",
    )
    common_options(p)
    p.add_argument(
        "action", choices=CLOCK_ACTIONS, metavar="ACTION", help=" | ".join(CLOCK_ACTIONS)
    )
    p.add_argument("--round", type=argtypes.number, metavar="R", help="default: the latest round")
    p.add_argument(
        "--minutes",
        type=argtypes.minutes,
        metavar="M",
        help="length (start), extra time (extend, extend-table) or corrected minutes, 1-1440",
    )
    p.add_argument(
        "--table", type=argtypes.number, metavar="T", help="extend-table and time: the table"
    )
    p.add_argument("--at", metavar="ISO", help="the instant, e.g. 2026-11-29T14:05 (default: now)")
    p.add_argument(
        "--fact",
        type=argtypes.number,
        metavar="N",
        help="correct: the number of the clock fact to correct (printed when it was recorded)",
    )
    p.add_argument("--reason", metavar="TEXT", help="correct: why (kept in the event's log)")
    p.add_argument("--turn-duelist", metavar="SEAT", help="time: whose turn it is (1A, 2A, 1B, 2B)")
    p.add_argument("--first-team", type=int, choices=[1, 2], default=1, help="time: who went first")
    p.set_defaults(handler=_clock)


def _add_standings(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser("standings", help="points, record, OMW%%, OOMW%%, the tiebreaker code")
    common_options(p)
    p.add_argument("--format", choices=FORMATS, default="table", help="default: table")
    p.set_defaults(handler=_standings)


def _add_topcut(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser(
        "topcut",
        help="the single-elimination top cut: start, report, correct, show",
        description="start [--size N] | report --match M --winner TEAM | correct --match M "
        "--winner TEAM --reason TEXT | show (default)",
    )
    common_options(p)
    p.add_argument(
        "action",
        nargs="?",
        choices=["start", "report", "correct", "show"],
        default="show",
        help="start | report | correct | show (default)",
    )
    p.add_argument(
        "--size", type=argtypes.top_cut, metavar="N", help="start: override the cut size (2-256)"
    )
    p.add_argument(
        "--match", type=argtypes.number, metavar="M", help="report/correct: the match number"
    )
    p.add_argument("--winner", metavar="TEAM", help="report/correct: the winning team")
    p.add_argument("--reason", metavar="TEXT", help="correct: why the result changes")
    p.set_defaults(handler=_topcut)


def _add_export(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser(
        "export",
        help="teams, pairings, results, standings, top cut or final placings as CSV or JSON",
        description="Export part of an event. In CSV, a cell starting with =, +, - or @ gets a "
        "leading ' so that a spreadsheet shows it as text instead of running it as a formula; "
        "`import-results` takes that ' off again.",
    )
    common_options(p)
    p.add_argument(
        "--what",
        required=True,
        choices=EXPORTS,
        help="teams; pairings; results (imports back with import-results); standings; topcut "
        "(each match and how it was decided); placings (1st, 2nd, 3rd-4th, …: once the event "
        "is over)",
    )
    p.add_argument("--format", required=True, choices=["csv", "json"], help="the file format")
    p.add_argument("-o", "--output", metavar="FILE", help="write here instead of printing")
    p.set_defaults(handler=_export)


def _add_import(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser(
        "import-results", help="results from a CSV (round,table,result): all rows or none"
    )
    common_options(p)
    p.add_argument(
        "file",
        metavar="FILE.csv",
        help="a CSV with the columns round, table, result (an `export --what results` file "
        "works); team1 and team2 columns, when present, must name the table's teams",
    )
    p.set_defaults(handler=_import)


def _clock(args: argparse.Namespace) -> int:
    if args.action == "time":
        return _clock_time(args)
    if args.action == "correct":
        return _clock_correct(args)
    at = _instant(args.at)
    with open_events(args) as events:
        if args.action == "status":
            from tagduel.services.clock import clock_status
            from tagduel.services.views import clock_view

            state = events.tournament(args.name)
            print(clock_view(state, clock_status(state, at, args.round)), end="")
            return 0
        from tagduel.services.clock import change_clock

        written = change_clock(events, args.name, _clock_change(args, at), args.round)
    clock = written.value
    seq = written.facts[0].seq
    ends = clock.ends_at(args.table)
    when = f"time will be called at {ends:%H:%M:%S}" if ends else "paused"
    which = f"table {args.table}" if args.action == "extend-table" else f"round {clock.round}"
    day = f" on {at:%Y-%m-%d}" if args.action == "start" else ""
    print(
        f"Round {clock.round} clock: {args.action} at {at:%H:%M:%S}{day} (fact #{seq}); "
        f"{which}: {when}."
    )
    return 0


def _clock_correct(args: argparse.Namespace) -> int:
    from tagduel.services.clock import correct_clock

    if args.fact is None or args.at is None or args.reason is None:
        raise TagDuelError("clock correct needs --fact N, --at TIME and --reason TEXT")
    at = _instant(args.at)
    with open_events(args) as events:
        written = correct_clock(events, args.name, args.fact, at, args.reason, args.minutes)
    fixed = written.value
    ends = fixed.clock.ends_at()
    when = f"time will be called at {ends:%H:%M:%S}" if ends else "paused"
    minutes = f", {fixed.minutes} min" if args.minutes is not None else ""
    print(
        f"Round {fixed.replaced.round} clock: fact #{fixed.replaced.seq} "
        f"({fixed.replaced.action}) corrected to {at:%Y-%m-%d %H:%M:%S}{minutes} "
        f"(fact #{written.facts[0].seq}). Reason: {args.reason.strip()}. Round "
        f"{fixed.replaced.round}: {when}."
    )
    return 0


def _clock_change(args: argparse.Namespace, at: datetime) -> Any:
    from tagduel.services.clock import ClockAction, ClockChange

    action = ClockAction(CLOCK_WORDS[args.action])
    if action in (ClockAction.EXTENDED, ClockAction.TABLE_EXTENDED) and args.minutes is None:
        raise TagDuelError(f"clock {args.action} needs --minutes M")
    if action is ClockAction.TABLE_EXTENDED and args.table is None:
        raise TagDuelError("clock extend-table needs --table T (and --minutes M)")
    return ClockChange(action, at, args.minutes, args.table)


def _clock_time(args: argparse.Namespace) -> int:
    from tagduel.services.clock import end_of_match_guide
    from tagduel.services.views import guide_text

    if args.table is None or args.turn_duelist is None:
        raise TagDuelError("clock time needs --table T and --turn-duelist SEAT (1A, 2A, 1B, 2B)")
    with open_events(args) as events:
        state = events.tournament(args.name)
    pairing, lines = end_of_match_guide(
        state, args.table, args.turn_duelist, args.first_team, args.round
    )
    print(guide_text(pairing, lines), end="")
    return 0


def _instant(text: str | None) -> datetime:
    if text is None:
        return datetime.now().astimezone()
    try:
        moment = datetime.fromisoformat(text)
        return moment if moment.tzinfo else moment.astimezone()
    except (ValueError, OverflowError):
        raise TagDuelError(
            f"--at {text!r} is not an ISO 8601 time (e.g. 2026-11-29T14:05)"
        ) from None


def _standings(args: argparse.Namespace) -> int:
    from tagduel.services.exports import What, rows, to_csv, to_json
    from tagduel.services.views import effects_view, standings_view

    with open_events(args, read_only=True) as events:
        state = events.tournament(args.name)
    if args.format == "csv":
        print(to_csv(rows(state, What.STANDINGS)), end="")
    elif args.format == "json":
        print(to_json(state, What.STANDINGS, rows(state, What.STANDINGS)), end="")
    else:
        done = len(state.paired)
        print(f"Standings of {state.name!r} after {done} round{'s' * (done != 1)}:")
        print(standings_view(state), end="")
        effects = effects_view(state)
        if effects:
            print("Penalties that change results:")
            print(effects, end="")
    return 0


def _topcut(args: argparse.Namespace) -> int:
    from tagduel.services.topcut import report_topcut, start_topcut
    from tagduel.services.views import bracket_view

    with open_events(args) as events:
        if args.action == "start":
            start_topcut(events, args.name, args.size)
        elif args.action == "report":
            if args.match is None or args.winner is None:
                raise TagDuelError("topcut report needs --match M and --winner TEAM")
            written = report_topcut(events, args.name, args.match, args.winner)
            done = written.value
            again = "" if written.facts else " (already recorded; nothing changed)"
            print(f"Match {done.number}: {done.match.winner} wins.{again}")
        elif args.action == "correct":
            _topcut_correct(events, args)
        state = events.tournament(args.name)
    bracket = state.bracket()
    if bracket is None:
        raise TagDuelError(
            f"the top cut of {state.name!r} has not started (topcut {state.name!r} start)"
        )
    print(f"Top {len(bracket.seeds)} of {state.name!r}:")
    print(bracket_view(state, bracket), end="")
    return 0


def _topcut_correct(events: Events, args: argparse.Namespace) -> None:
    from tagduel.services.topcut import correct_topcut

    if args.match is None or args.winner is None or args.reason is None:
        raise TagDuelError("topcut correct needs --match M, --winner TEAM and --reason TEXT")
    written = correct_topcut(events, args.name, args.match, args.winner, args.reason)
    fixed = written.value
    print(
        f"Corrected (fact #{written.facts[0].seq} replaces fact #{fixed.replaced.seq}, "
        f"{fixed.replaced.winner}): match {fixed.match.number}: {fixed.winner} wins. "
        f"Reason: {args.reason.strip()}"
    )


def _export(args: argparse.Namespace) -> int:
    from tagduel.services.exports import What, rows, to_csv, to_json

    what = What(args.what)
    with open_events(args, read_only=True) as events:
        state = events.tournament(args.name)
    found = rows(state, what)
    text = to_csv(found) if args.format == "csv" else to_json(state, what, found)
    if args.output:
        write_text(args.output, text)
        print(f"Wrote {len(found)} {what.value} row{'s' * (len(found) != 1)} to {args.output}.")
    else:
        print(text, end="")
    return 0


def _import(args: argparse.Namespace) -> int:
    from tagduel.cli.common import read_text
    from tagduel.services.exports import parse_results_csv
    from tagduel.services.results import import_results
    from tagduel.services.views import import_text

    rows = parse_results_csv(read_text(args.file, what="results file"), args.file)
    with open_events(args) as events:
        written = import_results(events, args.name, rows, args.file)
    print(import_text(written.value, args.file), end="")
    return 0
