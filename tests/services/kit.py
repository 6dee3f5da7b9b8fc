"""Test helpers: the example decks, teams with a Duelist A and B, a small event run to order."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any

from tagduel.cards.db import CardDB
from tagduel.cards.sources.builtin import builtin_cards
from tagduel.decks.builtin import builtin_lflist
from tagduel.decks.formats import read_deck
from tagduel.decks.model import Deck
from tagduel.penalties.model import Offender, Seat, Timing
from tagduel.services.eventfacts import EventSettings
from tagduel.services.events import Events
from tagduel.services.penalties import PenaltyRequest
from tagduel.services.registration import DuelistEntry, TeamRequest, register_team
from tagduel.services.results import report_result
from tagduel.services.rounds import pair_next
from tagduel.services.topcut import numbered, start_topcut
from tagduel.tournament.model import Pairing, Result
from tagduel.tournament.topcut import BracketMatch

DECKS = Path(__file__).resolve().parents[2] / "examples" / "decks"
AT = datetime(2026, 11, 29, 14, 0, tzinfo=UTC)
EVENT = "City Cup"


@cache
def cards() -> CardDB:
    return builtin_cards()


@cache
def deck(name: str) -> Deck:
    path = DECKS / name
    return read_deck(path.read_bytes(), source=str(path.name), db=cards())


def team(i: int | str, *, late: bool = False) -> TeamRequest:
    return TeamRequest(
        f"Team {i}",
        DuelistEntry(f"Duelist {i}A", deck("light-A.ydk")),
        DuelistEntry(f"Duelist {i}B", deck("dark-B.ydk")),
        late=late,
    )


def example_settings(**overrides: Any) -> EventSettings:
    """The example ban list (kept in the event), other settings at their defaults."""
    base = EventSettings(banlist=builtin_lflist().get(None), banlist_source="builtin")
    return replace(base, **overrides)


def new_event(events: Events, teams: int, name: str = EVENT, **settings: Any) -> None:
    events.create(name, example_settings(**settings))
    for i in range(1, teams + 1):
        register_team(events, name, team(i), cards())


Chooser = Callable[[Pairing], Result]


def team1_wins(_: Pairing) -> Result:
    return Result.WIN


def play_round(
    events: Events, seed: int, choose: Chooser = team1_wins, name: str = EVENT
) -> list[Pairing]:
    """Pair the next round and report every table."""
    paired = pair_next(events, name, seed).value.pairing
    for p in paired.pairings:
        if not p.is_bye:
            report_result(events, name, p.round, p.table, choose(p))
    return list(paired.pairings)


def penalty(
    infraction: str,
    person: str,
    team_name: str,
    *,
    round_: int | None,
    table: int | None = None,
    timing: Timing = Timing.DURING_DUEL,
    facts: dict[str, str] | None = None,
) -> PenaltyRequest:
    return PenaltyRequest(
        infraction=infraction,
        offender=Offender(person, team_name, Seat.A),
        facts=facts or {},
        timing=timing,
        round=round_,
        table=table,
        judge="Head Judge",
        at=AT,
    )


def cut(events: Events, teams: int, size: int) -> list[str]:
    """An event of `teams` teams, one Swiss round, and a started Top `size`: its seeds."""
    new_event(events, teams, rounds=1, top_cut=size)
    play_round(events, seed=1)
    return [str(s) for s in start_topcut(events, EVENT).value.seeds]


def cut_match(events: Events, number: int) -> BracketMatch:
    """Top-cut match `number` (numbered down the bracket, round by round)."""
    bracket = events.tournament(EVENT).bracket()
    assert bracket is not None
    return numbered(bracket)[number - 1].match
