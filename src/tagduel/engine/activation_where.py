"""From where a card or effect may be activated, and by whom (`activation.py` asks it first).

A Spell/Trap card itself: from its holder's hand (Spells only, on its holder's own turn, with a
free Spell & Trap Card Zone) or Set on the field, by the duelist who Set it, from the turn after
it was Set for a Trap or Quick-Play Spell. An effect: from the places its record names (face-up
on the field by default); on the field, a teammate uses only Spell Speed 2 or higher effects of
face-up cards, never an opponent's card (seed 001 A, D, E: `TagRules.may_activate_from_field`).
`_where_problem` writes the reason a duelist reads; `_where_ok` asks the same without writing
it (the listings and the cheap response test ask it often).
"""

from __future__ import annotations

from tagduel.engine.effects import _SPEEDS, FACE_UP_FIELD, Effect, EffectKind, speed_of
from tagduel.engine.errors import Reason
from tagduel.engine.game import Game, Problem
from tagduel.engine.seats import Seat
from tagduel.engine.spelltrap import room_for
from tagduel.engine.state import SpellSpeed
from tagduel.engine.wording import zone_name
from tagduel.engine.zones import CardInstance, Location
from tagduel.i18n import later

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_ACTIVATION, _HAND = EffectKind.ACTIVATION, Location.HAND


def _card_where_problem(game: Game, seat: Seat, card: CardInstance) -> Problem | None:
    """May `seat` activate the Spell/Trap `card` itself from where it is?"""
    state = game.state
    if card.location is _HAND:
        if card.zone_seat is not seat:
            return Reason.NOT_YOUR_CARD, later(
                '"{card}" is not {seat}\'s card to activate', card=card.name, seat=seat.value
            )
        if card.traits.is_trap or card.traits.is_monster:
            return Reason.CANNOT_ACTIVATE, later(
                '"{card}" can\'t be activated from the hand', card=card.name
            )
        if seat is not state.turn_seat:
            return Reason.CANNOT_ACTIVATE, later(
                "Spells are activated from the hand on your own turn"
            )
        if not room_for(game, seat, card):
            return Reason.ZONES_FULL, later(
                "{seat}'s Spell & Trap Card Zones are full", seat=seat.value
            )
        return None
    if not card.location.on_field or card.face_up:
        return Reason.CANNOT_ACTIVATE, later(
            '"{card}" is not a Set card in hand or on the field', card=card.name
        )
    problem = _field_owner_problem(game, seat, card, _SPEEDS[card.traits.activation_speed])
    if problem is None and card.traits.activation_speed > 1 and card.placed_turn >= state.turn:
        return Reason.SET_THIS_TURN, later('"{card}" was Set this turn', card=card.name)
    return problem


def _field_owner_problem(
    game: Game, seat: Seat, card: CardInstance, speed: SpellSpeed
) -> Problem | None:
    if game.rules.may_activate_from_field(seat, card, speed):
        return None
    values = {"seat": seat.value, "card": card.name, "side": card.zone_seat.value}
    if card.zone_seat is not seat.teammate:
        return Reason.NOT_YOUR_CARD, later(
            "{seat} can't activate \"{card}\": it is on {side}'s side of the field, an "
            "opponent's card",
            **values,
        )
    if card.face_up:
        return Reason.TEAMMATES_CARD, later(
            "{seat} can't activate \"{card}\": it is on {side}'s side of the field; a teammate "
            "may use only its Spell Speed 2 or higher effects",
            **values,
        )
    return Reason.TEAMMATES_CARD, later(
        "{seat} can't activate \"{card}\": it is on {side}'s side of the field; only the "
        "duelist who Set it may activate it",
        **values,
    )


def _where_problem(game: Game, seat: Seat, card: CardInstance, effect: Effect) -> Problem | None:
    """May `seat` activate `effect` of `card` from where the card is now?"""
    if effect.kind is EffectKind.ACTIVATION:
        return _card_where_problem(game, seat, card)
    location = card.location
    if location not in (effect.where or FACE_UP_FIELD):
        if effect.where is None:
            return Reason.CANNOT_ACTIVATE, later(
                '"{card}" must be face-up on the field', card=card.name
            )
        return (
            Reason.CANNOT_ACTIVATE,
            later(
                '"{card}" can\'t use that effect from the {zone}',
                card=card.name,
                zone=zone_name(location),
            ),
        )
    if not location.on_field:
        if card.zone_seat is not seat:
            return Reason.NOT_YOUR_CARD, later(
                '"{card}" is not {seat}\'s card to activate', card=card.name, seat=seat.value
            )
        return None
    if not card.face_up:
        return Reason.CANNOT_ACTIVATE, later(
            '"{card}" must be face-up on the field', card=card.name
        )
    return _field_owner_problem(game, seat, card, speed_of(effect, card.card))


def _where_ok(
    game: Game, seat: Seat, card: CardInstance, effect: Effect, speed: SpellSpeed
) -> bool:
    """`_where_problem` is None, asked the same way without writing a reason (`speed` is the
    effect's Spell Speed, `speed_of`): the listing and the cheap response test ask it often."""
    location = card.location
    if effect.kind is _ACTIVATION:
        if location is _HAND or (location.on_field and not card.face_up):
            return _card_where_problem(game, seat, card) is None
        return False
    if location not in (effect.where or FACE_UP_FIELD):
        return False
    if not location.on_field:
        return card.zone_seat is seat
    return card.face_up and game.rules.may_activate_from_field(seat, card, speed)
