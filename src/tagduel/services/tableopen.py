"""Opening live tables and taking seats: what the rows say, worked out before they are written.

A casual table is opened by anyone with a display name; each duelist brings a deck (a file, a
ydke:// URL, a deck code or a text list), read with the server's card set. A tournament table is
opened by the organiser for one table of a paired round: the decks are the teams' registered
decks, team 1 of the pairing sits as Team 1 (1A, 1B) and team 2 as Team 2. A table set up at a
position (a scenario's `state:`) starts from that position once its four seats are taken.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tagduel.cards.db import CardDB
from tagduel.cards.model import Card
from tagduel.cardscripts.decks import rule_passcodes, scripted_decks
from tagduel.decks.formats import read_deck
from tagduel.decks.model import Deck
from tagduel.engine.codec import card_to_data
from tagduel.engine.seats import ALL_SEATS, Seat, Team
from tagduel.engine.tablerecord import TableRecord
from tagduel.errors import InputError, TagDuelError
from tagduel.i18n import lazy, lazy_plural
from tagduel.names import NAME_MAX, clean_name
from tagduel.services.projection import EventState

MAIN_MIN, MAIN_MAX, EXTRA_MAX = 40, 60, 15
"""A Main Deck holds 40 to 60 cards, an Extra Deck at most 15 (the game rules)."""
SECONDS_MAX = 3600


class TableError(TagDuelError):
    """A request the live table refuses, with the reason."""


@dataclass(frozen=True, slots=True)
class TableSettings:
    """A table's settings: the opening team ("1", "2" or "random"), the seed (None: drawn when
    the table opens), and the turn and response timers in seconds (0: off, the default; a
    tournament table is judged in person)."""

    first_team: str = "random"
    seed: int | None = None
    turn_seconds: int = 0
    response_seconds: int = 0

    def checked(self) -> TableSettings:
        if self.first_team not in ("1", "2", "random"):
            raise TableError(lazy("the opening team is 1, 2 or random"))
        for seconds in (self.turn_seconds, self.response_seconds):
            if not 0 <= seconds <= SECONDS_MAX:
                raise TableError(lazy("a timer is 0 (off) to {most} seconds", most=SECONDS_MAX))
        return self

    def to_data(self) -> dict[str, Any]:
        first = self.first_team
        if first == "random":
            first = str(1 + secrets.randbelow(2))
        seed = self.seed if self.seed is not None else secrets.randbelow(2**31)
        return {
            "first_team": int(first),
            "seed": seed,
            "turn_seconds": self.turn_seconds,
            "response_seconds": self.response_seconds,
        }


def opened_payload(
    kind: str, title: str, opener: str, settings: TableSettings, **more: Any
) -> dict[str, Any]:
    return {
        "kind": kind,
        "title": clean_name(title, what=lazy("table name"), limit=NAME_MAX),
        "opener": clean_name(opener, what=lazy("your name"), limit=NAME_MAX) if opener else "",
        "settings": settings.checked().to_data(),
        **more,
    }


def deck_cards(deck: Deck, db: CardDB) -> list[Card]:
    """The Main and Extra Deck of `deck` as cards, checked for play (sizes, known cards)."""
    unknown = sorted({p for p in deck.main + deck.extra if p not in db})
    if unknown:
        shown = ", ".join(str(p) for p in unknown[:5])
        raise TableError(
            lazy("the deck holds cards this server does not know: {codes}", codes=shown)
        )
    if not MAIN_MIN <= len(deck.main) <= MAIN_MAX:
        raise TableError(
            lazy_plural(
                len(deck.main),
                "the Main Deck holds {count} card: it must hold {low} to {high}",
                "the Main Deck holds {count} cards: it must hold {low} to {high}",
                low=MAIN_MIN,
                high=MAIN_MAX,
            )
        )
    if len(deck.extra) > EXTRA_MAX:
        raise TableError(
            lazy(
                "the Extra Deck holds {count} cards: at most {high}",
                count=len(deck.extra),
                high=EXTRA_MAX,
            )
        )
    return [db[p] for p in deck.main + deck.extra]


def read_cards(data: str | bytes, db: CardDB, source: str = "deck") -> list[Card]:
    """A duelist's deck from a file's bytes or pasted text (any format `read_deck` knows)."""
    try:
        deck = read_deck(data, source=source, db=db)
    except InputError as exc:
        if exc.line is None:
            raise TableError(exc.reason) from None
        raise TableError(
            lazy("line {line} of your deck: {problem}", line=exc.line, problem=exc.reason)
        ) from None
    return deck_cards(deck, db)


def bot_deck(db: CardDB, seat: Seat) -> list[Card]:
    """A bot's deck: the scripted cards' deck for its seat (a built-in card set has them)."""
    return list(scripted_decks(db, rule_passcodes())[seat])


def cards_data(cards: Sequence[Card]) -> list[dict[str, Any]]:
    return [card_to_data(c) for c in cards]


def start_record(opened: Mapping[str, Any], decks: Mapping[Seat, Sequence[Card]]) -> TableRecord:
    """How the duel of a full table begins: its position, or the four decks with the table's
    seed and opening team."""
    settings = opened["settings"]
    if opened.get("position") is not None:
        return TableRecord.from_data({"position": opened["position"], "seed": 0, "actions": []})
    return TableRecord.new(
        {s: decks[s] for s in ALL_SEATS},
        seed=int(settings["seed"]),
        first_team=Team(int(settings["first_team"])),
        auto_pass=False,
        manual=True,  # cards without a script are played by hand at a live table
    )


def tournament_table(
    state: EventState, db: CardDB, round_number: int, table: int
) -> dict[str, Any]:
    """The `event` and `decks` of a tournament table's first row: the pairing's teams, their
    duelists by seat and their registered decks."""
    pairing = state.paired_round(round_number).pairing_at(table)
    if pairing.team2 is None:
        raise TableError(
            lazy("round {r} table {t} is a bye: there is no duel to play", r=round_number, t=table)
        )
    teams = (state.team(str(pairing.team1)), state.team(str(pairing.team2)))
    names: dict[str, str] = {}
    decks: dict[str, list[dict[str, Any]]] = {}
    for team, entry in zip(Team, teams, strict=True):
        for seat, duelist in zip(team.seats, (entry.a, entry.b), strict=True):
            names[seat.value] = duelist.name
            decks[seat.value] = cards_data(deck_cards(duelist.deck, db))
    event = {
        "name": state.name,
        "round": round_number,
        "table": table,
        "team1": str(pairing.team1),
        "team2": str(pairing.team2),
        "duelists": names,
    }
    return {"event": event, "decks": decks}
