"""A random player for manual mode: besides the listed answers, manual operations on any card.

Manual operations are not all listed among the legal answers (a card can go to any of a dozen
places), so this player makes them up from the position and keeps those the engine accepts.
It is bounded so that a random duel ends: a few operations per resolution, declarations of
unscripted effects now and then and never on a long chain, and costs paid by hand rarely.
Pure: every choice comes from the `random.Random` passed in.
"""

from __future__ import annotations

import random  # only random.Random: a seeded generator passed in, never the global functions
from typing import Final

from tagduel.engine import manual_checks
from tagduel.engine.actions import Action, Activate, Pass
from tagduel.engine.chain_events import ChainLinkResolving
from tagduel.engine.decisions import DecisionKind
from tagduel.engine.duel import Duel
from tagduel.engine.game import lookup, ref_of
from tagduel.engine.manual_actions import (
    PILE_PLACES,
    CardOp,
    ChangeCounters,
    ChangeLifePoints,
    CreateToken,
    Done,
    DrawCards,
    ManualOp,
    MillCards,
    MoveCard,
    NegateLink,
    ShuffleDeck,
)
from tagduel.engine.manual_events import ManualOperation
from tagduel.engine.seats import ALL_SEATS, Seat, Team
from tagduel.engine.zones import CardInstance

MAX_OPERATIONS: Final = 3
"""At most this many operations carry out one resolution (then `done`)."""
MAX_CHAIN: Final = 3
"""No declaration of an unscripted effect on a chain this long."""
DECLARE: Final = 0.2
"""How often a declaration of an unscripted effect is chosen when one is listed."""
ATTEMPTS: Final = 8
_PLACES: Final = (*PILE_PLACES, "banished-down", "extra", "monsters", "st", "field")


def choose(duel: Duel, rng: random.Random) -> Action:
    """A random answer to the pending decision of a manual duel."""
    decision = duel.pending
    assert decision is not None
    seat = decision.seat
    if decision.kind is DecisionKind.MANUAL:
        if _made(duel) < MAX_OPERATIONS and rng.random() < 0.7:
            op = operation(duel, seat, rng)
            if op is not None:
                return op
        return Done(seat)
    actions = decision.actions
    manual = [a for a in actions if _declares(duel, a)]
    others = [a for a in actions if not _declares(duel, a)]
    if manual and others and len(duel.state.chain) < MAX_CHAIN and rng.random() < DECLARE:
        return rng.choice(manual)
    if decision.kind is DecisionKind.RESPOND and rng.random() < 0.02:
        op = operation(duel, seat, rng)  # a cost paid by hand before declaring
        if op is not None:
            return op
    pool = others or [Pass(seat)]
    return rng.choice(pool)


def _made(duel: Duel) -> int:
    """The operations made by hand since the resolving Chain Link began to resolve."""
    made = 0
    for event in reversed(duel.events):
        if isinstance(event, ChainLinkResolving):
            break
        made += isinstance(event, ManualOperation)
    return made


def _declares(duel: Duel, action: Action) -> bool:
    if not isinstance(action, Activate):
        return False
    if action.manner is not None:
        return True
    return not duel.game.scripts.has_effects(_card(duel, action).card)


def _card(duel: Duel, action: Activate) -> CardInstance:
    return lookup(duel.state, action.card)


def operation(duel: Duel, seat: Seat, rng: random.Random) -> ManualOp | None:
    """A random manual operation the engine accepts now, or None after a few tries."""
    for _ in range(ATTEMPTS):
        op = _invent(duel, seat, rng)
        if op is not None and manual_checks.problem(duel.game, op) is None:
            return op
    return None


def _invent(duel: Duel, seat: Seat, rng: random.Random) -> ManualOp | None:
    state = duel.state
    who = rng.choice(ALL_SEATS)
    roll = rng.randrange(12)
    if roll < 5:
        card = _any_card(duel, rng)
        if card is None:
            return None
        place = rng.choice(_PLACES)
        if place in ("monsters", "st", "field") and rng.random() < 0.5:
            place = f"{who.value}.{place}"
        modes = {"monsters": ("attack", "defense", "set"), "st": ("face-up", "set")}
        zone = place.split(".")[-1]
        mode = rng.choice(modes.get(zone, ("face-up",))) if zone in _ZONE_WORDS else ""
        return MoveCard(seat, ref_of(card), place, mode)
    if roll == 5:
        return ChangeLifePoints(seat, rng.choice((Team.ONE, Team.TWO)), rng.choice(_AMOUNTS))
    if roll == 6:
        return DrawCards(seat, who, 1)
    if roll == 7:
        return MillCards(seat, who, rng.randint(1, 2))
    if roll == 8:
        return ShuffleDeck(seat, who)
    card = _any_card(duel, rng, on_field=True)
    if roll == 9:
        if state.chain:
            return NegateLink(seat, rng.randint(1, len(state.chain)))
        return None if card is None else CardOp(seat, rng.choice(_CARD_VERBS), ref_of(card))
    if roll == 10:
        return (
            None
            if card is None
            else ChangeCounters(seat, ref_of(card), "spell", rng.choice((1, -1)))
        )
    return CreateToken(seat, who, "Sheep Token", 0, 0, 1, rng.choice(("attack", "defense")))


_ZONE_WORDS: Final = ("monsters", "st", "field")
_AMOUNTS: Final = (-2000, -1000, -500, -100, 100, 500, 1000)
_CARD_VERBS: Final = ("reveal", "take-control", "destroy", "negate")


def _any_card(duel: Duel, rng: random.Random, *, on_field: bool = False) -> CardInstance | None:
    state = duel.state
    seat = rng.choice(ALL_SEATS)
    zones = state.zones[seat]
    if on_field:
        cards = zones.field_cards()
    else:
        cards = [*zones.hand, *zones.gy, *zones.banished, *zones.field_cards(), *zones.deck[:1]]
    return rng.choice(cards) if cards else None
