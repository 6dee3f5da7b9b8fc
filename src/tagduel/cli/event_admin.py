"""`tagduel event` look-ups and take-backs for the organiser: `list` (every event), `teams`,
`pairings` (print a round's pairings again), `void-pairing` (withdraw the latest round's
pairing while no table has a result, to pair it again) and `undrop` (take back a drop).

A take-back is a new fact in the event's log with the organiser's reason, never an edit.
"""

from __future__ import annotations

import argparse
from typing import Any

from tagduel.cli.event_common import common_options, db_option, open_events, say, show
from tagduel.i18n import lazy


def add_verbs(verbs: argparse._SubParsersAction[Any]) -> None:
    """Add list, teams, pairings, void-pairing and undrop to `tagduel event`."""
    for add in (_add_list, _add_teams, _add_pairings, _add_void, _add_undrop):
        add(verbs)


def _add_list(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser(
        "list", help=lazy("every event in the database: created, teams, rounds paired, stage")
    )
    db_option(p)
    p.set_defaults(handler=_list)


def _add_teams(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser(
        "teams", help=lazy("the event's teams: Duelist A and B, deck sizes, late or dropped")
    )
    common_options(p)
    p.set_defaults(handler=_teams)


def _add_pairings(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser("pairings", help=lazy("print a paired round's tables again, with results"))
    common_options(p)
    p.add_argument("--round", type=int, metavar="R", help=lazy("the round (default: the latest)"))
    p.set_defaults(handler=_pairings)


def _add_void(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser(
        "void-pairing",
        help=lazy(
            "withdraw the latest round's pairing (no result yet at any table) to pair it again"
        ),
        description=lazy(
            "Withdraw the latest round's pairing while no table has a result (reported "
            "or decided by a penalty): a new fact with your reason. Then `tagduel event pair` "
            "pairs the round again; a team dropped meanwhile is left out."
        ),
    )
    common_options(p)
    p.add_argument(
        "--round",
        type=int,
        metavar="R",
        help=lazy("the round to void: must be the latest (a check)"),
    )
    p.add_argument(
        "--reason", required=True, metavar="TEXT", help=lazy("why the pairing is voided")
    )
    p.set_defaults(handler=_void)


def _add_undrop(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser(
        "undrop",
        help=lazy("take back a team's drop (before any round is paired without it)"),
    )
    common_options(p)
    p.add_argument("--team", required=True, metavar="TEAM", help=lazy("the dropped team, by name"))
    p.add_argument("--reason", default="", metavar="TEXT", help=lazy("why the drop is taken back"))
    p.set_defaults(handler=_undrop)


def _list(args: argparse.Namespace) -> int:
    from tagduel.services.listings import events_view
    from tagduel.services.overview import overview

    with open_events(args, read_only=True) as events:
        summaries = overview(events)
        url = events.store.url
    show(args, lazy("Events in {url}:", url=url))
    print(events_view(summaries, say(args)), end="")
    return 0


def _teams(args: argparse.Namespace) -> int:
    from tagduel.services.listings import teams_view

    with open_events(args, read_only=True) as events:
        state = events.tournament(args.name)
    show(args, lazy("Teams of {event!r}: {count}", event=state.name, count=len(state.teams)))
    print(teams_view(state, say(args)), end="")
    return 0


def _pairings(args: argparse.Namespace) -> int:
    from tagduel.services.errors import EventError
    from tagduel.services.views import pairings_text

    with open_events(args, read_only=True) as events:
        state = events.tournament(args.name)
    if args.round is None and not state.paired:
        raise EventError(lazy("event {event!r} has no paired round yet", event=state.name))
    number = len(state.paired) if args.round is None else args.round
    print(pairings_text(state, state.paired_round(number), say(args)), end="")
    return 0


def _void(args: argparse.Namespace) -> int:
    from tagduel.services.amend import void_round
    from tagduel.services.notices import voided_text

    with open_events(args) as events:
        written = void_round(events, args.name, args.reason, args.round)
    print(voided_text(written, say(args)), end="")
    return 0


def _undrop(args: argparse.Namespace) -> int:
    from tagduel.services.amend import undo_drop
    from tagduel.services.notices import undrop_text

    with open_events(args) as events:
        written = undo_drop(events, args.name, args.team, args.reason)
    print(undrop_text(written, say(args)), end="")
    return 0
