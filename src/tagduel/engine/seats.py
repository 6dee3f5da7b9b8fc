"""Seats and teams of a Tag Duel: who sits where, who is across, and the turn order.

Seed 001 B: "Team 1 is Duelists 1A & 1B and Team 2 is Duelists 2A & 2B. The turn order starts
with Duelists A of the team that is chosen to go first and then alternates between teams."
Seed 001 E examples fix the pairs across the table: 1A↔2B and 1B↔2A.
"""

from __future__ import annotations

import enum
from typing import Final

from tagduel.engine.errors import MalformedActionError
from tagduel.i18n import lazy


class Team(enum.Enum):
    """One of the two teams; each owns one Life Point total."""

    __hash__ = object.__hash__  # members are singletons: a fast identity hash

    ONE = 1
    TWO = 2

    @property
    def other(self) -> Team:
        return _OTHER_TEAM[self]

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """Duelist A then Duelist B of this team."""
        return _TEAM_SEATS[self]

    def to_text(self) -> str:
        return f"team{self.value}"

    @classmethod
    def parse(cls, text: str) -> Team:
        word = text.strip().lower()
        for team in cls:
            if word in (team.to_text(), str(team.value)):
                return team
        raise MalformedActionError(lazy("not a team: {text} (use team1 or team2)", text=repr(text)))


class Seat(enum.Enum):
    """A duelist's seat: team number then designation (seed 001 A: Duelist A and Duelist B)."""

    __hash__ = object.__hash__  # members are singletons: a fast identity hash

    ONE_A = "1A"
    TWO_A = "2A"
    ONE_B = "1B"
    TWO_B = "2B"

    # Plain attributes of each member, set below: read at once, where a property of an Enum
    # member costs a call (seats are read on every hot path). Annotations, not properties.
    team: Team  # the seat's team
    teammate: "Seat"  # noqa: UP037 the other duelist of the team (quoted: the compiled engine builds it before Seat exists)

    @property
    def is_a(self) -> bool:
        return bool(self.value[1] == "A")

    @property
    def across(self) -> Seat:
        """The opponent sitting directly across (seed 001 E: 1A↔2B, 1B↔2A)."""
        return _ACROSS[self]

    @property
    def opponents(self) -> tuple[Seat, Seat]:
        """Both duelists of the other team, Duelist A first."""
        return self.team.other.seats

    def to_text(self) -> str:
        return str(self.value)

    @classmethod
    def parse(cls, text: str) -> Seat:
        try:
            return cls(text.strip().upper())
        except ValueError:
            raise MalformedActionError(
                lazy("not a seat: {text} (use 1A, 2A, 1B or 2B)", text=repr(text))
            ) from None


S1A, S2A, S1B, S2B = Seat.ONE_A, Seat.TWO_A, Seat.ONE_B, Seat.TWO_B
ALL_SEATS: Final[tuple[Seat, ...]] = (S1A, S2A, S1B, S2B)

_TEAM_SEATS: Final = {Team.ONE: (S1A, S1B), Team.TWO: (S2A, S2B)}
_TEAMMATE: Final = {S1A: S1B, S1B: S1A, S2A: S2B, S2B: S2A}
_TEAMS: Final = {seat: Team.ONE if seat.value[0] == "1" else Team.TWO for seat in Seat}
for _seat in Seat:  # the members' plain attributes (see `Seat`)
    for _name, _table in (("team", _TEAMS), ("teammate", _TEAMMATE)):
        setattr(_seat, _name, _table[_seat])
_OTHER_TEAM: Final = {Team.ONE: Team.TWO, Team.TWO: Team.ONE}
_ACROSS: Final = {S1A: S2B, S2B: S1A, S1B: S2A, S2A: S1B}


def turn_order(first_team: Team = Team.ONE) -> tuple[Seat, Seat, Seat, Seat]:
    """Seed 001 B: "Duelist A from each team will always be the first two Duelists to play."

    Team 1 first gives 1A → 2A → 1B → 2B; team 2 first gives 2A → 1A → 2B → 1B.
    """
    first, second = first_team.seats, first_team.other.seats
    return (first[0], second[0], first[1], second[1])


def next_seat(seat: Seat, first_team: Team = Team.ONE) -> Seat:
    """The seat after `seat` in turn order (wrapping round)."""
    return _NEXT[first_team][seat]


def seat_of_turn(turn: int, first_team: Team = Team.ONE) -> Seat:
    """The turn duelist of the 1-based overall turn number `turn`."""
    return turn_order(first_team)[(turn - 1) % 4]


_NEXT: Final = {
    team: {order[i]: order[(i + 1) % 4] for i in range(4)}
    for team in Team
    for order in (turn_order(team),)
}
