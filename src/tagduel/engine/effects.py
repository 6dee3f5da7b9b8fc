"""Effect records and the script registry: how card behaviour plugs into the engine.

A card script (package `tagduel.cardscripts`) registers `Effect` records under a passcode in a
`Scripts` registry that is handed to the duel; a card with no record is vanilla (a Normal
Monster, or a Spell/Trap whose activation resolves doing nothing). Hooks take an
`EffectContext` (see `context.py`, and `kit.py` for ready-made hooks):

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
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tagduel.cards.model import Card
from tagduel.engine import equips
from tagduel.engine.gates import only_at_declaration
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


FACE_UP_FIELD = (Location.MONSTERS, Location.ST, Location.FIELD)


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


VANILLA_ACTIVATION = Effect(EffectKind.ACTIVATION, description="no effect")
VANILLA_EQUIP = Effect(
    EffectKind.ACTIVATION,
    description="equip to a face-up monster",
    targets=equips.face_up_monsters,
    target_count=1,
    resolve=equips.equip_to_target,
)
"""An Equip Spell with no script: equipped to a face-up monster by the rules, nothing else."""


Activatable = tuple[int, Effect, SpellSpeed, bool]
_ACTIVATABLE = (EffectKind.ACTIVATION, EffectKind.IGNITION, EffectKind.QUICK)


def card_activation_speed(card: Card) -> SpellSpeed:
    """Spell Speed of activating a Spell/Trap card: Quick-Play Spell and Normal/Continuous Trap
    2, Counter Trap 3, every other Spell 1."""
    return _SPEEDS[traits(card).activation_speed]


_SPEEDS = {1: SpellSpeed.ONE, 2: SpellSpeed.TWO, 3: SpellSpeed.THREE}


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


@dataclass(slots=True)
class Scripts:
    """Effect records by passcode. An alternate art uses its original's records.

    Besides the records, the registry keeps indexes the engine's hot loops use: which
    passcodes have trigger, continuous, procedure or activatable effects. The loops test a
    card's passcode and alias against them as a first filter, then read the records."""

    _by_passcode: dict[int, tuple[Effect, ...]] = field(default_factory=dict)
    any: bool = False  # True once any card is scripted
    _cache: dict[int, tuple[Effect, ...]] = field(default_factory=dict)
    _activatable: dict[int, tuple[Activatable, ...]] = field(default_factory=dict)
    _quick_cards: dict[int, bool] = field(default_factory=dict)
    _quick_face_up: dict[int, bool] = field(default_factory=dict)
    _quick_from: dict[tuple[int, Location], bool] = field(default_factory=dict)
    _waiting: dict[int, bool] = field(default_factory=dict)
    triggers: dict[int, tuple[tuple[int, Effect], ...]] = field(default_factory=dict)
    continuous: set[int] = field(default_factory=set)
    stat_codes: set[int] = field(default_factory=set)
    negators: set[int] = field(default_factory=set)
    restricting: set[int] = field(default_factory=set)
    """Passcodes with a continuous effect that forbids or negates (`restrictions` reads them)."""
    granting: set[int] = field(default_factory=set)
    """Passcodes with a continuous effect that grants tags (`protection` reads them)."""
    continuous_resolving: set[int] = field(default_factory=set)
    """Passcodes with a continuous effect that has a `resolve` (a hand toll is one)."""
    procedures: set[int] = field(default_factory=set)
    hand_effects: set[int] = field(default_factory=set)
    gy_effects: set[int] = field(default_factory=set)
    quick: set[int] = field(default_factory=set)
    """Passcodes that may have an effect of Spell Speed 2 or higher (a first filter; a Trap
    Card's effects are Spell Speed 2 whatever their kind): `has_quick` decides."""
    watchers: set[int] = field(default_factory=set)
    watching: dict[On, set[int]] = field(default_factory=dict)
    watch_piles: dict[On, set[Location]] = field(default_factory=dict)
    pile_watchers: dict[tuple[On, Location], set[int]] = field(default_factory=dict)
    """The passcodes of the cards that watch for a happening from a pile (hand, Graveyard)."""
    winners: set[int] = field(default_factory=set)
    win_where: set[Location] = field(default_factory=set)

    def register(self, passcode: int, *effects: Effect) -> None:
        self._by_passcode[passcode] = tuple(effects)
        self.any = True
        self._cache.clear()
        self._activatable.clear()
        self._quick_cards.clear()
        self._quick_face_up.clear()
        self._quick_from.clear()
        self._waiting.clear()
        self._index(passcode, tuple(effects))

    def _index(self, passcode: int, effects: tuple[Effect, ...]) -> None:
        numbered = tuple(enumerate(effects, start=1))
        found = tuple((n, e) for n, e in numbered if e.kind is EffectKind.TRIGGER)
        if found:
            self.triggers[passcode] = found
        for _, effect in found:
            if effect.on is not None and (effect.watch or effect.on in _PHASES):
                self.watchers.add(passcode)
                self.watching.setdefault(effect.on, set()).add(passcode)
                piles = {w for w in effect.where or () if not w.on_field}
                self.watch_piles.setdefault(effect.on, set()).update(piles)
                for pile in piles:
                    self.pile_watchers.setdefault((effect.on, pile), set()).add(passcode)
        if any(e.kind is EffectKind.CONTINUOUS for e in effects):
            self.continuous.add(passcode)
        if any(e.kind is EffectKind.CONTINUOUS and e.stats is not None for e in effects):
            self.stat_codes.add(passcode)
        if any(e.kind is EffectKind.CONTINUOUS and e.negate is not None for e in effects):
            self.negators.add(passcode)
        self._index_continuous(passcode, effects)
        if any(e.kind is EffectKind.PROCEDURE for e in effects):
            self.procedures.add(passcode)
        activatable = [e for e in effects if e.kind in (EffectKind.IGNITION, EffectKind.QUICK)]
        if any(e.where and Location.HAND in e.where for e in activatable):
            self.hand_effects.add(passcode)
        if any(e.where and Location.GY in e.where for e in activatable):
            self.gy_effects.add(passcode)
        for effect in effects:
            if effect.wins is not None:
                self.winners.add(passcode)
                self.win_where.update(effect.where or FACE_UP_FIELD)
        if any(e.speed is None or e.speed > 1 for e in activatable):
            self.quick.add(passcode)  # may be quick: `has_quick` tells, once the card is known

    def _index_continuous(self, passcode: int, effects: tuple[Effect, ...]) -> None:
        lasting = [e for e in effects if e.kind is EffectKind.CONTINUOUS]
        if any(e.forbid is not None or e.negate is not None for e in lasting):
            self.restricting.add(passcode)
        if any(e.tags for e in lasting):
            self.granting.add(passcode)
        if any(e.resolve is not None for e in lasting):
            self.continuous_resolving.add(passcode)

    def __contains__(self, passcode: object) -> bool:
        return passcode in self._by_passcode

    def __len__(self) -> int:
        return len(self._by_passcode)

    def code(self, card: Card) -> int:
        """The passcode the records of `card` are registered under (its own or its alias)."""
        if card.passcode in self._by_passcode or not card.alias:
            return card.passcode
        return card.alias

    def effects(self, card: Card) -> tuple[Effect, ...]:
        """The card's effect records; a Spell/Trap with none gets the vanilla activation (an
        Equip Spell the vanilla equipping)."""
        cached = self._cache.get(card.passcode)
        if cached is None:
            found = self._by_passcode.get(card.passcode) or self._by_passcode.get(card.original)
            cached = self._cache[card.passcode] = found or _vanilla(card)
        return cached

    def activatable(self, card: Card) -> tuple[Activatable, ...]:
        """The card's effects a duelist activates (Spell/Trap activation, ignition, quick), each
        with its number, Spell Speed and whether it is `plain`; worked out once per passcode."""
        found = self._activatable.get(card.passcode)
        if found is None:
            numbered = enumerate(self.effects(card), start=1)
            found = tuple(
                (n, e, speed_of(e, card), e.plain) for n, e in numbered if e.kind in _ACTIVATABLE
            )
            self._activatable[card.passcode] = found
        return found

    def has_quick(self, card: Card) -> bool:
        """True when the card has an effect of Spell Speed 2 or higher that is activated while
        it is face-up (a quick effect, any effect of a Trap Card): one a teammate may use and
        any duelist may respond with (worked out once per passcode)."""
        found = self._quick_cards.get(card.passcode)
        if found is None:
            found = any(
                speed > 1 and effect.kind is not EffectKind.ACTIVATION
                for _, effect, speed, _ in self.activatable(card)
            )
            self._quick_cards[card.passcode] = found
        return found

    def quick_face_up(self, card: Card) -> bool:
        """`quick` holds the card's passcode or alias and `has_quick` is true: one look-up per
        card asked at every window (worked out once per passcode)."""
        found = self._quick_face_up.get(card.passcode)
        if found is None:
            quick = self.quick
            found = (card.passcode in quick or card.alias in quick) and self.has_quick(card)
            self._quick_face_up[card.passcode] = found
        return found

    def quick_from(self, card: Card, pile: Location) -> bool:
        """True when the card has an effect of Spell Speed 2 or higher activated from `pile`
        (the hand, the Graveyard): one that could answer in a window of priority (worked out
        once per passcode and pile)."""
        key = (card.passcode, pile)
        found = self._quick_from.get(key)
        if found is None:
            found = any(
                speed > 1 and effect.where is not None and pile in effect.where
                for _, effect, speed, _ in self.activatable(card)
            )
            self._quick_from[key] = found
        return found

    def waits_for_attacks(self, card: Card) -> bool:
        """True when every effect the card's duelist activates has a condition that holds only
        at an attack declaration (`gates.py`: Mirror Force); worked out once per passcode."""
        found = self._waiting.get(card.passcode)
        if found is None:
            effects = self.activatable(card)
            found = bool(effects) and all(
                only_at_declaration(e.condition) for _, e, _, _ in effects
            )
            self._waiting[card.passcode] = found
        return found

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

    def procedure(self, card: Card) -> Effect | None:
        """The card's own summoning procedure (or Xyz material rule), if scripted."""
        if self.code(card) not in self.procedures:
            return None
        return next(e for e in self.effects(card) if e.kind is EffectKind.PROCEDURE)

    def normal_summonable(self, card: Card) -> bool:
        """False for a card whose procedure is `exclusive` ("Cannot be Normal Summoned/Set")."""
        procedure = self.procedure(card)
        return procedure is None or not procedure.exclusive


def _vanilla(card: Card) -> tuple[Effect, ...]:
    kind = traits(card)
    if kind.is_monster:
        return ()
    return (VANILLA_EQUIP,) if kind.equip else (VANILLA_ACTIVATION,)


_PHASES = frozenset({On.STANDBY_PHASE, On.BATTLE_PHASE_END, On.END_PHASE})
