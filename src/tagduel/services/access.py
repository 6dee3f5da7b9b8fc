"""Access to an event without an account: the duelists' join code and the judges' codes.

The organiser makes a join code (`7-K3QX-9MTP`: the event's number, then a secret part) and
hands it out; only its argon2 hash is stored (an `access.join_code_set` fact; a new code
replaces the old one). A duelist joins with the code and their name as registered, and may then
act for their own team only.

Judges join the same way with a judge code (an `access.judge_code_set` fact, role `judge`), the
head judge with a code of their own (role `head_judge`); a judge gives their name, which the
penalties they issue carry. A registered duelist of the event cannot join it as a judge.
"""

from __future__ import annotations

import enum
import secrets
from dataclasses import dataclass

from tagduel.i18n import lazy
from tagduel.names import clean_name, name_key
from tagduel.services.accounts import hash_secret, secret_matches
from tagduel.services.errors import EventError
from tagduel.services.eventfacts import FactKind
from tagduel.services.events import Events, NewFacts
from tagduel.services.projection import EventState, TeamEntry
from tagduel.store import EventInfo

ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"  # no 0/O, 1/I: read aloud and typed from paper
SECRET_LENGTH = 8


class JoinError(EventError):
    """A join code or name that does not let the person in (the reason is kept vague on
    purpose for the code: a wrong code and an unknown event read the same)."""


@dataclass(frozen=True, slots=True)
class Membership:
    """Who joined: the event, the team, the duelist's seat (A or B) and name as registered."""

    event_id: int
    event: str
    team: str
    seat: str
    name: str


def new_join_code(events: Events, name: str) -> str:
    """A new join code for the event (shown once; the old code stops working)."""
    info = events.store.event(name)
    secret = "".join(secrets.choice(ALPHABET) for _ in range(SECRET_LENGTH))
    code = f"{info.id}-{secret[:4]}-{secret[4:]}"
    hashed = hash_secret(_normal(secret))

    def decide(_state: EventState) -> tuple[NewFacts, str]:
        return [(FactKind.JOIN_CODE_SET, {"hash": hashed})], code

    return events.write(name, decide).value


class JudgeRole(enum.Enum):
    """Who a judge code lets in: a floor judge, or the head judge (who also decides escalated
    calls, voids penalties and keeps the event's list of penalties)."""

    JUDGE = "judge"
    HEAD_JUDGE = "head_judge"


@dataclass(frozen=True, slots=True)
class JudgeMembership:
    """A judge who joined an event with a judge code: the event, their name, and their role."""

    event_id: int
    event: str
    name: str
    head: bool


def new_judge_code(events: Events, name: str, role: JudgeRole = JudgeRole.JUDGE) -> str:
    """A new judge code (or head judge code) for the event, shown once; the old one of that
    role stops working (judges who joined with it keep their session)."""
    info = events.store.event(name)
    secret = "".join(secrets.choice(ALPHABET) for _ in range(SECRET_LENGTH))
    code = f"{info.id}-{secret[:4]}-{secret[4:]}"
    hashed = hash_secret(_normal(secret))

    def decide(_state: EventState) -> tuple[NewFacts, str]:
        return [(FactKind.JUDGE_CODE_SET, {"hash": hashed, "role": role.value})], code

    return events.write(name, decide).value


def join_as_judge(events: Events, code: str, person: str) -> JudgeMembership:
    """Check a judge code (a head judge's code makes the head judge) and take the judge's name."""
    try:
        info = event_of_code(events, code)
    except JoinError:
        raise JoinError(lazy("this judge code is not valid")) from None
    state = events.tournament(info.name)
    _, _, secret = code.strip().partition("-")
    role = next(
        (
            JudgeRole(r)
            for r, hashed in sorted(state.judge_code_hashes.items())
            if secret_matches(_normal(secret), hashed)
        ),
        None,
    )
    if role is None:
        raise JoinError(lazy("this judge code is not valid"))
    name = clean_name(person, what=lazy("the judge's name"))
    entry = state.team_of_person(name)
    if entry is not None:
        raise JoinError(
            lazy(
                "{name} is a registered duelist of team {team} in {event}: a duelist cannot "
                "judge the event they play in",
                name=name,
                team=entry.name,
                event=info.name,
            )
        )
    return JudgeMembership(info.id, info.name, name, role is JudgeRole.HEAD_JUDGE)


def event_of_code(events: Events, code: str) -> EventInfo:
    """The event a join code names (by its number); the code is not checked here."""
    number, _, _ = code.strip().partition("-")
    if not number.isdigit():
        raise JoinError(lazy("not a join code: it looks like 7-K3QX-9MTP"))
    for info in events.store.events():
        if info.id == int(number):
            return info
    raise JoinError(lazy("this join code is not valid"))


def join(events: Events, code: str, person: str) -> Membership:
    """Check the code and find the person among the event's registered duelists."""
    info = event_of_code(events, code)
    state = events.tournament(info.name)
    _, _, secret = code.strip().partition("-")
    if state.join_code_hash is None or not secret_matches(_normal(secret), state.join_code_hash):
        raise JoinError(lazy("this join code is not valid"))
    entry = state.team_of_person(person)
    if entry is None:
        raise JoinError(
            lazy(
                "no duelist named {person!r} is registered in {event}: type your name as on "
                "your registration, or ask the organiser",
                person=person,
                event=info.name,
            )
        )
    return membership(info, entry, person)


def membership(info: EventInfo, entry: TeamEntry, person: str) -> Membership:
    duelist = entry.a if name_key(entry.a.name) == name_key(person) else entry.b
    return Membership(info.id, info.name, entry.name, duelist.seat, duelist.name)


def _normal(secret: str) -> str:
    """The secret as typed, without dashes and spaces, in upper case."""
    return "".join(secret.split()).replace("-", "").upper()
