"""`tagduel judge`: look up infractions, issue and record penalties, print a person's record.

A thin adapter over `tagduel.penalties` (the rules) and `tagduel.services.penalties` (the
store). The database is `--db URL`, else $TAGDUEL_DB, else `sqlite:///tagduel.sqlite` in the
current directory. Every user error is a TagDuelError: one message, exit status 2.
"""

from __future__ import annotations

import argparse
import os
from datetime import datetime
from typing import TYPE_CHECKING, Any

from tagduel.cli.common import add_lang_option, say_in
from tagduel.errors import TagDuelError
from tagduel.i18n import Text, lazy
from tagduel.names import clean_name, clean_text
from tagduel.penalties.catalogue import Catalogue, default_catalogue, parse_penalty
from tagduel.penalties.errors import UpgradeDecisionRequired
from tagduel.penalties.facts import split_assignments
from tagduel.penalties.model import (
    Decision,
    Lang,
    NextMatch,
    Offender,
    Seat,
    Timing,
    UpgradeChoice,
)
from tagduel.penalties.printout import (
    earlier_table,
    infractions_table,
    ladder_table,
    penalty_printout,
    record_table,
)
from tagduel.penalties.record import to_csv, to_json

if TYPE_CHECKING:  # the store (SQLAlchemy, Alembic) is imported only by commands that use it
    from tagduel.services.penalties import IssueResult, PenaltyRequest, PenaltyService
    from tagduel.services.penaltytarget import Target

DB_ENV = "TAGDUEL_DB"
DEFAULT_URL = "sqlite:///tagduel.sqlite"
"""The same as tagduel.store.DEFAULT_URL (a test checks), kept here to start up fast."""
WHEN = {t.value.replace("_", "-"): t for t in Timing}


def register(sub: argparse._SubParsersAction[Any]) -> None:
    p = sub.add_parser(
        "judge",
        help=lazy("infractions, penalties and the official record (the penalty regulations)"),
        description=lazy(
            "The judge's penalty system: the infraction catalogue of the penalty "
            "regulations (大会罰則規定), penalties with their remedy and consequence for the team "
            "(Team Dueling Rules), and the official record."
        ),
    )
    commands = p.add_subparsers(dest="judge_command", metavar="SUBCOMMAND", required=True)
    _add_infractions(commands)
    _add_penalty(commands)
    _add_record(commands)
    _add_void(commands)


def _db_option(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--db",
        metavar="URL",
        help=lazy(
            "database URL (default: ${env}, else {url} in the current directory)",
            env=DB_ENV,
            url=DEFAULT_URL,
        ),
    )


def _lang_option(p: argparse.ArgumentParser) -> None:
    add_lang_option(p)


def _add_infractions(commands: argparse._SubParsersAction[Any]) -> None:
    p = commands.add_parser("infractions", help=lazy("the infraction catalogue as a table"))
    _lang_option(p)
    p.set_defaults(handler=_infractions)


def _add_penalty(commands: argparse._SubParsersAction[Any]) -> None:
    p = commands.add_parser(
        "penalty",
        help=lazy("the guideline penalty, remedy and consequence; with --event, record it"),
        description=lazy(
            "Compute the guideline penalty for an infraction and its facts, with the "
            "remedy and the consequence for the team. With --event the penalty is recorded in "
            "that event (created if it does not exist yet)."
        ),
    )
    p.add_argument(
        "infraction", metavar="INFRACTION_ID", help=lazy("see `tagduel judge infractions`")
    )
    p.add_argument("--person", required=True, metavar="NAME", help=lazy("the duelist penalised"))
    p.add_argument("--team", metavar="TEAM", help=lazy("the duelist's team"))
    p.add_argument("--seat", type=str.upper, choices=["A", "B"], help=lazy("Duelist A or B"))
    p.add_argument(
        "--not-registered",
        action="store_true",
        help=lazy(
            "the person is not a registered duelist of the event (a supporter, a spectator): "
            "recorded against the person, changes no result"
        ),
    )
    p.add_argument(
        "--fact",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help=lazy("a fact, repeatable (facts per infraction: `tagduel judge infractions`)"),
    )
    p.add_argument(
        "--actual", metavar="PENALTY", help=lazy("Rule A: a penalty other than the guideline")
    )
    p.add_argument(
        "--reason", default="", metavar="TEXT", help=lazy("why the actual penalty differs")
    )
    upgrade = p.add_mutually_exclusive_group()
    upgrade.add_argument(
        "--accept-upgrade", action="store_true", help=lazy("Rule B: accept on a repeat")
    )
    upgrade.add_argument(
        "--decline-upgrade", action="store_true", help=lazy("Rule B: decline (--reason)")
    )
    p.add_argument(
        "--when", choices=list(WHEN), default="during-duel", help=lazy("default during-duel")
    )
    p.add_argument(
        "--next-match",
        choices=[n.value for n in NextMatch],
        help=lazy(
            "match loss between matches or in a lost match: apply it to the next match or not"
        ),
    )
    _db_option(p)
    p.add_argument("--event", metavar="NAME", help=lazy("record the penalty in this event"))
    p.add_argument(
        "--round", type=int, metavar="N", help=lazy("the round number (needed with --event)")
    )
    p.add_argument("--table", type=int, metavar="N", help=lazy("the table number"))
    p.add_argument("--judge", metavar="NAME", help=lazy("the judge deciding"))
    p.add_argument(
        "--time",
        metavar="ISO",
        help=lazy(
            "when (ISO 8601; default now); the same command with the same --time is recorded "
            "once, so give --time to record a second penalty with the same details"
        ),
    )
    _lang_option(p)
    p.set_defaults(handler=_penalty)


