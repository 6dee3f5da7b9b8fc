"""`tagduel event`: run a Tag Duel tournament from registration to the top cut.

A thin adapter over `tagduel.services` (registration, rounds, results, clock, top cut,
exports). The database is `--db URL`, else $TAGDUEL_DB, else `sqlite:///tagduel.sqlite` in the
current directory, as for `tagduel judge`. The clock's instant comes from here (`--at`, else
the wall clock): the services and the domain never read a clock. Exit status: 0 done, 1 a
team's decks are illegal (nothing recorded), 2 any other error (one message).
"""

from __future__ import annotations

import argparse
import os
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tagduel.cli.judge import DB_ENV, DEFAULT_URL
from tagduel.errors import TagDuelError

if TYPE_CHECKING:  # the store (SQLAlchemy, Alembic) is imported only when a command runs
    from tagduel.services.events import Events

POOL_CHOICES = ("tcg", "ocg", "any")
CLOCK_ACTIONS = ("start", "pause", "resume", "extend", "extend-table", "status", "time")
FORMATS = ("table", "csv", "json")
CLOCK_WORDS = {
    "start": "started",
    "pause": "paused",
    "resume": "resumed",
    "extend": "extended",
    "extend-table": "table_extended",
}


def register(sub: argparse._SubParsersAction[Any]) -> None:
    p = sub.add_parser(
        "event",
        help="run a tournament: teams, Swiss rounds, clock, results, standings, top cut",
        description="Tag Duel tournaments (issue 6): every change is a fact in the event's "
        "append-only log; standings, pairings and penalty effects are derived from it.",
    )
    verbs = p.add_subparsers(dest="event_command", metavar="SUBCOMMAND", required=True)
    for add in (_add_new, _add_register, _add_drop, _add_pair, _add_report, _add_correct):
        add(verbs)
    for add in (_add_clock, _add_standings, _add_topcut, _add_export, _add_import):
        add(verbs)


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("name", metavar="NAME", help="the event's name")
    p.add_argument(
        "--db",
        metavar="URL",
        help=f"database URL (default: ${DB_ENV}, else {DEFAULT_URL} in the current directory)",
    )


