"""Check a penalty against its event before it is recorded: who, where, how long and when.

A penalty recorded in an event that `tagduel event new` set up and that has registered teams
must name what the event holds: the person is a registered duelist (else the judge says
explicitly that the person is not one: a supporter, a spectator; the refusal names the
registered duelists closest to the name given), the team (if given) is the person's, the seat
matches the registration (seed 001 A: the designation never changes), the round and table exist
and the table is the team's own. In every event a duration (minutes late) fits in a round, and
the time lies near the event's days. `issue_checked` is the use case the CLI and the web call:
the checks run under the event's write lock, and a refused penalty writes nothing at all.
"""

from __future__ import annotations

import difflib
import enum
from collections.abc import Sequence
from datetime import datetime, timedelta

from tagduel.i18n import lazy
from tagduel.names import name_key
from tagduel.penalties.facts import parse_facts
from tagduel.penalties.model import Duration, person_key
from tagduel.services.errors import EventError, UnknownTeamError
from tagduel.services.events import Events
from tagduel.services.penalties import IssueResult, PenaltyFactKind, PenaltyRequest
from tagduel.services.projection import Duelist, EventState, TeamEntry, project
from tagduel.store import EventInfo, Fact

NEAR_THE_EVENT = timedelta(days=3)
"""How far before or after the event's known days a penalty's time may lie."""
RECENT = timedelta(days=1)
"""A penalty's time within this much before now is always near (the event may be running)."""


class Target(enum.Enum):
    """Who the checked penalty is for, as far as the event can tell."""

    DUELIST = "duelist"
    """A registered duelist: the penalty may change the team's results."""
    NOT_REGISTERED = "not_registered"
    """A person the judge says is not a registered duelist: it changes no result."""
    UNCHECKED = "unchecked"
    """The event has no registered teams (penalties only): nothing to check the person by."""


def issue_checked(
    events: Events, name: str, request: PenaltyRequest
) -> tuple[IssueResult, Target | None]:
    """Check the penalty against the event (the one the name matches, or a new one), then
    issue and record it, all under the event's write lock. The target is None when the request
    was recorded before (a repeat: nothing new is checked or written)."""
    found: list[Target] = []
    now = events.penalties.now()

    def check(info: EventInfo, facts: Sequence[Fact]) -> None:
        state = project(info, facts, events.penalties.catalogue)
        check_time(state, facts, request.at, now)
        found.append(check_target(state, request))

    result = events.penalties.issue(name, request, check=check)
    if result.repeated:
        return result, None
    for listener in list(events.listeners):  # pages showing the event learn of the penalty
        listener(result.event.id, result.penalty.number or 0)
    return result, found[0]


def check_person(state: EventState, request: PenaltyRequest) -> Target:
    """Who the penalty is for, checked by the person, team and seat alone (the facts and the
    table aside): the judge's form asks this as soon as a name is typed."""
    if not state.configured or not state.teams:
        return Target.UNCHECKED
    return Target.DUELIST if _team_of(state, request) is not None else Target.NOT_REGISTERED


def check_target(state: EventState, request: PenaltyRequest) -> Target:
    """Raise an EventError naming what is wrong; else say who the penalty is for."""
    check_durations(state, request)
    if not state.configured or not state.teams:
        return Target.UNCHECKED
    _check_round_and_table(state, request)
    entry = _team_of(state, request)
    if entry is None:
        return Target.NOT_REGISTERED
    _check_team_at_table(state, request, entry)
    return Target.DUELIST


# -- how long -------------------------------------------------------------------------------


def check_durations(state: EventState, request: PenaltyRequest) -> None:
    """A duration fact (minutes late) longer than the event's round is a slip."""
    infraction = state.catalogue.infraction(request.infraction)
    limit = state.settings.round_minutes
    for key, value in parse_facts(infraction, request.facts).items():
        if isinstance(value, Duration) and value.seconds > limit * 60:
            raise EventError(
                f"{key}={value.to_text()} is longer than a round of event {state.name!r} "
                f"({limit} minutes): give the time late when the judge ruled (a duelist still "
                "not seated 10 minutes after the set time loses the match)"
            )


# -- when ------------------------------------------------------------------------------------


def check_time(
    state: EventState, facts: Sequence[Fact], at: datetime | None, now: datetime
) -> None:
    """A penalty's time must lie near the event's days (or be recent): a wrong year, month or
    day far off is refused. Without a time, the penalty is now: always near."""
    days = event_days(state, facts)
    if at is None or days is None:
        return
    first, last = days
    recent = now - RECENT <= at
    if at < first - NEAR_THE_EVENT or (at > last + NEAR_THE_EVENT and not recent):
        span = f"{first:%Y-%m-%d}" + (f" to {last:%Y-%m-%d}" if last.date() > first.date() else "")
        raise EventError(
            f"the penalty's time {at.isoformat(timespec='minutes')} is far from the days of "
            f"event {state.name!r} ({span}) and is not recent: check the date"
        )


def event_days(state: EventState, facts: Sequence[Fact]) -> tuple[datetime, datetime] | None:
    """The first and last moment the event is known to have been running: its penalties'
    and clock's times; for an event set up with `event new`, also when its facts were
    recorded (an event holding only penalties may be entered long after it took place)."""
    times = [p.occasion.at for p in state.issued.values()]
    times += [c.at for c in state.clock_facts]
    if state.configured:
        times += [f.recorded_at for f in facts if f.kind != PenaltyFactKind.ISSUED.value]
    return (min(times), max(times)) if times else None


