"""Manual operations: carrying out what a duelist does by hand (manual mode).

Every change goes through the engine's own primitives (`ops`, `tokens`, `counters`, ...), so a
card leaving the field takes its Xyz Materials, equips and links with it, a Token ceases to
exist, a card goes to its owner's pile (seed 001 E: the owner is "the Duelist whose Deck the
card started in"), and the invariants hold after each operation. Whether an operation can be
done is `manual_checks.problem`, asked before anything changes. Each operation is announced by
a `ManualOperation` event, then the primitives' events.
"""

from __future__ import annotations

import zlib
from typing import Final

from tagduel.cards.model import Attribute, Card, Race
from tagduel.engine import counters, ops, shuffling, spelltrap, tokens
from tagduel.engine.chain_events import ActivationNegated
from tagduel.engine.events import LpCause, Moved, PositionChanged
from tagduel.engine.game import Game, lookup
from tagduel.engine.lasting_negation import MARK as NEGATED
from tagduel.engine.manual_actions import (
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
from tagduel.engine.manual_checks import PILES, ZONES, destination, quoted_card
from tagduel.engine.manual_events import ManualOperation
from tagduel.engine.seats import Seat
from tagduel.engine.timing import together
from tagduel.engine.wording import place_name, quoted, team_name
from tagduel.engine.zones import CardInstance, Location, Position
from tagduel.i18n import Text, lazy

_SECRET: Final = (Location.HAND, Location.DECK, Location.EXTRA)
_PILE_NOTES: Final = {
    "deck-top": lazy(" (top)"),
    "deck-bottom": lazy(" (bottom)"),
    "deck-shuffle": lazy(" (shuffled)"),
    "banished-down": lazy(" (face-down)"),
}
_MODES: Final = {
    "attack": lazy("attack"),
    "defense": lazy("defense"),
    "set": lazy("set"),
    "face-up": lazy("face-up"),
}
"""The mode words of a move to the field, as the log shows them."""


# -- carrying out ---------------------------------------------------------------------------------


def _public(card: CardInstance) -> bool:
    return card.face_up and card.location not in _SECRET


def _signed(number: int) -> str:
    """ "+500", "-2"."""
    return f"{number:+d}"


def _named(card: CardInstance) -> str:
    place = place_name(f"{card.zone_seat.value}.{card.location.value}")
    return lazy("{card} ({place})", card=quoted_card(card), place=place)


def _unnamed(card: CardInstance) -> str:
    return lazy(
        "a card ({place})", place=place_name(f"{card.zone_seat.value}.{card.location.value}")
    )


def perform(game: Game, op: ManualOp, by: str = "") -> None:
    """Carry out `op` (checked by the caller), announced as done by hand (or a correction)."""
    state = game.state
    seat = op.seat
    if isinstance(op, MoveCard):
        _move(game, op, lookup(state, op.card), by)
    elif isinstance(op, ChangeLifePoints):
        delta = _signed(op.delta)
        _say(game, seat, lazy("{team} {delta} LP", team=team_name(op.team), delta=delta), by=by)
        ops.change_lp(state, op.team, op.delta, LpCause.EFFECT)
    elif isinstance(op, DrawCards):
        _say(game, seat, lazy("{seat} draws {count}", seat=op.who.value, count=op.count), by=by)
        ops.draw(state, op.who, op.count)
    elif isinstance(op, MillCards):
        what = lazy(
            "{seat} sends the top {count} of the Deck to the GY", seat=op.who.value, count=op.count
        )
        _say(game, seat, what, by=by)
        with together(state):
            for card in state.zones[op.who].deck[: op.count]:
                ops.move_to_pile(state, card, Location.GY)
    elif isinstance(op, ShuffleDeck):
        _say(game, seat, lazy("{seat}'s Deck is shuffled", seat=op.who.value), by=by)
        shuffling.shuffle_deck(state, op.who)
    elif isinstance(op, CardOp):
        _card_op(game, op, lookup(state, op.card), by)
    elif isinstance(op, ChangeCounters):
        card = lookup(state, op.card)
        what = lazy(
            "{delta} {counter} counter(s) on {card}",
            delta=_signed(op.delta),
            counter=op.counter,
            card=_named(card),
        )
        _say(game, seat, what, by=by)
        if op.delta > 0:
            counters.add(state, card, op.counter, op.delta)
        else:
            counters.remove(state, card, op.counter, -op.delta)
    elif isinstance(op, CreateToken):
        _say(
            game,
            seat,
            lazy("a Token {card} for {seat}", card=quoted(op.name), seat=op.who.value),
            by=by,
        )
        tokens.create_token(state, _token_card(op), op.who, Position(op.position))
    elif isinstance(op, NegateLink):
        link = state.chain[op.link - 1]
        link.negated = True
        found = state.find(link.uid)
        _say(game, seat, lazy("Chain Link {link} is negated", link=op.link), by=by)
        state.emit(ActivationNegated(link.seat, found.name if found else "", op.link))


def _say(
    game: Game,
    seat: Seat,
    what: str,
    public: str = "",
    card: CardInstance | None = None,
    by: str = "",
) -> None:
    team = card.zone_seat.team if card is not None and public else None
    game.state.emit(ManualOperation(seat, what, public, team, by))


def _token_card(op: CreateToken) -> Card:
    """The card data of a Token made by hand; its passcode is worked out from what it is, so a
    saved duel's card table tells different Tokens apart."""
    key = f"{op.name}|{op.atk}|{op.defense}|{op.level}".encode()
    passcode = 2_000_000_000 + zlib.crc32(key) % 100_000_000
    return tokens.token_card(
        passcode,
        op.name,
        attribute=Attribute.EARTH,
        race=Race.BEAST,
        level=op.level,
        atk=op.atk,
        defense=op.defense,
    )


def _card_op(game: Game, op: CardOp, card: CardInstance, by: str) -> None:
    state, seat = game.state, op.seat
    if op.verb == "reveal":
        _say(game, seat, lazy("reveals {card}", card=_named(card)), by=by)
    elif op.verb == "take-control":
        _say(game, seat, lazy("takes control of {card}", card=_named(card)), by=by)
        ops.move_monster(state, card, seat)
    elif op.verb == "destroy":
        shown = _named(card) if _public(card) else _unnamed(card)
        _say(game, seat, lazy("destroys {card}", card=shown), by=by)
        ops.destroy(state, card, "effect")
    else:
        _say(game, seat, lazy("negates the effects of {card}", card=_named(card)), by=by)
        card.memory[NEGATED] = 1


def _move(game: Game, op: MoveCard, card: CardInstance, by: str) -> None:
    seat, zone = destination(op, card)
    shown_after = _public_after(zone, op.mode)
    named = _named(card)
    public = "" if _public(card) or shown_after else _unnamed(card)
    where = place_name(f"{seat.value}.{PILES.get(zone, ZONES.get(zone, Location.GY)).value}")
    note = _PILE_NOTES.get(zone)
    if note is not None:
        where = Text.joined("", (where, note))
    if op.mode:
        where = Text.joined("", (where, lazy(" ({mode})", mode=_MODES.get(op.mode, op.mode))))
    what = lazy("moves {card} to {place}", card=named, place=where)
    shown = lazy("moves {card} to {place}", card=public, place=where) if public else ""
    _say(game, op.seat, what, shown, card, by)
    if zone in PILES:
        _to_pile(game, card, zone)
    elif zone == "monsters":
        _to_monsters(game, card, seat, Position(op.mode or "attack"))
    else:
        _to_spell_trap(game, card, seat, ZONES[zone], face_up=op.mode != "set")


def _public_after(zone: str, mode: str) -> bool:
    if zone in ("gy", "banished"):
        return True
    return zone in ZONES and mode not in ("set",)


def _to_pile(game: Game, card: CardInstance, zone: str) -> None:
    state = game.state
    location = PILES[zone]
    if zone == "deck-shuffle":
        location = shuffling.home_pile(card)
    if card.location is not Location.DECK or location is not Location.DECK:
        ops.move_to_pile(state, card, location)
    if state.find(card.uid) is None or card.location is not location:
        return  # a Token ceased to exist; a card sent elsewhere by a rule (Battle Fader)
    pile = state.zones[card.owner].pile(location)
    if zone == "deck-top" or zone == "deck-bottom":
        pile.remove(card)
        pile.insert(0 if zone == "deck-top" else len(pile), card)
    elif zone == "deck-shuffle" and location is Location.DECK:
        shuffling.shuffle_deck(state, card.owner)
    elif zone == "banished-down":
        card.face_up = False


def _to_monsters(game: Game, card: CardInstance, seat: Seat, position: Position) -> None:
    state = game.state
    if card.location is Location.MONSTERS:
        if card.zone_seat is not seat:
            ops.move_monster(state, card, seat)
        if card.position is not position:
            card.position, card.face_up = position, position is not Position.SET
            if position is Position.SET:
                card.set_by = seat
            state.emit(PositionChanged(seat, card.name, position.value))
        return
    ops.summon_to_field(state, card, seat, position, "special")


def _to_spell_trap(
    game: Game, card: CardInstance, seat: Seat, location: Location, *, face_up: bool
) -> None:
    state = game.state
    if card.location is location and card.zone_seat is seat:
        if card.face_up != face_up:
            card.face_up = face_up
            card.since = len(state.events)
            card.set_by = None if face_up else seat
    else:
        source = f"{card.zone_seat.value}.{card.location.value}"
        hidden = not face_up and card.location in _SECRET
        with together(state):
            ops.remove(state, card)
            slot = 0 if location is Location.FIELD else state.zones[seat].free_slot(location)
            ops.place_on_field(state, card, seat, location, slot, face_up=face_up)
            if not face_up:
                card.set_by = seat
            state.emit(Moved(seat, card.name, source, location.value, card.uid, False, hidden))
    if face_up and card.traits.field_spell:
        spelltrap.one_field_spell(game, card)
