"""Manual operations: whether one can be carried out now, and if not, why (manual mode).

An operation that cannot be done (a full zone, a card that is not there, a Fusion Monster sent to
the hand) is refused with the reason before anything changes; `manual_ops.perform` carries out
the ones that pass.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from tagduel.engine import counters
from tagduel.engine.errors import IllegalActionError, Reason
from tagduel.engine.game import Game, Problem, lookup
from tagduel.engine.manual_actions import (
    FIELD_PLACES,
    CardOp,
    ChangeCounters,
    ChangeLifePoints,
    CreateToken,
    DrawCards,
    ManualOp,
    MillCards,
    MoveCard,
    NegateLink,
    ShuffleDeck,
)
from tagduel.engine.seats import Seat
from tagduel.engine.wording import quoted
from tagduel.engine.zones import CardInstance, Location
from tagduel.i18n import Text, lazy

PILES: Final = {
    "hand": Location.HAND,
    "deck-top": Location.DECK,
    "deck-bottom": Location.DECK,
    "deck-shuffle": Location.DECK,
    "gy": Location.GY,
    "banished": Location.BANISHED,
    "banished-down": Location.BANISHED,
    "extra": Location.EXTRA,
}
ZONES: Final = {"monsters": Location.MONSTERS, "st": Location.ST, "field": Location.FIELD}
_NOT_EXTRA: Final = {
    "hand": lazy("hand"),
    "deck-top": lazy("deck-top"),
    "deck-bottom": lazy("deck-bottom"),
}
"""The piles a Fusion, Synchro or Xyz Monster does not go back to, by their notation word."""
MAX_TOKEN_STAT: Final = 99_999


def _bad(message: Text) -> Problem:
    return Reason.BAD_CHOICE, message


def problem(game: Game, op: ManualOp) -> Problem | None:
    """Why `op` can't be carried out now, or None."""
    try:
        return _problem(game, op)
    except IllegalActionError as err:
        return err.reason, err.message


def _problem(game: Game, op: ManualOp) -> Problem | None:
    state = game.state
    if isinstance(op, MoveCard):
        return _move_problem(game, op, lookup(state, op.card))
    if isinstance(op, ChangeLifePoints):
        return _bad(lazy("a change of 0 Life Points changes nothing")) if op.delta == 0 else None
    if isinstance(op, DrawCards | MillCards):
        return _bad(lazy("draw or mill at least 1 card")) if op.count < 1 else None
    if isinstance(op, ShuffleDeck):
        return None
    if isinstance(op, CardOp):
        return _card_problem(game, op, lookup(state, op.card))
    if isinstance(op, ChangeCounters):
        card = lookup(state, op.card)
        if not card.location.on_field:
            return _bad(
                lazy(
                    "counters go on a card on the field; {card} is not there",
                    card=quoted_card(card),
                )
            )
        if op.delta == 0:
            return _bad(lazy("a change of 0 counters changes nothing"))
        held = counters.count(card, op.counter)
        if op.delta < 0 and held < -op.delta:
            return _bad(
                lazy(
                    "{card} has {held} {counter} counter(s), not {wanted}",
                    card=quoted_card(card),
                    held=held,
                    counter=op.counter,
                    wanted=-op.delta,
                )
            )
        return None
    if isinstance(op, CreateToken):
        if max(op.atk, op.defense) > MAX_TOKEN_STAT or not 1 <= op.level <= 12:
            return _bad(lazy("a Token's ATK and DEF are 0 to 99999, its Level 1 to 12"))
        return _room(game, op.who, Location.MONSTERS)
    if isinstance(op, NegateLink):
        chain = state.chain
        if not 1 <= op.link <= len(chain):
            what = (
                lazy("Chain Links 1 to {count}", count=len(chain))
                if chain
                else lazy("no Chain Link")
            )
            return _bad(
                lazy(
                    "there is no Chain Link {link} to negate ({what} on the chain)",
                    link=op.link,
                    what=what,
                )
            )
        if chain[op.link - 1].negated:
            return _bad(lazy("Chain Link {link} is already negated", link=op.link))
        return None
    return _bad(lazy("unknown operation {op}", op=repr(op.to_text())))


