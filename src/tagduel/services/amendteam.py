"""Editing a registered team: a duelist's name as typed wrong, or a deck list replaced.

The team keeps its name (pairings and results name it). A changed deck is checked with the
other duelist's deck under the event's list, as at registration (seed 001 A: the team's decks
together); an illegal pair stores nothing. Each edit is a `team.amended` fact with the
organiser's reason: the registration stays in the log as it was.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tagduel.cards.db import CardDB
from tagduel.decks.model import Deck
from tagduel.decks.validate import DeckChecker
from tagduel.i18n import lazy
from tagduel.names import clean_name, name_key
from tagduel.services.errors import EventError, IllegalDecksError
from tagduel.services.eventfacts import FactKind, deck_payload
from tagduel.services.events import Events, NewFacts, Written
from tagduel.services.projection import EventState, TeamEntry


@dataclass(frozen=True, slots=True)
class DuelistChange:
    """What changes for Duelist `seat` (A or B): a new name, a new deck, or both."""

    seat: str
    name: str | None = None
    deck: Deck | None = None


@dataclass(frozen=True, slots=True)
class Amended:
    team: str
    changed: tuple[str, ...]
    """What changed, in words: 'Duelist A's name', 'Duelist B's deck'."""


def amend_team(
    events: Events,
    name: str,
    team: str,
    changes: list[DuelistChange],
    reason: str,
    db: CardDB,
    *,
    request_key: str | None = None,
) -> Written[Amended]:
    reason = " ".join(reason.split())
    if not reason:
        raise EventError(lazy("an edit of a registered team needs a reason"))

    def decide(state: EventState) -> tuple[NewFacts, Amended]:
        entry = state.team(team)
        current = {d.seat: d for d in entry.duelists}
        payloads: list[dict[str, Any]] = []
        changed: list[str] = []
        decks = {seat: d.deck for seat, d in current.items()}
        for change in changes:
            if change.seat not in current:
                raise EventError(
                    lazy("a team has Duelists A and B, not {seat!r}", seat=change.seat)
                )
            item: dict[str, Any] = {"seat": change.seat}
            named = lazy("Duelist {seat}'s name", seat=change.seat)
            if change.name is not None:
                new_name = clean_name(change.name, what=named)
                if new_name != current[change.seat].name:
                    _check_person(state, entry, change.seat, new_name)
                    item["name"] = new_name
                    changed.append(named)
            if change.deck is not None:
                decks[change.seat] = change.deck
                item["deck"] = deck_payload(change.deck)
                changed.append(lazy("Duelist {seat}'s deck", seat=change.seat))
            if len(item) > 1:
                payloads.append(item)
        if not payloads:
            return [], Amended(entry.name, ())
        if any("deck" in p for p in payloads):
            _check_decks(state, entry.name, decks, db)
        fact = {"team": entry.name, "duelists": payloads, "reason": reason}
        return [(FactKind.TEAM_AMENDED, fact)], Amended(entry.name, tuple(changed))

    return events.write(name, decide, request_key=request_key)


def _check_person(state: EventState, entry: TeamEntry, seat: str, person: str) -> None:
    other = state.team_of_person(person)
    if other is not None and other.name != entry.name:
        raise EventError(
            lazy(
                "{person!r} is already registered in team {team!r}",
                person=person,
                team=other.name,
            )
        )
    partner = entry.b if seat == "A" else entry.a
    if name_key(partner.name) == name_key(person):
        raise EventError(
            lazy("Duelist A and Duelist B would be the same person ({person!r})", person=person)
        )


def _check_decks(state: EventState, team: str, decks: dict[str, Deck], db: CardDB) -> None:
    rules = state.settings.deck_rules()
    report = DeckChecker(db, rules).check_team(decks)
    if not report.legal:
        raise IllegalDecksError(team, report, decks, rules, refused=lazy("not changed"))
