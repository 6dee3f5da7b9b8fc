"""A toll on playing cards from the hand: "Each player must pay 500 Life Points per card to
Normal Summon, Special Summon, Set or activate cards from his/her respective hand" (Chain
Energy).

A script declares it with `toll(amount)`, a CONTINUOUS record this module recognises; while its
card is face-up on the field with its effects not negated, each seat its scope `who` names
(read from its controller) pays `amount` Life Points, from the team's total (seed 001 A), for
each Normal Summon or Set, Special Summon by a card's own procedure, Spell/Trap Set, or
activation of a card in its hand. Seed 001 E: "If a card affects "both Duelists" or "each
player," then the Duelist activating the effect and the opponent sitting directly across from
them are affected" (`Scope.EACH_PLAYER`): the other two duelists play freely. Several tolls add
up. An action whose toll the team can't pay is not legal (a team may pay its last Life Points).

Hooks: `moves.actions_for` keeps only the actions `affordable`; `moves` asks `problem` before
an action and calls `pay` when it is carried out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from tagduel.engine import field_sources, restrictions, scope
from tagduel.engine.actions import Action, Activate, Set, SpecialSummon, Summon
from tagduel.engine.effects import Effect, EffectKind
from tagduel.engine.errors import Reason
from tagduel.engine.events import LpCause
from tagduel.engine.game import Game, Problem, lookup
from tagduel.engine.ops import change_lp
from tagduel.engine.scope import Scope
from tagduel.engine.seats import Seat
from tagduel.engine.zones import CardInstance, Location
from tagduel.i18n import later

# Enum members read on hot paths, bound to module names: a member read from its class
# (`Location.HAND`) goes through the slow attribute hook of EnumType.__getattr__ (Python 3.11).
_HAND: Final = Location.HAND

_KEY: Final = "hand_tolls"
_CANDIDATES: Final = "toll cards"


@dataclass(frozen=True, slots=True)
class _Toll:
    """The marker of the record, with the Life Points paid per card."""

    amount: int

    def __call__(self, ctx: object) -> None:
        return None


def toll(amount: int, who: Scope = Scope.EACH_PLAYER) -> Effect:
    """The record: the seats `who` names pay `amount` per card played from the hand."""
    return Effect(
        EffectKind.CONTINUOUS,
        description=f"pay {amount} Life Points per card played from the hand",
        resolve=_Toll(amount),
        who=who,
    )


def _tolls(game: Game) -> tuple[tuple[frozenset[Seat], int], ...]:
    """The tolls in force now: (seats bound, amount), worked out once per change of state."""
    state = game.state
    version = len(state.events)
    memo = game.memo.get(_KEY)
    if memo is not None and memo[0] == version:
        return memo[1]  # type: ignore[no-any-return]
    scripts = game.scripts
    codes = scripts.continuous_resolving  # a toll has a `resolve`

    def has_toll(card: CardInstance) -> bool:
        return any(isinstance(e.resolve, _Toll) for e in scripts.effects(card.card))

    found: list[tuple[frozenset[Seat], int]] = []
    for card in field_sources.on_field(game, _CANDIDATES, codes, has_toll):
        if not card.face_up:
            continue
        for effect in scripts.effects(card.card):
            if isinstance(effect.resolve, _Toll) and not restrictions.is_negated(game, card):
                seats = frozenset(scope.seats(effect.who, card.zone_seat))
                found.append((seats, effect.resolve.amount))
    game.memo[_KEY] = (version, tuple(found))
    return tuple(found)


def owed(game: Game, action: Action) -> int:
    """The Life Points `action` costs under the tolls in force (0: none)."""
    if not isinstance(action, Summon | Set | SpecialSummon | Activate):
        return 0
    tolls = _tolls(game)
    if not tolls:
        return 0
    card = lookup(game.state, action.card)
    if card.location is not _HAND:
        return 0
    return sum(amount for seats, amount in tolls if action.seat in seats)


def affordable(game: Game, actions: list[Action]) -> list[Action]:
    """The actions whose toll the acting team can pay (`actions` itself when no toll holds)."""
    if not game.scripts.continuous or not _tolls(game):
        return actions
    lp = game.state.lp
    return [a for a in actions if owed(game, a) <= lp[a.seat.team]]


def problem(game: Game, action: Action) -> Problem | None:
    """Why the team can't pay the toll of `action`, or None."""
    due = owed(game, action) if game.scripts.continuous else 0
    if due > game.state.lp[action.seat.team]:
        return Reason.CANNOT_ACTIVATE, later(
            "{seat}'s team can't pay {due} Life Points to play that card from the hand",
            seat=action.seat.value,
            due=due,
        )
    return None


def pay(game: Game, action: Action) -> None:
    """Pay the toll of `action` (before it is carried out)."""
    due = owed(game, action) if game.scripts.continuous else 0
    if due:
        change_lp(game.state, action.seat.team, -due, LpCause.COST)
