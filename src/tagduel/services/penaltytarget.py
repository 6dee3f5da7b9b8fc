"""Check a penalty's duelist, team, seat, round and table against a tournament event.

A penalty recorded in an event that `tagduel event new` set up and that has registered teams
must name what the event holds: the team (if given) is registered, the person is that team's
Duelist A or B (seed 001 A: the designation never changes), the seat matches the registration,
the round is paired (or the next one), and the table is in that round and is the team's own.
A person on no team may still be penalised (a spectator): the result is a note, since such a
penalty changes no result. Events a judge's penalty created without teams are not checked.
`issue_checked` is the use case: check, then issue (what the CLI and the web front end call);
it also refuses an event name that differs from an existing one only in case or spacing.
"""

from __future__ import annotations

from tagduel.penalties.model import Offender, person_key
from tagduel.services.errors import EventError, UnknownTeamError
from tagduel.services.events import Events
from tagduel.services.penalties import IssueResult, PenaltyRequest
from tagduel.services.projection import EventState, TeamEntry


def issue_checked(
    events: Events, name: str, request: PenaltyRequest
) -> tuple[IssueResult, str | None]:
    """Check the penalty against the event (when it exists), then issue and record it; the
    note (a person on no team) is returned beside the stored penalty."""
    note = None
    if events.store.find_event(name) is not None:  # matched as names are: case, width, spaces
        note = check_target(events.state(name), request)
    return events.penalties.issue(name, request), note


def check_target(state: EventState, request: PenaltyRequest) -> str | None:
    """Raise an EventError naming what is wrong; return a note when the person is on no team."""
    if not state.configured or not state.teams:
        return None
    entry = _team_of(state, request.offender)
    if entry is None:
        return (
            f"{request.offender.person} is not a duelist of event {state.name!r}: "
            "the penalty is recorded but changes no result"
        )
    _check_round(state, request, entry)
    return None


def _team_of(state: EventState, offender: Offender) -> TeamEntry | None:
    by_person = state.team_of_person(offender.person)
    if not offender.team:
        if by_person is not None:
            _check_seat(by_person, offender)
        return by_person
    entry = state.team(offender.team)  # an unknown team: UnknownTeamError listing the teams
    if by_person is None or by_person.name != entry.name:
        names = f"{entry.a.name} (A) and {entry.b.name} (B)"
        raise UnknownTeamError(
            f"{offender.person!r} is not a duelist of team {entry.name!r} "
            f"(its duelists are {names}); a supporter's acts are penalised as the duelist's own "
            "(Team Dueling Rules A)"
        )
    _check_seat(entry, offender)
    return entry


def _check_seat(entry: TeamEntry, offender: Offender) -> None:
    if offender.seat is None:
        return
    duelist = entry.a if person_key(entry.a.name) == person_key(offender.person) else entry.b
    if duelist.seat != offender.seat.value:
        raise EventError(
            f"{duelist.name} is Duelist {duelist.seat} of team {entry.name!r}, not Duelist "
            f"{offender.seat.value} (the designation never changes during the event: "
            "Team Dueling Rules A)"
        )


def _check_round(state: EventState, request: PenaltyRequest, entry: TeamEntry) -> None:
    number = request.round
    if number is None or state.topcut is not None:
        return  # top-cut rounds continue the numbering: the bracket checks its own matches
    paired = len(state.paired)
    if number < 1 or number > paired + 1:
        done = "no round is paired yet" if not paired else f"rounds 1-{paired} are paired"
        raise EventError(
            f"round {number} of {state.name!r} is not paired and is not the next round ({done})"
        )
    if number > paired or request.table is None:
        return
    pairing = state.paired_round(number).pairing_at(request.table)
    if entry.name not in pairing.teams:
        teams = " vs ".join(str(t) for t in pairing.teams)
        raise EventError(
            f"team {entry.name!r} does not play at round {number} table {request.table} ({teams})"
        )
