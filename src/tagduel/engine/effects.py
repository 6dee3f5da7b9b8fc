"""Effect records and the script registry: how card behaviour plugs into the engine.

A card script (issue 4, package `tagduel.cardscripts`) registers `Effect` records under a
passcode in a `Scripts` registry that is handed to the duel; a card with no record is vanilla
(a Normal Monster, or a Spell/Trap whose activation resolves doing nothing). Hooks:

- `condition(ctx) -> bool`: may the effect be activated now;
- `cost(ctx, check_only) -> bool`: with `check_only` True, can the cost be paid; else pay it;
- `targets(ctx) -> candidates` with `target_count`: the engine lists every choice of
  `target_count` candidates as a separate legal action, and checks a chosen set against it
  (`cost_cards`/`cost_count` do the same for cards chosen to pay a cost, e.g. a discard);
- `resolve(ctx)`: do what the card says, through `ctx` (which wraps `ops`) and `scope`.

Listing legal actions and activating share these hooks, so they cannot disagree.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from tagduel.cards.model import Card, CardType
from tagduel.engine import ops
from tagduel.engine.events import LpCause
from tagduel.engine.seats import Seat, Team
from tagduel.engine.state import DuelState, SpellSpeed
from tagduel.engine.traits import traits
from tagduel.engine.zones import CardInstance, Location


class EffectKind(enum.Enum):
    """The kinds of effect (Master Rule 2 era)."""

    ACTIVATION = "activation"  # activating a Spell or Trap card itself
    IGNITION = "ignition"  # Spell Speed 1, the controller's Main Phase, open state
    TRIGGER = "trigger"
    QUICK = "quick"
    CONTINUOUS = "continuous"


@dataclass(slots=True)
class EffectContext:
    """What a hook sees: the state, the rules, who controls the effect, the card and choices."""

    state: DuelState
    seat: Seat
    card: CardInstance
    targets: tuple[CardInstance, ...] = ()
    costs: tuple[CardInstance, ...] = ()
    chain_link: int = 0

    @property
    def team(self) -> Team:
        return self.seat.team

    def draw(self, seat: Seat, count: int = 1) -> int:
        return ops.draw(self.state, seat, count)

    def damage(self, team: Team, amount: int) -> None:
        ops.change_lp(self.state, team, -amount, LpCause.EFFECT_DAMAGE)

    def pay_lp(self, amount: int) -> None:
        ops.change_lp(self.state, self.team, -amount, LpCause.COST)

    def gain_lp(self, team: Team, amount: int) -> None:
        ops.change_lp(self.state, team, amount, LpCause.EFFECT)

    def destroy(self, card: CardInstance) -> None:
        if card.location.on_field:
            ops.destroy(self.state, card, "effect")

    def send_to(self, card: CardInstance, location: Location) -> None:
        ops.move_to_pile(self.state, card, location)


Condition = Callable[[EffectContext], bool]
Cost = Callable[[EffectContext, bool], bool]
Targets = Callable[[EffectContext], Sequence[CardInstance]]
Resolve = Callable[[EffectContext], None]


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect of a card. `speed` None means the kind's usual Spell Speed (see `speed_of`)."""

    kind: EffectKind = EffectKind.ACTIVATION
    speed: SpellSpeed | None = None
    description: str = ""
    condition: Condition | None = None
    cost: Cost | None = None
    targets: Targets | None = None
    target_count: int = 0
    cost_cards: Targets | None = None
    cost_count: int = 0
    resolve: Resolve | None = None
    once_per_turn: bool = False


VANILLA_ACTIVATION = Effect(EffectKind.ACTIVATION, description="no effect")


def card_activation_speed(card: Card) -> SpellSpeed:
    """Spell Speed of activating a Spell/Trap card: Quick-Play Spell and Normal/Continuous Trap
    2, Counter Trap 3, every other Spell 1."""
    return _SPEEDS[traits(card).activation_speed]


_SPEEDS = {1: SpellSpeed.ONE, 2: SpellSpeed.TWO, 3: SpellSpeed.THREE}


def speed_of(effect: Effect, card: Card) -> SpellSpeed:
    if effect.speed is not None:
        return effect.speed
    if effect.kind is EffectKind.ACTIVATION:
        return card_activation_speed(card)
    return SpellSpeed.ONE if effect.kind is EffectKind.IGNITION else SpellSpeed.TWO


@dataclass(slots=True)
class Scripts:
    """Effect records by passcode. An alternate art uses its original's records."""

    _by_passcode: dict[int, tuple[Effect, ...]] = field(default_factory=dict)
    _cache: dict[int, tuple[Effect, ...]] = field(default_factory=dict)

    def register(self, passcode: int, *effects: Effect) -> None:
        self._by_passcode[passcode] = tuple(effects)
        self._cache.clear()

    def __contains__(self, passcode: object) -> bool:
        return passcode in self._by_passcode

    def __len__(self) -> int:
        return len(self._by_passcode)

    def effects(self, card: Card) -> tuple[Effect, ...]:
        """The card's effect records; a Spell/Trap with none gets the vanilla activation."""
        cached = self._cache.get(card.passcode)
        if cached is None:
            found = self._by_passcode.get(card.passcode) or self._by_passcode.get(card.original)
            vanilla = () if card.types & CardType.MONSTER else (VANILLA_ACTIVATION,)
            cached = self._cache[card.passcode] = found or vanilla
        return cached

    def has_effects(self, card: Card) -> bool:
        """True when the card has scripted effect records (not just the vanilla activation)."""
        scripted = self._by_passcode
        return card.passcode in scripted or (card.alias != 0 and card.alias in scripted)

    def activation(self, card: Card) -> Effect | None:
        """The record for activating this Spell/Trap card, if it has one."""
        for effect in self.effects(card):
            if effect.kind is EffectKind.ACTIVATION:
                return effect
        return None
