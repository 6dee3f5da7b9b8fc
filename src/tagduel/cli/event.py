"""`tagduel event`: run a Tag Duel tournament from registration to the top cut.

A thin adapter over `tagduel.services`. This module is the entry point (`register`, called by
`tagduel.cli`) and holds the commands that build the Swiss part of the event: `new`,
`register`, `drop`, `pair`, `report`, `correct`; `event_more` holds the clock, the standings,
the top cut, exports and imports; `event_common` the NAME and --db options. The database is
`--db URL`, else $TAGDUEL_DB, else `sqlite:///tagduel.sqlite` in the current directory, as for
`tagduel judge`. Exit status: 0 done, 1 a team's decks are illegal (nothing recorded), 2 any
other error (one message).
"""

from __future__ import annotations

import argparse
import secrets
from typing import Any

from tagduel.cli import argtypes, event_admin, event_more
from tagduel.cli.deck import add_from_option, add_lenient_option
from tagduel.cli.event_common import common_options, open_events, say, show
from tagduel.i18n import lazy

POOL_CHOICES = ("tcg", "ocg", "any")


def register(sub: argparse._SubParsersAction[Any]) -> None:
    p = sub.add_parser(
        "event",
        help=lazy("run a tournament: teams, Swiss rounds, clock, results, standings, top cut"),
        description=lazy(
            "Tag Duel tournaments (teams of two, the Team Dueling Rules): every change "
            "is a fact in the event's append-only log; standings, pairings and penalty effects are "
            "derived from it."
        ),
    )
    verbs = p.add_subparsers(dest="event_command", metavar="SUBCOMMAND", required=True)
    for add in (_add_new, _add_register, _add_drop, _add_pair, _add_report, _add_correct):
        add(verbs)
    event_more.add_verbs(verbs)
    event_admin.add_verbs(verbs)


