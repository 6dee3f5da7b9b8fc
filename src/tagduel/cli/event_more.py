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

from tagduel.cli.common import write_text
from tagduel.cli.event_common import common_options, open_events
from tagduel.errors import TagDuelError

if TYPE_CHECKING:
    from tagduel.services.events import Events

CLOCK_ACTIONS = ("start", "pause", "resume", "extend", "extend-table", "status", "time")
FORMATS = ("table", "csv", "json")
CLOCK_WORDS = {
    "start": "started",
    "pause": "paused",
    "resume": "resumed",
    "extend": "extended",
    "extend-table": "table_extended",
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
        "--minutes M | status | time --table T --turn-duelist SEAT",
    )
    common_options(p)
    p.add_argument(
        "action", choices=CLOCK_ACTIONS, metavar="ACTION", help=" | ".join(CLOCK_ACTIONS)
    )
    p.add_argument("--round", type=int, metavar="R", help="default: the latest round")
    p.add_argument("--minutes", type=int, metavar="M", help="length (start) or extra time")
    p.add_argument("--table", type=int, metavar="T")
    p.add_argument("--at", metavar="ISO", help="the instant (default: now)")
    p.add_argument("--turn-duelist", metavar="SEAT", help="time: whose turn it is (1A, 2A, 1B, 2B)")
    p.add_argument("--first-team", type=int, choices=[1, 2], default=1, help="time: who went first")
    p.set_defaults(handler=_clock)


def _add_standings(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser("standings", help="points, record, OMW%%, OOMW%%, the tiebreaker code")
    common_options(p)
    p.add_argument("--format", choices=FORMATS, default="table")
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
        "action", nargs="?", choices=["start", "report", "correct", "show"], default="show"
    )
    p.add_argument("--size", type=int, metavar="N", help="start: override the cut size")
    p.add_argument("--match", type=int, metavar="M", help="report/correct: the match number")
    p.add_argument("--winner", metavar="TEAM", help="report/correct: the winning team")
    p.add_argument("--reason", metavar="TEXT", help="correct: why the result changes")
    p.set_defaults(handler=_topcut)


def _add_export(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser("export", help="pairings, results or standings as CSV or JSON")
    common_options(p)
    p.add_argument("--what", required=True, choices=["pairings", "results", "standings"])
    p.add_argument("--format", required=True, choices=["csv", "json"])
    p.add_argument("-o", "--output", metavar="FILE", help="write here instead of printing")
    p.set_defaults(handler=_export)


def _add_import(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser(
        "import-results", help="results from a CSV (round,table,result): all rows or none"
    )
    common_options(p)
    p.add_argument("file", metavar="FILE.csv")
    p.set_defaults(handler=_import)


def _clock(args: argparse.Namespace) -> int:
    if args.action == "time":
        return _clock_time(args)
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
    print(
        f"Round {clock.round} clock: {args.action} at {at:%H:%M:%S} (fact #{seq}); {which}: {when}."
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
    except ValueError:
        raise TagDuelError(
            f"--at {text!r} is not an ISO 8601 time (e.g. 2026-11-29T14:05)"
        ) from None
    return moment if moment.tzinfo else moment.astimezone()


def _standings(args: argparse.Namespace) -> int:
    from tagduel.services.exports import What, rows, to_csv, to_json
    from tagduel.services.views import effects_view, standings_view

    with open_events(args) as events:
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
    with open_events(args) as events:
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

    rows = parse_results_csv(read_text(args.file, what="results file"), args.file)
    with open_events(args) as events:
        written = import_results(events, args.name, rows, args.file)
    stored = written.value
    skipped = len(rows) - len(stored)
    print(
        f"Imported {len(stored)} result{'s' * (len(stored) != 1)} from {args.file} ({skipped} row(s) already recorded, byes or empty)."
    )
    for reported in stored:
        print(f"  {reported.text()}")
    return 0
