"""Effect records: how card behaviour plugs into the engine, and the Spell Speed of an effect.

A card script (package `tagduel.cardscripts`) registers `Effect` records under a passcode in a
`Scripts` registry that is handed to the duel (see `script_registry.py`); a card with no
record is vanilla (a Normal Monster, or a Spell/Trap whose activation resolves doing nothing).
Hooks take an `EffectContext` (see `context.py`, and `kit.py` for ready-made hooks):

- `condition(ctx) -> bool`: may the effect be activated (or, for a trigger, does it trigger);
- `cost(ctx, check_only) -> bool`: with `check_only` True, can the cost be paid; else pay it;
- `targets(ctx) -> candidates` with `target_count` (and `target_min` for "up to N"): the engine
  lists every choice as a separate legal action and checks a chosen set against it
  (`cost_cards`/`cost_count` do the same for cards chosen to pay a cost, e.g. a discard);
- `resolve(ctx)` then each of `steps`: do what the card says. A step may ask questions
  (`ctx.choose_cards`, `ctx.yes_no`, ...) before it changes anything; it is re-run with the
  answers once they are given.

By kind: TRIGGER effects name the happening they answer in `on` (`watch` for happenings to
other cards, `optional` for "you can", `when` for an optional one worded "When ... you can",
which misses the timing unless its happening was the last thing to happen: `timing.py`);
CONTINUOUS effects `forbid` an action to the seats of scope `who`, `negate` the cards a filter
picks, `wins` (a special win condition), or change the ATK/DEF (`stats`) of the monsters
`affects` finds (see `auras.py`); PROCEDURE is a card's own way to be Special Summoned
(`exclusive`: it cannot be Normal Summoned), or an Extra Deck monster's materials: an Xyz
monster's (`material_count`, `material_filter`), a Synchro monster's (`tuner_filter` for the
Tuner, `material_filter` for each non-Tuner) or a Fusion monster's (`fusion_materials`, one
filter per material). `expire` is called when a countdown the effect started runs out (see
`lasting.py`); `remains_on_field` keeps a Normal Spell/Trap on the field after it resolves
("it remains on the field").

Spell Speed (`speed_of`): a Spell/Trap card's activation has its card's speed; the other
effects of a Trap Card are Spell Speed 2 (a Counter Trap's 3), those of a Quick-Play Spell 2;
a monster's ignition and trigger effects 1, its quick effects 2.

Listing legal actions and activating share these hooks, so they cannot disagree.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from tagduel.cards.model import Card
from tagduel.engine import equips
from tagduel.engine.scope import Scope
from tagduel.engine.state import Forbid, SpellSpeed
from tagduel.engine.traits import traits
from tagduel.engine.zones import CardInstance, Location

if TYPE_CHECKING:
    from tagduel.engine.context import EffectContext
    from tagduel.engine.tags import Tag


class EffectKind(enum.Enum):
    """The kinds of effect (Master Rule 2 era), plus a card's own summoning procedure."""

    __hash__ = object.__hash__

    ACTIVATION = "activation"  # activating a Spell or Trap card itself
    IGNITION = "ignition"  # Spell Speed 1, the controller's Main Phase, open state
    TRIGGER = "trigger"
    QUICK = "quick"
    CONTINUOUS = "continuous"
    PROCEDURE = "procedure"  # Special Summon by the card's own procedure / Xyz materials


class On(enum.Enum):
    """What a trigger effect answers."""

    __hash__ = object.__hash__

    SUMMONED = "summoned"  # Normal, Tribute, Flip or Special Summon (see the event's `how`)
    FLIPPED = "flipped"  # turned face-up (Flip Summon or attacked while Set): FLIP effects
    DESTROYED = "destroyed"
    DESTROYED_BY_BATTLE = "destroyed_by_battle"
    SENT_TO_GY = "sent_to_gy"
    LEFT_FIELD = "left_field"
    ATTACK_DECLARED = "attack_declared"  # the attacker's own trigger, or `watch` for any
    TARGETED_FOR_ATTACK = "targeted_for_attack"
    BATTLE_DAMAGE = "battle_damage"  # this monster inflicted battle damage
    TRIBUTED = "tributed"  # Tributed (for a Tribute or Ritual Summon, or by an effect or cost)
    DAMAGE = "damage"  # a team took battle or effect damage (`watch` only; see `causes.py`)
    BANISHED = "banished"  # this card was banished (from anywhere)
    ACTIVATED = "activated"  # a card or effect was activated (`watch` only; see `tags.py`)
    STANDBY_PHASE = "standby_phase"
    BATTLE_PHASE_END = "battle_phase_end"  # "at the end of the Battle Phase" (the Timelords)
    BEFORE_DAMAGE_CALCULATION = "before_damage_calculation"  # this card battles: the Damage
    AFTER_DAMAGE_CALCULATION = "after_damage_calculation"  # Step reaches that point (see
    DAMAGE_STEP_END = "damage_step_end"  # `damage_step_timing.py`)
    END_PHASE = "end_phase"


