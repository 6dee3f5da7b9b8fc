"""Continuous effects that forbid actions or negate effects: one registry the rules consult.

A face-up card with a CONTINUOUS effect that `forbid`s an action binds the seats its scope `who`
names, read from the card's controller (seed 001 E: "If a card effect prevents your opponent
from performing an action, it prevents both opponents. If a card prevents you from performing an
action, it prevents your teammate as well." — so "neither player can Special Summon", which
prevents you and your opponent, binds all four: `Scope.ALL`). Lasting FORBID effects (e.g. "you
cannot Special Summon for the rest of this turn") join them. A CONTINUOUS effect with `negate`
negates the cards its filter picks: their continuous effects stop applying, their triggers do not
trigger, and their Chain Links resolve doing nothing.

The registry is worked out once per change of state (see `Game.memo`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final

from tagduel.engine import (
    field_sources,
    lasting_negation,
    name_locks,
    position_locks,
    scope,
    turn_negation,
)
from tagduel.engine.context import EffectContext
from tagduel.engine.effects import CardFilter, Effect, EffectKind
from tagduel.engine.game import Game, codes_in_duel
from tagduel.engine.seats import Seat
from tagduel.engine.state import Forbid, Lasting, LastingKind
from tagduel.engine.zones import CardInstance

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_ACTIVATE: Final = Forbid.ACTIVATE
_BANISH_FROM_GY: Final = Forbid.BANISH_FROM_GY
_DECLARE_ATTACK: Final = Forbid.DECLARE_ATTACK
_CHANGE_POSITION: Final = Forbid.CHANGE_POSITION
_CONTINUOUS: Final = EffectKind.CONTINUOUS
_FORBID: Final = LastingKind.FORBID
_NORMAL_SUMMON: Final = Forbid.NORMAL_SUMMON
_SPECIAL_SUMMON: Final = Forbid.SPECIAL_SUMMON


@dataclass(frozen=True, slots=True)
class Restriction:
    """`seats` may not do `forbid` (to the cards `applies_to` picks, when given)."""

    forbid: Forbid
    seats: frozenset[Seat]
    source: int
    applies_to: CardFilter | None = None


@dataclass(frozen=True, slots=True)
class Registry:
    """Every restriction and negation in force now."""

    restrictions: tuple[Restriction, ...] = ()
    negations: tuple[tuple[int, CardFilter], ...] = ()

    def forbids(self, forbid: Forbid, seat: Seat, card: CardInstance | None = None) -> bool:
        if not self.restrictions:
            return False
        return any(
            r.forbid is forbid
            and seat in r.seats
            and (r.applies_to is None or (card is not None and r.applies_to(card)))
            for r in self.restrictions
        )

    def negates(self, card: CardInstance) -> bool:
        return any(uid != card.uid and picks(card) for uid, picks in self.negations)


EMPTY: Final = Registry()
_KEY: Final = "restrictions"
_SOURCES: Final = "restricting cards, in the order of the zones"
_STEADY: Final = "restrictions of cards without conditions"  # see `_steady`


def registry(game: Game) -> Registry:
    """The restrictions and negations in force now."""
    state = game.state
    if not game.scripts.continuous and not state.lasting:
        return EMPTY
    version = len(state.events)
    memo = game.memo.get(_KEY)
    if memo is not None and memo[0] == version:
        return memo[1]  # type: ignore[no-any-return]
    forbids = _lasting_forbids(state.lasting) if state.lasting else ()
    if not forbids and not _any_face_up(game):
        game.memo[_KEY] = (version, EMPTY)
        return EMPTY  # no card that adds to it on the field, nothing lasting forbids (`_compute`)
    steady = _steady(game, forbids)
    if steady is not None:
        kept = game.memo.get(_STEADY)
        if kept is not None and kept[1][0] == steady:
            game.memo[_KEY] = (version, kept[1][1])
            return kept[1][1]  # type: ignore[no-any-return]
    game.memo[_KEY] = (version, EMPTY)  # a condition asking the registry sees none
    found = _compute(game)
    game.memo[_KEY] = (version, found)
    if steady is not None:
        game.memo[_STEADY] = (0, (steady, found))
    return found


def _lasting_forbids(lasting: list[Lasting]) -> tuple[tuple[object, ...], ...]:
    """What `_compute` reads of the lasting effects: the FORBID ones' action, seats, source
    and name (`name_locks.card_filter`); lasting effects of other kinds add nothing."""
    return tuple(
        (e.forbid, e.seats, e.source, e.amount)
        for e in lasting
        if e.kind is _FORBID and e.forbid is not None
    )


def _steady(game: Game, forbids: tuple[tuple[object, ...], ...]) -> tuple[object, ...] | None:
    """What `_compute` reads, when its cards' continuous effects have no condition and negate
    nothing (Swords of Revealing Light, Gravity Bind): which cards are on the field, in order,
    on whose side, face-up, not waiting to be Summoned, and what the lasting effects forbid
    (`forbids`). The same key, the same registry (None: `_compute` reads more, it is worked
    out again)."""
    cards = _on_field(game)
    scripts = game.scripts
    for card in cards:
        for effect in scripts.effects(card.card):
            if effect.kind is _CONTINUOUS and (
                effect.condition is not None or effect.negate is not None
            ):
                return None
    placed = tuple((c, c.zone_seat, c.face_up, bool(c.memory.get("summoning"))) for c in cards)
    return placed, forbids


def _sources(game: Game) -> list[tuple[CardInstance, Effect]]:
    codes, scripts = game.scripts.restricting, game.scripts  # no other card adds to the registry
    out: list[tuple[CardInstance, Effect]] = []
    if not codes:
        return out
    for card in _on_field(game):
        if card.face_up and not card.memory.get("summoning"):  # not Summoned yet
            out.extend(_in_force(game, card, scripts.effects(card.card)))
    return out


def _any_face_up(game: Game) -> bool:
    """A card that can add to the registry is face-up on the field (else it is empty)."""
    return any(c.face_up for c in _on_field(game))


def _on_field(game: Game) -> tuple[CardInstance, ...]:
    """The cards that can add to the registry on the field, in the order of the zones."""
    seats = tuple(game.state.zones)
    return field_sources.on_field(game, _SOURCES, game.scripts.restricting, seats=seats)


def _in_force(
    game: Game, card: CardInstance, effects: tuple[Effect, ...]
) -> Iterator[tuple[CardInstance, Effect]]:
    for effect in effects:
        if effect.kind is _CONTINUOUS and _holds(game, card, effect):
            yield card, effect


def _holds(game: Game, card: CardInstance, effect: Effect) -> bool:
    if effect.condition is None:
        return True
    return effect.condition(EffectContext(game, card.zone_seat, card))


def _compute(game: Game) -> Registry:
    sources = _sources(game)
    if not sources and not game.state.lasting:
        return EMPTY
    negations = tuple((c.uid, e.negate) for c, e in sources if e.negate is not None)
    partial = Registry((), negations)
    found: list[Restriction] = []
    for card, effect in sources:
        if effect.forbid is not None and not partial.negates(card):
            seats = frozenset(scope.seats(effect.who, card.zone_seat))
            found.append(Restriction(effect.forbid, seats, card.uid, effect.applies_to))
    for lasting in game.state.lasting:
        if lasting.kind is _FORBID and lasting.forbid is not None:
            picks = name_locks.card_filter(lasting)  # "cards with that name" (Sangan), or None
            seats = frozenset(lasting.seats)
            found.append(Restriction(lasting.forbid, seats, lasting.source, picks))
    return Registry(tuple(found), negations)


def can_special_summon(game: Game, seat: Seat) -> bool:
    """False while an effect prevents `seat` from Special Summoning (e.g. Vanity's Emptiness)."""
    return not registry(game).forbids(_SPECIAL_SUMMON, seat)


def can_normal_summon(game: Game, seat: Seat) -> bool:
    return not registry(game).forbids(_NORMAL_SUMMON, seat)


def can_banish_from_gy(game: Game, seat: Seat) -> bool:
    """False while an effect prevents `seat` from banishing cards from a Graveyard (Kycoo)."""
    return not registry(game).forbids(_BANISH_FROM_GY, seat)


def can_declare_attack(game: Game, seat: Seat, monster: CardInstance) -> bool:
    return not registry(game).forbids(_DECLARE_ATTACK, seat, monster)


def can_change_position(game: Game, seat: Seat, monster: CardInstance) -> bool:
    if position_locks.locked(game.state, monster):  # "until the end of your next turn"
        return False
    return not registry(game).forbids(_CHANGE_POSITION, seat, monster)


def can_activate(game: Game, seat: Seat, card: CardInstance) -> bool:
    """False while an effect forbids `seat` to activate `card` (e.g. Jinzo: Trap Cards), or
    negates its effects until the end of the turn (`turn_negation`)."""
    if turn_negation.negated_this_turn(game.state, card) or lasting_negation.negated(card):
        return False
    return not registry(game).forbids(_ACTIVATE, seat, card)


def is_negated(game: Game, card: CardInstance) -> bool:
    """True while a continuous effect negates `card`'s effects (e.g. Jinzo: Traps on the field)."""
    negators = game.scripts.negators  # the cards whose continuous effects negate
    if negators and not negators.isdisjoint(codes_in_duel(game)):
        reg = registry(game)
        if bool(reg.negations) and reg.negates(card):
            return True
    return turn_negation.negated_this_turn(game.state, card) or lasting_negation.negated(card)
