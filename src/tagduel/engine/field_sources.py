"""The duel's cards that can add to a registry (restrictions, protections, tolls), and those of
them on the field now, in the order the field is read.

The registries of effects in force (`restrictions.registry`, `protection.grants`,
`hand_tolls`) read the face-up cards on the field whose passcode is in a set of the scripts
(`Scripts.restricting`, `granting`, `continuous_resolving`). Most of the time none of those
cards is on the field; scanning the four duelists' zones to find that out was most of the work.

Which card instances carry such a passcode never changes once they are made: they are found
again only when a card instance is made (`DuelState.next_uid`: a Token). Which of them are in
a field zone changes only when a card moves (`DuelState.moved`, see `moved.py`). Both answers
are kept in `Game.memo` under the caller's key; whether a card is face-up is never remembered
(a card turns face-up without moving), the callers read it each time.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Final

from tagduel.engine.game import Game
from tagduel.engine.seats import ALL_SEATS, Seat
from tagduel.engine.zones import CardInstance, Location

_RANK: Final = {Location.MONSTERS: 0, Location.ST: 1, Location.FIELD: 2}  # Zones.field_cards' order
Keep = Callable[[CardInstance], bool]
_CODED: Final = "card instances by set of codes"


def instances(
    game: Game, key: str, codes: Collection[int], keep: Keep | None = None
) -> tuple[CardInstance, ...]:
    """The duel's card instances whose passcode or alias is in `codes` and that `keep` keeps
    (it must read only the card's printed data and scripts), remembered under `key` until a
    card instance is made."""
    made = game.state.next_uid
    memo = game.memo.get(key)
    if memo is not None and memo[0] == made:
        return memo[1]  # type: ignore[no-any-return]
    found = _coded(game, codes)
    if keep is not None:
        found = tuple(c for c in found if keep(c))
    game.memo[key] = (made, found)
    return found


def _coded(game: Game, codes: Collection[int]) -> tuple[CardInstance, ...]:
    """The duel's card instances whose passcode or alias is in `codes`, found once per set of
    codes (the scripts' sets live as long as the duel) until a card instance is made."""
    state = game.state
    made = state.next_uid
    memo = game.memo.get(_CODED)
    if memo is None or memo[0] != made:
        memo = game.memo[_CODED] = (made, {})
    known: dict[int, tuple[object, tuple[CardInstance, ...]]] = memo[1]
    entry = known.get(id(codes))
    if entry is not None and entry[0] is codes:
        return entry[1]
    found = tuple(c for c in state.all_cards() if c.card.passcode in codes or c.card.alias in codes)
    known[id(codes)] = (codes, found)  # holding `codes`: its id is not reused meanwhile
    return found


def on_field(
    game: Game,
    key: str,
    codes: Collection[int],
    keep: Keep | None = None,
    seats: tuple[Seat, ...] = ALL_SEATS,
) -> tuple[CardInstance, ...]:
    """The cards of `instances(codes, keep)` in a Monster, Spell & Trap or Field Spell Zone
    now, in the order `seats` then `Zones.field_cards` reads them (monsters, Spells/Traps, the
    Field Spell); remembered under `key` until a card moves or a card instance is made."""
    state = game.state
    memo = game.memo.get(key)
    if memo is not None and memo[0] == state.moved and memo[1][0] == state.next_uid:
        return memo[1][1]  # type: ignore[no-any-return]
    found = _placed(game, instances(game, key + " in the duel", codes, keep), seats)
    game.memo[key] = (state.moved, (state.next_uid, found))
    return found


def _placed(
    game: Game, cards: tuple[CardInstance, ...], seats: tuple[Seat, ...]
) -> tuple[CardInstance, ...]:
    out = [c for c in cards if c.location.on_field]
    if out:
        zones = game.state.zones  # a Token that ceased to exist keeps its last place
        out = [c for c in out if zones[c.zone_seat].slots(c.location)[c.slot] is c]
    if len(out) > 1:
        out.sort(key=lambda c: (seats.index(c.zone_seat), _RANK[c.location], c.slot))
    return tuple(out)
