"""What one reader of a live table may see: `view_for(state, seat)` builds a seat's view of the
whole table, a spectator's (`seat=None`: no hidden card at all) or a judge's (`judge_view`:
every card).

Seed 001 A: "Teammates may talk, compare hands, and share information freely and with each
other", so a seat sees its own hand and its teammate's, both their Set cards and Extra Decks.
For the opponents it sees how many cards they hold, card backs, and face-down cards as backs;
everything face-up is seen by all. A hidden card carries no name, no passcode and no identity
(no uid): only where it lies (`key`, e.g. "2A.hand.3"), so nothing in a seat's view can tell
which card it is. The log is the play-by-play written for that reader (`playbyplay.View`): a
team reads the full text of its own secrets, a spectator the public text, a judge all.

Pure: views are JSON-ready dicts (typed below), built straight from the state because a server
builds one per reader after every answer. One duelist's side looks the same to every reader of
the same `Audience` (their team, everyone else, a judge), so a server may build it once per
audience and share it (`seat_data`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Final, TypedDict

from tagduel.engine.decisions import Decision
from tagduel.engine.events import Event, TurnStarted
from tagduel.engine.playbyplay import FULL, PUBLIC, View, log_lines
from tagduel.engine.seats import ALL_SEATS, Seat, Team
from tagduel.engine.state import ChainLink, DuelState
from tagduel.engine.wording import with_team_names
from tagduel.engine.zones import PILES, CardInstance, Location, Zones

LOG_TURNS: Final = 2
"""How many turns of the play-by-play a view carries (the current one and the one before); the
whole log is read separately."""


class Audience(enum.Enum):
    """How a reader stands to one duelist's side: their team, anyone else, or a judge."""

    TEAM = "team"
    PUBLIC = "public"
    JUDGE = "judge"


@dataclass(frozen=True, slots=True)
class Viewer:
    """Who reads: a seat, a spectator (no seat), or a judge (sees every card)."""

    seat: Seat | None = None
    judge: bool = False

    @property
    def team(self) -> Team | None:
        return None if self.seat is None else self.seat.team

    @property
    def name(self) -> str:
        if self.judge:
            return "judge"
        return "spectator" if self.seat is None else self.seat.value

    def audience(self, seat: Seat) -> Audience:
        """How this reader stands to `seat`'s side of the table."""
        if self.judge:
            return Audience.JUDGE
        mine = self.seat
        return Audience.TEAM if mine is not None and _TEAM[mine] is _TEAM[seat] else Audience.PUBLIC

    def log_view(self) -> View:
        return FULL if self.judge else View(team=self.team) if self.seat else PUBLIC

    def sees(self, card: CardInstance) -> bool:
        """Whether this reader may know which card `card` is."""
        return shown_to(card, self.audience(card.zone_seat))


SPECTATOR: Final = Viewer()
JUDGE: Final = Viewer(judge=True)
_TEAM: Final = {seat: seat.team for seat in ALL_SEATS}  # a dict lookup: the enum property is slow


def shown_to(card: CardInstance, audience: Audience) -> bool:
    """Whether `audience` (as it stands to the card's side) may know which card `card` is."""
    if audience is Audience.JUDGE:
        return True
    where = card.location
    if where is Location.DECK:
        return False
    if where is Location.HAND or where is Location.EXTRA:
        return audience is Audience.TEAM
    if where is Location.GY or where is Location.MATERIAL:
        return True
    return card.face_up or audience is Audience.TEAM


class CardData(TypedDict, total=False):
    """One card as a reader sees it. A hidden card has only `key` (where it lies), `hidden`
    and, on the field, `position` ("set"); `face_up` False with a name is a Set card its own
    team looks at (a card without `face_up` is face-up); `owner` is there when the card's
    owner is not the duelist whose zones hold it."""

    key: str
    hidden: bool
    name: str
    passcode: int
    kind: str
    face_up: bool
    position: str | None
    atk: int | None
    defense: int | None
    level: int | None
    owner: str
    materials: list[CardData]


