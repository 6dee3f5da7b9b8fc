"""Who the words of a card mean in a Tag Duel, for an effect controlled by a given seat.

Card scripts ask this module; they never hard-code seats. Each function quotes the line of the
Team Dueling Rules (seed 001) it implements. `Scope` names the readings so that data (an effect
record, a test table) can refer to them; `seats(scope, seat)` answers for any of them.
"""

from __future__ import annotations

import enum
from typing import Final

from tagduel.engine.seats import ALL_SEATS, Seat


def opponent_across(seat: Seat) -> Seat:
    """The opponent whose hand, Deck, Extra Deck, Graveyard or banished cards an effect affects.

    Seed 001 E: "If a card specifically states it affects an "opponent," and any part of the
    card's effect affects your opponent's hand, Deck, Extra Deck, Graveyard, or Banished Zone,
    then the Duelist activating the card effect must choose the opponent sitting directly across
    from them."
    """
    return seat.across


def opponents_field(seat: Seat) -> tuple[Seat, Seat]:
    """Whose fields "your opponent's side of the field" and "your opponent controls" cover.

    Seed 001 E: "If a card affects only your opponent's side of the field, it affects the entire
    side, or both opponents." and "cards that reference a card "your opponent controls" count
    both opponent's sides of the field."
    """
    return seat.opponents


def prevented_opponents(seat: Seat) -> tuple[Seat, Seat]:
    """Who an effect that prevents "your opponent" from doing something binds.

    Seed 001 E: "If a card effect prevents your opponent from performing an action, it prevents
    both opponents."
    """
    return seat.opponents


def all_duelists() -> tuple[Seat, ...]:
    """Who "all Duelists, Monsters, Spells, or Traps" and "each" card cover: all four.

    Seed 001 E: "If a card specifically states it affects all Duelists, Monsters, Spells, or
    Traps, then it affects both Teams (all 4 Duelists.)"
    """
    return ALL_SEATS


def each_player(seat: Seat) -> tuple[Seat, Seat]:
    """Who "both players" / "each player" / "both Duelists" mean: the activator and across.

    Seed 001 E: "If a card affects "both Duelists" or "each player," then the Duelist activating
    the effect and the opponent sitting directly across from them are affected."
    """
    return (seat, seat.across)


def yours(seat: Seat) -> tuple[Seat, Seat]:
    """Whose zones "you control" and "your" hand, Deck, Extra Deck, GY or banished cards cover.

    Seed 001 E: "If a card references another card that "you control" or "your" hand, Deck,
    Extra Deck, Graveyard, or Banished Zone, it counts cards in your teammate's Zones as well as
    your own." Seed 001 A: "Duelists may use their teammate's Graveyard as if it was their own."
    (Summoning from the Extra Deck is the exception: "Duelists may only summon from their own
    Extra Deck and not their teammates.")
    """
    return (seat, seat.teammate)


def prevented_you(seat: Seat) -> tuple[Seat, Seat]:
    """Who an effect that prevents "you" from doing something binds.

    Seed 001 E: "If a card prevents you from performing an action, it prevents your teammate as
    well." (Example: Reckless Greed makes the whole team skip its next 2 Draw Phases.)
    """
    return (seat, seat.teammate)


def opponent_turn_seats(seat: Seat) -> tuple[Seat, Seat]:
    """Whose turns count as "your opponent's turns".

    Seed 001 D: "Card effects that count turns count all appropriate turns." Example: Swords of
    Revealing Light activated by 1A lasts through 2A's next turn, 2B's next turn and 2A's turn
    after that: "three opponents' turns have passed."
    """
    return seat.opponents


def each_player_turn_seats() -> tuple[Seat, ...]:
    """Whose turns count for an effect that counts each player's turns: all four.

    Seed 001 D: "Final Countdown counts the turns of each individual player (all 4 Duelists)."
    """
    return ALL_SEATS


class Scope(enum.Enum):
    """The readings above as data, for effect records and tables."""

    __hash__ = object.__hash__  # members are singletons: a fast identity hash

    OPPONENT_ACROSS = "opponent_across"
    OPPONENTS_FIELD = "opponents_field"
    PREVENTED_OPPONENTS = "prevented_opponents"
    ALL = "all"
    EACH_PLAYER = "each_player"
    YOURS = "yours"
    PREVENTED_YOU = "prevented_you"


def seats(scope: Scope, seat: Seat) -> tuple[Seat, ...]:
    """The seats `scope` means for an effect controlled by `seat` (the controller first when included)."""
    return _SEATS[scope, seat]


def _reading(scope: Scope, seat: Seat) -> tuple[Seat, ...]:
    if scope is Scope.OPPONENT_ACROSS:
        return (opponent_across(seat),)
    if scope is Scope.ALL:
        return all_duelists()
    return _PAIR_SCOPES[scope](seat)


_PAIR_SCOPES: Final = {
    Scope.OPPONENTS_FIELD: opponents_field,
    Scope.PREVENTED_OPPONENTS: prevented_opponents,
    Scope.EACH_PLAYER: each_player,
    Scope.YOURS: yours,
    Scope.PREVENTED_YOU: prevented_you,
}
_SEATS: Final = {(scope, seat): _reading(scope, seat) for scope in Scope for seat in ALL_SEATS}
"""Each scope's reading for each seat, worked out once (scopes are asked all the time)."""