def _add_record(commands: argparse._SubParsersAction[Any]) -> None:
    p = commands.add_parser("record", help=lazy("a person's penalties across events"))
    p.add_argument("person", metavar="PERSON", help=lazy("the person's name (any case or width)"))
    _db_option(p)
    p.add_argument(
        "--format", choices=["table", "csv", "json"], default="table", help=lazy("default: table")
    )
    _lang_option(p)
    p.set_defaults(handler=_record)


def _add_void(commands: argparse._SubParsersAction[Any]) -> None:
    p = commands.add_parser("void", help=lazy("withdraw a recorded penalty (a correcting fact)"))
    p.add_argument(
        "number", type=int, metavar="NUMBER", help=lazy("the penalty's number in the event")
    )
    p.add_argument(
        "--event", required=True, metavar="NAME", help=lazy("the event it was issued in")
    )
    p.add_argument("--reason", required=True, metavar="TEXT", help=lazy("why it is withdrawn"))
    p.add_argument("--judge", metavar="NAME", help=lazy("the judge withdrawing it"))
    _db_option(p)
    _lang_option(p)
    p.set_defaults(handler=_void)


def _infractions(args: argparse.Namespace) -> int:
    catalogue = default_catalogue()
    lang = Lang(args.lang)
    print(infractions_table(catalogue, lang), end="")
    print()
    print(ladder_table(catalogue, lang), end="")
    return 0


def _say(lang: Lang, text: str) -> str:
    """A message (`lazy`) in `lang`, from the product's catalogue."""
    return say_in(lang.value)(text)


def _penalty(args: argparse.Namespace) -> int:
    from tagduel.services.penalties import preview

    request = _request(args)
    lang = Lang(args.lang)
    catalogue = default_catalogue()
    if args.event is None:
        print(penalty_printout(preview(request, catalogue), catalogue, lang), end="")
        print(
            _say(
                lang,
                lazy("Not recorded: give --event NAME (with --round and --judge) to record it."),
            )
        )
        return 0
    _require_for_recording(args)
    result, target, url = _record_penalty(args, request, catalogue, lang)
    print(penalty_printout(result.penalty, catalogue, lang), end="")
    print(_recorded_line(result, url, lang, timed=args.time is not None))
    from tagduel.services.penaltytarget import Target

    if target is Target.NOT_REGISTERED:
        print(_not_registered_note(result, lang))
    return 0


def _record_penalty(
    args: argparse.Namespace, request: PenaltyRequest, catalogue: Catalogue, lang: Lang
) -> tuple[IssueResult, Target | None, str]:
    from dataclasses import replace

    from tagduel.services.events import Events
    from tagduel.services.penalties import content_key
    from tagduel.services.penaltytarget import issue_checked
    from tagduel.store import EventStore

    keyed = replace(request, key=content_key(request, catalogue))
    with EventStore.open(_db_url(args)) as store:
        events = Events(store, catalogue)
        try:
            result, target = issue_checked(events, args.event, keyed)
        except UpgradeDecisionRequired as needed:
            _show_repeat(events.penalties, args, request, lang)
            if lang is Lang.JA:
                raise TagDuelError(_upgrade_needed_ja(needed, request, catalogue)) from None
            raise
    return result, target, store.url


def _recorded_line(result: IssueResult, url: str, lang: Lang, *, timed: bool) -> str:
    values = {"number": result.penalty.number, "event": result.event.name}
    if result.repeated and timed:
        line = lazy(
            "Already recorded as penalty #{number} of event {event!r} (the same request): "
            "nothing new was written.",
            **values,
        )
    elif result.repeated:
        line = lazy(
            "Already recorded as penalty #{number} of event {event!r} (the same request): "
            "nothing new was written. (To record another penalty with the same details, give "
            "its --time.)",
            **values,
        )
    elif result.event_created:
        line = lazy(
            "Recorded as penalty #{number} of event {event!r} (event created) in {url}.",
            url=url,
            **values,
        )
    else:
        line = lazy("Recorded as penalty #{number} of event {event!r} in {url}.", url=url, **values)
    return _say(lang, line)


