"""`tagduel event` standings, topcut, export and import-results (and `clock`, from
`event_clock`): running and reading an event once it is paired.

The top cut: `start`, `report`, `correct` (a new fact naming the report it replaces, with a
reason) and `show`.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from tagduel.cli import argtypes
from tagduel.cli.common import write_text
from tagduel.cli.event_clock import add_clock
from tagduel.cli.event_common import common_options, open_events, say, show
from tagduel.errors import TagDuelError
from tagduel.i18n import lazy, lazy_plural

if TYPE_CHECKING:
    from tagduel.services.events import Events

FORMATS = ("table", "csv", "json")
EXPORTS = ("teams", "pairings", "results", "standings", "topcut", "placings")
"""The values of `tagduel.services.exports.What` (a test checks), kept here to start up fast."""
EXPORT_WORDS = {
    "teams": lazy("teams"),
    "pairings": lazy("pairings"),
    "results": lazy("results"),
    "standings": lazy("standings"),
    "topcut": lazy("topcut"),
    "placings": lazy("placings"),
}
"""What an export holds, in the reader's language."""


def add_verbs(verbs: argparse._SubParsersAction[Any]) -> None:
    """Add clock, standings, topcut, export and import-results to `tagduel event`."""
    for add in (add_clock, _add_standings, _add_topcut, _add_export, _add_import):
        add(verbs)


def _add_standings(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser(
        "standings", help=lazy("points, record, OMW%%, OOMW%%, the tiebreaker code")
    )
    common_options(p)
    p.add_argument("--format", choices=FORMATS, default="table", help=lazy("default: table"))
    p.set_defaults(handler=_standings)


def _add_topcut(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser(
        "topcut",
        help=lazy("the single-elimination top cut: start, report, correct, show"),
        description=lazy(
            "start [--size N] | report --match M --winner TEAM | correct --match M "
            "--winner TEAM --reason TEXT | show (default)"
        ),
    )
    common_options(p)
    p.add_argument(
        "action",
        nargs="?",
        choices=["start", "report", "correct", "show"],
        default="show",
        help=lazy("start | report | correct | show (default)"),
    )
    p.add_argument(
        "--size",
        type=argtypes.top_cut,
        metavar="N",
        help=lazy("start: override the cut size (2-256)"),
    )
    p.add_argument(
        "--match", type=argtypes.number, metavar="M", help=lazy("report/correct: the match number")
    )
    p.add_argument("--winner", metavar="TEAM", help=lazy("report/correct: the winning team"))
    p.add_argument("--reason", metavar="TEXT", help=lazy("correct: why the result changes"))
    p.set_defaults(handler=_topcut)


def _add_export(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser(
        "export",
        help=lazy("teams, pairings, results, standings, top cut or final placings as CSV or JSON"),
        description=lazy(
            "Export part of an event. In CSV, a cell starting with =, +, - or @ gets a "
            "leading ' so that a spreadsheet shows it as text instead of running it as a formula; "
            "`import-results` takes that ' off again."
        ),
    )
    common_options(p)
    p.add_argument(
        "--what",
        required=True,
        choices=EXPORTS,
        help=lazy(
            "teams; pairings; results (imports back with import-results); standings; topcut "
            "(each match and how it was decided); placings (1st, 2nd, 3rd-4th, …: once the event "
            "is over)"
        ),
    )
    p.add_argument("--format", required=True, choices=["csv", "json"], help=lazy("the file format"))
    p.add_argument("-o", "--output", metavar="FILE", help=lazy("write here instead of printing"))
    p.set_defaults(handler=_export)


def _add_import(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser(
        "import-results", help=lazy("results from a CSV (round,table,result): all rows or none")
    )
    common_options(p)
    p.add_argument(
        "file",
        metavar="FILE.csv",
        help=lazy(
            "a CSV with the columns round, table, result (an `export --what results` file "
            "works); team1 and team2 columns, when present, must name the table's teams"
        ),
    )
    p.set_defaults(handler=_import)


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
        heading = lazy_plural(
            len(state.paired),
            "Standings of {event!r} after {count} round:",
            "Standings of {event!r} after {count} rounds:",
            event=state.name,
        )
        show(args, heading)
        print(standings_view(state, say(args)), end="")
        effects = effects_view(state, say(args))
        if effects:
            show(args, lazy("Penalties that change results:"))
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
                raise TagDuelError(lazy("topcut report needs --match M and --winner TEAM"))
            written = report_topcut(events, args.name, args.match, args.winner)
            done = written.value
            values = {"match": done.number, "team": done.match.winner}
            if written.facts:
                show(args, lazy("Match {match}: {team} wins.", **values))
            else:
                show(
                    args,
                    lazy(
                        "Match {match}: {team} wins. (already recorded; nothing changed)", **values
                    ),
                )
        elif args.action == "correct":
            _topcut_correct(events, args)
        state = events.tournament(args.name)
    bracket = state.bracket()
    if bracket is None:
        raise TagDuelError(
            lazy(
                "the top cut of {event!r} has not started (topcut {event!r} start)",
                event=state.name,
            )
        )
    show(args, lazy("Top {count} of {event!r}:", count=len(bracket.seeds), event=state.name))
    print(bracket_view(state, bracket, say(args)), end="")
    return 0


def _topcut_correct(events: Events, args: argparse.Namespace) -> None:
    from tagduel.services.topcut import correct_topcut

    if args.match is None or args.winner is None or args.reason is None:
        raise TagDuelError(lazy("topcut correct needs --match M, --winner TEAM and --reason TEXT"))
    written = correct_topcut(events, args.name, args.match, args.winner, args.reason)
    fixed = written.value
    line = lazy(
        "Corrected (fact #{fact} replaces fact #{replaced}, {was}): match {match}: {team} wins. "
        "Reason: {reason}",
        fact=written.facts[0].seq,
        replaced=fixed.replaced.seq,
        was=fixed.replaced.winner,
        match=fixed.match.number,
        team=fixed.winner,
        reason=args.reason.strip(),
    )
    show(args, line)


def _export(args: argparse.Namespace) -> int:
    from tagduel.services.exports import What, rows, to_csv, to_json

    what = What(args.what)
    with open_events(args, read_only=True) as events:
        state = events.tournament(args.name)
    found = rows(state, what)
    text = to_csv(found) if args.format == "csv" else to_json(state, what, found)
    if args.output:
        write_text(args.output, text)
        wrote = lazy_plural(
            len(found),
            "Wrote {count} {what} row to {file}.",
            "Wrote {count} {what} rows to {file}.",
            what=EXPORT_WORDS[what.value],
            file=args.output,
        )
        show(args, wrote)
    else:
        print(text, end="")
    return 0


def _import(args: argparse.Namespace) -> int:
    from tagduel.cli.common import read_text
    from tagduel.services.exports import parse_results_csv
    from tagduel.services.notices import import_text
    from tagduel.services.results import import_results

    rows = parse_results_csv(read_text(args.file, what="results file"), args.file)
    with open_events(args) as events:
        written = import_results(events, args.name, rows, args.file)
    print(import_text(written.value, args.file, say(args)), end="")
    return 0