class SeatData(TypedDict):
    """One duelist's side: piles (the Deck as a count) and field zones (None: empty)."""

    seat: str
    hand: list[CardData]
    deck: int
    extra: list[CardData]
    gy: list[CardData]
    banished: list[CardData]
    monsters: list[CardData | None]
    spells: list[CardData | None]
    field: CardData | None
    deck_cards: list[CardData]  # a judge's view only: the Deck, top card first


class LinkData(TypedDict):
    """A Chain Link: who activated which card (activations are public), and its targets."""

    number: int
    seat: str
    card: str
    passcode: int
    effect: int
    targets: list[CardData]
    negated: bool


class AttackData(TypedDict):
    attacker: CardData | None
    target: CardData | None
    step: str


class TableData(TypedDict):
    """The whole table as one reader sees it."""

    viewer: str
    turn: int
    turn_seat: str
    phase: str
    first_team: int
    lp: dict[str, int]
    seats: dict[str, SeatData]
    chain: list[LinkData]
    attack: AttackData | None
    waiting: dict[str, str] | None
    outcome: str | None
    result: str | None  # the outcome as a sentence ("Team 1 wins (life points)"), a `Text`
    log: list[str]


def view_for(
    state: DuelState, seat: Seat | None, pending: Decision | None = None, *, judge: bool = False
) -> TableData:
    """The table as `seat` sees it (None: a spectator; `judge`: everything)."""
    return table_view(state, Viewer(seat, judge), pending)


def judge_view(state: DuelState, pending: Decision | None = None) -> TableData:
    return table_view(state, JUDGE, pending)


def table_view(
    state: DuelState,
    viewer: Viewer,
    pending: Decision | None = None,
    *,
    seats: dict[str, SeatData] | None = None,
    log: list[str] | None = None,
) -> TableData:
    """The table as `viewer` sees it; `seats` and `log`, when given, are this reader's sides and
    log built already (shared with other readers of the same audience)."""
    return {
        "viewer": viewer.name,
        "turn": state.turn,
        "turn_seat": state.turn_seat.value,
        "phase": state.phase.value,
        "first_team": state.first_team.value,
        "lp": {team.to_text(): state.lp[team] for team in Team},
        "seats": seats if seats is not None else sides_for(state, viewer),
        "chain": [_link(state, link, viewer) for link in state.chain],
        "attack": _attack(state, viewer),
        "waiting": None
        if pending is None
        else {"seat": pending.seat.value, "kind": pending.kind.value},
        "outcome": None if state.outcome is None else state.outcome.to_text(),
        "result": None if state.outcome is None else with_team_names(state.outcome.to_text()),
        "log": log if log is not None else recent_log(state.events, viewer),
    }


def sides_for(state: DuelState, viewer: Viewer) -> dict[str, SeatData]:
    return {s.value: seat_data(state.zones[s], viewer.audience(s)) for s in ALL_SEATS}


def seat_data(zones: Zones, audience: Audience) -> SeatData:
    """One duelist's side as `audience` sees it."""
    seat = zones.seat.value
    piles = {where: _pile(zones, where, audience) for where in PILES if where is not Location.DECK}
    return {
        "seat": seat,
        "hand": piles[Location.HAND],
        "deck": len(zones.deck),
        "extra": piles[Location.EXTRA],
        "gy": piles[Location.GY],
        "banished": piles[Location.BANISHED],
        "monsters": _slots(zones.monsters, f"{seat}.monsters.", audience),
        "spells": _slots(zones.st, f"{seat}.st.", audience),
        "field": _slots(zones.field_zone, f"{seat}.field.", audience)[0],
        "deck_cards": _pile(zones, Location.DECK, audience) if audience is Audience.JUDGE else [],
    }