def _add_new(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser("new", help="create a tournament event with its settings")
    _common(p)
    p.add_argument("--rounds", type=int, metavar="N", help="Swiss rounds (default: the chart)")
    p.add_argument(
        "--top-cut", type=int, metavar="N", help="top cut size, 0 for none (default: the chart)"
    )
    p.add_argument(
        "--tie-rule",
        choices=["play-on", "draw"],
        default="play-on",
        help="equal LP after the 3 extra turns: play on until they differ (default) or draw",
    )
    p.add_argument(
        "--banlist",
        metavar="FILE[:LIST]",
        help="the Forbidden & Limited list for deck checks: an lflist.conf (':' and a list "
        "name), or 'builtin[:NAME]'; kept in the event (default: none)",
    )
    p.add_argument("--pool", choices=POOL_CHOICES, help="card pool (default: from the list's name)")
    p.add_argument("--round-minutes", type=int, default=40, metavar="M", help="default 40")
    p.add_argument(
        "--min-percentage",
        type=float,
        default=0.25,
        metavar="X",
        help="floor of each opponent's match-win percentage in OMW%%/OOMW%% (default 0.25)",
    )
    p.set_defaults(handler=_new)


def _add_register(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser("register", help="register a team and check its two decks")
    _common(p)
    p.add_argument("--team", required=True, metavar="TEAM")
    p.add_argument("--a", required=True, metavar="PERSON", help="Duelist A (first on the form)")
    p.add_argument("--deck-a", required=True, metavar="DECK", help="Duelist A's deck list")
    p.add_argument("--b", required=True, metavar="PERSON", help="Duelist B (second on the form)")
    p.add_argument("--deck-b", required=True, metavar="DECK", help="Duelist B's deck list")
    p.add_argument(
        "--late",
        action="store_true",
        help="a late entry: a match loss for each round already paired",
    )
    p.add_argument("--cards", metavar="FILE", help="also use this cards.cdb or YGOPRODeck .json")
    p.set_defaults(handler=_register)


def _add_drop(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser("drop", help="drop a team: never paired again, keeps its record")
    _common(p)
    p.add_argument("--team", required=True, metavar="TEAM")
    p.add_argument("--reason", default="", metavar="TEXT")
    p.set_defaults(handler=_drop)


def _add_pair(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser("pair", help="pair the next Swiss round")
    _common(p)
    p.add_argument(
        "--seed", type=int, metavar="N", help="pairing seed (default: a random one, recorded)"
    )
    p.add_argument("--rounds", type=int, metavar="N", help="override the number of Swiss rounds")
    p.add_argument("--top-cut", type=int, metavar="N", help="override the top cut size")
    p.set_defaults(handler=_pair)


def _result_options(p: argparse.ArgumentParser, *, winner: bool) -> None:
    _common(p)
    p.add_argument("--round", type=int, required=True, metavar="R")
    p.add_argument("--table", type=int, required=True, metavar="T")
    group = p.add_mutually_exclusive_group(required=True)
    group.add_argument(
        "--result", metavar="RESULT", help="team1, team2, draw or double-loss (team1 = team 1 wins)"
    )
    if winner:
        group.add_argument("--winner", metavar="TEAM", help="the winning team, by name")


def _add_report(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser("report", help="report a table's result")
    _result_options(p, winner=True)
    p.set_defaults(handler=_report)


def _add_correct(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser("correct", help="correct a reported result (a new fact, with a reason)")
    _result_options(p, winner=False)
    p.add_argument("--reason", required=True, metavar="TEXT")
    p.set_defaults(handler=_correct)


def _add_clock(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser(
        "clock",
        help="the round clock, and the end-of-match guide for a table",
        description="start | pause | resume | extend --minutes M | extend-table --table T "
        "--minutes M | status | time --table T --turn-duelist SEAT",
    )
    _common(p)
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
    _common(p)
    p.add_argument("--format", choices=FORMATS, default="table")
    p.set_defaults(handler=_standings)


def _add_topcut(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser("topcut", help="the single-elimination top cut: start, report, show")
    _common(p)
    p.add_argument("action", nargs="?", choices=["start", "report", "show"], default="show")
    p.add_argument("--size", type=int, metavar="N", help="start: override the cut size")
    p.add_argument("--match", type=int, metavar="M", help="report: the match number")
    p.add_argument("--winner", metavar="TEAM", help="report: the winning team")
    p.set_defaults(handler=_topcut)


def _add_export(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser("export", help="pairings, results or standings as CSV or JSON")
    _common(p)
    p.add_argument("--what", required=True, choices=["pairings", "results", "standings"])
    p.add_argument("--format", required=True, choices=["csv", "json"])
    p.add_argument("-o", "--output", metavar="FILE", help="write here instead of printing")
    p.set_defaults(handler=_export)


def _add_import(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser(
        "import-results", help="results from a CSV (round,table,result): all rows or none"
    )
    _common(p)
    p.add_argument("file", metavar="FILE.csv")
    p.set_defaults(handler=_import)


# -- handlers -------------------------------------------------------------------------------


@contextmanager
def _events(args: argparse.Namespace, *, create: bool = False) -> Iterator[Events]:
    from tagduel.services.events import Events
    from tagduel.store import DatabaseNotFoundError, EventStore

    url = str(args.db or os.environ.get(DB_ENV) or DEFAULT_URL)
    try:
        store = EventStore.open(url, create=create)
    except DatabaseNotFoundError:
        raise TagDuelError(
            f"no database at {url} (give --db URL, or create an event with `tagduel event new`)"
        ) from None
    with store:
        yield Events(store)


def _new(args: argparse.Namespace) -> int:
    from tagduel.services.eventfacts import EventSettings, TieSetting
    from tagduel.services.registration import create_event
    from tagduel.services.views import settings_text
    from tagduel.tournament.standings import StandingsSettings

    banlist = None
    if args.banlist:
        from tagduel.cli.deck import load_banlist

        banlist = load_banlist(args.banlist)
    settings = EventSettings(
        rounds=args.rounds,
        top_cut=args.top_cut,
        tie_rule=TieSetting(args.tie_rule),
        round_minutes=args.round_minutes,
        banlist=banlist,
        banlist_source=args.banlist or "",
        pool=args.pool,
        standings=StandingsSettings(min_percentage=args.min_percentage),
    )
    with _events(args, create=True) as events:
        info, existed = create_event(events, args.name, settings)
        url = events.store.url
    how = "set up as a tournament (it held penalties already)" if existed else "created"
    print(f"Event {info.name!r} {how} in {url}.")
    print(settings_text(settings), end="")
    return 0


def _register(args: argparse.Namespace) -> int:
    from tagduel.cli.common import card_db
    from tagduel.cli.deck import load_deck, render_report
    from tagduel.services.errors import IllegalDecksError
    from tagduel.services.registration import DuelistEntry, TeamRequest, register_team
    from tagduel.services.views import registration_text

    db = card_db(args.cards)
    request = TeamRequest(
        args.team,
        DuelistEntry(args.a, load_deck(args.deck_a, db)),
        DuelistEntry(args.b, load_deck(args.deck_b, db)),
        late=args.late,
    )
    with _events(args) as events:
        try:
            written = register_team(events, args.name, request, db)
        except IllegalDecksError as exc:
            paths = {"A": args.deck_a, "B": args.deck_b}
            print(f"Team {exc.team!r} is NOT registered: its decks are illegal.")
            print("\n".join(render_report(exc.report, exc.decks, exc.rules, paths)))
            print("Nothing was recorded. Fix the decks and register again.")
            return 1
    print(registration_text(written, request, (args.deck_a, args.deck_b)), end="")
    return 0


def _drop(args: argparse.Namespace) -> int:
    from tagduel.services.registration import drop_team
    from tagduel.services.views import drop_text

    with _events(args) as events:
        print(drop_text(drop_team(events, args.name, args.team, args.reason)), end="")
    return 0


def _pair(args: argparse.Namespace) -> int:
    from tagduel.services.rounds import pair_next
    from tagduel.services.views import paired_text

    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    with _events(args) as events:
        written = pair_next(events, args.name, seed, rounds=args.rounds, top_cut=args.top_cut)
        print(paired_text(events.tournament(args.name), written.value), end="")
    return 0


def _report(args: argparse.Namespace) -> int:
    from tagduel.services.eventfacts import parse_result
    from tagduel.services.results import report_result, winner_result
    from tagduel.services.views import penalty_note

    with _events(args) as events:
        if args.winner is not None:
            state = events.tournament(args.name)
            result = winner_result(state, args.round, args.table, args.winner)
        else:
            result = parse_result(args.result)
        written = report_result(events, args.name, args.round, args.table, result)
        state = events.tournament(args.name)
    value = written.value
    if value.already is not None:
        print(f"Already recorded (fact #{value.already.seq}): {value.text()}. Nothing changed.")
    else:
        print(f"Recorded (fact #{written.facts[0].seq}): {value.text()}.")
    print(penalty_note(state, args.round, args.table), end="")
    return 0


def _correct(args: argparse.Namespace) -> int:
    from tagduel.services.eventfacts import parse_result, result_word
    from tagduel.services.results import correct_result
    from tagduel.services.views import penalty_note

    result = parse_result(args.result)
    with _events(args) as events:
        written = correct_result(events, args.name, args.round, args.table, result, args.reason)
        state = events.tournament(args.name)
    value = written.value
    assert value.replaced is not None
    print(
        f"Corrected (fact #{written.facts[0].seq} replaces fact #{value.replaced.seq}, "
        f"{result_word(value.replaced.result)}): {value.text()}. Reason: {args.reason.strip()}"
    )
    if len(state.paired) > args.round:
        print(f"  Note: round {args.round + 1} was paired from the earlier result; it stands.")
    print(penalty_note(state, args.round, args.table), end="")
    return 0


def _clock(args: argparse.Namespace) -> int:
    if args.action == "time":
        return _clock_time(args)
    at = _instant(args.at)
    with _events(args) as events:
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
    with _events(args) as events:
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

    with _events(args) as events:
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

    with _events(args) as events:
        if args.action == "start":
            start_topcut(events, args.name, args.size)
        elif args.action == "report":
            if args.match is None or args.winner is None:
                raise TagDuelError("topcut report needs --match M and --winner TEAM")
            done = report_topcut(events, args.name, args.match, args.winner).value
            print(f"Match {done.number}: {args.winner} wins.")
        state = events.tournament(args.name)
    bracket = state.bracket()
    if bracket is None:
        raise TagDuelError(
            f"the top cut of {state.name!r} has not started (topcut {state.name!r} start)"
        )
    print(f"Top {len(bracket.seeds)} of {state.name!r}:")
    print(bracket_view(state, bracket), end="")
    return 0


def _export(args: argparse.Namespace) -> int:
    from tagduel.services.exports import What, rows, to_csv, to_json

    what = What(args.what)
    with _events(args) as events:
        state = events.tournament(args.name)
    found = rows(state, what)
    text = to_csv(found) if args.format == "csv" else to_json(state, what, found)
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8")
        print(f"Wrote {len(found)} {what.value} row{'s' * (len(found) != 1)} to {args.output}.")
    else:
        print(text, end="")
    return 0


def _import(args: argparse.Namespace) -> int:
    from tagduel.cli.common import read_text
    from tagduel.services.exports import parse_results_csv
    from tagduel.services.results import import_results

    rows = parse_results_csv(read_text(args.file, what="results file"), args.file)
    with _events(args) as events:
        written = import_results(events, args.name, rows, args.file)
    stored = written.value
    skipped = len(rows) - len(stored)
    print(
        f"Imported {len(stored)} result{'s' * (len(stored) != 1)} from {args.file} ({skipped} row(s) already recorded, byes or empty)."
    )
    for reported in stored:
        print(f"  {reported.text()}")
    return 0