def _room(game: Game, seat: Seat, location: Location) -> Problem | None:
    if game.state.zones[seat].free_slot(location) >= 0:
        return None
    return Reason.ZONES_FULL, _FULL[location](seat=seat.value)


_FULL: Final[dict[Location, Callable[..., Text]]] = {
    Location.MONSTERS: lambda **v: lazy("{seat}'s Monster Card Zones are full: no free zone", **v),
    Location.ST: lambda **v: lazy("{seat}'s Spell & Trap Card Zones are full: no free zone", **v),
    Location.FIELD: lambda **v: lazy("{seat}'s Field Spell Zone is full: no free zone", **v),
}


def destination(op: MoveCard, card: CardInstance) -> tuple[Seat, str]:
    """The seat and zone word a move goes to: a pile is always the owner's."""
    if "." in op.to:
        seat, zone = op.to.split(".", 1)
        return Seat.parse(seat), zone
    if op.to in FIELD_PLACES:
        return op.seat, op.to
    return card.owner, op.to


def _extra_deck(card: CardInstance) -> bool:
    kind = card.traits
    return kind.fusion or kind.synchro or kind.xyz


def _move_problem(game: Game, op: MoveCard, card: CardInstance) -> Problem | None:
    seat, zone = destination(op, card)
    name = quoted_card(card)
    if zone in PILES:
        location = PILES[zone]
        if location is Location.EXTRA and not _extra_deck(card):
            return _bad(
                lazy(
                    "only Fusion, Synchro and Xyz Monsters go to the Extra Deck, not {card}",
                    card=name,
                )
            )
        if _extra_deck(card) and zone in ("hand", "deck-top", "deck-bottom"):
            return _bad(
                lazy(
                    "{card} goes back to its owner's Extra Deck, not to the {zone}",
                    card=name,
                    zone=_NOT_EXTRA[zone],
                )
            )
        if card.location is location and location is not Location.DECK:
            return _bad(lazy("{card} is already there", card=name))
        return None
    location = ZONES[zone]
    here = card.location is location and card.zone_seat is seat
    if location is Location.MONSTERS:
        if not card.traits.is_monster:
            return _bad(
                lazy("{card} is not a monster: it can't go to a Monster Card Zone", card=name)
            )
        if card.traits.token and op.mode == "set":
            return _bad(lazy("a Token can't be Set"))
        if card.location in (Location.ST, Location.FIELD):
            return _bad(lazy("move {card} off the field first", card=name))
        return None if here else _room(game, seat, location)
    if card.traits.is_monster:
        return _bad(lazy("{card} is a monster: it goes to a Monster Card Zone", card=name))
    if (location is Location.FIELD) != card.traits.field_spell:
        if card.traits.field_spell:
            return _bad(lazy("{card} goes to the Field Spell Zone", card=name))
        return _bad(lazy("{card} goes to a Spell & Trap Card Zone", card=name))
    if here:
        return None
    if card.location.on_field:
        return _bad(lazy("move {card} off the field first", card=name))
    return _room(game, seat, location)


def _card_problem(game: Game, op: CardOp, card: CardInstance) -> Problem | None:
    name = quoted_card(card)
    if op.verb == "reveal":
        return None
    if op.verb == "take-control":
        if card.location is not Location.MONSTERS:
            return _bad(lazy("{card} is not a monster on the field", card=name))
        if card.zone_seat is op.seat:
            return _bad(lazy("{seat} already controls {card}", seat=op.seat.value, card=name))
        return _room(game, op.seat, Location.MONSTERS)
    if not card.location.on_field:
        return _bad(lazy("{card} is not on the field", card=name))
    if op.verb == "negate" and not card.face_up:
        return _bad(
            lazy("{card} is face-down: only a face-up card's effects are negated", card=name)
        )
    return None


def quoted_card(card: CardInstance) -> str:
    return quoted(card.name)