def card_data(card: CardInstance, key: str, audience: Audience) -> CardData:
    """`card` at `key` as `audience` sees it: a back when hidden. Only what tells something is
    written (a face-up card has no `face_up`, a Spell no ATK, the owner only when it is not the
    duelist whose zones hold it): a server sends one after every answer."""
    if not shown_to(card, audience):
        hidden: CardData = {"key": key, "hidden": True}
        if card.location.on_field:
            hidden["position"] = "set"
        return hidden
    printed = card.card
    data: CardData = {
        "key": key,
        "name": printed.name,
        "passcode": printed.passcode,
        "kind": printed.kind.value,
    }
    if not card.face_up and card.location.on_field:
        data["face_up"] = False
    position = _position(card)
    if position is not None:
        data["position"] = position
    if printed.is_monster:
        data["atk"], data["defense"], data["level"] = (
            card.attack_value(),
            card.defense_value(),
            printed.level,
        )
    if card.owner is not card.zone_seat:
        data["owner"] = card.owner.value
    if card.materials:
        data["materials"] = [
            card_data(m, f"{key}.m{i}", audience) for i, m in enumerate(card.materials)
        ]
    return data


def place_key(state: DuelState, card: CardInstance) -> str:
    """Where `card` lies, as the views name places: seat, zone, index from 0 ("1A.monsters.2",
    "2B.hand.4"); an Xyz Material is named under its monster ("1A.monsters.0.m1")."""
    where = card.location
    if where.on_field:
        return f"{card.zone_seat.value}.{where.value}.{max(card.slot, 0)}"
    if where is Location.MATERIAL:
        for host in state.zones[card.zone_seat].monsters_on_field():
            for i, material in enumerate(host.materials):
                if material is card:
                    return f"{card.zone_seat.value}.monsters.{host.slot}.m{i}"
        return f"{card.zone_seat.value}.material.0"
    pile = state.zones[card.zone_seat].pile(where)
    index = next((i for i, c in enumerate(pile) if c is card), 0)
    return f"{card.zone_seat.value}.{where.value}.{index}"


def recent_log(events: list[Event], viewer: Viewer, turns: int = LOG_TURNS) -> list[str]:
    """The play-by-play of the last `turns` turns, written for `viewer`."""
    start, seen = 0, 0
    for i in range(len(events) - 1, -1, -1):
        if isinstance(events[i], TurnStarted):
            seen += 1
            if seen == turns:
                start = i
                break
    return log_lines(events[start:], viewer.log_view())


def full_log(events: list[Event], viewer: Viewer) -> list[str]:
    return log_lines(events, viewer.log_view())


def _pile(zones: Zones, location: Location, audience: Audience) -> list[CardData]:
    prefix = f"{zones.seat.value}.{location.value}."
    return [card_data(c, prefix + str(i), audience) for i, c in enumerate(zones.pile(location))]


def _slots(
    cards: list[CardInstance | None], prefix: str, audience: Audience
) -> list[CardData | None]:
    return [
        None if c is None else card_data(c, prefix + str(i), audience) for i, c in enumerate(cards)
    ]


def _position(card: CardInstance) -> str | None:
    if card.location is Location.MONSTERS and card.position is not None:
        return card.position.value
    return None if card.face_up or not card.location.on_field else "set"


def _seen(state: DuelState, card: CardInstance, viewer: Viewer) -> CardData:
    return card_data(card, place_key(state, card), viewer.audience(card.zone_seat))


def _link(state: DuelState, link: ChainLink, viewer: Viewer) -> LinkData:
    card = state.find(link.uid)
    targets = [state.find(uid) for uid in link.targets]
    return {
        "number": link.number,
        "seat": link.seat.value,
        "card": card.name if card is not None else "?",
        "passcode": card.card.passcode if card is not None else 0,
        "effect": link.effect,
        "targets": [_seen(state, t, viewer) for t in targets if t is not None],
        "negated": link.negated,
    }


def _attack(state: DuelState, viewer: Viewer) -> AttackData | None:
    attack = state.attack
    if attack is None:
        return None
    attacker = state.find(attack.attacker)
    target = None if attack.target is None else state.find(attack.target)
    return {
        "attacker": None if attacker is None else _seen(state, attacker, viewer),
        "target": None if target is None else _seen(state, target, viewer),
        "step": attack.step.value,
    }