def _not_registered_note(result: IssueResult, lang: Lang) -> str:
    note = lazy(
        "Note: {person} is not a registered duelist of event {event!r}: the penalty is "
        "recorded against the person and changes no result.",
        person=result.penalty.offender.person,
        event=result.event.name,
    )
    return _say(lang, note)


def _request(args: argparse.Namespace) -> PenaltyRequest:
    from tagduel.services.penalties import PenaltyRequest

    upgrade = None
    if args.accept_upgrade:
        upgrade = UpgradeChoice.ACCEPTED
    elif args.decline_upgrade:
        upgrade = UpgradeChoice.DECLINED
    decision = Decision(
        actual=parse_penalty(args.actual) if args.actual else None,
        reason=clean_text(args.reason, what="--reason"),
        upgrade=upgrade,
        next_match=NextMatch(args.next_match) if args.next_match else None,
    )
    return PenaltyRequest(
        infraction=args.infraction,
        offender=Offender(
            clean_name(args.person, what="--person"),
            _optional_name(args.team, "--team"),
            Seat(args.seat) if args.seat else None,
        ),
        facts=split_assignments(args.fact),
        decision=decision,
        timing=WHEN[args.when],
        round=args.round,
        table=args.table,
        judge=_optional_name(args.judge, "--judge"),
        at=_time(args.time) if args.time else None,
        not_registered=args.not_registered,
    )


def _optional_name(value: str | None, flag: str) -> str:
    """An option left out is "" (none); given, it must be a name (a blank one is refused)."""
    return "" if value is None else clean_name(value, what=flag)


def _time(text: str) -> datetime:
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise TagDuelError(
            lazy("--time {text!r} is not an ISO 8601 time (e.g. 2026-11-29T14:05)", text=text)
        ) from None
    return moment if moment.tzinfo else moment.astimezone()


def _require_for_recording(args: argparse.Namespace) -> None:
    missing = [
        flag for flag, value in (("--round", args.round), ("--judge", args.judge)) if value is None
    ]
    if missing:
        raise TagDuelError(
            lazy(
                "recording a penalty in an event needs {options} "
                "(expected: --event NAME --round N --judge NAME [--table N])",
                options=Text.joined(lazy(" and "), missing),
            )
        )


def _show_repeat(
    service: PenaltyService, args: argparse.Namespace, request: PenaltyRequest, lang: Lang
) -> None:
    earlier = service.earlier(args.event, request.offender, request.infraction)
    heading = lazy(
        "Rule B: earlier {infraction} for {person} in {event!r}:",
        infraction=request.infraction,
        person=request.offender.person,
        event=args.event,
    )
    print(_say(lang, heading))
    print(earlier_table(earlier, service.catalogue, lang), end="")
    rerun = lazy(
        "Re-run with --accept-upgrade, or with --decline-upgrade --reason TEXT; to give "
        "another penalty, add --actual PENALTY --reason TEXT."
    )
    print(_say(lang, rerun))


def _upgrade_needed_ja(
    needed: UpgradeDecisionRequired, request: PenaltyRequest, catalogue: Catalogue
) -> str:
    earlier = "、".join(f"#{n}" for n in needed.earlier)
    proposed = catalogue.name(parse_penalty(needed.proposed), Lang.JA)
    return (
        f"罰則の適用B：{request.offender.person} には同じ違反（{request.infraction}）の罰則 "
        f"{earlier} がある。{proposed}への引き上げを提案する。大会審判が受け入れるか見送るかを"
        "決める（見送るには理由が必要）。何も記録していない"
    )


def _record(args: argparse.Namespace) -> int:
    from tagduel.services.penalties import PenaltyService
    from tagduel.store import EventStore

    catalogue = default_catalogue()
    lang = Lang(args.lang)
    with EventStore.open(_db_url(args), create=False, read_only=True) as store:
        record = PenaltyService(store, catalogue).record(clean_name(args.person, what="PERSON"))
    if args.format == "csv":
        print(to_csv(record, catalogue, lang), end="")
    elif args.format == "json":
        print(to_json(record, catalogue, lang), end="")
    else:
        print(record_table(record, catalogue, lang), end="")
    return 0


def _void(args: argparse.Namespace) -> int:
    from tagduel.services.penalties import PenaltyService
    from tagduel.store import EventStore

    lang = Lang(args.lang)
    reason = clean_text(args.reason, what="--reason")
    judge = _optional_name(args.judge, "--judge")
    with EventStore.open(_db_url(args), create=False) as store:
        void = PenaltyService(store).void(args.event, args.number, reason, judge)
    voided = lazy(
        "Penalty #{number} of {event!r} voided by fact #{fact}: {reason}",
        number=args.number,
        event=void.event,
        fact=void.number,
        reason=void.reason,
    )
    print(_say(lang, voided))
    return 0


def _db_url(args: argparse.Namespace) -> str:
    return str(args.db or os.environ.get(DB_ENV) or DEFAULT_URL)