def _add_new(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser("new", help=lazy("create a tournament event with its settings"))
    common_options(p)
    p.add_argument(
        "--rounds",
        type=argtypes.rounds,
        metavar="N",
        help=lazy("Swiss rounds, 1-30 (default: the chart)"),
    )
    p.add_argument(
        "--top-cut",
        type=argtypes.top_cut,
        metavar="N",
        help=lazy("top cut size, 2-256 or 0 for none (default: the chart)"),
    )
    p.add_argument(
        "--tie-rule",
        choices=["play-on", "draw"],
        default="play-on",
        help=lazy("equal LP after the 3 extra turns: play on until they differ (default) or draw"),
    )
    p.add_argument(
        "--banlist",
        metavar="FILE[:LIST]",
        help=lazy(
            "the Forbidden & Limited list for deck checks: an lflist.conf (':' and a list "
            "name), or 'builtin[:NAME]'; kept in the event (default: none)"
        ),
    )
    add_lenient_option(p)
    p.add_argument(
        "--pool", choices=POOL_CHOICES, help=lazy("card pool (default: from the list's name)")
    )
    p.add_argument(
        "--round-minutes",
        type=argtypes.minutes,
        default=40,
        metavar="M",
        help=lazy("length of a round, 1-1440 minutes (default 40, the Team Dueling Rules)"),
    )
    p.add_argument(
        "--min-percentage",
        type=argtypes.fraction(lazy("the minimum percentage")),
        default=0.0,
        metavar="X",
        help=lazy(
            "floor of each opponent's match-win percentage in OMW%%/OOMW%%: 0 to 1, as 1/3, "
            "0.25 or 25%% (default 0: the Yu-Gi-Oh! tournament policy names none; 1/3 for "
            "MTR-style tools such as melee.gg)"
        ),
    )
    p.add_argument(
        "--draw-value",
        type=argtypes.fraction(lazy("the value of a draw")),
        default=0.0,
        metavar="X",
        help=lazy(
            "what a drawn match counts in a match-win percentage, 0 to 1 (default 0: the "
            "policy counts match wins; 1/3 for MTR-style tools such as melee.gg)"
        ),
    )
    p.add_argument(
        "--loss-timing",
        choices=["later", "earlier"],
        default="later",
        help=lazy(
            "which losses rank higher in the loss-round-squares tiebreaker: 'later' (default, "
            "as Konami's software) or 'earlier' (a lower sum of squares is better)"
        ),
    )
    p.add_argument(
        "--bye-count",
        choices=["win", "excluded"],
        default="win",
        help=lazy("a bye in the bye'd team's own match-win percentage (default: a won round)"),
    )
    p.add_argument(
        "--dropped-count",
        choices=["counted", "excluded"],
        default="counted",
        help=lazy("a dropped opponent in OMW%%/OOMW%% (default: counted, with its record)"),
    )
    p.set_defaults(handler=_new)


def _add_register(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser("register", help=lazy("register a team and check its two decks"))
    common_options(p)
    p.add_argument(
        "--team",
        required=True,
        metavar="TEAM",
        help=lazy("the team's name (one line; not BYE, team1, team2, draw or double-loss)"),
    )
    p.add_argument(
        "--a", required=True, metavar="PERSON", help=lazy("Duelist A (first on the form)")
    )
    p.add_argument("--deck-a", required=True, metavar="DECK", help=lazy("Duelist A's deck list"))
    p.add_argument(
        "--b", required=True, metavar="PERSON", help=lazy("Duelist B (second on the form)")
    )
    p.add_argument("--deck-b", required=True, metavar="DECK", help=lazy("Duelist B's deck list"))
    p.add_argument(
        "--late",
        action="store_true",
        help=lazy("a late entry: a match loss for each round already paired"),
    )
    p.add_argument(
        "--cards", metavar="FILE", help=lazy("also use this cards.cdb or YGOPRODeck .json")
    )
    add_from_option(p)
    p.set_defaults(handler=_register)


def _add_drop(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser("drop", help=lazy("drop a team: never paired again, keeps its record"))
    common_options(p)
    p.add_argument("--team", required=True, metavar="TEAM", help=lazy("the team to drop, by name"))
    p.add_argument(
        "--reason", default="", metavar="TEXT", help=lazy("why (kept in the event's log)")
    )
    p.set_defaults(handler=_drop)


def _add_pair(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser("pair", help=lazy("pair the next Swiss round"))
    common_options(p)
    p.add_argument(
        "--seed",
        type=argtypes.seed,
        metavar="N",
        help=lazy("pairing seed, 0 to 2^63-1 (default: a random one, recorded)"),
    )
    p.add_argument(
        "--rounds",
        type=argtypes.rounds,
        metavar="N",
        help=lazy("override the number of Swiss rounds"),
    )
    p.add_argument(
        "--top-cut", type=argtypes.top_cut, metavar="N", help=lazy("override the top cut size")
    )
    p.add_argument(
        "--from",
        dest="from_file",
        metavar="FILE.csv",
        help=lazy(
            "enter the round's pairing from a CSV paired by hand or by another tool: columns "
            "table,team1,team2 (team2 empty or BYE for the bye); checked, all or nothing"
        ),
    )
    p.set_defaults(handler=_pair)


def _result_options(p: argparse.ArgumentParser, *, winner: bool) -> None:
    common_options(p)
    p.add_argument("--round", type=int, required=True, metavar="R", help=lazy("the Swiss round"))
    p.add_argument("--table", type=int, required=True, metavar="T", help=lazy("the table number"))
    group = p.add_mutually_exclusive_group(required=True)
    group.add_argument(
        "--result",
        metavar="RESULT",
        help=lazy("team1, team2, draw or double-loss (team1 = team 1 wins)"),
    )
    if winner:
        group.add_argument("--winner", metavar="TEAM", help=lazy("the winning team, by name"))


def _add_report(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser("report", help=lazy("report a table's result"))
    _result_options(p, winner=True)
    p.set_defaults(handler=_report)


def _add_correct(verbs: argparse._SubParsersAction[Any]) -> None:
    p = verbs.add_parser(
        "correct", help=lazy("correct a reported result (a new fact, with a reason)")
    )
    _result_options(p, winner=False)
    p.add_argument(
        "--reason",
        required=True,
        metavar="TEXT",
        help=lazy("why the result changes (kept in the log)"),
    )
    p.set_defaults(handler=_correct)


def _new(args: argparse.Namespace) -> int:
    from tagduel.services.eventfacts import EventSettings, TieSetting
    from tagduel.services.notices import settings_text
    from tagduel.services.registration import create_event
    from tagduel.tournament.standings import ByeCount, DropCount, LossTiming, StandingsSettings

    banlist = None
    if args.banlist:
        from tagduel.cli.deck import load_banlist

        banlist = load_banlist(args.banlist, lenient=args.lenient, say=say(args))
    settings = EventSettings(
        rounds=args.rounds,
        top_cut=args.top_cut,
        tie_rule=TieSetting(args.tie_rule),
        round_minutes=args.round_minutes,
        banlist=banlist,
        banlist_source=args.banlist or "",
        pool=args.pool,
        standings=StandingsSettings(
            min_percentage=args.min_percentage,
            draw_value=args.draw_value,
            bye=ByeCount.AS_WIN if args.bye_count == "win" else ByeCount.EXCLUDED,
            dropped=DropCount(args.dropped_count),
            loss_timing=LossTiming.LATER_RANKS_HIGHER
            if args.loss_timing == "later"
            else LossTiming.EARLIER_RANKS_HIGHER,
        ),
    )
    with open_events(args, create=True) as events:
        info, existed = create_event(events, args.name, settings)
        url = events.store.url
    if existed:
        done = lazy(
            "Event {event!r} set up as a tournament (it held penalties already) in {url}.",
            event=info.name,
            url=url,
        )
    else:
        done = lazy("Event {event!r} created in {url}.", event=info.name, url=url)
    show(args, done)
    print(settings_text(settings, say(args)), end="")
    return 0


def _register(args: argparse.Namespace) -> int:
    from tagduel.cli.common import card_db
    from tagduel.cli.deck import load_deck, render_report
    from tagduel.services.errors import IllegalDecksError
    from tagduel.services.notices import registration_text
    from tagduel.services.registration import DuelistEntry, TeamRequest, register_team

    db = card_db(args.cards)
    request = TeamRequest(
        args.team,
        DuelistEntry(args.a, load_deck(args.deck_a, db, args.source_format)),
        DuelistEntry(args.b, load_deck(args.deck_b, db, args.source_format)),
        late=args.late,
    )
    with open_events(args) as events:
        try:
            written = register_team(events, args.name, request, db)
        except IllegalDecksError as exc:
            paths = {"A": args.deck_a, "B": args.deck_b}
            show(
                args, lazy("Team {team!r} is NOT registered: its decks are illegal.", team=exc.team)
            )
            print("\n".join(render_report(exc.report, exc.decks, exc.rules, paths, say(args))))
            show(args, lazy("Nothing was recorded. Fix the decks and register again."))
            return 1
    print(registration_text(written, request, (args.deck_a, args.deck_b), say(args)), end="")
    return 0


def _drop(args: argparse.Namespace) -> int:
    from tagduel.services.notices import drop_text
    from tagduel.services.registration import drop_team

    with open_events(args) as events:
        print(drop_text(drop_team(events, args.name, args.team, args.reason), say(args)), end="")
    return 0


def _pair(args: argparse.Namespace) -> int:
    from tagduel.services.rounds import pair_next
    from tagduel.services.views import paired_text

    if args.from_file is not None:
        return _pair_from(args)
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    with open_events(args) as events:
        written = pair_next(events, args.name, seed, rounds=args.rounds, top_cut=args.top_cut)
        print(paired_text(events.tournament(args.name), written.value, say(args)), end="")
    return 0


def _pair_from(args: argparse.Namespace) -> int:
    from tagduel.cli.common import read_text
    from tagduel.errors import TagDuelError
    from tagduel.services.pairfile import pair_from_rows, parse_pairing_csv
    from tagduel.services.views import paired_text

    if args.seed is not None:
        raise TagDuelError(
            lazy("--seed and --from do not go together: a pairing from a file has no seed")
        )
    rows = parse_pairing_csv(read_text(args.from_file, what="pairing file"), args.from_file)
    with open_events(args) as events:
        written = pair_from_rows(
            events, args.name, rows, args.from_file, rounds=args.rounds, top_cut=args.top_cut
        )
        print(paired_text(events.tournament(args.name), written.value, say(args)), end="")
    return 0


def _report(args: argparse.Namespace) -> int:
    from tagduel.services.eventfacts import parse_result
    from tagduel.services.notices import penalty_note
    from tagduel.services.results import report_result, winner_result

    with open_events(args) as events:
        if args.winner is not None:
            state = events.tournament(args.name)
            result = winner_result(state, args.round, args.table, args.winner)
        else:
            result = parse_result(args.result)
        written = report_result(events, args.name, args.round, args.table, result)
        state = events.tournament(args.name)
    value = written.value
    if value.already is not None:
        line = lazy(
            "Already recorded (fact #{fact}): {result}. Nothing changed.",
            fact=value.already.seq,
            result=value.text(),
        )
    else:
        line = lazy(
            "Recorded (fact #{fact}): {result}.", fact=written.facts[0].seq, result=value.text()
        )
    show(args, line)
    print(penalty_note(state, args.round, args.table, say(args)), end="")
    return 0


def _correct(args: argparse.Namespace) -> int:
    from tagduel.services.eventfacts import parse_result, result_text
    from tagduel.services.notices import penalty_note
    from tagduel.services.results import correct_result

    result = parse_result(args.result)
    with open_events(args) as events:
        written = correct_result(events, args.name, args.round, args.table, result, args.reason)
        state = events.tournament(args.name)
    value = written.value
    assert value.replaced is not None
    line = lazy(
        "Corrected (fact #{fact} replaces fact #{replaced}, {was}): {result}. Reason: {reason}",
        fact=written.facts[0].seq,
        replaced=value.replaced.seq,
        was=result_text(value.replaced.result),
        result=value.text(),
        reason=args.reason.strip(),
    )
    show(args, line)
    if len(state.paired) > args.round:
        show(
            args,
            lazy(
                "  Note: round {round} was paired from the earlier result; it stands.",
                round=args.round + 1,
            ),
        )
    print(penalty_note(state, args.round, args.table, say(args)), end="")
    return 0
