"""Registration: create an event, register a team with its two checked decks, drop a team.

Seed 001 A: "Duelist A is the first name listed on the Team Registration Form. Duelist B is
the second name listed"; the designation "never changes", so it is fixed in the
`team.registered` fact. Each duelist's deck is checked with the team rules of seed 001 A
("Limited Cards are counted per team", …) before anything is stored: a team whose decks are
illegal is told every problem and nothing is recorded. Issue 6: a late entry starts with a
match loss for each round already paired; a dropped team is never paired again and keeps its
record.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from tagduel.cards.db import CardDB
from tagduel.decks.model import Deck
from tagduel.decks.problems import Report
from tagduel.decks.validate import DeckChecker
from tagduel.i18n import lazy, lazy_plural
from tagduel.names import NAME_MAX, clean_name, clean_text, name_key
from tagduel.penalties.model import person_key
from tagduel.services.errors import EventError, IllegalDecksError
from tagduel.services.eventfacts import EventSettings, FactKind, deck_payload
from tagduel.services.events import Events, NewFacts, Written
from tagduel.services.projection import EventState, TeamEntry
from tagduel.store import EventInfo

MAX_NAME = NAME_MAX
RESERVED_TEAM_NAMES = frozenset({"bye", "team1", "team2", "draw", "double-loss", "double loss"})
"""Words the pairings and results use (`--result team1`, a bye's 'BYE'): no team is named so
(compared as `tagduel.names.name_key` compares, so 'ＢＹＥ' and 'Team1' too)."""


@dataclass(frozen=True, slots=True)
class DuelistEntry:
    """A duelist as written on the registration form, with the deck list they submit."""

    name: str
    deck: Deck


@dataclass(frozen=True, slots=True)
class TeamRequest:
    """Duelist A is the first name on the form, Duelist B the second (seed 001 A)."""

    team: str
    a: DuelistEntry
    b: DuelistEntry
    late: bool = False


@dataclass(frozen=True, slots=True)
class Registration:
    """What registering decided: the first round the team plays and the rounds it missed."""

    team: str
    first_round: int
    missed: int
    report: Report
    duelists: tuple[str, str] = ("", "")
    """Duelist A's and B's names as recorded."""


@dataclass(frozen=True, slots=True)
class Dropped:
    team: str
    after_round: int
    unreported_table: int | None


def create_event(events: Events, name: str, settings: EventSettings) -> tuple[EventInfo, bool]:
    """A new tournament event (True when a bare event of that name was set up in place)."""
    return events.create(name, settings)


def check_decks(request: TeamRequest, settings: EventSettings, db: CardDB) -> Report:
    """The team deck check of seed 001 A under the event's list and card pool."""
    return DeckChecker(db, settings.deck_rules()).check_team(
        {"A": request.a.deck, "B": request.b.deck}
    )


def register_team(
    events: Events,
    name: str,
    request: TeamRequest,
    db: CardDB,
    *,
    request_key: str | None = None,
) -> Written[Registration]:
    """Register a team after checking both decks; an illegal pair raises `IllegalDecksError`."""
    request = clean_request(request)

    def decide(state: EventState) -> tuple[NewFacts, Registration]:
        _check_request(state, request)
        report = check_decks(request, state.settings, db)
        if not report.legal:
            decks = {"A": request.a.deck, "B": request.b.deck}
            raise IllegalDecksError(
                request.team.strip(), report, decks, state.settings.deck_rules()
            )
        played = len(state.paired)
        first = played + 1 if request.late else 1
        names = (request.a.name, request.b.name)
        registration = Registration(request.team, first, first - 1, report, names)
        return [(FactKind.TEAM_REGISTERED, _payload(request, registration, state))], registration

    return events.write(name, decide, request_key=request_key)


def clean_request(request: TeamRequest) -> TeamRequest:
    """The request with its three names cleaned (`tagduel.names.clean_name`: no control
    characters, at most `NAME_MAX` characters); a team name that reads as a result word or a
    bye, or made of dots only (no web address can hold it), is refused."""
    team = clean_name(request.team, what=lazy("team name"))
    if name_key(team) in RESERVED_TEAM_NAMES:
        raise EventError(
            lazy(
                "a team cannot be named {team!r}: pairings and results use that word "
                "({words}); choose another name",
                team=team,
                words=", ".join(sorted(RESERVED_TEAM_NAMES)),
            )
        )
    if not team.strip("."):
        raise EventError(
            lazy(
                "a team cannot be named {team!r}: a name of dots only cannot be part of a web "
                "address (the team's pages could not be opened); choose another name",
                team=team,
            )
        )
    a = replace(
        request.a, name=clean_name(request.a.name, what=lazy("Duelist {seat}'s name", seat="A"))
    )
    b = replace(
        request.b, name=clean_name(request.b.name, what=lazy("Duelist {seat}'s name", seat="B"))
    )
    return replace(request, team=team, a=a, b=b)


def _check_request(state: EventState, request: TeamRequest) -> None:
    team = request.team.strip()
    if state.topcut is not None:
        raise EventError(
            lazy("event {event!r} is in its top cut: registration is closed", event=state.name)
        )
    _check_rounds_left(state)
    known = state.find_team(team)
    if known is not None:
        raise EventError(
            lazy(
                "event {event!r} already has a team named {team!r}",
                event=state.name,
                team=known.name,
            )
        )
    _check_duelists(state, request)
    if state.paired and not request.late:
        values = {
            "round": len(state.paired),
            "event": state.name,
            "missed": _missed_text(len(state.paired)),
        }
        raise EventError(
            lazy(
                "round {round} of {event!r} is already paired: register the team as a late "
                "entry (it starts with a match loss for {missed})",
                **values,
            ),
            cli=lazy(
                "round {round} of {event!r} is already paired: register with --late (the team "
                "starts with a match loss for {missed})",
                **values,
            ),
        )


def _missed_text(paired: int) -> str:
    """'round 1, already paired' or 'each of the 3 rounds already paired'."""
    return lazy_plural(
        paired, "round 1, already paired", "each of the {count} rounds already paired"
    )


def _check_rounds_left(state: EventState) -> None:
    """A late entry plays the Swiss rounds still to pair: once the last one is paired there is
    none, and it would only add a team with a loss for every round (issue 13)."""
    structure = state.structure()
    if structure is not None and len(state.paired) >= structure.rounds:
        raise EventError(
            lazy(
                "all {rounds} Swiss rounds of {event!r} are paired: a team entering now would "
                "play no round, so registration is closed",
                rounds=structure.rounds,
                event=state.name,
            )
        )


def _check_duelists(state: EventState, request: TeamRequest) -> None:
    names = [request.a.name.strip(), request.b.name.strip()]
    if person_key(names[0]) == person_key(names[1]):
        raise EventError(
            lazy("Duelist A and Duelist B are the same person ({person!r})", person=names[0])
        )
    for person in names:
        other = state.team_of_person(person)
        if other is not None:
            raise EventError(
                lazy(
                    "{person!r} is already registered in team {team!r}",
                    person=person,
                    team=other.name,
                )
            )


def _payload(request: TeamRequest, reg: Registration, state: EventState) -> dict[str, Any]:
    duelists = [
        {"seat": seat, "name": entry.name.strip(), "deck": deck_payload(entry.deck)}
        for seat, entry in (("A", request.a), ("B", request.b))
    ]
    return {
        "team": reg.team,
        "late": request.late and reg.first_round > 1,
        "first_round": reg.first_round,
        "duelists": duelists,
        "deck_check": _check_summary(request, reg.report, state.settings),
    }


def _check_summary(request: TeamRequest, report: Report, settings: EventSettings) -> dict[str, Any]:
    sizes = {
        seat: {"main": len(d.main), "extra": len(d.extra), "side": len(d.side)}
        for seat, d in (("A", request.a.deck), ("B", request.b.deck))
    }
    return {
        "legal": report.legal,
        "problems": len(report.problems),
        "banlist": report.banlist,
        "pool": settings.pool or "default",
        "sizes": sizes,
    }


def drop_team(
    events: Events, name: str, team: str, reason: str = "", *, request_key: str | None = None
) -> Written[Dropped]:
    """Drop a team after the rounds paired so far: never paired again; it keeps its record."""
    said = clean_text(reason, what=lazy("reason"))

    def decide(state: EventState) -> tuple[NewFacts, Dropped]:
        entry = state.team(team)
        if state.is_dropped(entry.name):
            if entry.name in state.effects.disqualified:
                raise EventError(lazy("team {team!r} is already disqualified", team=entry.name))
            raise EventError(lazy("team {team!r} is already dropped", team=entry.name))
        after = len(state.paired)
        dropped = Dropped(entry.name, after, _open_table(state, entry))
        payload = {"team": entry.name, "after_round": after, "reason": said}
        return [(FactKind.TEAM_DROPPED, payload)], dropped

    return events.write(name, decide, request_key=request_key)


def _open_table(state: EventState, entry: TeamEntry) -> int | None:
    """The team's table of the current round when it still has no result."""
    if not state.paired:
        return None
    current = state.paired[-1]
    pairing = current.pairing_of(entry.name)
    if pairing is None or pairing.is_bye:
        return None
    return pairing.table if pairing.table in state.unreported(current.number) else None
