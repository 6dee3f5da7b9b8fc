"""The script registry: `Scripts` holds the `Effect` records of every scripted card by passcode,
and the indexes the engine's hot loops read.

A card script (package `tagduel.cardscripts`) registers its records under a passcode; an
alternate art uses its original's records, and a card with no record is vanilla (a Normal
Monster, or a Spell/Trap whose activation resolves doing nothing: `effects.VANILLA_ACTIVATION`,
`effects.VANILLA_EQUIP`). Registering indexes the passcode: which cards have trigger,
continuous, procedure, hand or Graveyard effects, which may be quick, which watch for a
happening and from where, which can win the duel. What depends on the card itself (its
activatable effects with their Spell Speeds, whether it has a quick effect, whether it waits
for an attack declaration) is worked out once per passcode and kept. What an effect record
holds, and how Spell Speed is decided, is in `effects.py`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from tagduel.cards.model import Card
from tagduel.engine.effects import (
    FACE_UP_FIELD,
    VANILLA_ACTIVATION,
    VANILLA_EQUIP,
    Effect,
    EffectKind,
    On,
    speed_of,
)
from tagduel.engine.gates import only_at_declaration
from tagduel.engine.state import SpellSpeed
from tagduel.engine.traits import traits
from tagduel.engine.zones import Location

Activatable = tuple[int, Effect, SpellSpeed, bool]


_ACTIVATABLE: Final = (EffectKind.ACTIVATION, EffectKind.IGNITION, EffectKind.QUICK)


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


_PHASES: Final = frozenset({On.STANDBY_PHASE, On.BATTLE_PHASE_END, On.END_PHASE})