# -- who -------------------------------------------------------------------------------------


def _team_of(state: EventState, request: PenaltyRequest) -> TeamEntry | None:
    offender = request.offender
    by_person = state.team_of_person(offender.person)
    if request.not_registered:
        _check_not_registered(state, request, by_person)
        return None
    if not offender.team:
        if by_person is None:
            raise UnknownTeamError(
                _unregistered(state, offender.person, cli=False),
                cli=_unregistered(state, offender.person),
            )
        _check_seat(by_person, request)
        return by_person
    entry = state.team(offender.team)  # an unknown team: UnknownTeamError listing the teams
    if by_person is None or by_person.name != entry.name:
        names = f"{entry.a.name} (A) and {entry.b.name} (B)"
        raise UnknownTeamError(
            f"{offender.person!r} is not a duelist of team {entry.name!r} "
            f"(its duelists are {names}); a supporter's acts are penalised as the duelist's own "
            "(Team Dueling Rules A)"
        )
    _check_seat(entry, request)
    return entry


def _check_not_registered(
    state: EventState, request: PenaltyRequest, by_person: TeamEntry | None
) -> None:
    offender = request.offender
    if by_person is not None:
        duelist = _duelist_of(by_person, offender.person)
        raise EventError(
            lazy(
                "{person} is Duelist {seat} of team {team!r} in event {event!r}: a registered "
                "duelist, not a person outside the teams",
                person=duelist.name,
                seat=duelist.seat,
                team=by_person.name,
                event=state.name,
            )
        )
    if offender.team or offender.seat:
        raise EventError(
            lazy(
                "{person} is said not to be a registered duelist: such a person has no team or "
                "seat in the event (a supporter's acts are penalised as the duelist's own, Team "
                "Dueling Rules A: name the duelist instead)",
                person=offender.person,
            )
        )


def _unregistered(state: EventState, person: str, *, cli: bool = True) -> str:
    """The refusal for a name no team holds, with the registered duelists closest to it (and
    the option to type when `cli`)."""
    duelists = {
        name_key(d.name): f"{d.name} (Duelist {d.seat} of {t.name!r})"
        for t in state.teams.values()
        for d in t.duelists
    }
    close = difflib.get_close_matches(name_key(person), list(duelists), n=3, cutoff=0.0)
    return (
        f"{person!r} is not a registered duelist of event {state.name!r}; closest registered: "
        f"{', '.join(duelists[k] for k in close)}. If the person is not a registered duelist "
        "(a supporter, a spectator), say so explicitly" + (" (--not-registered)" if cli else "")
    )


def _duelist_of(entry: TeamEntry, person: str) -> Duelist:
    return entry.a if person_key(entry.a.name) == person_key(person) else entry.b


def _check_seat(entry: TeamEntry, request: PenaltyRequest) -> None:
    offender = request.offender
    if offender.seat is None:
        return
    duelist = _duelist_of(entry, offender.person)
    if duelist.seat != offender.seat.value:
        raise EventError(
            f"{duelist.name} is Duelist {duelist.seat} of team {entry.name!r}, not Duelist "
            f"{offender.seat.value} (the designation never changes during the event: "
            "Team Dueling Rules A)"
        )


# -- where -----------------------------------------------------------------------------------


def _check_round_and_table(state: EventState, request: PenaltyRequest) -> None:
    number = request.round
    if number is None or state.topcut is not None:
        return  # top-cut rounds continue the numbering: the bracket checks its own matches
    last = _last_round(state)
    if last is not None and number > last:
        raise EventError(f"event {state.name!r} has {last} rounds: there is no round {number}")
    paired = len(state.paired)
    if number < 1 or number > paired + 1:
        done = "no round is paired yet" if not paired else f"rounds 1-{paired} are paired"
        raise EventError(
            f"round {number} of {state.name!r} is not paired and is not the next round ({done})"
        )
    if request.table is None:
        return
    if number <= paired:
        state.paired_round(number).pairing_at(request.table)  # a table the round lacks: refused
        return
    most = (len(state.teams) + 1) // 2
    if request.table > most:
        raise EventError(
            f"event {state.name!r} has {len(state.teams)} teams: round {number} will have at "
            f"most {most} tables, not table {request.table}"
        )


def _last_round(state: EventState) -> int | None:
    """The event's last round, Swiss and top cut, when the organiser fixed the rounds."""
    rounds, cut = state.settings.rounds, state.settings.top_cut
    if rounds is None:
        return None
    return rounds + ((cut - 1).bit_length() if cut else 0)  # a cut of 5-8 teams: 3 rounds


def _check_team_at_table(state: EventState, request: PenaltyRequest, entry: TeamEntry) -> None:
    number = request.round
    if number is None or request.table is None or state.topcut is not None:
        return
    if number > len(state.paired):
        return
    pairing = state.paired_round(number).pairing_at(request.table)
    if entry.name not in pairing.teams:
        teams = " vs ".join(str(t) for t in pairing.teams)
        raise EventError(
            f"team {entry.name!r} does not play at round {number} table {request.table} ({teams})"
        )