Condition = Callable[["EffectContext"], bool]
Cost = Callable[["EffectContext", bool], bool]
Targets = Callable[["EffectContext"], Sequence[CardInstance]]
Resolve = Callable[["EffectContext"], None]
CardFilter = Callable[[CardInstance], bool]
StatAmount = Callable[["EffectContext", CardInstance], tuple[int, int]]


@dataclass(frozen=True, slots=True)
class StatChange:
    """What a continuous effect does to the ATK/DEF of each monster it affects: gain `atk` and
    `defense` (negative: lose), or `amount(ctx, monster)` worked out each time the board
    changes ("800 for each face-up monster you control"); with `sets` (`zones.SETS_ATK`,
    `SETS_DEF`) the stat becomes that value instead."""

    atk: int = 0
    defense: int = 0
    amount: StatAmount | None = None
    sets: int = 0


FACE_UP_FIELD: Final = (Location.MONSTERS, Location.ST, Location.FIELD)


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect of a card. `speed` None means the kind's usual Spell Speed (see `speed_of`).

    `where` None means the kind's usual place: a Spell/Trap activation from the hand or Set;
    other effects face-up on the field; triggers on the field, or anywhere for `on` happenings
    to the card itself. `in_damage_step` lets a quick effect be used in the Damage Step."""

    kind: EffectKind = EffectKind.ACTIVATION
    speed: SpellSpeed | None = None
    description: str = ""
    condition: Condition | None = None
    cost: Cost | None = None
    targets: Targets | None = None
    target_count: int = 0
    target_min: int | None = None
    cost_cards: Targets | None = None
    cost_count: int = 0
    resolve: Resolve | None = None
    steps: tuple[Resolve, ...] = ()
    once_per_turn: bool = False
    where: tuple[Location, ...] | None = None
    in_damage_step: bool = False
    on: On | None = None
    optional: bool = False
    watch: bool = False
    forbid: Forbid | None = None
    who: Scope = Scope.ALL
    applies_to: CardFilter | None = None
    negate: CardFilter | None = None
    wins: Condition | None = None
    expire: Resolve | None = None
    exclusive: bool = False
    remains_on_field: bool = False
    material_count: int = 0
    material_filter: CardFilter | None = None
    tuner_filter: CardFilter | None = None
    fusion_materials: tuple[CardFilter, ...] = ()
    when: bool = False
    affects: Targets | None = None
    stats: StatChange | None = None
    tags: frozenset[Tag] = frozenset()  # what it includes or grants (see `tags.py`)

    @property
    def plain(self) -> bool:
        """No hook to consult before activating it: no condition, cost, targets or limit."""
        return (
            self.condition is None
            and self.cost is None
            and self.targets is None
            and self.cost_cards is None
            and not self.once_per_turn
        )

    @property
    def resolution(self) -> tuple[Resolve, ...]:
        """The steps run when the effect resolves, in order."""
        return self.steps if self.resolve is None else (self.resolve, *self.steps)


VANILLA_ACTIVATION: Final = Effect(EffectKind.ACTIVATION, description="no effect")
VANILLA_EQUIP: Final = Effect(
    EffectKind.ACTIVATION,
    description="equip to a face-up monster",
    targets=equips.face_up_monsters,
    target_count=1,
    resolve=equips.equip_to_target,
)
"""An Equip Spell with no script: equipped to a face-up monster by the rules, nothing else."""


def card_activation_speed(card: Card) -> SpellSpeed:
    """Spell Speed of activating a Spell/Trap card: Quick-Play Spell and Normal/Continuous Trap
    2, Counter Trap 3, every other Spell 1."""
    return _SPEEDS[traits(card).activation_speed]


_SPEEDS: Final = {1: SpellSpeed.ONE, 2: SpellSpeed.TWO, 3: SpellSpeed.THREE}


def speed_of(effect: Effect, card: Card) -> SpellSpeed:
    """The Spell Speed of `effect` of `card`: as declared, else the card's own for activating
    a Spell/Trap; any other effect of a Trap Card 2 (a Counter Trap's 3) and of a Quick-Play
    Spell 2; a monster's ignition and trigger effects 1, other effects 2."""
    if effect.speed is not None:
        return effect.speed
    kind = traits(card)
    if effect.kind is EffectKind.ACTIVATION or kind.is_trap or kind.quick_spell:
        return _SPEEDS[kind.activation_speed]
    slow = effect.kind is EffectKind.IGNITION or effect.kind is EffectKind.TRIGGER
    return SpellSpeed.ONE if slow else SpellSpeed.TWO
